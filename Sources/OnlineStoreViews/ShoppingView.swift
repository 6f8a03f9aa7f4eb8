import OnlineStore
import TerminalUI

/// The store's shopping screens layered as iOS shows them: the product list; the cart sheet
/// over it while `cartState` is presented; the busy overlay while the order is sent; the cart's
/// alert as a dialog box on top, with one button focused.
public struct ShoppingView {
  /// The product list's state, with the cart in `cartState`.
  public let state: ProductListDomain.State
  /// The selected product row.
  public let productSelection: Int
  /// The selected cart row.
  public let cartSelection: Int
  /// The focused button of the alert, if one is shown.
  public let alertFocus: DialogFocus
  /// The animation tick, for spinners.
  public let tick: Int

  /// The screens for `state`, with the selections and the alert's focus of the screen.
  public init(
    state: ProductListDomain.State, productSelection: Int, cartSelection: Int,
    alertFocus: DialogFocus, tick: Int = 0
  ) {
    self.state = state
    self.productSelection = productSelection
    self.cartSelection = cartSelection
    self.alertFocus = alertFocus
    self.tick = tick
  }

  /// The frame in `size`: exactly `size.rows` lines.
  public func lines(size: TerminalSize) -> [Line] {
    var frame = ProductListLines(state: state, selection: productSelection, tick: tick)
      .lines(size: size)
    frame += Array(repeating: Line.empty, count: max(0, size.rows - frame.count))
    guard let cart = state.cartState else { return Array(frame.prefix(size.rows)) }
    frame = CartListLines(state: cart, selection: cartSelection).lines(over: frame, size: size)
    if cart.isRequestInProcess {
      frame = SendingOrderOverlay(tick: tick).lines(over: frame, size: size)
    }
    if let alert = cart.alert {
      let focused = alertFocus.focused(in: alert.id, buttonCount: alert.buttons.count)
      frame = Dialog(alert: alert, focused: focused).lines(over: frame, size: size)
    }
    return frame
  }
}
