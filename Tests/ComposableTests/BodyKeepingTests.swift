import TestTags
import Testing

@testable import Composable

/// How far one tap moves a counter.
private enum StepKey: TestDependencyKey {
  static let testValue = 1
}

extension DependencyValues {
  fileprivate var step: Int {
    get { self[StepKey.self] }
    set { self[StepKey.self] = newValue }
  }
}

/// Counts the bodies a feature builds: a reference, so every copy of the feature counts in it.
private final class BuildCount {
  var value = 0
}

/// A counter whose body reads `step` while it is built (`readsStepWhileBuilding`), so the
/// reducer it builds depends on the dependencies current then, or only when a tap runs.
private struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable {
    case tap
  }

  let readsStepWhileBuilding: Bool
  let builds: BuildCount
  @Dependency(\.step) var step

  var body: some ReducerOf<Self> {
    let _ = builds.value += 1
    if readsStepWhileBuilding {
      let step = self.step
      Reduce { state, _ in
        state.count += step
        return .none
      }
    } else {
      Reduce { state, _ in
        state.count += step
        return .none
      }
    }
  }
}

/// Where `BodyKeepingTests` runs the child whose body it counts.
enum ChildPlacement: CaseIterable {
  case scope, forEach, ifLet, presentation, dependencyModifier
}

/// A parent running one `Counter` child as `placement` says; its own body reads nothing.
private struct Parent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1)]
    var optional: Counter.State? = Counter.State()
    @Presents var presented: Counter.State? = Counter.State()

    /// The child's count, wherever `placement` keeps it.
    func count(at placement: ChildPlacement) -> Int? {
      switch placement {
      case .scope, .dependencyModifier: child.count
      case .forEach: rows[id: 1]?.count
      case .ifLet: optional?.count
      case .presentation: presented?.count
      }
    }
  }
  enum Action: Equatable {
    case child(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case optional(Counter.Action)
    case presented(PresentationAction<Counter.Action>)

    /// A tap of the child `placement` runs.
    static func tap(at placement: ChildPlacement) -> Action {
      switch placement {
      case .scope, .dependencyModifier: .child(.tap)
      case .forEach: .rows(.element(id: 1, action: .tap))
      case .ifLet: .optional(.tap)
      case .presentation: .presented(.presented(.tap))
      }
    }
  }

  let placement: ChildPlacement
  let child: Counter
  let builds: BuildCount

  var body: some ReducerOf<Self> {
    let _ = builds.value += 1
    switch placement {
    case .scope:
      Scope(state: \.child, action: Action.child) { child }
    case .forEach:
      EmptyReducer<State, Action>().forEach(\.rows, action: Action.rows) { child }
    case .ifLet:
      EmptyReducer<State, Action>().ifLet(\.optional, action: Action.optional) { child }
    case .presentation:
      EmptyReducer<State, Action>().ifLet(\.$presented, action: Action.presented) { child }
    case .dependencyModifier:
      Scope(state: \.child, action: Action.child) {
        child.transformDependencies { $0.step *= 10 }
      }
    }
  }
}

/// A store builds a feature's body once, and a child's once, rather than for every action
/// (Performance/BodyKeepingReducer.swift), unless building it reads a dependency: then it is
/// built for every action, as TCA builds it, so it always sees the dependencies current at that
/// action. The plain path, `Reducer.reduce(into:action:)`, builds it every time; both reduce
/// alike.
@MainActor
@Suite(.tags(.core)) struct BodyKeepingTests {
  private func makeRuntime(
    placement: ChildPlacement, readsStepWhileBuilding: Bool, parentBuilds: BuildCount = BuildCount(),
    childBuilds: BuildCount = BuildCount()
  ) -> StoreRuntime<Parent.State, Parent.Action> {
    let child = Counter(readsStepWhileBuilding: readsStepWhileBuilding, builds: childBuilds)
    var dependencies = DependencyValues()
    dependencies.context = .test
    return StoreRuntime(
      initialState: Parent.State(),
      reducer: Parent(placement: placement, child: child, builds: parentBuilds),
      dependencies: dependencies)
  }

  @Test("A body that reads no dependency while it is built is built once", arguments: ChildPlacement.allCases)
  func bodyReadingNothingIsBuiltOnce(placement: ChildPlacement) {
    let (parentBuilds, childBuilds) = (BuildCount(), BuildCount())
    let runtime = makeRuntime(
      placement: placement, readsStepWhileBuilding: false, parentBuilds: parentBuilds,
      childBuilds: childBuilds)
    for _ in 1...3 { runtime.send(.tap(at: placement)) }
    #expect(parentBuilds.value == 1)
    #expect(childBuilds.value == 1)
    let step = placement == .dependencyModifier ? 10 : 1
    #expect(runtime.state.count(at: placement) == 3 * step)
  }

  @Test(
    "A child whose body reads a dependency while it is built sees the store's dependencies as they are at each action",
    arguments: ChildPlacement.allCases)
  func childBodyReadingDependencySeesCurrentOnes(placement: ChildPlacement) {
    let childBuilds = BuildCount()
    let runtime = makeRuntime(placement: placement, readsStepWhileBuilding: true, childBuilds: childBuilds)
    runtime.send(.tap(at: placement))
    runtime.dependencies.step = 5
    runtime.send(.tap(at: placement))
    let step = placement == .dependencyModifier ? 10 : 1
    #expect(runtime.state.count(at: placement) == 1 * step + 5 * step)
    #expect(childBuilds.value == 2)
  }

  @Test("One feature value in two stores builds under each store's dependencies")
  func storesWithDifferentDependencies() {
    let counter = Counter(readsStepWhileBuilding: true, builds: BuildCount())
    let plain = Store(initialState: Counter.State()) { counter }
    let stepOfThree = withDependencies {
      $0.step = 3
    } operation: {
      Store(initialState: Counter.State()) { counter }
    }
    let stepOfSeven = Store(initialState: Counter.State()) { counter } withDependencies: { $0.step = 7 }
    for store in [plain, stepOfThree, stepOfSeven] {
      store.send(.tap)
      store.send(.tap)
    }
    #expect([plain.count, stepOfThree.count, stepOfSeven.count] == [2, 6, 14])
  }

  @Test("A `.dependency` modifier above a child sets what the child's body reads while it is built")
  func dependencyModifierAboveChild() {
    let counter = Counter(readsStepWhileBuilding: true, builds: BuildCount())
    let store = Store(initialState: Parent.State()) {
      Scope(state: \.child, action: Parent.Action.child) { counter }
        .dependency(\.step, 4)
    }
    store.send(.child(.tap))
    store.send(.child(.tap))
    #expect(store.child.count == 8)
  }

  @Test(
    "A kept body reduces as the body built for every action does",
    arguments: ChildPlacement.allCases, [false, true])
  func keptBodyReducesAsPlainPath(placement: ChildPlacement, readsStepWhileBuilding: Bool) {
    let runtime = makeRuntime(placement: placement, readsStepWhileBuilding: readsStepWhileBuilding)
    let plainReducer = Parent(
      placement: placement,
      child: Counter(readsStepWhileBuilding: readsStepWhileBuilding, builds: BuildCount()),
      builds: BuildCount())
    var plainState = Parent.State()
    withDependencies {
      $0 = runtime.dependencies
    } operation: {
      for step in [1, 2, 5] {
        runtime.dependencies.step = step
        runtime.send(.tap(at: placement))
        withDependencies {
          $0.step = step
        } operation: {
          _ = plainReducer.reduce(into: &plainState, action: .tap(at: placement))
        }
        #expect(runtime.state == plainState)
      }
    }
  }
}
