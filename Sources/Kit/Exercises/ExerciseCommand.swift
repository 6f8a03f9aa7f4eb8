/// A command of the kit about the exercises, parsed from its command line.
enum ExerciseCommand: Equatable, Sendable {
  /// `kit exercises`: the progress table, chapter by chapter.
  case list
  /// `kit check ID`: grades an exercise.
  case check(id: String)
  /// `kit hint ID`: the exercise's next hint.
  case hint(id: String)
  /// `kit watch [ID]`: grades the current exercise (or ID) each time its file changes.
  case watch(id: String?)
  /// `kit solution ID`: the reference solution, once the exercise passed.
  case solution(id: String)
  /// `kit reset ID [--force]`: the exercise's starting code, as the kit shipped it; with
  /// `--force` (or `--yes`) without asking before changes are discarded.
  case reset(id: String, force: Bool = false)

  /// The exercise the command names, nil for `kit exercises` and a bare `kit watch`.
  var id: String? {
    switch self {
    case .list: nil
    case .check(let id), .hint(let id), .solution(let id), .reset(let id, _): id
    case .watch(let id): id
    }
  }

  /// The flags that let `kit reset` discard changes without asking.
  static let forceFlags: Set<String> = ["--force", "--yes", "-f", "-y"]

  /// The exercise command `name` and its `arguments` ask for, or nil when `name` is not one.
  /// Whether an id exists is checked when the command runs, against the manifests.
  static func parse(name: String, arguments: [String]) throws(KitUsageError) -> ExerciseCommand? {
    func id(among arguments: [String] = arguments) throws(KitUsageError) -> String {
      guard let id = arguments.first else {
        throw KitUsageError("\"\(name)\" needs an exercise id; kit exercises lists them")
      }
      try noMoreArguments(after: 1, in: arguments)
      return id
    }

    func noMoreArguments(after count: Int, in arguments: [String] = arguments) throws(KitUsageError) {
      guard arguments.count > count else { return }
      let command = ([name] + arguments.prefix(count)).joined(separator: " ")
      throw KitUsageError("unexpected \"\(arguments[count])\" after \"\(command)\"")
    }

    switch name {
    case "exercises":
      try noMoreArguments(after: 0)
      return .list
    case "check": return .check(id: try id())
    case "hint": return .hint(id: try id())
    case "solution": return .solution(id: try id())
    case "reset":
      let force = arguments.contains { forceFlags.contains($0) }
      return .reset(id: try id(among: arguments.filter { !forceFlags.contains($0) }), force: force)
    case "watch":
      try noMoreArguments(after: 1)
      return .watch(id: arguments.first)
    default:
      return nil
    }
  }
}
