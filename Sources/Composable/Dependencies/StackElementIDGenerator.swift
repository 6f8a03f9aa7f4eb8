import Synchronization

/// Gives the ids of new stack elements: `StackState` reads it from `@Dependency(\.stackElementID)`
/// each time it appends. Counting up from 0, it never gives the same id twice.
public struct StackElementIDGenerator: Sendable {
  private let counter: Counter

  private init(counter: Counter) {
    self.counter = counter
  }

  /// A generator that gives `#start`, then the ids after it.
  public static func incrementing(from start: Int = 0) -> Self {
    Self(counter: Counter(start))
  }

  /// The next id; later calls give later ids.
  public func next() -> StackElementID {
    counter.value.withLock { value in
      defer { value += 1 }
      return StackElementID(generation: value)
    }
  }

  /// The id `next()` would give now, without taking it.
  public func peek() -> StackElementID {
    StackElementID(generation: counter.value.withLock { $0 })
  }

  /// Makes sure no later id is `id` or below it: used when an element comes with its own id
  /// (`.push(id:state:)`, `path[id:] = …`).
  package func advance(past id: StackElementID) {
    counter.value.withLock { $0 = max($0, id.generation + 1) }
  }

  private final class Counter: Sendable {
    let value: Mutex<Int>
    init(_ start: Int) { value = Mutex(start) }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static let liveValue = StackElementIDGenerator.incrementing()
  static let testValue = StackElementIDGenerator.incrementing()
}

extension DependencyValues {
  /// Gives the ids of new stack elements. A `TestStore` starts a fresh one at 0 for each store.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}
