import Composable
import TestTags
import Testing

@testable import TerminalUI

/// The small views SwiftUI code uses beside the seed's: `Text + Text`, the system fonts,
/// `ZStack`, `GeometryReader`, `Label`, `LabeledContent`, and the title bar of a
/// `NavigationStack` without a path.
@MainActor
@Suite("controls", .tags(.terminalUI))
struct SmallViewTests {
  /// The styled lines a view draws in a window `columns` × `rows`.
  private func styledLines<V: View>(_ view: V, columns: Int = 40, rows: Int = 5) -> [Line] {
    ViewRuntime { view }.render(size: TerminalSize(columns: columns, rows: rows), tick: 0)
  }

  /// The span of `lines` whose text is `text`.
  private func span(_ text: String, in lines: [Line]) -> Span? {
    lines.flatMap(\.spans).first { $0.text == text }
  }

  @Test("Text + Text is one text whose pieces keep their own attributes")
  func textConcatenation() throws {
    let total = Text("Total: ").bold() + Text("$9.99").foregroundStyle(.green)
    #expect(ViewHost(total, columns: 30, rows: 3).screen.contains("Total: $9.99"))

    let lines = styledLines(VStack { total.italic() })
    let label = try #require(span("Total: ", in: lines))
    let price = try #require(span("$9.99", in: lines))
    #expect(label.style.isBold && label.style.foreground == nil)
    #expect(!price.style.isBold && price.style.foreground == .green)
    #expect(label.style.isItalic && price.style.isItalic)
  }

  @Test("Text + Text wraps as one text")
  func concatenationWraps() {
    let text = Text("the quick brown ") + Text("fox jumps over").bold()
    let rows = ViewHost(VStack(alignment: .leading) { text }, columns: 16, rows: 4).screen
      .components(separatedBy: "\n").filter { !$0.isEmpty }
    #expect(rows == ["the quick brown", "fox jumps over"])
  }

  @Test("Font.system of a text style draws as that style; a size or a design changes nothing")
  func systemFonts() throws {
    let lines = styledLines(
      VStack {
        Text("Title").font(.system(.title, design: .rounded))
        Text("Sized").font(.system(size: 48))
        Text("Heavy").font(.system(size: 12, weight: .heavy))
        Text("Small").font(.system(.caption2))
        Text("Sub").font(.subheadline.weight(.semibold))
      })
    #expect(try #require(span("Title", in: lines)).style.isBold)
    #expect(try #require(span("Sized", in: lines)).style == .plain)
    #expect(try #require(span("Heavy", in: lines)).style.isBold)
    #expect(try #require(span("Small", in: lines)).style.isDim)
    #expect(try #require(span("Sub", in: lines)).style.isBold)

    let large = ViewHost(Text("42").font(.system(.largeTitle, design: .monospaced)), columns: 30, rows: 7)
    #expect(large.screen == ViewHost(Text("42").font(.largeTitle), columns: 30, rows: 7).screen)
    #expect(!large.screen.contains("42"))
  }

  @Test("every Font.TextStyle is accepted, and only the large title draws block digits")
  func everyTextStyle() {
    for style in Font.TextStyle.allCases {
      let screen = ViewHost(Text("7").font(.system(style)), columns: 20, rows: 7).screen
      #expect(screen.contains("7") == (style != .largeTitle), "\(style)")
    }
  }

  @Test("a ZStack draws its later children over the earlier ones, centred")
  func zStack() {
    let view = ZStack {
      Text("..........")
      Text("ab")
    }
    #expect(ViewHost(view, columns: 10, rows: 1).screen == "....ab....")

    let reversed = ZStack {
      Text("ab")
      Text("..........")
    }
    #expect(ViewHost(reversed, columns: 10, rows: 1).screen == "..........")
  }

  @Test("a GeometryReader's content gets the size it is given, in cells, at its leading edge")
  func geometryReader() {
    let whole = GeometryReader { proxy in
      Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
    #expect(ViewHost(whole, columns: 40, rows: 10).screen.contains("40×10"))
    // As in SwiftUI, content as wide as the reader (a list) starts at its leading edge, its rows
    // not centred across it.
    let rows = GeometryReader { _ in
      List {
        Text("first row")
        Text("second")
      }
    }
    #expect(ViewHost(rows, columns: 40, rows: 3).screen.hasPrefix("first row\nsecond"))

    let belowAHeader = VStack {
      Text("Header")
      whole
    }
    #expect(ViewHost(belowAHeader, columns: 30, rows: 8).screen.contains("30×7"))
  }

  @Test("a Label draws its symbol before its title, and a button labelled by it is tapped by its title")
  func label() {
    var tapped = 0
    let host = ViewHost(
      VStack {
        Label("Settings", systemImage: "an.unknown.symbol")
        Button { tapped += 1 } label: { Label("Cart", systemImage: "cart") }
      }, columns: 30, rows: 4)

    #expect(host.screen.contains("⊕ Cart"))
    #expect(host.screen.contains("Settings"))
    host.tap("Cart")
    #expect(tapped == 1)
  }

  @Test("a tab item labelled by a Label is tapped by its title")
  func labelAsTabItem() {
    var selected = "list"
    let view = TabView(selection: Binding(get: { selected }, set: { selected = $0 })) {
      Text("Products").tabItem { Label("Products", systemImage: "list.bullet") }.tag("list")
      Text("Your cart").tabItem { Label("Cart", systemImage: "cart") }.tag("cart")
    }
    let host = ViewHost(view, columns: 40, rows: 8)

    host.tap("Cart")
    #expect(selected == "cart")
    #expect(host.screen.contains("Your cart"))
  }

  @Test("LabeledContent puts its label at the start of the row and its value at the end")
  func labeledContent() throws {
    let view = VStack {
      LabeledContent("Total", value: "$9.99")
      LabeledContent("Quantity") { Text("3") }
    }
    let rows = ViewHost(view, columns: 30, rows: 2).screen.components(separatedBy: "\n")
    #expect(rows == ["Total" + String(repeating: " ", count: 20) + "$9.99", "Quantity" + String(repeating: " ", count: 21) + "3"])
    #expect(try #require(span("$9.99", in: styledLines(view))).style.foreground == .secondary)
  }

  @Test("a NavigationStack without a path shows its root's title as a title bar")
  func navigationStackTitle() throws {
    let view = NavigationStack {
      Text("Notifications are on").navigationTitle("Settings")
    }
    let rows = ViewHost(view, columns: 30, rows: 6).screen.components(separatedBy: "\n")
    let title = try #require(rows.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Settings" })
    #expect(rows[title + 1] == String(repeating: "─", count: 30))
    #expect(rows[(title + 2)...].contains { $0.contains("Notifications are on") })
  }
}
