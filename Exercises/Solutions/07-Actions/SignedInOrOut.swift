// Solution of actions.signed-in · Signed out or signed in                     (chapter 7, Actions)
//
// The session is an enum: the user is signed out (the sign-in form) or signed in (the profile),
// never both and never neither. Each case has its feature, and `ifCaseLet` runs it while the
// state is in its case, one `ifCaseLet` per case after the `Reduce`. Switching the case is one
// assignment, `state = .signedIn(…)`; it starts the new case's feature from a fresh state and
// cancels whatever the old case's feature was doing (a profile still reloading, when the user
// signs out).
//
// The test's dependencies come from its trait, `.signedIn`: `provideScope` wraps the whole test
// in `withDependencies`, and every `TestStore` made inside starts from those values, so the test
// says only what it does: sign in (the request, its answer, the delegate, the new case said
// whole), then sign out.

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
  public static var isStarted: Bool { true }
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

  /// Switches between the cases; `ifCaseLet` runs each case's feature while the state is in it.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signedOut(.delegate(.signedIn(let profile))):
        state = .signedIn(ProfileDomain.State(profile: profile, dataLoadingStatus: .success))
        return .none

      case .signOutButtonTapped:
        state = .signedOut(SignInDomain.State())
        return .none

      case .signedOut, .signedIn:
        return .none
      }
    }
    .ifCaseLet(State.signedOut, action: Action.signedOut) {
      SignInDomain()
    }
    .ifCaseLet(State.signedIn, action: Action.signedIn) {
      ProfileDomain()
    }
  }
}

/// A test trait that runs a test with the store API signing in as `UserProfile.sample`: every
/// `TestStore` the test makes starts from that dependency. `@Test("…", .signedIn)`.
struct SignedInUser: TestTrait, TestScoping {
  /// Runs the test with `fetchUserProfile` answering the sample user.
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withDependencies {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == SignedInUser {
  /// The store API signs in as `UserProfile.sample` for the whole test.
  static var signedIn: Self { Self() }
}

// Your tests, a Swift Testing suite: `swift test --filter SignedInOrOutTests` runs them. Its trait,
// `.exercise(…)`, also runs each test on the grader's broken sessions, where it must fail, and
// checks that each carries a trait of your own.
@MainActor
@Suite("actions.signed-in · your tests", .exercise(SignedInOrOutExercise.self))
struct SignedInOrOutTests {
  @Test("Signing in shows the profile; signing out shows a fresh form", .signedIn)
  func signInAndOut() async {
    let store = TestStore(initialState: SessionDomain.State.signedOut(SignInDomain.State())) {
      SessionDomain()
    }

    await store.send(.signedOut(.signInButtonTapped)) {
      $0.modify(SessionDomain.State.signedOut) { $0.isSigningIn = true }
    }
    await store.receive(.signedOut(.signInResponse(.success(UserProfile.sample)))) {
      $0.modify(SessionDomain.State.signedOut) { $0.isSigningIn = false }
    }
    await store.receive(.signedOut(.delegate(.signedIn(UserProfile.sample)))) {
      $0 = .signedIn(ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success))
    }
    await store.send(.signOutButtonTapped) {
      $0 = .signedOut(SignInDomain.State())
    }
  }
}
