/// Where a view stands in the tree: the path of positions, branches and `ForEach` ids from the
/// root. The runtime knows a control, a layer or an `.onAppear` again by it from one frame to
/// the next, as SwiftUI knows a view by its structural identity.
struct ViewIdentity: Hashable {
  /// The steps from the root.
  var path: [AnyHashable] = []

  /// The identity one step further down.
  func child(_ step: some Hashable) -> ViewIdentity {
    ViewIdentity(path: path + [AnyHashable(step)])
  }
}
