import Foundation

/// The fakestoreapi catalog and user shipped inside the module, decoded like live responses.
public enum EmbeddedCatalog {
  /// The resource file holding the 20 products of fakestoreapi.com.
  public static let productsFileName = "fakestore-products.json"
  /// The resource file holding fakestoreapi.com's user 1.
  public static let userFileName = "fakestore-user-1.json"

  /// The embedded products, decoded with the live client's decoding.
  public static func products() throws(APIError) -> [Product] {
    try StoreJSON.decode([Product].self, from: resource(productsFileName), source: productsFileName)
  }

  /// The embedded user, decoded with the live client's decoding.
  public static func userProfile() throws(APIError) -> UserProfile {
    try StoreJSON.decode(UserProfile.self, from: resource(userFileName), source: userFileName)
  }

  /// Reads a resource file of the module, or throws `APIError.missingResource`.
  private static func resource(_ fileName: String) throws(APIError) -> Data {
    guard
      let url = Bundle.module.url(forResource: fileName, withExtension: nil),
      let data = try? Data(contentsOf: url)
    else { throw .missingResource(fileName) }
    return data
  }
}
