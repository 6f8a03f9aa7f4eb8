import TerminalUI
import TestTags
import Testing

/// SwiftUI's navigation without a store: links that push views, destinations a binding
/// presents, the older `isActive` link, popovers and full-screen covers drawn as sheets.
@MainActor
@Suite(
  "Navigation: NavigationLink(destination:), navigationDestination, popover, fullScreenCover",
  .tags(.terminalUI))
struct NavigationTests {
  @Test("NavigationLink(destination:label:) pushes its view, no store involved; Esc pops it")
  func linkPushesAView() {
    let host = ViewHost(
      NavigationStack {
        VStack {
          NavigationLink(destination: Detail(name: "Tea")) { Text("Show tea") }
          NavigationLink("About") { Text("Made in a terminal").navigationTitle("About") }
        }
        .navigationTitle("Drinks")
      }, columns: 50, rows: 10)

    host.tap("Show tea")
    #expect(host.screen.contains("‹ Drinks › Tea"))
    #expect(!host.screen.contains("Show tea"))  // the screen below is hidden
    host.tap("Like")
    host.tap("Like")
    #expect(host.screen.contains("Likes: 2"))  // the pushed view's @State lives while it is shown

    host.press(.escape)
    #expect(host.screen.contains("Show tea"))
    #expect(host.focusedTitle == "Show tea")

    host.tap("Show tea")
    #expect(host.screen.contains("Likes: 0"))  // pushed again: a new screen
    host.press(.escape)
    host.tap("About")
    #expect(host.screen.contains("‹ Drinks › About"))
    #expect(host.screen.contains("Made in a terminal"))
  }

  @Test("a link pressed outside a NavigationStack is reported")
  func linkOutsideAStack() {
    let host = ViewHost(NavigationLink("Lost") { Text("Nowhere") })
    withKnownIssue {
      host.tap("Lost")
    } matching: { issue in
      issue.description.contains("A NavigationLink was pressed outside a NavigationStack.")
    }
  }

  @Test(".navigationDestination(isPresented:) pushes while the flag is true; Esc writes false")
  func destinationIsPresented() {
    let isShown = Recorded(false)
    let host = ViewHost(
      NavigationStack {
        Button("Settings") { isShown.value = true }
          .navigationDestination(isPresented: isShown.binding) {
            Text("Settings here").navigationTitle("Settings")
          }
      }, columns: 50, rows: 10)

    #expect(!host.screen.contains("Settings here"))
    host.tap("Settings")
    #expect(host.screen.contains("Settings here"))
    #expect(host.screen.contains("‹ Settings"))

    host.press(.escape)
    #expect(!isShown.value)
    #expect(!host.screen.contains("Settings here"))
  }

  @Test(".navigationDestination(item:) pushes the item's screen; Esc writes nil")
  func destinationItem() {
    let selected = Recorded<String?>(nil)
    let host = ViewHost(
      NavigationStack {
        VStack {
          Button("Green") { selected.value = "Green" }
          Button("Black") { selected.value = "Black" }
        }
        .navigationDestination(item: selected.binding) { tea in
          Detail(name: tea)
        }
      }, columns: 50, rows: 10)

    host.tap("Black")
    #expect(host.screen.contains("Black"))
    #expect(!host.screen.contains("Green"))

    host.press(.escape)
    #expect(selected.value == nil)
    #expect(host.screen.contains("Green"))
  }

  @Test("NavigationLink(_:destination:isActive:) sets its flag and pushes while it holds")
  func linkIsActive() {
    let isActive = Recorded(false)
    let host = ViewHost(
      NavigationStack {
        NavigationLink("Open", destination: Text("Opened").navigationTitle("Inside"), isActive: isActive.binding)
      }, columns: 50, rows: 10)

    host.tap("Open")
    #expect(isActive.value)
    #expect(host.screen.contains("Opened"))

    host.press(.escape)
    #expect(!isActive.value)
    #expect(!host.screen.contains("Opened"))

    isActive.value = true  // the state alone pushes, as in SwiftUI
    #expect(host.screen.contains("Opened"))
  }

  @Test(".popover(item:) and .fullScreenCover(item:) are drawn as sheets; Esc writes nil")
  func popoverAndCover() {
    let tip = Recorded<Tea?>(nil)
    let cover = Recorded<Tea?>(nil)
    let host = ViewHost(
      VStack {
        Button("Tip") { tip.value = Tea(name: "Oolong") }
        Button("Cover") { cover.value = Tea(name: "Matcha") }
      }
      .popover(item: tip.binding) { tea in Text("Try \(tea.name)").navigationTitle("Tip") }
      .fullScreenCover(item: cover.binding) { tea in Text(tea.name).navigationTitle("Cover") },
      columns: 40, rows: 10)

    host.tap("Tip")
    #expect(host.screen.contains("╭─ Tip ─"))
    #expect(host.screen.contains("Try Oolong"))
    host.press(.escape)
    #expect(tip.value == nil)

    host.tap("Cover")
    #expect(host.screen.contains("╭─ Cover ─"))
    host.press(.escape)
    #expect(cover.value == nil)
    #expect(!host.screen.contains("Matcha"))
  }
}

/// A tea, presented by id.
private struct Tea: Identifiable {
  var name: String
  var id: String { name }
}

/// A pushed screen with a `@State` of its own.
private struct Detail: View {
  let name: String
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("Likes: \(likes)")
      Button("Like") { likes += 1 }
    }
    .navigationTitle(name)
  }
}
