import Foundation

extension String {
  /// Writes the text to the file at `url` (made, or emptied first), as UTF-8, for a test's
  /// temporary package. Foundation's `write(to:atomically:encoding:)` asks the disk to keep
  /// every file it writes (`fsync`), and a test that makes a package writes a dozen: on a disk
  /// busy with builds each wait took tens of milliseconds, on the main actor. A temporary file
  /// that is gone at the end of its test needs no such promise.
  func writeScratchFile(to url: URL) throws {
    guard let file = fopen(url.path, "w") else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    defer { fclose(file) }
    guard fputs(self, file) >= 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}
