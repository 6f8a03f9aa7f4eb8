/// The recording's own state: the commands of the session, the file and folder they go to, and what the
/// waits between commands are measured by (the effects still running, the actions the log held
/// after the last command, and when it was recorded).
struct SessionRecording {
  /// The commands of the session so far, and the file they are saved to.
  var recorder = SessionRecorder()
  /// Where `S` saves a session that has no file yet (`TerminalApp.sessionFolder`).
  var folder = "Sessions"
  /// How many sends still have effects running.
  var runningEffects = 0
  /// How many actions the log held right after the last recorded command: more now means
  /// effects sent actions back since.
  var entriesAfterLastCommand = 0
  /// When the last command was recorded: how long a running effect had to send its actions.
  var lastCommandTime = ContinuousClock.now
}
