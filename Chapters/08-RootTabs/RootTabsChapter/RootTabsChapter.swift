import Composable
import Course
import Foundation
import OnlineStore
import TerminalUI

import OnlineStoreViews

/// Chapter 8: the whole store app. `RootDomain` with its two tabs, the cart sheet and its
/// alerts, the profile and its form, and a navigation stack of product details over the
/// Products tab, with the API client chosen on the command line as in chapter 3.
public enum RootTabsChapter {
  /// The chapter as the `kit` runner lists and starts it.
  public static let info = ChapterInfo(
    number: 8, title: "Root tabs",
    summary: "RootDomain: the whole store app, its tabs, and a StackState of product details",
    folder: "08-RootTabs", executable: "root-tabs", testTarget: "RootTabsTests",
    run: { arguments in await run(arguments: arguments) })

  /// The app: `RootDomain` in a store whose `apiClient` is `client`'s, drawn by `RootTabsView`,
  /// which loads the products with the root (`.task`) and the profile when its tab appears
  /// (`.onAppear`), with the rows' ids from `UUIDGenerator.incrementing` and the stack's ids
  /// counted from #0 for this app alone.
  /// `withDependencies` runs after those are set, so a test can pass its clock or client.
  @MainActor
  public static func makeApp(
    client: ClientChoice = .offline,
    withDependencies overrides: ((inout DependencyValues) -> Void)? = nil
  ) -> TerminalApp<RootDomain.State, RootDomain.Action> {
    TerminalApp(
      chapter: info.number, title: "Root tabs · RootDomain, StackState",
      initialState: RootDomain.State(),
      reducer: RootDomain(),
      withDependencies: { dependencies in
        dependencies.apiClient = client.apiClient
        dependencies.uuid = .incrementing
        dependencies.stackElementID = .incrementing()
        overrides?(&dependencies)
      },
      chapterText: chapterText(besideSourceFolderOf: #filePath),
      minimumSize: TerminalSize(columns: 64, rows: 22),
      demo: RootTabsDemo.steps
    ) { store in
      RootTabsView(store: store, client: client)
    }
  }

  /// Runs the chapter's app as the command line asks: takes out `--client` and `--api-url`
  /// (chapter 3's options), prints the help with them on `--help`, and hands the rest to the
  /// app. A bad client or address gets a message on `errorOutput` and exit code 1.
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
