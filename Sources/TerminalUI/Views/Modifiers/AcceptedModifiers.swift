import Composable

/// Modifiers a terminal has no meaning for, accepted so that SwiftUI code compiles unchanged:
/// each returns the view as it is.
extension View {
  /// Accepted; a terminal's digits are all one width.
  public func monospacedDigit() -> some View { self }

  /// Accepted; controls are drawn in the kit's one accent colour.
  public func tint(_ tint: Color?) -> some View { self }

  /// Accepted; a terminal does not correct typing. (SwiftUI deprecated this spelling for
  /// `autocorrectionDisabled`; the kit keeps it without a warning, so older code compiles.)
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Accepted; a terminal does not correct typing.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Accepted; a terminal types what the keyboard sends.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  /// Accepted; a text field is drawn one way.
  public func textFieldStyle(_ style: TextFieldStyleChoice) -> some View { self }

  /// Accepted; a symbol is drawn as one glyph.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

  /// Accepted; a title bar has one size.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }

  /// Accepted; a view appears and goes at once.
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// Accepted; a change is drawn at once (see `Animation`).
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View { self }

  /// Accepted; a change is drawn at once. (SwiftUI deprecated this spelling for
  /// `animation(_:value:)`; the kit keeps it without a warning, so older code compiles.)
  public func animation(_ animation: Animation?) -> some View { self }

  /// Accepted; a view is drawn inside the space it is given.
  public func clipped(antialiased: Bool = false) -> some View { self }

  /// Accepted; a view is drawn in the shape of its cells.
  public func clipShape(_ shape: some Shape) -> some View { self }

  /// Accepted; a terminal draws no shadows.
  public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> some View {
    self
  }

  /// Accepted; keys, not touches, reach a control.
  public func contentShape(_ shape: some Shape) -> some View { self }

  /// Accepted; a control is read by its title.
  public func accessibilityLabel(_ label: some StringProtocol) -> some View { self }

  /// Accepted; a control is read by its title.
  public func accessibilityLabel(_ label: Text) -> some View { self }
}
