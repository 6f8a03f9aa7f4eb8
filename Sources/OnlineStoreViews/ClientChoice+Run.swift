import Foundation
import OnlineStore
import TerminalUI

extension ClientChoice {
  /// Runs an app whose API client the command line chooses (chapters 3 and 8): takes out
  /// `--client` and `--api-url`, prints the help of the app `makeApp` makes with them on
  /// `--help`, and hands the rest of the arguments to the app made for the chosen client. A bad
  /// client or address gets a message on `errorOutput` and exit code 1. `executable` names the
  /// program when `arguments` is empty.
  @MainActor
  public static func runApp<State, Action>(
    arguments: [String], environment: [String: String], output: (String) -> Void,
    errorOutput: (String) -> Void, executable: String,
    _ makeApp: (ClientChoice) -> TerminalApp<State, Action>
  ) async -> Int32 {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? executable
    let options: ClientOptions
    do {
      options = try ClientOptions.parse(arguments, environment: environment)
    } catch {
      errorOutput("\(program): \(error.message)\nRun \(program) --help to see the options.")
      return 1
    }
    let app = makeApp(options.client)
    if let runOptions = try? RunOptions.parse(Array(options.remainingArguments.dropFirst())),
      runOptions.mode == .help
    {
      output(helpText(of: app, program: program))
      return 0
    }
    return await app.run(arguments: options.remainingArguments)
  }

  /// The app's help with the `--client` and `--api-url` options added to its "Options:" list.
  @MainActor
  static func helpText<State, Action>(of app: TerminalApp<State, Action>, program: String) -> String {
    var lines = app.helpText(program: program).components(separatedBy: "\n")
    let options = lines.firstIndex(of: "Options:").map { $0 + 1 } ?? lines.count
    let end = lines[options...].firstIndex(of: "") ?? lines.count
    lines.insert(contentsOf: ClientOptions.helpLines, at: end)
    return lines.joined(separator: "\n")
  }
}
