/// A command of the kit, parsed from its command line.
enum KitCommand: Equatable {
  /// `kit`: the chapter menu on a terminal; elsewhere the chapter table and the commands.
  case menu
  /// `kit list`: the chapter table.
  case list
  /// `kit read N`: a chapter's text, in the reader on a terminal, as Markdown elsewhere.
  case read(chapter: Int)
  /// `kit run N [--demo] [app options…]`: a chapter's app, with the options after N.
  case run(chapter: Int, appArguments: [String])
  /// `kit test N`: a chapter's test suite, its output streamed.
  case test(chapter: Int)
  /// `kit --help`: the commands.
  case help
  /// `kit exercises`, `kit check ID` and the other exercise commands.
  case exercise(ExerciseCommand)

  /// The command `arguments` (without the program's name) ask for; chapter numbers must be
  /// among `chapterNumbers`.
  static func parse(_ arguments: [String], chapterNumbers: [Int]) throws(KitUsageError)
    -> KitCommand
  {
    guard let name = arguments.first else { return .menu }
    let rest = Array(arguments.dropFirst())

    func chapterNumber() throws(KitUsageError) -> Int {
      guard let text = rest.first else {
        throw KitUsageError("\"\(name)\" needs a chapter number, like: kit \(name) 1")
      }
      guard let number = Int(text) else {
        throw KitUsageError("\"\(text)\" is not a chapter number; \(chaptersAre(chapterNumbers))")
      }
      guard chapterNumbers.contains(number) else {
        throw KitUsageError("there is no chapter \(number); \(chaptersAre(chapterNumbers))")
      }
      return number
    }

    func noMoreArguments(after count: Int) throws(KitUsageError) {
      guard rest.count > count else { return }
      let command = ([name] + rest.prefix(count)).joined(separator: " ")
      throw KitUsageError("unexpected \"\(rest[count])\" after \"\(command)\"")
    }

    switch name {
    case "--help", "-h", "help":
      return .help
    case "list":
      try noMoreArguments(after: 0)
      return .list
    case "read":
      let number = try chapterNumber()
      try noMoreArguments(after: 1)
      return .read(chapter: number)
    case "run":
      return .run(chapter: try chapterNumber(), appArguments: Array(rest.dropFirst()))
    case "test":
      let number = try chapterNumber()
      try noMoreArguments(after: 1)
      return .test(chapter: number)
    default:
      guard let exercise = try ExerciseCommand.parse(name: name, arguments: rest) else {
        throw KitUsageError("unknown command \"\(name)\"")
      }
      return .exercise(exercise)
    }
  }

  private static func chaptersAre(_ numbers: [Int]) -> String {
    guard let first = numbers.first, let last = numbers.last else { return "there are none yet" }
    return first == last ? "the only chapter is \(first)" : "the chapters are \(first) to \(last)"
  }
}

/// A command line the kit cannot run; the message says what is wrong.
struct KitUsageError: Error, Equatable {
  /// What is wrong, e.g. `unknown command "lst"`.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }
}
