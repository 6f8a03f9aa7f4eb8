import Foundation
import TestTags
import Testing

@testable import Composable

/// A feature whose state records which reducers ran, in order.
private struct Log: Equatable {
  var entries: [String] = []
}

private enum LogAction: Equatable {
  case tap
  case echo(String)
}

/// A body listing three reducers that each append their name.
private struct ThreeSteps: Reducer {
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.entries.append("first")
      return .none
    }
    Reduce { state, _ in
      state.entries.append("second")
      return .none
    }
    Reduce { state, _ in
      state.entries.append("third")
      return .none
    }
  }
  typealias State = Log
  typealias Action = LogAction
}

/// A body with an `if`/`else` and an `if` without `else`.
private struct Branching: Reducer {
  typealias State = Log
  typealias Action = LogAction
  let takesFirstBranch: Bool
  let addsOptionalStep: Bool

  var body: some ReducerOf<Self> {
    if takesFirstBranch {
      Reduce { state, _ in
        state.entries.append("if")
        return .none
      }
    } else {
      Reduce { state, _ in
        state.entries.append("else")
        return .none
      }
    }
    if addsOptionalStep {
      Reduce { state, _ in
        state.entries.append("optional")
        return .none
      }
    }
    Reduce { state, _ in
      state.entries.append("last")
      return .none
    }
  }
}

/// A body built by a `for` loop.
private struct Looping: Reducer {
  typealias State = Log
  typealias Action = LogAction
  let names: [String]

  var body: some ReducerOf<Self> {
    for name in names {
      Reduce { state, _ in
        state.entries.append(name)
        return .none
      }
    }
  }
}

/// A reducer that implements `reduce(into:action:)` and has no body.
private struct Leaf: Reducer {
  typealias State = Log
  typealias Action = LogAction

  func reduce(into state: inout Log, action: LogAction) -> Effect<LogAction> {
    state.entries.append("leaf")
    return .none
  }
}

/// A feature with an empty body.
private struct Inert: Reducer {
  typealias State = Log
  typealias Action = LogAction
  var body: some ReducerOf<Self> {}
}

/// Appends a UUID read from the dependencies, in the reducer and in an effect.
private struct UUIDRecorder: Reducer {
  typealias State = Log
  typealias Action = LogAction
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.entries.append(uuid().uuidString)
        return .run { send in
          await Task.yield()
          await send(.echo(uuid().uuidString))
        }
      case let .echo(text):
        state.entries.append(text)
        return .none
      }
    }
  }
}

@MainActor
@Suite(.tags(.core, .composition), .timeLimit(.minutes(1))) struct ReducerBuilderTests {
  @Test func bodyRunsTopToBottom() async {
    let issues = await collectIssues {
      let store = Store(initialState: Log()) { ThreeSteps() }
      store.send(.tap)
      #expect(store.entries == ["first", "second", "third"])
    }
    #expect(issues.isEmpty)
  }

  @Test(arguments: [
    (true, true, ["if", "optional", "last"]),
    (true, false, ["if", "last"]),
    (false, true, ["else", "optional", "last"]),
    (false, false, ["else", "last"]),
  ])
  func ifElseAndOptionalReducersRunOnlyWhenChosen(
    takesFirstBranch: Bool, addsOptionalStep: Bool, expected: [String]
  ) {
    var state = Log()
    _ = Branching(takesFirstBranch: takesFirstBranch, addsOptionalStep: addsOptionalStep)
      .reduce(into: &state, action: .tap)
    #expect(state.entries == expected)
  }

  @Test func forLoopRunsEachReducerInOrder() {
    var state = Log()
    _ = Looping(names: ["a", "b", "c"]).reduce(into: &state, action: .tap)
    #expect(state.entries == ["a", "b", "c"])
  }

  @Test func combineReducersRunsInOrderAndTakesOneModifier() async {
    let issues = await collectIssues {
      let store = Store(initialState: Log()) {
        CombineReducers {
          UUIDRecorder()
          Reduce { state, action in
            if case .tap = action { state.entries.append("after") }
            return .none
          }
        }
        .dependency(\.uuid, .constant(UUID(7)))
      }
      await store.send(.tap).finish()
      #expect(store.entries == [UUID(7).uuidString, "after", UUID(7).uuidString])
    }
    #expect(issues.isEmpty)
  }

  @Test func emptyReducerChangesNothingAndReturnsNoEffect() {
    var state = Log(entries: ["kept"])
    let effect = EmptyReducer<Log, LogAction>().reduce(into: &state, action: .tap)
    #expect(state.entries == ["kept"])
    guard case .none = effect.operation else {
      Issue.record("EmptyReducer returned an effect: \(effect.operation)")
      return
    }
  }

  @Test func emptyBodyDoesNothing() {
    var state = Log(entries: ["kept"])
    _ = Inert().reduce(into: &state, action: .tap)
    #expect(state.entries == ["kept"])
  }

  @Test func reduceWrapsAnotherReducer() {
    var state = Log()
    _ = Reduce(Leaf()).reduce(into: &state, action: .tap)
    #expect(state.entries == ["leaf"])
  }

  @Test func effectsOfAllReducersInABodyAreMergedInOrder() async {
    let store = Store<Log, LogAction>(initialState: Log()) {
      Reduce { state, action in
        if case let .echo(text) = action { state.entries.append(text) }
        return action == .tap ? .send(.echo("from first")) : .none
      }
      Reduce { _, action in
        action == .tap ? .send(.echo("from second")) : .none
      }
    }
    store.send(.tap)
    #expect(store.entries == ["from first", "from second"])
  }

  @Test func dependencyModifierOverridesForReducerAndItsEffects() async {
    let issues = await collectIssues {
      let store = Store(initialState: Log()) {
        UUIDRecorder().dependency(\.uuid, .incrementing)
      }
      await store.send(.tap).finish()
      #expect(store.entries == [UUID(0).uuidString, UUID(1).uuidString])
    }
    #expect(issues.isEmpty)
  }

  @Test func innerDependencyModifierWinsOverTheStoresDependencies() async {
    let issues = await collectIssues {
      let store = Store(initialState: Log()) {
        UUIDRecorder().dependency(\.uuid, .constant(UUID(2)))
      } withDependencies: {
        $0.uuid = .constant(UUID(1))
      }
      await store.send(.tap).finish()
      #expect(store.entries == [UUID(2).uuidString, UUID(2).uuidString])
    }
    #expect(issues.isEmpty)
  }
}
