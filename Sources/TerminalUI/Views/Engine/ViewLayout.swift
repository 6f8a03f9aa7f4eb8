/// Lays nodes out in the space they are given and draws them as lines: stacks share it,
/// spacers push, text wraps or is cut with `…`, lists scroll to the focus.
@MainActor
struct ViewLayout {
  /// The control that has the focus.
  var focus: ViewIdentity?
  /// The animation tick spinners show.
  var tick: Int
  /// Where the cursor stands in the focused text field, in characters; nil at the end.
  var cursor: Int? = nil

  /// `nodes` as one column, `width` × at most `height`.
  func lines(_ nodes: [ViewNode], width: Int, height: Int) -> [Line] {
    render(.stack(StackLayout(axis: .vertical, alignment: .center, spacing: 0), nodes), width, height)
  }

  /// `nodes` as a whole screen, centred as SwiftUI centres a view in its window (`HStack {
  /// content; Spacer() }` keeps it at the leading edge).
  func screen(_ nodes: [ViewNode], width: Int, height: Int) -> [Line] {
    let isPushedLeading = nodes.contains {
      if case .stack(let layout, let children) = $0 { layout.axis == .horizontal && children.last?.isSpacer == true } else { false }
    }
    let column = StackLayout(axis: .vertical, alignment: isPushedLeading ? .leading : .center, spacing: 0)
    let block = render(.stack(column, nodes), width, height)
    let blockWidth = Line.widest(block)
    let left = isPushedLeading ? 0 : max(0, (width - blockWidth) / 2)
    let top = max(0, (height - block.count) / 2)
    return Array(repeating: Line.empty, count: top) + block.indented(by: left)
  }

  /// One node in at most `width` columns and `height` rows.
  func render(_ node: ViewNode, _ width: Int, _ height: Int) -> [Line] {
    guard width > 0, height > 0 else { return [] }
    switch node {
    case .text(let run): return run.lines(width: width, height: height)
    case .lines(let drawn): return Array(drawn.prefix(height)).truncated(toWidth: width)
    case .stack(let layout, let children):
      return layout.axis == .vertical
        ? vertical(layout, children, width, height) : horizontal(layout, children, width, height)
    case .spacer: return []
    case .layered(let layers): return layered(layers, width, height)
    case .sized(let content):
      let columns = min(width, content.fixedSize?.columns ?? width)
      let rows = min(height, content.fixedSize?.rows ?? height)
      // The content stands at the leading edge of its block, as in SwiftUI's GeometryReader;
      // flexible content takes every column offered, a fixed size keeps its own.
      let column = StackLayout(axis: .vertical, alignment: .leading, spacing: 0)
      let block = render(.stack(column, content.nodes(columns, rows)), columns, rows)
      return content.fixedSize == nil ? block.padded(toWidth: columns) : block
    case .divider: return [Line(String(repeating: "─", count: width), style: .dim)]
    case .control(let control, let label):
      return control.primitive.lines(of: control, label: label, layout: self, width: width, height: height)
    case .scroll(let rows): return scroll(rows, width, height)
    case .padding(let insets, let children):
      let inner = lines(
        children, width: width - insets.leading - insets.trailing,
        height: height - insets.top - insets.bottom)
      let blockWidth = Line.widest(inner) + insets.leading + insets.trailing
      let blank = Line(String(repeating: " ", count: blockWidth))
      let body = inner.map { $0.indented(by: insets.leading).padded(toWidth: blockWidth) }
      return Array(
        (Array(repeating: blank, count: insets.top) + body
          + Array(repeating: blank, count: insets.bottom)).prefix(height))
    case .styled(let style, let children):
      return lines(children, width: width, height: height).map { $0.underlaid(style) }
    case .filled(let color, let children):
      let inner = lines(children, width: width, height: height)
      let blockWidth = Line.widest(inner)
      return inner.map { $0.padded(toWidth: blockWidth).underlaid(Style(background: color)) }
    case .progress(let label):
      let spinner = Line(Spinner.frame(at: tick), style: .color(.cyan))
      return [(label.map { spinner + " " + Line($0) } ?? spinner).truncated(toWidth: width)]
    case .navigation(let bar, let content): return navigation(bar, content, width, height)
    case .toolbar(let items, let content):
      let row = render(.stack(StackLayout(axis: .horizontal, alignment: .center, spacing: 2), items), width, 1)
      return row + lines(content, width: width, height: height - row.count)
    case .presenting(let base, _): return lines(base, width: width, height: height)
    case .titled(_, let children), .hooked(_, let children), .focusScope(_, let children),
      .tabItem(_, let children), .tagged(_, let children):
      return lines(children, width: width, height: height)
    }
  }

  // MARK: Stacks

  private func vertical(_ layout: StackLayout, _ children: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    var blocks = [[Line]](repeating: [], count: children.count)
    var used = max(0, children.count - 1) * layout.spacing
    var growing: [Int] = []
    var spacers: [Int] = []
    for index in children.indices {
      let child = children[index]
      if child.isSpacer {
        spacers.append(index)
      } else if child.growsVertically {
        growing.append(index)
      } else {
        blocks[index] = render(child, width, max(0, height - used))
        used += blocks[index].count
      }
    }
    // The growing children share the rows left, then the spacers what they leave.
    for sharing in [growing, spacers] {
      for (order, index) in sharing.enumerated() {
        let share = max(0, height - used) / max(1, sharing.count - order)
        let child = children[index]
        blocks[index] = child.isSpacer ? Array(repeating: Line.empty, count: share) : render(child, width, share)
        used += blocks[index].count
      }
    }
    let blockWidths = blocks.map(Line.widest)
    let stackWidth = children.contains { $0.growsHorizontally } ? width : (blockWidths.max() ?? 0)
    var result: [Line] = []
    for index in blocks.indices {
      if index > 0 { result += Array(repeating: Line.empty, count: layout.spacing) }
      let block = blocks[index]
      // A child that takes every column (a list) is as wide as the stack, however short its
      // drawn lines: aligning it moves nothing, as in SwiftUI, where a list's rows stay leading.
      let blockWidth = children[index].growsHorizontally ? stackWidth : blockWidths[index]
      let indent: Int
      switch layout.alignment {
      case .leading: indent = 0
      case .center: indent = max(0, (stackWidth - blockWidth) / 2)
      case .trailing: indent = max(0, stackWidth - blockWidth)
      }
      result += block.indented(by: indent)
    }
    return Array(result.prefix(height))
  }

  private func horizontal(_ layout: StackLayout, _ children: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    let available = max(0, width - max(0, children.count - 1) * layout.spacing)
    // Loops, not `map(idealWidth)`: a method passed as a function checks the actor at each call.
    var ideals: [Int] = []
    var total = 0
    var spacers: [Int] = []
    for index in children.indices {
      ideals.append(idealWidth(children[index]))
      total += ideals[index]
      if children[index].isSpacer { spacers.append(index) }
    }
    var widths = ideals
    if total > available {
      let shrinkable = children.indices.filter { children[$0].canShrink }
      let fixed = children.indices.filter { !children[$0].canShrink }.reduce(0) { $0 + ideals[$1] }
      var left = max(0, available - fixed)
      for (order, index) in shrinkable.sorted(by: { ideals[$0] < ideals[$1] }).enumerated() {
        widths[index] = min(ideals[index], left / max(1, shrinkable.count - order))
        left -= widths[index]
      }
    } else {
      var extra = available - total
      let growing = spacers.isEmpty ? children.indices.filter { children[$0].growsHorizontally } : spacers
      for (order, index) in growing.enumerated() {
        let share = extra / max(1, growing.count - order)
        widths[index] += share
        extra -= share
      }
    }
    var blocks: [[Line]?] = []
    for index in children.indices {
      blocks.append(children[index].isDivider ? nil : render(children[index], widths[index], height))
    }
    return Line.sideBySide(blocks, widths: widths, spacing: layout.spacing, alignment: layout.verticalAlignment)
  }

  /// The width a node takes when nothing limits it.
  func idealWidth(_ node: ViewNode) -> Int {
    switch node {
    case .text(let run):
      if run.isLarge, let rows = BlockDigits.rows(run.string) { return rows.first?.displayWidth ?? 0 }
      return run.string.displayWidth
    case .lines(let drawn): return Line.widest(drawn)
    case .stack(let layout, let children):
      let widths = children.map { idealWidth($0) }
      return layout.axis == .horizontal
        ? widths.reduce(0, +) + max(0, children.count - 1) * layout.spacing : widths.max() ?? 0
    case .spacer: return 0
    case .divider: return 1
    case .control(let control, let label):
      return control.primitive.idealWidth(of: control, label: label, layout: self)
    case .padding(let insets, let children):
      return (children.map { idealWidth($0) }.max() ?? 0) + insets.leading + insets.trailing
    case .progress(let label): return 2 + (label?.displayWidth ?? 0)
    case .sized(let content):
      return content.fixedSize?.columns ?? (content.unsized.map { idealWidth($0) }.max() ?? 0)
    case .toolbar(let items, let content):
      return max(items.map { idealWidth($0) }.reduce(0, +) + 2 * max(0, items.count - 1), content.map { idealWidth($0) }.max() ?? 0)
    default: return node.children.map { idealWidth($0) }.max() ?? 0
    }
  }

  // MARK: Lists and navigation

  private func scroll(_ rows: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    var all: [Line] = []
    var focusedRange: Range<Int>?
    for row in rows {
      let block = render(row, width, height)
      if row.contains(focus) { focusedRange = all.count..<(all.count + block.count) }
      all += block
    }
    guard all.count > height else { return all }
    let visible = max(1, height - 1)
    let end = focusedRange?.upperBound ?? 0
    let offset = min(max(0, end - visible), all.count - visible)
    let below = all.count - offset - visible
    var marks: [String] = []
    if offset > 0 { marks.append("↑ \(offset) more") }
    if below > 0 { marks.append("↓ \(below) more") }
    return Array(all[offset..<(offset + visible)]) + [Line("  " + marks.joined(separator: " · "), style: .dim)]
  }

  private func navigation(_ bar: NavigationBar, _ content: [ViewNode], _ width: Int, _ height: Int) -> [Line] {
    let titles = bar.titles.filter { !$0.isEmpty }
    guard !titles.isEmpty || bar.pop != nil else { return lines(content, width: width, height: height) }
    let header = [bar.breadcrumb(width: width), Line(String(repeating: "─", count: width), style: .dim)]
    return header + lines(content, width: width, height: max(0, height - header.count))
  }
}

extension ViewNode {
  /// Whether the node takes all the rows it is offered (a list, a spacer, a stack holding one).
  var growsVertically: Bool {
    switch self {
    case .spacer, .scroll: true
    case .sized(let content): content.fixedSize == nil
    case .text, .lines, .divider, .control, .progress: false
    case .stack(let layout, let children):
      layout.axis == .vertical
        ? children.contains { $0.growsVertically }
        : children.contains { $0.growsVertically && !$0.isSpacer }
    default: children.contains { $0.growsVertically }
    }
  }

  /// Whether the node takes all the columns it is offered.
  var growsHorizontally: Bool {
    switch self {
    case .divider, .scroll, .navigation: true
    case .sized(let content): content.fixedSize == nil
    case .spacer, .text, .lines, .control, .progress: false
    case .stack(let layout, let children):
      layout.axis == .horizontal
        ? children.contains { $0.isSpacer || $0.growsHorizontally }
        : children.contains { $0.growsHorizontally }
    default: children.contains { $0.growsHorizontally }
    }
  }

  /// Whether a horizontal stack may give the node less than its ideal width (text wraps).
  var canShrink: Bool {
    switch self {
    case .text(let run): !run.isLarge
    case .lines: true
    case .control, .spacer, .divider, .progress: false
    default: children.contains { $0.canShrink }
    }
  }

  var isSpacer: Bool { if case .spacer = self { true } else { false } }
  var isDivider: Bool { if case .divider = self { true } else { false } }
  var isText: Bool { if case .text = self { true } else { false } }
}

extension Line {
  /// The line with `style` under every run: the runs' own attributes win.
  func underlaid(_ style: Style) -> Line {
    restyled { style.adding($0) }
  }

  /// The line without the spaces at its right end.
  func trimmingTrailingSpaces() -> Line {
    var spans = self.spans
    // A text whose last byte is not a space does not end in a space: most lines stop at once.
    while let last = spans.last, last.style.background == nil, !last.style.isReversed,
      !last.style.isUnderlined, last.text.utf8.last == UInt8(ascii: " ")
    {
      if last.text.hasOnlyBytes(from: UInt8(ascii: " "), through: UInt8(ascii: " ")) {
        spans.removeLast()
        continue
      }
      let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
      spans[spans.count - 1] = Span(trimmed, style: last.style)
      break
    }
    return Line(spans: spans)
  }
}

extension Line {
  /// `blocks` side by side, the block at each index `widths[index]` columns wide and `spacing`
  /// columns apart, each placed in the tallest's rows as `alignment` says (a nil block is a dim
  /// rule down all of them, a divider), the spaces at the lines' right ends trimmed: a
  /// horizontal stack's row. Not on the main actor, as `Line` is not: the closures it hands on
  /// are not checked for it.
  static func sideBySide(
    _ blocks: [[Line]?], widths: [Int], spacing: Int, alignment: VerticalAlignment
  ) -> [Line] {
    var rowHeight = 1
    for case let block? in blocks { rowHeight = max(rowHeight, block.count) }
    var rows = Array(repeating: Line.empty, count: rowHeight)
    let gap = Line(.spaces(spacing))
    for (index, drawn) in blocks.enumerated() {
      let block = drawn ?? Array(repeating: Line("│", style: .dim), count: rowHeight)
      let top: Int
      switch alignment {
      case .top, .firstTextBaseline: top = 0
      case .center: top = (rowHeight - block.count) / 2
      case .bottom, .lastTextBaseline: top = rowHeight - block.count
      }
      for row in 0..<rowHeight {
        if index > 0 { rows[row].append(gap) }
        let line = row >= top && row - top < block.count ? block[row - top] : Line.empty
        rows[row].append(line.padded(toWidth: widths[index]))
      }
    }
    return rows.map { $0.trimmingTrailingSpaces() }
  }
}
