import Foundation

extension ExerciseCommandRunner {
  /// `kit watch [ID]`, like rustlings' watch: grades the exercise, then again each time its
  /// file changes (its modification time or size, looked at after each `pause`), until Ctrl-C
  /// or `pause` says to stop. Without an id it starts on the exercise the learner is on (the
  /// one started and not passed saved last, or the next after the one edited last); after a
  /// pass it moves on to the next exercise of the course not passed yet, with an id too; it
  /// ends when every exercise passed.
  func watch(_ chosen: Exercise?, book: ExerciseBook) async -> Int32 {
    let stop = StopSwitch()
    stop.listen(to: stopSignals)
    defer { stop.stopListening() }
    guard var exercise = chosen ?? currentExercise(in: book) else {
      console.print("Every exercise has passed: there is nothing to watch. Well done!")
      return 0
    }
    var stamp = FileStamp(of: packageRoot.appendingPathComponent(exercise.file))
    var verdict = await gradeWatched(exercise, book: book, stop: stop, clearing: false)
    var saysWhatIsWatched = false
    while !stop.isStopped {
      if verdict.isPassed {
        let record = (try? ProgressFile(packageRoot: packageRoot).load()) ?? ExerciseRecord()
        guard let next = book.next(after: exercise, record: record) else {
          console.print("")
          console.print("Every exercise has passed. Well done!")
          return 0
        }
        exercise = next
        stamp = FileStamp(of: packageRoot.appendingPathComponent(exercise.file))
        console.print("")
        guard
          ExerciseState.of(exercise, record: record, packageRoot: packageRoot) == .notStarted
        else {
          verdict = await gradeWatched(exercise, book: book, stop: stop, clearing: false)
          continue
        }
        // Not a failure: the learner has not begun it. Say how to, and wait for the save.
        printWrapped("Next: \(exercise.name).")
        printWrapped(
          "Open \(exercise.file), read what it asks, and set isStarted to true: the watch "
            + "checks it each time you save.", firstPrefix: "  ")
        verdict = .notStarted
        continue
      }
      if !saysWhatIsWatched {
        console.print("")
        printWrapped("Watching \(exercise.file): each save checks it again. Ctrl-C stops.")
        saysWhatIsWatched = true
      }
      guard await pause(), !stop.isStopped else { break }
      let now = FileStamp(of: packageRoot.appendingPathComponent(exercise.file))
      guard now != stamp else { continue }
      stamp = now
      saysWhatIsWatched = false
      verdict = await gradeWatched(exercise, book: book, stop: stop, clearing: true)
    }
    console.print("")
    console.print("Stopped watching.")
    return 0
  }

  /// Grades the watched exercise, after clearing the screen on a terminal when asked.
  private func gradeWatched(
    _ exercise: Exercise, book: ExerciseBook, stop: StopSwitch, clearing: Bool
  ) async -> CheckVerdict {
    if clearing { console.clearScreen() }
    return await grade(exercise, book: book, stop: stop, isWatching: true)
  }

  private func currentExercise(in book: ExerciseBook) -> Exercise? {
    let record = (try? ProgressFile(packageRoot: packageRoot).load()) ?? ExerciseRecord()
    return book.current(record: record, packageRoot: packageRoot)
  }
}

/// What `kit watch` compares to see that a file changed: its modification time and size (nil
/// while the file is missing).
private struct FileStamp: Equatable {
  var modified: Date?
  var size: Int?

  init(of url: URL) {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    modified = attributes?[.modificationDate] as? Date
    size = (attributes?[.size] as? NSNumber)?.intValue
  }
}
