import Composable
import ComposableTesting
import Foundation
import TestTags
import Testing

/// The moment every test of this suite starts from, set by the suite's trait.
private let epoch = Date(timeIntervalSince1970: 0)

/// `.dependency(…)` and `.dependencies { … }` on tests and suites, in swift-dependencies'
/// spelling: every `TestStore` made inside the test starts from what they set.
@MainActor
@Suite(
  "The dependency trait: .dependency and .dependencies",
  .dependencies { $0.date.now = Date(timeIntervalSince1970: 0) },
  .tags(.testStore, .dependencies), .timeLimit(.minutes(1)))
struct DependencyTraitTests {
  @Test(
    "a test's .dependency(\\.uuid, .incrementing) gives the store's feature UUID(0), then UUID(1)",
    .dependency(\.uuid, .incrementing))
  func incrementingUUIDs() async {
    let store = TestStore(initialState: NotesFeature.State()) { NotesFeature() }
    await store.send(.addButtonTapped) {
      $0.notes = [NotesFeature.Note(id: UUID(0), createdAt: epoch)]
    }
    await store.send(.addButtonTapped) {
      $0.notes.append(NotesFeature.Note(id: UUID(1), createdAt: epoch))
    }
  }

  @Test(
    "the value is made again for each case of a parameterized test",
    .dependency(\.uuid, .incrementing), arguments: [1, 3])
  func freshValuePerCase(noteCount: Int) async {
    let store = TestStore(initialState: NotesFeature.State()) { NotesFeature() }
    for index in 0..<noteCount {
      await store.send(.addButtonTapped) {
        $0.notes.append(NotesFeature.Note(id: UUID(index), createdAt: epoch))
      }
    }
  }

  @Test(
    ".dependency(\\.continuousClock, ImmediateClock()) ends an effect's sleep at once",
    .dependency(\.continuousClock, ImmediateClock()))
  func immediateClock() async {
    let store = TestStore(initialState: ProbeFeature.State()) { ProbeFeature() }
    await store.send(.waitButtonTapped) {
      $0.isWaiting = true
    }
    await store.receive(.waitEnded) {
      $0.isWaiting = false
    }
  }

  @Test(
    "the store's own withDependencies starts from the trait's values and wins over them",
    .dependency(\.uuid, .incrementing))
  func storeOverridesTrait() async {
    let store = TestStore(initialState: NotesFeature.State()) {
      NotesFeature()
    } withDependencies: {
      $0.uuid = .constant(UUID(7))
    }
    await store.send(.addButtonTapped) {
      $0.notes = [NotesFeature.Note(id: UUID(7), createdAt: epoch)]
    }
  }

  @Test("the trait's dependencies are the test's current ones, in the test context")
  func currentInTheTest() {
    #expect(DependencyValues._current.date.now == epoch)
    #expect(DependencyValues._current.context == .test)
  }

  /// A suite's trait reaches each of its tests, each with values of its own.
  @MainActor
  @Suite("a suite's .dependencies reaches each of its tests", .dependencies { $0.uuid = .incrementing })
  struct SuiteWide {
    @Test("one test starts from UUID(0)")
    func firstTest() async {
      let store = TestStore(initialState: NotesFeature.State()) { NotesFeature() }
      await store.send(.addButtonTapped) {
        $0.notes = [NotesFeature.Note(id: UUID(0), createdAt: epoch)]
      }
    }

    @Test("another starts from UUID(0) too, its generator its own")
    func secondTest() async {
      let store = TestStore(initialState: NotesFeature.State()) { NotesFeature() }
      await store.send(.addButtonTapped) {
        $0.notes = [NotesFeature.Note(id: UUID(0), createdAt: epoch)]
      }
      await store.send(.addButtonTapped) {
        $0.notes.append(NotesFeature.Note(id: UUID(1), createdAt: epoch))
      }
    }
  }

  /// Traits compose from the outermost suite in: each closure sees what the outer ones set.
  @Suite("nested traits compose from the outside in", .dependency(\.uuid, .constant(UUID(1))))
  struct Nested {
    @MainActor
    @Suite(
      "an inner suite",
      .dependencies {
        $0.uuid = .constant(UUID(2))
        $0.date.now = $0.date.now.addingTimeInterval(60)
      })
    struct Inner {
      @Test(
        "the test's trait last: the innermost value wins, and each change builds on the outer ones",
        .dependencies { $0.date.now = $0.date.now.addingTimeInterval(1) })
      func composedInOrder() async {
        let store = TestStore(initialState: NotesFeature.State()) { NotesFeature() }
        await store.send(.addButtonTapped) {
          $0.notes = [NotesFeature.Note(id: UUID(2), createdAt: epoch.addingTimeInterval(61))]
        }
      }
    }
  }
}
