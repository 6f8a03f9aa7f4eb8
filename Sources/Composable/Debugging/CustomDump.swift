/// A readable, deterministic, multi-line text of any value: its type, fields, elements and cases,
/// indented by two spaces per level, with levels deeper than `maxDepth` written as `…`.
///
/// ```
/// CounterDomain.State(
///   count: 1,
///   isLoading: false
/// )
/// ```
public func customDump(_ value: Any, maxDepth: Int = .max) -> String {
  var builder = DumpNodeBuilder(maxDepth: maxDepth)
  return builder.node(for: value).rendered
}
