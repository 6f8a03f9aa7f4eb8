import Composable

/// The Profile tab: loads the signed-in user's profile once, shows a retryable error when that
/// fails, and presents one destination at a time: the edit form (a sheet) or the "Restore your
/// profile?" alert.
public struct ProfileDomain: Reducer, Sendable {
  /// The profile, its loading status, and what is presented over it.
  public struct State: Equatable, Sendable {
    /// The profile shown; empty until it is loaded.
    public var profile: UserProfile
    /// Where loading the profile stands.
    public var dataLoadingStatus: DataLoadingStatus
    /// The edit form or the restore alert, while one is shown: never both.
    @Presents public var destination: Destination.State?

    /// A profile tab in the given state: by default empty, not loaded, nothing presented.
    public init(
      profile: UserProfile = .default,
      dataLoadingStatus: DataLoadingStatus = .notStarted,
      destination: Destination.State? = nil
    ) {
      self.profile = profile
      self.dataLoadingStatus = dataLoadingStatus
      self.destination = destination
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
    /// The "Edit" button: presents the form.
    case editButtonTapped
    /// The "Restore" button: asks first, with an alert.
    case restoreButtonTapped
    /// An action of the presented destination (the form, or a button of the alert), or its
    /// dismissal.
    case destination(PresentationAction<Destination.Action>)
  }

  @Dependency(\.apiClient.fetchUserProfile) var fetchUserProfile

  /// Creates the reducer.
  public init() {}

  /// The tab's logic, then its destination.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .fetchUserProfile:
        if state.dataLoadingStatus == .loading || state.dataLoadingStatus == .success {
          return .none
        }
        return load(&state)

      case .fetchUserProfileResponse(.success(let profile)):
        state.dataLoadingStatus = .success
        state.profile = profile
        return .none

      case .fetchUserProfileResponse(.failure):
        state.dataLoadingStatus = .error
        return .none

      case .editButtonTapped:
        state.destination = .editProfile(EditProfileDomain.State(profile: state.profile))
        return .none

      case .restoreButtonTapped:
        state.destination = .alert(.restoreProfile)
        return .none

      case .destination(.presented(.editProfile(.delegate(.saved(let profile))))):
        state.profile = profile
        state.destination = nil
        return .none

      case .destination(.presented(.alert(.confirmRestore))):
        return load(&state)

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }

  /// Marks the profile as loading and fetches it: the first load, Retry, and Restore. A reload
  /// replaces a fetch still on its way.
  private func load(_ state: inout State) -> Effect<Action> {
    state.dataLoadingStatus = .loading
    return .run { send in
      await send(.fetchUserProfileResponse(TaskResult { try await fetchUserProfile() }))
    }
    .cancellable(id: CancelID.fetch, cancelInFlight: true)
  }

  /// The effects the tab may cancel.
  private enum CancelID: Hashable, Sendable {
    /// Fetching the profile.
    case fetch
  }
}
