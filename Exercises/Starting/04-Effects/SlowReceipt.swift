// Exercise effects.slow-receipt · Waiting for real work               (chapter 4, Effects)
//
// Build: nothing: `ReceiptExport` is done. This exercise is its test, of work no clock controls.
// Test:  write the body of "Export writes the receipt's lines and shows the file's name" below:
//        your writer records an issue (`Issue.record`) if asked to write anything but the receipt,
//        and the `receive` waits with a timeout of its own (`timeout: .seconds(5)`).
// Done:  your test passes, also with a slow writer and a store timeout of zero, and it fails on
//        the grader's broken exports: a spinner that never stops, nothing written, an empty receipt.
// Start: set `isStarted` to true.   Stuck: `swift run kit hint effects.slow-receipt`
// Check: `swift run kit check effects.slow-receipt` (or `swift test --filter SlowReceiptTests`)

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
  public static var isStarted: Bool { false }
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
    // TODO: prove that Export writes exactly the receipt's lines (a receipt of a line or two)
    // and shows the file's name, "receipt.txt", however long the writer takes. The action
    // brings back only the name, so your writer is the one place that sees what was written.
    // It must fail on a spinner that never stops, an export that writes nothing, and an empty
    // receipt.
  }
}
