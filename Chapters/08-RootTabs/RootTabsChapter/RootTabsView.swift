import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The chapter's screen: the store's `RootView` (the tabs, the stack, every presentation), and
/// under it the selected tab, the client, and the stack's ids and cases.
struct RootTabsView: View {
  /// The app's store.
  let store: StoreOf<RootDomain>
  /// The client the app talks to, named under the screens.
  let client: ClientChoice

  var body: some View {
    VStack(alignment: .leading) {
      RootView(store: store)
      HStack {
        Text("selectedTab: .\(store.selectedTab)").bold()
        Spacer()
        Text("client \(client.name)").foregroundStyle(.secondary)
      }
      Text("path: \(Self.pathSummary(store.path))").bold()
    }
  }

  /// The stack as its ids and cases: `[#0 productDetail(1), #1 productDetail(3)]`, by
  /// `Product.id`.
  static func pathSummary(_ path: StackState<RootDomain.Path.State>) -> String {
    let elements = zip(path.ids, path).map { id, element in
      switch element {
      case let .productDetail(detail): "\(id) productDetail(\(detail.product.id))"
      }
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }
}
