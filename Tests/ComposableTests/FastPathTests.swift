import Foundation
import TestTags
import Testing

@testable import Composable

private struct Row: Hashable {
  var id = 0
  var title = ""
}

private enum Leaf: Equatable {
  case tap
  case value(Int)
  case text(String)
  case otherText(String)
}

private enum Action: Equatable {
  case leaf(Leaf)
  case row(Row)
  case element(id: Int, action: Leaf)
  case flag(Bool)
  case maybe(Int?)
  case plain
  indirect case wrapped(Action)
}

private struct Item: Identifiable {
  let id: UUID
}

private struct Holder {
  var count = 3
  var row = Row(id: 1, title: "a")
  var rows = [Row(id: 2, title: "b")]
  var changesObserved = 0
  var observed = 0 {
    didSet { changesObserved += 1 }
  }
  var computedTitle: String {
    get { row.title.uppercased() }
    set { row.title = newValue.lowercased() }
  }
}

/// A feature state with a `@Presents` property between plain ones.
private struct Presenter {
  var title = "t"
  @Presents var sheet: Row?
  var count = 1
}

/// Two `@Presents` properties of the same type.
private struct TwoPresenters {
  @Presents var first: Row?
  @Presents var second: Row?
}

/// A presenter one level down, and a projection-like property that builds its value.
private struct OuterPresenter {
  var inner = Presenter()
  var built: PresentationState<Row> {
    get { PresentationState(wrappedValue: inner.sheet) }
    set { inner.sheet = newValue.wrappedValue }
  }
}

/// An action larger than 128 bytes, as an app's root action is: a store runs its feature through
/// the closure that forwards the action's address (Performance/LargeActionForwarding.swift).
private enum LargeAction: Equatable {
  case record(Wide)
  case echo(Wide)
  case reset
}

/// Nine strings: 144 bytes.
private struct Wide: Equatable {
  var a = "a", b = "b", c = "c", d = "d", e = "e", f = "f", g = "g", h = "h"
  var last = "a string long enough to live on the heap"
}

/// Records the payloads it gets, sends an echo back as a `.record`, clears on `.reset`.
private struct Recorder: Reducer {
  var body: some Reducer<[String], LargeAction> {
    Reduce { state, action in
      switch action {
      case let .record(wide):
        state.append(wide.a + wide.last)
        return .none
      case let .echo(wide):
        return .send(.record(wide))
      case .reset:
        state.removeAll()
        return .none
      }
    }
  }
}

/// Parent actions with a row's case, as a list's parent has (`case product(IdentifiedActionOf<…>)`):
/// ids whose size other modules know and do not know (UUID), actions right after the id and
/// with padding between. Not generic, so their embed functions capture nothing and their answers
/// are remembered, as an app's are.
private enum IntRows { case row(IdentifiedAction<Int, Leaf>), other }
private enum UUIDRows { case row(IdentifiedAction<UUID, Leaf>), other }
private enum PaddedRows { case row(IdentifiedAction<Bool, Int64>), other }
private enum StringRows { case row(IdentifiedAction<String, Row>), other }

/// An object a payload holds, to count who holds it.
private final class Token {
  let name: String
  init(name: String) { self.name = name }
}

/// An action whose case holds an object.
private enum Owner { case held(Token), other }

/// Thrown when a case holds no longer what was embedded.
private struct ExtractionLost: Error {}

/// A parent action with a navigation stack's case whose screens' state is large.
private enum StackParent: Equatable { case path(StackAction<Wide, Leaf>), other }

/// Each trick of the speed layer (`Sources/Composable/Performance`) gives what its plain
/// reference path gives: in-place case extraction what reflection gives, a key path read at its
/// offset what the key path's subscript gives, `ErasedHashable` what `AnyHashable` equates, a
/// short array's search in order what `index(id:)` finds, a remembered embedded case what
/// embedding again gives.
@Suite("The fast paths agree with the plain ones", .tags(.core))
struct FastPathTests {
  private let actions: [Action] = [
    .leaf(.tap), .leaf(.value(7)), .leaf(.text("a long text that lives on the heap")),
    .leaf(.otherText("x")), .row(Row(id: 4, title: "t")), .element(id: 9, action: .value(1)),
    .flag(true), .flag(false), .maybe(nil), .maybe(5), .plain, .wrapped(.leaf(.tap)),
  ]

  /// Extracts every action with `embed`, twice (the first time learns, the second reads in
  /// place), and checks both against reflection.
  private func checkAgainstReflection<Value: Equatable>(_ embed: @escaping (Value) -> Action) {
    let extractor = CaseExtractor(embed)
    for action in actions {
      let reference = extractor.reflectedExtraction(from: action)
      #expect(extractor.extract(from: action) == reference, "\(action)")
      #expect(extractor.extract(from: action) == reference, "\(action), read again")
      #expect(extractor.extract(from: action) { $0 } == reference, "\(action), with a body")
    }
  }

  @Test("in place case extraction agrees with reflection")
  func inPlaceCaseExtractionAgreesWithReflection() throws {
    checkAgainstReflection(Action.leaf)
    checkAgainstReflection(Action.row)
    checkAgainstReflection(Action.flag)
    checkAgainstReflection(Action.maybe)
    checkAgainstReflection(Action.wrapped)
    checkAgainstReflection { Action.leaf(.text($0)) }
    let element = CaseExtractor(Action.element)
    for action in actions {
      let reference = element.reflectedExtraction(from: action)
      let extracted = element.extract(from: action)
      #expect(extracted?.0 == reference?.0 && extracted?.1 == reference?.1, "\(action)")
    }
    // The answers above could all have come from reflection: the payloads of plain cases,
    // an (id:action:) payload like a stack's `.element` included (read as an (Int, Leaf) tuple),
    // were read in place.
    let layout = try #require(EnumLayout<Action>.current)
    func learned<Value>(_ sample: Action, as value: Value.Type) -> PayloadAccess? {
      PayloadKey.cache[PayloadKey(root: Action.self, value: value, tag: layout.tag(of: sample))]
    }
    #expect(learned(.leaf(.tap), as: Leaf.self) == .readsInPlace)
    #expect(learned(.row(Row(id: 1, title: "a")), as: Row.self) == .readsInPlace)
    #expect(learned(.element(id: 1, action: .tap), as: (Int, Leaf).self) == .readsInPlace)
  }

  @Test("a stack's case is read in place, its screens' state held out of line")
  func aStacksCaseIsReadInPlace() throws {
    // Made from a closure that captures nothing, as a reducer makes it (a debug build wraps the
    // case's function value in a context).
    let extractor = CaseExtractor { StackParent.path($0) }
    let samples: [StackParent] = [
      .path(.element(id: 1, action: .value(2))), .path(.push(id: 2, state: Wide())),
      .path(.popFrom(id: 3)), .other,
    ]
    for sample in samples {
      let reference = extractor.reflectedExtraction(from: sample)
      #expect(extractor.extract(from: sample) == reference, "\(sample)")
      #expect(extractor.extract(from: sample) == reference, "\(sample), read again")
    }
    let layout = try #require(EnumLayout<StackParent>.current)
    let key = PayloadKey(root: StackParent.self, value: StackAction<Wide, Leaf>.self, tag: layout.tag(of: samples[0]))
    #expect(PayloadKey.cache[key] == .readsInPlace)
    #expect(extractor.answers?._withUnsafeGuaranteedRef { $0.answer(forCase: key.tag) } == .payloadInPlace)
  }

  @Test("reflection finds the payloads it should")
  func reflectionFindsThePayloadsItShould() {
    #expect(CaseExtractor(Action.leaf).reflectedExtraction(from: .leaf(.value(7))) == .value(7))
    #expect(CaseExtractor(Action.leaf).reflectedExtraction(from: .plain) == nil)
    #expect(CaseExtractor(Leaf.text).reflectedExtraction(from: .otherText("x")) == nil)
    #expect(CaseExtractor(Action.maybe).reflectedExtraction(from: .maybe(nil)) == .some(nil))
  }

  @Test("a key path read at its offset gives what the key path gives")
  func aKeyPathReadAtItsOffsetGivesWhatTheKeyPathGives() {
    var holder = Holder()
    #expect(KeyPathAccess(\Holder.count).get(&holder) == holder[keyPath: \.count])
    #expect(KeyPathAccess(\Holder.row).get(&holder) == holder[keyPath: \.row])
    #expect(KeyPathAccess(\Holder.rows).get(&holder) == holder[keyPath: \.rows])
    #expect(KeyPathAccess(\Holder.row.title).get(&holder) == "a")
    #expect(KeyPathAccess(\Holder.computedTitle).get(&holder) == "A")
    // `read` lends the value to a closure, at its offset or (a computed property) through the
    // key path.
    #expect(KeyPathAccess(\Holder.rows).read(&holder) { $0.map(\.id) } == holder[keyPath: \.rows].map(\.id))
    #expect(KeyPathAccess(\Holder.row).read(&holder) { $0.title } == holder[keyPath: \.row].title)
    #expect(KeyPathAccess(\Holder.computedTitle).read(&holder) { $0 + "!" } == "A!")
  }

  @Test("a store's key path read at its offset gives what the key path gives")
  func aStoresKeyPathReadAtItsOffsetGivesWhatTheKeyPathGives() {
    let holder = Holder()
    #expect(KeyPathReading(\Holder.count).get(holder) == holder[keyPath: \.count])
    #expect(KeyPathReading(\Holder.row).get(holder) == holder[keyPath: \.row])
    #expect(KeyPathReading(\Holder.rows).get(holder) == holder[keyPath: \.rows])
    #expect(KeyPathReading(\Holder.row.title).get(holder) == "a")
    // A computed property has no offset: it is read through the key path.
    #expect(KeyPathReading(\Holder.computedTitle).get(holder) == "A")
    #expect(KeyPathReading(\Holder.rows).read(holder) { $0.map(\.id) } == [2])
    #expect(KeyPathReading(\Holder.computedTitle).read(holder) { $0 + "!" } == "A!")
  }

  @Test("a key path changed at its offset changes what the key path changes")
  func aKeyPathChangedAtItsOffsetChangesWhatTheKeyPathChanges() {
    var changed = Holder()
    var reference = Holder()
    KeyPathAccess(\Holder.count).modify(&changed) { $0 += 4 }
    reference[keyPath: \.count] += 4
    KeyPathAccess(\Holder.row).modify(&changed) { $0.id = 8 }
    reference[keyPath: \.row].id = 8
    KeyPathAccess(\Holder.rows).modify(&changed) { $0.append(Row(id: 9, title: "c")) }
    reference[keyPath: \.rows].append(Row(id: 9, title: "c"))
    KeyPathAccess(\Holder.row.title).modify(&changed) { $0 += "b" }
    reference[keyPath: \.row.title] += "b"
    let returned = KeyPathAccess(\Holder.computedTitle).modify(&changed) { title in
      title += "Z"
      return title
    }
    reference[keyPath: \.computedTitle] += "Z"
    // A property with an observer has no offset: the change goes through the key path and is
    // observed.
    KeyPathAccess(\Holder.observed).modify(&changed) { $0 = 5 }
    reference[keyPath: \.observed] = 5
    #expect(changed.changesObserved == 1)
    #expect(changed.changesObserved == reference.changesObserved)
    #expect(returned == "ABZ")
    #expect(changed.count == reference.count)
    #expect(changed.row == reference.row)
    #expect(changed.rows == reference.rows)
  }

  @Test("a remembered offset is the one MemoryLayout gives")
  func aRememberedOffsetIsTheOneMemoryLayoutGives() {
    // The first round works the offsets out, the second finds them remembered.
    for _ in 0..<2 {
      #expect(StoredPropertyOffsets.offset(of: \Holder.rows) == MemoryLayout<Holder>.offset(of: \Holder.rows))
      #expect(StoredPropertyOffsets.offset(of: \Holder.row.title) == MemoryLayout<Holder>.offset(of: \Holder.row.title))
      #expect(StoredPropertyOffsets.offset(of: \Holder.computedTitle) == nil)
    }
  }

  @Test("a remembered child path is the path appending makes")
  func aRememberedChildPathIsThePathAppendingMakes() {
    let remembered = RememberedChildPath<Int>()
    let root = NavigationIDPath()
    let belowARow = root.appending(ChildID(keyPath: \Holder.rows, elementType: Row.self, id: 5))
    // The same element again, another element, the same element below another path.
    for (id, above) in [(1, root), (1, root), (2, root), (2, belowARow), (2, belowARow), (1, root)] {
      let child = ChildID(keyPath: \Holder.rows, elementType: Row.self, id: id)
      let path = remembered.path(of: id, below: above) { child }
      #expect(path == above.appending(child), "element \(id) below \(above.prefixes.count - 1) children")
      #expect(path.hashValue == above.appending(child).hashValue)
    }
  }

  @Test("an erased hashable equates what AnyHashable equates")
  func erasedHashableEquatesWhatAnyHashableEquates() {
    // (Not integers of two types: `AnyHashable` equates `1` and `Int64(1)`, ids never mix them.)
    let values: [any Hashable] = [
      1, 2, "1", "a", true, false, [1, 2], [2, 1], Row(id: 1, title: "a"), Row(id: 1, title: "b"),
    ]
    for lhs in values {
      for rhs in values {
        let reference = AnyHashable(lhs) == AnyHashable(rhs)
        #expect((ErasedHashable(lhs) == ErasedHashable(rhs)) == reference, "\(lhs) == \(rhs)")
        if reference {
          #expect(ErasedHashable(lhs).hashValue == ErasedHashable(rhs).hashValue)
        }
      }
    }
  }

  @Test("a short array searched in order finds what index(id:) finds")
  func aShortArraySearchedInOrderFindsWhatIndexOfIDFinds() {
    let short = IdentifiedArray<UUID, Item>.shortLength
    for count in [0, 1, 7, short, short + 1, 2 * short] {
      var items = IdentifiedArray(uniqueElements: (0..<count).map { _ in Item(id: UUID()) })
      // Removing and inserting moves the positions `index(id:)` keeps.
      if count > 2 {
        let first = items.remove(at: 0)
        items.insert(first, at: items.count - 1)
      }
      for id in items.ids + [UUID(), UUID()] {
        #expect(items.position(of: id) == items.index(id: id), "\(count) elements")
      }
    }
  }

  @Test("a remembered extraction is the one the plain path gives")
  func aRememberedExtractionIsTheOneThePlainPathGives() throws {
    // Closures that capture nothing, so their answers are remembered (in a debug build a case's
    // own embed function, `Leaf.text`, comes wrapped in a context and is asked every time); the
    // two build different cases with the same payload type.
    let extractors = [CaseExtractor { Leaf.text($0) }, CaseExtractor { Leaf.otherText($0) }]
    let layout = try #require(EnumLayout<Leaf>.current)
    for extractor in extractors {
      #expect(rememberedKey(of: extractor) != nil)
      // The first round learns how each case's payload is read, the second remembers the whole
      // answer, the third finds it remembered.
      for round in 0..<3 {
        for leaf in [Leaf.text("a"), .otherText("b")] {
          let reference = extractor.reflectedExtraction(from: leaf)
          #expect(extractor.extract(from: leaf) == reference, "\(leaf)")
          guard round > 0 else { continue }
          let remembered = extractor.rememberedExtraction(ofCase: layout.tag(of: leaf), from: leaf, layout: layout)
          #expect(remembered == (reference == nil ? .anotherCase : .payloadInPlace), "\(leaf)")
        }
      }
    }
    let captured = "d"
    #expect(EmbeddedCaseKey({ Leaf.text($0 + captured) }, root: Leaf.self, value: String.self, tag: 0) == nil)
  }

  @Test("a payload lent where it lies is the one copying gives, neither kept nor destroyed")
  func aPayloadLentWhereItLiesIsTheOneCopyingGives() throws {
    let extractor = CaseExtractor { Owner.held($0) }
    var root = Owner.held(Token(name: "a token"))
    // The first extraction learns, the later ones lend the payload remembered in place.
    for _ in 0..<3 {
      #expect(extractor.extract(from: root) { $0.name } == "a token")
      #expect(extractor.extract(from: root) { $0 } === extractor.extract(from: root))
      #expect(extractor.extract(from: Owner.other) { $0.name } == nil)
    }
    #expect(extractor.answers?._withUnsafeGuaranteedRef { $0.answer(forCase: 0) } == .payloadInPlace)
    // The root alone holds the token: a lent payload kept would hold it too, and one destroyed
    // would have freed it under the root.
    guard case .held(var token) = root else { throw ExtractionLost() }
    root = .other
    #expect(isKnownUniquelyReferenced(&token))
    #expect(token.name == "a token")
  }

  @Test("answers kept per embed function are the ones the table gives")
  func answersKeptPerEmbedFunctionAreTheTables() throws {
    // Two extractors of one closure that captures nothing (a closure value passed on would come
    // wrapped in a context in a debug build).
    func textExtractor() -> CaseExtractor<Leaf, String> { CaseExtractor { Leaf.text($0) } }
    let first = textExtractor()
    let second = textExtractor()
    let firstAnswers = try #require(first.answers).toOpaque()
    #expect(second.answers?.toOpaque() == firstAnswers, "one set of answers per embed function")
    let layout = try #require(EnumLayout<Leaf>.current)
    // Asked through one extractor, known to the other: the answers are the embed function's.
    for leaf in [Leaf.text("a"), .otherText("b"), .tap, .value(2)] {
      let reference = first.reflectedExtraction(from: leaf)
      #expect(first.extract(from: leaf) == reference, "\(leaf)")
      #expect(second.extract(from: leaf) == reference, "\(leaf), through another extractor")
      let tag = layout.tag(of: leaf)
      let kept = second.answers?._withUnsafeGuaranteedRef { $0.answer(forCase: tag) }
      let key = try #require(rememberedKey(of: second, tag: tag))
      #expect(kept != nil && kept == EmbeddedCaseKey.cache[key], "\(leaf)")
    }
    let captured = "d"
    #expect(CaseExtractor { Leaf.text($0 + captured) }.answers == nil)
  }

  @Test("current dependencies read and bound in place are the task-local ones")
  func currentDependenciesReadAndBoundInPlaceAreTheTaskLocalOnes() async {
    // Inside this test's task, then on a thread outside any task, where the runtime keeps
    // task-local values elsewhere.
    #expect(Self.currentDependenciesProblems().isEmpty, "\(Self.currentDependenciesProblems())")
    let problems = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Self.currentDependenciesProblems()) }.start()
    }
    #expect(problems.isEmpty, "outside a task: \(problems)")
  }

  /// Where reading and binding the current dependencies in place differ from the plain paths,
  /// with nothing bound, with values bound by `withDependencies`, and with values bound in place.
  private static func currentDependenciesProblems() -> [String] {
    var problems: [String] = []
    func check(_ situation: String) {
      let plain = DependencyValues._current
      if !CurrentDependencies.have(plain.identity) { problems.append("identity \(situation)") }
      var other = plain
      other.context = plain.context == .test ? .live : .test
      if CurrentDependencies.have(other.identity) { problems.append("another identity \(situation)") }
      if CurrentDependencies.copy.identity != plain.identity { problems.append("copy \(situation)") }
      if CurrentDependencies.copy.context != plain.context { problems.append("context \(situation)") }
    }
    check("as the test starts")
    let before = DependencyValues._current.identity
    withDependencies { $0.context = .preview } operation: {
      check("under withDependencies")
    }
    var child = DependencyValues._current
    child.navigationIDPath = child.navigationIDPath.appending(
      ChildID(keyPath: \Holder.rows, elementType: Row.self, id: 3))
    let childIdentity = child.identity
    let result = CurrentDependencies.bound(child) { () -> Int in
      if DependencyValues._current.identity != childIdentity { problems.append("bound values not current") }
      check("bound in place")
      withDependencies { $0.context = .test } operation: { check("under withDependencies, bound in place") }
      return 7
    }
    if result != 7 { problems.append("the bound operation's result") }
    if DependencyValues._current.identity != before { problems.append("values left bound") }
    check("after binding")
    return problems
  }

  @Test("a child's navigation path noted for its thread is the one binding it gives")
  func aChildsNavigationPathNotedForItsThreadIsTheOneBindingItGives() async {
    // In this test's task, and on a thread outside any task.
    let inTask = Self.boundAndNotedReadings()
    #expect(inTask.bound == Self.allTrue && inTask.noted == Self.allTrue, "\(inTask)")
    #expect(inTask.madeFromCurrent == Self.allTrue, "\(inTask)")
    let onAThread = await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: Self.boundAndNotedReadings()) }.start()
    }
    #expect(onAThread.bound == Self.allTrue && onAThread.noted == Self.allTrue, "outside a task: \(onAThread)")
    #expect(onAThread.madeFromCurrent == Self.allTrue, "outside a task: \(onAThread)")
  }

  /// The readings inside a child whose path is bound as a task-local value (the plain path),
  /// noted for the thread, and noted after being made from the current path in the same read
  /// (`withChildNavigationIDPath`, what a row does); `false` at the end of any when the path
  /// outlived the child or was not the one made.
  private static func boundAndNotedReadings() -> (bound: [Bool], noted: [Bool], madeFromCurrent: [Bool]) {
    let outside = CurrentDependencies.navigationIDPath
    let child = ChildID(keyPath: \Holder.rows, elementType: Row.self, id: 4)
    let path = outside.appending(child)
    var values = DependencyValues._current
    values.navigationIDPath = path
    let bound = DependencyValues.$_current.withValue(values) { readings(expecting: path) }
    let noted = CurrentDependencies.withNavigationIDPath(path) { readings(expecting: path) }
    let restored = CurrentDependencies.navigationIDPath == outside
    let (madeFromCurrent, made) = CurrentDependencies.withChildNavigationIDPath({ $0.appending(child) }) {
      readings(expecting: path)
    }
    let restoredAgain = CurrentDependencies.navigationIDPath == outside
    return (
      bound, restored ? noted : noted + [false],
      made == path && restoredAgain ? madeFromCurrent : madeFromCurrent + [false]
    )
  }

  private static let allTrue = [Bool](repeating: true, count: 6)

  /// What the kit reads of the navigation path inside a child at `path`: directly, in a copy of
  /// the current values, in a cancel id, inside `withDependencies`, in a grandchild and after it,
  /// and the identity of the values.
  private static func readings(expecting path: NavigationIDPath) -> [Bool] {
    let grandchild = path.appending(ChildID(keyPath: \Holder.rows, elementType: Row.self, id: 5))
    return [
      CurrentDependencies.navigationIDPath == path,
      CurrentDependencies.copy.navigationIDPath == path,
      EffectCancelID(1).navigationIDPath == path,
      withDependencies { $0.context = .preview } operation: {
        CurrentDependencies.navigationIDPath == path && DependencyValues._current.navigationIDPath == path
      },
      CurrentDependencies.withNavigationIDPath(grandchild) { CurrentDependencies.navigationIDPath == grandchild }
        && CurrentDependencies.navigationIDPath == path,
      CurrentDependencies.have(CurrentDependencies.copy.identity),
    ]
  }

  @Test("a @Presents projection read at its storage gives what its key path gives")
  func aPresentsProjectionReadAtItsStorageGivesWhatItsKeyPathGives() {
    var presenter = Presenter()
    let access = PresentedStorageAccess(\Presenter.$sheet)
    // The first read learns where the storage is; the later ones read it there, whatever it holds.
    for sheet in [nil, Row(id: 1, title: "a"), Row(id: 2, title: "b"), nil] {
      presenter.sheet = sheet
      let read = access.get(&presenter)
      #expect(read.boxIdentity == presenter.$sheet.boxIdentity && read.wrappedValue == sheet)
    }
    #expect((PresentedStorageOffsets.offset(of: \Presenter.$sheet) ?? -1) >= 0)
    #expect(PresentedStorageAccess(\Presenter.$sheet).get(&presenter).boxIdentity == presenter.$sheet.boxIdentity)

    var two = TwoPresenters()
    two.first = Row(id: 1, title: "first")
    two.second = Row(id: 2, title: "second")
    #expect(PresentedStorageAccess(\TwoPresenters.$first).get(&two).wrappedValue == two.first)
    #expect(PresentedStorageAccess(\TwoPresenters.$second).get(&two).wrappedValue == two.second)
    #expect(PresentedStorageOffsets.offset(of: \TwoPresenters.$first) != PresentedStorageOffsets.offset(of: \TwoPresenters.$second))

    // Key paths to storage in another type, or to a value built on each read, are read plainly.
    var outer = OuterPresenter()
    for sheet in [Row(id: 3, title: "c"), nil] {
      outer.inner.sheet = sheet
      #expect(PresentedStorageAccess(\OuterPresenter.inner.$sheet).get(&outer).wrappedValue == sheet)
      #expect(PresentedStorageAccess(\OuterPresenter.built).get(&outer).wrappedValue == sheet)
    }
    #expect(PresentedStorageOffsets.offset(of: \OuterPresenter.inner.$sheet) == -1)
    #expect(PresentedStorageOffsets.offset(of: \OuterPresenter.built) == -1)
  }

  @Test("a large action forwarded at its address reduces as the plain closure reduces it")
  func aLargeActionForwardedAtItsAddressReducesAsThePlainClosureReducesIt() {
    #expect(MemoryLayout<LargeAction>.size > LargeActionForwarding.largestCopiedInMoves)
    let forwarding = LargeActionForwarding.reducer(running: BodyKeepingReducer(Recorder()))
    let plain = BodyKeepingReducer(Recorder()).reduce(into:action:)
    var wide = Wide()
    wide.a = "z"
    let actions: [LargeAction] = [.record(Wide()), .echo(wide), .record(wide), .reset, .record(wide)]
    var (forwardedState, plainState) = ([String](), [String]())
    for action in actions {
      let forwardedEffect = forwarding(&forwardedState, action)
      let plainEffect = plain(&plainState, action)
      #expect(forwardedState == plainState, "\(action)")
      switch (forwardedEffect.operation, plainEffect.operation) {
      case (.none, .none): break
      case let (.send(forwarded), .send(sent)): #expect(forwarded == sent, "\(action)")
      default: Issue.record("the effects of \(action) differ")
      }
    }
    #expect(forwardedState == ["za string long enough to live on the heap"])
  }

  @Test("a row's id and action read in place are the ones its case holds")
  func aRowsIdAndActionReadInPlaceAreTheOnesItsCaseHolds() {
    // Each extractor made here from a closure that captures nothing, as a reducer makes it (a
    // closure value passed on would come wrapped in a context in a debug build).
    checkElements(
      CaseExtractor { IntRows.row($0) }, other: .other, ids: [1, 2],
      actions: [.tap, .text("a text on the heap"), .value(3)])
    checkElements(CaseExtractor { UUIDRows.row($0) }, other: .other, ids: [UUID(), UUID()], actions: [.otherText("x"), .tap])
    checkElements(CaseExtractor { PaddedRows.row($0) }, other: .other, ids: [true, false], actions: [7, -1])
    checkElements(
      CaseExtractor { StringRows.row($0) }, other: .other, ids: ["a", "an id long enough to live on the heap"],
      actions: [Row(id: 1, title: "t")])
  }

  /// Extracts each row action (and the other case) with `extractor` in place, three times (the
  /// first learns), and checks the id and action against the plain path and what was embedded.
  private func checkElements<Root, ID: Hashable & Sendable, ElementAction: Equatable>(
    _ extractor: CaseExtractor<Root, IdentifiedAction<ID, ElementAction>>, other: Root,
    ids: [ID], actions: [ElementAction]
  ) {
    for _ in 0..<2 { #expect(extractor.extractElement(from: other) { _, _ in true } == nil) }
    for id in ids {
      for action in actions {
        let root = extractor.embed(.element(id: id, action: action))
        let plain = extractor.plainElementExtraction(from: root) { ($0, $1) }
        #expect(plain?.0 == id && plain?.1 == action)
        for _ in 0..<3 {
          let inPlace = extractor.extractElement(from: root) { ($0, $1) }
          #expect(inPlace?.0 == plain?.0 && inPlace?.1 == plain?.1, "\(id), \(action)")
        }
      }
    }
    #expect(extractor.answers?._withUnsafeGuaranteedRef { $0.answer(forCase: 0) } == .payloadInPlace)
  }

  /// The key under which `extractor`'s answers are remembered, made as the fast path makes it (a
  /// generic function sees the embed function as the extractor holds it).
  private func rememberedKey<Root, Value>(of extractor: CaseExtractor<Root, Value>, tag: UInt32 = 0) -> EmbeddedCaseKey? {
    EmbeddedCaseKey(extractor.embed, root: Root.self, value: Value.self, tag: tag)
  }
}
