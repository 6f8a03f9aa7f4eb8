/// Dismisses the presented feature it is read in: `@Dependency(\.dismiss) var dismiss`, then
/// `return .run { _ in await dismiss() }`. The parent receives `.dismiss` for that child, or
/// `.popFrom(id:)` for a stack element.
public struct DismissEffect: Sendable {
  private let navigationIDPath: NavigationIDPath?
  private let dismissInstead: (@MainActor @Sendable () async -> Void)?

  init(navigationIDPath: NavigationIDPath?) {
    self.navigationIDPath = navigationIDPath
    self.dismissInstead = nil
  }

  /// A dismissal that runs `dismiss` instead, to test a feature on its own, without the parent
  /// that presents it: `$0.dismiss = DismissEffect { await isDismissed.setValue(true) }`.
  public init(_ dismiss: @escaping @MainActor @Sendable () async -> Void) {
    self.navigationIDPath = nil
    self.dismissInstead = dismiss
  }

  /// Asks the store to dismiss the feature; reports an issue when it is not presented.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    if let dismissInstead {
      await dismissInstead()
      return
    }
    if let navigationIDPath, let dismisser = EffectContext.dismisser,
      dismisser.dismiss(navigationIDPath)
    {
      return
    }
    reportIssue(
      """
      A reducer requested dismissal at "\(fileID):\(line)", but it could not be dismissed. …

      "@Dependency(\\.dismiss)" only works in a feature presented with "ifLet(\\.$child, action:)" \
      or pushed on a stack with "forEach(\\.path, action:)", called from an effect the feature \
      returned, while the feature is still presented.
      """,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect(navigationIDPath: nil)
  static let testValue = DismissEffect(navigationIDPath: nil)
}

extension DependencyValues {
  /// Dismisses the presented feature that reads it.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// What the store running an effect offers to the effect's code.
package enum EffectContext {
  /// Dismisses presented features of the store running the current effect.
  @TaskLocal package static var dismisser: (any Dismisser)?
}

/// Something that can dismiss a presented feature given its navigation path.
package protocol Dismisser: Sendable {
  /// Sends the dismiss action registered for `path`; false if nothing is registered.
  @MainActor func dismiss(_ path: NavigationIDPath) -> Bool
}
