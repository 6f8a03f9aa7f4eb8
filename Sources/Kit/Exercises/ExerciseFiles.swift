import Foundation

extension Exercise {
  /// The shipped starting code of the exercise's workbook file, relative to the package folder:
  /// `Exercises/Workbook/01-Counter/CounterReset.swift` is kept as
  /// `Exercises/Starting/01-Counter/CounterReset.swift`, which no target builds and no learner
  /// edits, so `kit reset` works whatever the learner committed (CI checks the two agree).
  var startingFile: String {
    guard file.hasPrefix(Exercise.workbookFolder) else { return file }
    return "Exercises/Starting/" + file.dropFirst(Exercise.workbookFolder.count)
  }

  /// Whether the learner changed the workbook file: it differs from its starting code.
  func isEdited(in packageRoot: URL) -> Bool {
    let workbook = try? Data(contentsOf: packageRoot.appendingPathComponent(file))
    let starting = try? Data(contentsOf: packageRoot.appendingPathComponent(startingFile))
    return workbook != nil && starting != nil && workbook != starting
  }

  /// When the workbook file was last saved (the distant past when it cannot be read).
  func savedAt(in packageRoot: URL) -> Date {
    let path = packageRoot.appendingPathComponent(file).path
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}
