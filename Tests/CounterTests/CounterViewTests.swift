import Composable
import ComposableTesting
import CounterChapter
import TerminalUI
import TestTags
import Testing

/// `CounterView` in a `ViewHost`: the buttons found by their titles, the focus moved by keys,
/// the number drawn in large type, as a learner's view test on iOS would drive it.
@MainActor
@Suite("CounterView", .tags(.counter))
struct CounterViewTests {
  @Test("tapping + and - sends the actions; the frame follows the store")
  func tapsSendActions() {
    let store = Store(initialState: CounterDomain.State()) { CounterDomain() }
    let host = ViewHost(CounterView(store: store), columns: 60, rows: 10)

    host.tap("+")
    host.tap("+")
    host.tap("-")

    #expect(store.counter == 1)
    #expect(host.screen.contains("state: CounterDomain.State(counter: 1)"))
  }

  @Test("the focus starts on -, Tab moves it to +, Enter presses the focused button")
  func focusAndEnter() {
    let store = Store(initialState: CounterDomain.State()) { CounterDomain() }
    let host = ViewHost(CounterView(store: store), columns: 60, rows: 10)

    #expect(host.focusedTitle == "-")
    host.press(.tab)
    #expect(host.focusedTitle == "+")
    host.press(.enter)
    #expect(store.counter == 1)
  }

  @Test("the + and - keys press their buttons from anywhere (.keyboardShortcut)")
  func shortcuts() {
    let store = Store(initialState: CounterDomain.State(counter: 5)) { CounterDomain() }
    let host = ViewHost(CounterView(store: store), columns: 60, rows: 10)

    // The focus starts on -: + is pressed from there, - from +.
    host.press(.character("+"))
    host.press(.character("+"))
    #expect(store.counter == 7)
    host.press(.tab)
    host.press(.character("-"))
    #expect(store.counter == 6)
  }

  @Test("the number is drawn in large block type, the minus sign too")
  func largeNumber() {
    let store = Store(initialState: CounterDomain.State(counter: -1)) { CounterDomain() }
    let host = ViewHost(CounterView(store: store), columns: 60, rows: 10)

    let rows = host.screen.split(separator: "\n").map(String.init)
    // The middle row of "-1": the minus bar, then the 1's stem, between the two buttons.
    #expect(rows.contains { $0.contains("███  █") && $0.contains("-") && $0.contains("+") })
  }

  @Test("a title that is not on screen is reported with the buttons that are")
  func unknownTitle() {
    let store = Store(initialState: CounterDomain.State()) { CounterDomain() }
    let host = ViewHost(CounterView(store: store), columns: 60, rows: 10)

    withKnownIssue {
      host.tap("Reset")
    } matching: { issue in
      issue.description.contains(#"no button titled "Reset""#)
        && issue.description.contains(#""-", "+""#)
    }
    #expect(store.counter == 0)
  }
}
