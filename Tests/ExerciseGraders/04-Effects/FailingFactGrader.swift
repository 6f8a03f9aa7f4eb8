import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades effects.fact-error: `FallibleFactCounter`'s `catch:` handler turns a thrown error into
// `.factFailed`, which shows the error and stops the spinner; and the broken counters the
// learner's tests must fail on.

extension FailingFactExercise: GradedExercise {
  /// Counters whose failure is mishandled: a good test of the failure fails on each.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the fact's .run has no catch: handler (the error is unhandled)",
        replacing: FallibleFactCounter.self,
        advice: """
          Override the client with one that throws FactServerError.offline, and receive the \
          .factFailed("offline") the handler sends back.
          """
      ) {
        Reduce { state, action in
          guard action == .factButtonTapped else {
            return FallibleFactCounter().reduce(into: &state, action: action)
          }
          @Dependency(\.counterFact) var counterFact
          state.fact = nil
          state.factError = nil
          state.isLoading = true
          return .run { [count = state.count] send in
            try await send(.factResponse(counterFact.fetch(count)))
          }
        }
      },
      .reducer(
        ".factFailed shows the error but leaves isLoading true",
        replacing: FallibleFactCounter.self,
        advice: "In the closure of the receive, say what becomes of isLoading as well as factError."
      ) {
        Reduce { state, action in
          if case let .factFailed(message) = action {
            state.factError = message
            return .none
          }
          return FallibleFactCounter().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension FailingFactTests {
  // The grader's checks of FallibleFactCounter.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("a client that throws leads to .factFailed: the error shown, the spinner stopped")
    func aFailureBecomesAnAction() async {
      let store = TestStore(initialState: FallibleFactCounter.State(count: 7)) {
        FallibleFactCounter()
      } withDependencies: {
        $0.counterFact.fetch = { _ in throw FactServerError.offline }
      }

      await store.send(.factButtonTapped) {
        $0.isLoading = true
      }
      await store.receive(.factFailed("offline")) {
        $0.factError = "offline"
        $0.isLoading = false
      }
      #expect(
        store.state.factError == "offline" && !store.state.isLoading,
        """
        After the client threw FactServerError.offline, the counter should show "offline" in \
        factError and stop loading; factError is \(store.state.factError.map { "\"\($0)\"" } ?? "nil") \
        and isLoading \(store.state.isLoading). Give the .run a catch: { error, send in … } that \
        sends .factFailed("\\(error)"), and handle .factFailed in the reducer.
        """)
    }

    @Test("a client that answers still gives the fact, and a new request clears the last error")
    func aSuccessStillWorks() async {
      let store = TestStore(
        initialState: FallibleFactCounter.State(count: 7, factError: "offline")
      ) {
        FallibleFactCounter()
      } withDependencies: {
        $0.counterFact.fetch = { "\($0) is a lucky number." }
      }

      await store.send(.factButtonTapped) {
        $0.factError = nil
        $0.isLoading = true
      }
      await store.receive(.factResponse("7 is a lucky number.")) {
        $0.fact = "7 is a lucky number."
        $0.isLoading = false
      }
    }
  }
}
