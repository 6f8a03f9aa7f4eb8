import Foundation
import TerminalUI

/// What `kit check` prints about a verdict: a first line that says passed or not, then what to
/// look at (the first failing test with its whole message, diff included, and the others by
/// title, so one mistake's long screen dumps do not bury the list; the first compiler errors
/// and the workbook file they are in; how to start the exercise) and what to do next.
struct CheckScreen {
  /// The exercise checked.
  var exercise: Exercise
  /// What the check found.
  var verdict: CheckVerdict
  /// How many of its hints the learner has not seen yet.
  var hintsLeft: Int
  /// The exercise to do next once this one passed, nil when every one passed.
  var next: Exercise?
  /// Every exercise of the course, to name the one whose workbook file does not compile.
  var exercises: [Exercise] = []
  /// The package folder, whose build command the screen of a workbook that does not build shows.
  var packageRoot: URL

  /// How wide its lines may be: the terminal's width; nil when the output is no terminal (a
  /// failure's messages are then wrapped to `CheckScreen.width`, the rest is left as it is).
  var width: Int?
  /// Whether `kit watch` shows it: a save checks again, not a command.
  var isWatching = false

  /// At most this many compiler errors are shown.
  static let errorLimit = 2
  /// The width a failure's messages are wrapped to when the output is no terminal.
  static let width = 96

  /// The screen's lines, none wider than `width`.
  var lines: [String] {
    guard let width else { return content }
    return content.flatMap { CheckScreen.wrapped($0, width: width) }
  }

  /// The screen's lines as they are written, before wrapping.
  private var content: [String] {
    switch verdict {
    case .passed(let tests):
      return passed(tests: tests)
    case .failed(let failing, let tests):
      return failed(failing, tests: tests)
    case .notStarted:
      return [
        "✘ \(exercise.name): not started.",
        "  Open \(exercise.file) and set isStarted to true (its grader skips it until then),",
        isWatching ? "  then save it: a save checks it again." : "  then run kit check \(exercise.id) again.",
      ]
    case .doesNotBuild(let compilerErrors, let lastLines):
      return doesNotBuild(compilerErrors, lastLines: lastLines)
    case .noTestRan(let skipReason):
      return [
        "✘ \(exercise.name): no test ran.",
        "  "
          + (skipReason ?? "swift test ran no test of \(exercise.grader), the exercise's grader."),
      ]
    case .timedOut(let building, let limit):
      return building
        ? ["✘ \(exercise.name): the build took longer than \(minutes(limit)) and was stopped."]
        : [
          "✘ \(exercise.name): the grader did not finish within \(minutes(limit)) and was stopped.",
          "  Something in your code may never end: a loop, or an effect that waits forever.",
        ] + advice
    case .crashed(let ending, let lastLines):
      return [
        "✘ \(exercise.name): the grading run \(describe(ending)) without a report. Its last lines:",
        "",
      ]
        + lastLines.map { "  " + $0 }
    case .stopped:
      return ["✘ \(exercise.name): stopped."]
    case .cannotRun(let message):
      return ["✘ \(exercise.name): \(message)."]
    }
  }

  private func passed(tests: Int) -> [String] {
    var lines = [
      "✔ \(exercise.name): passed (\(tests) \(tests == 1 ? "test" : "tests")).",
      "  The reference solution is open to you now: kit solution \(exercise.id)",
    ]
    if let next {
      lines.append("  Next: \(next.name), in \(next.file)")
    } else {
      lines.append("  Every exercise has passed. Well done!")
    }
    return lines
  }

  private func failed(_ failing: [FailingTest], tests: Int) -> [String] {
    var lines = ["✘ \(exercise.name): \(failing.count) of \(tests) tests failed.", ""]
    for (index, test) in failing.enumerated() {
      lines.append("  ✘ \(test.displayName ?? test.name)")
      if index == 0 {
        lines += messageLines(CheckScreen.collapsingRepeats(test.messages)).map { "      " + $0 }
      }
    }
    if failing.count > 1 {
      lines.append("  The first failing test in full, the others by title: fix it, then check again.")
    }
    return lines + [
      "",
      "  Everything swift test says about it: swift test --filter \(exercise.grader)",
    ] + advice
  }

  /// `messages` without the repeats of a dump or a diff: a message of several lines whose first
  /// line an earlier one of several lines has too (a test run with four arguments records the
  /// store's mismatch four times, each under "A state change does not match the expectation."),
  /// each first one followed by a line that says how many like it were left out. The grader's
  /// one-line sentences all stay: each names its case.
  static func collapsingRepeats(_ messages: [String]) -> [String] {
    var kept: [(message: String, repeats: Int)] = []
    var keptIndex: [Substring: Int] = [:]
    for message in messages {
      let lines = message.split(separator: "\n")
      if lines.count > 1, let index = keptIndex[lines[0]] {
        kept[index].repeats += 1
      } else {
        if lines.count > 1 { keptIndex[lines[0]] = kept.count }
        kept.append((message, 0))
      }
    }
    return kept.flatMap { message, repeats in
      repeats == 0
        ? [message] : [message, "(\(repeats) more like it: the swift test command below shows every one.)"]
    }
  }

  /// Every line of a test's messages, blank lines left out, long lines wrapped: a dump's or a
  /// diff's as a dump, the rest as prose.
  private func messageLines(_ messages: [String]) -> [String] {
    let width = width.map { $0 - 6 } ?? CheckScreen.width
    return messages.flatMap { message in
      CheckScreen.classifiedLines(of: message).flatMap {
        CheckScreen.wrapped($0.line, width: width, isDump: $0.isDump)
      }
    }
  }

  /// A message's lines, blank ones left out, each with whether it is a line of a dump or a diff
  /// rather than prose. A diff is the paragraph its legend, `(Expected: −, Actual: +)`, follows;
  /// a dump (a state, the actions received) is indented under the prose that names it. A
  /// grader's sentence that starts with `+` or `-` (`+ then - from 1 should …`) starts at the
  /// margin: it is prose.
  static func classifiedLines(of message: String) -> [(line: String, isDump: Bool)] {
    var paragraphs: [[String]] = [[]]
    for line in message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.allSatisfy(\.isWhitespace) {
        if !paragraphs[paragraphs.count - 1].isEmpty { paragraphs.append([]) }
      } else {
        paragraphs[paragraphs.count - 1].append(line)
      }
    }
    paragraphs.removeAll(where: \.isEmpty)
    return paragraphs.indices.flatMap { index in
      let isDiff =
        paragraphs.indices.contains(index + 1)
        && paragraphs[index + 1][0].hasPrefix("(Expected: \u{2212}, ")
      return paragraphs[index].map { ($0, isDiff || $0.hasPrefix("  ")) }
    }
  }

  /// A message's line as it is when it fits; else wrapped keeping what its indentation says. A
  /// line of a dump (`isDump`) wraps as a dump does, deeper at its brackets, a diff's line (`−`
  /// or `+`, then a dump's line) under its marker, so the diff keeps the nesting `swift test`
  /// shows; other text wraps at its words, under its indentation.
  static func wrapped(_ line: String, width: Int, isDump: Bool = false) -> [String] {
    guard line.displayWidth > width else { return [line] }
    let indent = String(line.prefix { $0 == " " })
    let text = line.dropFirst(indent.count)
    if isDump {
      if let marker = text.first, ["−", "+", "-"].contains(marker), text.dropFirst().first == " " {
        let prefix = indent + String(marker)
        return DumpWrap.lines(String(text.dropFirst()), width: width - prefix.displayWidth).map {
          prefix + $0
        }
      }
      return DumpWrap.lines(line, width: width)
    }
    return Line(String(text)).wrapped(toWidth: width - indent.count).map { indent + $0.plainText }
  }

  private func doesNotBuild(_ compilerErrors: CompilerErrors, lastLines: [String]) -> [String] {
    var lines = ["✘ \(exercise.name): the workbook does not build.", ""]
    let errors = compilerErrors.errors
    if errors.isEmpty {
      lines += ["  The build failed; its last lines:"] + lastLines.map { "  " + $0 }
    } else {
      for error in errors.prefix(CheckScreen.errorLimit) {
        lines += error.map { "  " + $0 } + [""]
      }
      let more = errors.count - CheckScreen.errorLimit
      if more > 0 {
        lines.append("  … and \(more) more \(more == 1 ? "error" : "errors").")
      }
    }
    if let name = compilerErrors.keyPathActionCase {
      lines.append(
        "  Real TCA writes action: \\.\(name); the kit writes action: Feature.Action.\(name)"
          + " (README, Real TCA on iOS, and this kit).")
    }
    if let reducer = compilerErrors.caseReducerWithoutStateReducer {
      let name = reducer.split(separator: ".").last.map(String.init) ?? reducer
      lines.append(
        "  store.case needs \(reducer).State to name its reducer: write public typealias"
          + " StateReducer = \(name) inside its enum State (README 8, switch store.case).")
    }
    if let broken = compilerErrors.firstWorkbookError {
      let owner = exercises.first { $0.file == broken.file }
      let reset = owner.map { ", or start it again with kit reset \($0.id)" } ?? ""
      lines.append("  \(broken.file), line \(broken.line), does not compile: fix it\(reset).")
    }
    return lines + [
      "  A chapter's workbook is built as one target: an error in any of its files stops every"
        + " check of that chapter.",
      "  The whole build output: "
        + GradingCommandLine.buildDisplayText(for: exercise, packageRoot: packageRoot),
    ]
  }

  private var advice: [String] {
    let hints =
      hintsLeft == 0
      ? "every hint is shown (kit hint \(exercise.id) shows them again)"
      : "kit hint \(exercise.id) (\(hintsLeft) \(hintsLeft == 1 ? "hint" : "hints") left)"
    let again = isWatching ? "save: a save checks it again" : "check again"
    return ["  Edit \(exercise.file) and \(again). Stuck? \(hints)"]
  }

  private func minutes(_ limit: Duration) -> String {
    let seconds = limit.components.seconds
    return seconds % 60 == 0 && seconds >= 60
      ? "\(seconds / 60) \(seconds == 60 ? "minute" : "minutes")" : "\(seconds) seconds"
  }

  private func describe(_ ending: StepOutcome.Ending) -> String {
    switch ending {
    case .exited(let status): "ended with exit code \(status)"
    case .signaled(let signal): "was ended by signal \(signal)"
    default: "ended"
    }
  }
}
