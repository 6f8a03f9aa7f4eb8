import TerminalUI
import TestTags
import Testing

/// `Binding.animation(_:)`, as Point-Free's animations case study writes its toggle.
@MainActor
@Suite("Binding.animation(_:)", .tags(.terminalUI))
struct AnimatedBindingTests {
  @Test("an animated binding writes as the binding does")
  func animatedToggle() {
    let isCircleScaled = Recorded(false)
    let host = ViewHost(
      Toggle(
        "Big mode",
        isOn: isCircleScaled.binding.animation(.interactiveSpring(response: 0.25, dampingFraction: 0.1))))

    #expect(host.screen.contains("[ ] Big mode"))
    host.press(.enter)
    #expect(isCircleScaled.value)
    #expect(host.screen.contains("[x] Big mode"))
  }
}
