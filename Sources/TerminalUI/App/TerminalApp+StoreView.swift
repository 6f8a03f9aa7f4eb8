import Composable

extension TerminalApp {
  /// An app whose view reads its store, as a SwiftUI view does, rather than a copy of the state:
  /// the view can then hand each part of the screen a child store made with `store.scope`
  /// (`ProductCell(store: store.scope(state: …, action: …))`). The context still brings the
  /// screen state, the size and the animation tick; its `state` is the store's state. While time
  /// travel shows a past step, the view gets a store holding that step's state.
  public convenience init<R: Reducer>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil,
    screen: ScreenState, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12),
    isBusy: @escaping (State) -> Bool = { _ in false },
    keys: [KeyBinding<State, Action, ScreenState>], demo: [DemoStep] = [],
    storeView: @escaping (Store<State, Action>, ViewContext<State, ScreenState>) -> [Line]
  ) where R.State == State, R.Action == Action {
    let holder = StoreHolder<State, Action>()
    self.init(
      chapter: chapter, title: title, initialState: initialState, reducer: reducer,
      withDependencies: withDependencies, screen: screen, chapterText: chapterText,
      minimumSize: minimumSize, isBusy: isBusy, keys: keys, demo: demo,
      view: { context in holder.store?().map { storeView($0, context) } ?? [] })
    holder.store = { [weak self] in self?.displayedStore }
  }
}

/// Where a store-reading view finds its store once the app is made: the app's, or the past's.
@MainActor
private final class StoreHolder<State, Action> {
  var store: (() -> Store<State, Action>?)?
}
