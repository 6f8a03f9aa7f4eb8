import Composable

/// Where a binding made from a store reads: the store and the key path of its state. Two
/// bindings with the same source drive the same value, which is how the runtime tells a focused
/// field's own binding from another's. A struct, not an `AnyHashable` array: wrapping a key path
/// in `AnyHashable` looks up its class's `Hashable` conformance at every frame.
struct StoreBindingSource: Hashable {
  let store: StoreID
  let path: AnyKeyPath
}
