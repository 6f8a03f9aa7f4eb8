import Composable
import Foundation
@testable import ComposableTesting
import TestTags
import Testing

/// While a grader's substitution is in place, `TestStore` builds its parts in place of what the
/// test wrote, for a store of the same types only.
@MainActor
@Suite("A TestStore builds the grader's substitute", .tags(.testStore))
struct TestStoreSubstitutionTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Toggle: Reducer {
    struct State: Equatable { var isOn = false }
    enum Action: Equatable { case tapped }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.isOn.toggle()
      return .none
    }
  }

  /// A counter whose taps count two.
  static let doubleCounting = TestStoreSubstitution(reducer: {
    Reduce<Counter.State, Counter.Action> { state, _ in
      state.count += 2
      return .none
    }
  })

  @Test("the substitute reducer runs in place of the feature the test wrote")
  func reducerIsReplaced() async {
    await TestStoreSubstitution.$current.withValue(Self.doubleCounting) {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.tapped) { $0.count = 2 }
    }
  }

  @Test("a store of another feature is built as written")
  func otherFeaturesAreUntouched() async {
    await TestStoreSubstitution.$current.withValue(Self.doubleCounting) {
      let store = TestStore(initialState: Toggle.State()) { Toggle() }
      await store.send(.tapped) { $0.isOn = true }
    }
  }

  @Test("the state the test starts from is changed, for a store of that state")
  func initialStateIsChanged() {
    let startsAtTen = TestStoreSubstitution(initialState: { state in
      guard var counter = state as? Counter.State else { return nil }
      counter.count = 10
      return counter
    })
    TestStoreSubstitution.$current.withValue(startsAtTen) {
      let counter = TestStore(initialState: Counter.State()) { Counter() }
      #expect(counter.state.count == 10)
      let toggle = TestStore(initialState: Toggle.State()) { Toggle() }
      #expect(toggle.state == Toggle.State())
    }
  }

  @Test("dependencies are changed after the test's own, and the wait is the substitute's")
  func dependenciesAndTimeout() {
    let later = TestStoreSubstitution(
      dependencies: { $0.uuid = .constant(UUID(7)) }, timeout: .milliseconds(5))
    TestStoreSubstitution.$current.withValue(later) {
      let store = TestStore(initialState: Counter.State()) { Counter() } withDependencies: {
        $0.uuid = .constant(UUID(1))
      }
      #expect(store.dependencies.uuid() == UUID(7))
      #expect(store.timeout == .milliseconds(5))
    }
  }

  @Test("without a substitution, the store is what the test wrote")
  func nothingInPlace() async {
    #expect(TestStoreSubstitution.current == nil)
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.tapped) { $0.count = 1 }
    #expect(store.timeout == .seconds(1))
  }
}
