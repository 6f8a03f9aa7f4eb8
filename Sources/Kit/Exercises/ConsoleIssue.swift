/// An issue a test recorded, as Swift Testing's JSON event stream reports it
/// (`swift test --experimental-event-stream-output FILE --experimental-event-stream-version 0`):
/// under the id of the test that recorded it, with the lines the stream's messages hold for it
/// (the console prints the same: `… recorded an issue at ThirdButton.swift:135:19: Issue recorded`,
/// then `↳ A state change does not match the expectation.`). Tests run in parallel and their
/// console lines interleave; the id says whose issue each one is.
///
/// Known issues are not failures and are not read.
struct ConsoleIssue: Equatable, Sendable {
  /// The id of the test that recorded it: `ExerciseGraders.CounterResetGrader/reset()/CounterResetGrader.swift:40:4`.
  var testID: String
  /// Where the issue was recorded: `ThirdButton.swift:135:19`.
  var location: String
  /// The issue's first line: `Issue recorded`, `Expectation failed: …`.
  var headline: String
  /// Its first line of details, when there is one: a recorded issue's comment.
  var detail: String?

  /// Whether this is the event stream's account of the report's failure `message`: the message
  /// starts with the headline and holds the detail.
  func describes(_ message: String) -> Bool {
    message.hasPrefix(headline) && detail.map { message.contains($0) } ?? true
  }
}
