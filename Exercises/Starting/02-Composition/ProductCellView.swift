// Exercise composition.cell-view · A row drawn as a SwiftUI view   (chapter 2, Composition)
//
// Build: in `AddToCartButton`, at a count of 0, a button "Add to Cart" that sends
//        `.didTapPlusButton`; in `ProductCell`, the product's title and formatted price, then an
//        `AddToCartButton` given the row's store scoped to its stepper with `store.scope(state:
//        \.addToCartState, action: …)` and the row's `addToCart` action.
// Done:  the grader's checks pass: it draws the row with `ViewHost`, taps by title and reads the
//        screen: the title, $109.95, "Add to Cart", then `- 1 +`, and + and - change the count.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.cell-view`
// Check: `swift run kit check composition.cell-view` (or `swift test --filter ProductCellViewGrader`)

import Composable
import OnlineStore
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise composition.cell-view: flip `isStarted` to true when you start it.
public enum ProductCellViewExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.cell-view"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// The stepper of one product, drawn from a store of `AddToCartDomain`: "Add to Cart" at 0,
/// `- n +` above.
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
        Text("\(store.count)")
        Button("+") { store.send(.didTapPlusButton) }
      }
    } else {
      // TODO: a Button titled "Add to Cart" that sends .didTapPlusButton to the store.
      Text("Add to Cart")
    }
  }
}

/// One row of the list, drawn from a store of `ProductDomain`: the title, the price, and the
/// add-to-cart button, which gets a store scoped down to `AddToCartDomain`.
public struct ProductCell: View {
  /// The row's own store: its state is one `ProductDomain.State`.
  public let store: StoreOf<ProductDomain>

  /// A row drawn from `store`.
  public init(store: StoreOf<ProductDomain>) {
    self.store = store
  }

  public var body: some View {
    HStack {
      // TODO: Text of the product's title (store.product.title), a Spacer(), Text of its
      // price (store.product.formattedPrice), then AddToCartButton with the row's store
      // scoped to the stepper: store.scope(state: \.addToCartState, action: ProductDomain.Action.addToCart).
      Text("A product")
    }
  }
}
