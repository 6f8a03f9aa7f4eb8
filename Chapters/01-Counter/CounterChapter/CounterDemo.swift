import TerminalUI

extension CounterChapter {
  /// The walk-through `counter --demo` plays: one idea per step, in the order the chapter tells
  /// them. Captions stay within 47 characters, so a step's line fits an 80-column window.
  public static let demo: [DemoStep] = [
    DemoStep("The Store holds State: counter starts at 0."),
    DemoStep("+ sends .increaseCounter; the reducer adds 1.", command: "tap +"),
    DemoStep("The view is redrawn from the new state: 2.", command: "tap +"),
    DemoStep("The log: each action and the diff it caused.", command: "log"),
    DemoStep("- sends .decreaseCounter; the reducer takes 1.", command: "tap -"),
    DemoStep("No bounds: at 0, - still takes one away…", command: "tap -"),
    DemoStep("…so it goes below zero. Each returned .none.", command: "tap -"),
    DemoStep("r reads the chapter; q leaves the app."),
  ]
}
