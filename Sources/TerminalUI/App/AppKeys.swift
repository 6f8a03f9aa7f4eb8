/// The keys every app has (quit, help, the log, the chapter's text, the instructor's): buttons
/// with `.keyboardShortcut`s drawn nowhere, pressed through the same lookup as a view's own.
struct AppKeys: View, PrimitiveView {
  typealias Body = Never
  /// The buttons, each with its shortcut.
  var keys: [AppKey]

  func nodes(in context: ResolveContext) -> [ViewNode] {
    // Each key is the control `Button(title, action:).keyboardShortcut(key)` resolves to, taking
    // no room (the runtime finds controls there too).
    let buttons = keys.indices.map { index in
      let key = keys[index]
      let control = Control(
        identity: context.identity.child("appKeys").child(index), title: key.title,
        primitive: ButtonPrimitive(action: key.action), shortcut: .character(key.key), isDisabled: !key.isEnabled)
      return ViewNode.control(control, label: [])
    }
    return [.sized(SizedContent(nodes: { _, _ in [] }, unsized: buttons, fixedSize: (0, 0)))]
  }
}

/// One of the app's own keys: its character, what it does, whether it acts now.
struct AppKey {
  var key: Character
  var title: String
  var isEnabled = true
  var action: @MainActor () -> Void
}
