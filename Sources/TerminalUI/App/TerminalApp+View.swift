import Composable

extension TerminalApp where ScreenState == NoScreenState {
  /// An app whose screen is a view in SwiftUI's shape, made from the app's store:
  /// `TerminalApp(title: …, initialState: …, reducer: CounterDomain()) { CounterView(store: $0) }`.
  /// The view's buttons, fields and presentations are the whole interaction: no key map. While
  /// time travel shows a past step, the view gets a store holding that step's state.
  public convenience init<R: Reducer, Content: View>(
    chapter: Int? = nil, title: String, initialState: State, reducer: R,
    withDependencies: ((inout DependencyValues) -> Void)? = nil, chapterText: String? = nil,
    minimumSize: TerminalSize = TerminalSize(columns: 50, rows: 12),
    demo: [DemoStep] = [],
    @ViewBuilder content: @escaping (Store<State, Action>) -> Content
  ) where R.State == State, R.Action == Action {
    let holder = ViewRuntimeHolder()
    self.init(
      chapter: chapter, title: title, initialState: initialState, reducer: reducer,
      withDependencies: withDependencies, screen: NoScreenState(), chapterText: chapterText,
      minimumSize: minimumSize, keys: [], demo: demo,
      view: { context in holder.runtime?.render(size: context.size, tick: context.tick) ?? [] })
    let viewStore = store.reportingTasks { [weak self] task in
      self?.track(task)
      self?.tasksSentByView.append(task)
    }
    let runtime = ViewRuntime { [weak self] in
      guard let self else { return EmptyView() as any View }
      return content(self.viewedStep == nil ? viewStore : self.displayedStore) as any View
    }
    holder.runtime = runtime
    viewRuntime = runtime
  }
}

extension TerminalApp {
  /// Runs `body`, which may make the view send actions; the result a key would have: the tasks
  /// of what was sent, handled when nothing was, nil when `body` took nothing.
  func sendingFromView(_ body: () -> Bool) -> KeyResult? {
    tasksSentByView = []
    guard body() else { return nil }
    defer { tasksSentByView = [] }
    return tasksSentByView.isEmpty ? .handled : .sent(tasksSentByView)
  }

  /// Draws the view until nothing more appears, so that what `.onAppear` and `.task` sent is on
  /// the frame a script prints.
  func settleView(size: TerminalSize) {
    viewRuntime?.settle { _ = frame(size: size) }
  }
}

/// Where the view's content closure finds the runtime once the app is made.
@MainActor
private final class ViewRuntimeHolder {
  var runtime: ViewRuntime?
}
