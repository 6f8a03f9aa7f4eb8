import Composable
import ComposableTesting
import OnlineStore
import Testing

/// The Profile tab: loading once, retrying after a failure, and the edit form.
@MainActor
@Suite("ProfileDomain")
struct ProfileDomainTests {
  @Test("fetchUserProfile: status .loading, then the profile arrives")
  func fetchLoadsTheProfile() async {
    let store = TestStore(initialState: ProfileDomain.State()) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.fetchUserProfile) { $0.dataLoadingStatus = .loading }
    await store.receive(.fetchUserProfileResponse(.success(UserProfile.sample))) {
      $0.dataLoadingStatus = .success
      $0.profile = UserProfile.sample
    }
  }

  @Test(
    "fetchUserProfile is ignored while loading and once done (the client is never called)",
    arguments: [DataLoadingStatus.loading, .success])
  func fetchIsIgnored(status: DataLoadingStatus) async {
    let store = TestStore(initialState: ProfileDomain.State(dataLoadingStatus: status)) {
      ProfileDomain()
    }

    await store.send(.fetchUserProfile)
  }

  @Test("a failed fetch shows an error the user can retry")
  func failureCanBeRetried() async {
    let attempts = LockedValue(0)
    let store = TestStore(initialState: ProfileDomain.State()) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = {
        let attempt = attempts.withValue { count in
          count += 1
          return count
        }
        if attempt == 1 { throw StubFailure() }
        return UserProfile.sample
      }
    }

    await store.send(.fetchUserProfile) { $0.dataLoadingStatus = .loading }
    await store.receive(.fetchUserProfileResponse(.failure(StubFailure()))) {
      $0.dataLoadingStatus = .error
    }
    #expect(store.state.shouldShowError)

    await store.send(.fetchUserProfile) { $0.dataLoadingStatus = .loading }
    await store.receive(ProfileDomain.Action.fetchUserProfileResponse) {
      $0.dataLoadingStatus = .success
      $0.profile = UserProfile.sample
    }
    #expect(attempts.value == 2)
  }

  @Test("editButtonTapped presents the form with the current username and email")
  func editPresentsTheForm() async {
    let store = TestStore(initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)) {
      ProfileDomain()
    }

    await store.send(.editButtonTapped) {
      $0.editProfile = EditProfileDomain.State(
        profile: UserProfile.sample, username: "johnd", email: "john@gmail.com")
    }
  }

  @Test("the form's delegate(.saved(profile)) stores the profile and closes the form")
  func savedStoresAndCloses() async {
    var edited = UserProfile.sample
    edited.username = "johnny"
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        editProfile: EditProfileDomain.State(profile: UserProfile.sample))
    ) {
      ProfileDomain()
    }

    await store.send(.editProfile(.presented(.delegate(.saved(edited))))) {
      $0.profile = edited
      $0.editProfile = nil
    }
  }

  @Test("editing, then Save: the form validates, tells the tab, and the tab stores and closes")
  func editingAndSaving() async {
    let store = TestStore(initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)) {
      ProfileDomain()
    }

    await store.send(.editButtonTapped) {
      $0.editProfile = EditProfileDomain.State(profile: UserProfile.sample)
    }
    await store.send(.editProfile(.presented(.binding(.set(\.email, "john@doe.org"))))) {
      $0.editProfile?.email = "john@doe.org"
    }
    await store.send(.editProfile(.presented(.view(.saveButtonTapped))))

    var expected = UserProfile.sample
    expected.email = "john@doe.org"
    await store.receive(.editProfile(.presented(.delegate(.saved(expected))))) {
      $0.profile = expected
      $0.editProfile = nil
    }
  }

  @Test("Cancel in the form dismisses it through the dismiss dependency; the profile is kept")
  func cancelDismissesTheForm() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        editProfile: EditProfileDomain.State(profile: UserProfile.sample, username: "changed", email: "x@y.z"))
    ) {
      ProfileDomain()
    }

    await store.send(.editProfile(.presented(.view(.cancelButtonTapped))))
    await store.receive(.editProfile(.dismiss)) { $0.editProfile = nil }
  }

  @Test("editProfile(.dismiss) closes the form and keeps the profile")
  func dismissClosesTheForm() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        editProfile: EditProfileDomain.State(profile: UserProfile.sample))
    ) {
      ProfileDomain()
    }

    await store.send(.editProfile(.dismiss)) { $0.editProfile = nil }
  }

  @Test(
    "isLoading and shouldShowError follow the status",
    arguments: [
      (DataLoadingStatus.notStarted, false, false), (.loading, true, false), (.success, false, false),
      (.error, false, true),
    ])
  func derivedFlags(status: DataLoadingStatus, isLoading: Bool, shouldShowError: Bool) {
    let state = ProfileDomain.State(dataLoadingStatus: status)
    #expect(state.isLoading == isLoading)
    #expect(state.shouldShowError == shouldShowError)
  }
}
