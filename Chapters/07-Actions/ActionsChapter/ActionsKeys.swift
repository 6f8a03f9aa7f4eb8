import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The keys. Which ones work depends on what is on top: the restore alert (← → move the focus,
/// Enter chooses, Esc cancels), the edit form (typing edits the focused field in place, Tab and
/// Shift-Tab move the focus, Enter saves, Esc cancels) or the profile (edit, restore).
enum ActionsKeys {
  typealias Binding = KeyBinding<ActionsAppDomain.State, ActionsAppDomain.Action, ActionsScreen>

  /// The bindings, in the order the footer and help list them.
  static var all: [Binding] {
    [
      .textInput(summary: "edit the focused field", when: hasFocusedField, perform: edit),
      Binding([.tab], command: "next-field", summary: "next field", when: isForm) { state, screen in
        moveFocus(by: 1, state, &screen)
      },
      Binding([.shiftTab], command: "previous-field", summary: "previous field", when: isForm) {
        state, screen in
        moveFocus(by: -1, state, &screen)
      },
      .send(
        .enter, command: "save", summary: "save", action: formView(.saveButtonTapped), when: isForm),
      .send(
        .escape, command: "cancel-edit", summary: "cancel", action: formView(.cancelButtonTapped),
        when: isForm),
      Binding([.left], command: "prev-button", summary: "prev button", when: hasAlert) {
        state, screen in
        openAlert(state)?.moveFocus(by: -1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.right, .tab], command: "next-button", summary: "next button", when: hasAlert) {
        state, screen in
        openAlert(state)?.moveFocus(by: 1, &screen.dialogFocus) ?? .ignored
      },
      Binding([.enter], command: "choose", summary: "choose", when: hasAlert) { state, screen in
        openAlert(state)?.chooseFocused(screen.dialogFocus) ?? .ignored
      },
      Binding([.escape], command: "cancel", summary: "cancel", when: hasAlert) { state, _ in
        openAlert(state)?.cancel() ?? .ignored
      },
      Binding([.character("e")], command: "edit", summary: "edit", when: isProfile) { _, screen in
        screen.cursor = nil
        return .send(.profile(.editButtonTapped))
      },
      .send(
        .character("R"), command: "restore", summary: "restore",
        action: .profile(.restoreButtonTapped), when: isProfile),
    ]
  }

  /// A form's view action, wrapped for the app.
  static func formView(_ action: EditProfileDomain.Action.View) -> ActionsAppDomain.Action {
    .profile(.destination(.presented(.editProfile(.view(action)))))
  }

  /// A binding of the form, wrapped for the app.
  static func formBinding(_ binding: BindingAction<EditProfileDomain.State>)
    -> ActionsAppDomain.Action
  {
    .profile(.destination(.presented(.editProfile(.binding(binding)))))
  }

  /// The open form, if it is on top.
  static func openForm(_ state: ActionsAppDomain.State) -> EditProfileDomain.State? {
    if case .editProfile(let form)? = state.profile.destination { return form }
    return nil
  }

  /// The edit form is on top.
  static func isForm(_ state: ActionsAppDomain.State, _: ActionsScreen) -> Bool {
    openForm(state) != nil
  }

  private static func hasFocusedField(_ state: ActionsAppDomain.State, _: ActionsScreen) -> Bool {
    openForm(state)?.focus != nil
  }

  /// The restore alert is on top.
  static func hasAlert(_ state: ActionsAppDomain.State, _: ActionsScreen) -> Bool {
    if case .alert? = state.profile.destination { return true }
    return false
  }

  /// The profile is on top, with nothing presented over it, and not loading.
  static func isProfile(_ state: ActionsAppDomain.State, _: ActionsScreen) -> Bool {
    state.profile.destination == nil && !state.profile.isLoading
  }

  /// An editing key in the focused field: the text changes in place (a binding of that field)
  /// or only the cursor moves (the screen's state, no action).
  private static func edit(
    _ key: Key, _ state: ActionsAppDomain.State, _ screen: inout ActionsScreen
  ) -> KeyOutcome<ActionsAppDomain.Action> {
    guard let form = openForm(state), let field = form.focus else { return .ignored }
    let text = field == .username ? form.username : form.email
    var editing = TextFieldState(text: text)
    editing.cursor = screen.position(in: form) ?? text.count
    guard editing.handle(key) else { return .ignored }
    screen.cursor = ActionsScreen.FieldCursor(field: field, position: editing.cursor)
    guard editing.text != text else { return .handled }
    switch field {
    case .username: return .send(formBinding(.set(\.username, editing.text)))
    case .email: return .send(formBinding(.set(\.email, editing.text)))
    }
  }

  /// Tab and Shift-Tab: the focus is state, so moving it is a binding of `focus`.
  private static func moveFocus(
    by offset: Int, _ state: ActionsAppDomain.State, _ screen: inout ActionsScreen
  ) -> KeyOutcome<ActionsAppDomain.Action> {
    guard let form = openForm(state) else { return .ignored }
    let fields = EditProfileDomain.State.Field.allCases
    let current = form.focus.flatMap(fields.firstIndex(of:)) ?? (offset > 0 ? -1 : 0)
    let next = fields[(current + offset + fields.count) % fields.count]
    screen.cursor = nil
    return .send(formBinding(.set(\.focus, next)))
  }

  /// The restore alert, if it is on top, as the shared `DialogOnTop`: its box, its identity, and
  /// what tapping each button sends: its action, or `.dismiss` for Cancel.
  private static func openAlert(
    _ state: ActionsAppDomain.State
  ) -> DialogOnTop<ActionsAppDomain.Action>? {
    guard case .alert(let alert)? = state.profile.destination else { return nil }
    return DialogOnTop(dialog: Dialog(alert: alert), id: alert.id) { index in
      alert.tap(buttonAt: index) { tapped in
        switch tapped {
        case .presented(let button): .profile(.destination(.presented(.alert(button))))
        case .dismiss: .profile(.destination(.dismiss))
        }
      }
    }
  }
}
