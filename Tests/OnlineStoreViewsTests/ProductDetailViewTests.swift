import Composable
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI
import Testing

/// A product's detail, the breadcrumb of the stack, and the whole app with its tab bar, drawn
/// from domain state alone.
@Suite("The product detail and the root view")
struct ProductDetailViewTests {
  let size = TerminalSize(columns: 80, rows: 20)

  /// The jacket's detail: 2 in the cart-to-be, the other two samples related.
  let jacket = ProductDetailDomain.State(
    product: Product.sample[2], count: 2, related: [Product.sample[0], Product.sample[1]])

  func text(_ lines: [Line]) -> [String] {
    lines.map { line in
      var text = line.plainText
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  @Test("the detail: breadcrumb, title, facts, wrapped description, stepper, related products")
  func detail() {
    let lines = text(
      ProductDetailLines(state: jacket, trail: ["Products", "Mens Casual Premium Slim Fit T-Shirts "], relatedSelection: 1)
        .lines(size: size))
    #expect(lines.count == 20)
    #expect(lines[0] == " Products › Mens Casual Premium Sli… › Mens Cotton Jacket")
    #expect(lines[2] == " Mens Cotton Jacket")
    #expect(lines[3] == " $55.99 · men's clothing · ★ 4.7 (500 ratings)")
    #expect(lines[5] == " great outerwear jackets for Spring/Autumn/Winter, suitable for many occasions,")
    #expect(lines.contains(" In the cart-to-be  [-] 2 [+]"))
    #expect(lines.contains(" Related"))
    #expect(lines.contains("   Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops                $109.95"))
    #expect(lines.contains(" › Mens Casual Premium Slim Fit T-Shirts                                 $22.30"))
  }

  @Test("a description longer than the room left ends with …")
  func longDescriptionIsCut() {
    let lines = text(
      ProductDetailLines(state: jacket, trail: ["Products"]).lines(size: TerminalSize(columns: 40, rows: 16)))
    #expect(lines.count == 16)
    let stepper = lines.firstIndex(of: " In the cart-to-be  [-] 2 [+]") ?? 0
    #expect(lines[stepper - 2].hasSuffix("…"))  // the description's last row, before a blank
    #expect(!lines.contains { $0.contains("Christmas Day.") })
    #expect(lines.contains(" In the cart-to-be  [-] 2 [+]"))
  }

  @Test("a breadcrumb too wide for the window drops its oldest crumbs first")
  func breadcrumbElides() {
    let crumb = Breadcrumb(titles: ["Products", "Backpack", "Jacket", "T-Shirt"])
    #expect(crumb.line(width: 80).plainText == "Products › Backpack › Jacket › T-Shirt")
    #expect(crumb.line(width: 31).plainText == "… › Backpack › Jacket › T-Shirt")
    #expect(crumb.line(width: 20).plainText == "… › Jacket › T-Shirt")
  }

  @Test("the root view: the tab bar, then the top of the stack, the list with nothing pushed, or the profile")
  func rootView() {
    var state = RootDomain.State(
      productListState: ProductListDomain.State(
        dataLoadingStatus: .success,
        productList: [ProductDomain.State(id: UUID(0), product: Product.sample[2])]))
    let list = text(RootLines(state: state).lines(size: size))
    #expect(list[0] == "[ Products ]│  Profile")
    #expect(list[2].hasPrefix(" Products "))

    state.path.append(.productDetail(jacket))
    let detail = text(RootLines(state: state).lines(size: size))
    #expect(detail[0] == "[ Products ]│  Profile")
    #expect(detail[2] == " Products › Mens Cotton Jacket")
    #expect(detail.count == 20)

    state.selectedTab = .profile
    state.profileState = ProfileDomain.State(profile: UserProfile.sample, dataLoadingStatus: .success)
    let profile = text(RootLines(state: state).lines(size: size))
    #expect(profile[0] == "  Products  │[ Profile ]")
    #expect(profile.contains(" John Doe"))
  }
}
