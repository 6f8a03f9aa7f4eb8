import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// Several destinations as one enum: the Profile screen presents the edit form or the restore
/// alert, `ProfileDomain.Destination.State`, never both. A feature with two optionals, below,
/// shows what the enum rules out.
@MainActor
@Suite("A Destination enum", .tags(.sheets), .timeLimit(.minutes(1)))
struct DestinationTests {
  /// The profile screen modelled with two optionals, as it would be without the enum: each
  /// button sets its own optional and forgets the other.
  struct TwoOptionalsProfile: Reducer {
    struct State: Equatable {
      @Presents var editProfile: EditProfileDomain.State?
      @Presents var alert: AlertState<ProfileDomain.Destination.Alert>?
    }

    enum Action: Equatable {
      case editButtonTapped
      case restoreButtonTapped
      case editProfile(PresentationAction<EditProfileDomain.Action>)
      case alert(PresentationAction<ProfileDomain.Destination.Alert>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .editButtonTapped:
          state.editProfile = EditProfileDomain.State(profile: UserProfile.sample)
        case .restoreButtonTapped:
          state.alert = .restoreProfile
        case .editProfile, .alert:
          break
        }
        return .none
      }
      .ifLet(\.$editProfile, action: Action.editProfile) { EditProfileDomain() }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  @Test("two optionals: Restore over the open form leaves both presented, a state no screen has")
  func twoOptionalsAllowBoth() async {
    let store = TestStore(initialState: TwoOptionalsProfile.State()) { TwoOptionalsProfile() }

    await store.send(.editButtonTapped) {
      $0.editProfile = EditProfileDomain.State(profile: UserProfile.sample)
    }
    await store.send(.restoreButtonTapped) { $0.alert = .restoreProfile }
    // Two optionals make four states; one of them, both non-nil, is not a screen of the app.
    #expect(store.state.editProfile != nil && store.state.alert != nil)
  }

  @Test("one enum: Restore over the open form replaces it; the state holds one destination")
  func oneEnumHoldsOne() async {
    let store = TestStore(
      initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)
    ) {
      ProfileDomain()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editProfile(EditProfileDomain.State(profile: UserProfile.sample))
    }
    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }
  }

  @Test("a test changes the form inside its case with modify(Destination.State.editProfile)")
  func modifyTheCase() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .editProfile(EditProfileDomain.State(profile: UserProfile.sample)))
    ) {
      ProfileDomain()
    }

    await store.send(.destination(.presented(.editProfile(.binding(.set(\.username, "jd")))))) {
      $0.destination?.modify(ProfileDomain.Destination.State.editProfile) { $0.username = "jd" }
    }
  }

  @Test("either button of the restore alert clears it: Restore and Cancel")
  func alertClearedAfterEitherButton() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .alert(.restoreProfile))
    ) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }
    await store.send(.destination(.presented(.alert(.confirmRestore)))) {
      $0.destination = nil
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchUserProfileResponse(.success(UserProfile.sample))) {
      $0.dataLoadingStatus = .success
    }
  }
}
