import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

/// Grades sheets.optional-child: `ifLet` runs the deal banner, a plain optional, while it is
/// shown, and hiding it stops the banner's timer.
extension OptionalBannerExercise: GradedExercise {
  /// What each of the learner's tests is run on again: broken versions of DealShelfDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "hiding the banner leaves its timer running", replacing: DealShelfDomain.self,
        advice: """
          After .hideDealsTapped advance the clock (await clock.advance(by: .seconds(9))): a timer \
          still running then delivers a rotation that nobody received.
          """
      ) {
        Reduce { state, action in
          if case .deal(let dealAction) = action {
            guard state.deal != nil else { return .none }
            return DealBannerDomain().reduce(into: &state.deal!, action: dealAction)
              .map(DealShelfDomain.Action.deal)
          }
          return DealShelfDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "the banner never moves to the next deal", replacing: DealShelfDomain.self,
        advice: """
          After advancing the clock three seconds, receive .deal(.rotate) and say what it \
          changes: $0.deal?.index = 1.
          """
      ) {
        Reduce { state, action in
          if action == .deal(.rotate) { return .none }
          return DealShelfDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension OptionalBannerTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("shown, the banner rotates every 3 seconds and wraps around; hidden, it stops")
    func rotatesThenStops() async {
      let clock = TestClock()
      let store = shelfStore(clock: clock)
      await showAndRotateOnce(store, on: clock)
      await clock.advance(by: .seconds(6))
      await store.receive(.deal(.rotate)) { $0.deal?.index = 2 }
      await store.receive(.deal(.rotate)) { $0.deal?.index = 0 }
      await store.send(.hideDealsTapped) { $0.deal = nil }
      // A timer still running would deliver three rotations here, and the store would fail.
      await clock.advance(by: .seconds(9))
    }

    @Test("shown again, the banner starts from the first deal with one timer, not two")
    func showAgainStartsFresh() async {
      let clock = TestClock()
      let store = shelfStore(clock: clock)
      await showAndRotateOnce(store, on: clock)
      await store.send(.hideDealsTapped) { $0.deal = nil }
      // A first timer still running would rotate the fresh banner a second time here.
      await showAndRotateOnce(store, on: clock)
      await store.send(.hideDealsTapped) { $0.deal = nil }
      await clock.advance(by: .seconds(9))
    }

    @Test("an action for the hidden banner is reported by ifLet, and changes nothing")
    func actionWhileHiddenIsReported() async {
      let store = shelfStore(clock: TestClock())
      await withKnownIssue("ifLet reports a child action while the child's state is nil") {
        await store.send(.deal(.rotate))
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("An \"ifLet\" at") }
      }
    }

    /// Shows the deals and lets one rotation pass: the banner is on its second deal.
    private func showAndRotateOnce(_ store: TestStoreOf<DealShelfDomain>, on clock: TestClock) async {
      await store.send(.showDealsTapped) {
        $0.deal = DealBannerDomain.State(deals: Product.sample)
      }
      await store.receive(.deal(.startRotating))
      await clock.advance(by: .seconds(3))
      await store.receive(.deal(.rotate)) { $0.deal?.index = 1 }
    }

    /// A test store of the shelf whose clock is `clock`.
    private func shelfStore(clock: TestClock) -> TestStoreOf<DealShelfDomain> {
      TestStore(initialState: DealShelfDomain.State()) {
        DealShelfDomain()
      } withDependencies: {
        $0.continuousClock = clock
      }
    }
  }
}
