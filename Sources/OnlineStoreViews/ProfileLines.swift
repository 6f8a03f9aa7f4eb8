import OnlineStore
import TerminalUI

/// The Profile screen of the store, drawn from a `ProfileDomain.State`: the full name
/// (capitalised), the username and the email with Edit and Restore, a spinner while loading, or
/// the error with Retry.
///
/// ```
///  Profile
/// ──────────────────────────────────────────────────────────────────────────────
///  John Doe
///
///    Username  johnd
///    Email     john@gmail.com
///
///  [ Edit ]  [ Restore ]
/// ```
public struct ProfileLines {
  /// The profile's state.
  public let state: ProfileDomain.State
  /// The animation tick, for the spinner.
  public let tick: Int

  /// The screen drawn from `state`.
  public init(state: ProfileDomain.State, tick: Int = 0) {
    self.state = state
    self.tick = tick
  }

  /// The screen in `size`: the heading, then the profile, its loading state or its error.
  public func lines(size: TerminalSize) -> [Line] {
    var lines = [
      Line(" Profile", style: .bold),
      Line(String(repeating: "─", count: size.columns), style: .dim),
    ]
    switch state.dataLoadingStatus {
    case .notStarted:
      lines.append(Line(" Nothing loaded yet.", style: .dim))
    case .loading:
      lines.append(Spinner(tick: tick, label: "Loading the profile…").line.indented(by: 1))
    case .error:
      lines += [
        Line(" ✗ ", style: .color(.red)) + Line("The profile could not be loaded.", style: .bold),
        .empty,
        Line("   ") + Line("[ Retry ]", style: .bold),
      ]
    case .success:
      let profile = state.profile
      lines += [
        Line(" " + fullName(of: profile), style: .bold), .empty,
        Line("   Username  ", style: .dim) + Line(profile.username),
        Line("   Email     ", style: .dim) + Line(profile.email), .empty,
        Line(" ") + Line("[ Edit ]", style: .bold) + "  "
          + Line("[ Restore ]", style: Style(bold: true, foreground: .red)),
      ]
    }
    return lines.map { $0.truncated(toWidth: size.columns) }
  }

  /// "John Doe": the first and last names, each capitalised.
  private func fullName(of profile: UserProfile) -> String {
    [profile.firstName, profile.lastName].filter { !$0.isEmpty }.map(\.capitalized)
      .joined(separator: " ")
  }
}
