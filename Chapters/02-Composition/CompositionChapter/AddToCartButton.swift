import Composable
import OnlineStore
import TerminalUI

/// The stepper of one product, drawn from a store of `AddToCartDomain` alone: it knows the
/// count and nothing about products or lists. `Add to Cart` at 0, `- n +` above.
/// `+` and `-` press the buttons of the row the focus is in (`.keyboardShortcut`).
public struct AddToCartButton: View {
  /// The button's own store: its state is an `AddToCartDomain.State`.
  public let store: StoreOf<AddToCartDomain>

  /// A button drawn from `store`.
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
