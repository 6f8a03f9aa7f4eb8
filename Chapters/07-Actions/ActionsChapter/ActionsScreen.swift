import OnlineStore
import TerminalUI

/// What the app's screen keeps of its own, outside the store: where the cursor is inside the
/// focused field, and which button of the open alert has the focus. Which field has the focus
/// is the store's (`EditProfileDomain.State.focus`); the cursor's place inside it is the
/// screen's, as it is a text field's on iOS.
public struct ActionsScreen: Equatable, Sendable {
  /// The cursor inside a field.
  public struct FieldCursor: Equatable, Sendable {
    /// The field the position is about.
    public var field: EditProfileDomain.State.Field
    /// The position, in characters from the start.
    public var position: Int

    /// The cursor at `position` in `field`.
    public init(field: EditProfileDomain.State.Field, position: Int) {
      self.field = field
      self.position = position
    }
  }

  /// The cursor, when it was moved inside a field; nil puts it at the end of the focused one.
  public var cursor: FieldCursor?
  /// The focused button of the open alert.
  public var dialogFocus: DialogFocus

  /// A screen with the cursor at the end of the focused field.
  public init(cursor: FieldCursor? = nil, dialogFocus: DialogFocus = DialogFocus()) {
    self.cursor = cursor
    self.dialogFocus = dialogFocus
  }

  /// The cursor's position in `form`'s focused field: the screen's, if it is about that field,
  /// otherwise the end.
  func position(in form: EditProfileDomain.State) -> Int? {
    guard let cursor, cursor.field == form.focus else { return nil }
    return cursor.position
  }
}
