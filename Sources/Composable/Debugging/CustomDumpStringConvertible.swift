/// A type that chooses its own one-piece text in `customDump` and `diff`, instead of its fields.
///
/// The dump writes `customDumpDescription` verbatim where the value appears (it may span several
/// lines), and the diff compares two such values by that text alone.
public protocol CustomDumpStringConvertible {
  /// The text that stands for this value in a dump.
  var customDumpDescription: String { get }
}
