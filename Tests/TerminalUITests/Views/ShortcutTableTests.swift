@testable import TerminalUI
import TestTags
import Testing

/// The shortcuts a frame works out once: the keys the footer lists, who holds each, and which
/// `ForEach`s share their keys among rows (those act in the focused row only).
@MainActor
@Suite("Shortcut table", .tags(.terminalUI))
struct ShortcutTableTests {
  private let products = ViewIdentity().child("products")
  private let menu = ViewIdentity().child("menu")

  /// A button titled `title` at `identity` that `key` presses.
  private func button(_ title: String, at identity: ViewIdentity, key: Key?, isTab: Bool = false) -> Control {
    Control(identity: identity, title: title, primitive: ButtonPrimitive(action: {}), shortcut: key, isTab: isTab)
  }

  /// The identity of the `+` of the row of `id` in `list`.
  private func row(_ id: Int, of list: ViewIdentity) -> ViewIdentity {
    list.child(RowStep(id: id)).child(0)
  }

  @Test("keys are listed once each in reading order, tab items' left out; each key's holders are in order")
  func keysAndHolders() {
    let table = ShortcutTable([
      button("Home", at: ViewIdentity().child(0), key: .character("1"), isTab: true),
      button("+", at: row(1, of: products), key: .character("+")),
      button("Cart", at: ViewIdentity().child(1), key: .character("c")),
      button("+", at: row(2, of: products), key: .character("+")),
    ])
    #expect(table.keys == [.character("+"), .character("c")])
    #expect(table.holders(of: .character("+")) == [1, 3])
    #expect(table.holders(of: .character("1")) == [0])
    #expect(table.holders(of: .character("x")).isEmpty)
  }

  @Test("a ForEach whose rows hold the same key shares it; rows with keys of their own do not")
  func sharingRows() {
    let controls = [
      button("+", at: row(1, of: products), key: .character("+")),
      button("+", at: row(2, of: products), key: .character("+")),
      button("One", at: row(1, of: menu), key: .character("1")),
      button("Two", at: row(2, of: menu), key: .character("2")),
    ]
    let table = ShortcutTable(controls)
    #expect(table.sharingRows.contains { $0.isInSameList(as: row(7, of: products)) })
    #expect(!table.sharingRows.contains { $0.isInSameList(as: row(1, of: menu)) })
  }
}
