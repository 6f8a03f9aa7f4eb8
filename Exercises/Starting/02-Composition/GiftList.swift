// Exercise composition.gift-list · A list wired by you             (chapter 2, Composition)
//
// Build: the bodies of a gift list whose states and actions are written. Give `GiftRowDomain` a
//        `Scope` that runs `AddToCartDomain` on `quantity`; give `GiftListDomain`'s `Reduce` a
//        `.forEach` over `rows` running `GiftRowDomain`; and in that `Reduce`, after a row's
//        minus, remove the row if its count is now 0 (forEach runs the row first).
// Done:  the grader's checks pass: + and - reach only the row whose id they name, and a minus
//        that brings a row to 0 removes it.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint composition.gift-list`
// Check: `swift run kit check composition.gift-list` (or `swift test --filter GiftListGrader`)

import Composable
import Foundation
import OnlineStore
import ExerciseGrading
import Testing

/// The marker of exercise composition.gift-list: flip `isStarted` to true when you start it.
public enum GiftListExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "composition.gift-list"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { false }
}

/// One gift of the list: a product and how many of it to wrap, counted by a stepper.
public struct GiftRowDomain: Reducer, Sendable {
  /// The product and its stepper.
  public struct State: Equatable, Identifiable, Sendable {
    /// The row's identity in the list.
    public let id: UUID
    /// The product to wrap.
    public let product: Product
    /// How many to wrap: the row's stepper.
    public var quantity: AddToCartDomain.State

    /// A row for `product`, wrapping `count` of it.
    public init(id: UUID, product: Product, count: Int = 1) {
      self.id = id
      self.product = product
      self.quantity = AddToCartDomain.State(count: count)
    }
  }

  /// The actions of the row's stepper.
  public enum Action: Equatable, Sendable {
    /// An action of the stepper.
    case quantity(AddToCartDomain.Action)
  }

  /// Creates the reducer.
  public init() {}

  /// The stepper on its part of the row.
  public var body: some ReducerOf<Self> {
    // TODO: replace this EmptyReducer with a Scope: state \.quantity, action Action.quantity,
    // running AddToCartDomain().
    EmptyReducer<State, Action>()
  }
}

/// The gift list: a row per gift, addressed by id; a row whose count drops to 0 leaves it.
public struct GiftListDomain: Reducer, Sendable {
  /// The gifts, in order.
  public struct State: Equatable, Sendable {
    /// One row per gift.
    public var rows: IdentifiedArrayOf<GiftRowDomain.State>

    /// A list of these rows.
    public init(rows: IdentifiedArrayOf<GiftRowDomain.State> = []) {
      self.rows = rows
    }

    /// One row per count, with the ids UUID(0), UUID(1), …, showing the sample products in turn.
    public init(counts: [Int]) {
      self.rows = IdentifiedArray(
        uniqueElements: counts.enumerated().map { index, count in
          GiftRowDomain.State(
            id: UUID(index), product: Product.sample[index % Product.sample.count], count: count)
        })
    }
  }

  /// What happens in the list: an action of one row.
  public enum Action: Equatable, Sendable {
    /// An action of the row with this id.
    case rows(IdentifiedActionOf<GiftRowDomain>)
  }

  /// Creates the reducer.
  public init() {}

  /// Each row on its own state, then the list: a row the minus brought to 0 is removed.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // TODO: a case for a row's minus, `.rows(.element(id: id, action: .quantity(…)))`, that
      // removes the row whose count is now 0.
      case .rows:
        return .none
      }
    }
    // TODO: attach .forEach to the Reduce above: the rows at \.rows, their actions in the case
    // Action.rows, each row run by GiftRowDomain().
  }
}
