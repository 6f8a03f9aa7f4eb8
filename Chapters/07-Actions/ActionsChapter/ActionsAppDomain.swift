import Composable
import OnlineStore

/// The chapter's app: the store's Profile screen with its edit form, under a parent that listens
/// to the form: it matches the form's bindings of the username and the email (counting the
/// edits not saved yet) and its `saved` delegate action.
public struct ActionsAppDomain: Reducer, Sendable {
  /// The profile, and what the parent learnt from listening to the form.
  public struct State: Equatable, Sendable {
    /// The Profile screen, with the form when it is open.
    public var profile: ProfileDomain.State
    /// Edits of the username or the email since the form opened; the focus moving is no edit.
    public var unsavedEdits: Int
    /// How many times the form told the parent it saved.
    public var savedCount: Int

    /// The app with `profile`, nothing edited or saved yet unless given.
    public init(profile: ProfileDomain.State, unsavedEdits: Int = 0, savedCount: Int = 0) {
      self.profile = profile
      self.unsavedEdits = unsavedEdits
      self.savedCount = savedCount
    }
  }

  /// An action of the Profile screen (the form's included).
  public enum Action: Equatable, Sendable {
    /// An action of the profile, or of what it presents.
    case profile(ProfileDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The profile's reducer first, then the parent listening to what went by.
  public var body: some ReducerOf<Self> {
    Scope(state: \.profile, action: Action.profile) {
      ProfileDomain()
    }
    Reduce { state, action in
      switch action {
      case .profile(.destination(.presented(.editProfile(.binding(\.username))))),
        .profile(.destination(.presented(.editProfile(.binding(\.email))))):
        state.unsavedEdits += 1
        return .none

      case .profile(.destination(.presented(.editProfile(.delegate(.saved))))):
        state.savedCount += 1
        state.unsavedEdits = 0
        return .none

      case .profile(.editButtonTapped), .profile(.destination(.dismiss)):
        state.unsavedEdits = 0
        return .none

      case .profile:
        return .none
      }
    }
  }
}
