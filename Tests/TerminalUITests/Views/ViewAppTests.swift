import Composable
import TestTags
import Testing

@testable import TerminalUI

/// A `TerminalApp` made from a view: the footer lists the keys of the layer on top, scripts
/// address controls by title, and a recording writes `tap` and `type` lines that replay.
@MainActor
@Suite("An app made from a view", .tags(.terminalUI), .timeLimit(.minutes(1)))
struct ViewAppTests {
  private let size = TerminalSize(columns: 70, rows: 18)

  private func makeShop() -> TerminalApp<Shop.State, Shop.Action> {
    TerminalApp(title: "Shop", initialState: Shop.State(), reducer: Shop()) { store in
      ShopView(store: store)
    }
  }

  private func makeSignIn() -> TerminalApp<SignInForm.State, SignInForm.Action> {
    TerminalApp(title: "Sign in", initialState: SignInForm.State(), reducer: SignInForm()) { store in
      SignInView(store: store)
    }
  }

  @Test("the footer lists what works on the layer on top: its focus, its press, what Esc does")
  func footerFollowsTheLayer() async {
    let app = makeShop()
    var frames: [String] = []
    _ = await app.runScript(["tap Pay"], size: size, output: { frames.append($0) }, errorOutput: { _ in })

    let footers = frames.joined(separator: "\n").components(separatedBy: "\n").filter { $0.hasPrefix("│Tab") }
    #expect(footers.first?.hasPrefix("│Tab ↑↓ move  Enter press Basket  l log") == true)
    #expect(footers.last?.hasPrefix("│Tab ↑↓ move  Enter press Cancel  Esc cancel  l log") == true)
  }

  @Test("what a view sends as it appears is logged under the step that made it appear")
  func appearanceIsLoggedWithItsStep() async {
    let app = makeShop()
    var output: [String] = []
    _ = await app.runScript(
      ["tap Basket"], size: size, output: { output.append($0) }, errorOutput: { _ in })

    let step = output.drop { !$0.hasPrefix("── 1: tap Basket") }.prefix { !$0.hasPrefix("┌") }
    #expect(step.contains { $0.hasPrefix("▸ Shop.Action.basketTapped") })
    #expect(step.contains { $0.hasPrefix("▸ Shop.Action.basket(.presented(.task))") })
    #expect(step.contains { $0.hasPrefix("▸ Shop.Action.basket(.presented(.loaded))") })
  }

  @Test("--help of an app made from a view lists tap and focus among the script commands")
  func helpListsTapAndFocus() {
    let help = makeShop().helpText(program: "shop")
    #expect(help.contains("\n  tap <title>     presses the button"))
    #expect(help.contains("\n  focus <title>   gives that control the focus"))
  }

  @Test("q ends the script without drawing the view again: nothing appears after quitting")
  func quitDoesNotAppearAgain() async {
    let app = makeShop()
    _ = await app.runScript(["q"], size: size, output: { _ in }, errorOutput: { _ in })

    #expect(app.store.appearances == 1)
  }

  @Test("tap of a control under a sheet stops the script, saying what covers it and naming the controls on top")
  func unknownTap() async {
    let app = makeShop()
    var errors = ""
    let code = await app.runScript(
      ["tap Basket", "tap Pay"], size: size, output: { _ in }, errorOutput: { errors += $0 })

    #expect(code == 1)
    #expect(errors.contains(#"line 2: tap("Pay"): "Pay" is under a sheet"#))
    #expect(errors.contains(#""Add", "Close""#))
  }

  @Test("type and focus by title drive a form: the text goes to the focused field")
  func typeAndFocus() async {
    let app = makeSignIn()
    let code = await app.runScript(
      ["type ann", "focus Email", "type a@b.c", "tap Remember me"], size: size,
      output: { _ in }, errorOutput: { _ in })

    #expect(code == 0)
    #expect(app.store.username == "ann")
    #expect(app.store.email == "a@b.c")
    #expect(app.store.remembersMe)
  }

  @Test("keys played on a terminal are recorded as tap, type and key names, and replay")
  func recording() async {
    let app = makeSignIn()
    let terminal = VirtualTerminal(columns: size.columns, rows: size.rows)
    app.start(on: terminal)
    terminal.type("ann")
    terminal.press(.tab, .character("x"), .tab, .enter, .tab, .enter)

    let commands = app.recording.script.split(separator: "\n").filter { !$0.hasPrefix("##") }
    #expect(commands == ["type ann", "tab", "type x", "tab", "tap Remember me", "tab", "tap Sign in"])

    let replayed = makeSignIn()
    let code = await replayed.runScript(
      app.recording.script.components(separatedBy: "\n"), size: size, output: { _ in },
      errorOutput: { _ in })
    #expect(code == 0)
    #expect(replayed.store.state == app.store.state)
    #expect(app.store.submitted)
  }
}
