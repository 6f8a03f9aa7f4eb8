extension Key {
  /// The key's name as scripts spell it: `a`, `space`, `enter`, `up`, `shift-tab`, `ctrl-c`.
  public var name: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .enter: "enter"
    case .escape: "esc"
    case .tab: "tab"
    case .shiftTab: "shift-tab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageup"
    case .pageDown: "pagedown"
    case .control(let letter): "ctrl-\(letter)"
    }
  }

  /// The key as a footer or help screen shows it: `↑`, `Enter`, `Esc`, `^C`.
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .shiftTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .control(let letter): "^" + letter.uppercased()
    }
  }

  /// The key a script names: a single character, or a name such as `enter`, `esc`, `up`,
  /// `pagedown`, `shift-tab`, `ctrl-c` (case-insensitive). Nil for a name that is no key.
  public init?(name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    let lowered = name.lowercased()
    if let key = Key.namedKeys[lowered] {
      self = key
      return
    }
    for prefix in ["ctrl-", "ctrl+", "^"] where lowered.hasPrefix(prefix) {
      let rest = lowered.dropFirst(prefix.count)
      if rest.count == 1, let letter = rest.first, letter.isLetter, letter.isASCII {
        self = .control(letter)
        return
      }
    }
    return nil
  }

  private static let namedKeys: [String: Key] = [
    "space": .space, "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
    "tab": .tab, "shift-tab": .shiftTab, "backtab": .shiftTab, "backspace": .backspace,
    "delete": .delete, "del": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
    "home": .home, "end": .end, "pageup": .pageUp, "pgup": .pageUp, "page-up": .pageUp,
    "pagedown": .pageDown, "pgdn": .pageDown, "page-down": .pageDown,
  ]
}
