import Foundation
import OnlineStore
import TestTags
import Testing

/// How a `Product` reads and writes the fakestoreapi JSON.
@Suite("Product decoding", .tags(.app, .dependencies))
struct ProductDecodingTests {
  @Test("Reads every field, with the picture's address from the key \"image\"")
  func decodesAllFields() throws {
    let json = """
      {"id": 3, "title": "Jacket", "price": 55.99, "description": "Warm", "category": "men's clothing",
       "image": "https://example.com/jacket.jpg", "rating": {"rate": 4.7, "count": 500}}
      """
    let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))

    #expect(
      product
        == Product(
          id: 3, title: "Jacket", price: 55.99, description: "Warm", category: "men's clothing",
          imageString: "https://example.com/jacket.jpg",
          rating: Product.Rating(rate: 4.7, count: 500)))
  }

  @Test("Ignores keys it does not know")
  func ignoresUnknownKeys() throws {
    let json = """
      {"id": 1, "title": "T", "price": 1, "description": "", "category": "c", "image": "i",
       "color": "red", "stock": {"warehouse": 3}, "tags": ["a"]}
      """
    let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))

    #expect(product.id == 1)
    #expect(product.price == 1)
  }

  @Test("A product without a rating decodes with rating nil")
  func missingRating() throws {
    let json = #"{"id": 2, "title": "T", "price": 2.5, "description": "", "category": "c", "image": "i"}"#
    let product = try JSONDecoder().decode(Product.self, from: Data(json.utf8))

    #expect(product.rating == nil)
    #expect(product.price == 2.5)
  }

  @Test("A product without a price does not decode")
  func missingPrice() {
    let json = #"{"id": 2, "title": "T", "description": "", "category": "c", "image": "i"}"#

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Product.self, from: Data(json.utf8))
    }
  }

  @Test("Encodes the picture's address under \"image\" and reads back the same product")
  func roundTrip() throws {
    let original = Product.sample[0]
    let data = try JSONEncoder().encode(original)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]

    #expect(object?["image"] as? String == original.imageString)
    #expect(object?["imageString"] == nil)
    #expect(try JSONDecoder().decode(Product.self, from: data) == original)
  }
}
