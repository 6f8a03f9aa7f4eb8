import Foundation

/// The package folder the kit was built from, found from this source file's path: the
/// chapters' texts and `swift test` live there.
enum PackageRoot {
  /// The folder that holds `Sources/`, seen from this file (`Sources/Kit/Course/PackageRoot.swift`).
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
}
