import Foundation
import OnlineStore

extension Product {
  /// The title as the screens show it: the catalog's titles can end in a space.
  var shownTitle: String {
    // Most titles neither start nor end in a blank: they are shown as they are, without the
    // cost of Foundation's trimming, at every frame for every row.
    guard let first = title.unicodeScalars.first, let last = title.unicodeScalars.last,
      first.isASCII, last.isASCII, first != " ", first != "\t", last != " ", last != "\t"
    else { return title.trimmingCharacters(in: .whitespaces) }
    return title
  }
}
