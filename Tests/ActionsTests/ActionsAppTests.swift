import ActionsChapter
import ChapterTestSupport
import Composable
import OnlineStore
import TerminalUI
import Testing

/// The chapter's app driven as a user drives it, in script mode: the form opened, fields edited
/// in place with the cursor in the focused one, Tab moving the focus, a refused save moving it
/// to the bad field, an edit clearing the message, and a save the parent hears.
@MainActor
@Suite("The actions app, end to end")
struct ActionsAppTests {
  @Test("e opens the form with the cursor in the username; typing edits it in place")
  func typingEditsInPlace() async throws {
    let run = await ScriptTranscript(running: ["edit", "type ny"], on: ActionsChapter.makeApp())

    let edit = try #require(run.step("1: edit"))
    #expect(edit.frame.contains { $0.hasPrefix("╭─ Edit profile ─") })
    #expect(
      edit.trimmedFrame.contains { $0.hasPrefix("│ Username  [johnd ") && $0.hasSuffix("] │") })
    #expect(edit.trimmedFrame.contains { $0.hasPrefix("│ Email      john@gmail.com ") })
    #expect(edit.frame.contains { $0.hasPrefix(" focus: .username ") })
    let typed = try #require(run.step("2: type ny"))
    #expect(
      typed.log.filter { $0.hasPrefix("▸") } == [
        #"▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\EditProfileDomain.State.username, "johndn"))))))"#,
        #"▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\EditProfileDomain.State.username, "johndny"))))))"#,
      ])
    #expect(typed.trimmedFrame.contains { $0.hasPrefix("│ Username  [johndny ") })
    #expect(typed.frame.contains { $0.hasSuffix("parent: 2 unsaved edits · saved 0×") })
  }

  @Test("← moves only the cursor (no action); a character goes in where the cursor is")
  func cursorMovesInside() async throws {
    let run = await ScriptTranscript(
      running: ["edit", "left", "left", "type X"], on: ActionsChapter.makeApp())

    #expect(try #require(run.step("2: left")).log.isEmpty)
    let typed = try #require(run.step("4: type X"))
    #expect(typed.log.first?.hasSuffix(#"username, "johXnd"))))))"#) == true)
    let app = ActionsChapter.makeApp()
    _ = await ScriptTranscript(running: ["edit", "left", "left"], on: app)
    #expect(app.screen.cursor == ActionsScreen.FieldCursor(field: .username, position: 3))
  }

  @Test("Tab is a binding of focus; a refused save moves the focus; an edit clears the message")
  func focusAndValidation() async throws {
    let run = await ScriptTranscript(
      running: [
        "edit", "next-field", "type @x", "previous-field", "save", "backspace", "backspace", "save",
      ],
      on: ActionsChapter.makeApp())

    let tab = try #require(run.step("2: next-field"))
    #expect(
      tab.log.first
        == "▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.focus, EditProfileDomain.State.Field.email))))))"
    )
    #expect(tab.trimmedFrame.contains { $0.hasPrefix("│ Email     [john@gmail.com ") })
    let refused = try #require(run.step("5: save"))
    #expect(refused.log.contains("  −         focus: EditProfileDomain.State.Field.username"))
    #expect(refused.log.contains("  +         focus: EditProfileDomain.State.Field.email"))
    #expect(
      refused.trimmedFrame.contains {
        $0.hasPrefix("│ ✗ The email needs one \"@\" and a dot after it")
      })
    #expect(refused.frame.contains { $0.hasPrefix(" focus: .email ") })
    let cleared = try #require(run.step("6: backspace"))
    #expect(cleared.log.contains { $0.hasPrefix("  +         validationMessage: nil") })
    #expect(!cleared.trimmedFrame.contains { $0.contains("✗") })
    let saved = try #require(run.step("8: save"))
    #expect(saved.text.contains(".delegate(\n"))
    #expect(saved.frame.contains { $0.hasSuffix("parent: 0 unsaved edits · saved 1×") })
    #expect(saved.trimmedFrame.contains("Email     john@gmail.com"))
  }

  @Test("Esc in the form cancels: the form dismisses itself, the profile is unchanged")
  func cancelDismisses() async throws {
    let run = await ScriptTranscript(
      running: ["edit", "type zz", "cancel-edit"], on: ActionsChapter.makeApp())

    let cancel = try #require(run.step("3: cancel-edit"))
    #expect(
      cancel.log.first
        == "▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped)))))"
    )
    #expect(cancel.log.contains("▸ ActionsAppDomain.Action.profile(.destination(.dismiss))"))
    #expect(cancel.trimmedFrame.contains("Username  johnd"))
    #expect(cancel.frame.contains { $0.hasSuffix("parent: 0 unsaved edits · saved 0×") })
  }

  @Test("while the form is open, q and ? are text: they go into the focused field")
  func lettersAreText() async throws {
    let app = ActionsChapter.makeApp()
    let run = await ScriptTranscript(running: ["edit", "q"], on: app)

    #expect(run.exitCode == 0)
    #expect(
      try #require(run.step("2: q")).log.first?.hasSuffix(#"username, "johndq"))))))"#) == true)
    #expect(app.exitCode == nil)
  }
}
