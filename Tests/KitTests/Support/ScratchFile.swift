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

extension FileManager {
  /// Where the kit's tests make their temporary packages: a memory file system (`/dev/shm`)
  /// where the system has one, else the temporary directory. A run makes and removes some
  /// hundred packages of a dozen folders and files, most of them on the main actor; on a disk
  /// file system each folder and file made or removed went through the journal, 6% of the main
  /// actor's time in `swift test` on a disk busy with builds, and nothing of that in memory.
  var scratchDirectory: URL {
    let memory = "/dev/shm"
    var isFolder: ObjCBool = false
    if fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
      isWritableFile(atPath: memory)
    {
      return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return temporaryDirectory
  }
}
