import Foundation
import OnlineStore
import TestTags
import Testing

/// How a `UserProfile` reads the fakestoreapi user JSON.
@Suite("UserProfile decoding", .tags(.app, .dependencies))
struct UserProfileDecodingTests {
  @Test("Reads the names from name.firstname and name.lastname, ignoring the other keys")
  func decodesNestedNames() throws {
    let json = """
      {"id": 4, "email": "ann@example.com", "username": "ann", "password": "x",
       "name": {"firstname": "ann", "lastname": "lee"}, "address": {"city": "kilcoole"}}
      """
    let profile = try JSONDecoder().decode(UserProfile.self, from: Data(json.utf8))

    #expect(
      profile
        == UserProfile(
          id: 4, email: "ann@example.com", firstName: "ann", lastName: "lee", username: "ann"))
  }

  @Test("A user without a name object does not decode")
  func missingName() {
    let json = #"{"id": 4, "email": "ann@example.com", "username": "ann"}"#

    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(UserProfile.self, from: Data(json.utf8))
    }
  }

  @Test("The default profile is empty, with id 0")
  func defaultProfile() {
    let profile = UserProfile.default

    #expect(profile.id == 0)
    #expect(profile.email.isEmpty && profile.username.isEmpty)
    #expect(profile.firstName.isEmpty && profile.lastName.isEmpty)
  }
}
