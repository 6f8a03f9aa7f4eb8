// Solution of composition.cell-view · A row drawn as a SwiftUI view (chapter 2, Composition)
//
// A view reads its store's state (`store.product.title`, `store.count`) and sends actions
// (`store.send(.didTapPlusButton)`); it never changes the state itself. The row hands its
// button a child store made with `store.scope`: the button reads `addToCartState` as its whole
// state, and what it sends arrives at the row wrapped in `.addToCart`. So a tap on the button
// reaches the row's reducer as `.addToCart(.didTapPlusButton)`, and the row is drawn again
// from the new count.

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
  public static var isStarted: Bool { true }
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
      Button("Add to Cart") { store.send(.didTapPlusButton) }
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
      Text(store.product.title)
      Spacer()
      Text(store.product.formattedPrice)
      AddToCartButton(
        store: store.scope(state: \.addToCartState, action: ProductDomain.Action.addToCart))
    }
  }
}
