import Composable

/// The tasks of the actions an app sent: those whose effects may still run (what `wait` awaits),
/// and those the view sent while the current key was handled (what the key's result carries).
@MainActor
final class SentTasks {
  /// The tasks tracked since the last wait for them.
  private var inFlight: [StoreTask] = []
  /// The tasks of the actions the view sent while handling the current key.
  private var byView: [StoreTask] = []

  /// Tracks a send's effects: `finishAll()` waits for them.
  func track(_ task: StoreTask) {
    if !task.isCancelled { inFlight.append(task) }
  }

  /// Tracks a task the view sent while a key is handled.
  func trackFromView(_ task: StoreTask) {
    track(task)
    byView.append(task)
  }

  /// Waits until the effects of every send tracked so far have finished.
  func finishAll() async {
    while !inFlight.isEmpty {
      let tasks = inFlight
      inFlight = []
      for task in tasks { await task.finish() }
    }
  }

  /// Runs `body`, which may make the view send actions; the result a key would have: the tasks
  /// of what was sent, handled when nothing was, nil when `body` took nothing.
  func collectingFromView(_ body: () -> Bool) -> KeyResult? {
    byView = []
    guard body() else { return nil }
    defer { byView = [] }
    return byView.isEmpty ? .handled : .sent(byView)
  }
}
