// Exercise sheets.cancel-on-close · Stop the ticks when the sheet closes       (chapter 6, Sheets)
//
// Build: the watchlist's timer outlives its quote sheet (`ifLet` cancels only the sheet's own
//        effects): cancel it with `CancelID.ticks` whichever side closes the sheet.
// Test:  write "Closing the sheet either way stops the ticks" in `CancelOnCloseTests` below.
// Done:  the grader's checks pass, and your test fails on its broken watchlists: one that
//        cancels nothing, and one that cancels only on its own Close.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint sheets.cancel-on-close`
// Check: `swift run kit check sheets.cancel-on-close` (or `swift test --filter CancelOnCloseTests`)

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
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tick:
        state.secondsWatched += 1
        return .none
      case .closeButtonTapped:
        return .run { _ in await dismiss() }
      }
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
  @Test("Closing the sheet either way stops the ticks")
  func closingStopsTheTicks() async {
    // TODO: prove, on a TestClock, that the ticks stop whichever side closes the quote sheet:
    // the watchlist's Close, and the sheet's own Close (then its dismissal). It must fail on a
    // watchlist that cancels nothing, and on one that cancels only on its own Close.
  }
}
