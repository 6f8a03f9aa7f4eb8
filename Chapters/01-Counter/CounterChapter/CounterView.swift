import Composable
import TerminalUI

/// The counter's screen, in the shape of the seed's SwiftUI `ContentView`: a minus button, the
/// number, a plus button, and the state spelled out below.
///
/// ```
///    ┏━━━┓     ███     ╭───╮
///    ┃   ┃     █ █     │   │
///    ┃ - ┃     █ █     │ + │
///    ┃   ┃     █ █     │   │
///    ┗━━━┛     ███     ╰───╯
/// ```
///
/// The focused button has the heavy frame.
///
/// The view never changes the state: a button sends an action to the store, the store runs the
/// reducer, and the view is drawn again from the new state. Tab and the arrows move the focus
/// between the buttons, Enter presses the focused one, and `+`/`-` press theirs from anywhere
/// (`.keyboardShortcut`).
public struct CounterView: View {
  /// The store the view reads and sends to.
  public let store: StoreOf<CounterDomain>

  /// A view of `store`.
  public init(store: StoreOf<CounterDomain>) {
    self.store = store
  }

  public var body: some View {
    WithPerceptionTracking {
      VStack(spacing: 1) {
        HStack(spacing: 4) {
          Button {
            store.send(.decreaseCounter)
          } label: {
            Text("-")
              .padding(10)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(10)
          }
          .buttonStyle(.plain)
          .keyboardShortcut("-")

          Text(store.counter.description)
            .font(.largeTitle)
            .foregroundColor(store.counter < 0 ? .red : nil)
            .padding(5)

          Button {
            store.send(.increaseCounter)
          } label: {
            Text("+")
              .padding(10)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(10)
          }
          .buttonStyle(.plain)
          .keyboardShortcut("+")
        }
        Text("state: CounterDomain.State(counter: \(store.counter))")
          .foregroundStyle(.secondary)
      }
    }
  }
}
