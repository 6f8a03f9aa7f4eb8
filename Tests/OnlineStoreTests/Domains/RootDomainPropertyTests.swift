import Composable
import Foundation
import OnlineStore
import TestTags
import Testing

/// Random, seeded action sequences through the whole app (200 by default, 2,000 in CI, which sets
/// `ROOT_PROPERTY_SEQUENCES`), with the invariants
/// checked after every action the app processes (effect-sent ones included).
///
/// A failure names the seed and the actions that led to it; `runSequence(seed:steps:)` with that
/// seed replays the same run.
@MainActor
@Suite("RootDomain properties", .tags(.app, .rootTabs), .timeLimit(.minutes(1)))
struct RootDomainPropertyTests {
  /// The seed of the first sequence; sequence `n` uses `firstSeed + n`.
  static let firstSeed: UInt64 = 0x5EED_0000_0000_0001
  /// How many sequences the property test runs: 200 in a learner's `swift test`, which they
  /// would otherwise wait for longer than for all other tests together, and as many as
  /// `ROOT_PROPERTY_SEQUENCES` says where it is set (`.ci/run` sets 2,000; README, "Test it").
  static let sequenceCount =
    ProcessInfo.processInfo.environment["ROOT_PROPERTY_SEQUENCES"].flatMap { Int($0) } ?? 200
  /// How often every milestone must be reached for the walk to count as deep: one sequence in
  /// twenty.
  static var milestoneMinimum: Int { max(1, sequenceCount / 20) }
  /// How many user actions each sequence sends.
  static let stepsPerSequence = 25

  /// What one random run did and how it ended.
  struct SequenceRun {
    /// The actions sent, in order.
    var sent: [RootDomain.Action] = []
    /// The state after the last action.
    var finalState = RootDomain.State()
    /// Why the run stopped early: broken invariants or reported issues.
    var failure: String?
    /// How often each milestone was reached.
    var milestones: [RootInvariants.Milestone: Int] = [:]
  }

  @Test("random action sequences keep every invariant and report no issue")
  func randomSequencesKeepTheInvariants() async {
    var milestones: [RootInvariants.Milestone: Int] = [:]
    for offset in 0..<Self.sequenceCount {
      let seed = Self.firstSeed &+ UInt64(offset)
      let run = await Self.runSequence(seed: seed, steps: Self.stepsPerSequence)
      if let failure = run.failure {
        Issue.record(
          """
          Sequence with seed \(seed) failed after \(run.sent.count) actions: \(failure)
          Actions sent:
          \(run.sent.map { "  " + Self.traceLine(for: $0) }.joined(separator: "\n"))
          Replay it with RootDomainPropertyTests.runSequence(seed: \(seed), steps: \(Self.stepsPerSequence)).
          """)
        return
      }
      milestones.merge(run.milestones, uniquingKeysWith: +)
    }
    for milestone in RootInvariants.Milestone.allCases {
      #expect(
        milestones[milestone, default: 0] >= Self.milestoneMinimum,
        "the random walk reached \(milestone) fewer than \(Self.milestoneMinimum) times")
    }
  }

  @Test("the same seed replays the same run; another seed makes another")
  func seedsAreReproducible() async {
    let first = await Self.runSequence(seed: 42, steps: 200)
    let replay = await Self.runSequence(seed: 42, steps: 200)
    let other = await Self.runSequence(seed: 43, steps: 200)

    #expect(first.failure == nil)
    #expect(first.sent == replay.sent)
    #expect(first.finalState == replay.finalState)
    #expect(first.sent != other.sent)
  }

  @Test("a failing run lists its actions on one line each, sample products by name")
  func traceLinesAreReadable() {
    let delete = RootDomain.Action.productList(
      .cart(.presented(.cartItem(.element(id: UUID(1), action: .deleteCartItem(product: Product.sample[2]))))))
    #expect(
      Self.traceLine(for: delete)
        == "RootDomain.Action.productList(.cart(.presented(.cartItem(.element(id: "
        + "UUID(1), action: .deleteCartItem(product: Product.sample[2]))))))")
  }

  @Test("SplitMix64 gives the reference numbers for seed 0")
  func splitMixReferenceValues() {
    var random = SplitMix64(seed: 0)
    #expect(random.next() == 0xE220_A839_7B1D_CDAF)
    #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(random.next() == 0x06C4_5D18_8009_454F)
  }

  /// An action on one line, the sample products written by name: how a failing run's actions
  /// are listed.
  static func traceLine(for action: RootDomain.Action) -> String {
    var line = oneLine(customDump(action))
    for (index, product) in Product.sample.enumerated() {
      line = line.replacingOccurrences(of: oneLine(customDump(product)), with: "Product.sample[\(index)]")
    }
    return line
  }

  /// A multi-line dump joined into one line.
  private static func oneLine(_ dump: String) -> String {
    dump.split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(")
      .replacingOccurrences(of: " )", with: ")")
  }

  /// Runs `steps` random user actions through a fresh store of the whole app, waiting for each
  /// action's effects, and stops at the first broken invariant or reported issue.
  ///
  /// The endpoints fail about one time in four, chosen by a generator seeded from `seed` too.
  static func runSequence(seed: UInt64, steps: Int) async -> SequenceRun {
    var random = SplitMix64(seed: seed)
    let endpointLuck = LockedValue(SplitMix64(seed: ~seed))
    let invariants = RootInvariants()
    let collector = IssueCollector()
    let store = Store(initialState: RootDomain.State()) {
      InvariantCheckingReducer(base: RootDomain()) { action, state in
        invariants.check(after: action, state: state)
      }
    } withDependencies: {
      $0.uuid = .incrementing
      $0.stackElementID = .incrementing()
      $0.apiClient = APIClient(
        fetchProducts: {
          if endpointLuck.withValue({ $0.oneIn(4) }) { throw StubFailure() }
          return Product.sample
        },
        sendOrder: { items in
          if endpointLuck.withValue({ $0.oneIn(4) }) { throw StubFailure() }
          return "order of \(items.count) lines"
        },
        fetchUserProfile: {
          if endpointLuck.withValue({ $0.oneIn(4) }) { throw StubFailure() }
          return UserProfile.sample
        })
    }

    var run = SequenceRun()
    await withIssueReporters([collector]) {
      for _ in 0..<steps {
        let action = randomRootAction(in: store.state, using: &random)
        run.sent.append(action)
        await store.send(action).finish()
        if !invariants.violations.isEmpty || !collector.issues.isEmpty {
          run.failure = (invariants.violations + collector.issues).joined(separator: "\n")
          break
        }
      }
    }
    run.finalState = store.state
    run.milestones = invariants.milestones
    return run
  }
}
