extension Line {
  /// `rows` lines with `left` in a column `leftWidth` wide, one space, then `right`: a view and
  /// a panel beside it. A column shorter than `rows` is filled with empty lines.
  public static func columns(_ left: [Line], leftWidth: Int, _ right: [Line], rows: Int) -> [Line] {
    (0..<max(0, rows)).map { row in
      let leftLine = row < left.count ? left[row] : Line.empty
      return leftLine.padded(toWidth: leftWidth) + " " + (row < right.count ? right[row] : .empty)
    }
  }
}
