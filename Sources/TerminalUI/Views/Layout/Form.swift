/// A form: a list of fields and toggles, as SwiftUI's `Form`, drawn as a `List`.
public struct Form<Content: View>: View {
  let content: Content

  /// A form of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    List { content }
  }
}
