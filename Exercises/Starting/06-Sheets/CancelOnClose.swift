// Exercise sheets.cancel-on-close · Stop the ticks when the sheet closes
//
// `WatchlistDomain` presents a quote sheet and ticks it every second, with a timer it starts
// itself when it presents the sheet. Close the sheet and the timer keeps going: its next tick
// is an action for a sheet that is gone, which `ifLet` reports. (`ifLet` cancels the sheet's
// own effects when it goes; this timer is the parent's.) Make closing stop it:
//   • the timer is cancellable with `CancelID.ticks`;
//   • the watchlist's Close (`closeButtonTapped`) cancels it;
//   • so does the sheet closing itself (its Close calls `dismiss()`, and the parent receives
//     `.quote(.dismiss)`).
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testClosingStopsTheTicks` (at the bottom), a TestStore test on a `TestClock`:
// open, one tick, close with the watchlist's Close, advance the clock; open again, one tick,
// close from inside the sheet, advance the clock.
//
// Done: the grader's tests pass. They close the sheet both ways and advance the clock: no tick
// may arrive. And they run your test on your watchlist (it must pass) and on watchlists broken
// on purpose (it must fail): one that cancels nothing, and one that cancels only on its own
// Close.
//
// Check it: `swift run kit check sheets.cancel-on-close`
//       or: `swift test --filter CancelOnCloseGrader`
// Stuck? `swift run kit hint sheets.cancel-on-close` gives one hint at a time.

import Composable
import ComposableTesting
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum CancelOnCloseExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "sheets.cancel-on-close"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// A quote sheet: how long the user has watched a symbol, and a Close button of its own.
public struct QuoteSheetDomain: Reducer, Sendable {
  /// The symbol watched and for how long.
  public struct State: Equatable, Sendable {
    /// The symbol, e.g. "AAPL".
    public var symbol: String
    /// Seconds the sheet has been watched.
    public var secondsWatched: Int

    /// A sheet for `symbol`, watched for no time yet.
    public init(symbol: String, secondsWatched: Int = 0) {
      self.symbol = symbol
      self.secondsWatched = secondsWatched
    }
  }

  /// A second passed, or the sheet's Close button.
  public enum Action: Equatable, Sendable {
    /// One more second watched.
    case tick
    /// The sheet's own "Close": it dismisses itself.
    case closeButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// Counts the seconds; Close dismisses the sheet.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tick:
      state.secondsWatched += 1
      return .none
    case .closeButtonTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// A watchlist that presents a quote sheet and ticks it every second while it is open.
public struct WatchlistDomain: Reducer, Sendable {
  /// The quote sheet while it is shown.
  public struct State: Equatable, Sendable {
    /// The quote sheet, while it is shown.
    @Presents public var quote: QuoteSheetDomain.State?

    /// A watchlist with the sheet closed unless given.
    public init(quote: QuoteSheetDomain.State? = nil) {
      self.quote = quote
    }
  }

  /// Opening and closing the sheet, and its actions.
  public enum Action: Equatable, Sendable {
    /// A symbol of the list: presents its quote and starts the ticks.
    case quoteButtonTapped(String)
    /// The watchlist's own "Close" over the sheet: the parent closes it.
    case closeButtonTapped
    /// An action of the sheet, or its dismissal.
    case quote(PresentationAction<QuoteSheetDomain.Action>)
  }

  /// The effects the watchlist cancels.
  enum CancelID: Hashable, Sendable {
    /// The timer that ticks the sheet.
    case ticks
  }

  @Dependency(\.continuousClock) var clock

  /// Creates the reducer.
  public init() {}

  /// Presents the sheet with its timer; closing it either way stops the timer.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .quoteButtonTapped(let symbol):
        state.quote = QuoteSheetDomain.State(symbol: symbol)
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.quote(.presented(.tick)))
          }
        }
      // TODO: make the timer cancellable with CancelID.ticks.

      case .closeButtonTapped:
        state.quote = nil
        // TODO: stop the timer.
        return .none

      case .quote(.dismiss):
        // TODO: stop the timer here too.
        return .none

      case .quote:
        return .none
      }
    }
    .ifLet(\.$quote, action: Action.quote) {
      QuoteSheetDomain()
    }
  }
}

// Your tests, a Swift Testing suite: `swift test --filter CancelOnCloseTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of WatchlistDomain, where it
// must fail.
@MainActor
@Suite("sheets.cancel-on-close · your tests", .exercise(CancelOnCloseExercise.self))
struct CancelOnCloseTests {
  @Test("Closing stops the ticks")
  func closingStopsTheTicks() async {
    // TODO: make a TestClock and a TestStore whose reducer is `watchlist` (the reducer you are
    // given, not WatchlistDomain(): that is how the grader hands you broken ones), from
    // WatchlistDomain.State(), with `$0.continuousClock = clock`. Send .quoteButtonTapped("AAPL"),
    // advance the clock one second and receive .quote(.presented(.tick)); send .closeButtonTapped;
    // advance three seconds. Then the same with "MSFT", closing with
    // .quote(.presented(.closeButtonTapped)) and receiving .quote(.dismiss).
  }
}
