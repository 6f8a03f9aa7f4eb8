// Exercise sheets.optional-child · A banner that stops with its state          (chapter 6, Sheets)
//
// Build: let `.ifLet(\.deal, action: Action.deal) { DealBannerDomain() }` run the deal
//        banner, a plain optional with no `@Presents`, in place of the hand-made runner in
//        `case .deal` (which then returns `.none`): hiding the banner then stops its timer.
// Test:  write "Hiding the banner stops its rotation" in `OptionalBannerTests` below.
// Done:  the grader's checks pass, and your test fails on its broken shelves: one that runs
//        the banner by hand (its timer outlives it), and one whose banner never rotates.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint sheets.optional-child`
// Check: `swift run kit check sheets.optional-child` (or `swift test --filter OptionalBannerTests`)

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum OptionalBannerExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.optional-child"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A banner of deals that shows the next one every three seconds.
public struct DealBannerDomain: Reducer, Sendable {
  /// The deals and the one on show.
  public struct State: Equatable, Sendable {
    /// The products on offer, in the order they are shown.
    public var deals: [Product]
    /// The position of the deal on show.
    public var index: Int

    /// A banner of `deals`, showing the first unless told otherwise.
    public init(deals: [Product], index: Int = 0) {
      self.deals = deals
      self.index = index
    }
  }

  /// Starting the rotation, and each turn of it.
  public enum Action: Equatable, Sendable {
    /// Starts the timer that rotates the deals.
    case startRotating
    /// The next deal, after the last one the first again.
    case rotate
  }

  /// How long each deal stays on show.
  public static let interval = Duration.seconds(3)

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  /// Rotates the deals on a timer that never ends by itself.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startRotating:
        return .run { send in
          for await _ in clock.timer(interval: Self.interval) {
            await send(.rotate)
          }
        }
      case .rotate:
        guard !state.deals.isEmpty else { return .none }
        state.index = (state.index + 1) % state.deals.count
        return .none
      }
    }
  }
}

/// A shelf that shows the deal banner on request and hides it again.
public struct DealShelfDomain: Reducer, Sendable {
  /// The banner, while it is shown.
  public struct State: Equatable, Sendable {
    /// The deal banner: nil while it is hidden. A plain optional, no `@Presents`.
    public var deal: DealBannerDomain.State?

    /// A shelf with the banner hidden unless given.
    public init(deal: DealBannerDomain.State? = nil) {
      self.deal = deal
    }
  }

  /// Showing and hiding the banner, and its actions.
  public enum Action: Equatable, Sendable {
    /// "Show deals": the banner appears and starts rotating.
    case showDealsTapped
    /// "Hide deals": the banner goes.
    case hideDealsTapped
    /// An action of the banner.
    case deal(DealBannerDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// Shows and hides the banner, and runs it while it is shown.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDealsTapped:
        state.deal = DealBannerDomain.State(deals: Product.sample)
        return .send(.deal(.startRotating))

      case .hideDealsTapped:
        state.deal = nil
        return .none

      case .deal(let dealAction):
        // TODO: delete this hand-made runner (return .none) and run the banner with `ifLet`
        // below the Reduce: this one never stops the banner's timer.
        guard state.deal != nil else { return .none }
        return DealBannerDomain().reduce(into: &state.deal!, action: dealAction).map(Action.deal)
      }
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter OptionalBannerTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of DealShelfDomain, where it
// must fail.
@MainActor
@Suite("sheets.optional-child · your tests", .exercise(OptionalBannerExercise.self))
struct OptionalBannerTests {
  @Test("Hiding the banner stops its rotation")
  func hidingStopsTheRotation() async {
    // TODO: prove, on a TestClock, that the deals rotate while shown, and that once hidden
    // nothing arrives however far the clock runs on. It must fail on a shelf that runs the banner
    // by hand (its timer outlives it), and on one whose banner never rotates.
  }
}
