import Synchronization

/// The navigation path a `forEach` gave the element of its last action, kept to give again: an
/// element reduces with its path current (`reduceChild`), and making the path allocates a link
/// and copies the element's `ChildID` into it, then frees both (about 400 instructions of a deep
/// send), while the actions of a list often go to the element that had the last one.
///
/// The plain path is `above.appending(child())`, made every time. The kept path is given again
/// only for the same element (equal ids) below the same path (the same link, held by the kept
/// path so that no other link can take its address): a path of the same children, which is what
/// paths compare and hash. `FastPathTests` proves it is the path appending makes.
final class RememberedChildPath<ID: Hashable & Sendable>: Sendable {
  private let last = Mutex<Remembered?>(nil)

  /// The path made for the element with `id` below `above`.
  private struct Remembered: Sendable {
    let above: NavigationIDPath
    let id: ID
    let path: NavigationIDPath
  }

  /// The path of the element with `id` below `above`, `child()` being the element's `ChildID`.
  func path(of id: ID, below above: NavigationIDPath, child: () -> ChildID) -> NavigationIDPath {
    let aboveLink = above.lastLinkIdentity
    // Asked field by field where it lies: taking the remembered path out whole (`flatMap`)
    // retained and released both of its paths.
    let kept = last.withLock { last -> NavigationIDPath? in
      guard last?.id == id, last?.above.lastLinkIdentity == aboveLink else { return nil }
      return last?.path
    }
    if let kept { return kept }
    let path = above.appending(child())
    last.withLock { $0 = Remembered(above: above, id: id, path: path) }
    return path
  }
}
