/// What a tap by title that pressed nothing says, for a test's issue and a script's error.
@MainActor
enum ViewMisuse {
  /// The message for `outcome` of tapping `title`; nil when the tap pressed something.
  static func message(for outcome: ViewRuntime.TapOutcome, title: String, runtime: ViewRuntime) -> String? {
    let controls = runtime.frame().controls
    let there = controls.isEmpty ? "there is no button there" : "the buttons there: \(titleList(of: controls))"
    switch outcome {
    case .pressed: return nil
    case .notFound:
      return "tap(\"\(title)\"): no button titled \"\(title)\" on the screen on top; \(there)."
    case .disabled:
      return "tap(\"\(title)\"): the button \"\(title)\" is disabled (.disabled(true)); a disabled button cannot be pressed."
    case .covered(let kind):
      return "tap(\"\(title)\"): \"\(title)\" is under \(kind.phrase): close it first (Esc, or one of its buttons); \(there)."
    }
  }

  /// The titles of `controls` in reading order, each once, quoted, with how many controls have
  /// it when more than one does (the rows of a list): `"Go to Cart", "Add to Cart" (20)`.
  static func titleList(of controls: [Control]) -> String {
    var titles: [String] = []
    for control in controls where !titles.contains(control.title) { titles.append(control.title) }
    return titles.map { title in
      let count = controls.count { $0.title == title }
      return "\"\(title)\"" + (count > 1 ? " (\(count))" : "")
    }.joined(separator: ", ")
  }
}

extension Layer.Kind {
  /// The layer's kind with its article: "an alert".
  var phrase: String {
    switch self {
    case .sheet: "a sheet"
    case .alert: "an alert"
    case .dialog: "a confirmation dialog"
    }
  }
}
