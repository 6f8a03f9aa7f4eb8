extension Product {
  /// A product's average rating and the number of ratings behind it.
  public struct Rating: Equatable, Hashable, Sendable, Codable {
    /// The average score, from 0 to 5.
    public var rate: Double
    /// How many customers rated the product.
    public var count: Int

    /// Creates a rating from its average score and number of ratings.
    public init(rate: Double, count: Int) {
      self.rate = rate
      self.count = count
    }
  }
}
