/// The command line of a terminal app: which mode to run in and how.
public struct RunOptions: Equatable, Sendable {
  /// How the app runs.
  public enum Mode: Equatable, Sendable {
    /// Interactive on a terminal, or a script from standard input when it is not a terminal.
    case automatic
    /// The commands of a script (`--script FILE`; `-` is standard input).
    case script(path: String)
    /// The captioned walk-through (`--demo`); the app's own, or a script's with
    /// `--demo --script FILE`, whose `# caption` lines are its captions.
    case demo(script: String?)
    /// Print the help and exit (`--help`).
    case help
  }

  /// The mode.
  public var mode = Mode.automatic
  /// How fast the demo plays: 2 is twice as fast (`--speed`).
  public var speed = 1.0
  /// Whether `--no-color` was given.
  public var noColor = false
  /// The screen size script mode prints frames for (`--size 100x30`): a frame is as wide as it,
  /// the app drawn inside the frame's left edge.
  public var scriptSize = TerminalSize.standard
  /// Where an interactive session is recorded as a script (`--record FILE`).
  public var recordPath: String?
  /// Whether the app starts in the presenter view (`--present`).
  public var presents = false
  /// What `q` and Ctrl-C say they do, when the program that started the app goes on after it
  /// (`--quit-label "back to the list"`); nil: they quit.
  public var quitLabel: String?

  /// The options that are flags, and those that take a value (`--name VALUE`, `--name=VALUE`).
  private static let (flags, valued) = (
    ["--help", "-h", "--demo", "--no-color", "--present"], ["--script", "--record", "--quit-label", "--speed", "--size"]
  )

  /// The options in `arguments` (without the program's name). `--help` beats `--demo`, which
  /// plays `--script`'s file.
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
    // Each option given, with its value (a flag's is empty).
    var (values, remaining) = ([String: String](), arguments[...])
    while let argument = remaining.popFirst() {
      let parts =
        argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false) : [argument[...]]
      let name = String(parts[0])
      if flags.contains(name) {
        values[name] = ""
      } else if valued.contains(name), let value = parts.count > 1 ? String(parts[1]) : remaining.popFirst() {
        values[name] = value
      } else {
        throw UsageError(valued.contains(name) ? "\(name) needs a value" : "unknown option \"\(argument)\"")
      }
    }
    var options = RunOptions()
    (options.noColor, options.presents) = (values["--no-color"] != nil, values["--present"] != nil)
    (options.recordPath, options.quitLabel) = (values["--record"], values["--quit-label"])
    if let text = values["--speed"] {
      guard let speed = Double(text), speed > 0, speed.isFinite else {
        throw UsageError("--speed needs a positive number, like 2 or 0.5, not \"\(text)\"")
      }
      options.speed = speed
    }
    if let text = values["--size"] {
      let parts = text.lowercased().split { $0 == "x" || $0 == "×" }.compactMap { Int($0) }
      guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
        throw UsageError("--size needs columns x rows, like 100x30, not \"\(text)\"")
      }
      options.scriptSize = TerminalSize(columns: parts[0], rows: parts[1])
    }
    if values["--help"] != nil || values["-h"] != nil {
      options.mode = .help
    } else if values["--demo"] != nil {
      options.mode = .demo(script: values["--script"])
    } else if let script = values["--script"] {
      options.mode = .script(path: script)
    }
    if options.recordPath != nil, options.mode != .automatic, options.mode != .help {
      throw UsageError("--record records a session you play on the terminal, not a --script or --demo")
    }
    return options
  }
}

/// A command line the app cannot run with; the message says what is wrong.
public struct UsageError: Error, Equatable {
  /// What is wrong, e.g. `unknown option "--colour"`.
  public let message: String

  /// An error with a message.
  public init(_ message: String) {
    self.message = message
  }
}
