import Foundation

/// Whether styles are drawn: they vanish with `NO_COLOR`, `TERM=dumb`, `--no-color`, or when the
/// output is not a terminal (a file, a pipe, a test).
public enum StyleSupport: Sendable, Equatable {
  /// Styles are drawn with escape sequences.
  case styled
  /// Text is written plain: no escape sequences for styles.
  case plain

  /// Decides from the environment, the command line and where the output goes.
  public static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    arguments: [String] = CommandLine.arguments,
    outputIsTerminal: Bool
  ) -> StyleSupport {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
    if environment["TERM"] == "dumb" { return .plain }
    if arguments.contains("--no-color") { return .plain }
    return outputIsTerminal ? .styled : .plain
  }
}
