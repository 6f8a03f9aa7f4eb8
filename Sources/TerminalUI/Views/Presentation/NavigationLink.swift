import Composable

/// A button that pushes a screen onto the enclosing `NavigationStack`:
/// `NavigationLink("Details", state: Path.State.detail(…))` sends `.push(id:state:)`;
/// `NavigationLink("About") { AboutView() }` pushes the view itself, no store involved, until
/// Esc pops it.
public struct NavigationLink<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let state: Any?
  let label: Label
  /// For the older `isActive` spelling: the flag the link sets, and the screen shown while it
  /// holds.
  var activation: (isActive: Binding<Bool>, destination: @MainActor (ResolveContext) -> [ViewNode])?
  let fileID: StaticString
  let line: UInt

  /// A link showing `label` that pushes `state`.
  public init<P>(
    state: P?, @ViewBuilder label: () -> Label, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.state = state
    self.label = label()
    self.fileID = fileID
    self.line = line
  }

  /// A link showing `label` that pushes the view `destination`.
  public init<Destination: View>(
    destination: Destination, @ViewBuilder label: () -> Label, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(
      state: LinkedScreen { resolve(destination, in: $0) }, label: label, fileID: fileID, line: line)
  }

  /// A link showing `label` that pushes the view `destination` builds.
  public init<Destination: View>(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), label: label, fileID: fileID, line: line)
  }

  /// A link showing `label` that sets `isActive`; `destination` is pushed while it is true, and
  /// Esc sets it back to false. (SwiftUI's older spelling, still found in older code.)
  public init<Destination: View>(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(state: Optional<Bool>.none, label: label, fileID: fileID, line: line)
    activation = (isActive, { resolve(destination, in: $0) })
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    if let activation, activation.isActive.wrappedValue {
      context.presentDestination(activation.destination) { activation.isActive.wrappedValue = false }
    }
    let state = self.state
    let isActive = activation?.isActive
    let push = context.push
    let (fileID, line) = (self.fileID, self.line)
    let button = Button(action: {
      if let isActive {
        isActive.wrappedValue = true
        return
      }
      guard let state else { return }
      guard let push, push(state) else {
        let wanted = state is LinkedScreen ? "NavigationStack" : "NavigationStack whose path holds \(type(of: state))"
        reportIssue("A NavigationLink was pressed outside a \(wanted).", fileID: fileID, line: line)
        return
      }
    }) { label }
    return resolve(button, in: context)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `state`.
  public init<P>(
    _ title: some StringProtocol, state: P?, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(state: state, label: { Text(title) }, fileID: fileID, line: line)
  }

  /// A link titled `title` that pushes the view `destination`.
  public init<Destination: View>(
    _ title: some StringProtocol, destination: Destination, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(destination: destination, label: { Text(title) }, fileID: fileID, line: line)
  }

  /// A link titled `title` that pushes the view `destination` builds:
  /// `NavigationLink("About") { AboutView() }`.
  public init<Destination: View>(
    _ title: some StringProtocol, @ViewBuilder destination: () -> Destination,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), label: { Text(title) }, fileID: fileID, line: line)
  }

  /// A link titled `title` that sets `isActive`; `destination` is pushed while it is true.
  /// (SwiftUI's older spelling.)
  public init<Destination: View>(
    _ title: some StringProtocol, destination: Destination, isActive: Binding<Bool>,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination, isActive: isActive, label: { Text(title) }, fileID: fileID, line: line)
  }
}
