import Composable
import TerminalUI

/// The Counter tab, drawn from the store of `CounterFeature`: the count with its buttons, the
/// timer's button, the fact's button and the fact, and the effects the state says are running.
public struct CounterView: View {
  /// The counter's store.
  public let store: StoreOf<CounterFeature>

  /// The counter drawn from `store`.
  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Text("Count").bold()
        Button("-") { store.send(.decrementButtonTapped) }
          .keyboardShortcut("-")
        Text("\(store.count)").bold()
        Button("+") { store.send(.incrementButtonTapped) }
          .keyboardShortcut("+")
      }
      HStack {
        Text("Timer").bold()
        Button(store.isTimerRunning ? "Stop timer" : "Start timer") {
          store.send(.toggleTimerButtonTapped)
        }
        .keyboardShortcut("t")
        Text(store.isTimerRunning ? "● on: +1 every second" : "○ off")
          .foregroundStyle(store.isTimerRunning ? .green : .secondary)
      }
      HStack {
        Text("Fact").bold()
        Button("Fact") { store.send(.factButtonTapped) }
          .keyboardShortcut("f")
      }
      fact
      Divider()
      Text("Effects running").underline()
      runningEffects
    }
  }

  /// The fact, or the request for one: about the number asked for, which + or a tick may have
  /// left behind.
  @ViewBuilder private var fact: some View {
    if let number = store.factNumber, store.isLoading {
      ProgressView("fetching a fact about \(number)…")
    } else if let error = store.factError {
      Text("✗ \(error)").foregroundStyle(.red)
    } else if let fact = store.fact {
      Text(fact)
    } else {
      Text("Fact fetches a fact about \(store.count)").foregroundStyle(.secondary)
    }
  }

  /// The effects the state says are running, as the reducer returned them.
  @ViewBuilder private var runningEffects: some View {
    if store.isTimerRunning {
      HStack(alignment: .top) {
        Text("timer").bold()
        VStack(alignment: .leading) {
          Text(".run { for await _ in clock.timer(…) { send(.timerTick) } }")
          Text(".cancellable(id: CancelID.timer)")
        }
        .foregroundStyle(.cyan)
      }
    }
    if let number = store.factNumber, store.isLoading {
      HStack {
        Text("fact ").bold()
        Text(".run { try await numberFact.fetch(\(number)) }").foregroundStyle(.cyan)
      }
    }
    if !store.isTimerRunning && !store.isLoading {
      Text("none: the last actions returned .none, or their effects ended")
        .foregroundStyle(.secondary)
    }
  }
}
