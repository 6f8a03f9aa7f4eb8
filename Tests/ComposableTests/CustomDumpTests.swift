import Foundation
import TestTags
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

/// One value and the text `customDump` writes for it: an argument of `CustomDumpTests.dumps`.
struct DumpExample: Sendable, CustomTestStringConvertible {
  /// What the example shows, as the test run names the case.
  let testDescription: String
  /// Makes the value to dump (values of any type, so made on demand rather than stored).
  let value: @Sendable () throws -> Any
  /// The `maxDepth` passed to `customDump`.
  let maxDepth: Int
  /// The text `customDump` must write.
  let dump: String

  init(
    _ description: String, maxDepth: Int = .max, _ value: @escaping @Sendable () throws -> Any,
    dumps dump: String
  ) {
    testDescription = description
    self.maxDepth = maxDepth
    self.value = value
    self.dump = dump
  }
}

@Suite("customDump", .tags(.core))
struct CustomDumpTests {
  @Test("each kind of value is written as its own example says", arguments: examples)
  func dumps(_ example: DumpExample) throws {
    #expect(customDump(try example.value(), maxDepth: example.maxDepth) == example.dump)
  }

  private static let examples: [DumpExample] = [
    DumpExample("a flat struct lists one field per line", {
      CounterDomain.State(count: 3, isTimerRunning: true)
    }, dumps: """
      CounterDomain.State(
        count: 3,
        isTimerRunning: true
      )
      """),
    DumpExample("a struct without fields closes on the same line", { Empty() }, dumps: "Empty()"),
    DumpExample("nested structs indent two spaces per level", {
      ProductDomain.State(id: zeroID, title: "Backpack", addToCart: AddToCartState(count: 2))
    }, dumps: """
      ProductDomain.State(
        id: UUID(0),
        title: "Backpack",
        addToCart: AddToCartState(
          count: 2
        )
      )
      """),
    DumpExample("an enum case without payload is its type and case name", {
      CounterDomain.Action.incrementButtonTapped
    }, dumps: "CounterDomain.Action.incrementButtonTapped"),
    DumpExample("an enum payload follows the case", { CounterDomain.Action.setCount(42) },
      dumps: "CounterDomain.Action.setCount(42)"),
    DumpExample("an enum payload keeps its labels", {
      CounterDomain.Action.numberFactResponse(fact: "42 is the answer", number: 42)
    }, dumps: #"CounterDomain.Action.numberFactResponse(fact: "42 is the answer", number: 42)"#),
    DumpExample("a nested action reads as one line with dotted inner cases", {
      ProductListDomain.Action.product(.element(id: zeroID, action: .addToCart(.didTapPlusButton)))
    }, dumps: """
      ProductListDomain.Action.product(.element(id: UUID(0), action: .addToCart(.didTapPlusButton)))
      """),
    DumpExample("a payload that spans lines is indented under its case", {
      ProductListDomain.Action.productsResponse(ProductDomain.State(id: oneID, title: "Ring"))
    }, dumps: """
      ProductListDomain.Action.productsResponse(
        ProductDomain.State(
          id: UUID(1),
          title: "Ring",
          addToCart: AddToCartState(
            count: 0
          )
        )
      )
      """),
    DumpExample("an optional field is nil", { Profile(nickname: nil, bio: "") }, dumps: """
      Profile(
        nickname: nil,
        bio: ""
      )
      """),
    DumpExample("an optional is its wrapped value", { Optional(Optional(7)) as Any }, dumps: "7"),
    DumpExample("strings are quoted with escapes", { "Say \"hi\"\tto C:\\" },
      dumps: #""Say \"hi\"\tto C:\\""#),
    DumpExample("a string without escapes is quoted as it is, letters beyond ASCII too", {
      "Café ✓ 100% 'ok'"
    }, dumps: #""Café ✓ 100% 'ok'""#),
    DumpExample("a NUL, DEL and other control characters are escaped", { "a\u{0}b\u{7F}c\u{1B}" },
      dumps: #""a\0b\u{7F}c\u{1B}""#),
    DumpExample("a character is quoted like a string", { Character("x") }, dumps: #""x""#),
    DumpExample("a string with newlines is a block, indented with its field", {
      Profile(nickname: "Blob", bio: "Likes:\n- cats\n- \"\"\"quotes\"\"\"")
    }, dumps: #"""
      Profile(
        nickname: "Blob",
        bio: """
        Likes:
        - cats
        - ""\"quotes""\"
        """
      )
      """#),
    DumpExample("a Bool uses Swift's own description", { true }, dumps: "true"),
    DumpExample("an Int uses Swift's own description", { -12 }, dumps: "-12"),
    DumpExample("a Double uses Swift's own description", { 1.5 }, dumps: "1.5"),
    DumpExample("a Float uses Swift's own description", { Float(0.25) }, dumps: "0.25"),
    DumpExample("a Duration uses Swift's own description", { Duration.seconds(2) },
      dumps: "2.0 seconds"),
    DumpExample("a Decimal uses Swift's own description", { Decimal(string: "19.99") ?? 0 },
      dumps: "19.99"),
    DumpExample("a value without fields that describes itself is its description", {
      Tab.profile
    }, dumps: "Profile tab"),
    DumpExample("arrays list indexed elements", { [3, 1, 2] }, dumps: """
      [
        [0]: 3,
        [1]: 1,
        [2]: 2
      ]
      """),
    DumpExample("an empty array is []", { [Int]() }, dumps: "[]"),
    DumpExample("sets list their elements sorted by text", { Set(["pear", "apple", "fig"]) },
      dumps: """
        Set([
          "apple",
          "fig",
          "pear"
        ])
        """),
    DumpExample("an empty set is Set([])", { Set<Int>() }, dumps: "Set([])"),
    DumpExample("dictionaries list entries sorted by key", { ["b": 2, "a": 1, "c": 3] },
      dumps: """
        [
          "a": 1,
          "b": 2,
          "c": 3
        ]
        """),
    DumpExample("an empty dictionary is [:]", { [String: Int]() }, dumps: "[:]"),
    DumpExample("tuples stay on one line, labels kept", {
      Point(position: (x: 1, y: 2), pair: (3, "three"))
    }, dumps: """
      Point(
        position: (x: 1, y: 2),
        pair: (3, "three")
      )
      """),
    DumpExample("a test UUID reads as the UUID(_:) that made it", { zeroID }, dumps: "UUID(0)"),
    DumpExample("a test UUID made from a number reads as that number", { UUID(0x13) },
      dumps: "UUID(19)"),
    DumpExample("any other UUID names its type", {
      try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    }, dumps: "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)"),
    DumpExample("a Date names its type", { Date(timeIntervalSince1970: 1_704_067_200) },
      dumps: "Date(2024-01-01T00:00:00.000Z)"),
    DumpExample("a URL names its type", {
      try #require(URL(string: "https://fakestoreapi.com/products"))
    }, dumps: "URL(https://fakestoreapi.com/products)"),
    DumpExample("a key path names its root type and property", { \CounterDomain.State.count },
      dumps: #"\CounterDomain.State.count"#),
    DumpExample("a closure is its type, a metatype is its name and .self", {
      Handler(onTap: { _ in }, kind: Int.self)
    }, dumps: """
      Handler(
        onTap: (inout Int) -> (),
        kind: Int.self
      )
      """),
    DumpExample("a class that refers back to itself stops at the cycle", {
      let first = Node(name: "first")
      first.next = Node(name: "second", next: first)
      return first
    }, dumps: """
      Node(
        name: "first",
        next: Node(
          name: "second",
          next: Node(↩︎)
        )
      )
      """),
    DumpExample("a value deeper than maxDepth 0 is elided", maxDepth: 0, {
      ProductDomain.State(id: zeroID, title: "Backpack")
    }, dumps: "ProductDomain.State(…)"),
    DumpExample("fields deeper than maxDepth 1 are elided", maxDepth: 1, {
      ProductDomain.State(id: zeroID, title: "Backpack")
    }, dumps: """
      ProductDomain.State(
        id: UUID(0),
        title: "Backpack",
        addToCart: AddToCartState(…)
      )
      """),
    DumpExample("elements deeper than maxDepth 1 are elided", maxDepth: 1, { [[1], [2]] },
      dumps: """
        [
          [0]: […],
          [1]: […]
        ]
        """),
    DumpExample("a CustomDumpStringConvertible value is written as its own text", { Form() },
      dumps: #"""
        Form(
          email: "",
          path: \Form.email
        )
        """#),
    DumpExample("an existential is dumped as its dynamic value", {
      [1, "one", CounterDomain.Action.setCount(1)] as [Any]
    }, dumps: """
      [
        [0]: 1,
        [1]: "one",
        [2]: CounterDomain.Action.setCount(1)
      ]
      """),
    // Whether a value is written as one piece is remembered by type, except for an optional or an
    // `AnyHashable`, which hold values of other types: the first element must not decide for the rest.
    DumpExample("an AnyHashable or an optional is dumped as what it holds, whatever came before", {
      [AnyHashable(1), AnyHashable("one"), Int?.none as Any, Int?(2) as Any, String?("two") as Any]
        as [Any]
    }, dumps: """
      [
        [0]: AnyHashable(
          value: 1
        ),
        [1]: "one",
        [2]: nil,
        [3]: 2,
        [4]: "two"
      ]
      """),
    DumpExample(
      "a Foundation error is its type and description", { NSError(domain: "Store", code: 7) },
      dumps: "NSError(\(NSError(domain: "Store", code: 7)))"),
  ]

  @Test("type names lose their module but keep generic arguments")
  func typeNames() {
    #expect(readableTypeName(Optional<UUID>.self) == "Optional<UUID>")
    #expect(readableTypeName([String: [Int]].self) == "Dictionary<String, Array<Int>>")
    #expect(
      readableTypeName(ElementAction<UUID, ProductDomain.Action>.self)
        == "ElementAction<UUID, ProductDomain.Action>")
  }
}
