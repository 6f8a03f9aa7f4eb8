import Foundation
import TerminalUI

/// Runs the kit's exercise commands (`kit exercises`, `check`, `hint`, `watch`, `solution`,
/// `reset`) on the package folder's manifests, workbook and progress file. What runs programs
/// or waits comes in as values, so tests use stand-ins.
@MainActor
struct ExerciseCommandRunner {
  /// The chapters and the package folder.
  var course: CoursePackage
  /// Where output goes, and whether it is a terminal.
  var console: KitConsole
  /// Runs `swift test` for the grading.
  var runner: StepRunner
  /// The signals that stop a check or a watch; tests pass none.
  var stopSignals = [SIGINT, SIGTERM, SIGHUP]
  /// What `kit watch` does between two looks at the file; false ends the watch. The kit
  /// sleeps a tenth of a second: a save waits 50 ms on average before its check starts, and a
  /// look (the file's modification time and size) costs next to nothing.
  var pause: () async -> Bool = {
    (try? await Task.sleep(for: .milliseconds(100))) != nil
  }
  /// Asks a yes-or-no question on the terminal (`kit reset` before it discards changes).
  var confirm: (String) -> Bool = { question in
    FileHandle.standardOutput.write(Data(question.utf8))
    return readLine()?.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("y") == true
  }

  /// Shows a long `kit check` screen (wrapped) or solution (code: unwrapped, scrolled sideways)
  /// a page at a time on a terminal; false when it did not (the screen fits, or there is no
  /// pager), and the text is printed instead.
  var page: ([String], TerminalPager.LongLines) -> Bool = TerminalPager.page

  /// The package folder.
  var packageRoot: URL { course.packageRoot }

  /// Runs a command and returns the kit's exit code: 0 done, 1 not done (not passed, not
  /// allowed yet, a file that cannot be read), 2 an unknown exercise id, 128 plus the signal
  /// after a stop.
  func run(_ command: ExerciseCommand) async -> Int32 {
    let book: ExerciseBook
    let record: ExerciseRecord
    do {
      book = try ExerciseBook.load(packageRoot: packageRoot)
      record = try ProgressFile(packageRoot: packageRoot).load()
    } catch let error as ExerciseBookError {
      console.printError("kit: \(error.message)")
      return 1
    } catch let error as ProgressFileError {
      console.printError("kit: \(error.message)")
      return 1
    } catch {
      console.printError("kit: \(error)")
      return 1
    }
    guard let id = command.id else {
      guard command == .list else { return await watch(nil, book: book) }
      ExerciseTable(book: book, record: record, course: course, width: console.columns).lines
        .forEach(console.print)
      return 0
    }
    let exercise: Exercise
    do {
      exercise = try book.exercise(id)
    } catch {
      console.printError("kit: \(error.message)")
      return 2
    }
    switch command {
    case .check: return await check(exercise, book: book)
    case .hint: return hint(exercise, record: record)
    case .solution: return solution(exercise, record: record)
    case .reset(_, let force): return await reset(exercise, record: record, force: force)
    case .watch, .list: return await watch(exercise, book: book)
    }
  }

  // MARK: - kit check

  /// `kit check ID`: grades the exercise and shows the verdict on one screen.
  private func check(_ exercise: Exercise, book: ExerciseBook) async -> Int32 {
    let stop = StopSwitch()
    stop.listen(to: stopSignals)
    defer { stop.stopListening() }
    let verdict = await grade(exercise, book: book, stop: stop, pages: true)
    switch verdict {
    case .passed: return 0
    case .stopped(let signal): return 128 + signal
    default: return 1
    }
  }

  /// Grades an exercise, records a pass in the progress file and prints the verdict's screen;
  /// with `pages`, on a terminal, a screen taller than the window is shown a page at a time.
  func grade(
    _ exercise: Exercise, book: ExerciseBook, stop: StopSwitch, pages: Bool = false,
    isWatching: Bool = false
  ) async -> CheckVerdict {
    let isFirstBuild =
      ExerciseState.of(exercise, record: ExerciseRecord(), packageRoot: packageRoot) == .started
      && !FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent(GradingCommandLine.scratchPath).path)
    printWrapped("Checking \(exercise.name) with its suite, \(exercise.grader)…")
    if isFirstBuild {
      printWrapped(
        "The first check builds the kit's core and this chapter's graders, in .build-check "
          + (console.isTerminal ? "(the line below shows SwiftPM's progress)" : "(SwiftPM's build)")
          + "; later checks build only what changed.", firstPrefix: "  ")
    }
    let status = ProgressLine(console: console)
    let check = CheckRunner(
      exercise: exercise, packageRoot: packageRoot, runner: runner, stop: stop,
      onLine: { status.show($0) })
    let verdict = await check.run()
    status.clear()
    var record = (try? ProgressFile(packageRoot: packageRoot).load()) ?? ExerciseRecord()
    let before = record
    if verdict.isPassed { record.recordPass(exercise.id) }
    if let reason = verdict.reason { record.recordFailure(exercise.id, reason: reason) }
    if record != before {
      do {
        try ProgressFile(packageRoot: packageRoot).save(record)
      } catch {
        console.printError("kit: \(error.message); the result is not recorded")
      }
    }
    let screen = CheckScreen(
      exercise: exercise, verdict: verdict,
      hintsLeft: max(0, exercise.hints.count - record.hintsShown(of: exercise.id)),
      next: book.next(after: exercise, record: record), exercises: book.exercises,
      packageRoot: packageRoot, width: console.columns, isWatching: isWatching)
    console.print("")
    if pages, console.isTerminal, page(screen.lines, .wrap) { return verdict }
    screen.lines.forEach(console.print)
    return verdict
  }

  // MARK: - kit hint

  /// `kit hint ID`: the next hint not seen yet, remembered in the progress file (the first with
  /// the README sections the exercise needs); once all were seen, all of them again.
  private func hint(_ exercise: Exercise, record: ExerciseRecord) -> Int32 {
    let hints = exercise.hints
    guard !hints.isEmpty else {
      console.print("\(exercise.name) has no hints.")
      return 0
    }
    let shown = record.hintsShown(of: exercise.id)
    guard shown < hints.count else {
      console.print("\(exercise.name): all \(hints.count) hints were shown; here they are again.")
      for (index, hint) in hints.enumerated() {
        console.print("")
        wrapped(hint, firstPrefix: "  \(index + 1). ", prefix: "     ").forEach(console.print)
      }
      return 0
    }
    var updated = record
    updated.hintsShown[exercise.id] = shown + 1
    do {
      try ProgressFile(packageRoot: packageRoot).save(updated)
    } catch {
      console.printError("kit: \(error.message)")
      return 1
    }
    console.print("\(exercise.name): hint \(shown + 1) of \(hints.count)")
    console.print("")
    wrapped(hints[shown], firstPrefix: "  ", prefix: "  ").forEach(console.print)
    console.print("")
    if shown == 0, !exercise.prerequisites.isEmpty {
      console.print("Sections to read first:")
      exercise.prerequisites.forEach { console.print("  \($0)") }
      console.print("")
    }
    let left = hints.count - shown - 1
    let solution =
      record.hasPassed(exercise.id)
      ? "The exercise has passed: kit solution \(exercise.id) shows the reference solution."
      : "The reference solution opens once the exercise passes."
    printWrapped(
      left == 0
        ? "That was the last hint. " + solution
        : "\(left) more \(left == 1 ? "hint" : "hints"): kit hint \(exercise.id) shows the next.",
      prefix: "")
    return 0
  }

  /// Prints a text wrapped to the terminal's width, its first line after `firstPrefix`, the
  /// others after `prefix`; off a terminal on one line, as a log keeps it whole.
  func printWrapped(_ text: String, firstPrefix: String = "", prefix: String = "  ") {
    terminalLines(text, firstPrefix: firstPrefix, prefix: prefix).forEach(console.print)
  }

  /// A text's lines as `printWrapped` prints them: wrapped to the terminal's width, one line off
  /// a terminal.
  func terminalLines(_ text: String, firstPrefix: String = "", prefix: String = "  ") -> [String] {
    wrapped(text, firstPrefix: firstPrefix, prefix: prefix, width: console.columns ?? Int.max / 2)
  }

  /// A text wrapped to `width` (the terminal's, else `CheckScreen.width`), its first line after
  /// `firstPrefix`, the others after `prefix`.
  private func wrapped(
    _ text: String, firstPrefix: String, prefix: String,
    width: Int? = nil
  ) -> [String] {
    let width = width ?? console.columns ?? CheckScreen.width
    return Line(text).wrapped(toWidth: width - prefix.count).enumerated().map { index, line in
      (index == 0 ? firstPrefix : prefix) + line.plainText
    }
  }

  // MARK: - kit solution

  /// `kit solution ID`: the reference solution's file, once the exercise passed; on a terminal
  /// in the pager, so a long file does not scroll off.
  private func solution(_ exercise: Exercise, record: ExerciseRecord) -> Int32 {
    guard record.hasPassed(exercise.id) else {
      console.printError(
        "kit: the solution of \(exercise.id) opens once the exercise passes: "
          + "kit check \(exercise.id) grades it (stuck? kit hint \(exercise.id))")
      return 1
    }
    let url = packageRoot.appendingPathComponent(exercise.solutionFile)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      console.printError("kit: cannot read the solution \(exercise.solutionFile)")
      return 1
    }
    let heading = "The reference solution of \(exercise.name) (\(exercise.solutionFile)):"
    var lines = [heading, ""] + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    if console.isTerminal, page(lines, .scrollSideways) { return 0 }
    console.print(heading)
    console.print("")
    console.writeRaw(text.hasSuffix("\n") ? text : text + "\n")
    return 0
  }
}

/// SwiftPM's progress (`[12/80] Compiling …`) as one line that rewrites itself, on a terminal
/// only: a pipe or a file gets the verdict alone.
@MainActor
private final class ProgressLine {
  private let console: KitConsole
  private var isShowing = false

  init(console: KitConsole) {
    self.console = console
  }

  func show(_ line: String) {
    guard console.isTerminal, line.hasPrefix("[") else { return }
    console.writeRaw("\r\u{1B}[K  " + String(line.prefix(76)))
    isShowing = true
  }

  func clear() {
    guard isShowing else { return }
    console.writeRaw("\r\u{1B}[K")
    isShowing = false
  }
}
