import Foundation

/// A value the runtime gives the views, as SwiftUI's `@Environment`:
/// `@Environment(\.openURL) private var openURL`.
@MainActor
@propertyWrapper
public struct Environment<Value>: ViewLocalProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// The runtime's values, once the view is resolved.
  private let slot = Slot()

  /// Where a resolved view's environment is, shared by the copies of the view.
  private final class Slot {
    var values: EnvironmentValues?
  }

  /// The value at `keyPath` of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The value now (the default one outside a resolved view).
  public var wrappedValue: Value {
    (slot.values ?? EnvironmentValues())[keyPath: keyPath]
  }

  func install(in storage: ViewLocalState, key: ViewLocalState.Key) {
    slot.values = storage.environment
  }
}

/// The values `@Environment` reads.
@MainActor
public struct EnvironmentValues {
  /// Opens a URL: a terminal cannot, so the runtime shows it on the screen's last line and
  /// `ViewHost.openedURLs` records it.
  public var openURL: OpenURLAction

  /// The values outside any runtime: opening a URL does nothing.
  init(openURL: OpenURLAction = OpenURLAction(handler: { _ in })) {
    self.openURL = openURL
  }
}

/// What `@Environment(\.openURL)` gives: call it with a URL, `openURL(url)`.
@MainActor
public struct OpenURLAction {
  let handler: @MainActor (URL) -> Void

  /// Opens `url`: the runtime shows it and records it.
  public func callAsFunction(_ url: URL) {
    handler(url)
  }
}
