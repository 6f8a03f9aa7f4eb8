extension Line {
  /// One line `width` columns wide with `left` at its start and `right` at its end, or `left`
  /// alone (cut to fit) when both do not fit: a heading with a button at the right.
  public static func spread(_ left: Line, _ right: Line, width: Int) -> Line {
    guard left.width + right.width < width else { return left.truncated(toWidth: width) }
    return left.padded(toWidth: width - right.width) + right
  }
}
