import Composable

/// The tasks of the actions an app sent: those whose effects may still run (what
/// `finishEffects()` and a script's `wait` await), and those the view sent while the current key
/// was handled (what the key's result carries).
struct SentTasks {
  /// The tasks tracked since the last wait for them.
  var inFlight: [StoreTask] = []
  /// The tasks of the actions the view sent while handling the current key.
  var byView: [StoreTask] = []
}
