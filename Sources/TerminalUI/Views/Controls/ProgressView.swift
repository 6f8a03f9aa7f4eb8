/// A spinner that turns while it is on screen: loading, sending an order.
public struct ProgressView: View, PrimitiveView {
  public typealias Body = Never
  let label: String?

  /// A spinner alone.
  public init() {
    label = nil
  }

  /// A spinner with a label beside it: `ProgressView("Sending your order…")`.
  public init(_ label: some StringProtocol) {
    self.label = String(label)
  }

  func nodes(in context: ResolveContext) -> [ViewNode] { [.progress(label)] }
}
