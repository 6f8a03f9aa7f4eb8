import Foundation
import TerminalUI

/// Shows long text a screen at a time on the learner's terminal, with `less` (`-R` keeps
/// colours, `-F` leaves at once when it fits, `-X` leaves the text on the screen afterwards),
/// the way `git` pages its output.
enum TerminalPager {
  /// Pages `lines` when they do not fit the window; false (nothing shown) when they fit or
  /// `less` cannot be started, so the caller prints them.
  static func page(_ lines: [String]) -> Bool {
    let rows = TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.rows ?? TerminalSize.standard.rows
    guard lines.count >= rows else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["less", "-R", "-F", "-X"]
    let input = Pipe()
    process.standardInput = input
    do {
      try process.run()
    } catch {
      return false
    }
    input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
