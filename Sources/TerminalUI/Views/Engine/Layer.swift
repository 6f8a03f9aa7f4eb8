/// Something presented over the screen: a sheet, an alert or a confirmation dialog. The layer on
/// top takes every key until it goes.
struct Layer {
  /// How it is drawn and what Esc does there.
  enum Kind: Equatable {
    case sheet, alert, dialog
  }
  /// Where it stands (with the presented item's id, so a new presentation is a new layer).
  var identity: ViewIdentity
  /// How it is drawn.
  var kind: Kind
  /// What it shows.
  var content: [ViewNode]
  /// What Esc does: the cancel button, `.dismiss`, or closing the sheet; nil on an alert without
  /// a cancel button, which cannot be waved away (as on iOS).
  var escape: (@MainActor () -> Void)?
  /// The few words the footer shows for Esc.
  var escapeSummary: String
}
