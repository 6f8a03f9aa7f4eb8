import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The chapter's screen: the store's `ProfileView` (the form and the restore alert are its
/// presentations), and under it a line with where the form's focus is, as state, and what the
/// parent heard through the delegate.
struct ActionsView: View {
  /// The app's store.
  let store: StoreOf<ActionsAppDomain>

  var body: some View {
    VStack(alignment: .leading) {
      ProfileView(store: store.scope(state: \.profile, action: ActionsAppDomain.Action.profile))
      Spacer()
      Divider()
      HStack {
        Text(formFocus).bold()
        Spacer()
        Text(heard).foregroundStyle(.secondary)
      }
    }
  }

  /// `focus: .email` while the form is open, else the destination.
  private var formFocus: String {
    switch store.profile.destination {
    case .editProfile(let form): "focus: \(form.focus.map { ".\($0)" } ?? "nil")"
    case .alert: "destination: .alert"
    case nil: "destination: nil"
    }
  }

  /// What the parent counted: unsaved edits, and saves it heard of.
  private var heard: String {
    let edits = store.unsavedEdits
    return "parent: \(edits) unsaved edit\(edits == 1 ? "" : "s") · saved \(store.savedCount)×"
  }
}
