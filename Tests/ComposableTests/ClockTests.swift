import TestTags
import Testing

@testable import Composable

/// Collects what tasks running on the main actor did, in order.
@MainActor
private final class Recorder {
  var entries: [String] = []
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct TestClockTests {
  @Test func advanceWakesSleepsInDeadlineOrderAndNotBefore() async {
    let clock = TestClock()
    let recorder = Recorder()
    let slow = Task {
      try await clock.sleep(for: .seconds(2))
      recorder.entries.append("2s")
    }
    let fast = Task {
      try await clock.sleep(for: .seconds(1))
      recorder.entries.append("1s")
    }
    await clock.advance(by: .milliseconds(999))
    #expect(recorder.entries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(recorder.entries == ["1s"])
    await clock.advance(by: .seconds(1))
    #expect(recorder.entries == ["1s", "2s"])
    slow.cancel()
    fast.cancel()
  }

  @Test func nowMovesOnlyWhenAdvanced() async {
    let clock = TestClock()
    #expect(clock.now == ManualInstant())
    await clock.advance(by: .seconds(3))
    #expect(clock.now.offset == .seconds(3))
    await clock.advance(to: ManualInstant(offset: .seconds(10)))
    #expect(clock.now.offset == .seconds(10))
    await clock.advance(to: ManualInstant(offset: .seconds(4)))
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func advanceToWakesEverySleepEndingByThen() async {
    let clock = TestClock()
    let recorder = Recorder()
    let tasks = [1, 3, 5].map { seconds in
      Task {
        try await clock.sleep(until: ManualInstant(offset: .seconds(seconds)), tolerance: nil)
        recorder.entries.append("\(seconds)")
      }
    }
    await clock.advance(to: ManualInstant(offset: .seconds(3)))
    #expect(recorder.entries == ["1", "3"])
    #expect(clock.pendingSleeps == 1)
    tasks[2].cancel()
    for task in tasks { _ = await task.result }
  }

  @Test func runAdvancesUntilNothingWaits() async {
    let clock = TestClock()
    let recorder = Recorder()
    let task = Task {
      for step in 1...3 {
        try await clock.sleep(for: .seconds(1))
        recorder.entries.append("step \(step)")
      }
    }
    await clock.run()
    #expect(recorder.entries == ["step 1", "step 2", "step 3"])
    #expect(clock.now.offset == .seconds(3))
    #expect(clock.pendingSleeps == 0)
    task.cancel()
    _ = await task.result
  }

  @Test func cancellingASleepThrowsAndForgetsIt() async {
    let clock = TestClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance()
    #expect(clock.pendingSleeps == 1)
    task.cancel()
    #expect(clock.pendingSleeps == 0)
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func sleepInACancelledTaskThrowsAtOnce() async {
    let clock = TestClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(clock.pendingSleeps == 0)
  }

  @Test func sleepUntilThePastEndsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    try await clock.sleep(until: ManualInstant(offset: .seconds(2)), tolerance: nil)
    #expect(clock.now.offset == .seconds(5))
  }
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct ImmediateClockTests {
  @Test func sleepEndsAtOnceAndMovesTimeForward() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(for: .seconds(2))
    #expect(clock.now.offset == .seconds(7))
  }

  @Test func sleepInACancelledTaskThrows() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}

@MainActor
@Suite(.tags(.core, .effects), .timeLimit(.minutes(1))) struct ClockTimerTests {
  @Test func timerTicksOncePerIntervalOfATestClock() async {
    let clock = TestClock()
    let recorder = Recorder()
    let task = Task {
      for await tick in clock.timer(interval: .seconds(1)) {
        recorder.entries.append("\(tick)")
      }
      recorder.entries.append("ended")
    }
    await clock.advance()
    await clock.advance(by: .milliseconds(2500))
    #expect(recorder.entries == ["+1.0 seconds", "+2.0 seconds"])
    task.cancel()
    await task.value
    #expect(recorder.entries.last == "ended")
  }

  @Test func timerOnAnImmediateClockTicksWithoutWaiting() async {
    let clock = ImmediateClock()
    var ticks: [Duration] = []
    for await tick in clock.timer(interval: .seconds(2)) {
      ticks.append(tick.offset)
      if ticks.count == 3 { break }
    }
    #expect(ticks == [.seconds(2), .seconds(4), .seconds(6)])
  }

  @Test func timerOfTheClockDependencyTicksOnTheTestClock() async {
    let clock = TestClock()
    let recorder = Recorder()
    let task = withDependencies {
      $0.continuousClock = clock
    } operation: {
      Task {
        @Dependency(\.continuousClock) var dependencyClock
        for await _ in dependencyClock.timer(interval: .seconds(1)) {
          recorder.entries.append("tick")
        }
      }
    }
    await clock.advance(by: .seconds(3))
    #expect(recorder.entries == ["tick", "tick", "tick"])
    task.cancel()
    await task.value
  }
}
