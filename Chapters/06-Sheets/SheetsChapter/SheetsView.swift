import Composable
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// The app's screen: the profile with its destination when the profile is open, otherwise the
/// store's shopping screens (`ShoppingView`); at the bottom, the lesson: what the optional and
/// presented state hold now, and the action the main key would send.
enum SheetsView {
  /// The lines for the app's state and the screen.
  static func lines(_ context: ViewContext<SheetsAppDomain.State, ShoppingScreen>) -> [Line] {
    let state = context.state
    let width = context.size.columns
    let lesson = lessonLines(state, screen: context.screen, width: width)
    let size = TerminalSize(columns: width, rows: max(1, context.size.rows - lesson.count))
    let frame: [Line]
    if let profile = state.profile {
      frame = ProfileScreenView(
        state: profile, alertFocus: context.screen.dialogFocus, tick: context.tick
      ).lines(size: size)
    } else {
      frame = ShoppingView(
        state: state.productList, productSelection: context.screen.productSelection,
        cartSelection: context.screen.cartSelection, alertFocus: context.screen.dialogFocus,
        tick: context.tick
      ).lines(size: size)
    }
    return frame + lesson
  }

  /// Three lines under the screens: what is presented, and what the main key sends.
  private static func lessonLines(
    _ state: SheetsAppDomain.State, screen: ShoppingScreen, width: Int
  ) -> [Line] {
    var lines = [Line(" " + presented(state), style: .bold).truncated(toWidth: width)]
    if let (key, action) = mainAction(state, screen: screen) {
      lines.append(Line(" \(key) sends:", style: .dim))
      lines.append(Line("   " + action, style: .color(.cyan)).truncated(toWidth: width))
    } else {
      lines += [
        Line(" On its way: Esc closes it, and ifLet cancels the request.", style: .dim), .empty,
      ]
    }
    return lines
  }

  /// What the optional and presented state hold, e.g. `profile: open · destination: .alert`.
  private static func presented(_ state: SheetsAppDomain.State) -> String {
    if let profile = state.profile {
      let destination =
        switch profile.destination {
        case nil: "nil"
        case .editProfile: ".editProfile"
        case .alert: ".alert"
        }
      return "profile: open · destination: \(destination)"
    }
    guard let cart = state.productList.cartState else { return "profile: nil · cartState: nil" }
    return "cartState: presented · alert: \(cart.alert == nil ? "nil" : "shown")"
  }

  /// The key that does the main thing now, and the action it sends, as the log will show it.
  private static func mainAction(
    _ state: SheetsAppDomain.State, screen: ShoppingScreen
  ) -> (String, String)? {
    let action: SheetsAppDomain.Action
    let key: String
    if let open = OpenAlert(state), let tapped = open.tap(open.focused(screen.dialogFocus)) {
      (key, action) = ("Enter", tapped)
    } else if SheetsKeys.isForm(state, screen) {
      (key, action) = (
        "Enter", .profile(.destination(.presented(.editProfile(.view(.saveButtonTapped)))))
      )
    } else if SheetsKeys.isProfile(state, screen) {
      (key, action) = ("e", .profile(.editButtonTapped))
    } else if SheetsKeys.isCart(state, screen) {
      (key, action) = ("c", .productList(.cart(.presented(.view(.didPressCloseButton)))))
    } else if SheetsKeys.isList(state, screen) {
      (key, action) = ("c", .productList(.setCartView(isPresented: true)))
    } else {
      return nil
    }
    return (key, shortDump(action))
  }

  /// The action as the log prints it, without the `SheetsAppDomain.Action` in front.
  private static func shortDump(_ action: SheetsAppDomain.Action) -> String {
    let dump = customDump(action)
    let prefix = "SheetsAppDomain.Action"
    return dump.hasPrefix(prefix) ? String(dump.dropFirst(prefix.count)) : dump
  }
}
