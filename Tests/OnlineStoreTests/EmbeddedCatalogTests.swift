import OnlineStore
import TestTags
import Testing

/// The catalog and user shipped as resources, and the samples taken from them.
@Suite("Embedded catalog", .tags(.app, .dependencies))
struct EmbeddedCatalogTests {
  @Test("Holds the 20 products of fakestoreapi.com with distinct ids 1...20")
  func twentyProducts() throws {
    let products = try EmbeddedCatalog.products()

    #expect(products.count == 20)
    #expect(products.map(\.id) == Array(1...20))
    #expect(products.allSatisfy { $0.price > 0 && !$0.title.isEmpty && $0.rating != nil })
  }

  @Test("Spot check: the first product's fields")
  func firstProduct() throws {
    let product = try #require(try EmbeddedCatalog.products().first)

    #expect(product.title == "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops")
    #expect(product.price == 109.95)
    #expect(product.category == "men's clothing")
    #expect(product.imageString == "https://fakestoreapi.com/img/81fPKd-2AYL._AC_SL1500_.jpg")
    #expect(product.rating == Product.Rating(rate: 3.9, count: 120))
  }

  @Test("The embedded user is John Doe")
  func user() throws {
    let profile = try EmbeddedCatalog.userProfile()

    #expect(profile.firstName == "john")
    #expect(profile.lastName == "doe")
    #expect(profile.username == "johnd")
    #expect(profile.email == "john@gmail.com")
    #expect(profile == UserProfile.sample)
  }

  @Test("Product.sample is the catalog's first three products")
  func productSample() throws {
    #expect(Product.sample == Array(try EmbeddedCatalog.products().prefix(3)))
  }

  @Test("CartItem.sample orders the three sample products, for a total of $232.84")
  func cartSample() {
    let total = CartItem.sample.reduce(0) { $0 + $1.product.price * Double($1.quantity) }

    #expect(CartItem.sample.map(\.product) == Product.sample)
    #expect(formatPrice(total) == "$232.84")
  }
}
