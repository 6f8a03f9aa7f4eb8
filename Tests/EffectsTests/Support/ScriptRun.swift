import TerminalUI

/// What a script run printed: the exit code, the output, the errors.
struct ScriptRun {
  let code: Int32
  let output: String
  let errors: String

  /// Runs `script` on `app` in script mode, as `effects --script FILE` would.
  @MainActor
  init<State, Action, Screen>(
    _ app: TerminalApp<State, Action, Screen>, _ script: [String],
    size: TerminalSize = .standard
  ) async {
    var output: [String] = []
    var errors: [String] = []
    code = await app.runScript(
      script, size: size, output: { output.append($0) }, errorOutput: { errors.append($0) })
    self.output = output.joined(separator: "\n")
    self.errors = errors.joined(separator: "\n")
  }

  /// The part of the output a script line produced: from its `── n: command` heading to the
  /// next heading.
  func step(_ number: Int) -> String {
    let lines = output.components(separatedBy: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("── \(number): ") }) else { return "" }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("── ") } ?? lines.count
    return lines[start..<end].joined(separator: "\n")
  }

  /// The last frame printed, one string per screen row, without the `│` border.
  var lastFrame: [String] {
    let lines = output.components(separatedBy: "\n")
    guard let top = lines.lastIndex(where: { $0.hasPrefix("┌") }) else { return [] }
    return lines[(top + 1)...].prefix { !$0.hasPrefix("└") }.map { String($0.dropFirst()) }
  }
}
