/// The text of a single-line field and where its cursor is, with the usual editing keys.
public struct TextFieldState: Hashable, Sendable {
  /// The text typed so far.
  public var text: String
  /// The cursor's position, in characters from the start (0 ... text.count).
  public var cursor: Int

  /// A field holding `text`, the cursor at its end.
  public init(text: String = "") {
    self.text = text
    self.cursor = text.count
  }

  /// Applies an editing key: a character is inserted at the cursor; Backspace and Delete remove;
  /// ← → Home End move the cursor. Returns false for keys that do not edit (Enter, Esc, Tab…).
  public mutating func handle(_ key: Key) -> Bool {
    cursor = min(max(0, cursor), text.count)
    switch key {
    case .character(let character):
      text.insert(character, at: text.index(text.startIndex, offsetBy: cursor))
      cursor += 1
    case .backspace:
      guard cursor > 0 else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor - 1))
      cursor -= 1
    case .delete:
      guard cursor < text.count else { return true }
      text.remove(at: text.index(text.startIndex, offsetBy: cursor))
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(text.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = text.count
    case .control("u"):
      text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: cursor))
      cursor = 0
    default: return false
    }
    return true
  }
}
