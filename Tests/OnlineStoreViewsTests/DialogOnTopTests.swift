import Foundation
import OnlineStoreViews
import TerminalUI
import Testing

/// The dialog on top, as the keys of chapters 5 to 8 use it: ← → move the focus, Enter taps
/// the focused button, Esc taps the cancel role.
@Suite("DialogOnTop")
struct DialogOnTopTests {
  /// What tapping a button sends in these tests: its index.
  enum Tapped: Equatable {
    case button(Int)
  }

  /// "Pay" and "Cancel" (cancel role); every button sends its index.
  let payOrCancel = DialogOnTop<Tapped>(
    dialog: Dialog(
      title: "Pay?", buttons: [DialogButton("Pay"), DialogButton("Cancel", role: .cancel)]),
    id: UUID(7), tap: { .button($0) })

  /// The action a key sends, or nil when it sends none.
  func sent(_ outcome: KeyOutcome<Tapped>) -> Tapped? {
    if case let .send(action) = outcome { action } else { nil }
  }

  @Test("Enter taps the first button until the focus moves; → moves it, and wraps around")
  func enterTapsTheFocusedButton() {
    var focus = DialogFocus()
    #expect(sent(payOrCancel.chooseFocused(focus)) == .button(0))

    guard case .handled = payOrCancel.moveFocus(by: 1, &focus) else {
      Issue.record("moving the focus should only redraw")
      return
    }
    #expect(payOrCancel.focused(focus) == 1)
    #expect(sent(payOrCancel.chooseFocused(focus)) == .button(1))

    _ = payOrCancel.moveFocus(by: 1, &focus)
    #expect(payOrCancel.focused(focus) == 0)
  }

  @Test("Esc taps the cancel role, wherever the focus is")
  func escapeTapsCancel() {
    #expect(sent(payOrCancel.cancel()) == .button(1))
  }

  @Test("Esc on a dialog without a cancel role, or a button that sends nothing: ignored")
  func escapeAndEnterWithoutAnAction() {
    let done = DialogOnTop<Tapped>(
      dialog: Dialog(title: "Thank you!", buttons: [DialogButton("Done")]), id: UUID(8),
      tap: { _ in nil })
    guard case .ignored = done.cancel(), case .ignored = done.chooseFocused(DialogFocus()) else {
      Issue.record("a dialog without a cancel role, or a button without an action, sent a key")
      return
    }
  }
}
