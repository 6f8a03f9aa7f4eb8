import Foundation
import TestTags
import Testing

@testable import Composable

/// A client as a struct of closures, the way the kit writes dependencies.
private struct GreetingClient: Sendable {
  var greet: @Sendable (String) -> String
  var source: String
}

private enum GreetingClientKey: DependencyKey {
  static let liveValue = GreetingClient(greet: { "Hello, \($0)!" }, source: "live")
  static let testValue = GreetingClient(greet: { "test \($0)" }, source: "test")
  static let previewValue = GreetingClient(greet: { "preview \($0)" }, source: "preview")
}

/// A key with a live value only: its test value falls back with a report.
private enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live only"
}

/// A key with a test value only: it has no live value.
private enum TestOnlyKey: TestDependencyKey {
  static let testValue = "test only"
}

extension DependencyValues {
  fileprivate var greeting: GreetingClient {
    get { self[GreetingClientKey.self] }
    set { self[GreetingClientKey.self] = newValue }
  }
  fileprivate var liveOnly: String {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
  fileprivate var testOnly: String {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
}

/// A feature that greets with a whole client, with one endpoint of it, and in an effect.
private struct Greeter: Reducer {
  struct State: Equatable {
    var lines: [String] = []
  }
  enum Action: Equatable {
    case greet(String)
    case greetLater(String)
    case stamp
    case greeted(String)
  }

  @Dependency(\.greeting) var client
  @Dependency(\.greeting.greet) var greet
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .greet(name):
      state.lines.append(greet(name))
      state.lines.append(client.source)
      return .none
    case let .greetLater(name):
      return .run { send in
        for _ in 0..<10 { await Task.yield() }
        @Dependency(\.greeting.greet) var greetInEffect
        await send(.greeted(greetInEffect(name)))
      }
    case .stamp:
      state.lines.append("\(now.timeIntervalSince1970) \(uuid().uuidString)")
      return .none
    case let .greeted(line):
      state.lines.append(line)
      return .none
    }
  }
}

@MainActor
@Suite(.tags(.core, .dependencies), .timeLimit(.minutes(1))) struct DependencyTests {
  @Test func testsRunInTheTestContext() {
    #expect(DependencyValues().context == .test)
    #expect(DependencyContext.default == .test)
  }

  @Test(arguments: [
    (DependencyContext.live, "Hello, Blob!", "live"),
    (.test, "test Blob", "test"),
    (.preview, "preview Blob", "preview"),
  ])
  fileprivate func keyValueFollowsTheContext(
    context: DependencyContext, greeting: String, source: String
  ) async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.context = context
      }
      store.send(.greet("Blob"))
      #expect(store.lines == [greeting, source])
    }
    #expect(issues.isEmpty)
  }

  @Test func storeOverridesReachKeyPathAndEndpointReads() async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.greeting = GreetingClient(greet: { "hi \($0)" }, source: "override")
      }
      store.send(.greet("Blob"))
      #expect(store.lines == ["hi Blob", "override"])
    }
    #expect(issues.isEmpty)
  }

  @Test func overridingOneEndpointKeepsTheRestOfTheClient() {
    withDependencies {
      $0.greeting.greet = { "yo \($0)" }
    } operation: {
      @Dependency(\.greeting) var client
      #expect(client.greet("Blob") == "yo Blob")
      #expect(client.source == "test")
    }
  }

  @Test func dependenciesReachEffectsAfterAnAwait() async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.greeting.greet = { "effect hi \($0)" }
      }
      await store.send(.greetLater("Blob")).finish()
      #expect(store.lines == ["effect hi Blob"])
    }
    #expect(issues.isEmpty)
  }

  @Test func withDependenciesChangesValuesOnlyInside() async {
    @Dependency(\.testOnly) var value
    #expect(value == "test only")
    withDependencies {
      $0.testOnly = "inside"
    } operation: {
      #expect(value == "inside")
    }
    await withDependencies {
      $0.testOnly = "inside async"
    } operation: {
      await Task.yield()
      #expect(value == "inside async")
    }
    #expect(value == "test only")
  }

  @Test func dependencyByKeyTypeReadsTheSameValue() {
    withDependencies {
      $0.testOnly = "by key"
    } operation: {
      @Dependency(TestOnlyKey.self) var value
      #expect(value == "by key")
    }
  }

  @Test func liveKeyWithoutTestValueIsReportedInTests() async throws {
    var value = ""
    let issues = await collectIssues {
      @Dependency(\.liveOnly) var liveOnly
      value = liveOnly
    }
    #expect(value == "live only")
    let message = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(message.contains("LiveOnlyKey"))
    #expect(message.contains("no test implementation"))
  }

  @Test func testOnlyKeyIsReportedInALiveContext() async throws {
    let issues = await collectIssues {
      withDependencies {
        $0.context = .live
      } operation: {
        @Dependency(\.testOnly) var testOnly
        #expect(testOnly == "test only")
      }
    }
    let message = try #require(issues.first)
    #expect(message.contains("TestOnlyKey"))
    #expect(message.contains("no live implementation"))
  }

  @Test func testOnlyKeyPreviewsItsTestValue() async {
    let issues = await collectIssues {
      withDependencies {
        $0.context = .preview
      } operation: {
        @Dependency(\.testOnly) var testOnly
        #expect(testOnly == "test only")
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func dateAndUUIDAreControlledByTheTest() async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.date = .constant(Date(timeIntervalSince1970: 42))
        $0.uuid = .constant(UUID(9))
      }
      store.send(.stamp)
      #expect(store.lines == ["42.0 00000000-0000-0000-0000-000000000009"])
    }
    #expect(issues.isEmpty)
  }

  @Test func settingDateNowMakesTheDateConstant() async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) {
        Greeter()
      } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
        $0.uuid = .constant(UUID(1))
      }
      store.send(.stamp)
      store.send(.stamp)
      #expect(store.lines.allSatisfy { $0.hasPrefix("1234567890.0 ") })
      #expect(store.lines.count == 2)
    }
    // The unimplemented test value would have been reported had `now` not replaced it.
    #expect(issues.isEmpty)
  }

  @Test func uncontrolledDateAndUUIDAreReported() async {
    let issues = await collectIssues {
      let store = Store(initialState: Greeter.State()) { Greeter() }
      store.send(.stamp)
    }
    #expect(issues.count == 2)
    #expect(issues.contains { $0.contains("@Dependency(\\.date)") })
    #expect(issues.contains { $0.contains("@Dependency(\\.uuid)") })
  }

  @Test func incrementingUUIDsCountFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
    #expect(uuid() == UUID(2))
  }

  @Test func eachIncrementingGeneratorHasItsOwnCount() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    _ = first()
    #expect(second() == UUID(0))
  }

  @Test func uuidFromAnIntegerIsZeroPaddedHexadecimal() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func constantGeneratorsAlwaysGiveTheirValue() {
    let uuid = UUIDGenerator.constant(UUID(3))
    #expect(uuid() == UUID(3))
    #expect(uuid() == UUID(3))
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 7))
    #expect(date.now == Date(timeIntervalSince1970: 7))
    #expect(date() == Date(timeIntervalSince1970: 7))
  }

  @Test func uncontrolledClockIsReportedWithItsName() async {
    let issues = await collectIssues {
      @Dependency(\.continuousClock) var clock
      try? await clock.sleep(for: .seconds(1))
    }
    // Reading `now` and sleeping are each reported.
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.contains("Unimplemented: @Dependency(\\.continuousClock)") })
  }

  @Test func liveContextUsesTheRealClockAndUUIDs() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.continuousClock) var clock
      @Dependency(\.uuid) var uuid
      #expect(clock is ContinuousClock)
      #expect(uuid() != uuid())
    }
  }
}
