import Composable
import OnlineStore
import TerminalUI

/// The seed's profile screen, drawn from the store of `ProfileDomain`: a spinner while loading,
/// the error with Retry, or the full name (capitalised), the username and the email with Edit
/// and Restore. Edit presents `EditProfileView` as a sheet and Restore asks with an alert, both
/// from the one `destination` (`$store.scope(state: \.destination?.editProfile, …)`).
/// `.onAppear` asks for the profile when the screen appears.
///
/// ```
///  John Doe
///  Username  johnd
///  Email     john@gmail.com
///  [ Edit ]  [ Restore ]
/// ```
public struct ProfileView: View {
  /// The profile's store.
  @Bindable public var store: StoreOf<ProfileDomain>

  /// The profile drawn from `store`.
  public init(store: StoreOf<ProfileDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      switch store.dataLoadingStatus {
      case .notStarted, .loading:
        ProgressView("Loading the profile…")
      case .error:
        Text("✗ The profile could not be loaded.").foregroundStyle(.red)
        Button("Retry") { store.send(.fetchUserProfile) }
      case .success:
        Text(fullName).bold()
        HStack {
          Text("Username").foregroundStyle(.secondary)
          Text(store.profile.username)
        }
        HStack {
          Text("Email   ").foregroundStyle(.secondary)
          Text(store.profile.email)
        }
        HStack {
          Button("Edit") { store.send(.editButtonTapped) }
            .keyboardShortcut("e")
          Button("Restore", role: .destructive) { store.send(.restoreButtonTapped) }
        }
      }
    }
    .navigationTitle("Profile")
    // Not `.task { await store.send(…).finish() }`, which ties the load to the screen: leaving
    // the tab while it loads would cancel it, and the profile, still "loading", would ignore the
    // next ask.
    .onAppear { store.send(.fetchUserProfile) }
    .sheet(
      item: $store.scope(
        state: \.destination?.editProfile, action: ProfileDomain.Action.destinationEditProfile)
    ) {
      EditProfileView(store: $0)
    }
    .alert($store.scope(state: \.destination?.alert, action: ProfileDomain.Action.destinationAlert))
  }

  /// "John Doe": the first and last names, each capitalised.
  private var fullName: String {
    [store.profile.firstName, store.profile.lastName].filter { !$0.isEmpty }.map(\.capitalized)
      .joined(separator: " ")
  }
}
