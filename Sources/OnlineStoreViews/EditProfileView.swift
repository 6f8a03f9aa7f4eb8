import Composable
import OnlineStore
import TerminalUI

/// The profile's edit form, drawn from the store of `EditProfileDomain`: Cancel and Save in the
/// toolbar, the username and email fields bound with `$store.username` and `$store.email`, the
/// focus as state (`.focused($store.focus, equals: .username)`, so the reducer can move it to
/// the field a save refused), and the validation message. A focused field takes typing; Tab
/// moves on; Esc leaves the field, and Esc again closes the sheet.
public struct EditProfileView: View, ViewActionSending {
  /// The form's store.
  @Bindable public var store: StoreOf<EditProfileDomain>

  /// The form drawn from `store`.
  public init(store: StoreOf<EditProfileDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      TextField("Username", text: $store.username)
        .focused($store.focus, equals: .username)
      TextField("Email", text: $store.email)
        .focused($store.focus, equals: .email)
      if let message = store.validationMessage {
        Text("✗ \(message)").foregroundStyle(.red)
      }
      Spacer()
    }
    .navigationTitle("Edit profile")
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button("Cancel") { send(.cancelButtonTapped) }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { send(.saveButtonTapped) }
      }
    }
  }
}
