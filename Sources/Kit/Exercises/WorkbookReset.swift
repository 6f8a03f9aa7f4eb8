import Foundation

extension ExerciseCommands {
  /// `kit reset ID`: puts the exercise's workbook file back as git's last commit (HEAD) has
  /// it, and forgets that it passed. On a terminal it asks first when the file has changes;
  /// elsewhere it does not ask, and says what it did.
  func reset(_ exercise: Exercise, record: ExerciseRecord) async -> Int32 {
    let stop = StopSwitch()
    let file = exercise.file
    func git(_ arguments: [String]) async -> StepOutcome {
      let step = ProcessStep(
        arguments: ["git"] + arguments, directory: packageRoot, timeLimit: .seconds(60))
      return await runner.run(step, stop) { _ in }
    }

    let repository = await git(["rev-parse", "--show-toplevel"])
    switch repository.ending {
    case .exited(0):
      break
    case .couldNotStart(let message):
      console.printError(
        "kit: kit reset takes the starting code from git, and git cannot be run (\(message)). "
          + "Install git, or copy \(file) again from a fresh download of the kit.")
      return 1
    default:
      console.printError(
        "kit: kit reset takes the starting code from git, but \(packageRoot.path) is not a git "
          + "repository (\(repository.lines.first ?? "git said no")). "
          + "Copy \(file) again from a fresh download of the kit.")
      return 1
    }
    guard await git(["cat-file", "-e", "HEAD:./\(file)"]).ending == .exited(0) else {
      console.printError("kit: git has no committed version of \(file) to restore")
      return 1
    }
    let difference = await git(["diff", "--quiet", "HEAD", "--", file])
    switch difference.ending {
    case .exited(0):
      console.print("\(file) already has its starting code: nothing to restore.")
    case .exited(1):
      if console.isTerminal,
        !confirm("Reset \(exercise.name)? Your changes to \(file) will be lost. [y/N] ")
      {
        console.print("Nothing was changed.")
        return 1
      }
      let restore = await git(["checkout", "HEAD", "--", file])
      guard restore.ending == .exited(0) else {
        console.printError("kit: git could not restore \(file): \(restore.lines.first ?? "")")
        return 1
      }
      console.print("Restored \(file) to its starting code (as git's last commit, HEAD, has it).")
    default:
      console.printError("kit: git could not compare \(file): \(difference.lines.first ?? "")")
      return 1
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
}
