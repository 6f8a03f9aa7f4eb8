import ChapterTestSupport
import Composable
import OnlineStore
import RootTabsChapter
import TerminalUI
import Testing

/// The whole store app driven as a user drives it, in script mode: a product's detail pushed
/// from the list, its stepper kept in step with the row, a related product two deep, back
/// through `dismiss`, and the tabs keeping their state. The offline client answers at once on an
/// `ImmediateClock`.
@MainActor
@Suite("The root-tabs app, end to end")
struct RootTabsAppTests {
  /// The app the executable runs, on a clock that does not wait.
  func app() -> TerminalApp<RootDomain.State, RootDomain.Action, RootTabsScreen> {
    RootTabsChapter.makeApp { $0.continuousClock = ImmediateClock() }
  }

  @Test("Enter on a row sends openDetailTapped; the root pushes the detail with id #0")
  func openPushesTheDetail() async throws {
    let run = await ScriptTranscript(running: ["wait", "open"], on: app())

    let open = try #require(run.step("2: open"))
    #expect(
      open.log.first
        == "▸ RootDomain.Action.productList(.product(.element(id: UUID(0), action: .openDetailTapped)))"
    )
    #expect(open.log.contains("  +     [#0]: RootDomain.Path.State.productDetail("))
    #expect(open.frame.contains(" Products › Fjallraven - Foldsack N…"))
    #expect(open.frame.contains(" $109.95 · men's clothing · ★ 3.9 (120 ratings)"))
    #expect(open.frame.contains(" Your perfect pack for everyday use and walks in the forest. Stash your laptop"))
    #expect(open.trimmedFrame.contains("› Mens Casual Premium Slim Fit T-Shirts                                 $22.30"))
    #expect(open.frame.contains { $0.hasPrefix(" selectedTab: .products · path: [#0 productDetail(1)]") })
    #expect(open.frame.contains("   .path(.element(id: #0, action: .productDetail(.backTapped)))"))
  }

  @Test("+ on the detail: plusTapped changes the detail, delegate(.countChanged) the row")
  func detailStepperReachesTheRow() async throws {
    let run = await ScriptTranscript(running: ["wait", "open", "plus", "pop"], on: app())

    let plus = try #require(run.step("3: plus"))
    #expect(plus.log.first == "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.plusTapped)))")
    #expect(
      plus.log.contains(
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.delegate(.countChanged(productID: 1, count: 1)))))"
      ))
    #expect(plus.frame.contains(" In the cart-to-be  [-] 1 [+]"))
    // Back on the list, the row shows the count the detail set.
    let back = try #require(run.step("4: pop"))
    #expect(back.frame.contains { $0.contains("Fjallraven") && $0.hasSuffix("[-] 1 [+]") })
    #expect(back.frame.contains { $0.contains("[ Go to Cart · 1 item · $109.95 ]") })
  }

  @Test("a related product two deep: delegate(.open) pushes #1, the breadcrumb shows both")
  func stackTwoDeep() async throws {
    let run = await ScriptTranscript(running: ["wait", "open", "related"], on: app())

    let related = try #require(run.step("3: related"))
    #expect(
      related.log == [
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.relatedTapped(productID: 2))))",
        "  (no state changes)",
        "▸ RootDomain.Action.path(.element(id: #0, action: .productDetail(.delegate(.open(productID: 2)))))",
      ] + Array(related.log.dropFirst(3)))
    #expect(related.log.contains("  +     [#1]: RootDomain.Path.State.productDetail("))
    #expect(related.frame.contains(" Products › Fjallraven - Foldsack N… › Mens Casual Premium Sli…"))
    #expect(related.frame.contains(" Mens Casual Premium Slim Fit T-Shirts"))
    #expect(related.frame.contains(" selectedTab: .products · path: [#0 productDetail(1), #1 productDetail(2)]"))
  }

  @Test("Esc on the detail: backTapped, then the dismiss dependency sends popFrom for its id")
  func backPopsThroughDismiss() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "open", "related", "pop", "pop"], on: app())

    let first = try #require(run.step("4: pop"))
    #expect(
      Array(first.log.prefix(3)) == [
        "▸ RootDomain.Action.path(.element(id: #1, action: .productDetail(.backTapped)))",
        "  (no state changes)",
        "▸ RootDomain.Action.path(.popFrom(id: #1))",
      ])
    #expect(first.frame.contains { $0.hasPrefix(" selectedTab: .products · path: [#0 productDetail(1)]") })
    let second = try #require(run.step("5: pop"))
    #expect(second.log.contains("▸ RootDomain.Action.path(.popFrom(id: #0))"))
    #expect(second.frame.contains { $0.hasPrefix(" selectedTab: .products · path: []") })
    #expect(second.frame.contains { $0.hasPrefix(" Products ") && $0.contains("[ Go to Cart ]") })
  }

  @Test("tabSelected switches tabs; the Products tab keeps its stack meanwhile")
  func tabsKeepTheStack() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "open", "profile", "products"], on: app())

    let profile = try #require(run.step("3: profile"))
    #expect(profile.log.first == "▸ RootDomain.Action.tabSelected(.profile)")
    #expect(profile.frame.contains("  Products  │[ Profile ]"))
    #expect(profile.frame.contains { $0.hasPrefix(" selectedTab: .profile · path: [#0 productDetail(1)]") })
    let products = try #require(run.step("4: products"))
    #expect(products.frame.contains("[ Products ]│  Profile"))
    #expect(products.frame.contains(" Products › Fjallraven - Foldsack N…"))
  }

  @Test("the Profile tab: the profile, its edit form as a sheet, the restore alert")
  func profileTab() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "profile", "edit", "save", "restore", "cancel"], on: app())

    let profile = try #require(run.step("2: profile"))
    #expect(profile.frame.contains(" John Doe"))
    #expect(profile.frame.contains("   .profile(.editButtonTapped)"))
    let edit = try #require(run.step("3: edit"))
    #expect(edit.log.first == "▸ RootDomain.Action.profile(.editButtonTapped)")
    #expect(edit.frame.contains { $0.hasPrefix("╭─ Edit profile ─") })
    let save = try #require(run.step("4: save"))
    #expect(
      save.log.first
        == "▸ RootDomain.Action.profile(.destination(.presented(.editProfile(.view(.saveButtonTapped)))))"
    )
    #expect(!save.frame.contains { $0.hasPrefix("╭─ Edit profile ─") })
    let restore = try #require(run.step("5: restore"))
    #expect(restore.trimmedFrame.joined().contains("Restore your profile?"))
    let cancel = try #require(run.step("6: cancel"))
    #expect(cancel.log.first == "▸ RootDomain.Action.profile(.destination(.dismiss))")
  }

  @Test("the form on the Profile tab: typing binds the focused field, Tab binds the focus")
  func profileForm() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "profile", "edit", "type 2", "next-field", "save"], on: app())

    let typed = try #require(run.step("4: type 2"))
    #expect(
      typed.log.first
        == "▸ RootDomain.Action.profile(.destination(.presented(.editProfile(.binding(.set(\\EditProfileDomain.State.username, \"johnd2\"))))))"
    )
    let tab = try #require(run.step("5: next-field"))
    #expect(
      tab.log.first?.hasSuffix(
        ".binding(.set(\\EditProfileDomain.State.focus, EditProfileDomain.State.Field.email))))))")
        == true)
    let save = try #require(run.step("6: save"))
    #expect(save.log.contains("          .delegate("))
    #expect(save.log.contains("                username: \"johnd2\""))
    #expect(run.lastFrame.contains { $0.contains("johnd2") })
  }

  @Test("the cart sheet and its alerts work as in chapter 5, from the list")
  func cartFromTheList() async throws {
    let run = await ScriptTranscript(
      running: ["wait", "plus", "cart", "pay", "choose", "wait", "choose"], on: app())

    #expect(run.text(ofStep: 3).contains("╭─ Cart ─"))
    #expect(run.text(ofStep: 4).contains("[›Pay $109.95‹]  [ Cancel ]"))
    #expect(
      run.text(ofStep: 7).contains(
        "▸ RootDomain.Action.productList(.cart(.presented(.delegate(.orderFinished))))"))
    #expect(run.lastFrame.contains { $0.contains("[ Go to Cart ] empty") })
  }
}
