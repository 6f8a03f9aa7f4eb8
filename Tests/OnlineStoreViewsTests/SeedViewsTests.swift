import Composable
import Foundation
import OnlineStore
import TerminalUI
import TestTags
import Testing

/// The seed README's SwiftUI views, as the seed writes them, with only the dialect table's rows
/// (an action's case where TCA takes a case key path), the kit's domain names and the seed's own
/// slips fixed: they compile against `TerminalUI` and work in a `ViewHost`. If this file stops
/// compiling, the kit no longer speaks the seed's view code.
@MainActor
@Suite("The seed's SwiftUI views", .tags(.app))
struct SeedViewsTests {
  @Test("the counter's ContentView: padded blue buttons send the actions")
  func contentView() {
    let store = Store(initialState: SeedCounter.State()) { SeedCounter() }
    let host = ViewHost(Seed.ContentView(store: store), columns: 40, rows: 7)

    host.tap("+")
    host.tap("+")
    host.tap("-")

    #expect(store.counter == 1)
    #expect(host.screen.contains("1"))
  }

  @Test("the list: ForEach over store.scope, each cell scoping its button; the sheet with a toolbar")
  func listAndSheet() throws {
    let catalog = try EmbeddedCatalog.products()
    let store = Store(
      initialState: ProductListDomain.State(
        dataLoadingStatus: .success,
        productList: IdentifiedArray(
          uniqueElements: catalog.prefix(2).enumerated().map { index, product in
            ProductDomain.State(id: UUID(index), product: product)
          }))
    ) {
      ProductListDomain()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    let host = ViewHost(Seed.ProductList(store: store), columns: 60, rows: 12)

    host.tap("Add to Cart")
    #expect(store.productList[id: UUID(0)]?.count == 1)
    #expect(!host.screen.contains("╭─ Cart ─"))
    host.tap("Go to Cart")
    #expect(store.cartState != nil)
    // The sheet is drawn: its navigation title on its border, the cart's Pay inside it.
    #expect(host.screen.contains("╭─ Cart ─"))
    #expect(host.screen.contains("Pay"))
    host.tap("Close")
    #expect(store.cartState == nil)
    #expect(!host.screen.contains("╭─ Cart ─"))
  }

  @Test("the older sheet: isPresented bound to a derived field with .sending, the cart inside")
  func sheetIsPresented() {
    let store = Store(initialState: ProductListDomain.State()) { ProductListDomain() }
    let host = ViewHost(Seed.ProductListWithOptionalSheet(store: store), columns: 60, rows: 12)

    host.tap("Go to Cart")
    #expect(host.screen.contains("Pay"))
    host.press(.escape)  // writes false: sends setCartView(isPresented: false)

    #expect(store.cartState == nil)
  }

  @Test("@Perception.Bindable with $store fields, and a TabView tapped by its items' text")
  func bindableAndTabs() {
    let form = Store(initialState: EditProfileDomain.State(profile: .default)) {
      EditProfileDomain()
    }
    let formHost = ViewHost(Seed.MainView(store: form), columns: 40, rows: 6)
    formHost.type("ann")
    #expect(form.username == "ann")

    let root = Store(initialState: RootDomain.State()) { RootDomain() } withDependencies: {
      $0.apiClient = .offline(delay: .zero)
    }
    let rootHost = ViewHost(Seed.RootView(store: root), columns: 60, rows: 10)
    rootHost.tap("Profile")
    #expect(root.selectedTab == .profile)
  }

  @Test("a ViewActionSending view: send(.didPressPayButton) sends .view(.didPressPayButton)")
  func viewAction() {
    let store = Store(initialState: CartListDomain.State(cartItems: [])) { CartListDomain() }
    let host = ViewHost(Seed.CartListView(store: store), columns: 60, rows: 12)

    host.tap("Pay")

    #expect(store.alert != nil)
    #expect(host.screen.contains("Confirm your purchase"))
  }
}

/// The seed's counter domain, under the seed's names.
struct SeedCounter: Reducer {
  struct State: Equatable { var counter = 0 }
  enum Action: Equatable { case increaseCounter, decreaseCounter }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.counter += action == .increaseCounter ? 1 : -1
    return .none
  }
}

extension ProductListDomain.State {
  /// The seed's `shouldOpenCart`, derived from the kit's presented cart.
  var shouldOpenCart: Bool { cartState != nil }
}

/// The seed's views, in the seed's words.
enum Seed {
  struct ContentView: View {
    let store: StoreOf<SeedCounter>

    var body: some View {
      WithPerceptionTracking {
        HStack {
          Button {
            store.send(.decreaseCounter)
          } label: {
            Text("-")
              .padding(10)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(10)
          }
          .buttonStyle(.plain)

          Text(store.counter.description)
            .padding(5)

          Button {
            store.send(.increaseCounter)
          } label: {
            Text("+")
              .padding(10)
              .background(.blue)
              .foregroundColor(.white)
              .cornerRadius(10)
          }
          .buttonStyle(.plain)
        }
      }
    }
  }

  struct ProductCell: View {
    let store: StoreOf<ProductDomain>

    var body: some View {
      WithPerceptionTracking {
        HStack {
          Text(store.product.title).lineLimit(1)
          AddToCartButton(
            store: self.store.scope(
              state: \.addToCartState,
              action: ProductDomain.Action.addToCart
            )
          )
        }
      }
    }
  }

  struct AddToCartButton: View {
    let store: StoreOf<AddToCartDomain>

    var body: some View {
      if store.count > 0 {
        HStack {
          Button("-") { store.send(.didTapMinusButton) }
          Text("\(store.count)")
          Button("+") { store.send(.didTapPlusButton) }
        }
      } else {
        Button("Add to Cart") { store.send(.didTapPlusButton) }
      }
    }
  }

  struct ProductList: View {
    @Perception.Bindable var store: StoreOf<ProductListDomain>

    var body: some View {
      VStack {
        Button("Go to Cart") { store.send(.setCartView(isPresented: true)) }
        List {
          ForEach(
            self.store.scope(
              state: \.productList,
              action: ProductListDomain.Action.product
            ),
            id: \.id
          ) { rowStore in
            // The seed writes `ProductCell(store: $0)` inside WithPerceptionTracking's closure,
            // which has no argument: a slip Swift rejects, fixed by naming the row's store.
            WithPerceptionTracking {
              ProductCell(store: rowStore)
            }
          }
        }
      }
      .sheet(
        item: $store.scope(
          state: \.cartState,
          action: ProductListDomain.Action.cart
        )
      ) { store in
        CartListView(store: store)
          .navigationTitle("Cart")
          .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
              Button {
                self.store.send(.closeCart)
              } label: {
                Text("Close")
              }
            }
          }
      }
    }
  }

  struct ProductListWithOptionalSheet: View {
    @Perception.Bindable var store: StoreOf<ProductListDomain>

    var body: some View {
      Button("Go to Cart") { store.send(.setCartView(isPresented: true)) }
        .sheet(
          isPresented: $store.shouldOpenCart.sending(ProductListDomain.Action.setCartView(isPresented:))
        ) {
          if let store = store.scope(
            state: \.cartState,
            action: ProductListDomain.Action.cart
          ) {
            CartListView(store: store)
          }
        }
    }
  }

  struct CartListView: View, ViewActionSending {
    let store: StoreOf<CartListDomain>

    var body: some View {
      Button {
        send(.didPressPayButton)
      } label: {
        Text("Pay")
      }
      .alert(store: store.scope(state: \.$alert, action: CartListDomain.Action.alert))
    }
  }

  struct MainView: View {
    @Perception.Bindable var store: StoreOf<EditProfileDomain>

    var body: some View {
      WithPerceptionTracking {
        VStack {
          TextField("Username", text: $store.username)
          TextField("Email", text: $store.email)
        }
      }
    }
  }

  struct RootView: View {
    @Perception.Bindable var store: StoreOf<RootDomain>

    var body: some View {
      WithPerceptionTracking {
        TabView(
          selection: $store.selectedTab.sending(RootDomain.Action.tabSelected)
        ) {
          ProductList(
            store: self.store.scope(
              state: \.productListState,
              action: RootDomain.Action.productList
            )
          )
          .tabItem {
            Image(systemName: "list.bullet")
            Text("Products")
          }
          .tag(RootDomain.Tab.products)
          Text("Profile of \(store.profileState.profile.username)")
            .tabItem {
              Image(systemName: "person.fill")
              Text("Profile")
            }
            .tag(RootDomain.Tab.profile)
        }
      }
    }
  }
}
