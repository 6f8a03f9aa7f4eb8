import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades sheets.cancel-on-close: the watchlist's timer stops when the quote sheet closes,
/// whether the watchlist closes it or the sheet dismisses itself.
extension CancelOnCloseExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of WatchlistDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "closing the sheet leaves the timer running", replacing: WatchlistDomain.self,
        advice: """
          After closing, advance the clock (await clock.advance(by: .seconds(3))): a timer still \
          running then sends a tick the exhaustive store did not expect.
          """
      ) {
        TickingWatchlist(cancelsOnClose: false, cancelsOnDismiss: false)
      },
      .reducer(
        "the sheet's own Close leaves the timer running", replacing: WatchlistDomain.self,
        advice: """
          Close the sheet from inside too: send .quote(.presented(.closeButtonTapped)), receive \
          .quote(.dismiss) { $0.quote = nil }, then advance the clock.
          """
      ) {
        TickingWatchlist(cancelsOnClose: true, cancelsOnDismiss: false)
      },
    ]
  }
}

extension CancelOnCloseTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("the watchlist's Close stops the ticks: no tick arrives after it")
    func parentCloseStopsTheTicks() async {
      let clock = TestClock()
      let store = TestStore(initialState: WatchlistDomain.State()) {
        WatchlistDomain()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.quoteButtonTapped("AAPL")) {
        $0.quote = QuoteSheetDomain.State(symbol: "AAPL")
      }
      await clock.advance(by: .seconds(2))
      await store.receive(.quote(.presented(.tick))) { $0.quote?.secondsWatched = 1 }
      await store.receive(.quote(.presented(.tick))) { $0.quote?.secondsWatched = 2 }
      await store.send(.closeButtonTapped) { $0.quote = nil }
      await clock.advance(by: .seconds(5))
    }

    @Test("the sheet's own Close stops the ticks too: .quote(.dismiss) cancels the timer")
    func sheetCloseStopsTheTicks() async {
      let clock = TestClock()
      let store = TestStore(initialState: WatchlistDomain.State()) {
        WatchlistDomain()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.quoteButtonTapped("MSFT")) {
        $0.quote = QuoteSheetDomain.State(symbol: "MSFT")
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.quote(.presented(.tick))) { $0.quote?.secondsWatched = 1 }
      await store.send(.quote(.presented(.closeButtonTapped)))
      await store.receive(.quote(.dismiss)) { $0.quote = nil }
      await clock.advance(by: .seconds(5))
    }

    @Test("opening another quote restarts the count and keeps one timer")
    func reopeningKeepsOneTimer() async {
      let clock = TestClock()
      let store = TestStore(initialState: WatchlistDomain.State()) {
        WatchlistDomain()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.quoteButtonTapped("AAPL")) {
        $0.quote = QuoteSheetDomain.State(symbol: "AAPL")
      }
      await store.send(.closeButtonTapped) { $0.quote = nil }
      await store.send(.quoteButtonTapped("MSFT")) {
        $0.quote = QuoteSheetDomain.State(symbol: "MSFT")
      }
      await clock.advance(by: .seconds(1))
      await store.receive(.quote(.presented(.tick))) { $0.quote?.secondsWatched = 1 }
      await store.send(.closeButtonTapped) { $0.quote = nil }
    }
  }
}

/// A watchlist built like `WatchlistDomain`, whose timer stops only where it is told to.
private struct TickingWatchlist: Reducer {
  let cancelsOnClose: Bool
  let cancelsOnDismiss: Bool

  /// The grader's own id for the timer.
  private enum Timer: Hashable, Sendable { case id }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<WatchlistDomain> {
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
        .cancellable(id: Timer.id, cancelInFlight: true)
      case .closeButtonTapped:
        state.quote = nil
        return cancelsOnClose ? .cancel(id: Timer.id) : .none
      case .quote(.dismiss):
        return cancelsOnDismiss ? .cancel(id: Timer.id) : .none
      case .quote:
        return .none
      }
    }
    .ifLet(\.$quote, action: WatchlistDomain.Action.quote) {
      QuoteSheetDomain()
    }
  }
}
