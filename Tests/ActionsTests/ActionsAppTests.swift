import ActionsChapter
import ChapterTestSupport
import Composable
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The chapter's app driven as a user drives it, in script mode, by titles and keys: the form
/// opened, fields that take typing, Tab moving the focus (a binding of `focus`), a refused save
/// moving it to the bad field, an edit clearing the message, and a save the parent hears.
@MainActor
@Suite("The actions app, end to end", .tags(.actions), .timeLimit(.minutes(1)))
struct ActionsAppTests {
  @Test("Edit opens the form with the focus in the username, as state; typing sends bindings")
  func typingSendsBindings() async throws {
    let run = await ScriptTranscript(
      running: ["tap Edit", "type ny"], on: ActionsChapter.makeApp())

    let edit = try #require(run.step("1: tap Edit"))
    #expect(edit.trimmedFrame.contains { $0.contains("╭─ Edit profile ─") })
    #expect(edit.trimmedFrame.contains { $0.contains("Username: johnd█") })
    #expect(edit.trimmedFrame.contains { $0.contains("Email: john@gmail.com ") })
    #expect(edit.frame.contains { $0.hasPrefix("focus: .username ") })
    // Only what acts while the field takes the letters: no l, ? or q, which would be typed.
    #expect(edit.frame.last == "Tab ↑↓ move  type into Username  Esc leave the field")
    let typed = try #require(run.step("2: type ny"))
    #expect(
      typed.log.filter { $0.hasPrefix("▸") } == [
        #"▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\EditProfileDomain.State.username, "johndn"))))))"#,
        #"▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\EditProfileDomain.State.username, "johndny"))))))"#,
      ])
    #expect(typed.trimmedFrame.contains { $0.contains("Username: johndny█") })
    #expect(typed.frame.contains { $0.hasSuffix("parent: 2 unsaved edits · saved 0×") })
  }

  @Test("Tab is a binding of focus; a refused save moves the focus; an edit clears the message")
  func focusAndValidation() async throws {
    let run = await ScriptTranscript(
      running: [
        "tap Edit", "tab", "type @x", "shift-tab", "tap Save", "backspace", "backspace",
        "tap Save",
      ],
      on: ActionsChapter.makeApp())

    let tab = try #require(run.step("2: tab"))
    #expect(
      tab.log.first
        == "▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.focus, EditProfileDomain.State.Field.email))))))"
    )
    #expect(tab.trimmedFrame.contains { $0.contains("Email: john@gmail.com█") })
    let refused = try #require(run.step("5: tap Save"))
    // Pressing Save takes the focus off the fields (nil), then the refusal puts it on the email.
    #expect(
      refused.log.first
        == "▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.focus, nil))))))"
    )
    #expect(refused.log.contains("  −         focus: nil"))
    #expect(refused.log.contains("  +         focus: EditProfileDomain.State.Field.email"))
    #expect(
      refused.trimmedFrame.contains { $0.contains("✗ The email needs one \"@\" and a dot after it") })
    #expect(refused.frame.contains { $0.hasPrefix("focus: .email ") })
    // The focus is where the state says: the next key edits the email.
    let cleared = try #require(run.step("6: backspace"))
    #expect(cleared.log.contains { $0.hasPrefix("  +         validationMessage: nil") })
    #expect(!cleared.trimmedFrame.contains { $0.contains("✗") })
    let saved = try #require(run.step("8: tap Save"))
    #expect(saved.text.contains(".delegate(\n"))
    #expect(saved.frame.contains { $0.hasSuffix("parent: 0 unsaved edits · saved 1×") })
    #expect(saved.trimmedFrame.contains("Email    john@gmail.com"))
  }

  @Test("Cancel: the form dismisses itself, the profile is unchanged")
  func cancelDismisses() async throws {
    let run = await ScriptTranscript(
      running: ["tap Edit", "type zz", "tap Cancel"], on: ActionsChapter.makeApp())

    let cancel = try #require(run.step("3: tap Cancel"))
    #expect(
      cancel.log.contains(
        "▸ ActionsAppDomain.Action.profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped)))))"
      ))
    #expect(cancel.log.contains("▸ ActionsAppDomain.Action.profile(.destination(.dismiss))"))
    #expect(cancel.trimmedFrame.contains("Username johnd"))
    #expect(cancel.frame.contains { $0.hasSuffix("parent: 0 unsaved edits · saved 0×") })
  }

  @Test("a focused field takes every character, q and l too; Esc leaves it and the app's keys work")
  func fieldTakesTextEscLeaves() async throws {
    let app = ActionsChapter.makeApp()
    let run = await ScriptTranscript(running: ["tap Edit", "q", "l", "esc", "l"], on: app)

    #expect(
      try #require(run.step("2: q")).log.first?.hasSuffix(#"username, "johndq"))))))"#) == true)
    #expect(
      try #require(run.step("3: l")).log.first?.hasSuffix(#"username, "johndql"))))))"#) == true)
    let left = try #require(run.step("4: esc"))
    #expect(left.log.first?.hasSuffix(#"(\EditProfileDomain.State.focus, nil))))))"#) == true)
    #expect(left.frame.last?.hasPrefix("Tab ↑↓ move  Esc close  l log") == true)
    #expect(try #require(run.step("5: l")).log.isEmpty)
    #expect(app.isLogVisible)
    #expect(app.exitCode == nil)
  }

  @Test("Esc twice: out of the field, then the sheet closes, .destination(.dismiss)")
  func escapeTwiceCloses() async throws {
    let run = await ScriptTranscript(
      running: ["tap Edit", "esc", "esc"], on: ActionsChapter.makeApp())

    let closed = try #require(run.step("3: esc"))
    #expect(closed.log.first == "▸ ActionsAppDomain.Action.profile(.destination(.dismiss))")
    #expect(closed.frame.contains { $0.hasPrefix("destination: nil ") })
  }

  @Test("Restore asks first; Esc taps Cancel, which has no action: .destination(.dismiss)")
  func restoreAlert() async throws {
    let run = await ScriptTranscript(
      running: ["tap Restore", "esc"], on: ActionsChapter.makeApp())

    let asked = try #require(run.step("1: tap Restore"))
    #expect(asked.trimmedFrame.joined().contains("Restore your profile?"))
    #expect(asked.frame.contains { $0.hasPrefix("destination: .alert ") })
    let cancel = try #require(run.step("2: esc"))
    #expect(cancel.log.first == "▸ ActionsAppDomain.Action.profile(.destination(.dismiss))")
  }
}
