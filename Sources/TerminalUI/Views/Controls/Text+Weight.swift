extension Text {
  /// The text in a weight: semibold and heavier draw bold.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    weight?.isBold == true ? bold() : self
  }

  /// The text with digits of one width, as a terminal's always are: changes nothing, and stays
  /// a `Text`, so `Text("a").monospacedDigit() + Text("b")` joins.
  public func monospacedDigit() -> Text { self }
}
