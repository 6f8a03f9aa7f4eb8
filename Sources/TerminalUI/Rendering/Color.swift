/// A terminal colour: one of the 16 standard ANSI colours or an entry of the 256-colour palette.
public enum Color: Hashable, Sendable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan,
    brightWhite
  /// An entry of the xterm 256-colour palette.
  case palette(UInt8)
  /// The terminal's own text colour, SwiftUI's `Color.primary`: no colour is set, so the text
  /// reads on a dark or a light background.
  case primary

  /// The SGR parameters that select this colour as the foreground.
  var foregroundParameters: [Int] {
    if let index = standardIndex {
      return [index < 8 ? 30 + index : 90 + index - 8]
    }
    guard case .palette(let entry) = self else { return [] }
    return [38, 5, Int(entry)]
  }

  /// The SGR parameters that select this colour as the background.
  var backgroundParameters: [Int] {
    if let index = standardIndex {
      return [index < 8 ? 40 + index : 100 + index - 8]
    }
    guard case .palette(let entry) = self else { return [] }
    return [48, 5, Int(entry)]
  }

  /// The colour's index among the 16 standard colours, or nil for a palette entry.
  var standardIndex: Int? {
    switch self {
    case .black: 0
    case .red: 1
    case .green: 2
    case .yellow: 3
    case .blue: 4
    case .magenta: 5
    case .cyan: 6
    case .white: 7
    case .brightBlack: 8
    case .brightRed: 9
    case .brightGreen: 10
    case .brightYellow: 11
    case .brightBlue: 12
    case .brightMagenta: 13
    case .brightCyan: 14
    case .brightWhite: 15
    case .palette, .primary: nil
    }
  }

  /// The standard colour with the given index (0–15), or a palette entry beyond that.
  static func standard(_ index: Int) -> Color {
    let all: [Color] = [
      .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
      .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta,
      .brightCyan, .brightWhite,
    ]
    return all.indices.contains(index) ? all[index] : .palette(UInt8(clamping: index))
  }
}
