/// A script line (`--script`, a demo step), resolved against an app's view.
enum ScriptCommand {
  /// A key by name (`enter`, `+`, `ctrl-c`), or an app's key by its word (`appKeys`).
  case key(Key)
  /// Time travel's `forward`, `continue` and `now` (`pastKeys`): keys that act while viewing
  /// the past, and do nothing in the present.
  case pastKey(Key)
  /// `type Grace`: types the text one key at a time.
  case type(String)
  /// `wait`: until the effects finish, at most the script's `waitLimit`; `wait 3s`, `wait 500ms`:
  /// lets effects run for that long, then goes on.
  case wait(Duration?)
  /// `tap Pay`: presses the view's control titled `Pay` on the layer on top.
  case tap(String)
  /// `focus Email`: gives the focus to the view's control titled `Email`.
  case focus(String)

  /// The app's keys a script names by a word.
  static let appKeys: [String: Key] = [
    "quit": .character("q"), "help": .character("?"), "log": .character("l"), "read": .character("r"),
    "back": .character("<"), "present": .character("P"),
  ]
  /// Time travel's keys a script names by a word.
  static let pastKeys: [String: Key] = ["forward": .character(">"), "continue": .enter, "now": .escape]

  /// What a script line asks for; nil when it is no command.
  init?(_ text: String) {
    let argument = text.firstIndex(of: " ").map { String(text[text.index(after: $0)...]) }
    switch (text.prefix { $0 != " " }, argument) {
    case ("wait", nil): self = .wait(nil)
    case ("wait", let argument?):
      let text = argument.trimmingSpaces
      let unit = text.hasSuffix("ms") ? 1.0 : 1000
      guard text.hasSuffix("s"), let value = Double(text.dropLast(unit == 1 ? 2 : 1)), value >= 0 else { return nil }
      self = .wait(.milliseconds(value * unit))
    case ("type", let text?): self = .type(text)
    case ("tap", let title?): self = .tap(title)
    case ("focus", let title?): self = .focus(title)
    default:
      guard let key = Self.pastKeys[text] ?? Self.appKeys[text] ?? Key(name: text) else { return nil }
      self = Self.pastKeys[text] == nil ? .key(key) : .pastKey(key)
    }
  }

  /// An app's key as a script line (`help`, `back`; in the past ← → Enter Esc as `back` `forward`
  /// `continue` `now`); nil for `q` and `S`: a replay must not quit or save.
  static func line(for key: Key, viewingThePast: Bool) -> String? {
    if key == .character("q") || key == .character("S") { return nil }
    let words = viewingThePast ? appKeys.merging(pastKeys) { $1 } : appKeys
    let key = viewingThePast ? [Key.left: Key.character("<"), .right: .character(">")][key] ?? key : key
    return words.first { $0.value == key }?.key ?? key.name
  }
}
