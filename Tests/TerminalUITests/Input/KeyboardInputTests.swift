import Foundation
import TestTags
import Testing
import TerminalUI

@MainActor
@Suite("Reading keys and signals as they arrive", .serialized, .tags(.terminalUI), .timeLimit(.minutes(1)))
struct KeyboardInputTests {
  @Test("keys written to the input arrive decoded; closing it ends the input")
  func keysThenEnd() async {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    var keys: [Key] = []
    var input: KeyboardInput?
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      input = KeyboardInput(
        fileDescriptor: descriptors[0],
        onKey: { keys.append($0) },
        onEnd: { finished.resume() })
      let bytes = Array("a日\u{1B}[A\r".utf8)
      _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
      close(descriptors[1])
    }
    input?.stop()
    #expect(keys == [.character("a"), .character("日"), .up, .enter])
  }

  @Test("a signal arrives as a call on the main actor")
  func signal() async {
    var received: [Int32] = []
    var monitor: SignalMonitor?
    await withCheckedContinuation { (delivered: CheckedContinuation<Void, Never>) in
      monitor = SignalMonitor(signals: [SIGWINCH]) { signal in
        received.append(signal)
        delivered.resume()
      }
      kill(getpid(), SIGWINCH)  // to the process: worker threads block signals
    }
    monitor?.stop()
    #expect(received == [SIGWINCH])
  }
}
