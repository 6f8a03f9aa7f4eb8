/// The signed-in customer's profile, as shown on the Profile tab.
public struct UserProfile: Equatable, Hashable, Sendable, Identifiable, Decodable {
  /// The store's identifier of the user.
  public var id: Int
  /// The user's email address.
  public var email: String
  /// The user's first name, as the API spells it (often lowercase).
  public var firstName: String
  /// The user's last name, as the API spells it (often lowercase).
  public var lastName: String
  /// The user's login name.
  public var username: String

  /// Creates a profile from its fields.
  public init(id: Int, email: String, firstName: String, lastName: String, username: String) {
    self.id = id
    self.email = email
    self.firstName = firstName
    self.lastName = lastName
    self.username = username
  }

  /// The empty profile shown before one is loaded (id 0).
  public static let `default` = UserProfile(
    id: 0, email: "", firstName: "", lastName: "", username: "")

  /// The top-level keys of the fakestoreapi user JSON that the profile reads.
  private enum CodingKeys: String, CodingKey {
    case id, email, username, name
  }

  /// The keys of the user JSON's nested `name` object.
  private enum NameCodingKeys: String, CodingKey {
    case firstname, lastname
  }

  /// Decodes the fakestoreapi user JSON, whose names sit in `name.firstname` and `name.lastname`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.nestedContainer(keyedBy: NameCodingKeys.self, forKey: .name)
    self.init(
      id: try container.decode(Int.self, forKey: .id),
      email: try container.decode(String.self, forKey: .email),
      firstName: try name.decode(String.self, forKey: .firstname),
      lastName: try name.decode(String.self, forKey: .lastname),
      username: try container.decode(String.self, forKey: .username)
    )
  }
}
