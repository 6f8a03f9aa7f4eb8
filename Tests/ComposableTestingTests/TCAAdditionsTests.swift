import Composable
import ComposableTesting
import TestTags
import Testing

/// A list of values loaded by an effect that animates what it sends, with a child counter
/// scoped by TCA's unlabeled `Scope(\.x, action:)`.
private struct Loader: Reducer {
  struct State: Equatable {
    var values: [Int] = []
    var counter = Counter.State()
  }
  enum Action: Equatable {
    case loadTapped
    case loaded([Int])
    case counter(Counter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: Action.counter) { Counter() }
    Reduce { state, action in
      switch action {
      case .loadTapped:
        return .run { send in await send(.loaded([1, 2]), animation: .easeInOut) }
      case .loaded(let values):
        state.values = values
        return .none
      case .counter:
        return .none
      }
    }
  }
}

/// A counter: the child of `Loader`.
private struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A feature whose search waits, cancellable, until it is cancelled: `Task.never()` as a test
/// value, and an id made at run time as `AnyHashableSendable`.
private struct Search: Reducer {
  struct State: Equatable { var isSearching = false }
  enum Action: Equatable { case searchTapped, cancelTapped }
  let query: String

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchTapped:
      state.isSearching = true
      return .run { _ in try await Task.never() }
        .cancellable(id: AnyHashableSendable(query))
    case .cancelTapped:
      state.isSearching = false
      return .cancel(id: AnyHashableSendable(query))
    }
  }
}

/// The error the helpers' tests throw.
private struct Offline: Error, Equatable {}

/// What TCA users write that the seed did not show: animated sends, `withAnimation`, the
/// unlabeled scopes, `unimplemented(_:placeholder:)` with arguments, and the concurrency helpers
/// TCA re-exports.
@MainActor
@Suite("TCA additions", .tags(.testStore), .timeLimit(.minutes(1)))
struct TCAAdditionsTests {
  @Test("an effect's send(_:animation:) sends the same action as send(_:)")
  func sendWithAnimationInAnEffect() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadTapped)
    await store.receive(.loaded([1, 2])) { $0.values = [1, 2] }
  }

  @Test("a store's send(_:animation:) and withAnimation change the state as send(_:) does")
  func storeSendWithAnimation() {
    let store = Store(initialState: Loader.State()) { Loader() }
    store.send(.counter(.increment), animation: .default)
    withAnimation(.spring()) { store.send(.counter(.increment)) }
    withAnimation { store.send(.counter(.increment), animation: .linear(duration: 0.3)) }
    let returned = withAnimation(.easeInOut.delay(1)) { store.counter.count }
    #expect(returned == 3)
  }

  @Test("ButtonState(action: .send(_:animation:)) is the button that sends the action")
  func buttonStateWithAnimation() {
    let animated = ButtonState(role: .destructive, action: .send(Counter.Action.increment, animation: .bouncy)) {
      TextState("Add")
    }
    let plain = ButtonState(role: .destructive, action: Counter.Action.increment) { TextState("Add") }
    #expect(animated.action == .increment)
    #expect(animated == plain)
  }

  @Test("Scope(\\.x, action:) and store.scope(\\.x, action:) run and read the child")
  func unlabeledScopes() {
    let store = Store(initialState: Loader.State()) { Loader() }
    let counter = store.scope(\.counter, action: Loader.Action.counter)
    counter.send(.increment)
    #expect(counter.count == 1)
    #expect(store.counter.count == 1)
  }

  @Test("unimplemented(_:placeholder:) for an endpoint with arguments reports and returns the placeholder")
  func unimplementedPlaceholderWithArguments() async {
    let search: @Sendable (String, Int) async -> [String] = unimplemented("search", placeholder: ["none"])
    await withKnownIssue {
      let results = await search("milk", 1)
      #expect(results == ["none"])
    } matching: { $0.message.contains("Unimplemented: search") }
  }

  @Test("Task.never() waits until its effect is cancelled, by an id made with AnyHashableSendable")
  func taskNeverUntilCancelled() async {
    let store = TestStore(initialState: Search.State()) { Search(query: "milk") }
    await store.send(.searchTapped) { $0.isSearching = true }
    await store.send(.cancelTapped) { $0.isSearching = false }
  }

  @Test("Task.never() does not return by itself: its effect is still running when the test ends")
  func taskNeverKeepsWaiting() async {
    await withKnownIssue {
      let store = TestStore(initialState: Search.State()) { Search(query: "milk") }
      await store.send(.searchTapped) { $0.isSearching = true }
    } matching: { issue in
      issue.message.contains("An effect started by") && issue.message.contains("is still running")
    }
  }

  @Test("Task.never() throws CancellationError when its task is cancelled")
  func taskNeverThrowsOnCancellation() async {
    let task = Task { try await Task<Void, Never>.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test("Result(catching:) with an async body holds the value or the error")
  func resultCatchingAsync() async throws {
    func fetch(_ fails: Bool) async throws -> Int {
      await Task.yield()
      if fails { throw Offline() }
      return 42
    }
    let success = await Result { try await fetch(false) }
    let failure = await Result { try await fetch(true) }
    #expect(try success.get() == 42)
    #expect(throws: Offline.self) { try failure.get() }
  }

  @Test("AsyncThrowingStream.finished(throwing:) ends at once, with the error when given one")
  func finishedStreams() async throws {
    var count = 0
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    for await _ in AsyncStream<Int>.finished { count += 1 }
    #expect(count == 0)
    await #expect(throws: Offline.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Offline()) {}
    }
  }

  @Test("AnyHashableSendable compares by value, and by type")
  func anyHashableSendable() {
    #expect(AnyHashableSendable("milk") == "milk")
    #expect(AnyHashableSendable("milk") != AnyHashableSendable("bread"))
    #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
    #expect(Set<AnyHashableSendable>([1, 1, "a"]).count == 2)
    #expect(AnyHashableSendable(7).base as? Int == 7)
  }
}
