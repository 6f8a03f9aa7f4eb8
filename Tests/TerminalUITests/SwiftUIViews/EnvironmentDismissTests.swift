import TerminalUI
import TestTags
import Testing

/// A screen that closes itself with `@Environment(\.dismiss)`, as SwiftUI's views do.
private struct Closing: View {
  let title: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack {
      Text("\(title) is open")
      Button("Done") { dismiss() }
    }
    .navigationTitle(title)
  }
}

/// `@Environment(\.dismiss)`: in a sheet it closes the sheet, in a pushed screen it pops it (what
/// Esc does there); at the root it does nothing.
@MainActor
@Suite("@Environment(\\.dismiss)", .tags(.terminalUI))
struct EnvironmentDismissTests {
  @Test("dismiss() in a sheet closes it, writing false to its binding")
  func dismissClosesSheet() {
    let isPresented = Recorded(false)
    let host = ViewHost(
      Button("Open") { isPresented.value = true }
        .sheet(isPresented: isPresented.binding) { Closing(title: "Sheet") })

    host.tap("Open")
    #expect(host.screen.contains("Sheet is open"))
    host.tap("Done")
    #expect(!isPresented.value)
    #expect(!host.screen.contains("Sheet is open"))
  }

  @Test("dismiss() in a sheet of an item writes nil")
  func dismissClosesItemSheet() {
    let item = Recorded<Tea?>(nil)
    let host = ViewHost(
      Button("Pick") { item.value = Tea(id: "green") }
        .sheet(item: item.binding) { tea in Closing(title: tea.id) })

    host.tap("Pick")
    #expect(host.screen.contains("green is open"))
    host.tap("Done")
    #expect(item.value == nil)
  }

  @Test("dismiss() in a pushed screen pops it, however it was pushed")
  func dismissPopsScreen() {
    let isActive = Recorded(false)
    let host = ViewHost(
      NavigationStack {
        VStack {
          NavigationLink("Linked") { Closing(title: "Linked") }
          NavigationLink("Activated", isActive: isActive.binding) { Closing(title: "Activated") }
        }
        .navigationTitle("Home")
      })

    host.tap("Linked")
    #expect(host.screen.contains("‹ Home › Linked"))
    host.tap("Done")
    #expect(host.screen.contains("Activated"))
    #expect(!host.screen.contains("Linked is open"))

    host.tap("Activated")
    #expect(host.screen.contains("Activated is open"))
    host.tap("Done")
    #expect(!isActive.value)
    #expect(!host.screen.contains("Activated is open"))
  }

  @Test("dismiss() at the root does nothing")
  func dismissAtRoot() {
    let host = ViewHost(Closing(title: "Root"))
    host.tap("Done")
    #expect(host.screen.contains("Root is open"))
  }
}

/// An item a sheet presents.
private struct Tea: Identifiable, Equatable {
  let id: String
}
