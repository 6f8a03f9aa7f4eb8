import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import OnlineStore
import Testing

/// Grades actions.signed-in: `ifCaseLet` runs the sign-in form and the profile, each while the
/// session's enum state is in its case; the form's delegate switches the case, and leaving a
/// case cancels its feature's effects.
extension SignedInOrOutExercise: GradedExercise {
  /// The learner's test runs inside a trait of their own, `.signedIn`, that gives the store API
  /// its user: their store sets no dependency itself, so without the trait it fails on their own
  /// session too.
  public static var requirements: [TestRequirement] { [.ownScopingTrait] }

  /// What each of the learner's tests is run on again: broken versions of SessionDomain it must
  /// fail on.
  public static var brokenVersions: [BrokenVersion] {
    [
      .reducer(
        "the form's .delegate(.signedIn) leaves the session signed out", replacing: SessionDomain.self,
        advice: """
          Receive .signedOut(.delegate(.signedIn(UserProfile.sample))) and say the new case whole: \
          $0 = .signedIn(ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)).
          """
      ) {
        Reduce { state, action in
          if case .signedOut(.delegate) = action { return .none }
          return SessionDomain().reduce(into: &state, action: action)
        }
      },
      .reducer(
        "Sign out leaves the session signed in", replacing: SessionDomain.self,
        advice: "Send .signOutButtonTapped and say what it changes: $0 = .signedOut(SignInDomain.State())."
      ) {
        Reduce { state, action in
          if action == .signOutButtonTapped { return .none }
          return SessionDomain().reduce(into: &state, action: action)
        }
      },
    ]
  }
}

extension SignedInOrOutTests {
  // The grader's checks of the feature, run with the learner's tests.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    /// Signed in as the sample user, the profile loaded.
    static let signedIn = SessionDomain.State.signedIn(
      ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success))

    @Test("Sign in runs the form's request; its delegate switches the session to the profile")
    func signIn() async {
      let store = TestStore(initialState: SessionDomain.State.signedOut(SignInDomain.State())) {
        SessionDomain()
      } withDependencies: {
        $0.apiClient.fetchUserProfile = { UserProfile.sample }
      }
      await store.send(.signedOut(.binding(.set(\.username, "johnd")))) {
        $0 = .signedOut(SignInDomain.State(username: "johnd"))
      }
      await store.send(.signedOut(.signInButtonTapped)) {
        $0.modify(SessionDomain.State.signedOut) { $0.isSigningIn = true }
      }
      await store.receive(.signedOut(.signInResponse(.success(UserProfile.sample)))) {
        $0.modify(SessionDomain.State.signedOut) { $0.isSigningIn = false }
      }
      await store.receive(.signedOut(.delegate(.signedIn(UserProfile.sample)))) {
        $0 = Self.signedIn
      }
    }

    @Test("signed in, the profile's own reducer runs: Edit presents its form")
    func profileRuns() async {
      let store = TestStore(initialState: Self.signedIn) {
        SessionDomain()
      }
      await store.send(.signedIn(.editButtonTapped)) {
        $0.modify(SessionDomain.State.signedIn) {
          $0.destination = .editProfile(EditProfileDomain.State(profile: UserProfile.sample))
        }
      }
    }

    @Test("Sign out while the profile reloads: a fresh form, and the reload never arrives")
    func signOutCancelsTheReload() async {
      let clock = TestClock()
      let store = TestStore(initialState: Self.signedIn) {
        SessionDomain()
      } withDependencies: {
        $0.apiClient.fetchUserProfile = {
          try await clock.sleep(for: .seconds(1))
          return UserProfile.sample
        }
      }
      await store.send(.signedIn(.restoreButtonTapped)) {
        $0.modify(SessionDomain.State.signedIn) { $0.destination = .alert(.restoreProfile) }
      }
      await store.send(.signedIn(.destination(.presented(.alert(.confirmRestore))))) {
        $0.modify(SessionDomain.State.signedIn) {
          $0.destination = nil
          $0.dataLoadingStatus = .loading
        }
      }
      await store.send(.signOutButtonTapped) {
        $0 = .signedOut(SignInDomain.State())
      }
      // A reload still running would answer here, into a case that is gone.
      await clock.advance(by: .seconds(1))
    }

    @Test("a profile action while signed out is reported by ifCaseLet")
    func actionForTheOtherCaseIsReported() async {
      let store = TestStore(initialState: SessionDomain.State.signedOut(SignInDomain.State())) {
        SessionDomain()
      }
      await withKnownIssue("ifCaseLet reports an action for a case the state is not in") {
        await store.send(.signedIn(.editButtonTapped))
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("An \"ifCaseLet\" at") }
      }
    }
  }
}
