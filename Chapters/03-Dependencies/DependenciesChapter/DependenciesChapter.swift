import Composable
import Course
import Foundation
import OnlineStore
import OnlineStoreViews
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
    TerminalApp(
      chapter: info.number, title: "Dependencies · @Dependency, withDependencies",
      initialState: ProductListDomain.State(),
      reducer: ProductListDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = client.apiClient
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 12),
      demo: DependenciesDemo.steps(for: client),
      demoAfterFailure: DependenciesDemo.stepsAfterFailure(for: client)
    ) { store in
      ProductListView(store: store, client: client)
    }
  }

  /// Runs the chapter's app as the command line asks: takes out `--client` and `--api-url`,
  /// prints the help with them on `--help`, and hands the rest to the app. A bad client or
  /// address gets a message on `errorOutput` and exit code 1.
  @MainActor
  public static func run(
    arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    output: (String) -> Void = { printHelp($0) },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) async -> Int32 {
    await ClientChoice.runApp(
      arguments: arguments, environment: environment, output: output, errorOutput: errorOutput,
      executable: info.executable
    ) { client in makeApp(client: client) }
  }

  /// Runs the app with the process's command line and exits with its exit code.
  @MainActor
  public static func main() async -> Never {
    exit(await run(arguments: CommandLine.arguments))
  }
}
