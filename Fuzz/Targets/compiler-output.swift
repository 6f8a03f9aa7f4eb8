import Foundation

/// Fuzzes what the graders read of a build and a test run: `TestOutputReader` (the output of
/// `swift test` as it streams in, in reads of a size the first byte picks), `CompilerErrors`
/// (the errors of a failed build, and the real-TCA spelling one points at) and
/// `GraderReport.parse` (the JUnit XML report), all on the same text. The reader must give back
/// exactly the text's lines; a report that cannot be read must be an `XMLTagsError` with a
/// message, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let first = bytes.first else { return 0 }
  let output = Array(bytes.dropFirst())
  let text = String(decoding: output, as: UTF8.self)

  var reader = TestOutputReader()
  var lines: [String] = []
  let readSize = (Int(first) + 1) * 64
  var index = 0
  while index < output.count {
    let end = min(index + readSize, output.count)
    lines += reader.read(Array(output[index..<end]))
    index = end
  }
  if let last = reader.finish() { lines.append(last) }
  var expected = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .map { line in
      var line = String(decoding: line, as: UTF8.self)
      if line.hasSuffix("\r") { line.removeLast() }
      return line
    }
  if output.last == UInt8(ascii: "\n") || output.isEmpty { expected.removeLast() }
  check(lines == expected, "the reader's lines are not the text's lines")
  _ = reader.summary(suite: "Fuzzed", exitCode: Int32(first) - 128)

  let errors = CompilerErrors(output: text, packageRoot: URL(fileURLWithPath: "/home/learner/kit"))
  for error in errors.errors {
    check(error.count <= CompilerErrors.contextLimit + 1, "more source lines than the limit")
  }
  _ = errors.firstWorkbookError
  _ = errors.keyPathActionCase

  do {
    let report = try GraderReport.parse(text)
    _ = report.testCases(ofSuite: "ExerciseGraders.CounterResetGrader")
  } catch {
    check(!error.message.isEmpty, "a report error without a message")
  }
  return 0
}
