@testable import TerminalUI
import TestTags
import Testing

/// SwiftUI's view-local state and controls: `@State` kept per view identity, `.id(_:)`, and
/// `Stepper`, `Slider`, `SecureField`, `Menu`, `DisclosureGroup` driven by keys.
@MainActor
@Suite("Controls: @State, .id, Stepper, Slider, SecureField, Menu, DisclosureGroup", .tags(.terminalUI))
struct ControlsTests {
  @Test("@State survives every redraw, and two instances of one view keep their own")
  func stateIsKeptPerView() {
    let host = ViewHost(
      VStack {
        Counter(name: "Left")
        Counter(name: "Right")
      })

    host.press(.enter)  // the first counter's +
    host.press(.enter)
    host.press(.tab)
    host.press(.enter)  // the second's

    #expect(host.screen.contains("Left: 2"))
    #expect(host.screen.contains("Right: 1"))
  }

  @Test("@State starts again when its view goes and comes back")
  func stateResetsWhenTheViewGoes() {
    let host = ViewHost(Toggleable())
    host.tap("+")
    host.tap("+")
    #expect(host.screen.contains("Count: 2"))

    host.tap("Hide")
    #expect(!host.screen.contains("Count:"))
    host.tap("Show")

    #expect(host.screen.contains("Count: 0"))
  }

  @Test(".id(x) makes the view a new one when x changes: its @State starts again")
  func idResetsState() {
    let host = ViewHost(Restartable())
    host.tap("+")
    host.tap("+")
    #expect(host.screen.contains("Count: 2"))

    host.tap("Restart")

    #expect(host.screen.contains("Count: 0"))
    host.tap("+")
    #expect(host.screen.contains("Count: 1"))
  }

  @Test("a Stepper shows its value between a focusable - and +, and keeps it within bounds")
  func stepperWithinBounds() {
    let value = Recorded(7)
    let host = ViewHost(Stepper("Servings", value: value.binding, in: 1...8), columns: 40, rows: 1)

    #expect(host.screen.hasPrefix("Servings "))
    #expect(host.screen.hasSuffix(" ▶ - ◀ 7 [ + ]"))  // the spacer between takes the row
    #expect(host.focusedTitle == "-")
    host.press(.tab)
    #expect(host.focusedTitle == "+")
    host.press(.enter)
    host.press(.enter)
    #expect(value.value == 8)

    host.tap("-")
    #expect(value.value == 7)
    for _ in 0..<10 { host.tap("-") }
    #expect(value.value == 1)
    #expect(host.screen.hasSuffix("▶ - ◀ 1 [ + ]"))
  }

  @Test("a Stepper with a step moves by it; one with onIncrement/onDecrement calls them")
  func stepperStepAndActions() {
    let value = Recorded(0.5)
    var presses: [String] = []
    let host = ViewHost(
      VStack {
        Stepper("Zoom", value: value.binding, in: 0...2, step: 0.25)
        Stepper("Page", onIncrement: { presses.append("next") }, onDecrement: { presses.append("back") })
      })

    host.press(.tab)
    host.press(.enter)
    #expect(value.value == 0.75)

    host.press(.tab)
    host.press(.enter)  // Page's -
    host.press(.tab)
    host.press(.enter)  // Page's +
    #expect(presses == ["back", "next"])
  }

  @Test("leaving an adjusting Slider (Tab, Shift-Tab, ↑/↓) ends its adjusting")
  func leavingASliderEndsAdjusting() {
    let volume = Recorded(50.0)
    let host = ViewHost(
      VStack {
        Button("Before") {}
        Slider(value: volume.binding, in: 0...100) { Text("Volume") }
        Button("After") {}
      })
    let leaveAndComeBack: [(Key, Key)] = [(.tab, .shiftTab), (.shiftTab, .tab), (.down, .up), (.up, .down)]

    for (leave, comeBack) in leaveAndComeBack {
      host.tap("Volume")
      #expect(host.screen.contains("Volume ← ──────────◆────────── →"))
      host.press(leave)
      #expect(host.focusedTitle != "Volume", "\(leave) leaves the slider")
      #expect(!host.screen.contains("◆"), "\(leave) ends its adjusting")
      host.press(comeBack)
      host.press(.right)  // not adjusting: → moves the focus along the row (nowhere), not the knob
      #expect(host.focusedTitle == "Volume")
      #expect(volume.value == 50)
    }
  }

  @Test("a Slider adjusts only after Enter: then ←/→ step it until Enter or Esc")
  func slider() {
    let volume = Recorded(50.0)
    let host = ViewHost(
      VStack {
        Slider(value: volume.binding, in: 0...100) { Text("Volume") }
        Button("Done") {}
      })

    #expect(host.focusedTitle == "Volume")
    #expect(host.screen.contains("Volume ──────────●──────────"))
    host.press(.down)  // not adjusting: the arrow moves the focus
    #expect(host.focusedTitle == "Done")
    #expect(volume.value == 50)
    host.press(.up)
    host.press(.right)  // nor does → along the slider's row, where nothing else stands
    #expect(volume.value == 50)

    host.press(.enter)
    #expect(host.screen.contains("Volume ← ──────────◆────────── →"))
    let runtime = ViewRuntime({ Slider(value: volume.binding, in: 0...100) { Text("Volume") } as any View })
    #expect(runtime.hints().contains(KeyHint("Enter", "press Volume")))
    _ = runtime.handle(.enter)
    #expect(runtime.hints() == [KeyHint("← →", "adjust"), KeyHint("Enter", "done")])
    host.press(.right)
    host.press(.right)
    host.press(.left)
    #expect(volume.value == 60)
    host.press(.enter)

    host.press(.down)  // done adjusting: the arrow moves the focus again
    #expect(volume.value == 60)
    #expect(host.focusedTitle == "Done")

    host.press(.up)
    host.press(.space)
    for _ in 0..<20 { host.press(.right) }
    #expect(volume.value == 100)  // never past the bounds
    host.press(.escape)
    host.press(.left)
    #expect(volume.value == 100)
  }

  @Test("a SecureField takes typing but the screen shows dots")
  func secureField() {
    let password = Recorded("")
    let host = ViewHost(SecureField("Password", text: password.binding))

    host.type("hunter2")
    host.press(.backspace)

    #expect(password.value == "hunter")
    #expect(host.screen.contains("Password: ••••••█"))
    #expect(!host.screen.contains("hunter"))
  }

  @Test("a Menu opens its items as a dialog; an item runs and closes it, Esc closes it")
  func menu() {
    var sorted: [String] = []
    let host = ViewHost(
      Menu("Sort") {
        Button("By name") { sorted.append("name") }
        Button("By date") { sorted.append("date") }
      }, columns: 40, rows: 10)

    #expect(!host.screen.contains("By name"))
    host.tap("Sort")
    #expect(host.screen.contains("By name"))
    #expect(host.focusedTitle == "By name")

    host.tap("By date")
    #expect(sorted == ["date"])
    #expect(!host.screen.contains("By date"))

    host.press(.enter)
    host.press(.escape)
    #expect(!host.screen.contains("By name"))
    #expect(sorted == ["date"])
    #expect(host.focusedTitle == "Sort")
  }

  @Test("a DisclosureGroup is a title that Enter flips, showing its content below it")
  func disclosureGroup() {
    let isExpanded = Recorded(false)
    let host = ViewHost(
      VStack(alignment: .leading) {
        DisclosureGroup("Advanced") { Text("Cache: 12 MB") }
        DisclosureGroup("Bound", isExpanded: isExpanded.binding) { Text("Inside") }
      })

    #expect(host.screen.contains("▸ Advanced"))
    #expect(!host.screen.contains("Cache"))
    host.press(.enter)
    #expect(host.screen.contains("▾ Advanced"))
    #expect(column(of: "Cache: 12 MB", in: host.screen) == column(of: "▾ Advanced", in: host.screen).map { $0 + 2 })

    host.tap("Bound")
    #expect(isExpanded.value)
    #expect(host.screen.contains("Inside"))
    host.press(.space)
    #expect(!isExpanded.value)
  }
}

/// A counter whose count is its own `@State`.
private struct Counter: View {
  var name = "Count"
  @State private var count = 0

  var body: some View {
    HStack {
      Text("\(name): \(count)")
      Button("+") { count += 1 }
    }
  }
}

/// A counter that a button hides and shows again.
private struct Toggleable: View {
  @State private var isShown = true

  var body: some View {
    VStack {
      if isShown { Counter() }
      Button(isShown ? "Hide" : "Show") { isShown.toggle() }
    }
  }
}

/// A counter that a button restarts by giving it a new `.id`.
private struct Restartable: View {
  @State private var generation = 0

  var body: some View {
    VStack {
      Counter().id(generation)
      Button("Restart") { generation += 1 }
    }
  }
}
