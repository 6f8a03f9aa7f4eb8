import Foundation
import Synchronization

/// A program the kit runs as a child, in a process group of its own, with its standard output
/// and error read through one pipe and its standard input empty. Ctrl-C at the terminal reaches
/// only the kit, which decides what to do with the child: `interrupt()` or `kill()` reach the
/// whole group (`swift test` and the builds and test runners it starts).
final class ChildProcess: Sendable {
  /// What the child did: wrote output, then ended.
  enum Event: Equatable, Sendable {
    /// A chunk of output, as the child wrote it.
    case output([UInt8])
    /// The child ended; nothing comes after this.
    case ended(Termination)
  }

  /// How a child ended.
  enum Termination: Equatable, Sendable {
    /// It exited with a status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)

    /// The exit code a shell would report: the status, or 128 plus the signal's number.
    var exitCode: Int32 {
      switch self {
      case .exited(let status): status
      case .signaled(let signal): 128 + signal
      }
    }
  }

  /// The child's process id, which is also its process group's id.
  let processID: pid_t
  /// Its output, then how it ended.
  let events: AsyncStream<Event>

  /// Starts `arguments` (the program, found on `PATH`, then its arguments) in `directory`.
  init(arguments: [String], directory: URL) throws(ChildProcessError) {
    let (processID, readEnd) = try ChildProcess.spawnLock.withLock { _ in
      ChildProcess.spawn(arguments, in: directory)
    }.get()
    self.processID = processID
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    self.events = events
    Thread.detachNewThread {
      ChildProcess.forward(output: readEnd, of: processID, to: continuation)
    }
  }

  /// Held from creating a child's pipe until the child started, so a child started at the same
  /// time elsewhere in the process never inherits this child's pipe: the pipe would then stay
  /// open until that other child ended.
  private static let spawnLock = Mutex(())

  /// Starts the child with its output going into a new pipe; returns its id and the pipe's
  /// read end.
  private static func spawn(
    _ arguments: [String], in directory: URL
  ) -> Result<(pid_t, Int32), ChildProcessError> {
    guard let program = arguments.first else {
      return .failure(ChildProcessError("no program to run"))
    }
    var pipeDescriptors: [Int32] = [-1, -1]
    guard pipe(&pipeDescriptors) == 0 else {
      return .failure(
        ChildProcessError("cannot create a pipe: \(String(cString: strerror(errno)))"))
    }
    let (readEnd, writeEnd) = (pipeDescriptors[0], pipeDescriptors[1])
    for descriptor in pipeDescriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    defer { close(writeEnd) }

    var actions = SpawnFileActions()
    var attributes = SpawnAttributes()
    defer {
      actions.destroy()
      attributes.destroy()
    }
    actions.openNullInput()
    actions.duplicate(writeEnd, to: STDOUT_FILENO)
    actions.duplicate(writeEnd, to: STDERR_FILENO)
    guard actions.changeDirectory(to: directory.path) else {
      close(readEnd)
      return .failure(ChildProcessError("this system cannot start a program in \(directory.path)"))
    }

    var processID: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    let result = posix_spawnp(&processID, program, &actions.raw, &attributes.raw, argv, environ)
    guard result == 0 else {
      close(readEnd)
      return .failure(
        ChildProcessError("cannot start \(program): \(String(cString: strerror(result)))"))
    }
    return .success((processID, readEnd))
  }

  /// Asks the child and everything it started to stop, as Ctrl-C would (SIGINT).
  func interrupt() {
    _ = Foundation.kill(-processID, SIGINT)
  }

  /// Ends the child and everything it started at once (SIGKILL).
  func kill() {
    _ = Foundation.kill(-processID, SIGKILL)
  }

  /// Reads the pipe until every writer closed it, then waits for the child: on a thread of its
  /// own, so a blocking read never holds up the main actor.
  private static func forward(
    output descriptor: Int32, of processID: pid_t,
    to continuation: AsyncStream<Event>.Continuation
  ) {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      continuation.yield(.output(Array(buffer.prefix(count))))
    }
    close(descriptor)
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    continuation.yield(.ended(signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)))
    continuation.finish()
  }
}

/// A child process that could not be started; the message says why.
struct ChildProcessError: Error, Equatable {
  /// What went wrong, e.g. `cannot start swift: No such file or directory`.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }
}
