import Foundation

/// Which button of a dialog has the keyboard focus: screen state, as SwiftUI keeps focus out of
/// the feature. It belongs to one dialog (by the dialog's `id`): a new dialog starts with its
/// first button focused, whatever the focus was on the one before.
public struct DialogFocus: Equatable, Sendable {
  /// The dialog the focus was last moved in.
  public private(set) var dialogID: UUID?
  /// The focused button's index in that dialog.
  public private(set) var index: Int

  /// No focus moved yet: every dialog starts on its first button.
  public init() {
    dialogID = nil
    index = 0
  }

  /// The focused button of the dialog `id`, which has `buttonCount` buttons: the moved focus in
  /// that dialog, the first button in any other.
  public func focused(in id: UUID, buttonCount: Int) -> Int {
    guard id == dialogID, buttonCount > 0 else { return 0 }
    return min(index, buttonCount - 1)
  }

  /// Moves the focus by `offset` buttons in the dialog `id`, wrapping around at either end.
  public mutating func move(by offset: Int, in id: UUID, buttonCount: Int) {
    guard buttonCount > 0 else { return }
    let current = focused(in: id, buttonCount: buttonCount)
    dialogID = id
    index = ((current + offset) % buttonCount + buttonCount) % buttonCount
  }
}

extension Dialog {
  /// The index of the first button with the cancel role: what Esc chooses. Nil when the dialog
  /// has none (then Esc does nothing, as an alert without Cancel cannot be waved away on iOS).
  public var cancelButtonIndex: Int? {
    buttons.firstIndex { $0.role == .cancel }
  }
}
