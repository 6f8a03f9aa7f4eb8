import Foundation
import TerminalUI

/// The dialog on top of a screen, whichever it is (an alert, a confirmation dialog), as keys and
/// views need it: its box, the identity of its state (which the screen's focus belongs to), and
/// what tapping each of its buttons sends, wrapped for the app's store. Each chapter says, in an
/// initializer of its own, which dialogs its state can show.
public struct DialogOnTop<Action> {
  /// The dialog box, with the first button focused.
  public let dialog: Dialog
  /// The identity of the dialog's state, which the screen's focus belongs to.
  public let id: UUID
  /// What tapping the button at an index sends; nil for an index without a button.
  public let tap: (Int) -> Action?

  /// The dialog `dialog` of the state with the identity `id`, whose buttons send what `tap` says.
  public init(dialog: Dialog, id: UUID, tap: @escaping (Int) -> Action?) {
    self.dialog = dialog
    self.id = id
    self.tap = tap
  }

  /// The focused button's index, as the screen's focus says.
  public func focused(_ focus: DialogFocus) -> Int {
    focus.focused(in: id, buttonCount: dialog.buttons.count)
  }

  /// ← or →: moves `focus` to the previous or next button; sends nothing.
  public func moveFocus(by offset: Int, _ focus: inout DialogFocus) -> KeyOutcome<Action> {
    focus.move(by: offset, in: id, buttonCount: dialog.buttons.count)
    return .handled
  }

  /// Enter: taps the focused button.
  public func chooseFocused(_ focus: DialogFocus) -> KeyOutcome<Action> {
    tap(focused(focus)).map(KeyOutcome.send) ?? .ignored
  }

  /// Esc: taps the button of the cancel role; ignored when the dialog has none.
  public func cancel() -> KeyOutcome<Action> {
    dialog.cancelButtonIndex.flatMap(tap).map(KeyOutcome.send) ?? .ignored
  }
}
