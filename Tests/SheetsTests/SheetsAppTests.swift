import ChapterTestSupport
import Composable
import OnlineStore
import SheetsChapter
import TerminalUI
import TestTags
import Testing

/// The chapter's app driven as a user drives it, in script mode, by the titles of its buttons:
/// the cart sheet closed from inside (Close) and by the parent (Esc, once with an order on its
/// way, held there by a `TestClock`), and the profile opened as optional state with its two
/// destinations.
@MainActor
@Suite("The sheets app, end to end", .tags(.sheets), .timeLimit(.minutes(1)))
struct SheetsAppTests {
  @Test("Close inside the cart: the cart calls dismiss(), the parent receives .cart(.dismiss)")
  func childDismisses() async throws {
    let run = await ScriptTranscript(
      running: ["down", "+", "tap Go to Cart", "tap Close"], on: SheetsChapter.makeApp())

    let cart = try #require(run.step("3: tap Go to Cart"))
    #expect(cart.trimmedFrame.contains { $0.contains("╭─ Cart ─") })
    #expect(cart.frame.contains { $0.contains("Pay $109.95") }, "the + in the first row put a backpack in the cart")
    #expect(cart.frame.contains("cartState: presented · alert: nil"))
    let close = try #require(run.step("4: tap Close"))
    #expect(
      close.log.first
        == "▸ SheetsAppDomain.Action.productList(.cart(.presented(.view(.didPressCloseButton))))")
    #expect(close.log.contains("▸ SheetsAppDomain.Action.productList(.cart(.dismiss))"))
    #expect(close.frame.contains("profile: nil · cartState: nil"))
  }

  @Test("Esc with the order on its way: .cart(.dismiss) closes the sheet and the order never answers")
  func parentDismissesAndCancels() async throws {
    let clock = TestClock()
    let app = SheetsChapter.makeApp { $0.continuousClock = clock }

    let run = await ScriptTranscript(
      running: ["tap Add to Cart", "tap Go to Cart", "tap Pay $109.95", "enter", "esc"], on: app)
    let busy = try #require(run.step("4: enter"))
    #expect(busy.trimmedFrame.contains { $0.contains("⠋ Sending your order…") })
    #expect(busy.frame.last?.hasPrefix("Esc close") == true)  // the only way out, while it waits
    let dismiss = try #require(run.step("5: esc"))
    // The sheet's binding writes nil: the parent's ifLet clears cartState and cancels the
    // cart's effects.
    #expect(dismiss.log.first == "▸ SheetsAppDomain.Action.productList(.cart(.dismiss))")
    #expect(dismiss.frame.contains("profile: nil · cartState: nil"))

    await clock.advance(by: SheetsChapter.serverDelay)
    let after = await ScriptTranscript(running: ["wait"], on: app)
    #expect(try #require(after.step("1: wait")).log.isEmpty)
    #expect(!app.log.entries.contains { $0.action.contains("didReceivePurchaseResponse") })
  }

  @Test(
    "Profile opens the profile (optional state) and loads it; Back closes it mid-load and cancels the load"
  )
  func profileAsOptionalState() async throws {
    let clock = TestClock()
    let app = SheetsChapter.makeApp { $0.continuousClock = clock }

    let run = await ScriptTranscript(running: ["tap Profile", "tap Back"], on: app)
    let open = try #require(run.step("1: tap Profile"))
    #expect(open.log.first == "▸ SheetsAppDomain.Action.profileButtonTapped")
    #expect(open.log.contains("  −   profile: nil"))
    #expect(open.log.contains("  +   profile: ProfileDomain.State("))
    #expect(open.log.contains("▸ SheetsAppDomain.Action.profile(.fetchUserProfile)"))
    #expect(open.trimmedFrame.contains("⠋ Loading the profile…"))
    let back = try #require(run.step("2: tap Back"))
    #expect(back.log.first == "▸ SheetsAppDomain.Action.closeProfileTapped")

    await clock.advance(by: SheetsChapter.serverDelay)
    _ = await ScriptTranscript(running: ["wait"], on: app)
    #expect(!app.log.entries.contains { $0.action.contains("fetchUserProfileResponse") })
    #expect(app.store.state.profile == nil)
  }

  @Test(
    "the profile's destinations: Edit presents the form, Cancel dismisses it, Restore the alert")
  func profileDestinations() async throws {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: [
        "tap Profile", "wait", "tap Edit", "tap Cancel", "tap Restore", "right", "left", "enter",
      ],
      on: app)

    let loaded = try #require(run.step("2: wait")).trimmedFrame
    #expect(loaded.contains("John Doe"))
    #expect(loaded.contains("Username johnd"))
    let edit = try #require(run.step("3: tap Edit"))
    #expect(edit.trimmedFrame.contains { $0.contains("╭─ Edit profile ─") })
    #expect(edit.frame.contains("profile: open · destination: .editProfile"))
    let cancel = try #require(run.step("4: tap Cancel"))
    #expect(
      cancel.log.contains(
        "▸ SheetsAppDomain.Action.profile(.destination(.presented(.editProfile(.view(.cancelButtonTapped)))))"
      ))
    #expect(cancel.log.contains("▸ SheetsAppDomain.Action.profile(.destination(.dismiss))"))
    let restore = try #require(run.step("5: tap Restore")).trimmedFrame.joined(separator: "\n")
    #expect(restore.contains("│                  Restore your profile?                  │"))
    #expect(restore.contains("│                 ▶ Restore ◀  [ Cancel ]                 │"))
    #expect(try #require(run.step("6: right")).log.isEmpty)  // the focus is the runtime's
    let choose = try #require(run.step("8: enter"))
    #expect(
      choose.log.first
        == "▸ SheetsAppDomain.Action.profile(.destination(.presented(.alert(.confirmRestore))))")
    // The alert goes, the profile reloads; the clock is immediate, so the answer is in this step.
    #expect(choose.log.contains("  +     destination: nil"))
    #expect(choose.log.contains("  +     dataLoadingStatus: DataLoadingStatus.loading,"))
    #expect(choose.text.contains(".fetchUserProfileResponse(\n"))
    #expect(choose.log.contains("  +     dataLoadingStatus: DataLoadingStatus.success,"))
    #expect(choose.frame.contains("profile: open · destination: nil"))
  }

  @Test("Esc on the restore alert taps Cancel, which has no action: .destination(.dismiss)")
  func escapeCancelsTheAlert() async throws {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: ["tap Profile", "wait", "tap Restore", "esc"], on: app)

    let cancel = try #require(run.step("4: esc"))
    #expect(cancel.log.first == "▸ SheetsAppDomain.Action.profile(.destination(.dismiss))")
    #expect(!cancel.trimmedFrame.joined().contains("Restore your profile?"))
  }

  @Test("the form takes typing: each character a binding action; Tab moves to Email")
  func typingArrivesInTheFocusedField() async throws {
    let app = SheetsChapter.makeApp { $0.continuousClock = ImmediateClock() }
    let run = await ScriptTranscript(
      running: ["tap Profile", "wait", "tap Edit", "type jd", "tab"], on: app)

    let typed = try #require(run.step("4: type jd"))
    #expect(
      typed.log.contains(
        #"▸ SheetsAppDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\EditProfileDomain.State.username, "johndjd"))))))"#
      ))
    #expect(typed.frame.last?.hasPrefix("Tab ↑↓ move  type into Username  Esc leave the field") == true)
    let tab = try #require(run.step("5: tab"))
    #expect(tab.frame.last?.hasPrefix("Tab ↑↓ move  type into Email") == true)
  }
}
