import Composable
import Foundation
import TerminalUI
import Testing

/// Confirmation dialogs as dialog boxes, the focus that moves between a dialog's buttons, and
/// the cancel role that Esc chooses.
@MainActor
@Suite("Confirmation dialogs, focus and the cancel role")
struct ConfirmationDialogTests {
  enum DialogAction: Equatable {
    case removeAll
  }

  enum ParentAction: Equatable {
    case dialog(PresentationAction<DialogAction>)
  }

  private let dialog = ConfirmationDialogState<DialogAction>(titleVisibility: .visible) {
    TextState("Remove all items?")
  } actions: {
    ButtonState(role: .destructive, action: .removeAll) { TextState("Remove all") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Every count goes back to 0.")
  }

  @Test("a confirmation dialog's title, message and buttons make the box; roles are kept")
  func box() {
    let box = Dialog(confirmationDialog: dialog, focused: 1)
    #expect(box.title == "Remove all items?")
    #expect(box.message == "Every count goes back to 0.")
    #expect(
      box.buttons == [
        DialogButton("Remove all", role: .destructive), DialogButton("Cancel", role: .cancel),
      ])
    #expect(box.focused == 1)
    #expect(Dialog(confirmationDialog: dialog, focused: 7).focused == 1)
    let text = screen(box.lines(maximumWidth: 40), columns: 40, rows: 8).text
    #expect(text.contains("[ Remove all ]  [›Cancel‹]"))
  }

  @Test("a hidden title is left out of the box")
  func hiddenTitle() {
    var hidden = dialog
    hidden.titleVisibility = .hidden
    #expect(Dialog(confirmationDialog: hidden).title == "")
  }

  @Test("tapping a button sends its action as presented, or dismiss when it has none")
  func tap() {
    #expect(dialog.tap(buttonAt: 0, ParentAction.dialog) == .dialog(.presented(.removeAll)))
    #expect(dialog.tap(buttonAt: 1, ParentAction.dialog) == .dialog(.dismiss))
    #expect(dialog.tap(buttonAt: 2, ParentAction.dialog) == nil)
  }

  @Test("the focus moves and wraps within one dialog; another dialog starts on its first button")
  func focus() {
    let first = UUID()
    let second = UUID()
    var focus = DialogFocus()
    #expect(focus.focused(in: first, buttonCount: 3) == 0)
    focus.move(by: 1, in: first, buttonCount: 3)
    focus.move(by: 1, in: first, buttonCount: 3)
    #expect(focus.focused(in: first, buttonCount: 3) == 2)
    focus.move(by: 1, in: first, buttonCount: 3)
    #expect(focus.focused(in: first, buttonCount: 3) == 0)
    focus.move(by: -1, in: first, buttonCount: 3)
    #expect(focus.focused(in: first, buttonCount: 3) == 2)
    #expect(focus.focused(in: second, buttonCount: 2) == 0)
    #expect(focus.focused(in: first, buttonCount: 2) == 1, "clamped to the buttons there are")
  }

  @Test("Esc's button: the first with the cancel role, or none")
  func cancelButton() {
    #expect(Dialog(confirmationDialog: dialog).cancelButtonIndex == 1)
    #expect(Dialog(title: "Thank you!", buttons: [DialogButton("Done")]).cancelButtonIndex == nil)
  }
}
