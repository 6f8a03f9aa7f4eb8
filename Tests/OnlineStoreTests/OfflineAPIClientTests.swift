import Composable
import Foundation
import OnlineStore
import TestTags
import Testing

/// The offline client: the embedded catalog, its delay on the clock dependency, its failure switch.
@Suite("Offline APIClient", .tags(.app, .dependencies), .timeLimit(.minutes(1)))
struct OfflineAPIClientTests {
  @Test("Serves the embedded catalog and user")
  func servesCatalog() async throws {
    let client = APIClient.offline()

    #expect(try await client.fetchProducts() == (try EmbeddedCatalog.products()))
    #expect(try await client.fetchUserProfile() == UserProfile.sample)
  }

  @Test("sendOrder answers with the order it received, as JSON")
  func echoesOrder() async throws {
    let answer = try await APIClient.offline().sendOrder([CartItem(product: Product.sample[2], quantity: 4)])

    #expect(answer == #"[{"productId":3,"quantity":4}]"#)
  }

  @Test("The failure switch makes every endpoint throw a simulated failure naming it")
  func failingSwitch() async throws {
    let client = APIClient.offline(failing: true)

    await #expect(throws: APIError.simulatedFailure(endpoint: "fetchProducts")) {
      try await client.fetchProducts()
    }
    await #expect(throws: APIError.simulatedFailure(endpoint: "sendOrder")) {
      try await client.sendOrder(CartItem.sample)
    }
    await #expect(throws: APIError.simulatedFailure(endpoint: "fetchUserProfile")) {
      try await client.fetchUserProfile()
    }
  }

  @Test("The delay is slept on the clock dependency, so an immediate clock skips an hour at once")
  func delayUsesClockDependency() async throws {
    let client = APIClient.offline(delay: .seconds(3600))

    let products = try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await client.fetchProducts()
    }

    #expect(products.count == 20)
  }

  @Test("The answer waits for the delay on the clock: not a moment earlier")
  func delayWaitsForTestClock() async throws {
    let clock = TestClock()
    let client = APIClient.offline(delay: .milliseconds(600))
    let task = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Task { try await client.fetchUserProfile() }
    }

    try await Self.waitUntilSleeping(on: clock)
    await clock.advance(by: .milliseconds(599))
    #expect(clock.pendingSleeps == 1, "the answer must still be waiting at 599 ms")

    await clock.advance(by: .milliseconds(1))
    #expect(try await task.value == UserProfile.sample)
  }

  @Test("With the failure switch, the failure also comes after the delay")
  func failureAfterDelay() async throws {
    let clock = TestClock()
    let client = APIClient.offline(delay: .seconds(1), failing: true)
    let task = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Task { try await client.sendOrder(CartItem.sample) }
    }

    try await Self.waitUntilSleeping(on: clock)
    await clock.advance(by: .seconds(1))

    await #expect(throws: APIError.simulatedFailure(endpoint: "sendOrder")) {
      try await task.value
    }
  }

  /// Yields until a sleep is waiting on `clock`, so advancing it cannot race the sleep's start.
  static func waitUntilSleeping(on clock: TestClock) async throws {
    for _ in 0..<100_000 where clock.pendingSleeps == 0 {
      await Task.yield()
    }
    try #require(clock.pendingSleeps == 1, "the offline client never slept on the clock dependency")
  }
}
