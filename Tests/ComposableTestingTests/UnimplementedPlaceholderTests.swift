import Composable
import ComposableTesting
import TestTags
import Testing

/// A client whose test value gives every endpoint a placeholder endpoint: each call reports the
/// endpoint and answers as the placeholder would.
private struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
  var favourite: @Sendable () async -> Int
  var describe: @Sendable (Int, String) -> String

  static let testValue = FactClient(
    fetch: unimplemented("FactClient.fetch", placeholder: { number in "\(number) is a number." }),
    favourite: unimplemented("FactClient.favourite", placeholder: { 7 }),
    describe: unimplemented("FactClient.describe", placeholder: { number, unit in "\(number) \(unit)" }))
}

@MainActor
@Suite("unimplemented(_:placeholder:) with an endpoint as its placeholder", .tags(.core))
struct UnimplementedPlaceholderTests {
  @Test("a call reports the endpoint and returns what the placeholder returns for its arguments")
  func placeholderEndpoint() async {
    var fact = ""
    var favourite = 0
    var description = ""
    await withKnownIssue {
      fact = (try? await FactClient.testValue.fetch(42)) ?? ""
      favourite = await FactClient.testValue.favourite()
      description = FactClient.testValue.describe(3, "apples")
    } matching: { issue in
      ["FactClient.fetch", "FactClient.favourite", "FactClient.describe"].contains {
        issue.message.contains("Unimplemented: \($0)")
      } && issue.message.contains("A test called an endpoint it did not override.")
    }
    #expect(fact == "42 is a number.")
    #expect(favourite == 7)
    #expect(description == "3 apples")
  }

  @Test("a throwing placeholder's error reaches the caller after the report")
  func throwingPlaceholder() async {
    struct Offline: Error, Equatable {}
    let fetch: @Sendable (Int) async throws -> String = unimplemented(
      "FactClient.fetch", placeholder: { _ in throw Offline() })
    await withKnownIssue {
      await #expect(throws: Offline()) { try await fetch(1) }
    } matching: { issue in
      issue.message.contains("Unimplemented: FactClient.fetch")
    }
  }
}
