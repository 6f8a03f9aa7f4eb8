/// SwiftUI's older links driven by a binding, still found in Point-Free's case studies: the
/// `isActive` link with its destination last, and the `tag:selection:` link, active while the
/// selection holds its tag. Each pushes its destination onto the enclosing `NavigationStack`
/// while active; pressing it activates it, Esc deactivates it (the back button).
extension NavigationLink {
  /// A link showing `label` that sets `isActive`; the view `destination` builds is pushed while
  /// it is true.
  public init<Destination: View>(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), isActive: isActive, label: label, fileID: fileID, line: line)
  }

  /// A link showing `label` that writes `tag` to `selection`; the view `destination` builds is
  /// pushed while `selection` holds `tag`, and Esc writes nil.
  public init<Tag: Hashable, Destination: View>(
    tag: Tag, selection: Binding<Tag?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      destination: destination(), isActive: selection.isActive(for: tag), label: label, fileID: fileID,
      line: line)
  }

  /// A link showing `label` that writes `tag` to `selection`; `destination` is pushed while
  /// `selection` holds `tag`.
  public init<Tag: Hashable, Destination: View>(
    destination: Destination, tag: Tag, selection: Binding<Tag?>, @ViewBuilder label: () -> Label,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      destination: destination, isActive: selection.isActive(for: tag), label: label, fileID: fileID,
      line: line)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that sets `isActive`; the view `destination` builds is pushed while it
  /// is true: `NavigationLink("Load", isActive: $store.isActive.sending(…)) { CounterView(…) }`.
  public init<Destination: View>(
    _ title: some StringProtocol, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), isActive: isActive, label: { Text(title) }, fileID: fileID, line: line)
  }

  /// A link titled `title` that writes `tag` to `selection`; the view `destination` builds is
  /// pushed while `selection` holds `tag`: one link per row of a list, the row's id its tag.
  public init<Tag: Hashable, Destination: View>(
    _ title: some StringProtocol, tag: Tag, selection: Binding<Tag?>,
    @ViewBuilder destination: () -> Destination, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      destination: destination(), isActive: selection.isActive(for: tag), label: { Text(title) },
      fileID: fileID, line: line)
  }
}

extension Binding {
  /// Whether the selection holds `tag`: writing true selects it, writing false clears the
  /// selection if it still holds `tag` (another link may have been selected since).
  fileprivate func isActive<Tag: Hashable>(for tag: Tag) -> Binding<Bool> where Value == Tag? {
    Binding<Bool>(
      get: { wrappedValue == tag },
      set: { isActive in
        if isActive {
          wrappedValue = tag
        } else if wrappedValue == tag {
          wrappedValue = nil
        }
      })
  }
}
