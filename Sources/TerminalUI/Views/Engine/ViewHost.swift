import Composable
import Foundation

/// Runs a view for a test, as a terminal app would but without a terminal: read what it shows
/// (`screen`), press its buttons by title (`tap`), type into its focused field (`type`), press
/// keys (`press`), ask where the focus is (`focusedTitle`). Every call runs synchronously, like
/// `store.send`, and the view is made again from the store's state each time (and drawn, when
/// the screen is read or a key needs where the controls are).
///
/// ```swift
/// let host = ViewHost(CounterView(store: store), columns: 60, rows: 12)
/// host.tap("+")
/// #expect(store.counter == 1)
/// ```
@MainActor
public final class ViewHost<Content: View> {
  private let runtime: ViewRuntime
  private let size: TerminalSize

  /// A host drawing `view` in a window `columns` × `rows`.
  public init(_ view: Content, columns: Int = 80, rows: Int = 24) {
    runtime = ViewRuntime { view }
    size = TerminalSize(columns: columns, rows: rows)
  }

  deinit {
    MainActor.assumeIsolated { runtime.disappearAll() }
  }

  /// The frame as text: its lines joined by newlines, trailing spaces trimmed. `.onAppear` and
  /// `.task` have run for everything on it, and it shows what they sent.
  public var screen: String {
    settle().map { String($0.plainText.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }

  /// The URLs the view opened with `@Environment(\.openURL)`, oldest first (the screen shows
  /// the last one on its bottom line until the next key).
  public var openedURLs: [URL] { runtime.openedURLs }

  /// The title of the control with the focus, or nil.
  public var focusedTitle: String? {
    runAppearances()
    return runtime.focusedTitle
  }

  /// Presses the button (or toggle, tab, link) titled `title` on the layer on top. A title that
  /// is not there, a disabled control or one under a sheet or alert is reported as an issue
  /// naming the buttons there, as other misuse is.
  public func tap(
    _ title: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    settle()
    let outcome = runtime.tap(title)
    if let message = ViewMisuse.message(for: outcome, title: title, runtime: runtime) {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    runAppearances()
  }

  /// Types `text` into the focused text field; reports an issue when no field has the focus.
  public func type(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    settle()
    if !runtime.type(text) {
      reportIssue(
        "type(\"\(text)\"): no text field has the focus (the focus is on \(runtime.focusedTitle.map { "\"\($0)\"" } ?? "nothing")).",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
    runAppearances()
  }

  /// Presses a key as the user would: Tab, arrows, Enter, Esc, a character. A key nothing takes
  /// does nothing.
  public func press(_ key: Key) {
    settle()
    _ = runtime.handle(key)
    runAppearances()
  }

  /// Draws the view once nothing more appears: each `.onAppear` and `.task` runs once per
  /// appearance, and what they send is on the frame drawn. Spinners show their first frame.
  @discardableResult
  private func settle() -> [Line] {
    var lines: [Line] = []
    runtime.settle { lines = runtime.render(size: size, tick: 0) }
    return lines
  }

  /// Runs what appears after an action, as `settle` does, without drawing a frame: the next
  /// read of the screen or key press draws one (laying a view out and drawing it was more than
  /// half of a test's `tap`, for a frame no one read).
  private func runAppearances() {
    runtime.settle {}
  }
}
