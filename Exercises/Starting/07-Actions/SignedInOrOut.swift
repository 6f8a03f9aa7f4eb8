// Exercise actions.signed-in · Signed out or signed in                        (chapter 7, Actions)
//
// Build: run each case of `SessionDomain`'s enum state with its feature (`ifCaseLet`), and switch
//        to `.signedIn` on the form's `.delegate(.signedIn(profile))`. Sign out is done.
// Test:  write `SignedInUser`, a trait of your own, and "Signing in shows the profile; signing
//        out shows a fresh form" in `SignedInOrOutTests`, with `.signedIn` (their TODOs say how).
// Done:  the grader's checks pass, and your test fails on its broken sessions.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint actions.signed-in`
// Check: `swift run kit check actions.signed-in` (or `swift test --filter SignedInOrOutTests`)

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
    // TODO: after the `Reduce`, run SignInDomain on the .signedOut case and ProfileDomain on the
    //       .signedIn case (`ifCaseLet`).
  }
}

// TODO: `SignedInUser`, a trait of your own: a struct conforming to `TestTrait` and
// `TestScoping` whose `provideScope(for:testCase:performing:)` runs the test (`function`) inside
// `withDependencies { $0.apiClient.fetchUserProfile = … }`, answering `UserProfile.sample`; and
// `static var signedIn` in an `extension Trait where Self == SignedInUser`, so a test can say
// `@Test("…", .signedIn)`.

// Your tests, a Swift Testing suite: `swift test --filter SignedInOrOutTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken sessions, where it must fail, and
// checks that each carries a trait of your own.
@MainActor
@Suite("actions.signed-in · your tests", .exercise(SignedInOrOutExercise.self))
struct SignedInOrOutTests {
  @Test("Signing in shows the profile; signing out shows a fresh form")
  func signInAndOut() async {
    // TODO: put `.signedIn` on this test, and give its store no `withDependencies` of its own
    // (the trait gives the store API its user). Then prove that Sign in ends on the profile of
    // UserProfile.sample, and that Sign out brings back a fresh form. It must fail on a session
    // that stays signed out on the form's delegate, and on one that Sign out leaves signed in.
  }
}
