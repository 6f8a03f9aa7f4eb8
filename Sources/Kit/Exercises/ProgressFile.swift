import Foundation

/// The small state file that keeps the learner's `ExerciseRecord`: `.kit-progress.json` in the
/// package folder, which git ignores, so each learner's progress stays their own.
struct ProgressFile {
  /// The file's name, in the package folder.
  static let name = ".kit-progress.json"
  /// Where it is.
  let url: URL

  /// The progress file of the package in `packageRoot`.
  init(packageRoot: URL) {
    url = packageRoot.appendingPathComponent(ProgressFile.name)
  }

  /// The record in the file; an empty record when there is no file yet. A file that is not a
  /// record is an error, not a fresh start, so a learner's progress is never silently lost.
  func load() throws(ProgressFileError) -> ExerciseRecord {
    guard FileManager.default.fileExists(atPath: url.path) else { return ExerciseRecord() }
    do {
      return try JSONDecoder().decode(ExerciseRecord.self, from: Data(contentsOf: url))
    } catch let error as DecodingError {
      throw ProgressFileError(
        "\(ProgressFile.name) is not a progress file (\(error.briefDescription)): "
          + "fix it, or delete it to start afresh")
    } catch {
      throw ProgressFileError("cannot read \(ProgressFile.name): \(error.localizedDescription)")
    }
  }

  /// Writes a record, replacing the file at once (never half-written).
  func save(_ record: ExerciseRecord) throws(ProgressFileError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try (encoder.encode(record) + Data("\n".utf8)).write(to: url, options: .atomic)
    } catch {
      throw ProgressFileError("cannot write \(ProgressFile.name): \(error.localizedDescription)")
    }
  }
}

/// A progress file that cannot be read or written; the message says why.
struct ProgressFileError: Error, Equatable {
  /// What is wrong.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }
}
