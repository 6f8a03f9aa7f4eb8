// Solution of sheets.optional-child · A banner that stops with its state       (chapter 6, Sheets)
//
// The banner is a plain optional (no `@Presents`: only the parent shows and hides it), and
// `ifLet(\.deal, action: Action.deal)` runs its reducer while it exists. `ifLet` also keeps
// track of the effects the banner started, so hiding it (`deal = nil`) cancels its timer: the
// parent cancels nothing itself. The hand-made runner it replaces ran the reducer too, but
// nobody stopped the timer.
//
// The test shows the banner, sees it rotate once on a TestClock, hides it, and lets the clock
// run: one rotation more, and the exhaustive store fails (an action nobody received, or an
// effect still running at the end).

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
  public static var isStarted: Bool { true }
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

  /// Shows and hides the banner; `ifLet` runs it while it is shown and stops its timer when it
  /// goes.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDealsTapped:
        state.deal = DealBannerDomain.State(deals: Product.sample)
        return .send(.deal(.startRotating))

      case .hideDealsTapped:
        state.deal = nil
        return .none

      case .deal:
        return .none
      }
    }
    .ifLet(\.deal, action: Action.deal) {
      DealBannerDomain()
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
    let clock = TestClock()
    let store = TestStore(initialState: DealShelfDomain.State()) {
      DealShelfDomain()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.showDealsTapped) {
      $0.deal = DealBannerDomain.State(deals: Product.sample)
    }
    await store.receive(.deal(.startRotating))
    await clock.advance(by: .seconds(3))
    await store.receive(.deal(.rotate)) {
      $0.deal?.index = 1
    }
    await store.send(.hideDealsTapped) {
      $0.deal = nil
    }
    await clock.advance(by: .seconds(9))
  }
}
