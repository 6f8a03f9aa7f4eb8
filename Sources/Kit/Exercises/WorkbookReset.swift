import Foundation

extension ExerciseCommandRunner {
  /// `kit reset ID`: puts the shipped starting code back into the exercise's workbook file (a
  /// copy of it is kept in `Exercises/Starting`, so a learner's own commits do not matter), and
  /// forgets that the exercise passed. When the file has changes it asks first on a terminal;
  /// without one (a pipe, a script) it refuses and says how to go on, unless `force`
  /// (`--force`, `--yes`) says to discard them.
  func reset(_ exercise: Exercise, record: ExerciseRecord, force: Bool) async -> Int32 {
    let file = exercise.file
    let starting = packageRoot.appendingPathComponent(exercise.startingFile)
    let workbook = packageRoot.appendingPathComponent(file)
    guard let start = try? Data(contentsOf: starting) else {
      console.printError(
        "kit: the starting code of \(exercise.id) (\(exercise.startingFile)) is missing; "
          + "copy \(file) again from a fresh download of the kit")
      return 1
    }
    if (try? Data(contentsOf: workbook)) == start {
      console.print("\(file) already has its starting code: nothing to restore.")
    } else {
      if !force && !console.isTerminal {
        console.printError(
          "kit: \(file) has changes that a reset would discard, and there is no terminal to ask "
            + "you first: nothing was changed. To discard them, run kit reset \(exercise.id) --force")
        return 1
      }
      if !force, !confirm(question(resetting: exercise)) {
        console.print("Nothing was changed.")
        return 1
      }
      do {
        try start.write(to: workbook)
      } catch {
        console.printError("kit: cannot write \(file): \(error.localizedDescription)")
        return 1
      }
      console.print(
        "Restored \(file) to the starting code the kit shipped with (\(exercise.startingFile)).")
    }
    guard record.hasPassed(exercise.id) else { return 0 }
    var updated = record
    updated.forgetPass(exercise.id)
    do {
      try ProgressFile(packageRoot: packageRoot).save(updated)
    } catch {
      console.printError("kit: \(error.message)")
      return 1
    }
    console.print(
      "\(exercise.id) is no longer marked as passed: kit check \(exercise.id) grades it again.")
    return 0
  }

  /// What `kit reset` asks before it discards changes, wrapped to the terminal's width; the
  /// answer is typed after its last line.
  private func question(resetting exercise: Exercise) -> String {
    terminalLines(
      "Reset \(exercise.name)? Your changes to \(exercise.file) will be lost. [y/N]", prefix: ""
    ).joined(separator: "\n") + " "
  }
}
