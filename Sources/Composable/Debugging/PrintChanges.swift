import Foundation

extension Reducer {
  /// The same reducer, printing each action it receives and the state diff it caused:
  /// a quick way to watch a feature run.
  public consuming func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> PrintChangesReducer<Self> {
    PrintChangesReducer(base: self, printer: printer)
  }
}

/// A reducer that reports each change to a printer: what `_printChanges` builds.
public struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  /// Runs the base reducer, then hands the action and the states before and after to the printer.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer else { return base.reduce(into: &state, action: action) }
    let oldState = state
    let effect = base.reduce(into: &state, action: action)
    printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    return effect
  }
}

/// How `_printChanges` reports a change: to standard output as a dump and diff, as action
/// labels only, or to any closure (the terminal's action log).
public struct _ReducerPrinter<State, Action> {
  private let print: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that calls `printChange` for each change.
  public init(
    printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void
  ) {
    self.print = printChange
  }

  /// Reports one change.
  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    print(receivedAction, oldState, newState)
  }

  /// Prints "received action:", the action, and the state diff (or "(No state changes)").
  public static var customDump: Self {
    Self { action, oldState, newState in
      Swift.print(changeDescription(action: action, oldState: oldState, newState: newState))
    }
  }

  /// Prints "received action:" and the action only.
  public static var actionLabels: Self {
    Self { action, _, _ in
      Swift.print("received action:\n" + indented(Composable.customDump(action), by: 2))
    }
  }
}

/// The text `_printChanges` prints for one change: the action, then the diff of the state.
public func changeDescription(action: Any, oldState: Any, newState: Any) -> String {
  let diff = diff(oldState, newState) ?? "  (No state changes)"
  return "received action:\n" + indented(customDump(action), by: 2) + "\n" + diff
}
