import Composable
import TestTags
import Testing

@testable import TerminalUI

/// SwiftUI modifiers a terminal has no meaning for compile and change nothing; system colours
/// map to terminal colours, `.primary` to none.
@MainActor
@Suite("accepted modifiers", .tags(.terminalUI))
struct AcceptedModifierTests {
  /// A form that uses every accepted modifier.
  private struct DecoratedForm: View {
    @Bindable var store: StoreOf<ModifierForm>

    var body: some View {
      VStack {
        Text("Balance: 42").monospacedDigit().font(.body.monospacedDigit())
        TextField("Name", text: $store.name)
          .disableAutocorrection(true)
          .autocorrectionDisabled()
          .textInputAutocapitalization(.never)
          .textFieldStyle(.roundedBorder)
        Button("Save") {}
          .tint(.indigo)
          .contentShape(Rectangle())
          .accessibilityLabel("Save the form")
          .accessibilityLabel(Text("Save"))
        Image(systemName: "star").symbolVariant(.fill)
      }
      .navigationBarTitleDisplayMode(.inline)
      .transition(.move(edge: .bottom).combined(with: .opacity))
      .transition(.asymmetric(insertion: .slide, removal: .scale))
      .animation(.spring(), value: store.name)
      .animation(.easeInOut)
      .clipped()
      .clipShape(RoundedRectangle(cornerRadius: 8))
      .shadow(radius: 4)
      .shadow(color: .primary, radius: 2, x: 1, y: 1)
    }
  }

  /// The same form with none of them.
  private struct PlainForm: View {
    @Bindable var store: StoreOf<ModifierForm>

    var body: some View {
      VStack {
        Text("Balance: 42")
        TextField("Name", text: $store.name)
        Button("Save") {}
        Image(systemName: "star")
      }
    }
  }

  @Test("a form with every accepted modifier draws and types as the same form without them")
  func acceptedModifiersChangeNothing() {
    let decoratedStore = Store(initialState: ModifierForm.State()) { ModifierForm() }
    let plainStore = Store(initialState: ModifierForm.State()) { ModifierForm() }
    let decorated = ViewHost(DecoratedForm(store: decoratedStore), columns: 40, rows: 8)
    let plain = ViewHost(PlainForm(store: plainStore), columns: 40, rows: 8)
    #expect(decorated.screen == plain.screen)

    decorated.type("Ada")
    plain.type("Ada")
    #expect(decoratedStore.name == "Ada")
    #expect(decorated.screen == plain.screen)
  }

  @Test("Color.primary sets no colour, so an outer colour stops there; other system colours are terminal colours")
  func systemColours() throws {
    let view = VStack { Text("plain").foregroundStyle(.primary) }.foregroundStyle(.red)
    let lines = ViewRuntime { view }.render(size: TerminalSize(columns: 20, rows: 1), tick: 0)
    let span = try #require(lines.flatMap(\.spans).first { $0.text == "plain" })
    #expect(span.style.foreground == .primary)
    #expect(span.style.parameters.isEmpty)
    for colour in [Color.indigo, .teal, .mint, .brown, .tertiary] {
      #expect(!Style(foreground: colour).parameters.isEmpty)
    }
  }
}

/// A form with one bound field, for the modifiers of its text field.
struct ModifierForm: Reducer {
  struct State: Equatable {
    var name = ""
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}
