extension View {
  /// Presents `content` while `item` holds a value, as SwiftUI's popover: drawn as a sheet (a
  /// terminal has no arrow to point with); Esc writes nil.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Presents `content` while `isPresented` is true, drawn as a sheet; Esc writes false.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// Presents `content` over the whole screen while `item` holds a value, drawn as a sheet;
  /// Esc writes nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` over the whole screen while `isPresented` is true, drawn as a sheet;
  /// Esc writes false.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
  }
}
