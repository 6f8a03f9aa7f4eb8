import Composable
import ComposableTesting
import Foundation
import OnlineStore
import OnlineStoreViews
import TerminalUI

/// Every benchmark, in the order the report lists them.
public var allBenchmarks: [Benchmark] {
  [
    sendLeaf, sendDeep, sendDeepInTask, sendStack, baselineDeep, extract, baselineExtract, scope, effects, testStore,
    render, renderAfterTap, renderAfterKey,
  ]
}

/// One tap into a store of the leaf feature.
var sendLeaf: Benchmark {
  Benchmark("send.leaf", summary: "didTapPlusButton into a Store of AddToCartDomain") {
    let store = Store(initialState: AddToCartDomain.State()) { AddToCartDomain() }
    return PreparedBenchmark(operation: .sync { times in for _ in 0..<times { store.send(.didTapPlusButton) } }) { runs in
      mismatch("count", expected: runs, actual: store.count)
    }
  }
}

/// The same tap from the root of the whole app, through scope → forEach → scope, and a tab switch,
/// sent outside any task, as an app's event handler sends it.
var sendDeep: Benchmark {
  deepTap("send.deep", summary: "the tap from RootDomain (20 products) + tabSelected", inTask: false)
}

/// The deep tap sent from inside a task, as a `.run` effect or a test sends it: the task's own
/// allocator then holds the dependencies each child reduces with.
var sendDeepInTask: Benchmark {
  deepTap("send.deep.in-task", summary: "send.deep, sent from inside a task", inTask: true)
}

/// A benchmark of the deep tap and tab switch into a store of `RootDomain`, sent from inside a
/// task (an asynchronous operation) or outside any (a synchronous one).
private func deepTap(_ name: String, summary: String, inTask: Bool) -> Benchmark {
  Benchmark(name, summary: summary, baseline: "baseline.deep") {
    let store = Store(initialState: loadedRootState()) { RootDomain() }
    let id = UUID(7)
    @MainActor func tap() {
      store.send(.productList(.product(.element(id: id, action: .addToCart(.didTapPlusButton)))))
      store.send(.tabSelected(.products))
    }
    let operation: BenchmarkOperation =
      inTask ? .async { tap() } : .sync { times in for _ in 0..<times { tap() } }
    return PreparedBenchmark(operation: operation) { runs in
      mismatch("count of row 7", expected: runs, actual: store.productListState.productList[id: id]?.count)
    }
  }
}

/// The same state shape and mutation written by hand: the limit.
var baselineDeep: Benchmark {
  Benchmark("baseline.deep", summary: "the same mutation by hand: structs, a switch, an index") {
    let rows = catalog.enumerated().map { BaselineProductRow(id: UUID($0.offset), product: $0.element) }
    let box = Box(BaselineRoot(productList: BaselineProductList(rows: rows)))
    let id = UUID(7)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times {
          reduceBaseline(&box.value, .productList(.product(id: id, .didTapPlusButton)))
          reduceBaseline(&box.value, .tabSelected(0))
        }
      }
    ) { runs in
      mismatch("count of row 7", expected: runs, actual: box.value.productList.rows[7].count)
    }
  }
}

/// Case extraction from an embed function, the kit's replacement for case key paths.
var extract: Benchmark {
  Benchmark("extract", summary: "CaseExtractor(RootDomain.Action.productList)", baseline: "baseline.extract") {
    let extractor = CaseExtractor(RootDomain.Action.productList)
    let action = RootDomain.Action.productList(.fetchProducts)
    let found = Box(0)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times where extractor.extract(from: action) != nil { found.value += 1 }
      }
    ) { runs in mismatch("extractions", expected: runs, actual: found.value) }
  }
}

/// The same extraction written as a pattern match.
var baselineExtract: Benchmark {
  Benchmark("baseline.extract", summary: "if case let .productList(…) = action") {
    let action = Box(RootDomain.Action.productList(.fetchProducts))
    let found = Box(0)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times { if case .productList = action.value { found.value += 1 } }
      }
    ) { runs in mismatch("extractions", expected: runs, actual: found.value) }
  }
}

/// Deriving a child store and reading its state.
var scope: Benchmark {
  Benchmark("scope", summary: "store.scope to the product list, read its rows") {
    let store = Store(initialState: loadedRootState()) { RootDomain() }
    let rowsSeen = Box(0)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times {
          let child = store.scope(state: \.productListState, action: RootDomain.Action.productList)
          rowsSeen.value += child.productList.count
        }
      }
    ) { runs in mismatch("rows read", expected: runs * catalog.count, actual: rowsSeen.value) }
  }
}

/// A `.run` effect that sends one action back, round trip through the store.
var effects: Benchmark {
  Benchmark("effects", summary: ".run that sends one action back, awaited") {
    let store = Store(initialState: PingPong.State()) { PingPong() }
    return PreparedBenchmark(operation: .async { await store.send(.ping).finish() }) { runs in
      mismatch("pongs", expected: runs, actual: store.pongs)
    }
  }
}

/// One exhaustive send and receive pair on the test store.
var testStore: Benchmark {
  Benchmark("teststore", summary: "TestStore send + receive, exhaustive") {
    let store = TestStore(initialState: SendBack.State()) { SendBack() }
    return PreparedBenchmark(
      operation: .async {
        await store.send(.send)
        await store.receive(.sentBack) { $0.received += 1 }
      }
    ) { runs in mismatch("received", expected: runs, actual: store.state.received) }
  }
}

/// A frame of chapter 2's product list of 20 products through the view engine alone, no action
/// sent: `ProductListView` resolved, laid out and drawn, with the app's header and footer (the
/// engine keeps nothing between frames, so each one does all of it), and diffed with the last.
var render: Benchmark {
  Benchmark("render", summary: "a frame of ProductListView of 20 products through the view engine") {
    let app = productListApp()
    let renderer = Box(Renderer(styleSupport: .plain))
    let size = TerminalSize(columns: 100, rows: 30)
    let fullFrames = Box(0)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times {
          let frame = app.frame(size: size)
          _ = renderer.value.render(frame, size: size)
          if frame.count == size.rows { fullFrames.value += 1 }
        }
      }
    ) { runs in mismatch("frames of \(size.rows) rows", expected: runs, actual: fullFrames.value) }
  }
}

/// The same frame after a tap on another row's `+` sent through the app's store: the send, with
/// the action log's dump and diff of the whole state, and then the frame.
var renderAfterTap: Benchmark {
  Benchmark("render.after-tap", summary: "a tap through the app's store and its action log, then the render frame") {
    let app = productListApp()
    let renderer = Box(Renderer(styleSupport: .plain))
    let size = TerminalSize(columns: 100, rows: 30)
    let written = Box(0)
    let ids = app.store.productList.ids
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times {
          let id = ids[app.log.entries.count % ids.count]
          app.store.send(.product(.element(id: id, action: .addToCart(.didTapPlusButton))))
          let output = renderer.value.render(app.frame(size: size), size: size)
          if !output.isEmpty { written.value += 1 }
        }
      }
    ) { runs in mismatch("frames that changed", expected: runs, actual: written.value) }
  }
}

/// A key press as the learner makes one, Tab moving the focus to the next control (wrapping
/// around at the last), through the app's keys and the view's focus, then the frame it changed.
var renderAfterKey: Benchmark {
  Benchmark("render.after-key", summary: "Tab through the app's keys and the view's focus, then the render frame") {
    let app = productListApp()
    let renderer = Box(Renderer(styleSupport: .plain))
    let size = TerminalSize(columns: 100, rows: 30)
    let written = Box(0)
    return PreparedBenchmark(
      operation: .sync { times in
        for _ in 0..<times where app.press(.tab) {
          let output = renderer.value.render(app.frame(size: size), size: size)
          if !output.isEmpty { written.value += 1 }
        }
      }
    ) { runs in mismatch("frames that changed", expected: runs, actual: written.value) }
  }
}

/// Chapter 2's product list of 20 products as its app runs it.
@MainActor
private func productListApp() -> TerminalApp<ProductListDomain.State, ProductListDomain.Action> {
  TerminalApp(
    title: "Products", initialState: loadedRootState().productListState, reducer: ProductListDomain()
  ) { ProductListView(store: $0) }
}

/// A mutable value shared by a benchmark's operation and its check.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
