// Solution of composition.gift-list · A list wired by you          (chapter 2, Composition)
//
// Two lines of wiring carry the whole composition. The row's `Scope` hands the stepper its part
// of the row (`quantity`) and only the actions of its case (`.quantity(…)`). The list's
// `.forEach` finds the row an action names by its id and runs the row's reducer on it, and
// only then the list's own `Reduce`, which is why that `Reduce` already sees the count the
// minus left and can remove a row that reached 0.

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
  public static var isStarted: Bool { true }
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
    Scope(state: \.quantity, action: Action.quantity) {
      AddToCartDomain()
    }
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
      case let .rows(.element(id: id, action: .quantity(.didTapMinusButton))):
        if state.rows[id: id]?.quantity.count == 0 {
          state.rows[id: id] = nil
        }
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) {
      GiftRowDomain()
    }
  }
}
