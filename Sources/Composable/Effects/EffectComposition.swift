extension Effect {
  /// An effect that runs all of `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// An effect that runs all of `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// This effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    if case .none = operation { return other }
    if case .none = other.operation { return self }
    return Self(operation: .merge([self, other]))
  }

  /// An effect that runs `effects` one after the other, each starting when the previous ends.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// An effect that runs `effects` one after the other, each starting when the previous ends.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { if case .none = $0.operation { false } else { true } }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// This effect, then `next` once it has ended.
  public func concatenate(with next: Self) -> Self { .concatenate(self, next) }

  /// The same effect, with every action it sends turned into another by `transform`: how a parent
  /// lifts a child's effect into its own actions.
  public func map<NewAction>(_ transform: @escaping (Action) -> NewAction) -> Effect<NewAction> {
    let transform = UncheckedSendable(transform)
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform.value(action))
    case let .run(priority, operation):
      return Effect<NewAction>(
        operation: .run(priority: priority) { send in
          await operation(Send { send(transform.value($0)) })
        })
    case let .merge(effects):
      return Effect<NewAction>(operation: .merge(effects.map { $0.map(transform.value) }))
    case let .concatenate(effects):
      return Effect<NewAction>(operation: .concatenate(effects.map { $0.map(transform.value) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect<NewAction>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform.value)))
    case let .cancel(id):
      return Effect<NewAction>(operation: .cancel(id: id))
    case let .dismissal(path, action):
      return Effect<NewAction>(operation: .dismissal(path, transform.value(action)))
    }
  }
}

/// A value the compiler cannot prove sendable, passed across because the library only uses it on
/// the main actor.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}

extension Effect {
  /// Whether the effect does all its work at once, when the store runs it (sends, cancellations),
  /// so that a concatenation can run it before `send` returns, as TCA does.
  package var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel, .dismissal: true
    case .run: false
    case let .merge(effects), let .concatenate(effects): effects.allSatisfy(\.isSynchronous)
    case let .cancellable(_, _, effect): effect.isSynchronous
    }
  }
}
