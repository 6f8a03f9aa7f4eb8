import Foundation

/// The chapter's executable as `swift build` left it, next to the test bundle, and a way to run
/// it as a learner would.
enum BuiltExecutable {
  /// The executable named `name` in the build folder of this test run, if it is there.
  static func url(named name: String) -> URL? {
    var candidates: [URL] = []
    // macOS: the .xctest bundle sits in the products folder.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    // Linux: the test runner itself is an executable in the products folder.
    if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      candidates.append(folder)
      folder.deleteLastPathComponent()
    }
    return candidates.lazy.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the executable with `arguments` and returns its exit code, output and errors.
  static func run(_ executable: URL, _ arguments: [String]) throws -> (
    code: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
