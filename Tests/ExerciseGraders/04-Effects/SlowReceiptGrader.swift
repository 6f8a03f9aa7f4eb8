import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

/// Grades effects.slow-receipt: the learner's `testReceiptExport`, run on a store whose receipt
/// writer answers only after the main actor has turned a few hundred times (work the test cannot
/// advance, as a real thread's would be) and whose own `timeout` is zero, so only a `receive`
/// with a timeout of its own waits for it; then on two broken features, where it must fail.
@MainActor
@Suite(
  .exercise(SlowReceiptExercise.self))
struct SlowReceiptGrader {
  @Test("your testReceiptExport waits for the writer with a timeout of its own, and passes")
  func learnersTestWaitsForTheWriter() async {
    let writes = WriteCount()
    // Any failure here is your test's own, reported at its line in SlowReceipt.swift: a receive
    // without a timeout of its own reads "received none" at once.
    await testReceiptExport(exportStore(ReceiptExport(), writes: writes))
    #expect(
      writes.total == 1,
      """
      Your test should export the receipt once, with store.send(.exportTapped); the writer was \
      called \(writes.total) times.
      """)
  }

  @Test("your testReceiptExport fails on a feature that never stops its spinner")
  func learnersTestCatchesASpinnerForEver() async {
    await expectLearnersTest(
      "testReceiptExport", toCatch: ".exported leaves isExporting true",
      advice: "In the closure of the receive, set what becomes of isExporting as well as fileName."
    ) {
      await testReceiptExport(
        exportStore(
          Reduce { state, action in
            if case let .exported(fileName) = action {
              state.fileName = fileName
              return .none
            }
            return ReceiptExport().reduce(into: &state, action: action)
          }))
    }
  }

  @Test("your testReceiptExport fails on a feature that writes nothing")
  func learnersTestCatchesNoExport() async {
    await expectLearnersTest(
      "testReceiptExport", toCatch: ".exportTapped shows the spinner but writes nothing",
      advice: "After the send, receive the .exported(\"receipt.txt\") that the writer's answer sends back."
    ) {
      await testReceiptExport(
        exportStore(
          Reduce { state, action in
            if action == .exportTapped { state.isExporting = true }
            return .none
          }))
    }
  }

  /// A test store of `export` whose writer answers "receipt.txt" after 200 turns of the main
  /// actor, and whose own timeout is zero.
  private func exportStore(
    _ export: some ReducerOf<ReceiptExport>, writes: WriteCount = WriteCount()
  ) -> TestStoreOf<ReceiptExport> {
    let store = TestStore(initialState: ReceiptExport.State(lines: ["1 × Backpack  $109.95"])) {
      export
    } withDependencies: {
      $0.receiptWriter.write = { _ in
        await writes.add()
        await Task { @MainActor in
          for _ in 0..<200 { await Task.yield() }
        }.value
        return "receipt.txt"
      }
    }
    store.timeout = .zero
    return store
  }
}

/// How many times the grader's receipt writer was called.
@MainActor
private final class WriteCount {
  /// The calls so far.
  var total = 0

  /// Counts one call.
  func add() {
    total += 1
  }
}
