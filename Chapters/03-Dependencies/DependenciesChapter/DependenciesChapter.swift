import Composable
import Foundation
import OnlineStore
import TerminalUI

/// Chapter 3: the product list loaded through `@Dependency(\.apiClient.fetchProducts)` and
/// `@Dependency(\.uuid)`, with the client chosen on the command line.
public enum DependenciesChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 3, title: "Dependencies",
    summary: "@Dependency, DependencyKey, withDependencies: one reducer, four API clients",
    folder: "03-Dependencies", executable: "dependencies", testTarget: "DependenciesTests",
    run: { arguments in await run(arguments: arguments) })

  /// The app: `ProductListDomain` in a store whose `apiClient` is `client`'s, drawn by
  /// `ProductListView`, whose `.task` loads the products when it first appears.
  /// `withDependencies` runs after the client is set, so a test can replace the clock, `uuid` or
  /// the client itself.
  @MainActor
  public static func makeApp(
    client: ClientChoice = .offline,
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<ProductListDomain.State, ProductListDomain.Action> {
    let app = TerminalApp(
      chapter: info.number, title: "Dependencies · @Dependency, withDependencies",
      initialState: ProductListDomain.State(),
      reducer: ProductListDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = client.apiClient
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 12),
      demo: DependenciesDemo.steps(for: client)
    ) { store in
      ProductListView(store: store, client: client)
    }
    app.demoAfterFailure = DependenciesDemo.stepsAfterFailure(for: client)
    return app
  }

  /// Runs the chapter's app as the command line asks: takes out `--client` and `--api-url`,
  /// prints the help with them on `--help`, and hands the rest to the app. A bad client or
  /// address gets a message on `errorOutput` and exit code 1.
  @MainActor
  public static func run(
    arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    output: (String) -> Void = { print($0) },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) async -> Int32 {
    await runChoosingClient(
      arguments: arguments, environment: environment, output: output, errorOutput: errorOutput,
      executable: info.executable,
      idleApp: { client in makeApp(client: client) },
      app: { client in makeApp(client: client) })
  }

  /// Runs the app with the process's command line and exits with its exit code.
  @MainActor
  public static func main() async -> Never {
    exit(await run(arguments: CommandLine.arguments))
  }

  /// Runs an app whose API client the command line chooses (this chapter's and chapter 8's):
  /// takes out `--client` and `--api-url`, prints `idleApp`'s help with them on `--help`, and
  /// hands the rest of the arguments to `app`. A bad client or address gets a message on
  /// `errorOutput` and exit code 1. `executable` names the program when `arguments` is empty.
  @MainActor
  public static func runChoosingClient<State, Action>(
    arguments: [String], environment: [String: String], output: (String) -> Void,
    errorOutput: (String) -> Void, executable: String,
    idleApp: (ClientChoice) -> TerminalApp<State, Action>,
    app: (ClientChoice) -> TerminalApp<State, Action>
  ) async -> Int32 {
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? executable
    let options: DependenciesOptions
    do {
      options = try DependenciesOptions.parse(arguments, environment: environment)
    } catch {
      errorOutput("\(program): \(error.message)\nRun \(program) --help to see the options.")
      return 1
    }
    if let runOptions = try? RunOptions.parse(Array(options.remainingArguments.dropFirst())),
      runOptions.mode == .help
    {
      output(helpText(of: idleApp(options.client), program: program))
      return 0
    }
    return await app(options.client).run(arguments: options.remainingArguments)
  }

  /// The app's help with the `--client` and `--api-url` options added to its "Options:" list:
  /// also the help of chapter 8, which takes the same options.
  @MainActor
  public static func helpText<State, Action>(
    of app: TerminalApp<State, Action>, program: String
  ) -> String {
    var lines = app.helpText(program: program).components(separatedBy: "\n")
    let options = lines.firstIndex(of: "Options:").map { $0 + 1 } ?? lines.count
    let end = lines[options...].firstIndex(of: "") ?? lines.count
    lines.insert(contentsOf: DependenciesOptions.helpLines, at: end)
    return lines.joined(separator: "\n")
  }
}
