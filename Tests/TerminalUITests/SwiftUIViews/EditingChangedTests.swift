import TerminalUI
import TestTags
import Testing

/// The `onEditingChanged:` variants of `TextField`, `Slider` and `Stepper`: each hears `true`
/// when editing starts and `false` when it ends.
@MainActor
@Suite("onEditingChanged: TextField, Slider, Stepper", .tags(.terminalUI))
struct EditingChangedTests {
  @Test("a TextField is editing while it has the focus; onCommit runs on Enter")
  func textField() {
    var events: [String] = []
    let name = Recorded("")
    let host = ViewHost(
      VStack {
        Button("Before") {}
        TextField(
          "Name", text: name.binding, onEditingChanged: { events.append("editing \($0)") },
          onCommit: { events.append("commit \(name.value)") })
        Button("After") {}
      })

    #expect(host.focusedTitle == "Before")
    #expect(events.isEmpty)
    host.press(.tab)
    #expect(events == ["editing true"])
    host.type("Blob")
    host.press(.enter)
    #expect(events == ["editing true", "commit Blob"])
    host.press(.tab)
    #expect(host.focusedTitle == "After")
    #expect(events == ["editing true", "commit Blob", "editing false"])
    host.press(.shiftTab)
    host.press(.escape)  // Esc leaves the field too
    #expect(events == ["editing true", "commit Blob", "editing false", "editing true", "editing false"])
  }

  @Test("a Slider is editing from the Enter that starts adjusting to the one that ends it")
  func slider() {
    var events: [Bool] = []
    let volume = Recorded(0.5)
    let host = ViewHost(Slider(value: volume.binding, in: 0...1, onEditingChanged: { events.append($0) }))

    host.press(.enter)
    #expect(events == [true])
    host.press(.right)
    #expect(volume.value == 0.6)
    #expect(events == [true])
    host.press(.enter)
    #expect(events == [true, false])
  }

  @Test("a Stepper is editing around each press")
  func stepper() {
    var events: [String] = []
    let servings = Recorded(2)
    let host = ViewHost(
      Stepper(
        "Servings", value: servings.binding, in: 1...8,
        onEditingChanged: { events.append("\($0) at \(servings.value)") }))

    host.tap("+")
    #expect(servings.value == 3)
    #expect(events == ["true at 2", "false at 3"])
    host.tap("-")
    #expect(events == ["true at 2", "false at 3", "true at 3", "false at 2"])
  }
}
