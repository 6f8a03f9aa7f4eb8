extension View {
  /// Turns the controls inside off: drawn dim, skipped by the focus, refused when tapped.
  public func disabled(_ isDisabled: Bool) -> some View {
    inheriting { context in
      var context = context
      context.isDisabled = context.isDisabled || isDisabled
      return context
    }
  }

  /// Binds a key to the button inside: pressing it anywhere on the button's layer presses the
  /// button, as long as no text field has the focus.
  public func keyboardShortcut(_ key: KeyEquivalent) -> some View {
    binding(key.key)
  }

  /// Binds the standard key of `shortcut` (`.defaultAction`: Enter, `.cancelAction`: Esc).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    binding(shortcut.key)
  }

  /// Says what the control inside does, as SwiftUI's help text does for a pointer or VoiceOver:
  /// here the footer lists its shortcut under these words, grouped with every shortcut whose
  /// control says the same (`Button("↓") { … }.keyboardShortcut(.downArrow).help("scroll")`).
  public func help(_ text: some StringProtocol) -> some View {
    inheriting { context in
      var context = context
      context.help = String(text)
      return context
    }
  }

  private func binding(_ key: Key) -> some View {
    inheriting { context in
      var context = context
      context.shortcut = key
      return context
    }
  }

  /// Ties the control inside to a focus field of the state, in place of `@FocusState` and
  /// `.bind`: the control gets the focus when `binding` holds `value`, and getting the focus
  /// writes `value` (moving it to a control without such a binding writes nil).
  public func focused<Value: Hashable>(_ binding: Binding<Value?>, equals value: Value) -> some View {
    let focusBinding = FocusBinding(
      source: binding.source,
      isFocused: { binding.wrappedValue == value },
      focus: { if binding.wrappedValue != value { binding.wrappedValue = value } },
      clear: { if binding.wrappedValue != nil { binding.wrappedValue = nil } },
      isSet: { binding.wrappedValue != nil })
    return inheriting { context in
      var context = context
      context.focusBindings.append(focusBinding)
      return context
    }
  }

  /// Ties the control inside to a true/false focus field of the state.
  public func focused(_ condition: Binding<Bool>) -> some View {
    let focusBinding = FocusBinding(
      source: condition.source,
      isFocused: { condition.wrappedValue },
      focus: { if !condition.wrappedValue { condition.wrappedValue = true } },
      clear: { if condition.wrappedValue { condition.wrappedValue = false } },
      isSet: { condition.wrappedValue })
    return inheriting { context in
      var context = context
      context.focusBindings.append(focusBinding)
      return context
    }
  }

  /// Names the screen the view is on: a navigation stack's breadcrumb and a sheet's border show
  /// it.
  public func navigationTitle(_ title: some StringProtocol) -> some View {
    let title = String(title)
    return modified { nodes, _ in [.titled(title, nodes)] }
  }

  /// Runs `action` when the view appears: once per appearance, not once per redraw.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modified { nodes, context in
      guard let action else { return nodes }
      let hook = AppearanceHook(identity: context.identity.child("onAppear"), kind: .onAppear(action))
      return [.hooked(hook, nodes)]
    }
  }

  /// Starts `action` when the view appears and cancels it when the view goes:
  /// `.task { await store.send(.task).finish() }`.
  public func task(
    priority: TaskPriority = .userInitiated,
    _ action: @escaping @MainActor @Sendable () async -> Void
  ) -> some View {
    modified { nodes, context in
      let hook = AppearanceHook(identity: context.identity.child("task"), kind: .task(action))
      return [.hooked(hook, nodes)]
    }
  }
}

/// A key a `.keyboardShortcut` binds: a character (`"+"`) or a named key.
public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
  let key: Key

  /// The key of a character.
  public init(_ character: Character) {
    key = .character(character)
  }

  /// The key of a character literal: `.keyboardShortcut("+")`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.init(character)
  }

  private init(key: Key) {
    self.key = key
  }

  public static let `return` = KeyEquivalent(key: .enter)
  public static let escape = KeyEquivalent(key: .escape)
  public static let delete = KeyEquivalent(key: .backspace)
  public static let space = KeyEquivalent(key: .space)
  public static let upArrow = KeyEquivalent(key: .up)
  public static let downArrow = KeyEquivalent(key: .down)
  public static let leftArrow = KeyEquivalent(key: .left)
  public static let rightArrow = KeyEquivalent(key: .right)
  public static let pageUp = KeyEquivalent(key: .pageUp)
  public static let pageDown = KeyEquivalent(key: .pageDown)
  public static let home = KeyEquivalent(key: .home)
  public static let end = KeyEquivalent(key: .end)
}

/// A standard shortcut: `.defaultAction` (Enter) or `.cancelAction` (Esc).
public struct KeyboardShortcut: Sendable {
  let key: Key
  /// Enter.
  public static let defaultAction = KeyboardShortcut(key: .enter)
  /// Esc.
  public static let cancelAction = KeyboardShortcut(key: .escape)
}
