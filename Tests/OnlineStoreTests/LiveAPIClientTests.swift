import Foundation
import OnlineStore
import TestTags
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client against a stubbed server: the requests it makes and how it maps failures.
@Suite("Live APIClient", .tags(.app, .dependencies), .timeLimit(.minutes(1)))
struct LiveAPIClientTests {
  /// A product as the server sends it, with a key the app does not know.
  static let productJSON = """
    [{"id": 7, "title": "Ring", "price": 9.99, "description": "Gold", "category": "jewelery",
      "image": "https://example.com/ring.jpg", "rating": {"rate": 4.5, "count": 3}, "extra": true}]
    """

  @Test("fetchProducts sends GET /products and decodes the answer")
  func fetchProductsRequest() async throws {
    let server = StubServer(reply: .ok(Self.productJSON))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let products = try await client.fetchProducts()

    #expect(
      products == [
        Product(
          id: 7, title: "Ring", price: 9.99, description: "Gold", category: "jewelery",
          imageString: "https://example.com/ring.jpg", rating: .init(rate: 4.5, count: 3))
      ])
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "GET")
    #expect(request.url.path() == "/products")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.body == nil || request.body?.isEmpty == true)
  }

  @Test("sendOrder POSTs the cart items as JSON to /carts and returns the answer as text")
  func sendOrderRequest() async throws {
    let server = StubServer(reply: .ok(#"{"id":11,"userId":1}"#))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let answer = try await client.sendOrder(CartItem.sample)

    #expect(answer == #"{"id":11,"userId":1}"#)
    let request = try #require(server.requests.first)
    #expect(request.method == "POST")
    #expect(request.url.path() == "/carts")
    #expect(request.headers["Content-Type"] == "application/json")
    let body = try #require(request.body)
    let lines = try JSONSerialization.jsonObject(with: body) as? [[String: Int]]
    #expect(
      lines == [
        ["productId": 1, "quantity": 1], ["productId": 2, "quantity": 3],
        ["productId": 3, "quantity": 1],
      ])
  }

  @Test("fetchUserProfile sends GET /users/1 and decodes the user")
  func fetchUserProfileRequest() async throws {
    let json = """
      {"id": 1, "email": "john@gmail.com", "username": "johnd",
       "name": {"firstname": "john", "lastname": "doe"}, "phone": "1-570-236-7033"}
      """
    let server = StubServer(reply: .ok(json))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let profile = try await client.fetchUserProfile()

    #expect(profile == UserProfile.sample)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.url.path() == "/users/1")
    #expect(request.headers["Accept"] == "application/json")
  }

  @Test("A base URL with a path keeps it in front of the endpoint's path")
  func baseURLWithPath() async throws {
    let server = StubServer(reply: .ok("[]"))
    let client = APIClient.live(
      baseURL: server.baseURL.appending(path: "api/v2"), session: server.session)

    let products = try await client.fetchProducts()

    #expect(products.isEmpty)
    #expect(server.requests.first?.url.path() == "/api/v2/products")
  }

  @Test("A status other than 2xx becomes APIError.httpStatus, and its message shows the status")
  func httpStatusError() async throws {
    let server = StubServer(reply: .answer(status: 500, body: Data("oops".utf8)))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) { try await client.fetchProducts() }

    #expect(error == .httpStatus(code: 500, request: "GET /products"))
    #expect(error.description.contains("500"))
    #expect(error.description.contains("GET /products"))
  }

  @Test("A 404 on sendOrder is an error too, not an answer")
  func sendOrderNotFound() async throws {
    let server = StubServer(reply: .answer(status: 404, body: Data()))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) {
      try await client.sendOrder(CartItem.sample)
    }

    #expect(error == .httpStatus(code: 404, request: "POST /carts"))
  }

  @Test("Malformed product JSON names the field at fault")
  func malformedProductField() async throws {
    let json = #"[{"id": 1, "title": "A", "price": "cheap", "description": "", "category": "", "image": ""}]"#
    let server = StubServer(reply: .ok(json))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) { try await client.fetchProducts() }

    guard case .malformedJSON(let source, let field, _) = error else {
      Issue.record("expected malformedJSON, got \(error)")
      return
    }
    #expect(source == "the answer to GET /products")
    #expect(field == "[0].price")
    #expect(error.description.contains("[0].price"))
  }

  @Test("A missing nested field of the user is named with its path")
  func missingUserField() async throws {
    let json = #"{"id": 1, "email": "a@b.c", "username": "a", "name": {"firstname": "a"}}"#
    let server = StubServer(reply: .ok(json))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) { try await client.fetchUserProfile() }

    #expect(
      error
        == .malformedJSON(
          source: "the answer to GET /users/1", field: "name.lastname",
          reason: "the field is missing."))
  }

  @Test("An answer that is not JSON at all is reported at the top level")
  func notJSON() async throws {
    let server = StubServer(reply: .ok("<html>maintenance</html>"))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) { try await client.fetchProducts() }

    guard case .malformedJSON(_, let field, let reason) = error else {
      Issue.record("expected malformedJSON, got \(error)")
      return
    }
    #expect(field == "the top level")
    #expect(!reason.isEmpty)
  }

  @Test(
    "Transport failures become readable APIErrors",
    arguments: [
      (URLError.Code.timedOut, APIError.timedOut),
      (.notConnectedToInternet, .notConnected),
      (.networkConnectionLost, .notConnected),
      (.cannotConnectToHost, .cannotReachServer(host: "HOST")),
      (.secureConnectionFailed, .requestFailed(reason: "no secure connection could be made to HOST")),
    ])
  func transportFailure(code: URLError.Code, expected: APIError) async throws {
    let server = StubServer(reply: .fail(URLError(code)))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    let error = try await #require(throws: APIError.self) { try await client.fetchUserProfile() }

    #expect(error == Self.replacingHost(in: expected, with: server.host))
    #expect(!error.description.isEmpty)
  }

  @Test("A cancelled request ends as cancellation, not as an APIError")
  func cancelledRequest() async throws {
    let server = StubServer(reply: .fail(URLError(.cancelled)))
    let client = APIClient.live(baseURL: server.baseURL, session: server.session)

    await #expect(throws: CancellationError.self) { try await client.fetchProducts() }
  }

  /// Puts the stub server's unique host where the expected error says "HOST".
  static func replacingHost(in error: APIError, with host: String) -> APIError {
    switch error {
    case .cannotReachServer: .cannotReachServer(host: host)
    case .requestFailed(let reason):
      .requestFailed(reason: reason.replacingOccurrences(of: "HOST", with: host))
    default: error
    }
  }
}
