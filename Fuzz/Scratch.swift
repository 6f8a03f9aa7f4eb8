import Foundation

/// A folder of this process's own for the files a target writes (a script, a manifest, a saved
/// session), removed when the process exits.
let scratchFolder: URL = {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("kit-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
  try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: scratchFolder) }
  return folder
}()
