extension View {
  /// Lets the user refresh the view, as SwiftUI's pull to refresh: while a control inside has
  /// the focus, ^R (the footer says `^R refresh`) runs `action`, and a spinner saying
  /// "Refreshing…" stands above the content until it returns. A second ^R while it runs does
  /// nothing. Content without a control of its own (a list of texts) gets a `↻ Refresh` row
  /// above it to hold the focus, which Enter presses too.
  /// `.refreshable { await store.send(.refresh).finish() }`.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modified { nodes, context in
      let isRefreshing = ViewLocalState.current?.box(
        ViewLocalState.Key(identity: context.identity, owner: ObjectIdentifier(ViewLocalState.self), name: "refreshing"),
        initial: false)
      let refresh: @MainActor () -> Void = {
        guard let isRefreshing, !isRefreshing.value else { return }
        isRefreshing.value = true
        Task.immediate {
          await action()
          isRefreshing.value = false
        }
      }
      let keys = ControlKeys(
        takes: { $0 == refreshKey }, perform: { _ in refresh() }, hints: [KeyHint(refreshKey.label, "refresh")])
      var content = nodes.map { $0.addingKeys(keys) }
      let column = StackLayout(axis: .vertical, alignment: .leading, spacing: 0)
      if isRefreshing?.value == true {
        content = [.stack(column, [.progress("Refreshing…")] + content)]
      } else if ViewNode.controls(in: content).isEmpty {
        let button = Control(
          identity: context.identity.child("refresh"), title: "Refresh",
          primitive: ButtonPrimitive(action: refresh, isPlain: true), isDisabled: context.isDisabled, keys: [keys])
        let label = ViewNode.text(TextRun(string: "↻ Refresh", style: .dim))
        content = [.stack(column, [.control(button, label: [label])] + content)]
      }
      return content
    }
  }
}

/// The key that refreshes a `.refreshable` view: ^R, as a browser reloads (`r` opens the
/// chapter's reader).
let refreshKey = Key.control("r")
