import Composable
import ComposableTesting
import OnlineStore
import SheetsChapter
import TestTags
import Testing

/// The seed's "Optional States": the profile exists only while it is open
/// (`var profile: ProfileDomain.State?`, no `@Presents`), and `ifLet(\.profile, …)` runs
/// `ProfileDomain` on it while it is there.
@MainActor
@Suite("Optional state and ifLet", .tags(.sheets), .timeLimit(.minutes(1)))
struct OptionalStateTests {
  @Test("opening builds the state and loads it; the child's effect feeds back into the child")
  func openingLoads() async {
    let store = TestStore(initialState: SheetsAppDomain.State()) {
      SheetsAppDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.profileButtonTapped) { $0.profile = ProfileDomain.State() }
    await store.receive(.profile(.fetchUserProfile)) { $0.profile?.dataLoadingStatus = .loading }
    await store.receive(.profile(.fetchUserProfileResponse(.success(UserProfile.sample)))) {
      $0.profile?.dataLoadingStatus = .success
      $0.profile?.profile = UserProfile.sample
    }
  }

  @Test("closing sets the state to nil, and ifLet cancels the load still on its way")
  func closingCancelsTheLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: SheetsAppDomain.State()) {
      SheetsAppDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = {
        try await clock.sleep(for: .seconds(1))
        return UserProfile.sample
      }
    }

    await store.send(.profileButtonTapped) { $0.profile = ProfileDomain.State() }
    await store.receive(.profile(.fetchUserProfile)) { $0.profile?.dataLoadingStatus = .loading }
    await store.send(.closeProfileTapped) { $0.profile = nil }
    // The answer would come now; the effect is gone, so nothing arrives (an exhaustive store
    // would fail on an unreceived action or a running effect).
    await clock.advance(by: .seconds(1))
  }

  @Test("an action for the profile while it is closed is reported, and changes nothing")
  func actionForAbsentState() async {
    let store = TestStore(initialState: SheetsAppDomain.State()) {
      SheetsAppDomain()
    }

    await withKnownIssue {
      await store.send(.profile(.editButtonTapped))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined(separator: "\n")
      return message.contains("received a child action when child state was \"nil\"")
        && message.contains("SheetsAppDomain.Action.profile(.editButtonTapped)")
    }
    #expect(store.state.profile == nil)
  }

  @Test("opened again, the profile starts from scratch: nothing of the last visit is kept")
  func reopeningStartsOver() async {
    var edited = UserProfile.sample
    edited.username = "johnny"
    let store = TestStore(
      initialState: SheetsAppDomain.State(
        profile: ProfileDomain.State(profile: edited, dataLoadingStatus: .success))
    ) {
      SheetsAppDomain()
    } withDependencies: {
      $0.apiClient.fetchUserProfile = { UserProfile.sample }
    }

    await store.send(.closeProfileTapped) { $0.profile = nil }
    await store.send(.profileButtonTapped) { $0.profile = ProfileDomain.State() }
    await store.receive(.profile(.fetchUserProfile)) { $0.profile?.dataLoadingStatus = .loading }
    await store.receive(.profile(.fetchUserProfileResponse(.success(UserProfile.sample)))) {
      $0.profile?.dataLoadingStatus = .success
      $0.profile?.profile = UserProfile.sample
    }
  }
}
