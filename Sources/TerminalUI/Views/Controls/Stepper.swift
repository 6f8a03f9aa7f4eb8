/// A value between a `-` and a `+` button, as SwiftUI's `Stepper`:
/// `Stepper("Servings", value: $servings, in: 1...8)`. Each button is a control of
/// its own (Tab or the arrows reach it, Enter or space presses it, `tap -` and `tap +` press the
/// nearest); the value stays within its bounds.
public struct Stepper<Label: View>: View {
  let label: Label
  /// The value as the stepper shows it, read when it is drawn; nil for a stepper of actions.
  let value: (@MainActor () -> String)?
  let increment: @MainActor () -> Void
  let decrement: @MainActor () -> Void

  /// A stepper that runs `onIncrement` on `+` and `onDecrement` on `-`, showing `label`.
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    value = nil
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  /// A stepper that moves `value` by `step` within `bounds`, showing `label`;
  /// `onEditingChanged` hears `true` before each press changes the value and `false` after, as
  /// SwiftUI's does when a finger presses and lifts.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = { "\(value.wrappedValue)" }
    increment = {
      onEditingChanged(true)
      value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
      onEditingChanged(false)
    }
    decrement = {
      onEditingChanged(true)
      value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
      onEditingChanged(false)
    }
  }

  /// A stepper that moves `value` by `step`, without bounds, showing `label`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.value = { "\(value.wrappedValue)" }
    increment = {
      onEditingChanged(true)
      value.wrappedValue = value.wrappedValue.advanced(by: step)
      onEditingChanged(false)
    }
    decrement = {
      onEditingChanged(true)
      value.wrappedValue = value.wrappedValue.advanced(by: -step)
      onEditingChanged(false)
    }
  }

  public var body: some View {
    HStack {
      label
      Spacer()
      Button("-", action: decrement)
      if let value { Text(value()).bold() }
      Button("+", action: increment)
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` that runs `onIncrement` on `+` and `onDecrement` on `-`.
  public init(
    _ title: some StringProtocol, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
  }

  /// A stepper titled `title` that moves `value` by `step` within `bounds`:
  /// `Stepper("Servings", value: $servings, in: 1...8)`.
  public init<V: Strideable>(
    _ title: some StringProtocol, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }

  /// A stepper titled `title` that moves `value` by `step`, without bounds.
  public init<V: Strideable>(
    _ title: some StringProtocol, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
  }
}
