import Composable
import ComposableTesting
import OnlineStore
import TestTags
import Testing

/// The Profile tab: loading once, retrying after a failure, and its two destinations, the edit
/// form and the restore alert, one at a time.
@MainActor
@Suite("ProfileDomain", .tags(.app, .actions), .timeLimit(.minutes(1)))
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
      $0.destination = .editProfile(
        EditProfileDomain.State(
          profile: UserProfile.sample, username: "johnd", email: "john@gmail.com", focus: .username))
    }
  }

  @Test("the form's delegate(.saved(profile)) stores the profile and closes the form")
  func savedStoresAndCloses() async {
    var edited = UserProfile.sample
    edited.username = "johnny"
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .editProfile(EditProfileDomain.State(profile: UserProfile.sample)))
    ) {
      ProfileDomain()
    }

    await store.send(.destination(.presented(.editProfile(.delegate(.saved(edited)))))) {
      $0.profile = edited
      $0.destination = nil
    }
  }

  @Test("editing, then Save: the form validates, tells the tab, and the tab stores and closes")
  func editingAndSaving() async {
    let store = TestStore(initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)) {
      ProfileDomain()
    }

    await store.send(.editButtonTapped) {
      $0.destination = .editProfile(EditProfileDomain.State(profile: UserProfile.sample))
    }
    await store.send(.destination(.presented(.editProfile(.binding(.set(\.email, "john@doe.org")))))) {
      $0.destination?.modify(ProfileDomain.Destination.State.editProfile) { $0.email = "john@doe.org" }
    }
    await store.send(.destination(.presented(.editProfile(.view(.saveButtonTapped)))))

    var expected = UserProfile.sample
    expected.email = "john@doe.org"
    await store.receive(.destination(.presented(.editProfile(.delegate(.saved(expected)))))) {
      $0.profile = expected
      $0.destination = nil
    }
  }

  @Test("Cancel in the form dismisses it through the dismiss dependency; the profile is kept")
  func cancelDismissesTheForm() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .editProfile(
          EditProfileDomain.State(profile: UserProfile.sample, username: "changed", email: "x@y.z")))
    ) {
      ProfileDomain()
    }

    await store.send(.destination(.presented(.editProfile(.view(.cancelButtonTapped)))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test("destination(.dismiss) closes the form and keeps the profile")
  func dismissClosesTheForm() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success,
        destination: .editProfile(EditProfileDomain.State(profile: UserProfile.sample)))
    ) {
      ProfileDomain()
    }

    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test("restoreButtonTapped presents the restore alert: its title, message, roles and actions")
  func restorePresentsTheAlert() async {
    let store = TestStore(initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)) {
      ProfileDomain()
    }

    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }

    let alert = AlertState<ProfileDomain.Destination.Alert>.restoreProfile
    #expect(alert.title == TextState("Restore your profile?"))
    #expect(alert.message == TextState("This discards your edits and loads the profile from the store."))
    #expect(alert.buttons.map(\.label.string) == ["Restore", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
    #expect(alert.buttons.map(\.action) == [.confirmRestore, nil])
  }

  @Test("Restore clears the alert and reloads the profile, even one already loaded")
  func confirmRestoreReloads() async {
    var edited = UserProfile.sample
    edited.username = "edited"
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: edited, dataLoadingStatus: .success, destination: .alert(.restoreProfile))
    ) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.destination(.presented(.alert(.confirmRestore)))) {
      $0.destination = nil
      $0.dataLoadingStatus = .loading
    }
    await store.receive(.fetchUserProfileResponse(.success(UserProfile.sample))) {
      $0.dataLoadingStatus = .success
      $0.profile = UserProfile.sample
    }
  }

  @Test("Cancel on the restore alert (no action: .dismiss) clears it and loads nothing")
  func cancelRestore() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success, destination: .alert(.restoreProfile))
    ) {
      ProfileDomain()
    }

    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test("presenting one destination replaces the other: the form replaces the alert, and back")
  func oneDestinationAtATime() async {
    let store = TestStore(initialState: ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)) {
      ProfileDomain()
    }

    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }
    await store.send(.editButtonTapped) {
      $0.destination = .editProfile(EditProfileDomain.State(profile: UserProfile.sample))
    }
    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }
  }

  @Test("an action of the form while the alert is presented is reported and changes nothing")
  func formActionWhileTheAlertIsShown() async {
    let store = TestStore(
      initialState: ProfileDomain.State(
        profile: UserProfile.sample, dataLoadingStatus: .success, destination: .alert(.restoreProfile))
    ) {
      ProfileDomain()
    }

    await withKnownIssue {
      await store.send(.destination(.presented(.editProfile(.view(.saveButtonTapped)))))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.contains("received a child action when the state was in another case: \".alert\"")
        && message.contains(".editProfile(.view(.saveButtonTapped))")
    }
    #expect(store.state.destination == .alert(.restoreProfile))
  }

  @Test("Restore while a reload is on its way starts it again: one answer arrives, not two")
  func restoreReplacesAFetchInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: ProfileDomain.State()) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { @Sendable in
        try await clock.sleep(for: .seconds(1))
        return UserProfile.sample
      }
    }

    await store.send(.fetchUserProfile) { $0.dataLoadingStatus = .loading }
    await store.send(.restoreButtonTapped) { $0.destination = .alert(.restoreProfile) }
    await store.send(.destination(.presented(.alert(.confirmRestore)))) { $0.destination = nil }
    await clock.advance(by: .seconds(1))
    await store.receive(.fetchUserProfileResponse(.success(UserProfile.sample))) {
      $0.dataLoadingStatus = .success
      $0.profile = UserProfile.sample
    }
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
