import Foundation
import OnlineStore
import TestTags
import Testing

/// The sentences `APIError` shows to a person.
@Suite("APIError messages", .tags(.app, .dependencies))
struct APIErrorTests {
  @Test(
    "Every case reads as a sentence that carries its details",
    arguments: [
      (APIError.notConnected, "not connected to the internet"),
      (.cannotReachServer(host: "shop.test"), "shop.test could not be reached"),
      (.timedOut, "took too long"),
      (.requestFailed(reason: "the line broke"), "failed: the line broke."),
      (.httpStatus(code: 503, request: "GET /users/1"), "GET /users/1 with HTTP status 503"),
      (
        .malformedJSON(source: "the answer to GET /products", field: "[2].price", reason: "it is odd."),
        "the answer to GET /products is not what the app expects at [2].price: it is odd."
      ),
      (.invalidBaseURL("nope"), "\"nope\" is not an http(s) URL"),
      (.missingResource("x.json"), "x.json is missing"),
      (.simulatedFailure(endpoint: "sendOrder"), "so sendOrder failed on purpose"),
    ])
  func readableMessage(error: APIError, fragment: String) {
    #expect(error.description.contains(fragment))
    #expect(error.description.hasSuffix("."))
    #expect(error.description.first?.isUppercase == true)
  }

  @Test("localizedDescription is the same sentence as description")
  func localizedDescription() {
    let error: any Error = APIError.httpStatus(code: 500, request: "GET /products")

    #expect(error.localizedDescription == "\(APIError.httpStatus(code: 500, request: "GET /products"))")
    #expect(error.localizedDescription.contains("500"))
  }
}
