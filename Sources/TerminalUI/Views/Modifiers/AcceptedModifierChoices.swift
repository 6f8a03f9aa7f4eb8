import Composable

/// How SwiftUI capitalises what is typed, accepted by `.textInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

/// SwiftUI's text field styles, accepted by `.textFieldStyle` and drawn one way.
public enum TextFieldStyleChoice: Sendable {
  case automatic, plain, roundedBorder
}

/// SwiftUI's symbol variants, accepted by `.symbolVariant` and drawn as one glyph.
public struct SymbolVariants: Sendable {
  public static let none = SymbolVariants()
  public static let fill = SymbolVariants()
  public static let circle = SymbolVariants()
  public static let square = SymbolVariants()
  public static let rectangle = SymbolVariants()
  public static let slash = SymbolVariants()
}

/// SwiftUI's navigation bar item namespace, for `.navigationBarTitleDisplayMode(.inline)`.
public enum NavigationBarItem {
  /// How large a navigation title is shown; a terminal's title bar has one size.
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

/// How SwiftUI moves a view in and out, accepted by `.transition` and drawn at once.
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static let identity = AnyTransition()

  /// Moving in from and out to an edge.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }

  /// A transition in and another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }

  /// Pushing in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }

  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition { self }

  /// This transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
