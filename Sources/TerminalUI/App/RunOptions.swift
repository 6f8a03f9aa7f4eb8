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
  /// The screen size script mode draws frames at (`--size 100x30`).
  public var scriptSize = TerminalSize.standard
  /// Where an interactive session is recorded as a script (`--record FILE`).
  public var recordPath: String?
  /// Whether the app starts in the presenter view (`--present`).
  public var presents = false
  /// What `q` and Ctrl-C say they do, when the program that started the app goes on after it
  /// (`--quit-label "back to the list"`); nil: they quit.
  public var quitLabel: String?

  /// The default options: interactive, normal speed.
  public init() {}

  /// The options in `arguments` (without the program's name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
    var options = RunOptions()
    var (wantsHelp, wantsDemo, scriptPath) = (false, false, String?.none)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError("\(name) needs a value")
        }
        return next
      }
      switch name {
      case "--help", "-h": wantsHelp = true
      case "--no-color": options.noColor = true
      case "--demo": wantsDemo = true
      case "--script": scriptPath = try value()
      case "--record": options.recordPath = try value()
      case "--present": options.presents = true
      case "--quit-label": options.quitLabel = try value()
      case "--speed":
        let text = try value()
        guard let speed = Double(text), speed > 0, speed.isFinite else {
          throw UsageError("--speed needs a positive number, like 2 or 0.5, not \"\(text)\"")
        }
        options.speed = speed
      case "--size":
        let text = try value()
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
          columns > 0, rows > 0
        else { throw UsageError("--size needs columns x rows, like 100x30, not \"\(text)\"") }
        options.scriptSize = TerminalSize(columns: columns, rows: rows)
      default:
        throw UsageError("unknown option \"\(argument)\"")
      }
    }
    if wantsHelp {
      options.mode = .help
    } else if wantsDemo {
      options.mode = .demo(script: scriptPath)
    } else if let scriptPath {
      options.mode = .script(path: scriptPath)
    }
    if options.recordPath != nil, options.mode != .automatic, options.mode != .help {
      throw UsageError("--record records a session you play on the terminal, not a --script or --demo")
    }
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}

/// A command line the app cannot run with; the message says what is wrong.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, e.g. `unknown option "--colour"`.
  public let message: String

  /// An error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
