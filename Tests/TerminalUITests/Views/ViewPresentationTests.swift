import Composable
import ComposableTesting
import TerminalUI
import TestTags
import Testing

/// Sheets, alerts, dialogs, stacks and tabs: each is the layer on top while it is there, takes
/// the keys, and Esc closes, cancels or pops it through the store.
@MainActor
@Suite("View presentation", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct ViewPresentationTests {
  @Test("a sheet appears when its state does, takes the focus, and Esc sends .dismiss")
  func sheet() async {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    host.tap("Basket")
    #expect(store.basket != nil)
    #expect(host.screen.contains("╭─ Basket ─"))
    #expect(host.focusedTitle == "Add")
    host.tap("Add")
    #expect(store.basket?.items == 1)

    host.press(.escape)
    #expect(store.basket == nil)
    #expect(!host.screen.contains("Basket ─"))
    #expect(host.focusedTitle == "Basket")  // the screen below gets its focus back
  }

  @Test("a button under a sheet is refused, and the message says what covers it")
  func tapUnderSheet() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)
    host.tap("Basket")

    withKnownIssue {
      host.tap("Pay")
    } matching: { issue in
      issue.description.contains(#""Pay" is under a sheet"#)
        && issue.description.contains(#"the buttons there: "Add", "Close""#)
    }
    #expect(store.alert == nil)
  }

  @Test("the alert shows title, message and buttons; a button sends only .presented(action)")
  func alertButton() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)
    host.tap("Pay")

    let screen = host.screen
    #expect(screen.contains("Pay now?"))
    #expect(screen.contains("Your card will be charged."))
    #expect(host.focusedTitle == "Cancel")
    host.tap("Pay")

    #expect(store.paid)
    #expect(store.alert == nil)  // the presentation reducer clears it, as in TCA
  }

  @Test("Esc on an alert presses its cancel button; on a dialog without a cancel action, .dismiss")
  func escapeOnAlertAndDialog() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    host.tap("Pay")
    host.press(.escape)
    #expect(store.alert == nil)
    #expect(store.paymentCancelled)
    #expect(!store.paid)

    host.tap("Empty")
    #expect(host.screen.contains("Empty the basket?"))
    host.press(.escape)
    #expect(store.dialog == nil)
    #expect(!store.emptied)
  }

  @Test("a dialog's buttons stand one below the other and send their actions")
  func dialog() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)
    host.tap("Empty")

    let rows = host.screen.components(separatedBy: "\n")
    let empty = rows.firstIndex { $0.contains("Empty ◀") }
    let keep = rows.firstIndex { $0.contains("[ Keep ]") }
    #expect(empty != nil && keep == empty.map { $0 + 1 })
    host.tap("Empty")
    #expect(store.emptied)
  }

  @Test("a NavigationLink pushes, the pushed screen hides the one below, Esc pops")
  func stack() {
    let store = Store(initialState: Browser.State()) { Browser() }
    let host = ViewHost(BrowserView(store: store), columns: 60, rows: 14)

    host.tap("Page 2")
    #expect(store.path.count == 1)
    #expect(host.screen.contains("‹ Pages › Page 2"))
    #expect(!host.screen.contains("Page 1"))
    host.tap("Like")
    #expect(store.path.first?.likes == 1)
    host.tap("Next")
    #expect(host.screen.contains("Pages › Page 2 › Page 3"))

    host.press(.escape)
    #expect(store.path.map(\.number) == [2])
    host.press(.escape)
    #expect(store.path.isEmpty)
    #expect(host.focusedTitle == "Page 2")  // the root's focus comes back
  }

  @Test("a tab is tapped by its .tabItem text or its number; the selection is written")
  func tabs() {
    let store = Store(initialState: Browser.State()) { Browser() }
    let host = ViewHost(BrowserView(store: store), columns: 60, rows: 14)
    #expect(host.screen.contains("1 [Pages]"))

    host.tap("About")
    #expect(store.tab == .about)
    #expect(host.screen.contains("A browser of pages"))
    host.press(.character("1"))
    #expect(store.tab == .pages)
  }
}

/// `.onAppear` and `.task`: once per appearance, cancelled when the view goes.
@MainActor
@Suite("View appearance", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct ViewAppearanceTests {
  @Test(".onAppear sends once per appearance, not once per redraw")
  func onAppear() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    #expect(host.screen.contains("Shop"))
    _ = host.screen
    host.tap("Pay")
    host.press(.escape)

    #expect(store.appearances == 1)
  }

  @Test(".task on a sheet's content starts when the sheet appears; the screen shows what it sent")
  func taskOnSheet() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let host = ViewHost(ShopView(store: store), columns: 60, rows: 16)

    host.tap("Basket")

    #expect(store.basket?.isLoaded == true)
    #expect(host.screen.contains("0 items"))
  }

  @Test(".task is cancelled when its view goes")
  func taskCancelled() async {
    let started = Flag()
    let cancelled = Flag()
    let shown = Flag(true)
    let host = ViewHost(
      TaskProbe(isShown: { shown.value }, started: started, cancelled: cancelled))

    _ = host.screen
    #expect(started.value)
    shown.value = false
    _ = host.screen
    for _ in 0..<100 where !cancelled.value { await Task.yield() }

    #expect(cancelled.value)
  }
}

/// A flag the probe view sets from its task.
@MainActor
final class Flag {
  var value: Bool
  init(_ value: Bool = false) { self.value = value }
}

/// A view with a task that waits until it is cancelled.
struct TaskProbe: View {
  let isShown: @MainActor () -> Bool
  let started: Flag
  let cancelled: Flag

  var body: some View {
    if isShown() {
      Text("probe")
        .task {
          started.value = true
          let stream = AsyncStream<Never> { _ in }
          for await _ in stream {}
          cancelled.value = Task.isCancelled
        }
    }
  }
}
