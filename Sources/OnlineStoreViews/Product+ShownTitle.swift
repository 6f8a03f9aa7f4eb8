import Foundation
import OnlineStore

extension Product {
  /// The title as the screens show it: the catalog's titles can end in a space.
  var shownTitle: String {
    title.trimmingCharacters(in: .whitespaces)
  }
}
