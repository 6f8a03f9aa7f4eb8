import Composable
import ComposableTesting
import ExerciseGrading
@testable import Exercises
import Testing

// Grades effects.slow-receipt. The feature is done; the exercise is its test. Every run of the
// learner's test after the first puts a slow writer around theirs (it answers only after the main
// actor has turned 200 times: work the test cannot advance, as a real thread's would be) and sets
// the store's own timeout to zero, so only a `receive` with a timeout of its own waits for it.
// On their feature so slowed the test must pass; on the broken exports, it must fail.

extension SlowReceiptExercise: GradedExercise {
  /// The learner's export with a slow writer and no default wait (it must pass there), and broken
  /// exports under the same settings (it must fail there).
  public static var brokenVersions: [BrokenVersion] {
    [
      .dependencies(
        "the writer answers only after a while and the store's own timeout is zero",
        advice: """
          Real work takes time no TestClock can advance: give the receive a timeout of its own, \
          receive(.exported("receipt.txt"), timeout: .seconds(5)). It returns as soon as the \
          action arrives.
          """, kind: .harmless, timeout: .zero, slowWriter),
      .reducer(
        ".exported leaves isExporting true", replacing: ReceiptExport.self,
        advice: "In the closure of the receive, set what becomes of isExporting as well as fileName."
      ) {
        Reduce { state, action in
          if case let .exported(fileName) = action {
            state.fileName = fileName
            return .none
          }
          return ReceiptExport().reduce(into: &state, action: action)
        }
      }
      .withDependencies(timeout: .zero, slowWriter),
      .reducer(
        ".exportTapped shows the spinner but writes nothing", replacing: ReceiptExport.self,
        advice: """
          After the send, receive the .exported("receipt.txt") that the writer's answer sends back.
          """
      ) {
        Reduce { state, action in
          if action == .exportTapped { state.isExporting = true }
          return .none
        }
      }
      .withDependencies(timeout: .zero, slowWriter),
      .reducer(
        "the export writes an empty receipt", replacing: ReceiptExport.self,
        advice: """
          The action brings back only the file's name: check what was written in your writer. \
          Start from a receipt with lines, and in $0.receiptWriter.write = { lines in … } record \
          an issue (Issue.record("…")) when lines is not that receipt.
          """
      ) {
        Reduce { state, action in
          guard action == .exportTapped else {
            return ReceiptExport().reduce(into: &state, action: action)
          }
          @Dependency(\.receiptWriter) var receiptWriter
          state.isExporting = true
          return .run { send in
            try await send(.exported(receiptWriter.write([])))
          }
        }
      }
      .withDependencies(timeout: .zero, slowWriter),
    ]
  }

  /// Puts a slow writer around the test's own: it waits for 200 turns of the main actor, then
  /// answers as the test's writer does.
  private static func slowWriter(_ dependencies: inout DependencyValues) {
    let write = dependencies.receiptWriter.write
    dependencies.receiptWriter.write = { lines in
      await Task { @MainActor in
        for _ in 0..<200 { await Task.yield() }
      }.value
      return try await write(lines)
    }
  }
}

extension SlowReceiptTests {
  // The grader's checks of ReceiptExport.
  @MainActor
  @Suite("The grader's checks")
  struct Grader {
    @Test("Export asks the writer once, with the receipt's lines, and shows the file's name")
    func exportWritesOnce() async {
      let writes = WrittenReceipts()
      let receipt = ["1 × Backpack  $109.95", "Total  $109.95"]
      let store = TestStore(initialState: ReceiptExport.State(lines: receipt)) {
        ReceiptExport()
      } withDependencies: {
        $0.receiptWriter.write = { lines in
          await writes.add(lines)
          return "receipt.txt"
        }
      }

      await store.send(.exportTapped) {
        $0.isExporting = true
      }
      await store.receive(.exported("receipt.txt")) {
        $0.isExporting = false
        $0.fileName = "receipt.txt"
      }
      #expect(
        writes.receipts == [receipt],
        "Export should ask the writer once, with the receipt's lines; it was asked \(writes.receipts)")
    }
  }
}

/// What the grader's receipt writer was asked to write, call by call.
@MainActor
private final class WrittenReceipts {
  /// The lines of each call so far.
  var receipts: [[String]] = []

  /// Keeps one call's lines.
  func add(_ lines: [String]) {
    receipts.append(lines)
  }
}
