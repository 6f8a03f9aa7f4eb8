/// The work a reducer asks the store to do after it changed the state: nothing, an action to send
/// right away, or asynchronous work that may send actions back.
///
/// An effect is a description; the store runs it. Effects start on the main actor, and work they
/// await runs wherever that work lives.
public struct Effect<Action>: @unchecked Sendable {
  /// What the effect does, as a tree the store walks.
  package indirect enum Operation {
    case none
    case send(Action)
    case run(priority: TaskPriority?, RunOperation<Action>)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(id: EffectCancelID, cancelInFlight: Bool, Effect)
    case cancel(id: EffectCancelID)
    case dismissal(NavigationIDPath, Action)
  }

  package let operation: Operation

  package init(operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing.
  public static var none: Self { Self(operation: .none) }

  /// Whether the effect does nothing at all: a reducer checks it to skip lifting an empty
  /// effect into its parent's actions, which would only build a closure.
  var isNone: Bool {
    if case .none = operation { true } else { false }
  }

  /// An effect that sends `action` back into the store at once, before `send` returns.
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }
}

/// The body of a `.run` effect: an asynchronous closure given a `Send`.
package typealias RunOperation<Action> = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void
