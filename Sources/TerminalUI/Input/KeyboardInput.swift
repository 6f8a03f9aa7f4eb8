import Dispatch
import Foundation

/// Reads key presses from a terminal's input as they arrive and hands them to the main actor;
/// a lone Esc is delivered once no further byte follows within `escapeTimeout`.
@MainActor
public final class KeyboardInput {
  private let fileDescriptor: Int32
  private let escapeTimeout: DispatchTimeInterval
  private var decoder = KeyDecoder()
  private var source: (any DispatchSourceRead)?
  private var pendingGeneration = 0

  /// Starts reading `fileDescriptor` (standard input by default). `onKey` gets each key;
  /// `onEnd` is called once when the input is closed (end of file or an error).
  public init(
    fileDescriptor: Int32 = STDIN_FILENO, escapeTimeout: DispatchTimeInterval = .milliseconds(40),
    onKey: @escaping @MainActor (Key) -> Void, onEnd: @escaping @MainActor () -> Void
  ) {
    self.fileDescriptor = fileDescriptor
    self.escapeTimeout = escapeTimeout
    let source = DispatchSource.makeReadSource(fileDescriptor: fileDescriptor, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        self?.readAvailable(onKey: onKey, onEnd: onEnd)
      }
    }
    source.resume()
    self.source = source
  }

  /// Stops reading.
  public func stop() {
    source?.cancel()
    source = nil
  }

  /// Reads until nothing more is waiting: the read source reports new input only once, so an
  /// end of input that came with the last bytes is found here.
  private func readAvailable(
    onKey: @escaping @MainActor (Key) -> Void, onEnd: @escaping @MainActor () -> Void
  ) {
    repeat {
      var bytes = [UInt8](repeating: 0, count: 4096)
      let count = read(fileDescriptor, &bytes, bytes.count)
      if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
      guard count > 0 else {
        stop()
        onEnd()
        return
      }
      for key in decoder.decode(bytes.prefix(count)) { onKey(key) }
    } while source != nil && hasMoreInput
    scheduleEscapeResolution(onKey: onKey)
  }

  /// Whether a read would return at once (more bytes, or the end of input).
  private var hasMoreInput: Bool {
    var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents != 0
  }

  /// Delivers a lone Esc once no further byte followed it within the timeout.
  private func scheduleEscapeResolution(onKey: @escaping @MainActor (Key) -> Void) {
    guard decoder.hasPendingInput else { return }
    pendingGeneration += 1
    let generation = pendingGeneration
    DispatchQueue.main.asyncAfter(deadline: .now() + escapeTimeout) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.pendingGeneration == generation else { return }
        for key in self.decoder.resolvePending() { onKey(key) }
      }
    }
  }
}
