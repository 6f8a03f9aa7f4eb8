import Foundation

/// A product of the store's catalog, as fakestoreapi.com serves it.
public struct Product: Equatable, Hashable, Sendable, Codable, Identifiable {
  /// The catalog's identifier of the product.
  public var id: Int
  /// The product's name, shown in the list and the cart.
  public var title: String
  /// The price in dollars.
  public var price: Double
  /// The long description of the product.
  public var description: String
  /// The catalog category, such as "men's clothing".
  public var category: String
  /// The address of the product's picture (JSON key `image`).
  public var imageString: String
  /// The customers' rating; the JSON may leave it out.
  public var rating: Rating?

  /// Creates a product from its fields.
  public init(
    id: Int,
    title: String,
    price: Double,
    description: String,
    category: String,
    imageString: String,
    rating: Rating? = nil
  ) {
    self.id = id
    self.title = title
    self.price = price
    self.description = description
    self.category = category
    self.imageString = imageString
    self.rating = rating
  }

  /// The JSON keys of a product; every other key of the JSON is ignored.
  enum CodingKeys: String, CodingKey {
    case id, title, price, description, category, rating
    case imageString = "image"
  }
}
