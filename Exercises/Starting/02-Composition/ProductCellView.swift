// Exercise composition.cell-view · A row drawn as a SwiftUI view   (chapter 2, Composition)
//
// Build: the product row of the chapter's list as a view in SwiftUI's shape, drawn by the
// terminal. `ProductCell` gets a store of one `ProductDomain` row; `AddToCartButton` gets a
// store of `AddToCartDomain` alone and knows nothing about products.
//   1. In `AddToCartButton`, at a count of 0, draw one button titled "Add to Cart" that sends
//      `.didTapPlusButton` to its store. (Above 0 the stepper `- n +` is done for you.)
//   2. In `ProductCell`, draw the product's title and its formatted price, then an
//      `AddToCartButton` whose store is the row's store scoped down to the stepper:
//      `store.scope(state: …, action: …)` with the row's `addToCartState` and its `addToCart`
//      action.
//
// Done when: the row shows the title, the price ($109.95) and "Add to Cart"; tapping
// "Add to Cart" sends `.addToCart(.didTapPlusButton)` to the row and the row shows `- 1 +`;
// `+` and `-` then change the row's count; the grader checks it all with `ViewHost`, the way
// the chapter's tests drive the app: by titles and the text on the screen.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check composition.cell-view` (or `swift test --filter ProductCellViewGrader`).
// Stuck: `swift run kit hint composition.cell-view`.

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
