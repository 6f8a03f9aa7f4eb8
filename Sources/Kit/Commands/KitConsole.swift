import Foundation
import TerminalUI

/// Where the kit's output goes, and whether a person sits at a terminal: tests give it a
/// console that records what was written.
struct KitConsole {
  /// Whether standard input and output are both a terminal: the menu and the reader need one.
  var isTerminal: Bool
  /// Writes text to standard output as it is (no newline added): streamed test output.
  var writeRaw: (String) -> Void
  /// Writes text and reports to standard error as it is.
  var writeErrorRaw: (String) -> Void
  /// How wide a line may be: the terminal's width; nil when the output is no terminal.
  var columns: Int?

  /// Writes a line to standard output.
  func print(_ line: String) { writeRaw(line + "\n") }

  /// Writes a line to standard error.
  func printError(_ line: String) { writeErrorRaw(line + "\n") }

  /// On a terminal, clears the screen and puts the cursor at its top, so what is printed next
  /// is all the screen shows; elsewhere (a log, a pipe) writes nothing, and every line stays.
  func clearScreen() {
    guard isTerminal else { return }
    writeRaw(ControlSequence.moveCursor(row: 1, column: 1) + ControlSequence.clearScreen)
  }

  /// The process's own standard output and error.
  static var standard: KitConsole {
    KitConsole(
      isTerminal: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      writeRaw: { FileHandle.standardOutput.write(Data($0.utf8)) },
      writeErrorRaw: { FileHandle.standardError.write(Data($0.utf8)) },
      columns: TerminalSize.of(fileDescriptor: STDOUT_FILENO)?.columns)
  }
}
