// Solution of composition.gift-list-view · The gift list on screen (chapter 2, Composition)
//
// `store.scope(state: \.rows, action: GiftListDomain.Action.rows)` turns the list's store into
// a collection of row stores, one per row, in the rows' order; each reads its own row and sends
// its actions wrapped in `.rows(.element(id:action:))` with its own id. `ForEach` draws a
// `GiftRowView` for each, and follows the state: a row removed from `rows` leaves the screen.

import Composable
import OnlineStore
import TerminalUI
import ExerciseGrading
import Testing

/// The marker of exercise composition.gift-list-view: flip `isStarted` to true when you start it.
public enum GiftListViewExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.gift-list-view"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// One gift, drawn from a store of its row: the product's title, how many to wrap, and a +
/// button. (Done: nothing to change here.)
public struct GiftRowView: View {
  /// The row's own store.
  public let store: StoreOf<GiftRowDomain>

  /// A row drawn from `store`.
  public init(store: StoreOf<GiftRowDomain>) {
    self.store = store
  }

  public var body: some View {
    HStack {
      Text(store.product.title)
      Spacer()
      Text("× \(store.quantity.count)")
      Button("+") { store.send(.quantity(.didTapPlusButton)) }
    }
  }
}

/// The gift list: a `GiftRowView` per row, each with a store scoped to its row.
public struct GiftListView: View {
  /// The list's store.
  public let store: StoreOf<GiftListDomain>

  /// A list drawn from `store`.
  public init(store: StoreOf<GiftListDomain>) {
    self.store = store
  }

  public var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: GiftListDomain.Action.rows)) { rowStore in
        GiftRowView(store: rowStore)
      }
    }
  }
}
