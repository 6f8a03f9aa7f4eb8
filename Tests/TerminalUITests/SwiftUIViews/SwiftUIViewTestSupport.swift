import TerminalUI

/// The column `text` starts at on the first line of `screen` that holds it.
func column(of text: String, in screen: String) -> Int? {
  for line in screen.split(separator: "\n") {
    if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
  }
  return nil
}

/// A value a test owns and a control binds to.
@MainActor
final class Recorded<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// Where an async action waits until the test lets it go on, on the main actor, so that what
/// the action does next runs as soon as the test yields.
@MainActor
final class Gate<Value: Sendable> {
  private var waiting: [CheckedContinuation<Value, Never>] = []

  /// Waits for `open(with:)`.
  func wait() async -> Value {
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets every waiting action go on with `value`.
  func open(with value: Value) {
    let continuations = waiting
    waiting = []
    continuations.forEach { $0.resume(returning: value) }
  }
}

/// Yields to the main actor's other work until `isDone` holds, at most 100 times: what an
/// action let go on by a `Gate` does before it ends.
@MainActor
func yield(until isDone: () -> Bool) async {
  for _ in 0..<100 {
    if isDone() { return }
    await Task.yield()
  }
}
