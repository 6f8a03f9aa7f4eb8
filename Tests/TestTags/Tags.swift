import Testing

// The tags of the kit's own suites: one per chapter, one per area of the kit. A suite carries its
// area's tag and, where it is about one chapter's topic, that chapter's: `.tags(.core, .effects)`.
// Tags group tests in a test navigator and in `swift test`'s event stream; on this toolchain
// `swift test --filter` matches test names, not tags (README: "Running one chapter's tests").

extension Tag {
  /// Chapter 1: State, Action, a reducer, a Store, a first TestStore test.
  @Tag public static var counter: Self
  /// Chapter 2: body, Scope, forEach, IdentifiedArray, child stores.
  @Tag public static var composition: Self
  /// Chapter 3: @Dependency, DependencyKey, withDependencies, clients.
  @Tag public static var dependencies: Self
  /// Chapter 4: .run, TaskResult, cancellation, clocks.
  @Tag public static var effects: Self
  /// Chapter 5: AlertState, ConfirmationDialogState, @Presents.
  @Tag public static var alerts: Self
  /// Chapter 6: optional state, ifLet, sheets, dismiss, Destination enums.
  @Tag public static var sheets: Self
  /// Chapter 7: BindingReducer, focus, onChange, delegate and view actions.
  @Tag public static var actions: Self
  /// Chapter 8: the root domain, its tabs and its navigation stack.
  @Tag public static var rootTabs: Self

  /// The core, `Composable`: reducers, effects, stores, dependencies, navigation.
  @Tag public static var core: Self
  /// `ComposableTesting`: the test store and its failures.
  @Tag public static var testStore: Self
  /// The store app: `OnlineStore`'s domains and client, `OnlineStoreViews`.
  @Tag public static var app: Self
  /// `TerminalUI`: views, layout, keys, rendering, the instructor's tools.
  @Tag public static var terminalUI: Self
  /// The `kit` executable: menu, reader, exercise commands.
  @Tag public static var kit: Self
  /// The benchmark suite's own checks (never timings).
  @Tag public static var benchmarks: Self
  /// The exercises' graders.
  @Tag public static var graders: Self
  /// Checks that build and run an executable, or drive a whole app by keys or a script.
  @Tag public static var endToEnd: Self
}
