import Dispatch
import Foundation

/// Turns signals (window resized, terminate, interrupt, hang-up) into calls on the main actor.
///
/// The signal handler only writes the signal's number to a pipe (the self-pipe pattern, safe in
/// any signal context); the main queue reads the pipe and calls `onSignal`, where the program may
/// do anything: redraw, restore the terminal, exit. One monitor is active at a time.
@MainActor
public final class SignalMonitor {
  private let signals: [Int32]
  private var previousActions: [Int32: sigaction] = [:]
  private var readSource: (any DispatchSourceRead)?
  private var descriptors: (read: Int32, write: Int32) = (-1, -1)

  nonisolated(unsafe) private static let writeDescriptor: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    pointer.initialize(to: -1)
    return pointer
  }()

  /// Starts delivering `signals` to `onSignal`; the signals no longer have their default effect
  /// (SIGTERM no longer kills the process) until `stop()`.
  public init(signals: [Int32], onSignal: @escaping @MainActor (Int32) -> Void) {
    self.signals = signals
    var pipeDescriptors: [Int32] = [-1, -1]
    guard pipe(&pipeDescriptors) == 0 else { return }
    descriptors = (pipeDescriptors[0], pipeDescriptors[1])
    for descriptor in pipeDescriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    Self.writeDescriptor.pointee = descriptors.write

    let readDescriptor = descriptors.read
    let source = DispatchSource.makeReadSource(fileDescriptor: readDescriptor, queue: .main)
    source.setEventHandler {
      MainActor.assumeIsolated {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(readDescriptor, &bytes, bytes.count)
        guard count > 0 else { return }
        for byte in bytes.prefix(count) { onSignal(Int32(byte)) }
      }
    }
    source.resume()
    readSource = source

    for signal in signals {
      var action = sigaction()
      SignalAction.setHandler(&action) { signal in
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(SignalMonitor.writeDescriptor.pointee, &byte, 1)
      }
      var previous = sigaction()
      if sigaction(signal, &action, &previous) == 0 { previousActions[signal] = previous }
    }
  }

  /// Gives the signals their previous handling back and closes the pipe.
  public func stop() {
    for (signal, previous) in previousActions {
      var previous = previous
      _ = sigaction(signal, &previous, nil)
    }
    previousActions = [:]
    Self.writeDescriptor.pointee = -1
    readSource?.cancel()
    readSource = nil
    if descriptors.read >= 0 {
      close(descriptors.read)
      close(descriptors.write)
      descriptors = (-1, -1)
    }
  }
}
