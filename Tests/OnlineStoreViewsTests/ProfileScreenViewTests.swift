import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI
import Testing

/// The Profile screen and what it presents, drawn from domain state alone: the profile, the edit
/// form as a sheet, the restore alert as a dialog box.
@Suite("The profile's screens")
struct ProfileScreenViewTests {
  let size = TerminalSize(columns: 80, rows: 20)
  let loaded = ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)

  func text(_ lines: [Line]) -> [String] {
    lines.map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test("the profile: the full name capitalised, username, email, Edit and Restore")
  func profile() {
    let lines = text(ProfileLines(state: loaded).lines(size: size))
    #expect(lines[0] == " Profile")
    #expect(lines[2] == " John Doe")
    #expect(lines[4] == "   Username  johnd")
    #expect(lines[5] == "   Email     john@gmail.com")
    #expect(lines[7] == " [ Edit ]  [ Restore ]")
  }

  @Test("loading shows a spinner; a failure shows the error and Retry")
  func loadingAndError() {
    let loading = text(
      ProfileLines(state: ProfileDomain.State(dataLoadingStatus: .loading)).lines(size: size))
    #expect(loading[2] == " ⠋ Loading the profile…")
    let failed = text(
      ProfileLines(state: ProfileDomain.State(dataLoadingStatus: .error)).lines(size: size))
    #expect(failed[2] == " ✗ The profile could not be loaded.")
    #expect(failed[4] == "   [ Retry ]")
  }

  @Test("the form's sheet: Cancel and Save, the fields, the validation message")
  func formSheet() {
    var state = loaded
    state.destination = .editProfile(
      EditProfileDomain.State(
        profile: UserProfile.sample, username: "", email: "john@gmail.com",
        validationMessage: EditProfileDomain.emptyUsernameMessage))
    let lines = text(ProfileScreenView(state: state).lines(size: size))
    #expect(lines.count == size.rows)
    #expect(lines.contains { $0.hasPrefix("╭─ Edit profile ─") })
    #expect(lines.contains { $0.hasPrefix("│ [ Cancel ]") && $0.hasSuffix("[ Save ] │") })
    #expect(lines.contains { $0.hasPrefix("│ Username") })
    #expect(lines.contains { $0.hasPrefix("│ Email") && $0.contains("john@gmail.com") })
    #expect(
      lines.contains(
        "│ ✗ The username cannot be empty.                                              │"))
  }

  @Test("the restore alert as a dialog box over the profile, the focused button marked")
  func restoreAlert() {
    var state = loaded
    state.destination = .alert(.restoreProfile)
    let lines = text(ProfileScreenView(state: state).lines(size: size)).joined(separator: "\n")
    #expect(lines.contains("╭─ Restore your profile? ─"))
    #expect(lines.contains("[›Restore‹]  [ Cancel ]"))
    #expect(!lines.contains("Edit profile"))
  }

  @Test("the focused field has brackets and the cursor (reverse video) where the screen puts it")
  func focusedField() {
    let form = EditProfileDomain.State(
      profile: UserProfile.sample, username: "johnd", email: "john@gmail.com", focus: .email)
    let atEnd = EditProfileLines(state: form).content(width: 40)
    #expect(atEnd[2].plainText == "Username   johnd                        ")
    #expect(atEnd[3].plainText == "Email     [john@gmail.com              ]")
    #expect(atEnd[3].spans.contains { $0.text == " " && $0.style == .reverse })

    let inside = EditProfileLines(state: form, cursor: 4).content(width: 40)
    #expect(inside[3].spans.contains { $0.text == "@" && $0.style == .reverse })
    #expect(!inside[2].spans.contains { $0.style == .reverse })
  }
}
