/// Whether the app runs inside the kit's menu (started from a chapter's page) rather than on its
/// own: there, quitting it (q, or Ctrl-C) goes back to the menu, and the footer and help say so.
@MainActor
public enum LaunchedFromMenu {
  /// True while the kit's menu runs an app; the kit sets it around the run.
  public static var isActive = false
}
