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

extension ProfileDomain.Destination.State {
  /// The edit form while it is the destination, else nil: what TCA's `@CasePathable` gives as
  /// `\.destination?.editProfile`, for `$store.scope(state:action:)` in a view.
  public var editProfile: EditProfileDomain.State? {
    guard case .editProfile(let form) = self else { return nil }
    return form
  }

  /// The restore alert while it is the destination, else nil: `\.destination?.alert`.
  public var alert: AlertState<ProfileDomain.Destination.Alert>? {
    guard case .alert(let alert) = self else { return nil }
    return alert
  }
}

extension ProfileDomain.Action {
  /// An action of the presented edit form, or its dismissal, as the profile's: TCA's
  /// `\.destination.editProfile`.
  public static func destinationEditProfile(
    _ action: PresentationAction<EditProfileDomain.Action>
  ) -> Self {
    switch action {
    case .dismiss: .destination(.dismiss)
    case .presented(let action): .destination(.presented(.editProfile(action)))
    }
  }

  /// A button of the presented restore alert, or its dismissal, as the profile's: TCA's
  /// `\.destination.alert`.
  public static func destinationAlert(
    _ action: PresentationAction<ProfileDomain.Destination.Alert>
  ) -> Self {
    switch action {
    case .dismiss: .destination(.dismiss)
    case .presented(let action): .destination(.presented(.alert(action)))
    }
  }
}
