import Composable
import OnlineStore
import TerminalUI

/// The seed's stepper of one product, drawn from a store of `AddToCartDomain` alone: `Add to
/// Cart` at 0, `- n +` above. `+` and `-` press the buttons of the row the focus is in.
public struct AddToCartButton: View {
  /// The stepper's own store: it knows the count and nothing about products.
  public let store: StoreOf<AddToCartDomain>

  /// A stepper drawn from `store`.
  public init(store: StoreOf<AddToCartDomain>) {
    self.store = store
  }

  public var body: some View {
    if store.count > 0 {
      HStack {
        Button("-") { store.send(.didTapMinusButton) }
          .keyboardShortcut("-")
        Text("\(store.count)")
        Button("+") { store.send(.didTapPlusButton) }
          .keyboardShortcut("+")
      }
    } else {
      Button("Add to Cart") { store.send(.didTapPlusButton) }
        .keyboardShortcut("+")
    }
  }
}
