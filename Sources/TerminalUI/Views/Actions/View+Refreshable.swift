extension View {
  /// Lets the user refresh the view, as SwiftUI's pull to refresh: while a control inside has
  /// the focus, ^R (the footer says `^R refresh`) runs `action`, and a spinner saying
  /// "Refreshing…" stands above the content until it returns. A second ^R while it runs does
  /// nothing. `.refreshable { await store.send(.refresh).finish() }`.
  public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
    modified { nodes, context in
      let isRefreshing = ViewLocalState.current?.box(
        ViewLocalState.Key(identity: context.identity, owner: ObjectIdentifier(ViewLocalState.self), name: "refreshing"),
        initial: false)
      let refresh = ControlKeys(
        takes: { $0 == refreshKey },
        perform: { _ in
          guard let isRefreshing, !isRefreshing.value else { return }
          isRefreshing.value = true
          Task.immediate {
            await action()
            isRefreshing.value = false
          }
        },
        hints: [KeyHint(refreshKey.label, "refresh")])
      let content = nodes.map { $0.addingKeys(refresh) }
      guard isRefreshing?.value == true else { return content }
      return [.stack(StackLayout(axis: .vertical, alignment: .leading, spacing: 0), [.progress("Refreshing…")] + content)]
    }
  }
}

/// The key that refreshes a `.refreshable` view: ^R, as a browser reloads (`r` opens the
/// chapter's reader).
let refreshKey = Key.control("r")
