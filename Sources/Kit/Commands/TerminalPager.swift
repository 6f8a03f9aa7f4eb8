import Foundation
import TerminalUI

/// Shows long text a screen at a time on the learner's terminal, with `less` (`-R` keeps
/// colours, `-F` leaves at once when it fits, `-X` leaves the text on the screen afterwards),
/// the way `git` pages its output.
enum TerminalPager {
  /// What the pager does with a line wider than the window.
  enum LongLines: Equatable {
    /// Wraps it onto the next rows: prose and a check's messages.
    case wrap
    /// Shows it cut at the window's edge, ← and → scrolling sideways (`less -S`): code, whose
    /// lines read as lines only unwrapped, their indentation intact.
    case scrollSideways
  }

  /// The command that pages, with its options for `longLines`.
  static func command(longLines: LongLines) -> [String] {
    ["less", "-R", "-F", "-X"] + (longLines == .scrollSideways ? ["-S"] : [])
  }

  /// Pages `lines` when they do not fit the window, long lines as `longLines` says; false
  /// (nothing shown) when they fit or `less` cannot be started, so the caller prints them.
  ///
  /// `less` is started in the kit's own session and process group, reading its text from a pipe
  /// and its keys from the terminal: Foundation's `Process` starts a child in a session of its
  /// own, where `less` has no terminal to read keys from and prints everything at once.
  static func page(_ lines: [String], longLines: LongLines) -> Bool {
    let rows = TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.rows ?? TerminalSize.standard.rows
    guard lines.count >= rows else { return false }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return false }
    let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
    var actions = SpawnFileActions()
    defer { actions.destroy() }
    actions.duplicate(readEnd, to: STDIN_FILENO)
    actions.close(readEnd)
    actions.close(writeEnd)
    let command = command(longLines: longLines)
    let arguments = command.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var processID: pid_t = 0
    let started = posix_spawnp(&processID, "less", &actions.raw, nil, arguments, environ) == 0
    close(readEnd)
    guard started else {
      close(writeEnd)
      return false
    }
    // Quitting less before the end closes the pipe: the write then fails instead of ending the
    // kit with SIGPIPE.
    let previous = signal(SIGPIPE, SIG_IGN)
    var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { break }
      bytes = bytes.dropFirst(written)
    }
    close(writeEnd)
    signal(SIGPIPE, previous)
    var status: Int32 = 0
    while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
    return status == 0
  }
}
