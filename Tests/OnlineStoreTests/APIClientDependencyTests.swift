import Composable
import Foundation
import OnlineStore
import TestTags
import Testing

/// `@Dependency(\.apiClient)`: which client each context gets.
@Suite("APIClient dependency", .tags(.app, .dependencies), .timeLimit(.minutes(1)))
struct APIClientDependencyTests {
  @Test("The test value's endpoints report themselves by name and throw")
  func testValueIsUnimplemented() async throws {
    let reporter = IssueCollector()
    let client = APIClient.testValue

    let failures = try await withIssueReporters([reporter]) {
      [
        try await #require(throws: UnimplementedFailure.self) { try await client.fetchProducts() },
        try await #require(throws: UnimplementedFailure.self) {
          try await client.sendOrder(CartItem.sample)
        },
        try await #require(throws: UnimplementedFailure.self) {
          try await client.fetchUserProfile()
        },
      ]
    }

    #expect(
      failures.map(\.description)
        == ["APIClient.fetchProducts", "APIClient.sendOrder", "APIClient.fetchUserProfile"])
    let names = reporter.messages.map { $0.split(separator: "\n").first.map(String.init) }
    #expect(
      names == [
        "Unimplemented: APIClient.fetchProducts", "Unimplemented: APIClient.sendOrder",
        "Unimplemented: APIClient.fetchUserProfile",
      ])
  }

  @Test("In the live context the default client is the offline one, serving the embedded catalog")
  func liveValueIsOffline() async throws {
    let products = try await withDependencies {
      $0.context = .live
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Dependency(\.apiClient) var apiClient
      return try await apiClient.fetchProducts()
    }

    #expect(products == (try EmbeddedCatalog.products()))
  }

  @Test("In the preview context the client serves the embedded user")
  func previewValueIsOffline() async throws {
    let profile = try await withDependencies {
      $0.context = .preview
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Dependency(\.apiClient.fetchUserProfile) var fetchUserProfile
      return try await fetchUserProfile()
    }

    #expect(profile == UserProfile.sample)
  }

  @Test("An override through withDependencies replaces one endpoint")
  func overrideEndpoint() async throws {
    let answer = try await withDependencies {
      $0.apiClient.sendOrder = { items in "ordered \(items.count)" }
    } operation: {
      @Dependency(\.apiClient) var apiClient
      return try await apiClient.sendOrder(CartItem.sample)
    }

    #expect(answer == "ordered 3")
  }
}
