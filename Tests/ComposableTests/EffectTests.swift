import TestTags
import Testing

@testable import Composable

private struct Failure: Error, Equatable, CustomStringConvertible {
  var description: String { "the failure" }
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct EffectTests {
  @Test func noneStartsNothing() async {
    let store = makeEffectStore { _ in .none }
    let task = store.send(.start)
    await task.finish()
    #expect(store.entries == ["start"])
    #expect(task.rawValue == nil)
  }

  @Test func mergingOrConcatenatingNothingIsNone() {
    guard case .none = Effect<Int>.merge(.none, .none).operation else {
      Issue.record("merge of .none is not .none")
      return
    }
    guard case .none = Effect<Int>.concatenate([]).operation else {
      Issue.record("concatenate of nothing is not .none")
      return
    }
  }

  @Test func sentActionsAreProcessedBeforeSendReturnsInOrder() {
    let store = makeEffectStore { action in
      switch action {
      case .start: .merge(.send(.record("a")), .send(.record("b")))
      case .record("a"): .send(.record("c"))
      default: .none
      }
    }
    store.send(.start)
    #expect(store.entries == ["start", "a", "b", "c"])
  }

  @Test func runSendsActionsBackInOrder() async {
    let store = makeEffectStore { action in
      guard action == .start else { return .none }
      return .run { send in
        await send(.record("x"))
        await Task.yield()
        await send(.record("y"))
      }
    }
    await store.send(.start).finish()
    #expect(store.entries == ["start", "x", "y"])
  }

  @Test func runCatchReceivesTheError() async {
    let issues = await collectIssues {
      let store = makeEffectStore { action in
        guard action == .start else { return .none }
        return .run { _ in
          throw Failure()
        } catch: { error, send in
          await send(.record("caught \(error)"))
        }
      }
      await store.send(.start).finish()
      #expect(store.entries == ["start", "caught the failure"])
    }
    #expect(issues.isEmpty)
  }

  @Test func uncaughtErrorIsReported() async throws {
    let issues = await collectIssues {
      let store = makeEffectStore { action in
        guard action == .start else { return .none }
        return .run { _ in throw Failure() }
      }
      await store.send(.start).finish()
      #expect(store.entries == ["start"])
    }
    #expect(issues.count == 1)
    let message = try #require(issues.first)
    #expect(message.contains("unhandled error"))
    #expect(message.contains("the failure"))
    #expect(message.contains("EffectTests.swift"))
  }

  @Test func thrownCancellationErrorIsNotReported() async {
    let issues = await collectIssues {
      let store = makeEffectStore { action in
        guard action == .start else { return .none }
        return .run { _ in throw CancellationError() }
      }
      await store.send(.start).finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func errorThrownAfterCancellationIsNotReported() async {
    let clock = TestClock()
    let issues = await collectIssues {
      let store = makeEffectStore(clock: clock) { action in
        switch action {
        case .start:
          .run { _ in
            try? await clock.sleep(for: .seconds(1))
            throw Failure()
          }
          .cancellable(id: "work")
        case .stop: .cancel(id: "work")
        case .record: .none
        }
      }
      let task = store.send(.start)
      await clock.advance()
      store.send(.stop)
      await task.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      guard action == .start else { return .none }
      return .merge(recordAfter(2, "slow", on: clock), recordAfter(1, "fast", on: clock))
    }
    let task = store.send(.start)
    await clock.advance(by: .seconds(2))
    await task.finish()
    #expect(store.entries == ["start", "fast", "slow"])
  }

  @Test func concatenateRunsEachEffectAfterThePreviousEnds() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      guard action == .start else { return .none }
      return .concatenate(recordAfter(2, "slow", on: clock), recordAfter(1, "fast", on: clock))
    }
    let task = store.send(.start)
    await clock.advance(by: .seconds(2))
    #expect(store.entries == ["start", "slow"])
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.entries == ["start", "slow", "fast"])
  }

  @Test func concatenateKeepsTheOrderOfSendsAndRuns() async {
    let store = makeEffectStore { action in
      guard action == .start else { return .none }
      return .send(.record("a"))
        .concatenate(with: .run { send in await send(.record("b")) })
        .concatenate(with: .send(.record("c")))
    }
    await store.send(.start).finish()
    #expect(store.entries == ["start", "a", "b", "c"])
  }

  @Test func concatenatedSendsArriveBeforeSendReturns() {
    let store = makeEffectStore { action in
      guard action == .start else { return .none }
      return .concatenate(.send(.record("a")), .send(.record("b")))
    }
    store.send(.start)
    #expect(store.entries == ["start", "a", "b"])
  }

  @Test func mapTransformsEveryActionAnEffectSends() async {
    let store = makeEffectStore { action in
      guard action == .start else { return .none }
      let numbers = Effect<Int>.merge(
        .send(1),
        .run { send in await send(2) })
      return numbers.map { .record("number \($0)") }
    }
    await store.send(.start).finish()
    #expect(store.entries == ["start", "number 1", "number 2"])
  }

  @Test func mappedEffectStaysCancellable() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      switch action {
      case .start:
        Effect<Int>.run { send in
          try await clock.sleep(for: .seconds(1))
          await send(1)
        }
        .cancellable(id: "mapped")
        .map { .record("number \($0)") }
      case .stop: .cancel(id: "mapped")
      case .record: .none
      }
    }
    let task = store.send(.start)
    await clock.advance()
    store.send(.stop)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.entries == ["start", "stop"])
  }

  @Test func runSeesTheDependenciesOfWhereItWasCreated() async {
    let clock = TestClock()
    let store = makeEffectStore(clock: clock) { action in
      guard action == .start else { return .none }
      return .run { send in
        @Dependency(\.continuousClock) var effectClock
        try await effectClock.sleep(for: .seconds(1))
        await send(.record("slept on the test clock"))
      }
    }
    let task = store.send(.start)
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.entries == ["start", "slept on the test clock"])
  }
}
