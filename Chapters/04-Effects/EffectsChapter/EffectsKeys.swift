import OnlineStore
import TerminalUI

/// The keys: Tab switches screens; on the Counter tab `+` `-` `f` `t`; on the Products tab the
/// selection and Retry.
enum EffectsKeys {
  typealias Binding = KeyBinding<EffectsAppDomain.State, EffectsAppDomain.Action, EffectsScreen>

  /// The bindings, in the order the footer and help list them.
  static func all() -> [Binding] {
    [
      .send(
        .character("+"), command: "increment", summary: "add",
        action: .counter(.incrementButtonTapped), when: on(.counter)),
      .send(
        .character("-"), command: "decrement", summary: "take",
        action: .counter(.decrementButtonTapped), when: on(.counter)),
      .send(
        .character("f"), command: "fact", summary: "fact", action: .counter(.factButtonTapped),
        when: on(.counter)),
      .send(
        .character("t"), command: "timer", summary: "timer",
        action: .counter(.toggleTimerButtonTapped), when: on(.counter)),
      Binding([.up, .character("k")], command: "up", summary: "prev", when: productsLoaded) {
        _, screen in
        screen.productSelection = max(0, screen.productSelection - 1)
        return .handled
      },
      Binding([.down, .character("j")], command: "down", summary: "next", when: productsLoaded) {
        state, screen in
        screen.productSelection = min(
          max(0, state.productList.productList.count - 1), screen.productSelection + 1)
        return .handled
      },
      .send(
        .enter, command: "retry", summary: "retry", action: .productList(.fetchProducts),
        when: { state, screen in screen.tab == .products && state.productList.shouldShowError }),
      Binding([.tab, .shiftTab], command: "tab", summary: "switch tab", showsInFooter: false) {
        state, screen in
        screen.tab = screen.tab == .counter ? .products : .counter
        // Like SwiftUI's `.task` on the list: load when it first appears.
        guard screen.tab == .products, state.productList.dataLoadingStatus == .notStarted else {
          return .handled
        }
        return .send(.productList(.fetchProducts))
      },
    ]
  }

  /// When a binding works: a test of the state and the screen.
  typealias Availability = (EffectsAppDomain.State, EffectsScreen) -> Bool

  private static func on(_ tab: EffectsScreen.Tab) -> Availability {
    { _, screen in screen.tab == tab }
  }

  private static func productsLoaded(_ state: EffectsAppDomain.State, _ screen: EffectsScreen) -> Bool {
    screen.tab == .products && !state.productList.productList.isEmpty
  }
}
