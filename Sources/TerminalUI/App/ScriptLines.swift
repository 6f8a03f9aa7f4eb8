import Foundation

/// The lines of a script read one at a time from a file, a pipe (`<(…)`) or standard input
/// (`-`): a pipe's commands run as they arrive, and nothing asks for a size (a pipe has none).
final class ScriptLines: Sequence, IteratorProtocol {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the script at `path` (`-` is standard input); the error says why it cannot be read.
  init(path: String) throws(ScriptReadError) {
    let opened = path == "-" ? fdopen(dup(STDIN_FILENO), "r") : fopen(path, "r")
    guard let opened else {
      throw ScriptReadError(path: path, reason: String(cString: strerror(errno)))
    }
    var status = stat()
    if fstat(fileno(opened), &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      fclose(opened)
      throw ScriptReadError(path: path, reason: "it is a folder")
    }
    file = opened
  }

  deinit {
    fclose(file)
  }

  /// The next line without its line break, or nil at the end of the stream.
  func next() -> String? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    let count = getline(&buffer, &capacity, file)
    guard count >= 0, let buffer else { return nil }
    var bytes = UnsafeRawBufferPointer(start: buffer, count: count)[...]
    while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
      bytes = bytes.dropLast()
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A script that cannot be opened, and why.
struct ScriptReadError: Error, Equatable {
  /// The path as given on the command line.
  var path: String
  /// The system's reason, e.g. `No such file or directory`.
  var reason: String

  /// The message the app prints.
  var message: String { "cannot read the script \"\(path)\": \(reason)" }
}
