/// Where in the source an operator was written, so its reports point there.
///
/// A class, so a value that holds one (every `forEach`, `ifLet` and presentation reducer, a
/// binding action) holds one word rather than 64 bytes: reducers are copied whole where they run,
/// and a copy of at most 128 bytes is a few moves where a larger one calls `memcpy`.
final class SourceLocation: Sendable, CustomStringConvertible {
  /// The file, as `Module/File.swift`.
  let fileID: StaticString
  /// The file's full path.
  let filePath: StaticString
  /// The line.
  let line: UInt
  /// The column.
  let column: UInt

  /// A location in the source.
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `File.swift:12`.
  var description: String { "\(fileID):\(line)" }

  /// Reports an issue at this location.
  func report(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
