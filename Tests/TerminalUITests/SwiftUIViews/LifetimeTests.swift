import Foundation
@testable import TerminalUI
import TestTags
import Testing

/// What runs as views come and go, and the actions SwiftUI gives a list or a screen:
/// `.onDisappear`, `.onChange(of:)`, `.refreshable`, `ForEach(…).onDelete`, `.safeAreaInset`,
/// `@Environment(\.openURL)`.
@MainActor
@Suite(
  "Lifetime and actions: onDisappear, onChange, refreshable, onDelete, safeAreaInset, openURL",
  .tags(.terminalUI), .timeLimit(.minutes(1)))
struct LifetimeTests {
  @Test(".onDisappear runs once when its view goes, not on every redraw")
  func onDisappear() {
    var log: [String] = []
    let host = ViewHost(Disappearing(log: { log.append($0) }))
    _ = host.screen
    _ = host.screen
    #expect(log == ["appeared"])

    host.tap("Hide")
    _ = host.screen
    #expect(log == ["appeared", "disappeared"])
    host.tap("Show")
    #expect(log == ["appeared", "disappeared", "appeared"])
  }

  @Test("settling runs two rounds of appearances and draws once, showing what the last one sent")
  func settleDrawsOnce() {
    let runtime = ViewRuntime(running: Unfolding())
    var drawn: [String] = []
    runtime.settle {
      drawn.append(runtime.render(size: TerminalSize(columns: 20, rows: 3), tick: 0).map(\.plainText).joined())
    }
    // The first `.onAppear` shows a row whose own `.onAppear` shows the last: two rounds, one draw.
    #expect(drawn.count == 1)
    #expect(drawn.first?.contains("Step 2") == true)
  }

  @Test(".onChange(of:) gets the old and the new value once per change, after the frame")
  func onChange() {
    var changes: [String] = []
    let host = ViewHost(Searching(changed: { changes.append("\($0)→\($1)") }))

    host.type("ab")
    _ = host.screen
    host.press(.tab)

    #expect(changes == ["→a", "a→ab"])
  }

  @Test(".refreshable: ^R runs the action and shows a spinner until it returns")
  func refreshable() async {
    let answer = Gate<Void>()
    let refreshes = Recorded(0)
    let view = List {
      Button("Tea") {}
      Button("Coffee") {}
    }
    .refreshable {
      refreshes.value += 1
      await answer.wait()
    }
    let host = ViewHost(view, columns: 30, rows: 6)
    #expect(!host.screen.contains("Refreshing…"))
    #expect(ViewRuntime { view }.hints().contains(KeyHint("^R", "refresh")))

    host.press(.control("r"))
    #expect(host.screen.contains("Refreshing…"))
    host.press(.control("r"))  // already running: not run again
    #expect(refreshes.value == 1)

    answer.open(with: ())
    await yield { !host.screen.contains("Refreshing…") }
    #expect(!host.screen.contains("Refreshing…"))
    #expect(host.screen.contains("Coffee"))
  }

  @Test(".refreshable over rows without a control: a ↻ Refresh row holds the focus, ^R or Enter")
  func refreshableWithoutControls() {
    let refreshes = Recorded(0)
    let host = ViewHost(
      List {
        Text("Tea")
      }
      .refreshable { refreshes.value += 1 }, columns: 30, rows: 6)

    #expect(host.focusedTitle == "Refresh")
    #expect(host.screen.contains("↻ Refresh"))
    host.press(.control("r"))  // an action that never waits has returned before the key does
    host.press(.enter)

    #expect(refreshes.value == 2)
    #expect(!host.screen.contains("Refreshing…"))
  }

  @Test("ForEach(…).onDelete: Delete or Backspace on the focused row deletes that row")
  func onDelete() {
    let teas = Recorded(["Green", "Black", "Oolong"])
    let host = ViewHost(TeaList(teas: teas), columns: 30, rows: 6)

    #expect(host.focusedTitle == "Green")  // a row without a control is focusable for it
    host.press(.down)
    host.press(.delete)
    #expect(teas.value == ["Green", "Oolong"])
    #expect(!host.screen.contains("Black"))

    host.press(.backspace)
    #expect(teas.value == ["Green"])
  }

  @Test("a deletable row without a control offers Del, not Enter, and Enter does nothing there")
  func onDeleteRowOffersNoEnter() {
    let teas = Recorded(["Green", "Black"])
    let runtime = ViewRuntime(running: TeaList(teas: teas))

    #expect(runtime.focusedTitle == "Green")
    #expect(runtime.hints() == [KeyHint("Tab ↑↓", "move"), KeyHint("Del", "delete the row")])
    #expect(runtime.handle(.enter) == false)
    #expect(runtime.recordedEntry(for: .enter, in: runtime.frame()) == nil)
    #expect(teas.value == ["Green", "Black"])
  }

  @Test("onDelete on rows with controls: the row's controls take Delete; others do not")
  func onDeleteRowsWithControls() {
    let teas = Recorded(["Green", "Black"])
    let brewed = Recorded<[String]>([])
    let host = ViewHost(
      VStack {
        TeaList(teas: teas, brewed: brewed)
        Button("Elsewhere") {}
      }, columns: 30, rows: 8)

    host.tap("Elsewhere")
    host.press(.delete)
    #expect(teas.value == ["Green", "Black"])

    host.tap("Black")
    host.press(.delete)
    #expect(teas.value == ["Green"])
    #expect(brewed.value == ["Black"])
    #expect(!host.screen.contains("Black"))
  }

  @Test("rows with onDelete are still rows: a row's shortcut acts in the focused row only")
  func onDeleteRowsKeepTheirShortcuts() {
    let teas = Recorded(["Green", "Black"])
    let pressed = Recorded<[String]>([])
    let host = ViewHost(
      List {
        ForEach(teas.value, id: \.self) { tea in
          HStack {
            // Every row has "+" (the rows share their keys); only Green has "-" for now.
            if tea == "Green" { Button("-") { pressed.value.append("- \(tea)") }.keyboardShortcut("-") }
            Button("+") { pressed.value.append("+ \(tea)") }.keyboardShortcut("+")
          }
        }
        .onDelete { teas.value.remove(atOffsets: $0) }
      }, columns: 30, rows: 6)

    host.press(.down)  // Black's +
    host.press(.character("-"))
    #expect(pressed.value.isEmpty, "Black has no -, so - does nothing there")
    host.press(.character("+"))
    #expect(pressed.value == ["+ Black"])
  }

  @Test("Delete on a row and ^R are recorded by their names, so a recorded session replays them")
  func controlKeysAreRecorded() {
    let view = TeaList(teas: Recorded(["Green"])).refreshable {}
    let runtime = ViewRuntime({ view as any View })
    _ = runtime.frame()

    #expect(runtime.recordedEntry(for: Key.delete, in: runtime.frame()) == ScriptedKey.command("delete"))
    #expect(runtime.recordedEntry(for: Key.control("r"), in: runtime.frame()) == ScriptedKey.command("ctrl-r"))
    #expect(runtime.recordedEntry(for: Key.control("x"), in: runtime.frame()) == nil)
  }

  @Test(".safeAreaInset(edge: .bottom) keeps its content on the last rows under the view")
  func safeAreaInset() {
    let host = ViewHost(
      List { Text("Green") }
        .safeAreaInset(edge: .bottom) { Text("3 teas in the basket") },
      columns: 30, rows: 6)

    let lines = host.screen.components(separatedBy: "\n")
    #expect(lines.count == 6)
    #expect(lines.last?.contains("3 teas in the basket") == true)
    #expect(lines.first?.contains("Green") == true)
  }

  @Test("@Environment(\\.openURL) opens nothing in a terminal: the URL is shown and recorded")
  func openURL() {
    let host = ViewHost(Linking(), columns: 60, rows: 5)

    host.tap("Docs")

    #expect(host.openedURLs == [URL(string: "https://swift.org/documentation")!])
    #expect(host.screen.hasSuffix("↗ Open in a browser: https://swift.org/documentation"))
    host.press(.tab)
    #expect(!host.screen.contains("Open in a browser"))
  }
}

/// A label that a button hides and shows again, logging its appearances.
private struct Disappearing: View {
  let log: @MainActor (String) -> Void
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown {
        Text("Here")
          .onAppear { log("appeared") }
          .onDisappear { log("disappeared") }
      }
      Button(isShown ? "Hide" : "Show") { isShown.toggle() }
    }
  }
}

/// A view that unfolds as it appears: each step's `.onAppear` shows the next, up to step 2.
private struct Unfolding: View {
  @State private var step = 0

  var body: some View {
    VStack {
      Text("Step \(step)").onAppear { step = max(step, 1) }
      if step >= 1 { Text("More").onAppear { step = 2 } }
    }
  }
}

/// Teas whose rows `.onDelete` removes: plain rows, or buttons that brew.
private struct TeaList: View {
  let teas: Recorded<[String]>
  var brewed: Recorded<[String]>?

  var body: some View {
    List {
      ForEach(teas.value, id: \.self) { tea in
        if let brewed {
          Button(tea) { brewed.value.append(tea) }
        } else {
          Text(tea)
        }
      }
      .onDelete { teas.value.remove(atOffsets: $0) }
    }
  }
}

/// A search field whose changes are reported.
private struct Searching: View {
  let changed: @MainActor (String, String) -> Void
  @State private var query = ""

  var body: some View {
    TextField("Search", text: $query)
      .onChange(of: query) { oldValue, newValue in changed(oldValue, newValue) }
  }
}

/// A button that opens the documentation.
private struct Linking: View {
  @Environment(\.openURL) private var openURL

  var body: some View {
    Button("Docs") { openURL(URL(string: "https://swift.org/documentation")!) }
  }
}
