import TerminalUI
import TestTags
import Testing

/// The settings page, a page of SwiftUI written as its users write it, drawn at 80×24 and
/// driven by keys alone: every control keeps its value in the page's own `@State`.
@MainActor
@Suite("A page of SwiftUI: the settings form at 80×24", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct SettingsPageTests {
  /// A page whose refresh answers with what the test yields.
  private func makeHost() -> (ViewHost<SettingsPage>, Gate<[String]>) {
    let answer = Gate<[String]>()
    let page = SettingsPage(fetchDevices: { await answer.wait() })
    return (ViewHost(page, columns: 80, rows: 24), answer)
  }

  @Test("the page as it first appears")
  func firstFrame() {
    let (host, _) = makeHost()

    let lines = host.screen.components(separatedBy: "\n")
    #expect(lines.count == 24)
    #expect(lines.filter { !$0.isEmpty } == [
      "KITCHEN",
      "Servings                                                           ▶ - ◀ 2 [ + ]",
      "Volume ────────●────────────",
      "Password:",
      "PREFERENCES",
      "▸ Notifications",
      "[ Sort by Name ]",
      "DEVICES",
      "iPhone",
      "iPad",
      "Mac",
    ])
    #expect(host.focusedTitle == "-")
  }

  @Test("driven by keys: stepper, slider, password, disclosure, menu, delete, refresh")
  func drivenByKeys() async {
    let (host, answer) = makeHost()

    host.press(.tab)  // Servings +
    host.press(.enter)
    host.press(.enter)
    #expect(host.screen.contains("[ - ] 4 ▶ + ◀"))

    host.press(.tab)  // Volume: adjust two steps up
    host.press(.enter)
    host.press(.right)
    host.press(.right)
    host.press(.enter)
    #expect(host.screen.contains("Volume ────────────●────────"))

    host.press(.tab)
    host.type("hunter2")
    #expect(host.screen.contains("Password: •••••••"))

    host.press(.tab)  // Notifications
    host.press(.enter)
    host.press(.tab)
    host.press(.space)
    #expect(host.screen.contains("[x] Notify me"))

    host.tap("Sort by Name")
    host.tap("Date")
    #expect(host.screen.contains("Sort by Date"))

    host.press(.tab)  // iPhone
    host.press(.tab)  // iPad
    host.press(.delete)
    #expect(!host.screen.contains("iPad"))

    host.press(.control("r"))
    #expect(host.screen.contains("Refreshing…"))
    answer.open(with: ["Apple TV", "Vision Pro"])
    await yield { host.screen.contains("Apple TV") }
    #expect(!host.screen.contains("Refreshing…"))
    #expect(host.screen.contains("Apple TV"))
    #expect(!host.screen.contains("iPhone"))
  }
}
