/// A value within a range, as SwiftUI's `Slider(value: $volume, in: 0...100)`: its label (if
/// any) and a track with a knob. It takes the focus like a button; Enter or space starts adjusting it, then ← and →
/// move the knob a step (a tenth of the range unless `step` says) until Enter, space or Esc, or
/// until the focus leaves it (Tab, Shift-Tab, ↑/↓). `onEditingChanged` hears `true` when
/// adjusting starts and `false` when it ends, as SwiftUI's does when a finger takes and lets go
/// of the knob.
public struct Slider<Label: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  /// Where the value stands between the bounds, 0 to 1, read when the slider is drawn.
  let fraction: @MainActor () -> Double
  let move: @MainActor (_ steps: Int) -> Void
  let onEditingChanged: (Bool) -> Void

  /// The knob's track, in cells.
  static var trackWidth: Int { 21 }

  /// A slider over `value` within `bounds`, moving by `step`, named by `label`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.onEditingChanged = onEditingChanged
    let span = bounds.upperBound - bounds.lowerBound
    fraction = { span > 0 ? Double((value.wrappedValue - bounds.lowerBound) / span) : 0 }
    let step = step.map { V($0) } ?? span / 10
    move = { steps in
      let moved = value.wrappedValue + V(steps) * step
      value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, moved))
    }
  }

  func nodes(in context: ResolveContext) -> [ViewNode] {
    let labelNodes = resolve(label, in: context.forLabel)
    let adjusting = ViewLocalState.current?.box(
      ViewLocalState.Key(identity: context.identity, owner: ObjectIdentifier(Slider.self), name: "adjusting"),
      initial: false)
    let isAdjusting = adjusting?.value == true
    let move = self.move
    let onEditingChanged = self.onEditingChanged
    let keys = ControlKeys(
      takes: { key in
        adjusting?.value == true && [.left, .right, .enter, .space, .escape].contains(key)
      },
      perform: { key in
        switch key {
        case .left: move(-1)
        case .right: move(1)
        default:
          adjusting?.value = false
          onEditingChanged(false)
        }
      },
      hints: isAdjusting ? [KeyHint("← →", "adjust"), KeyHint("Enter", "done")] : [],
      leave: {
        guard adjusting?.value == true else { return }
        adjusting?.value = false
        onEditingChanged(false)
      })
    let start = ButtonPrimitive(
      action: {
        adjusting?.value = true
        onEditingChanged(true)
      }, isPlain: true)
    let control = Control(
      identity: context.identity, title: ViewNode.title(of: labelNodes).nonEmpty ?? "Slider", primitive: start,
      shortcut: context.shortcut, help: context.help, isDisabled: context.isDisabled,
      focusBindings: context.focusBindings, keys: [keys])
    let track = ViewNode.text(TextRun(string: track(isAdjusting: isAdjusting), style: .plain, isSymbol: true))
    let row = ViewNode.stack(StackLayout(axis: .horizontal, alignment: .center, spacing: 1), labelNodes + [track])
    return [.control(control, label: [row])]
  }

  /// The track with the knob where the value is: `───────●─────────────`; while it is being
  /// adjusted, the knob is `◆` and arrows stand at the ends.
  private func track(isAdjusting: Bool) -> String {
    let width = Self.trackWidth
    let knob = Int((min(1, max(0, fraction())) * Double(width - 1)).rounded())
    let line = String(repeating: "─", count: knob) + (isAdjusting ? "◆" : "●")
      + String(repeating: "─", count: width - 1 - knob)
    return isAdjusting ? "← " + line + " →" : line
  }
}

extension Slider where Label == EmptyView {
  /// A slider over `value` within `bounds`: `Slider(value: $volume, in: 0...100)`;
  /// `onEditingChanged` hears when adjusting starts and ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged) { EmptyView() }
  }

  /// A slider over `value` within `bounds` that moves by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
  }
}

extension String {
  /// The string, or nil when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
