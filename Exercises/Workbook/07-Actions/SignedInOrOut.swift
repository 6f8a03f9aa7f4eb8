// Exercise actions.signed-in · Signed out or signed in
//
// `SessionDomain`'s state is an enum: `.signedOut` holds the sign-in form (`SignInDomain`,
// finished), `.signedIn` holds the user's profile (the online store's `ProfileDomain`). Never
// both, never neither: an enum says so where two optionals could not. But nothing runs the
// cases' features yet, so Sign in does nothing. Make the session work:
//   • after the `Reduce`, run each case's feature while the state is in that case:
//     `.ifCaseLet(State.signedOut, action: Action.signedOut) { SignInDomain() }`, and the same
//     for `.signedIn` with `ProfileDomain()`;
//   • when the form says `.delegate(.signedIn(profile))`, switch the case: the state becomes
//     `.signedIn` with that profile, already loaded (`dataLoadingStatus: .success`);
//   • Sign out (done) switches back to a fresh form. Leaving a case cancels the effects its
//     feature started: `ifCaseLet` does that, nothing to write.
// Keep the names, the state and the actions as they are: the grader uses them.
// Then write `testSignInAndOut` (at the bottom), a TestStore test: sign in, receive the answer
// and the delegate (say the new case in full), then sign out.
//
// Done: the grader's tests pass. They sign in, use the profile, sign out while the profile
// reloads (the reload must never arrive), and send a profile action while signed out (`ifCaseLet`
// reports it). And they run your test on your session (it must pass) and on sessions broken on
// purpose (it must fail): one that stays signed out after signing in, and one whose Sign out
// keeps you signed in.
//
// Check it: `swift run kit check actions.signed-in`
//       or: `swift test --filter SignedInOrOutGrader`
// Stuck? `swift run kit hint actions.signed-in` gives one hint at a time.

import Composable
import ComposableTesting
import OnlineStore
import ExerciseGrading
import Testing

/// Whether you started this exercise: flip `isStarted` to true when you start, so its grader runs.
public enum SignedInOrOutExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "actions.signed-in"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The sign-in form: a username, and a request for the user's profile.
public struct SignInDomain: Reducer, Sendable {
  /// The form's field and its progress.
  public struct State: Equatable, Sendable {
    /// The username field.
    public var username: String
    /// Whether the request is on its way.
    public var isSigningIn: Bool
    /// Why the last attempt failed, if it did.
    public var message: String?

    /// A form in the given state: by default empty and idle.
    public init(username: String = "", isSigningIn: Bool = false, message: String? = nil) {
      self.username = username
      self.isSigningIn = isSigningIn
      self.message = message
    }
  }

  /// Typing, signing in, its answer, and what the form tells its parent.
  public enum Action: Equatable, Sendable, BindableAction {
    /// A field set to a value: typing.
    case binding(BindingAction<State>)
    /// "Sign in".
    case signInButtonTapped
    /// The store API's answer: the user's profile, or why there is none.
    case signInResponse(TaskResult<UserProfile>)
    /// What the form tells its parent.
    case delegate(Delegate)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user is signed in with this profile.
      case signedIn(UserProfile)
    }
  }

  /// What a failed sign-in shows.
  public static let failureMessage = "Unable to sign in, try again."

  @Dependency(\.apiClient.fetchUserProfile) var fetchUserProfile

  /// Creates the reducer.
  public init() {}

  /// Applies the bindings; signs in through the API client and tells the parent who it is.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .signInButtonTapped:
        state.isSigningIn = true
        state.message = nil
        return .run { send in
          await send(.signInResponse(TaskResult { try await fetchUserProfile() }))
        }

      case .signInResponse(.success(let profile)):
        state.isSigningIn = false
        return .send(.delegate(.signedIn(profile)))

      case .signInResponse(.failure):
        state.isSigningIn = false
        state.message = Self.failureMessage
        return .none

      case .binding, .delegate:
        return .none
      }
    }
  }
}

/// The session: signed out, with the sign-in form, or signed in, with the profile.
public struct SessionDomain: Reducer, Sendable {
  /// Signed out or signed in: one case at a time, each with its feature's state.
  public enum State: Equatable, Sendable, CaseReducerState {
    /// Signed out: the sign-in form.
    case signedOut(SignInDomain.State)
    /// Signed in: the user's profile.
    case signedIn(ProfileDomain.State)
  }

  /// The actions of each case's feature, and signing out.
  public enum Action: Equatable, Sendable {
    /// An action of the sign-in form.
    case signedOut(SignInDomain.Action)
    /// An action of the profile.
    case signedIn(ProfileDomain.Action)
    /// "Sign out", shown while signed in.
    case signOutButtonTapped
  }

  /// Creates the reducer.
  public init() {}

  /// Switches between the cases.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signedOut(.delegate(.signedIn)):
        // TODO: switch to the signed-in case, with the profile the form sends, already loaded.
        return .none

      case .signOutButtonTapped:
        state = .signedOut(SignInDomain.State())
        return .none

      case .signedOut, .signedIn:
        return .none
      }
    }
    // TODO: run SignInDomain on the .signedOut case and ProfileDomain on the .signedIn case.
  }
}

// Your tests, a Swift Testing suite: `swift test --filter SignedInOrOutTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken versions of SessionDomain, where it
// must fail.
@MainActor
@Suite("actions.signed-in · your tests", .exercise(SignedInOrOutExercise.self))
struct SignedInOrOutTests {
  @Test("Sign in and out")
  func signInAndOut() async {
    // TODO: make a TestStore whose reducer is `session` (the reducer you are given, not
    // SessionDomain(): that is how the grader hands you broken ones), from
    // `.signedOut(SignInDomain.State())`, with `$0.apiClient.fetchUserProfile = { UserProfile.sample }`.
    // Send .signedOut(.signInButtonTapped), receive the answer and the delegate, then send
    // .signOutButtonTapped. Change a case's payload with
    // `$0.modify(SessionDomain.State.signedOut) { … }`; switch the case with `$0 = .signedIn(…)`.
  }
}
