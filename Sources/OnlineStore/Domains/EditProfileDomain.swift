import Composable

/// The form that edits the profile's username and email, presented as a sheet from the Profile
/// tab.
///
/// Its fields are bound to the state (`BindableAction`), and so is the focus: which field the
/// cursor is in. Editing a field clears the validation message; saving validates the fields,
/// moves the focus to the first bad one, or, when they are valid, hands the edited profile to
/// the parent with `delegate(.saved(profile))`.
public struct EditProfileDomain: Reducer, Sendable {
  /// The form's fields and what is wrong with them.
  public struct State: Equatable, Sendable {
    /// The profile being edited, as it was when the form opened.
    public let profile: UserProfile
    /// The username field.
    public var username: String
    /// The email field.
    public var email: String
    /// Why the last save was refused, shown under the fields; nil when there is nothing to say.
    public var validationMessage: String?
    /// The field the cursor is in; nil when no field has the focus.
    public var focus: Field?

    /// A form for `profile`, its fields holding the profile's username and email, the cursor in
    /// the username.
    public init(profile: UserProfile) {
      self.init(profile: profile, username: profile.username, email: profile.email)
    }

    /// A form for `profile` with the given field contents, message and focus (by default the
    /// username).
    public init(
      profile: UserProfile, username: String, email: String, validationMessage: String? = nil,
      focus: Field? = .username
    ) {
      self.profile = profile
      self.username = username
      self.email = email
      self.validationMessage = validationMessage
      self.focus = focus
    }

    /// The form's fields, in the order Tab visits them.
    public enum Field: Equatable, Hashable, Sendable, CaseIterable {
      /// The username field.
      case username
      /// The email field.
      case email
    }
  }

  /// Everything that can happen in the form.
  public enum Action: Equatable, Sendable, BindableAction, ViewAction {
    /// A field edited in place.
    case binding(BindingAction<State>)
    /// What the form tells its parent.
    case delegate(Delegate)
    /// What the form's view sends.
    case view(View)

    /// What the form tells its parent.
    public enum Delegate: Equatable, Sendable {
      /// The user saved valid fields: the profile with the new username and email.
      case saved(UserProfile)
    }

    /// What the form's view sends.
    public enum View: Equatable, Sendable {
      /// The "Save" button.
      case saveButtonTapped
      /// The "Cancel" button.
      case cancelButtonTapped
    }
  }

  /// Shown when the username field is empty.
  public static let emptyUsernameMessage = "The username cannot be empty."
  /// Shown when the email field does not hold one "@" followed, later, by a dot.
  public static let invalidEmailMessage =
    "The email needs one \"@\" and a dot after it, like name@example.com."

  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  /// Bindings first, so the form's logic sees the fields as edited; editing a field clears the
  /// message; then saving and cancelling.
  public var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.username) { _, _ in
        Reduce { state, _ in
          state.validationMessage = nil
          return .none
        }
      }
      .onChange(of: \.email) { _, _ in
        Reduce { state, _ in
          state.validationMessage = nil
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .view(.saveButtonTapped):
        if let (field, problem) = validationProblem(username: state.username, email: state.email) {
          state.validationMessage = problem
          state.focus = field
          return .none
        }
        state.validationMessage = nil
        var edited = state.profile
        edited.username = state.username
        edited.email = state.email
        return .send(.delegate(.saved(edited)))

      case .view(.cancelButtonTapped):
        return .run { _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }

  /// The first field that cannot be saved and what is wrong with it, or nil when both can.
  private func validationProblem(username: String, email: String) -> (State.Field, String)? {
    if username.allSatisfy(\.isWhitespace) {
      return (.username, Self.emptyUsernameMessage)
    }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].contains(".") else {
      return (.email, Self.invalidEmailMessage)
    }
    return nil
  }
}
