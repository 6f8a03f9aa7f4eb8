import Composable
import TestTags
import Testing

@testable import TerminalUI

/// A key, a tap or a demo step draws what it changed once, when it ends, however many actions
/// it sent (SwiftUI too draws once per turn of its run loop); an action an effect sends later is
/// drawn when it arrives.
@MainActor
@Suite("One frame per input", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct DrawingOnceTests {
  /// The counter with a button that sends two actions, on a virtual terminal (its demo started
  /// when `demo` is true), and a count of the frames drawn from then on.
  private func started(
    demo: Bool = false
  ) -> (TerminalApp<TestCounter.State, TestCounter.Action>, VirtualTerminal, FrameCount) {
    let app = TerminalApp(
      title: "Twice", initialState: TestCounter.State(), reducer: TestCounter(),
      demo: [DemoStep("Twice, by a tap.", command: "tap Twice")]
    ) { store in
      VStack(alignment: .leading) {
        Text("Count: \(store.count)")
        Button("Twice") {
          store.send(.incrementTapped)
          store.send(.incrementTapped)
        }
        .keyboardShortcut("t")
        Button("Double") { store.send(.doubleTapped) }.keyboardShortcut("d")
      }
    }
    let terminal = VirtualTerminal(columns: 60, rows: 16)
    if demo { app.startDemo(on: terminal) } else { app.start(on: terminal) }
    let frames = FrameCount()
    app.terminal.onRedraw = { frames.value += 1 }
    return (app, terminal, frames)
  }

  @Test("a key that sends two actions draws one frame, showing both")
  func keySendingTwoActions() {
    let (app, terminal, frames) = started()
    terminal.press(.character("t"))
    #expect(app.store.state.count == 2)
    #expect(frames.value == 1)
    #expect(terminal.text.contains("Count: 2"))
  }

  @Test("typed text draws one frame, after its last key, as a terminal app draws after a batch of input")
  func typedText() {
    let (app, terminal, frames) = started()
    terminal.type("tt")
    #expect(app.store.state.count == 4)
    #expect(frames.value == 1)
    #expect(terminal.text.contains("Count: 4"))
    terminal.press(.character("t"))
    terminal.press(.character("t"))
    #expect(frames.value == 3, "keys pressed one at a time draw a frame each")
  }

  @Test("a script's tap draws one frame; the action its effect sends later draws one more")
  func tapThenEffect() async {
    let (app, terminal, frames) = started()
    let result = app.tap("Twice").result
    #expect(result != nil)
    #expect(frames.value == 1)
    terminal.press(.character("d"))
    #expect(frames.value == 2)
    await app.finishEffects()
    #expect(app.store.state.count == 4)
    #expect(frames.value == 3)
    #expect(terminal.text.contains("Count: 4"))
  }

  @Test("a demo step that taps draws one frame")
  func demoStep() {
    let (app, terminal, frames) = started(demo: true)
    app.advanceDemo()
    #expect(app.store.state.count == 2)
    #expect(frames.value == 1)
    #expect(terminal.text.contains("Count: 2"))
  }
}

/// How many frames an app drew.
@MainActor
private final class FrameCount {
  var value = 0
}
