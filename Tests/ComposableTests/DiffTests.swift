import Foundation
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

@Suite("diff")
struct DiffTests {
  @Test("identical values have no diff")
  func identicalValues() {
    let state = ProductListDomain.State(products: [backpack, shirt])
    #expect(diff(state, state) == nil)
    #expect(diff(CounterDomain.Action.setCount(1), CounterDomain.Action.setCount(1)) == nil)
  }

  @Test("one changed field shows only that field")
  func oneChangedField() {
    #expect(
      diff(CounterDomain.State(count: 0), CounterDomain.State(count: 1)) == """
          CounterDomain.State(
        −   count: 0
        +   count: 1
          )
        """)
  }

  @Test("a nested change keeps its parents and collapses unchanged siblings")
  func nestedChange() {
    var before = ProductListDomain.State(products: [backpack, shirt])
    before.cart.itemCount = 1
    var after = before
    after.cart.itemCount = 2
    after.cart.totalPrice = 44.6
    #expect(
      diff(before, after) == """
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
        """)
  }

  @Test("an element appended at the end is one added line")
  func arrayAppend() {
    #expect(
      diff(Scores(values: [1, 2]), Scores(values: [1, 2, 3])) == """
          Scores(
            values: [
              … (2 unchanged)
        +     [2]: 3
            ]
          )
        """)
  }

  @Test("a removed last element is one removed line")
  func arrayRemoveLast() {
    #expect(
      diff([10, 20, 30], [10, 20]) == """
          [
            … (2 unchanged)
        −   [2]: 30
          ]
        """)
  }

  @Test("an array emptied shows both whole values")
  func arrayEmptied() {
    #expect(
      diff(Scores(values: [4]), Scores(values: [])) == """
          Scores(
        −   values: [
        −     [0]: 4
        −   ]
        +   values: []
          )
        """)
  }

  @Test("an Identifiable element inserted in the middle is one added element")
  func identifiableInsertion() {
    let before = ProductListDomain.State(products: [backpack, shirt, ring])
    let after = ProductListDomain.State(products: [backpack, shirt, jacket, ring])
    #expect(
      diff(before, after) == """
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
        """)
  }

  @Test("a changed Identifiable element recurses into its fields")
  func identifiableChange() {
    var cheaperShirt = shirt
    cheaperShirt.price = 19.99
    #expect(
      diff([backpack, shirt, ring], [backpack, cheaperShirt, ring]) == """
          [
            … (1 unchanged)
            [1]: Product(
              … (2 unchanged)
        −     price: 22.3
        +     price: 19.99
            ),
            … (1 unchanged)
          ]
        """)
  }

  @Test("a different enum case replaces the whole value")
  func enumCaseChange() {
    #expect(
      diff(CounterDomain.Action.incrementButtonTapped, CounterDomain.Action.setCount(3)) == """
        − CounterDomain.Action.incrementButtonTapped
        + CounterDomain.Action.setCount(3)
        """)
  }

  @Test("the same enum case recurses into its payload")
  func enumSameCase() {
    #expect(
      diff(
        CounterDomain.Action.response(CounterDomain.State(count: 1)),
        CounterDomain.Action.response(CounterDomain.State(count: 2))) == """
            CounterDomain.Action.response(
              CounterDomain.State(
          −     count: 1
          +     count: 2
              )
            )
          """)
  }

  @Test("an unchanged short payload value stays as context, like an element's id")
  func payloadContext() {
    let old = ElementAction.element(id: 7, action: CounterDomain.Action.response(.init(count: 1)))
    let new = ElementAction.element(id: 7, action: CounterDomain.Action.response(.init(count: 2)))
    #expect(
      diff(old, new) == """
          ElementAction<Int, CounterDomain.Action>.element(
            id: 7,
            action: .response(
              CounterDomain.State(
        −       count: 1
        +       count: 2
              )
            )
          )
        """)
  }

  @Test("nil to a value replaces the whole field")
  func nilToValue() {
    let before = ProductListDomain.State()
    var after = before
    after.errorMessage = "Could not load\nthe products"
    #expect(
      diff(before, after) == #"""
          ProductListDomain.State(
            … (2 unchanged)
        −   errorMessage: nil,
        +   errorMessage: """
        +   Could not load
        +   the products
        +   """,
            … (1 unchanged)
          )
        """#)
  }

  @Test("values of different types replace each other")
  func differentTypes() {
    #expect(
      diff(1, "1") == """
        − 1
        + "1"
        """)
  }

  @Test("dictionary entries pair by key")
  func dictionaries() {
    #expect(
      diff(["a": 1, "b": 2, "c": 3], ["a": 1, "c": 4, "d": 5]) == """
          [
            … (1 unchanged)
        −   "b": 2,
        −   "c": 3
        +   "c": 4,
        +   "d": 5
          ]
        """)
  }

  @Test("set elements pair by their text")
  func sets() {
    #expect(
      diff(Set([1, 2, 3]), Set([1, 3, 4])) == """
          Set([
            … (1 unchanged)
        −   2,
            … (1 unchanged)
        +   4
          ])
        """)
  }
}
