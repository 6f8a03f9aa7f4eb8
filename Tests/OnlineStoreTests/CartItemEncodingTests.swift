import Foundation
import OnlineStore
import TestTags
import Testing

/// How a `CartItem` is written in an order for the store API.
@Suite("CartItem encoding", .tags(.app, .dependencies))
struct CartItemEncodingTests {
  @Test("Encodes as {\"productId\", \"quantity\"} and nothing else")
  func encodesOrderLine() throws {
    let item = CartItem(product: Product.sample[1], quantity: 3)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    let json = String(decoding: try encoder.encode(item), as: UTF8.self)

    #expect(json == #"{"productId":2,"quantity":3}"#)
  }

  @Test("An order is a JSON array of order lines, in cart order")
  func encodesOrder() throws {
    let data = try JSONEncoder().encode(CartItem.sample)
    let lines = try JSONSerialization.jsonObject(with: data) as? [[String: Int]]

    #expect(
      lines == [
        ["productId": 1, "quantity": 1], ["productId": 2, "quantity": 3],
        ["productId": 3, "quantity": 1],
      ])
  }
}
