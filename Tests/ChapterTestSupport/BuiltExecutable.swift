import Foundation
import TestTags

/// A chapter's executable as `swift build` left it, next to the test bundle, run as a learner
/// runs it.
public struct BuiltExecutable: Sendable {
  /// Why an executable could not be used: it is not in any folder the build puts products in.
  public struct NotBuilt: Error, CustomStringConvertible {
    /// The executable's name, as `swift build --product` takes it.
    public let name: String
    /// The folders that were searched, in order.
    public let searched: [URL]

    /// What to do about it, with the folders searched.
    public var description: String {
      "\(name) is not built next to the tests; build it first: swift build --product \(name)"
        + " (looked in \(searched.map(\.path).joined(separator: ", ")))"
    }
  }

  /// Where the executable is.
  public let url: URL

  /// Finds the executable `name` in the build folder of this test run; throws `NotBuilt` when it
  /// is not there.
  public init(named name: String) throws {
    let folders = BuiltExecutable.productFolders()
    let found = folders.lazy.map { $0.appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    guard let found else { throw NotBuilt(name: name, searched: folders) }
    url = found
  }

  /// Runs the executable to the end with `arguments`, then `--script FILE` when a `script` is
  /// given (its lines written to a temporary folder, removed afterwards), and an empty standard
  /// input. It is run and waited for on a thread of its own at a lower priority, which the
  /// executable inherits (`onThreadOfItsOwn`), the script's file written and removed there too
  /// (Foundation waits for the disk to keep each file it writes): the few threads Swift
  /// concurrency shares among the tests (one per core) and the main actor stay free meanwhile.
  public func run(_ arguments: [String], script: [String]? = nil) async throws -> (
    exitCode: Int32, output: String, errors: String
  ) {
    try await onThreadOfItsOwn { try runAndWait(arguments, script: script) }
  }

  /// Runs the executable to the end, with the script's file when there is one, blocking the
  /// calling thread until it has.
  private func runAndWait(_ arguments: [String], script: [String]?) throws -> (
    exitCode: Int32, output: String, errors: String
  ) {
    guard let script else { return try runAndWait(arguments) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(url.lastPathComponent)-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("script.txt")
    try (script.joined(separator: "\n") + "\n").write(to: file, atomically: false, encoding: .utf8)
    return try runAndWait(arguments + ["--script", file.path])
  }

  /// Runs the executable to the end, blocking the calling thread until it has.
  private func runAndWait(_ arguments: [String]) throws -> (
    exitCode: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = url
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

  /// The folders a build may have put its products in, most likely first, each once.
  private static func productFolders() -> [URL] {
    var folders: [URL] = []
    // macOS: the .xctest bundle sits in the products folder.
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    // Linux: the test runner itself is an executable in the products folder.
    if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      folders.append(URL(fileURLWithPath: runner).deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      folders.append(folder)
      folder.deleteLastPathComponent()
    }
    var seen: Set<String> = []
    return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
  }
}
