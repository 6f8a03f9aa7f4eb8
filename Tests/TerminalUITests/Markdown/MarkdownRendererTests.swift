import TestTags
import Testing
import TerminalUI

/// How the pager draws a chapter's Markdown. Off the main actor: the renderer is plain code, so
/// these run beside the tests that draw.
@Suite("Markdown in the pager", .tags(.terminalUI))
struct MarkdownRendererTests {
  private func text(_ markdown: String, width: Int = 40) -> [String] {
    MarkdownRenderer.lines(markdown, width: width).map { $0.plainText.trimmingTrailingSpaces }
  }

  @Test("headings stand out and are underlined")
  func headings() {
    let lines = MarkdownRenderer.lines("# The basics\n\n## State\n\n### Details", width: 40)
    #expect(lines.map(\.plainText) == ["The basics", "══════════", "", "State", "─────", "", "Details"])
    #expect(lines[0].spans.allSatisfy { $0.style.isBold })
  }

  @Test("emphasis, strong text and inline code are styled, their marks removed")
  func inline() {
    let lines = MarkdownRenderer.lines("Call **send** with *an action*: `store.send(.tap)` and snake_case_names stay.", width: 80)
    #expect(lines[0].plainText == "Call send with an action: store.send(.tap) and snake_case_names stay.")
    let styles = Dictionary(lines[0].spans.map { ($0.text, $0.style) }, uniquingKeysWith: { first, _ in first })
    #expect(styles["send"]?.isBold == true)
    #expect(styles["an action"]?.isItalic == true)
    #expect(styles["store.send(.tap)"]?.foreground == .cyan)
  }

  @Test(
    "emphasis that starts or ends with inline code is styled as a whole, its marks removed (as CommonMark renders it)",
    arguments: [("**", Style.bold), ("__", .bold), ("*", .italic), ("_", .italic), ("~~", .dim)])
  func emphasisAroundCode(mark: String, style: Style) {
    // Chapter 1's `**`reduce(into:action:)`.** Under…` once showed its asterisks: the search for
    // the closing mark began inside the code span and took its closing backtick for an opening.
    let markdown = "\(mark)`reduce(into:)`.\(mark) Under and \(mark)ends in `code`\(mark), done."
    let line = MarkdownRenderer.lines(markdown, width: 80)[0]
    #expect(line.plainText.trimmingTrailingSpaces == "reduce(into:). Under and ends in code, done.")
    let emphasized = line.spans.filter { $0.style.adding(style) == $0.style }.map(\.text)
    #expect(emphasized == ["reduce(into:)", ".", "ends in ", "code"])
    let code = line.spans.filter { $0.style.foreground == .cyan }.map(\.text)
    #expect(code == ["reduce(into:)", "code"])
  }

  @Test("fenced code keeps its lines and indentation, unwrapped words and all; the language tag is not a line")
  func code() {
    let markdown = "```swift\nstruct Counter: Reducer {\n\tvar count = 0\n}\n```"
    let lines = MarkdownRenderer.lines(markdown, width: 40)
    #expect(lines.map { $0.plainText.trimmingTrailingSpaces } == ["▏ struct Counter: Reducer {", "▏     var count = 0", "▏ }"])
    #expect(lines[1].spans.last?.style.foreground == .cyan)
  }

  @Test("tables are drawn with box lines, aligned and fitted to the width")
  func tables() {
    let markdown = """
      | real TCA | this kit | n |
      |---|---|--:|
      | `@Reducer` | `struct X: Reducer` | 1 |
      | `@ObservableState` | views | 22 |
      """
    #expect(text(markdown, width: 60) == [
      "┌──────────────────┬───────────────────┬────┐",
      "│ real TCA         │ this kit          │  n │",
      "├──────────────────┼───────────────────┼────┤",
      "│ @Reducer         │ struct X: Reducer │  1 │",
      "│ @ObservableState │ views             │ 22 │",
      "└──────────────────┴───────────────────┴────┘",
    ])
    let narrow = text(markdown, width: 30)
    #expect(narrow.allSatisfy { $0.displayWidth <= 30 })
    #expect(narrow.joined().contains("@Reducer"))
  }

  @Test("each block renders as its own example says", arguments: examples)
  func renders(_ example: LinesExample) {
    #expect(text(example.text, width: example.width) == example.lines)
  }

  nonisolated private static let examples: [LinesExample] = [
    LinesExample(
      "paragraphs are joined and wrapped to the width",
      "A store runs a feature:\nit holds the state and sends actions.\n\nSecond paragraph.", width: 24,
      lines: ["A store runs a feature:", "it holds the state and", "sends actions.", "", "Second paragraph."]),
    LinesExample(
      "unmatched marks and escapes stay as typed", "2 * 3 = 6, a \\*literal\\* star and `unclosed",
      lines: ["2 * 3 = 6, a *literal* star and", "`unclosed"]),
    LinesExample(
      "links keep their text, and web addresses are shown after it",
      "See [the docs](https://example.com/tca) or [chapter 2](../02/README.md).", width: 80,
      lines: ["See the docs (https://example.com/tca) or chapter 2."]),
    LinesExample(
      "a code line longer than the width stays one line (a diagram is not wrapped): the pager scrolls sideways",
      "```\nlet x = 1234567890\n```", width: 10, lines: ["▏ let x = 1234567890"]),
    LinesExample(
      "bullet and numbered lists get hanging indents; nested lists indent further",
      """
      - first item that is long enough to wrap
      - second
        - nested one
        - nested two
      - third

      1. one
      2. two
      """, width: 24,
      lines: [
        "• first item that is",
        "  long enough to wrap",
        "• second",
        "  ◦ nested one",
        "  ◦ nested two",
        "• third",
        "",
        "1. one",
        "2. two",
      ]),
    LinesExample(
      "block quotes get a bar", "> Note: effects run\n> after the reducer.",
      lines: ["│ Note: effects run after the reducer."]),
    LinesExample(
      "a table cell keeps its backslashes; only \\| is an escaped bar",
      #"""
      | key path | pipe |
      |---|---|
      | `\.addToCart` | a \| b |
      """#,
      lines: [
        "┌─────────────┬───────┐",
        "│ key path    │ pipe  │",
        "├─────────────┼───────┤",
        #"│ \.addToCart │ a | b │"#,
        "└─────────────┴───────┘",
      ]),
    LinesExample(
      "rules span the width", "above\n\n---\n\nbelow", width: 10,
      lines: ["above", "", String(repeating: "─", count: 10), "", "below"]),
  ]

  @Test("a real chapter-like document renders within the width")
  @MainActor  // the virtual terminal it is drawn on
  func document() {
    let markdown = """
      # Chapter 1 · The basics

      A **reducer** turns an action into a new state. Try it:

      1. Run `swift run counter`.
      2. Press `+` and watch the *action log*.

      | key | does |
      |-----|------|
      | + | increment |

      ```swift
      case .incrementButtonTapped:
        state.count += 1
        return .none
      ```

      > In real TCA you would write `@Reducer`.
      """
    let lines = MarkdownRenderer.lines(markdown, width: 30)
    #expect(lines.allSatisfy { $0.width <= 30 })
    #expect(lines.count > 15)
    let terminal = screen(lines, columns: 30, rows: lines.count)
    #expect(terminal.text.contains("Chapter 1 · The basics"))
  }
}
