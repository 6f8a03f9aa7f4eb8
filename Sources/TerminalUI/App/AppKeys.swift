/// The keys every app has (quit, help, the log, the chapter's text, the instructor's): buttons
/// with `.keyboardShortcut`s that take no room and are drawn nowhere, pressed through the same
/// lookup as a view's own.
struct AppKeys<Content: View>: View, PrimitiveView {
  typealias Body = Never
  /// The buttons, each with its shortcut.
  @ViewBuilder let content: Content

  func nodes(in context: ResolveContext) -> [ViewNode] {
    // The runtime finds controls in a sized view's unsized nodes too.
    let buttons = resolve(content, in: context.child("appKeys"))
    return [.sized(SizedContent(nodes: { _, _ in [] }, unsized: buttons, fixedSize: (0, 0)))]
  }
}
