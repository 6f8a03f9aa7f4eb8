import Foundation
import TestTags
import Testing

@testable import Kit

/// The runner `kit check` and `kit reset` start programs with, tried with the shell instead of
/// `swift` (running `swift test` inside the test run would start the whole suite again).
@MainActor
@Suite("Running a grading step", .tags(.kit), .timeLimit(.minutes(1)))
struct ExerciseStepRunnerTests {
  private func step(
    _ script: String, environment: [String: String] = [:], limit: Duration = .seconds(60)
  )
    -> ProcessStep
  {
    ProcessStep(
      arguments: ["sh", "-c", script], environment: environment,
      directory: FileManager.default.temporaryDirectory, timeLimit: limit)
  }

  @Test("the step's variables reach the child through env; its lines come out one by one")
  func environmentAndLines() async {
    var seen: [String] = []
    let outcome = await StepRunner.childProcesses.run(
      step(
        "echo \"$KIT_EXERCISES\"; echo second >&2; exit 3",
        environment: ["KIT_EXERCISES": "workbook"]),
      StopSwitch()
    ) { seen.append($0) }
    #expect(outcome == StepOutcome(ending: .exited(3), output: "workbook\nsecond"))
    #expect(seen == ["workbook", "second"])
  }

  @Test("a step past its time limit is ended with its whole process group and reported so")
  func timeLimit() async {
    let outcome = await StepRunner.childProcesses.run(
      step("sleep 60 & wait", limit: .zero), StopSwitch()
    ) { _ in }
    #expect(outcome.ending == .timedOut)
  }

  @Test("after the phase marker, the second phase's limit replaces the first")
  func phaseLimit() async {
    var grading = step("echo 'Build complete! (1s)'; sleep 60 & wait")
    grading.phaseLimit = ProcessStep.PhaseLimit(marker: "Build complete!", timeLimit: .zero)
    let outcome = await StepRunner.childProcesses.run(grading, StopSwitch()) { _ in }
    #expect(outcome.ending == .timedOut)
    #expect(outcome.reachedSecondPhase)
    #expect(outcome.output == "Build complete! (1s)")
  }

  @Test("a step that never reaches its marker ends as usual, its first phase noted")
  func noMarker() async {
    var grading = step("echo 'error: cannot find x'; exit 1")
    grading.phaseLimit = ProcessStep.PhaseLimit(marker: "Build complete!", timeLimit: .zero)
    let outcome = await StepRunner.childProcesses.run(grading, StopSwitch()) { _ in }
    #expect(outcome == StepOutcome(ending: .exited(1), output: "error: cannot find x"))
  }

  @Test("a stop asked for before a step starts it no more")
  func stoppedBefore() async {
    let stop = StopSwitch()
    stop.stop(by: SIGINT)
    let outcome = await StepRunner.childProcesses.run(step("echo never"), stop) { _ in }
    #expect(outcome == StepOutcome(ending: .stopped(by: SIGINT), output: ""))
  }

  @Test("a stop while a step runs interrupts the child's group")
  func stoppedWhileRunning() async {
    let stop = StopSwitch()
    let outcome = await StepRunner.childProcesses.run(step("echo started; exec sleep 60"), stop) {
      line in
      if line == "started" { stop.stop(by: SIGINT) }
    }
    #expect(outcome.ending == .stopped(by: SIGINT))
    #expect(outcome.output == "started")
  }

  @Test("a program that does not exist is reported, not a crash")
  func missingProgram() async {
    let missing = ProcessStep(
      arguments: ["kit-no-such-program"], directory: FileManager.default.temporaryDirectory,
      timeLimit: .seconds(5))
    let outcome = await StepRunner.childProcesses.run(missing, StopSwitch()) { _ in }
    #expect(
      outcome.ending
        == .couldNotStart("cannot start kit-no-such-program: No such file or directory"))
  }
}
