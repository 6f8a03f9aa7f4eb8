import ChapterTestSupport
import Composable
import OnlineStore
import RootTabsChapter
import TerminalUI
import TestTags
import Testing

/// The whole store app driven as a user drives it, in script mode, by titles and keys: a
/// product's detail pushed from the list, its stepper kept in step with the row, a related
/// product two deep, back with Esc, and the tabs keeping their state. The offline client answers
/// at once on an `ImmediateClock`.
@MainActor
@Suite("The root-tabs app, end to end", .tags(.rootTabs), .timeLimit(.minutes(1)))
struct RootTabsAppTests {
  /// The app the executable runs, on a clock that does not wait.
  func app() -> TerminalApp<RootDomain.State, RootDomain.Action> {
    RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
  }

  @Test("the root's .task loads the list; the Profile tab's .onAppear waits until it appears")
  func tasksLoadEachTab() async throws {
    let app = app()
    let run = await ScriptTranscript(running: ["wait", "tap Profile", "wait"], on: app)

    let start = try #require(run.step("start"))
    #expect(start.frame.contains { $0.contains("⠋ Loading the products…") })
    #expect(app.log.entries.first?.action == "RootDomain.Action.productList(.fetchProducts)")
    let loaded = try #require(run.step("1: wait"))
    #expect(loaded.frame.contains { $0.hasPrefix("Fjallraven - Foldsack No. 1 Backpack") })
    let beforeProfile = app.log.entries.prefix { !$0.action.contains("tabSelected") }
    #expect(!beforeProfile.contains { $0.action.contains("fetchUserProfile") })
    let profile = try #require(run.step("2: tap Profile"))
    #expect(profile.log.first == "▸ RootDomain.Action.tabSelected(.profile)")
    #expect(profile.log.contains("▸ RootDomain.Action.profile(.fetchUserProfile)"))
    #expect(try #require(run.step("3: wait")).frame.contains("John Doe"))
  }

  @Test("leaving the Products tab while it loads does not strand it: the load belongs to the root")
  func leavingTheTabWhileItLoads() async throws {
    let clock = TestClock()
    let app = RootTabsChapter.makeApp { $0.continuousClock = clock }
    _ = await ScriptTranscript(running: ["2"], on: app)  // Profile, while the products load

    await clock.advance(by: .seconds(1))
    let back = await ScriptTranscript(running: ["1"], on: app)

    // A tab's .task would have been cancelled with the tab, and the list, still loading, would
    // have ignored the next ask: a spinner for ever.
    let frame = try #require(back.step("1: 1")).frame
    #expect(!frame.contains { $0.contains("Loading the products") })
    #expect(frame.contains { $0.hasPrefix("Fjallraven - Foldsack No. 1 Backpack") })
  }

  @Test("leaving the Profile tab while it loads does not strand it: the load outlives the screen")
  func leavingProfileWhileItLoads() async throws {
    let clock = TestClock()
    let app = RootTabsChapter.makeApp { $0.continuousClock = clock }
    _ = await ScriptTranscript(running: ["2", "1"], on: app)  // Profile, back before it loads

    await clock.advance(by: .seconds(1))
    let again = await ScriptTranscript(running: ["2"], on: app)

    // A load tied to the screen's .task would have been cancelled with the tab, and the profile,
    // still loading, would have ignored the next ask: a spinner for ever.
    let frame = try #require(again.step("1: 2")).frame
    #expect(!frame.contains { $0.contains("Loading the profile") })
    #expect(frame.contains { $0.contains("John Doe") })
  }

  @Test("Details on a row sends openDetailTapped; the root pushes the detail with id #0")
  func detailsPushes() async throws {
    let run = await ScriptTranscript(running: ["wait", "tap Details"], on: app())

    let open = try #require(run.step("2: tap Details"))
    #expect(
      open.log.first
        == "▸ RootDomain.Action.productList(.product(.element(id: UUID(0), action: .openDetailTapped)))"
    )
    #expect(open.log.contains("  +     [#0]: RootDomain.Path.State.productDetail("))
    #expect(open.frame.contains("‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops"))
    #expect(open.frame.contains("$109.95 · men's clothing · ★ 3.9 (120 ratings)"))
    #expect(open.frame.contains { $0.hasPrefix("Your perfect pack for everyday use") })
    #expect(
      open.frame.contains(
        "[ Mens Casual Premium Slim Fit T-Shirts ]                                $22.30"))
    #expect(open.frame.contains("path: [#0 productDetail(1)]"))
    #expect(open.frame.suffix(2).contains { $0.contains("Esc back") })
  }

  @Test("+ on the detail: plusTapped changes the detail, delegate(.countChanged) the row")
  func detailStepperReachesTheRow() async throws {
    let run = await ScriptTranscript(running: ["wait", "tap Details", "+", "esc"], on: app())

    let plus = try #require(run.step("3: +"))
    #expect(
      plus.log.first
        == "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.plusTapped)))")
    #expect(
      plus.log.contains(
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.delegate(.countChanged(productID: 1, count: 1)))))"
      ))
    #expect(plus.frame.contains { $0.hasPrefix("In the cart-to-be [ - ] 1 ") })
    // Back on the list, the row shows the count the detail set.
    let back = try #require(run.step("4: esc"))
    #expect(back.frame.contains { $0.hasPrefix("Fjallraven") && $0.contains("[ - ] 1 [ + ]") })
  }

  @Test("a related product two deep: delegate(.open) pushes #1, the breadcrumb shows both")
  func stackTwoDeep() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Details", "tap Mens Casual Premium Slim Fit T-Shirts"], on: app())

    let related = try #require(run.step("3: tap Mens Casual Premium Slim Fit T-Shirts"))
    #expect(
      Array(related.log.prefix(3)) == [
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.relatedTapped(productID: 2))))",
        "  (no state changes)",
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.delegate(.open(productID: 2)))))",
      ])
    #expect(related.log.contains("  +     [#1]: RootDomain.Path.State.productDetail("))
    #expect(
      related.frame.contains(
        "‹ Products › Fjallraven - Foldsack … › Mens Casual Premium Slim Fit T-Shirts"))
    #expect(related.frame.contains("path: [#0 productDetail(1), #1 productDetail(2)]"))
  }

  @Test("Esc on a pushed detail pops it: .popFrom(id:) for the top element, then the next")
  func escapePops() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Details", "tap Mens Casual Premium Slim Fit T-Shirts", "esc", "esc"],
      on: app())

    let first = try #require(run.step("4: esc"))
    #expect(first.log.first == "▸ RootDomain.Action.path(.popFrom(id: #1))")
    #expect(first.frame.contains("path: [#0 productDetail(1)]"))
    let second = try #require(run.step("5: esc"))
    #expect(second.log.first == "▸ RootDomain.Action.path(.popFrom(id: #0))")
    #expect(second.frame.contains("path: []"))
    #expect(second.frame.contains { $0.hasPrefix("Products ") && $0.contains("[ Go to Cart ]") })
  }

  @Test("a tab is tapped by its title and sends tabSelected; the Products tab keeps its stack")
  func tabsKeepTheStack() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Details", "tap Profile", "tap Products"], on: app())

    let profile = try #require(run.step("3: tap Profile"))
    #expect(profile.log.first == "▸ RootDomain.Action.tabSelected(.profile)")
    #expect(profile.frame.contains("1 Products  2▶[Profile]"))  // ▶: nothing to focus in the tab yet
    #expect(profile.frame.contains("selectedTab: .profile                                            client offline"))
    #expect(profile.frame.contains("path: [#0 productDetail(1)]"))
    let products = try #require(run.step("4: tap Products"))
    #expect(products.frame.contains("1 [Products]  2 Profile"))
    #expect(products.frame.contains("‹ Products › Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops"))
  }

  @Test("the form on the Profile tab takes every character, 1 too: a sheet covers the tab bar")
  func profileForm() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Profile", "wait", "tap Edit", "type 2", "1", "tab", "tap Save"],
      on: app())

    let typed = try #require(run.step("5: type 2"))
    #expect(
      typed.log.first
        == "▸ RootDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.username, \"johnd2\"))))))"
    )
    let one = try #require(run.step("6: 1"))
    #expect(one.log.first?.hasSuffix(#"username, "johnd21"))))))"#) == true)
    #expect(!one.log.contains { $0.contains("tabSelected") })
    let tab = try #require(run.step("7: tab"))
    #expect(
      tab.log.first?.hasSuffix(
        ".binding(.set(\\EditProfileDomain.State.focus, EditProfileDomain.State.Field.email))))))")
        == true)
    let save = try #require(run.step("8: tap Save"))
    #expect(save.log.contains("          .delegate("))
    #expect(save.log.contains("                username: \"johnd21\""))
    #expect(run.lastFrame.contains("Username johnd21"))
  }

  @Test("the restore alert on the Profile tab: Esc taps Cancel, .destination(.dismiss)")
  func restoreAlert() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Profile", "wait", "tap Restore", "esc"], on: app())

    #expect(try #require(run.step("4: tap Restore")).trimmedFrame.joined().contains("Restore your profile?"))
    let cancel = try #require(run.step("5: esc"))
    #expect(cancel.log.first == "▸ RootDomain.Action.profile(.destination(.dismiss))")
  }

  @Test("the cart sheet and its alerts work as in chapter 5, from the list")
  func cartFromTheList() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "tap Add to Cart", "tap Go to Cart", "tap Pay $109.95", "enter", "wait", "tap Done"],
      on: app())

    #expect(run.text(ofStep: 3).contains("╭─ Cart ─"))
    #expect(run.text(ofStep: 4).contains("▶ Pay $109.95 ◀  [ Cancel ]"))
    #expect(
      run.text(ofStep: 7).contains(
        "▸ RootDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"))
    #expect(run.lastFrame.contains { $0.hasPrefix("Fjallraven") && $0.contains("[ Add to Cart ]") })
  }
}
