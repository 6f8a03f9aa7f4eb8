// The deep send timed outside the kit's build, from synchronous top-level code, as an app's key
// handler calls `send`: the tap on row 7's plus button from `RootDomain` (20 products) and a tab
// switch, against the same state change written by hand. Both run in interleaved rounds (each
// round one batch of each, the order alternating), and the ratio is the median of the rounds'
// ratios, so a phase of a busy machine skews one round, not the figure.
import Composable
import Dispatch
import Foundation
import OnlineStore

let rounds = 201
let minimumBatchNanoseconds: UInt64 = 250_000
let products = try EmbeddedCatalog.products()
let rowID = UUID(7)

let store = Store(
  initialState: RootDomain.State(
    productListState: ProductListDomain.State(
      dataLoadingStatus: .success,
      productList: IdentifiedArray(
        uniqueElements: products.enumerated().map { ProductDomain.State(id: UUID($0.offset), product: $0.element) }
      )))
) { RootDomain() }
let handWritten = HandWrittenApp(
  rows: products.enumerated().map { HandWrittenRow(id: UUID($0.offset), product: $0.element) })

var deepSends = 0
var handWrittenChanges = 0

/// `times` deep sends into the store.
@MainActor func sendDeep(_ times: Int) {
  deepSends += times
  for _ in 0..<times {
    store.send(.productList(.product(.element(id: rowID, action: .addToCart(.didTapPlusButton)))))
    store.send(.tabSelected(.products))
  }
}

/// `times` of the same change by hand.
@MainActor func changeByHand(_ times: Int) {
  handWrittenChanges += times
  for _ in 0..<times {
    handWritten.root.apply(.productList(.product(id: rowID, .didTapPlusButton)))
    handWritten.root.apply(.tabSelected(0))
  }
}

/// Nanoseconds per operation of one batch of `times`.
@MainActor func time(_ times: Int, _ operation: (Int) -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  operation(times)
  return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(times)
}

/// A batch size for `operation` that takes at least the minimum batch duration, after a warm-up
/// (the first send sets the store up, which alone takes longer than a batch).
@MainActor func batchSize(_ operation: (Int) -> Void) -> Int {
  operation(1_000)
  var times = 1
  while time(times, operation) * Double(times) < Double(minimumBatchNanoseconds), times < 1 << 24 {
    times *= 2
  }
  return times
}

/// The middle value of `values`.
func median(_ values: [Double]) -> Double {
  values.sorted()[values.count / 2]
}

let deepBatch = batchSize(sendDeep)
let handBatch = batchSize(changeByHand)
var deepTimes: [Double] = []
var handTimes: [Double] = []
var ratios: [Double] = []
for round in 0..<rounds {
  let deep: Double
  let hand: Double
  if round.isMultiple(of: 2) {
    deep = time(deepBatch, sendDeep)
    hand = time(handBatch, changeByHand)
  } else {
    hand = time(handBatch, changeByHand)
    deep = time(deepBatch, sendDeep)
  }
  deepTimes.append(deep)
  handTimes.append(hand)
  ratios.append(deep / hand)
}

let count = store.productListState.productList[id: rowID]?.count
guard count == deepSends, handWritten.root.productList.rows[7].count == handWrittenChanges else {
  print(
    "A loop did not do its work: row 7 counts \(count ?? -1) taps of \(deepSends) in the store, "
      + "\(handWritten.root.productList.rows[7].count) of \(handWrittenChanges) by hand.")
  exit(1)
}
print(
  """
  deep send (tap + tab switch from RootDomain, 20 products): \(String(format: "%.1f", median(deepTimes))) ns
  by hand (the same change, a switch and a search):          \(String(format: "%.1f", median(handTimes))) ns
  ratio, median of \(rounds) rounds' ratios: \(String(format: "%.1f", median(ratios)))× \
  [\(String(format: "%.1f", ratios.min()!))–\(String(format: "%.1f", ratios.max()!))]
  batches: \(deepBatch) deep sends, \(handBatch) hand-written changes
  Reproduce: cd Benchmarks/OutsideHarness && swift run -c release OutsideHarness
  """)
