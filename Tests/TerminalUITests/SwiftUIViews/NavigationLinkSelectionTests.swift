import TerminalUI
import TestTags
import Testing

/// A row of a list: Point-Free's "navigate and load" list links each row by its id.
private struct Row: Identifiable {
  let id: Int
  let count: Int
}

/// Point-Free's "navigate and load": the link's destination shows a spinner until the counter
/// has loaded; the body is read again at every frame, so the pushed screen follows.
private struct LoadingLink: View {
  let isActive: Recorded<Bool>
  let isLoaded: Recorded<Bool>

  var body: some View {
    Form {
      NavigationLink("Load optional counter", isActive: isActive.binding) {
        if isLoaded.value {
          Text("Counter 0")
        } else {
          ProgressView()
        }
      }
    }
    .navigationTitle("Navigate and load")
  }
}

/// SwiftUI's older links driven by a binding: `NavigationLink(_:tag:selection:destination:)` and
/// `NavigationLink(_:isActive:destination:)`, as Point-Free's navigation case studies write them.
@MainActor
@Suite("NavigationLink(_:tag:selection:) and NavigationLink(_:isActive:destination:)", .tags(.terminalUI))
struct NavigationLinkSelectionTests {
  @Test("a tag:selection: link writes its tag when pressed, pushes while selected; Esc writes nil")
  func tagSelection() {
    let selection = Recorded<Int?>(nil)
    let rows = [Row(id: 1, count: 10), Row(id: 2, count: 20)]
    let host = ViewHost(
      NavigationStack {
        List {
          ForEach(rows) { row in
            NavigationLink(
              "Load optional counter that starts from \(row.count)", tag: row.id,
              selection: .init(get: { selection.value }, set: { selection.value = $0 })
            ) {
              Text("Counter \(row.count)").navigationTitle("Row \(row.id)")
            }
          }
        }
        .navigationTitle("Navigate and load")
      })

    host.tap("Load optional counter that starts from 20")
    #expect(selection.value == 2)
    #expect(host.screen.contains("‹ Navigate and load › Row 2"))
    #expect(host.screen.contains("Counter 20"))
    #expect(!host.screen.contains("Counter 10"))

    host.press(.escape)
    #expect(selection.value == nil)
    #expect(host.screen.contains("Load optional counter that starts from 10"))

    selection.value = 1  // the state selects a row: its link is pushed
    #expect(host.screen.contains("Counter 10"))
  }

  @Test("an isActive: link with its destination last pushes what the closure builds now")
  func isActiveDestinationLast() {
    let isActive = Recorded(false)
    let isLoaded = Recorded(false)
    let host = ViewHost(NavigationStack { LoadingLink(isActive: isActive, isLoaded: isLoaded) })

    host.tap("Load optional counter")
    #expect(isActive.value)
    #expect(!host.screen.contains("Counter 0"))  // still loading
    isLoaded.value = true
    #expect(host.screen.contains("Counter 0"))
    host.press(.escape)
    #expect(!isActive.value)
    #expect(host.screen.contains("Load optional counter"))
  }
}
