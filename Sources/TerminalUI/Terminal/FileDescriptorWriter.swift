import Foundation

/// Writes bytes to a file descriptor completely, retrying after interrupted or partial writes.
enum FileDescriptorWriter {
  /// Writes all of `text` as UTF-8; false when the descriptor refuses (e.g. a closed pipe).
  @discardableResult
  static func write(_ text: String, to fileDescriptor: Int32) -> Bool {
    Array(text.utf8).withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(fileDescriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}
