import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

import enum DependenciesChapter.ClientChoice

/// The app's screen: the whole store (`RootLines`: the tab bar, the Products tab with its stack,
/// the Profile tab), and, at the bottom, the lesson: the selected tab and the stack's ids, and
/// the action the main key would send.
struct RootTabsView {
  /// The client the app talks to, named under the screens.
  let client: ClientChoice

  /// The lines for the app's state and the screen.
  func lines(_ context: ViewContext<RootDomain.State, RootTabsScreen>) -> [Line] {
    let state = context.state
    let width = context.size.columns
    let lesson = lessonLines(state, screen: context.screen, width: width)
    let size = TerminalSize(columns: width, rows: max(1, context.size.rows - lesson.count))
    let screen = context.screen
    return RootLines(
      state: state, productSelection: screen.productSelection,
      cartSelection: screen.cartSelection, relatedSelection: screen.relatedSelection,
      dialogFocus: screen.dialogFocus, tick: context.tick
    ).lines(size: size) + lesson
  }

  /// Three lines under the screens: the tab and the stack, and what the main key sends.
  private func lessonLines(
    _ state: RootDomain.State, screen: RootTabsScreen, width: Int
  ) -> [Line] {
    let tab = Line(" selectedTab: .\(state.selectedTab)", style: .bold)
    let stack = Line(" · path: ", style: .dim) + Line(pathSummary(state.path), style: .bold)
    var lines = [
      Line.spread(tab + stack, Line("client \(client.name) ", style: .dim), width: width)
    ]
    if let (key, action) = mainAction(state, screen: screen) {
      lines.append(Line(" \(key) sends:", style: .dim))
      lines.append(Line("   " + action, style: .color(.cyan)).truncated(toWidth: width))
    } else {
      lines += [Line(" Nothing to send now: wait, or switch tabs.", style: .dim), .empty]
    }
    return lines
  }

  /// The stack as its ids and cases: `[#0 productDetail(1), #1 productDetail(3)]`, by
  /// `Product.id`.
  func pathSummary(_ path: StackState<RootDomain.Path.State>) -> String {
    let elements = zip(path.ids, path).map { id, element in
      switch element {
      case let .productDetail(detail): "\(id) productDetail(\(detail.product.id))"
      }
    }
    return "[" + elements.joined(separator: ", ") + "]"
  }

  /// The key that does the main thing now, and the action it sends, as the log shows it.
  private func mainAction(
    _ state: RootDomain.State, screen: RootTabsScreen
  ) -> (String, String)? {
    let action: RootDomain.Action?
    let key: String
    switch OnTop(state) {
    case .dialog:
      guard let open = OpenDialog(state) else { return nil }
      key = "Enter"
      action = open.tap(open.focused(screen.dialogFocus))
    case .busy:
      return nil
    case .cart:
      key = "c"
      action = .productList(.cart(.presented(.view(.didPressCloseButton))))
    case .editForm:
      key = "Enter"
      action = .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped)))))
    case let .detail(id, _):
      key = "Esc"
      action = .path(.element(id: id, action: .productDetail(.backTapped)))
    case .productList where state.productListState.shouldShowError:
      key = "Enter"
      action = .productList(.fetchProducts)
    case .productList:
      key = "Enter"
      action = RootTabsKeys.selectedRow(state, screen).map {
        .productList(.product(.element(id: $0.id, action: .openDetailTapped)))
      }
    case .profile where state.profileState.shouldShowError:
      key = "Enter"
      action = .profile(.fetchUserProfile)
    case .profile:
      key = "e"
      action = .profile(.editButtonTapped)
    }
    return action.map { (key, shortDump($0)) }
  }

  /// The action as the log prints it, without the `RootDomain.Action` in front.
  private func shortDump(_ action: RootDomain.Action) -> String {
    let dump = customDump(action)
    let prefix = "RootDomain.Action"
    return dump.hasPrefix(prefix) ? String(dump.dropFirst(prefix.count)) : dump
  }
}
