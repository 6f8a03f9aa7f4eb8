import ChapterTestSupport
import Composable
import ComposableTesting
import Foundation
import OnlineStore
import TestTags
import Testing

/// What a test sees when it forgets a dependency. `APIClient.testValue` is made of
/// `unimplemented("APIClient.fetchProducts")` and friends, and `uuid`'s test value reports too:
/// the failure names what to override. `withKnownIssue` expects the failure, so these pass; the
/// chapter's README shows the message they print.
@MainActor
@Suite("Forgotten dependencies fail the test and say which", .tags(.dependencies), .timeLimit(.minutes(1)))
struct UnimplementedDependencyTests {
  @Test("an endpoint nobody overrode reports its name, and the list shows the error")
  func unimplementedEndpoint() async {
    await withKnownIssue {
      let store = TestStore(initialState: ProductListDomain.State()) {
        ProductListDomain()
      } withDependencies: {
        $0.uuid = .incrementing
        // Forgot: $0.apiClient.fetchProducts = { … }
      }
      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      // The unimplemented endpoint throws after reporting, so the reducer sees a failure.
      await store.receive(ProductListDomain.Action.fetchProductsResponse) {
        $0.dataLoadingStatus = .error
      }
    } matching: { issue in
      issue.message.contains("Unimplemented: APIClient.fetchProducts")
    }
  }

  @Test("a uuid nobody controlled reports how to control it")
  func uncontrolledUUID() async {
    await withKnownIssue {
      let store = TestStore(initialState: ProductListDomain.State()) {
        ProductListDomain()
      } withDependencies: {
        $0.apiClient.fetchProducts = { [Product.sample[0]] }
        // Forgot: $0.uuid = .incrementing
      }
      await store.send(.fetchProducts) {
        $0.dataLoadingStatus = .loading
      }
      await store.receive(ProductListDomain.Action.fetchProductsResponse) {
        $0.dataLoadingStatus = .success
        $0.productList = [ProductDomain.State(id: UUID(0), product: Product.sample[0])]
      }
    } matching: { issue in
      issue.message.contains("Unimplemented: @Dependency(\\.uuid)")
        && issue.message.contains("$0.uuid = .incrementing")
    }
  }
}
