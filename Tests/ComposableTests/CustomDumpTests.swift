import Foundation
import Testing

@testable import Composable

// Fixtures are fileprivate so their names never collide with other suites of this module; the
// dump strips the private-context marker Swift puts in their qualified names.

private enum CounterDomain {
  struct State {
    var count = 0
    var isTimerRunning = false
  }
  enum Action {
    case decrementButtonTapped
    case incrementButtonTapped
    case setCount(Int)
    case numberFactResponse(fact: String, number: Int)
  }
}

private enum AddToCartDomain {
  enum Action {
    case didTapPlusButton
    case didTapMinusButton
  }
}

private enum ProductDomain {
  struct State {
    var id: UUID
    var title: String
    var addToCart = AddToCartState()
  }
  enum Action {
    case addToCart(AddToCartDomain.Action)
  }
}

private struct AddToCartState {
  var count = 0
}

private enum ElementAction<ID: Hashable, Action> {
  case element(id: ID, action: Action)
}

private enum ProductListDomain {
  enum Action {
    case product(ElementAction<UUID, ProductDomain.Action>)
    case fetchProducts
    case productsResponse(ProductDomain.State)
  }
}

private struct Empty {}

private final class Node {
  var name: String
  var next: Node?
  init(name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

private struct Profile {
  var nickname: String?
  var bio: String
}

private enum Tab: CustomStringConvertible {
  case products, profile
  var description: String { self == .products ? "Products tab" : "Profile tab" }
}

private struct FieldPath: CustomDumpStringConvertible {
  var name: String
  var customDumpDescription: String { "\\Form.\(name)" }
}

private struct Form {
  var email = ""
  var path = FieldPath(name: "email")
}

private struct Handler {
  var onTap: (inout Int) -> Void
  var kind: Any.Type
}

private struct Point {
  var position: (x: Int, y: Int)
  var pair: (Int, String)
}

private let zeroID = UUID(uuidString: "00000000-0000-0000-0000-000000000000") ?? UUID()
private let oneID = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()

@Suite("customDump")
struct CustomDumpTests {
  @Test("a flat struct lists one field per line")
  func flatStruct() {
    #expect(
      customDump(CounterDomain.State(count: 3, isTimerRunning: true)) == """
        CounterDomain.State(
          count: 3,
          isTimerRunning: true
        )
        """)
  }

  @Test("a struct without fields closes on the same line")
  func emptyStruct() {
    #expect(customDump(Empty()) == "Empty()")
  }

  @Test("nested structs indent two spaces per level")
  func nestedStructs() {
    let product = ProductDomain.State(
      id: zeroID, title: "Backpack", addToCart: AddToCartState(count: 2))
    #expect(
      customDump(product) == """
        ProductDomain.State(
          id: UUID(0),
          title: "Backpack",
          addToCart: AddToCartState(
            count: 2
          )
        )
        """)
  }

  @Test("an enum case without payload is its type and case name")
  func enumWithoutPayload() {
    #expect(
      customDump(CounterDomain.Action.incrementButtonTapped)
        == "CounterDomain.Action.incrementButtonTapped")
  }

  @Test("an enum payload follows the case, labels kept")
  func enumWithPayloads() {
    #expect(customDump(CounterDomain.Action.setCount(42)) == "CounterDomain.Action.setCount(42)")
    #expect(
      customDump(CounterDomain.Action.numberFactResponse(fact: "42 is the answer", number: 42))
        == #"CounterDomain.Action.numberFactResponse(fact: "42 is the answer", number: 42)"#)
  }

  @Test("a nested action reads as one line with dotted inner cases")
  func nestedAction() {
    let action = ProductListDomain.Action.product(
      .element(id: zeroID, action: .addToCart(.didTapPlusButton)))
    #expect(
      customDump(action) == """
        ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))
        """)
  }

  @Test("a payload that spans lines is indented under its case")
  func multiLinePayload() {
    let action = ProductListDomain.Action.productsResponse(
      ProductDomain.State(id: oneID, title: "Ring"))
    #expect(
      customDump(action) == """
        ProductListDomain.Action.productsResponse(
          ProductDomain.State(
            id: UUID(1),
            title: "Ring",
            addToCart: AddToCartState(
              count: 0
            )
          )
        )
        """)
  }

  @Test("an optional is nil or its wrapped value")
  func optionals() {
    #expect(
      customDump(Profile(nickname: nil, bio: "")) == """
        Profile(
          nickname: nil,
          bio: ""
        )
        """)
    #expect(customDump(Optional(Optional(7)) as Any) == "7")
  }

  @Test("strings are quoted with escapes")
  func strings() {
    #expect(customDump("Say \"hi\"\tto C:\\") == #""Say \"hi\"\tto C:\\""#)
    #expect(customDump(Character("x")) == #""x""#)
  }

  @Test("a string with newlines is a block, indented with its field")
  func multiLineString() {
    #expect(
      customDump(Profile(nickname: "Blob", bio: "Likes:\n- cats\n- \"\"\"quotes\"\"\"")) == #"""
        Profile(
          nickname: "Blob",
          bio: """
          Likes:
          - cats
          - ""\"quotes""\"
          """
        )
        """#)
  }

  @Test("scalars use Swift's own description")
  func scalars() {
    #expect(customDump(true) == "true")
    #expect(customDump(-12) == "-12")
    #expect(customDump(1.5) == "1.5")
    #expect(customDump(Float(0.25)) == "0.25")
    #expect(customDump(Duration.seconds(2)) == "2.0 seconds")
    #expect(customDump(Decimal(string: "19.99") ?? 0) == "19.99")
  }

  @Test("a value without fields that describes itself is its description")
  func customStringConvertible() {
    #expect(customDump(Tab.profile) == "Profile tab")
  }

  @Test("arrays list indexed elements")
  func arrays() {
    #expect(
      customDump([3, 1, 2]) == """
        [
          [0]: 3,
          [1]: 1,
          [2]: 2
        ]
        """)
    #expect(customDump([Int]()) == "[]")
  }

  @Test("sets list their elements sorted by text")
  func sets() {
    #expect(
      customDump(Set(["pear", "apple", "fig"])) == """
        Set([
          "apple",
          "fig",
          "pear"
        ])
        """)
    #expect(customDump(Set<Int>()) == "Set([])")
  }

  @Test("dictionaries list entries sorted by key")
  func dictionaries() {
    #expect(
      customDump(["b": 2, "a": 1, "c": 3]) == """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """)
    #expect(customDump([String: Int]()) == "[:]")
  }

  @Test("tuples stay on one line, labels kept")
  func tuples() {
    #expect(
      customDump(Point(position: (x: 1, y: 2), pair: (3, "three"))) == """
        Point(
          position: (x: 1, y: 2),
          pair: (3, "three")
        )
        """)
  }

  @Test("Foundation values name their type; a test UUID reads as the UUID(_:) that made it")
  func foundationValues() throws {
    #expect(customDump(zeroID) == "UUID(0)")
    #expect(customDump(UUID(0x13)) == "UUID(19)")
    let random = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    #expect(customDump(random) == "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)")
    #expect(
      customDump(Date(timeIntervalSince1970: 1_704_067_200)) == "Date(2024-01-01T00:00:00.000Z)")
    let url = try #require(URL(string: "https://fakestoreapi.com/products"))
    #expect(customDump(url) == "URL(https://fakestoreapi.com/products)")
  }

  @Test("a key path names its root type and property")
  func keyPaths() {
    #expect(customDump(\CounterDomain.State.count) == #"\CounterDomain.State.count"#)
  }

  @Test("a closure is its type, a metatype is its name and .self")
  func closuresAndMetatypes() {
    #expect(
      customDump(Handler(onTap: { _ in }, kind: Int.self)) == """
        Handler(
          onTap: (inout Int) -> (),
          kind: Int.self
        )
        """)
  }

  @Test("a class that refers back to itself stops at the cycle")
  func classCycle() {
    let first = Node(name: "first")
    let second = Node(name: "second", next: first)
    first.next = second
    #expect(
      customDump(first) == """
        Node(
          name: "first",
          next: Node(
            name: "second",
            next: Node(↩︎)
          )
        )
        """)
  }

  @Test("levels deeper than maxDepth are elided")
  func maxDepth() {
    let product = ProductDomain.State(id: zeroID, title: "Backpack")
    #expect(customDump(product, maxDepth: 0) == "ProductDomain.State(…)")
    #expect(
      customDump(product, maxDepth: 1) == """
        ProductDomain.State(
          id: UUID(0),
          title: "Backpack",
          addToCart: AddToCartState(…)
        )
        """)
    #expect(
      customDump([[1], [2]], maxDepth: 1) == """
        [
          [0]: […],
          [1]: […]
        ]
        """)
  }

  @Test("a CustomDumpStringConvertible value is written as its own text")
  func customDumpStringConvertible() {
    #expect(
      customDump(Form()) == #"""
        Form(
          email: "",
          path: \Form.email
        )
        """#)
  }

  @Test("an existential is dumped as its dynamic value")
  func existentials() {
    let values: [Any] = [1, "one", CounterDomain.Action.setCount(1)]
    #expect(
      customDump(values) == """
        [
          [0]: 1,
          [1]: "one",
          [2]: CounterDomain.Action.setCount(1)
        ]
        """)
  }

  @Test("a Foundation error is its type and description")
  func foundationError() {
    let error = NSError(domain: "Store", code: 7)
    #expect(customDump(error) == "NSError(\(error))")
  }

  @Test("type names lose their module but keep generic arguments")
  func typeNames() {
    #expect(readableTypeName(Optional<UUID>.self) == "Optional<UUID>")
    #expect(readableTypeName([String: [Int]].self) == "Dictionary<String, Array<Int>>")
    #expect(
      readableTypeName(ElementAction<UUID, ProductDomain.Action>.self)
        == "ElementAction<UUID, ProductDomain.Action>")
  }
}
