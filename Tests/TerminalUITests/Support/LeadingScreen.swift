import TerminalUI

/// A test app's screen at the top leading corner rather than centred, so a test reads its rows
/// from the first column: the content, then a spacer that takes the rest of the width.
struct LeadingScreen<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    HStack(spacing: 0) {
      content
      Spacer()
    }
  }
}
