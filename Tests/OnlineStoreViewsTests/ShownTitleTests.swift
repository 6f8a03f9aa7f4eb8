import Foundation
import OnlineStore
@testable import OnlineStoreViews
import TestTags
import Testing

/// A product's title as the screens show it, cut of its blanks without Foundation, against
/// Foundation's `trimmingCharacters(in: .whitespaces)`, which it stands in for.
@Suite("Shown titles", .tags(.app))
struct ShownTitleTests {
  @Test(
    "blanks at either end are cut as Foundation cuts them; blanks inside, newlines and other text stay",
    arguments: [
      "Mens Cotton Jacket", "Mens Casual Slim Fit ", "  two spaces in front", "\ttab\t",
      "no\u{00A0}break\u{00A0}", "\u{3000}ideographic\u{3000}", "line\n", "", "   ", "é ",
      "a  b",
    ])
  func sameAsFoundation(title: String) {
    let product = Product(
      id: 1, title: title, price: 1, description: "", category: "", imageString: "")

    #expect(product.shownTitle == title.trimmingCharacters(in: .whitespaces))
  }
}
