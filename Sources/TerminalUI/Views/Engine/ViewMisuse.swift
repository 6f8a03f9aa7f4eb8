/// What a tap by title that pressed nothing says, for a test's issue and a script's error.
@MainActor
enum ViewMisuse {
  /// The message for `outcome` of tapping `title`; nil when the tap pressed something.
  static func message(for outcome: ViewRuntime.TapOutcome, title: String, runtime: ViewRuntime) -> String? {
    let titles = runtime.frame().controls.map { "\"\($0.title)\"" }
    let there = titles.isEmpty ? "there is no button there" : "the buttons there: \(titles.joined(separator: ", "))"
    switch outcome {
    case .pressed: return nil
    case .notFound:
      return "tap(\"\(title)\"): no button titled \"\(title)\" on the screen on top; \(there)."
    case .disabled:
      return "tap(\"\(title)\"): the button \"\(title)\" is disabled (.disabled(true)); a disabled button cannot be pressed."
    case .covered(let kind):
      return "tap(\"\(title)\"): \"\(title)\" is under \(kind.article) \(kind): close it first (Esc, or one of its buttons); \(there)."
    }
  }
}

extension Layer.Kind: CustomStringConvertible {
  var description: String {
    switch self {
    case .sheet: "sheet"
    case .alert: "alert"
    case .dialog: "confirmation dialog"
    }
  }

  /// "a" or "an".
  var article: String { self == .alert ? "an" : "a" }
}
