/// A script line (`--script`, a demo step), resolved against an app's view.
enum ScriptCommand {
  /// A key by name (`enter`, `+`, `ctrl-c`); `quit`, `help`, `log` and `read` name `q` `?` `l` `r`.
  case key(Key)
  /// `type Grace`: types the text one key at a time.
  case type(String)
  /// `wait`: until the effects finish, at most the script's `waitLimit`.
  case wait
  /// `wait 3s`, `wait 500ms`: lets effects run for that long, then goes on.
  case waitFor(Duration)
  /// `tap Pay`: presses the view's control titled `Pay` on the layer on top.
  case tap(String)
  /// `focus Email`: gives the focus to the view's control titled `Email`.
  case focus(String)
  /// One of the instructor's commands: time travel's (`back`, `forward`, `continue`, `now`) or
  /// the presenter view's (`present`).
  case command(AppCommand)

  /// What a script line asks for; nil when it is no command.
  init?(_ text: String) {
    let argument = text.firstIndex(of: " ").map { String(text[text.index(after: $0)...]) }
    switch (text.prefix { $0 != " " }, argument) {
    case ("wait", nil): self = .wait
    case ("wait", let duration?):
      guard let duration = Self.duration(duration) else { return nil }
      self = .waitFor(duration)
    case ("type", let text?): self = .type(text)
    case ("tap", let title?): self = .tap(title)
    case ("focus", let title?): self = .focus(title)
    default:
      let builtInKeys = ["quit": "q", "help": "?", "log": "l", "read": "r"]
      if let command = AppCommand(rawValue: text) {
        self = .command(command)
      } else if let key = Key(name: builtInKeys[text] ?? text) {
        self = .key(key)
      } else {
        return nil
      }
    }
  }

  /// `3s`, `500ms`, `2.5s` as a duration; nil for anything else.
  static func duration(_ text: String) -> Duration? {
    let text = text.trimmingSpaces
    if text.hasSuffix("ms"), let value = Double(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
    if text.hasSuffix("s"), let value = Double(text.dropLast()), value >= 0 { return .milliseconds(value * 1000) }
    return nil
  }
}
