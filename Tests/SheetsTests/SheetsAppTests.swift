import ChapterTestSupport
import Composable
import OnlineStore
import SheetsChapter
import TerminalUI
import Testing

/// The chapter's app driven as a user drives it, in script mode: the cart sheet closed from
/// inside and from the parent (once with an order on its way, held there by a `TestClock`), and
/// the profile opened as optional state with its two destinations.
@MainActor
@Suite("The sheets app, end to end")
struct SheetsAppTests {
  @Test("Close inside the cart: the cart calls dismiss(), the parent receives .cart(.dismiss)")
  func childDismisses() async throws {
    let run = await ScriptTranscript(
      running: ["plus", "cart", "close"], on: SheetsChapter.makeApp())

    let cart = try #require(run.step("2: cart"))
    #expect(cart.frame.contains { $0.hasPrefix("╭─ Cart ─") })
    #expect(cart.frame.contains(" cartState: presented · alert: nil"))
    let close = try #require(run.step("3: close"))
    #expect(
      close.log.first
        == "▸ SheetsAppDomain.Action.productList(.cart(.presented(.view(.didPressCloseButton))))")
    #expect(close.log.contains("▸ SheetsAppDomain.Action.productList(.cart(.dismiss))"))
    #expect(close.frame.contains(" profile: nil · cartState: nil"))
  }

  @Test(
    "Esc with the order on its way: setCartView(false) closes the sheet and the order never answers"
  )
  func parentDismissesAndCancels() async throws {
    let clock = TestClock()
    let app = SheetsChapter.makeApp { $0.continuousClock = clock }

    let run = await ScriptTranscript(
      running: ["plus", "cart", "pay", "choose", "dismiss"], on: app)
    let busy = try #require(run.step("4: choose")).trimmedFrame.joined(separator: "\n")
    #expect(busy.contains("│ ⠋ Sending your order…      │"))
    #expect(busy.contains("Esc dismiss (parent)"))
    let dismiss = try #require(run.step("5: dismiss"))
    #expect(
      dismiss.log.first == "▸ SheetsAppDomain.Action.productList(.setCartView(isPresented: false))")
    #expect(dismiss.frame.contains(" profile: nil · cartState: nil"))

    await clock.advance(by: SheetsChapter.serverDelay)
    let after = await ScriptTranscript(running: ["wait"], on: app)
    #expect(try #require(after.step("1: wait")).log.isEmpty)
    #expect(!app.log.entries.contains { $0.action.contains("didReceivePurchaseResponse") })
  }

  @Test(
    "p opens the profile (optional state) and loads it; b closes it mid-load and cancels the load")
  func profileAsOptionalState() async throws {
    let clock = TestClock()
    let app = SheetsChapter.makeApp { $0.continuousClock = clock }

    let run = await ScriptTranscript(running: ["profile", "close-profile"], on: app)
    let open = try #require(run.step("1: profile"))
    #expect(open.log.first == "▸ SheetsAppDomain.Action.profileButtonTapped")
    #expect(open.log.contains("  −   profile: nil"))
    #expect(open.log.contains("  +   profile: ProfileDomain.State("))
    #expect(open.log.contains("▸ SheetsAppDomain.Action.profile(.fetchUserProfile)"))
    #expect(open.trimmedFrame.contains("⠋ Loading the profile…"))
    let back = try #require(run.step("2: close-profile"))
    #expect(back.log.first == "▸ SheetsAppDomain.Action.closeProfileTapped")

    await clock.advance(by: SheetsChapter.serverDelay)
    _ = await ScriptTranscript(running: ["wait"], on: app)
    #expect(!app.log.entries.contains { $0.action.contains("fetchUserProfileResponse") })
    #expect(app.store.state.profile == nil)
  }

  @Test(
    "the profile's destinations: e presents the form, Esc cancels it, R the alert, Enter restores")
  func profileDestinations() async throws {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: ["profile", "wait", "edit", "cancel-edit", "restore", "right", "left", "choose"],
      on: app)

    let loaded = try #require(run.step("2: wait")).trimmedFrame
    #expect(loaded.contains("John Doe"))
    #expect(loaded.contains("Username  johnd"))
    let edit = try #require(run.step("3: edit"))
    #expect(edit.frame.contains { $0.hasPrefix("╭─ Edit profile ─") })
    #expect(edit.frame.contains(" profile: open · destination: .editProfile"))
    let cancel = try #require(run.step("4: cancel-edit"))
    #expect(cancel.log.contains("▸ SheetsAppDomain.Action.profile(.destination(.dismiss))"))
    let restore = try #require(run.step("5: restore")).trimmedFrame.joined(separator: "\n")
    #expect(restore.contains("╭─ Restore your profile? ─"))
    #expect(restore.contains("[›Restore‹]  [ Cancel ]"))
    let right = try #require(run.step("6: right"))
    #expect(right.log.isEmpty)  // the focus is the screen's state: no action
    #expect(right.frame.contains("   .profile(.destination(.dismiss))"))
    let choose = try #require(run.step("8: choose"))
    #expect(
      choose.log.first
        == "▸ SheetsAppDomain.Action.profile(.destination(.presented(.alert(.confirmRestore))))")
    // The alert goes, the profile reloads; the clock is immediate, so the answer is in this step.
    #expect(choose.log.contains("  +     destination: nil"))
    #expect(choose.log.contains("  +     dataLoadingStatus: DataLoadingStatus.loading,"))
    #expect(choose.text.contains(".fetchUserProfileResponse(\n"))
    #expect(choose.log.contains("  +     dataLoadingStatus: DataLoadingStatus.success,"))
    #expect(choose.frame.contains(" profile: open · destination: nil"))
  }

  @Test("Esc on the restore alert taps Cancel, which has no action: .destination(.dismiss)")
  func escapeCancelsTheAlert() async throws {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(running: ["profile", "wait", "restore", "cancel"], on: app)

    let cancel = try #require(run.step("4: cancel"))
    #expect(cancel.log.first == "▸ SheetsAppDomain.Action.profile(.destination(.dismiss))")
    #expect(!cancel.trimmedFrame.joined().contains("Restore your profile?"))
  }
}
