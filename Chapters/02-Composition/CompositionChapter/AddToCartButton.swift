import Composable
import OnlineStore
import TerminalUI

/// The stepper of one product, drawn from a store of `AddToCartDomain` alone: it knows the
/// count and nothing about products or lists. `[ Add to Cart ]` at 0, `[-] n [+]` above.
@MainActor
public struct AddToCartButton {
  /// The button's own store: its state is an `AddToCartDomain.State`.
  public let store: StoreOf<AddToCartDomain>

  /// A button drawn from `store`.
  public init(store: StoreOf<AddToCartDomain>) {
    self.store = store
  }

  /// The width every button is drawn in, so the column lines up: `[ Add to Cart ]`'s width.
  public static let width = 15

  /// The button, centred in `width` columns.
  public var line: Line {
    Stepper(value: store.count).line.centered(inWidth: Self.width).padded(toWidth: Self.width)
  }
}
