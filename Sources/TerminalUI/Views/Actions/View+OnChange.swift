extension View {
  /// Runs `action` with the old and the new value when `value` changes from one frame to the
  /// next (and with the value twice when the view appears, if `initial`), after the frame is
  /// drawn: `.onChange(of: query) { oldValue, newValue in … }`.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    modified { nodes, context in
      guard let local = ViewLocalState.current else { return nodes }
      let last = local.box(
        ViewLocalState.Key(identity: context.identity, owner: ObjectIdentifier(Value.self), name: "onChange"),
        initial: Value?.none)
      if let old = last.value {
        if old != value { local.afterFrame { action(old, value) } }
      } else if initial {
        local.afterFrame { action(value, value) }
      }
      last.value = value
      return nodes
    }
  }

  /// Runs `action` when `value` changes (and when the view appears, if `initial`).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value when `value` changes (SwiftUI's older spelling).
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void
  ) -> some View {
    onChange(of: value) { _, newValue in action(newValue) }
  }
}
