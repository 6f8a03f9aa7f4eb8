// Exercise composition.gift-list-view · The gift list on screen     (chapter 2, Composition)
//
// Build: in `GiftListView`'s `List`, draw one `GiftRowView` (done) per row with
//        `ForEach(store.scope(state: …, action: …)) { rowStore in … }`: the list's `rows`, and
//        its `rows` action written with its type, `GiftListDomain.Action.rows`.
// Done:  the grader's checks pass: every row's title shows in order, a row's + sends the list
//        `.rows(.element(id:action:))` with that row's id, and a removed row leaves the screen.
//        Its store has the grader's own reducer: composition.gift-list need not be solved.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.gift-list-view`
// Check: `swift run kit check composition.gift-list-view` (or `swift test --filter GiftListViewGrader`)

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
