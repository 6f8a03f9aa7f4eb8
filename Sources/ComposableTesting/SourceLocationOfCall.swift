import Testing

extension SourceLocation {
  /// The location of a call, from the `#fileID`, `#filePath`, `#line` and `#column` it was given
  /// (as test store steps and the library's issue reports carry them).
  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
    self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }
}
