import Foundation
import TestTags
import Testing

@testable import Composable

private enum CounterDomain {
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementButtonTapped
    case setCount(Int)
    case response(State)
  }
}

private enum ElementAction<ID: Hashable, Action> {
  case element(id: ID, action: Action)
}

private struct Product: Identifiable {
  var id: Int
  var title: String
  var price: Double
}

private enum ProductListDomain {
  struct State {
    var products: [Product] = []
    var isLoading = false
    var errorMessage: String?
    var cart = CartState()
  }
}

private struct CartState {
  var itemCount = 0
  var totalPrice = 0.0
  var isPurchasing = false
}

private struct Scores {
  var values: [Int]
}

private let backpack = Product(id: 1, title: "Backpack", price: 109.95)
private let shirt = Product(id: 2, title: "T-Shirt", price: 22.3)
private let jacket = Product(id: 3, title: "Jacket", price: 55.99)
private let ring = Product(id: 5, title: "Ring", price: 9.99)

/// Two values and the diff between them: an argument of `DiffTests.diffs`.
struct DiffExample: Sendable, CustomTestStringConvertible {
  /// What the example shows, as the test run names the case.
  let testDescription: String
  /// Makes the value before and the value after (values of any type, so made on demand).
  let values: @Sendable () -> (before: Any, after: Any)
  /// The text `diff` must write, or `nil` for values without a difference.
  let diff: String?

  init(
    _ description: String, _ values: @escaping @Sendable () -> (before: Any, after: Any),
    diff: String?
  ) {
    testDescription = description
    self.values = values
    self.diff = diff
  }
}

@Suite("diff", .tags(.core))
struct DiffTests {
  @Test("each change is written as its own example says", arguments: examples)
  func diffs(_ example: DiffExample) {
    let (before, after) = example.values()
    #expect(diff(before, after) == example.diff)
  }

  private static let examples: [DiffExample] = [
    DiffExample("identical structs have no diff", {
      let state = ProductListDomain.State(products: [backpack, shirt])
      return (state, state)
    }, diff: nil),
    DiffExample("identical enum cases have no diff", {
      (CounterDomain.Action.setCount(1), CounterDomain.Action.setCount(1))
    }, diff: nil),
    DiffExample("one changed field shows only that field", {
      (CounterDomain.State(count: 0), CounterDomain.State(count: 1))
    }, diff: """
        CounterDomain.State(
      −   count: 0
      +   count: 1
        )
      """),
    DiffExample("a nested change keeps its parents and collapses unchanged siblings", {
      var before = ProductListDomain.State(products: [backpack, shirt])
      before.cart.itemCount = 1
      var after = before
      after.cart.itemCount = 2
      after.cart.totalPrice = 44.6
      return (before, after)
    }, diff: """
        ProductListDomain.State(
          … (3 unchanged)
          cart: CartState(
      −     itemCount: 1,
      +     itemCount: 2,
      −     totalPrice: 0.0,
      +     totalPrice: 44.6,
            … (1 unchanged)
          )
        )
      """),
    DiffExample("an element appended at the end is one added line", {
      (Scores(values: [1, 2]), Scores(values: [1, 2, 3]))
    }, diff: """
        Scores(
          values: [
            … (2 unchanged)
      +     [2]: 3
          ]
        )
      """),
    DiffExample("a removed last element is one removed line", { ([10, 20, 30], [10, 20]) },
      diff: """
          [
            … (2 unchanged)
        −   [2]: 30
          ]
        """),
    DiffExample("an array emptied shows both whole values", {
      (Scores(values: [4]), Scores(values: []))
    }, diff: """
        Scores(
      −   values: [
      −     [0]: 4
      −   ]
      +   values: []
        )
      """),
    DiffExample("an Identifiable element inserted in the middle is one added element", {
      (
        ProductListDomain.State(products: [backpack, shirt, ring]),
        ProductListDomain.State(products: [backpack, shirt, jacket, ring])
      )
    }, diff: """
        ProductListDomain.State(
          products: [
            … (2 unchanged)
      +     [2]: Product(
      +       id: 3,
      +       title: "Jacket",
      +       price: 55.99
      +     ),
            … (1 unchanged)
          ],
          … (3 unchanged)
        )
      """),
    DiffExample("a changed Identifiable element recurses into its fields", {
      var cheaperShirt = shirt
      cheaperShirt.price = 19.99
      return ([backpack, shirt, ring], [backpack, cheaperShirt, ring])
    }, diff: """
        [
          … (1 unchanged)
          [1]: Product(
            … (2 unchanged)
      −     price: 22.3
      +     price: 19.99
          ),
          … (1 unchanged)
        ]
      """),
    DiffExample("a different enum case replaces the whole value", {
      (CounterDomain.Action.incrementButtonTapped, CounterDomain.Action.setCount(3))
    }, diff: """
      − CounterDomain.Action.incrementButtonTapped
      + CounterDomain.Action.setCount(3)
      """),
    DiffExample("the same enum case recurses into its payload", {
      (
        CounterDomain.Action.response(CounterDomain.State(count: 1)),
        CounterDomain.Action.response(CounterDomain.State(count: 2))
      )
    }, diff: """
        CounterDomain.Action.response(
          CounterDomain.State(
      −     count: 1
      +     count: 2
          )
        )
      """),
    DiffExample("an unchanged short payload value stays as context, like an element's id", {
      (
        ElementAction.element(id: 7, action: CounterDomain.Action.response(.init(count: 1))),
        ElementAction.element(id: 7, action: CounterDomain.Action.response(.init(count: 2)))
      )
    }, diff: """
        ElementAction<Int, CounterDomain.Action>.element(
          id: 7,
          action: .response(
            CounterDomain.State(
      −       count: 1
      +       count: 2
            )
          )
        )
      """),
    DiffExample("nil to a value replaces the whole field", {
      let before = ProductListDomain.State()
      var after = before
      after.errorMessage = "Could not load\nthe products"
      return (before, after)
    }, diff: #"""
        ProductListDomain.State(
          … (2 unchanged)
      −   errorMessage: nil,
      +   errorMessage: """
      +   Could not load
      +   the products
      +   """,
          … (1 unchanged)
        )
      """#),
    DiffExample("values of different types replace each other", { (1, "1") }, diff: """
      − 1
      + "1"
      """),
    DiffExample("dictionary entries pair by key", {
      (["a": 1, "b": 2, "c": 3], ["a": 1, "c": 4, "d": 5])
    }, diff: """
        [
          … (1 unchanged)
      −   "b": 2,
      −   "c": 3
      +   "c": 4,
      +   "d": 5
        ]
      """),
    DiffExample("set elements pair by their text", { (Set([1, 2, 3]), Set([1, 3, 4])) }, diff: """
        Set([
          … (1 unchanged)
      −   2,
          … (1 unchanged)
      +   4
        ])
      """),
  ]
}
