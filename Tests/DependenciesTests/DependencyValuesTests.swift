import Composable
import DependenciesChapter
import Foundation
import OnlineStore
import TestTags
import Testing

/// The dependency machinery itself: `withDependencies`, the three values of a `DependencyKey`,
/// and the generators tests use.
@MainActor
@Suite("withDependencies, DependencyKey values, uuid", .tags(.dependencies), .timeLimit(.minutes(1)))
struct DependencyValuesTests {
  @Test("withDependencies changes what @Dependency reads, for the operation only")
  func withDependenciesScopesAnOverride() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == UUID(0))
      #expect(uuid() == UUID(1))
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000002")
    }
  }

  @Test("the preview value is the offline catalog: the context picks live, preview or test")
  func previewValueServesTheCatalog() async throws {
    let products = try await withDependencies {
      $0.context = .preview
      $0.continuousClock = ImmediateClock()
    } operation: {
      @Dependency(\.apiClient.fetchProducts) var fetchProducts
      return try await fetchProducts()
    }
    #expect(products.count == 20)
    #expect(products.first?.title == "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops")
  }

  @Test("the failing choice throws the offline client's simulated failure after its delay")
  func failingChoiceThrows() async {
    await #expect(throws: APIError.simulatedFailure(endpoint: "fetchProducts")) {
      try await withDependencies {
        $0.continuousClock = ImmediateClock()
      } operation: {
        try await ClientChoice.failing.apiClient.fetchProducts()
      }
    }
  }
}
