import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI
import TestTags
import Testing

/// The profile and its edit form in SwiftUI's shape, driven by titles through `ViewHost` on a
/// real store: `.onAppear` loads it, Edit and Restore present the two cases of the destination,
/// the form's fields take typing and its focus is the state's.
@MainActor
@Suite("ProfileView and EditProfileView", .tags(.app, .actions), .timeLimit(.minutes(1)))
struct ProfileViewTests {
  /// A store of the embedded user's profile, on the offline client that answers at once.
  func makeStore(status: DataLoadingStatus = .success) throws -> StoreOf<ProfileDomain> {
    let profile = try EmbeddedCatalog.userProfile()
    return Store(initialState: ProfileDomain.State(profile: profile, dataLoadingStatus: status)) {
      ProfileDomain()
    } withDependencies: {
      $0.apiClient = .offline()
      $0.continuousClock = ImmediateClock()
    }
  }

  @Test(".onAppear loads the profile: a spinner, then the name capitalised, username and email")
  func loads() async throws {
    let store = try makeStore(status: .notStarted)
    let host = ViewHost(ProfileView(store: store), columns: 60, rows: 10)

    #expect(host.screen.contains("Loading the profile…"))
    for _ in 0..<50 where store.dataLoadingStatus != .success { await Task.yield() }
    #expect(host.screen.contains("John Doe"))
    #expect(host.screen.contains("Username johnd"))
    #expect(host.screen.contains("[ Restore ]"))
  }

  @Test("Edit presents the form with the focus in the username; typing edits it; Tab moves on")
  func form() throws {
    let store = try makeStore()
    let host = ViewHost(ProfileView(store: store), columns: 60, rows: 12)

    host.tap("Edit")
    #expect(host.focusedTitle == "Username")
    host.type("!")
    host.press(.tab)

    guard case .editProfile(let form)? = store.destination else {
      Issue.record("no form presented")
      return
    }
    #expect(form.username == "johnd!")
    #expect(form.focus == .email)
    #expect(host.focusedTitle == "Email")
  }

  @Test("a refused save writes the bad field to focus, and the view puts the focus there")
  func refusedSaveMovesTheFocus() throws {
    let store = try makeStore()
    let host = ViewHost(ProfileView(store: store), columns: 100, rows: 12)
    host.tap("Edit")
    host.press(.tab)
    host.type("@x")

    host.tap("Save")

    #expect(host.focusedTitle == "Email")
    #expect(host.screen.contains("✗ \(EditProfileDomain.invalidEmailMessage)"))
  }

  @Test("Restore asks with an alert; its Restore reloads the profile")
  func restore() throws {
    let store = try makeStore()
    let host = ViewHost(ProfileView(store: store), columns: 70, rows: 14)

    host.tap("Restore")
    #expect(host.screen.contains("Restore your profile?"))
    host.tap("Restore")  // the alert's button: the alert is the layer on top

    #expect(store.destination == nil)
    #expect(store.dataLoadingStatus == .loading)
  }
}
