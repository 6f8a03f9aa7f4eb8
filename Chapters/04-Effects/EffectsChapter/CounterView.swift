import Composable
import TerminalUI

/// The Counter tab: the count, the timer, the fact, and which effects are running now.
struct CounterView {
  /// The lines for the counter's state, `width` columns wide, with the spinner at `tick`.
  static func lines(_ state: CounterFeature.State, width: Int, tick: Int) -> [Line] {
    let label = { (text: String) in
      Line("   " + text.padding(toLength: 9, withPad: " ", startingAt: 0), style: .bold)
    }
    var lines: [Line] = [
      .empty,
      label("Count") + Line("[-] ", style: .dim)
        + Line(" \(state.count) ", style: Style(bold: true, reverse: true))
        + Line(" [+]", style: .dim),
      .empty,
      label("Timer") + timer(state),
    ]
    lines += fact(state, tick: tick, width: max(10, width - 12)).enumerated().map { index, line in
      (index == 0 ? label("Fact") : Line(String(repeating: " ", count: 12))) + line
    }
    lines += [.empty, Line("   Effects running", style: .underline)]
    lines += runningEffects(state)
    return lines.map { $0.truncated(toWidth: width) }
  }

  private static func timer(_ state: CounterFeature.State) -> Line {
    state.isTimerRunning
      ? Line("● on", style: Style(bold: true, foreground: .green))
        + Line("   +1 every second; t stops it", style: .dim)
      : Line("○ off", style: .dim) + Line("  t starts it", style: .dim)
  }

  private static func fact(_ state: CounterFeature.State, tick: Int, width: Int) -> [Line] {
    if state.isLoading {
      return [
        Spinner(tick: tick, label: "fetching a fact about \(state.factNumber ?? state.count)…").line
      ]
    }
    if let error = state.factError {
      return Line("✗ " + error, style: .color(.red)).wrapped(toWidth: width)
    }
    if let fact = state.fact {
      return Line(fact).wrapped(toWidth: width)
    }
    return [Line("f fetches a fact about \(state.count)", style: .dim)]
  }

  /// The effects the state says are running, as the reducer returned them.
  private static func runningEffects(_ state: CounterFeature.State) -> [Line] {
    var lines: [Line] = []
    if state.isTimerRunning {
      lines.append(
        Line("     timer  ", style: .bold)
          + Line(
            ".run { for await _ in clock.timer(interval: .seconds(1)) { … } }", style: .color(.cyan)
          ))
      lines.append(
        Line("            ") + Line(".cancellable(id: CancelID.timer)", style: .color(.cyan)))
    }
    if state.isLoading {
      lines.append(
        Line("     fact   ", style: .bold)
          + Line(
            ".run { try await numberFact.fetch(\(state.factNumber ?? state.count)) }",
            style: .color(.cyan)))
    }
    if lines.isEmpty {
      lines.append(
        Line("     none: the last actions returned .none, or their effects ended", style: .dim))
    }
    return lines
  }
}
