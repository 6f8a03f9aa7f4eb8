import Composable
import OnlineStore
import TerminalUI

/// A product's detail, pushed over the list, drawn from the store of `ProductDetailDomain`: the
/// title, the price, category and rating, the description, the stepper, and the related
/// products, each a button that opens its own detail. The stack's breadcrumb shows its
/// `.navigationTitle`; Esc goes back.
public struct ProductDetailView: View {
  /// The detail's store.
  public let store: StoreOf<ProductDetailDomain>

  /// The detail drawn from `store`.
  public init(store: StoreOf<ProductDetailDomain>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text(store.product.shownTitle).bold()
      Text(facts).foregroundStyle(.secondary)
      Text(store.product.description)
      HStack {
        Text("In the cart-to-be").foregroundStyle(.secondary)
        Button("-") { store.send(.minusTapped) }
          .keyboardShortcut("-")
          .disabled(store.count == 0)
        Text("\(store.count)")
        Button("+") { store.send(.plusTapped) }
          .keyboardShortcut("+")
      }
      Section("Related") {
        if store.related.isEmpty {
          Text("No related products.").foregroundStyle(.secondary)
        }
        ForEach(store.related) { product in
          HStack {
            Button(product.shownTitle) {
              store.send(.relatedTapped(productID: product.id))
            }
            Spacer()
            Text(product.formattedPrice).bold()
          }
        }
      }
    }
    .navigationTitle(store.product.shownTitle)
  }

  /// The price, the category and the rating, when the product has one.
  private var facts: String {
    var facts = "\(store.product.formattedPrice) · \(store.product.category)"
    if let rating = store.product.rating {
      facts += " · ★ \(rating.rate) (\(rating.count) ratings)"
    }
    return facts
  }
}
