/// A product in the cart and how many of it the customer wants.
public struct CartItem: Equatable, Hashable, Sendable, Encodable {
  /// The product being ordered.
  public var product: Product
  /// How many of the product are ordered.
  public var quantity: Int

  /// Creates a cart line for a product and a quantity.
  public init(product: Product, quantity: Int) {
    self.product = product
    self.quantity = quantity
  }

  /// The keys of an order line as the store API expects it.
  private enum CodingKeys: String, CodingKey {
    case productId, quantity
  }

  /// Encodes the line as the API's order line: `{"productId": Int, "quantity": Int}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(product.id, forKey: .productId)
    try container.encode(quantity, forKey: .quantity)
  }
}
