import Foundation

/// A program the tests start with its standard input, output and error on a terminal device.
struct ChildProcess {
  let pid: pid_t

  /// Starts `executable` in a new session whose controlling terminal is the device at
  /// `terminalPath`, with default signal handling; nil if it cannot be started.
  init?(executable: String, arguments: [String] = [], terminalPath: String, environment: [String]) {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // Opened after the new session starts, the terminal becomes the controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    #if os(Linux)
      let startsSession: Int32 = 0x80  // glibc's POSIX_SPAWN_SETSID, which Swift does not import
    #else
      let startsSession = Int32(POSIX_SPAWN_SETSID)
    #endif
    posix_spawnattr_setflags(
      &attributes, Int16(startsSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
    self.pid = pid
  }

  /// Waits for the program to end and returns its exit code (128 + the signal if one ended it).
  /// The wait happens on a thread of its own: the main actor and the few threads Swift
  /// concurrency shares among the tests stay free for them meanwhile.
  func waitForExit() async -> Int32 {
    let pid = self.pid
    return await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        continuation.resume(returning: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
      }
    }
  }

  /// Sends the program a signal.
  func kill(_ signal: Int32) {
    _ = Foundation.kill(pid, signal)
  }
}

/// Where the build put the test bundle, and so the executables built with it.
func buildProductsDirectory() -> URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
  #endif
  let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    ?? CommandLine.arguments[0]
  return URL(fileURLWithPath: executable).deletingLastPathComponent()
}
