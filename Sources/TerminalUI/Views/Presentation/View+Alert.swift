import Composable

extension View {
  /// Shows the alert of a presented `AlertState` over this view:
  /// `.alert($store.scope(state: \.alert, action: Feature.Action.alert))`. A button sends its
  /// action as `.presented(action)` (the reducer clears the alert); a button without one sends
  /// `.dismiss`. Esc presses the cancel button; an alert without one cannot be waved away.
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    modified { nodes, context in
      guard let store = item.wrappedValue else { return nodes }
      let alert = store.state
      let layer = DialogLayer(
        kind: .alert, title: alert.title.string, message: alert.message?.string,
        buttons: alert.buttons, store: store, dismiss: { item.wrappedValue = nil }
      ).layer(in: context.child("alert").child(alert.id))
      return [.presenting(nodes, layer)]
    }
  }

  /// Shows the alert of a store scoped to `\.$alert`, TCA's older spelling:
  /// `.alert(store: store.scope(state: \.$alert, action: Feature.Action.alert))`.
  public func alert<Action>(
    store: Store<PresentationState<AlertState<Action>>, PresentationAction<Action>>
  ) -> some View {
    alert(Binding(presenting: store))
  }

  /// Shows the confirmation dialog of a presented `ConfirmationDialogState` over this view,
  /// its buttons one below the other; Esc presses the cancel button or sends `.dismiss`.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    modified { nodes, context in
      guard let store = item.wrappedValue else { return nodes }
      let dialog = store.state
      let layer = DialogLayer(
        kind: .dialog,
        title: dialog.titleVisibility == .hidden ? nil : dialog.title.string,
        message: dialog.message?.string, buttons: dialog.buttons, store: store,
        dismiss: { item.wrappedValue = nil }
      ).layer(in: context.child("dialog").child(dialog.id))
      return [.presenting(nodes, layer)]
    }
  }

  /// Shows the confirmation dialog of a store scoped to `\.$dialog`, TCA's older spelling.
  public func confirmationDialog<Action>(
    store: Store<
      PresentationState<ConfirmationDialogState<Action>>, PresentationAction<Action>
    >
  ) -> some View {
    confirmationDialog(Binding(presenting: store))
  }
}

extension Binding {
  /// A binding to the child store of a store scoped to a `PresentationState`: nil while nothing
  /// is presented, and writing nil sends `.dismiss`.
  init<Child, ChildAction>(
    presenting store: Store<PresentationState<Child>, PresentationAction<ChildAction>>
  ) where Value == Store<Child, ChildAction>? {
    self.init(
      get: { store.scope(state: \.wrappedValue, action: { $0 }) },
      set: { if $0 == nil, store.state.wrappedValue != nil { store.send(.dismiss) } },
      source: store.id)
  }
}

/// An alert or a confirmation dialog as a layer: its title, message and buttons, and what Esc
/// does there.
@MainActor
private struct DialogLayer<Child, Action> {
  var kind: Layer.Kind
  var title: String?
  var message: String?
  var buttons: [ButtonState<Action>]
  var store: Store<Child, Action>
  var dismiss: @MainActor () -> Void

  /// The layer at `context`: Esc presses the cancel button (which dismisses when it has no
  /// action); an alert without one cannot be waved away, so Esc does nothing there. A dialog, and
  /// an alert whose only button is the implicit OK, are dismissed.
  func layer(in context: ResolveContext) -> Layer {
    let shown = buttons.isEmpty ? [ButtonState<Action>(label: { "OK" })] : buttons
    let controls: [ViewNode] = shown.enumerated().map { index, button in
      let control = Control(
        identity: context.identity.child(index), title: button.label.string,
        primitive: ButtonPrimitive(action: press(button), role: button.role.map(ButtonRole.init)))
      return .control(control, label: [.text(TextRun(string: button.label.string, style: .plain))])
    }
    var content: [ViewNode] = []
    if let title { content.append(.text(TextRun(string: title, style: .bold))) }
    if let message { content.append(.text(TextRun(string: message, style: .plain))) }
    let buttonLayout = StackLayout(
      axis: kind == .alert ? .horizontal : .vertical, alignment: .center, spacing: kind == .alert ? 2 : 0)
    content.append(.stack(buttonLayout, controls))
    let cancel = shown.first { $0.role == .cancel }
    return Layer(
      identity: context.identity, kind: kind,
      content: [.stack(StackLayout(axis: .vertical, alignment: .center, spacing: 1), content)],
      escape: cancel.map(press) ?? (kind == .alert && !buttons.isEmpty ? nil : dismiss),
      escapeSummary: "cancel")
  }

  /// What pressing `button` does: send its action (`.presented(action)` to the parent), or
  /// dismiss when it has none.
  private func press(_ button: ButtonState<Action>) -> @MainActor () -> Void {
    let store = self.store
    let dismiss = self.dismiss
    return {
      if let action = button.action { store.send(action) } else { dismiss() }
    }
  }
}

extension ButtonRole {
  /// The view's role for a `ButtonState`'s.
  init(_ role: ButtonStateRole) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }
}
