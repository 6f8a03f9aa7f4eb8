// Exercise effects.slow-receipt · Waiting for real work              (chapter 4, Effects)
//
// `ReceiptExport` writes a receipt to a file through the `receiptWriter` dependency and shows
// the file's name. The feature is done; this exercise is its test, for work that no TestClock
// controls: the writer works on another thread, and the test can only wait for its answer.
//   1. Write `testReceiptExport` on the store you are given: send `.exportTapped`, then
//      receive `.exported("receipt.txt")`, and say in each closure what changes.
//   2. The store's `timeout` is zero, as if waiting by default were not allowed: a `receive`
//      without a timeout of its own fails at once, before the writer is done. Give the
//      `receive` its own: `receive(…, timeout: .seconds(5))`. It returns as soon as the action
//      arrives; the five seconds are only a bound.
//
// Done when: your test passes on the store the grader gives you (its writer answers
// "receipt.txt" after a while, on another thread), and fails on broken features: one that
// never stops its spinner, and one that writes nothing.
//
// Start: set `isStarted` below to true.
// Check: `swift run kit check effects.slow-receipt` (or `swift test --filter SlowReceiptGrader`).
// Stuck: `swift run kit hint effects.slow-receipt`.

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
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

/// Your test of the export, on the store the grader gives you: its receipt writer works on
/// another thread and names the file "receipt.txt", and its `timeout` is zero.
@MainActor
public func testReceiptExport(_ store: TestStoreOf<ReceiptExport>) async {
  // TODO: send .exportTapped, then receive .exported("receipt.txt") with a timeout of its own
  // (`timeout: .seconds(5)`), setting in each closure what changes.
}
