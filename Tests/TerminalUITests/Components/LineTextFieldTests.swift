import Testing
import TerminalUI

@MainActor
@Suite("Text field")
struct LineTextFieldTests {
  private func edit(_ field: inout TextFieldState, _ key: Key) -> Bool {
    field.handle(key)
  }

  @Test("typing, moving and deleting edit the text at the cursor")
  func editing() {
    var field = TextFieldState()
    for key: Key in [.character("a"), .character("c"), .left, .character("b"), .end, .character("!")] {
      let edited = field.handle(key)
      #expect(edited)
    }
    #expect(field.text == "abc!")
    #expect(edit(&field, .backspace))
    #expect(edit(&field, .home))
    #expect(edit(&field, .delete))
    #expect(field.text == "bc")
    #expect(field.cursor == 0)
    #expect(!edit(&field, .enter))
    #expect(edit(&field, .backspace))  // at the start: nothing to remove, still an editing key
    #expect(field.text == "bc")
  }

  @Test("the focused field shows its cursor as a reverse cell")
  func cursor() {
    var state = TextFieldState(text: "Ada")
    state.cursor = 1
    let terminal = screen([LineTextField(label: "Name", state: state, isFocused: true).line(width: 20)])
    #expect(terminal.lines[0] == "Name  [Ada         ]")
    #expect(terminal.style(row: 0, column: 8).isReversed)
    #expect(!terminal.style(row: 0, column: 7).isReversed)
  }

  @Test("an unfocused empty field shows its placeholder")
  func placeholder() {
    let line = LineTextField(label: "Email", state: TextFieldState(), isFocused: false, placeholder: "you@example.com").line(width: 30)
    #expect(line.plainText.hasPrefix("Email   you@example.com"))
  }

  @Test("long text scrolls so the cursor stays visible")
  func scrolling() {
    let state = TextFieldState(text: "a rather long street address 42")
    let line = LineTextField(label: "", state: state, isFocused: true).line(width: 12)
    #expect(line.width == 12)
    #expect(line.plainText == "[…dress 42 ]")
  }
}
