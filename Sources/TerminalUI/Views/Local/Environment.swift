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

  func install(in storage: ViewLocalState, key: ViewLocalState.Key, context: ResolveContext) {
    var values = storage.environment
    values.dismiss = DismissAction(action: context.dismiss)
    slot.values = values
  }
}

/// The values `@Environment` reads.
@MainActor
public struct EnvironmentValues {
  /// Opens a URL: a terminal cannot, so the runtime shows it on the screen's last line and
  /// `ViewHost.openedURLs` records it.
  public var openURL: OpenURLAction
  /// Closes the sheet or pops the pushed screen the view is on, as Esc does there.
  public var dismiss: DismissAction

  /// The values outside any runtime: opening a URL and dismissing do nothing.
  init(openURL: OpenURLAction = OpenURLAction(handler: { _ in })) {
    self.openURL = openURL
    self.dismiss = DismissAction(action: nil)
  }
}

/// What `@Environment(\.dismiss)` gives: call it, `dismiss()`, to close the sheet or pop the
/// pushed screen the view is on (a view at the root has nothing to dismiss: it does nothing, as
/// in SwiftUI).
@MainActor
public struct DismissAction {
  let action: (@MainActor () -> Void)?

  /// Closes the view's sheet or pops its screen.
  public func callAsFunction() {
    action?()
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
