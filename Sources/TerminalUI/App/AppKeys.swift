/// The keys every app has (quit, help, the log, the chapter's text, the instructor's), as
/// buttons of the app's screen with `.keyboardShortcut`s, drawn nowhere: the footer and help
/// list them. A key the chapter's view does not take presses the button with that shortcut,
/// through the same shortcut lookup as the view's own buttons.
struct AppKeys: View, PrimitiveView {
  typealias Body = Never
  /// The buttons, each with its shortcut.
  var keys: [AppKey]

  func nodes(in context: ResolveContext) -> [ViewNode] {
    // Each key is the control `Button(title, action:).keyboardShortcut(key)` resolves to, made
    // at once: the keys are made again for every frame, and take no room (the runtime finds
    // them where it looks for controls).
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

/// One of the app's own keys: the character that presses it, what it does, and whether it
/// acts now (`<` does nothing before the first action).
struct AppKey {
  var key: Character
  var title: String
  var isEnabled = true
  var action: @MainActor () -> Void
}
