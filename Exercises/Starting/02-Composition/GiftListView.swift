// Exercise composition.gift-list-view · The gift list on screen     (chapter 2, Composition)
//
// Build: the screen of the gift list (`GiftListDomain`, from composition.gift-list). A row is
// drawn by `GiftRowView`, which is done and wants a store of one row: `StoreOf<GiftRowDomain>`.
//   1. In `GiftListView`'s `List`, draw one `GiftRowView` per row with
//      `ForEach(store.scope(state: …, action: …)) { rowStore in … }`: the list's `rows`, and
//      its `rows` action written with its type, `GiftListDomain.Action.rows`.
//
// Done when: every row's title is on the screen, in the list's order; the + of a row sends the
// list `.rows(.element(id:action: .quantity(.didTapPlusButton)))` with that row's id, and its
// count goes up on the screen; a row removed from the state leaves the screen. The grader draws
// your view with `ViewHost` from a store whose reducer it wrote itself, so this exercise does
// not need composition.gift-list to be solved.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check composition.gift-list-view` (or `swift test --filter GiftListViewGrader`).
// Stuck: `swift run kit hint composition.gift-list-view`.

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
  public static var isStarted: Bool { false }
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
      // TODO: ForEach over store.scope(state: \.rows, action: GiftListDomain.Action.rows),
      // drawing GiftRowView(store: rowStore) for each row store.
      Text("No gifts yet")
    }
  }
}
