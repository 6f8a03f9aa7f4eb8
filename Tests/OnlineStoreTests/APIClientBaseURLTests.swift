import Foundation
import OnlineStore
import TestTags
import Testing

/// Where the live client sends its requests: the default, `STORE_API_URL`, or a flag.
@Suite("APIClient base URL", .tags(.app, .dependencies))
struct APIClientBaseURLTests {
  @Test("Without a flag or STORE_API_URL, the base URL is https://fakestoreapi.com")
  func defaultURL() throws {
    let url = try APIClient.resolveBaseURL(environment: ["HOME": "/root"])

    #expect(url.absoluteString == "https://fakestoreapi.com")
    #expect(url == APIClient.defaultBaseURL)
  }

  @Test("STORE_API_URL replaces the default")
  func environmentOverride() throws {
    let url = try APIClient.resolveBaseURL(environment: ["STORE_API_URL": "http://localhost:3000"])

    #expect(url.absoluteString == "http://localhost:3000")
  }

  @Test("A flag wins over STORE_API_URL")
  func flagWins() throws {
    let url = try APIClient.resolveBaseURL(
      flag: "https://staging.example.com/api",
      environment: ["STORE_API_URL": "http://localhost:3000"])

    #expect(url.absoluteString == "https://staging.example.com/api")
  }

  @Test("A blank STORE_API_URL counts as unset")
  func blankIsUnset() throws {
    let url = try APIClient.resolveBaseURL(flag: "", environment: ["STORE_API_URL": "  "])

    #expect(url == APIClient.defaultBaseURL)
  }

  @Test("Surrounding spaces are trimmed")
  func trims() throws {
    let url = try APIClient.resolveBaseURL(environment: ["STORE_API_URL": " http://127.0.0.1:8080\n"])

    #expect(url.absoluteString == "http://127.0.0.1:8080")
  }

  @Test(
    "An address that is not http(s) with a host is refused with a clear error",
    arguments: ["fakestoreapi.com", "ftp://example.com", "not a url", "https://", "file:///tmp"])
  func invalid(text: String) throws {
    let error = try #require(throws: APIError.self) {
      try APIClient.resolveBaseURL(environment: ["STORE_API_URL": text])
    }

    #expect(error == .invalidBaseURL(text))
    #expect(error.description.contains(text))
  }
}
