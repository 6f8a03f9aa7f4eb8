extension View {
  /// Presents `content` over this view as a sheet while `item` holds a value: with TCA,
  /// `.sheet(item: $store.scope(state: \.cart, action: Feature.Action.cart)) { store in … }`.
  /// Esc closes it by writing nil, which sends `.dismiss`.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    modified { nodes, context in
      guard let presented = item.wrappedValue else { return nodes }
      var sheetContext = context.child("sheet").child(presented.id)
      let close: @MainActor () -> Void = {
        item.wrappedValue = nil
        onDismiss?()
      }
      sheetContext.dismiss = close
      let layer = Layer(
        identity: sheetContext.identity, kind: .sheet,
        content: resolve(content(presented), in: sheetContext), escape: close, escapeSummary: "close")
      return [.presenting(nodes, layer)]
    }
  }

  /// Presents `content` over this view as a sheet while `isPresented` is true; Esc writes false.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    modified { nodes, context in
      guard isPresented.wrappedValue else { return nodes }
      var sheetContext = context.child("sheet")
      let close: @MainActor () -> Void = {
        isPresented.wrappedValue = false
        onDismiss?()
      }
      sheetContext.dismiss = close
      let layer = Layer(
        identity: sheetContext.identity, kind: .sheet,
        content: resolve(content(), in: sheetContext), escape: close, escapeSummary: "close")
      return [.presenting(nodes, layer)]
    }
  }
}
