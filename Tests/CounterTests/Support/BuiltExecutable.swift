import Foundation

/// A program built next to this test bundle (the chapter's executable), run with arguments;
/// what it printed and its exit code.
struct BuiltExecutable {
  /// Where the program is.
  let url: URL

  /// The executable called `name` in the directory the build put the tests in.
  init(named name: String) {
    url = BuiltExecutable.productsDirectory().appendingPathComponent(name)
  }

  /// Whether the build produced it.
  var exists: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

  /// Runs it to the end with `arguments` and an empty standard input.
  func run(_ arguments: [String]) throws -> (exitCode: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle.nullDevice
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

  /// The build's products directory: where the test bundle (and every executable) was put.
  private static func productsDirectory() -> URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
    #endif
    let runner =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: runner).deletingLastPathComponent()
  }
}
