import Foundation

/// The lines of a script read one at a time from a file, a pipe (`<(…)`) or standard input
/// (`-`): a pipe's commands run as they arrive, and nothing asks for a size (a pipe has none).
final class ScriptLines: Sequence, IteratorProtocol {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the script at `path` (`-` is standard input); the error says why it cannot be read,
  /// which stops the app as a bad option does.
  init(path: String) throws(UsageError) {
    let opened = path == "-" ? fdopen(dup(STDIN_FILENO), "r") : fopen(path, "r")
    var status = stat()
    guard let opened, fstat(fileno(opened), &status) != 0 || status.st_mode & S_IFMT != S_IFDIR else {
      if let opened { fclose(opened) }
      let reason = opened == nil ? String(cString: strerror(errno)) : "it is a folder"
      throw UsageError("cannot read the script \"\(path)\": \(reason)")
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
    var line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: count), as: UTF8.self)
    while line.last == "\n" || line.last == "\r" || line.last == "\r\n" { line.removeLast() }
    return line
  }
}

