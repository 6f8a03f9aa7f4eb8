// Solution of effects.slow-receipt · Waiting for real work            (chapter 4, Effects)
//
// The receipt is written on another thread: no clock the test could advance decides when it is
// done. So the `receive` waits for it, for as long as its `timeout:` says. The store's own
// timeout (one second unless set, zero in the grader's run) is for steps that give none; a step
// that waits for real work says how long it may take, here five seconds: a bound, not a sleep,
// since `receive` returns as soon as the action arrives.
//
// What was written never comes back to the store: `.exported` carries only the file's name. So
// the test's writer checks the lines it is given, and `Issue.record` fails the test, with a
// message that says what went wrong, when they are not the receipt's. An export that wrote an
// empty receipt would otherwise pass.

import Composable
import ComposableTesting
import Foundation
import ExerciseGrading
import Testing

/// The marker of exercise effects.slow-receipt: flip `isStarted` to true when you start it.
public enum SlowReceiptExercise: ExerciseMarker {
  /// The exercise's id.
  public static let id = "effects.slow-receipt"
  /// Whether you started the exercise; its tests do not run until you set this to true.
  public static var isStarted: Bool { true }
}

/// Writes a receipt somewhere and gives the name of the file: real work, off the main actor.
public struct ReceiptWriter: Sendable {
  /// Writes the lines and returns the file's name.
  public var write: @Sendable ([String]) async throws -> String

  /// A writer from its one endpoint.
  public init(write: @escaping @Sendable ([String]) async throws -> String) {
    self.write = write
  }
}

extension ReceiptWriter: DependencyKey {
  /// The app's writer: a text file in the temporary folder, written on a background thread.
  public static let liveValue = ReceiptWriter { lines in
    try await Task.detached {
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("receipt-\(UUID().uuidString).txt")
      try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      return file.lastPathComponent
    }.value
  }

  /// Tests: a call the test did not override fails it, naming `ReceiptWriter.write`.
  public static let testValue = ReceiptWriter(write: unimplemented("ReceiptWriter.write"))
}

extension DependencyValues {
  /// The receipt writer: `@Dependency(\.receiptWriter) var receiptWriter`.
  public var receiptWriter: ReceiptWriter {
    get { self[ReceiptWriter.self] }
    set { self[ReceiptWriter.self] = newValue }
  }
}

/// Exports an order's receipt as a file, and shows the file's name once it is written.
public struct ReceiptExport: Reducer, Sendable {
  /// The receipt's lines, whether it is being written, and the file it went to.
  public struct State: Equatable, Sendable {
    /// The lines of the receipt.
    public var lines: [String]
    /// Whether the receipt is being written (a spinner is shown).
    public var isExporting: Bool
    /// The name of the file the receipt was written to, once it was.
    public var fileName: String?

    /// A receipt of `lines`, not exported yet.
    public init(lines: [String], isExporting: Bool = false, fileName: String? = nil) {
      self.lines = lines
      self.isExporting = isExporting
      self.fileName = fileName
    }
  }

  /// The export button, and the writer's answer.
  public enum Action: Equatable, Sendable {
    /// The "Export" button.
    case exportTapped
    /// The receipt was written to the file with this name.
    case exported(String)
  }

  @Dependency(\.receiptWriter) var receiptWriter

  /// Creates the reducer.
  public init() {}

  /// Writes the receipt in an effect, and shows the file's name when it is done.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .exportTapped:
        state.isExporting = true
        return .run { [lines = state.lines] send in
          try await send(.exported(receiptWriter.write(lines)))
        }

      case let .exported(fileName):
        state.isExporting = false
        state.fileName = fileName
        return .none
      }
    }
  }
}

// Your tests of the export, a Swift Testing suite: `swift test --filter SlowReceiptTests` runs
// them. Its trait, `.exercise(…)`, also runs each test on the grader's broken exports, where it
// must fail, and once more with a slow writer and a store whose own timeout is zero, where it
// must pass.
@MainActor
@Suite("effects.slow-receipt · your tests", .exercise(SlowReceiptExercise.self))
struct SlowReceiptTests {
  @Test("Export writes the receipt's lines and shows the file's name")
  func export() async {
    let receipt = ["1 × Backpack  $109.95", "Total  $109.95"]
    let store = TestStore(initialState: ReceiptExport.State(lines: receipt)) {
      ReceiptExport()
    } withDependencies: {
      $0.receiptWriter.write = { lines in
        if lines != receipt {
          Issue.record("The writer was asked to write \(lines), not the receipt \(receipt)")
        }
        return "receipt.txt"
      }
    }

    await store.send(.exportTapped) {
      $0.isExporting = true
    }
    await store.receive(.exported("receipt.txt"), timeout: .seconds(5)) {
      $0.isExporting = false
      $0.fileName = "receipt.txt"
    }
  }
}
