import TestTags
import Testing

@testable import Composable

/// A client whose test value is built from unimplemented endpoints.
private struct NumberClient: Sendable {
  var fetch: @Sendable () async throws -> Int
  var fetchFact: @Sendable (Int) async throws -> String
  var add: @Sendable (Int, Int) async throws -> Int
  var count: @Sendable () -> Int

  static let unimplementedValue = NumberClient(
    fetch: unimplemented("NumberClient.fetch"),
    fetchFact: unimplemented("NumberClient.fetchFact"),
    add: unimplemented("NumberClient.add"),
    count: unimplemented("NumberClient.count", placeholder: -1))
}

@MainActor
@Suite(.tags(.core, .dependencies), .timeLimit(.minutes(1))) struct UnimplementedTests {
  @Test func endpointReportsItsNameAndThrows() async throws {
    let client = NumberClient.unimplementedValue
    var thrown: (any Error)?
    let issues = await collectIssues {
      do {
        _ = try await client.fetch()
      } catch {
        thrown = error
      }
    }
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(description: "NumberClient.fetch"))
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("Unimplemented: NumberClient.fetch"))
  }

  @Test func endpointsWithArgumentsReportTheirNames() async {
    let client = NumberClient.unimplementedValue
    let issues = await collectIssues {
      _ = try? await client.fetchFact(1)
      _ = try? await client.add(1, 2)
    }
    #expect(issues.count == 2)
    #expect(issues.first?.contains("NumberClient.fetchFact") == true)
    #expect(issues.last?.contains("NumberClient.add") == true)
  }

  @Test func nonThrowingEndpointReportsAndReturnsItsPlaceholder() async {
    let client = NumberClient.unimplementedValue
    var value = 0
    let issues = await collectIssues { value = client.count() }
    #expect(value == -1)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("NumberClient.count") == true)
  }

  @Test func endpointCalledFromAnEffectIsReportedAndItsErrorCaught() async {
    let client = NumberClient.unimplementedValue
    let issues = await collectIssues {
      let store = makeEffectStore { action in
        guard action == .start else { return .none }
        return .run { send in
          let number = try await client.fetch()
          await send(.record("fetched \(number)"))
        } catch: { error, send in
          await send(.record("failed: \(error)"))
        }
      }
      await store.send(.start).finish()
      #expect(store.entries == ["start", "failed: NumberClient.fetch"])
    }
    #expect(issues.count == 1)
    #expect(issues.first?.contains("Unimplemented: NumberClient.fetch") == true)
  }

  @Test func overriddenEndpointIsNotReported() async throws {
    var client = NumberClient.unimplementedValue
    client.fetch = { 42 }
    var value = 0
    let issues = try await collectIssues { value = try await client.fetch() }
    #expect(value == 42)
    #expect(issues.isEmpty)
  }
}
