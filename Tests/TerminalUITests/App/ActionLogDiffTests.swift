import Composable
import TestTags
import Testing

@testable import TerminalUI

/// Counts how many times the states that hold it were dumped.
private final class DumpCount {
  var value = 0
}

/// A state whose dump is counted: it writes itself as `Counter(count)`.
private struct CountedState: CustomDumpStringConvertible {
  let count: Int
  let dumps: DumpCount

  var customDumpDescription: String {
    dumps.value += 1
    return "Counter(\(count))"
  }
}

/// The action log keeps each action's states and diffs them when the entry's diff is first read:
/// most logs are never shown, so recording an action does not dump the whole state.
@MainActor
@Suite("The action log's diffs", .tags(.terminalUI))
struct ActionLogDiffTests {
  @Test("an entry's diff is computed when it is first read, once, and is the diff of its states")
  func diffComputedWhenFirstRead() throws {
    let dumps = DumpCount()
    let log = ActionLog()
    log.recordReduced(
      action: "increment", oldState: CountedState(count: 0, dumps: dumps),
      newState: CountedState(count: 1, dumps: dumps))
    let entry = try #require(log.entries.first)
    #expect(entry.action == "\"increment\"")
    #expect(dumps.value == 0)

    #expect(entry.diff == "\u{2212} Counter(0)\n+ Counter(1)")
    #expect(dumps.value == 2)
    #expect(entry.lines.map(\.plainText) == ["▸ \"increment\"", "  \u{2212} Counter(0)", "  + Counter(1)"])
    #expect(dumps.value == 2)
  }

  @Test("an action that left the state as it was has no diff; entries are equal when they show the same")
  func unchangedStateAndEquality() throws {
    let dumps = DumpCount()
    let log = ActionLog()
    for _ in 0..<2 {
      log.recordReduced(
        action: "refresh", oldState: CountedState(count: 3, dumps: dumps),
        newState: CountedState(count: 3, dumps: dumps))
    }
    log.recordReduced(
      action: "refresh", oldState: CountedState(count: 3, dumps: dumps),
      newState: CountedState(count: 4, dumps: dumps))
    #expect(log.entries[0].diff == nil)
    #expect(log.entries[0] == log.entries[1])
    #expect(log.entries[1] != log.entries[2])
  }

  @Test("a store's actions read in order dump each state once, and diff as the states do")
  func storeActionsDumpEachStateOnce() {
    let dumps = DumpCount()
    let states = (0..<5).map { CountedState(count: $0, dumps: dumps) }
    let log = ActionLog()
    for step in 1..<4 {
      log.recordReduced(action: "step \(step)", oldState: states[step - 1], newState: states[step])
    }
    // Time travel put the state of step 1 back: the next action starts from it, not from step 3.
    log.stateWasPutBack()
    log.recordReduced(action: "after", oldState: states[1], newState: states[4])

    let diffs = log.entries.map(\.diff)
    // Each state once for the three steps (0, 1, 2, 3), and both states for the one after.
    #expect(dumps.value == 6)
    #expect(
      diffs == [
        diff(states[0], states[1]), diff(states[1], states[2]), diff(states[2], states[3]),
        diff(states[1], states[4]),
      ])
    #expect(diffs.last == "\u{2212} Counter(1)\n+ Counter(4)")
  }
}
