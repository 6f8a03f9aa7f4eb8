import Composable

extension ProfileDomain {
  /// What the Profile tab can present, one at a time: the edit form as a sheet, or the restore
  /// alert. One optional enum instead of two optionals, so "both at once" cannot be written.
  public struct Destination: Reducer, Sendable {
    /// The presented destination and its state.
    public enum State: Equatable, Sendable, CaseReducerState {
      /// The edit form, a sheet.
      case editProfile(EditProfileDomain.State)
      /// "Restore your profile?".
      case alert(AlertState<Alert>)
    }

    /// An action of the presented destination.
    public enum Action: Equatable, Sendable {
      /// An action of the edit form.
      case editProfile(EditProfileDomain.Action)
      /// A button of the alert.
      case alert(Alert)
    }

    /// The buttons of the restore alert that do something ("Cancel" only closes it).
    public enum Alert: Equatable, Sendable {
      /// "Restore": reload the profile from the API client.
      case confirmRestore
    }

    /// Creates the reducer.
    public init() {}

    /// The form's reducer in its case; the alert has no reducer: its buttons are the parent's.
    public var body: some ReducerOf<Self> {
      Scope(state: State.editProfile, action: Action.editProfile) {
        EditProfileDomain()
      }
    }
  }
}

extension AlertState where Action == ProfileDomain.Destination.Alert {
  /// "Restore your profile?": "Restore" (destructive) reloads the profile; "Cancel" (cancel role,
  /// no action) only closes the alert.
  public static var restoreProfile: Self {
    AlertState {
      TextState("Restore your profile?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmRestore) { TextState("Restore") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This discards your edits and loads the profile from the store.")
    }
  }
}
