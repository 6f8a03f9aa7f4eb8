import Composable

/// The Profile tab: loads the signed-in user's profile once, shows a retryable error when that
/// fails, and presents the edit form as a sheet.
public struct ProfileDomain: Reducer, Sendable {
  /// The profile, its loading status, and the edit form when it is open.
  public struct State: Equatable, Sendable {
    /// The profile shown; empty until it is loaded.
    public var profile: UserProfile
    /// Where loading the profile stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The edit form, while it is open.
    @Presents public var editProfile: EditProfileDomain.State?

    /// A profile tab in the given state: by default empty, not loaded, with the form closed.
    public init(
      profile: UserProfile = .default,
      dataLoadingStatus: DataLoadingStatus = .notStarted,
      editProfile: EditProfileDomain.State? = nil
    ) {
      self.profile = profile
      self.dataLoadingStatus = dataLoadingStatus
      self.editProfile = editProfile
    }

    /// Whether the profile is loading (the spinner is shown).
    public var isLoading: Bool {
      dataLoadingStatus == .loading
    }

    /// Whether loading failed (an error the user can retry is shown).
    public var shouldShowError: Bool {
      dataLoadingStatus == .error
    }
  }

  /// Everything that can happen on the Profile tab.
  public enum Action: Equatable, Sendable {
    /// Loads the profile, unless it is loading or loaded: also the "Retry" button.
    case fetchUserProfile
    /// The profile, or why it could not be loaded.
    case fetchUserProfileResponse(TaskResult<UserProfile>)
    /// The "Edit" button: opens the form.
    case editButtonTapped
    /// An action of the edit form, or its dismissal.
    case editProfile(PresentationAction<EditProfileDomain.Action>)
  }

  @Dependency(\.apiClient.fetchUserProfile) var fetchUserProfile

  /// Creates the reducer.
  public init() {}

  /// The tab's logic and its edit form.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchUserProfile:
        if state.dataLoadingStatus == .loading || state.dataLoadingStatus == .success {
          return .none
        }
        state.dataLoadingStatus = .loading
        return .run { send in
          await send(.fetchUserProfileResponse(TaskResult { try await fetchUserProfile() }))
        }

      case let .fetchUserProfileResponse(.success(profile)):
        state.dataLoadingStatus = .success
        state.profile = profile
        return .none

      case .fetchUserProfileResponse(.failure):
        state.dataLoadingStatus = .error
        return .none

      case .editButtonTapped:
        state.editProfile = EditProfileDomain.State(profile: state.profile)
        return .none

      case let .editProfile(.presented(.delegate(.saved(profile)))):
        state.profile = profile
        state.editProfile = nil
        return .none

      case .editProfile:
        return .none
      }
    }
    .ifLet(\.$editProfile, action: Action.editProfile) {
      EditProfileDomain()
    }
  }
}
