/// One entry of an app's key map: which keys, the command name scripts use for it, what it does
/// (for the footer and help), when it is available, and what it does to the store or the screen.
public struct KeyBinding<State, Action, ScreenState> {
  /// The keys that trigger it; the first is the one shown and the one a script's command presses.
  public let keys: [Key]
  /// The name a script uses for it, e.g. `increment`.
  public let command: String
  /// What it does, in a few words, e.g. `add one`.
  public let summary: String
  /// Whether the footer lists it (the help screen always does).
  public let showsInFooter: Bool
  /// Whether it takes text input: while available it gets characters before other bindings.
  let takesTextInput: Bool
  private let matchesKey: (Key) -> Bool
  private let isAvailable: (State, ScreenState) -> Bool
  private let perform: (Key, State, inout ScreenState) -> KeyOutcome<Action>

  /// A binding of `keys` to what `perform` decides from the state and the screen state.
  public init(
    _ keys: [Key], command: String, summary: String, showsInFooter: Bool = true,
    when isAvailable: @escaping (State, ScreenState) -> Bool = { _, _ in true },
    perform: @escaping (State, inout ScreenState) -> KeyOutcome<Action>
  ) {
    self.keys = keys
    self.command = command
    self.summary = summary
    self.showsInFooter = showsInFooter
    self.takesTextInput = false
    self.matchesKey = { keys.contains($0) }
    self.isAvailable = isAvailable
    self.perform = { _, state, screen in perform(state, &screen) }
  }

  /// A binding that sends `action` when one of `keys` is pressed.
  public static func send(
    _ keys: Key..., command: String, summary: String, action: Action,
    when isAvailable: @escaping (State, ScreenState) -> Bool = { _, _ in true }
  ) -> Self {
    Self(keys, command: command, summary: summary, when: isAvailable) { _, _ in .send(action) }
  }

  /// A binding that takes text input (characters, Backspace, Delete, ← →, Home, End) while it is
  /// available, e.g. while a form field has the focus, before any other binding sees the key;
  /// scripts type with `type <text>`.
  public static func textInput(
    summary: String, when isAvailable: @escaping (State, ScreenState) -> Bool,
    perform: @escaping (Key, State, inout ScreenState) -> KeyOutcome<Action>
  ) -> Self {
    Self(
      keys: [], command: "type", summary: summary, showsInFooter: false,
      matchesKey: { key in
        switch key {
        case .character, .backspace, .delete, .left, .right, .home, .end: true
        default: false
        }
      },
      isAvailable: isAvailable, perform: perform)
  }

  /// A binding that sees every key while it is available, before any other binding (a reader's
  /// search field, its `/`, `n`, `N`, ← →): `perform` returns `.ignored` for a key it leaves to
  /// the others.
  public static func reading(
    summary: String, when isAvailable: @escaping (State, ScreenState) -> Bool,
    perform: @escaping (Key, State, inout ScreenState) -> KeyOutcome<Action>
  ) -> Self {
    Self(
      keys: [], command: "reading", summary: summary, showsInFooter: false,
      matchesKey: { _ in true }, isAvailable: isAvailable, perform: perform)
  }

  private init(
    keys: [Key], command: String, summary: String, showsInFooter: Bool,
    matchesKey: @escaping (Key) -> Bool, isAvailable: @escaping (State, ScreenState) -> Bool,
    perform: @escaping (Key, State, inout ScreenState) -> KeyOutcome<Action>
  ) {
    self.keys = keys
    self.command = command
    self.summary = summary
    self.showsInFooter = showsInFooter
    self.takesTextInput = true
    self.matchesKey = matchesKey
    self.isAvailable = isAvailable
    self.perform = perform
  }

  /// Whether the binding takes `key`.
  func matches(_ key: Key) -> Bool { matchesKey(key) }

  /// Whether the binding works in this state.
  func available(_ state: State, _ screen: ScreenState) -> Bool { isAvailable(state, screen) }

  /// What the key means in this state; it may change the screen state.
  func outcome(for key: Key, state: State, screen: inout ScreenState) -> KeyOutcome<Action> {
    perform(key, state, &screen)
  }

  /// The hint the footer shows: the keys' labels and the summary.
  var hint: KeyHint {
    KeyHint(keys.map(\.label).joined(separator: "/"), summary)
  }
}
