import TestTags
import Testing

@testable import Composable

private enum Leaf: Equatable {
  case tap
  case value(Int)
}

private enum Middle: Equatable {
  case leaf(Leaf)
  case other(Int)
}

private enum Root: Equatable {
  case middle(Middle)
  case first(Int)
  case second(Int)
  case element(id: Int, action: String)
  case setCartView(isPresented: Bool)
  case select(Int?)
  case plain
  indirect case wrapped(Root)
}

private struct Failure: Error, Equatable {}

private final class Reference: Equatable {
  let name: String
  init(name: String) { self.name = name }
  static func == (lhs: Reference, rhs: Reference) -> Bool { lhs === rhs }
}

private struct Mixed: Equatable {
  var flag = false
  var count: Int64 = 0
  var tag: UInt8 = 0
  var text = ""
}

private enum Payloads: Equatable {
  case text(String)
  case otherText(String)
  case reference(Reference)
  case mixed(Mixed)
  case none
  case flag(Bool)
}

private enum OnlyCase: Equatable {
  case only(Int)
}

private enum Outcome {
  case failed(any Error)
  case finished
}

@Suite(.tags(.core)) struct CaseExtractionTests {
  @Test func extractsASinglePayloadOfItsCase() {
    let extractor = CaseExtractor(Root.first)
    #expect(extractor.extract(from: .first(3)) == 3)
    #expect(extractor.embed(4) == .first(4))
  }

  @Test func casesWithEqualPayloadTypesAreToldApart() {
    let first = CaseExtractor(Root.first)
    let second = CaseExtractor(Root.second)
    // Asked about the other case before ever seeing its own: the cache must not learn the wrong name.
    #expect(second.extract(from: .first(1)) == nil)
    #expect(second.extract(from: .second(2)) == 2)
    #expect(second.extract(from: .first(1)) == nil)
    #expect(first.extract(from: .second(2)) == nil)
    #expect(first.extract(from: .first(1)) == 1)
  }

  @Test func extractsLabeledPayloadsAsATuple() throws {
    let extractor = CaseExtractor<Root, (id: Int, action: String)>(Root.element)
    let payload = try #require(extractor.extract(from: .element(id: 7, action: "tap")))
    #expect(payload.id == 7)
    #expect(payload.action == "tap")
    #expect(extractor.extract(from: .first(7)) == nil)
  }

  @Test func extractsIdentifiedActionElements() throws {
    let extractor = CaseExtractor<IdentifiedAction<Int, Leaf>, (id: Int, action: Leaf)>(
      IdentifiedAction<Int, Leaf>.element)
    let payload = try #require(extractor.extract(from: .element(id: 2, action: .value(5))))
    #expect(payload.id == 2)
    #expect(payload.action == .value(5))
  }

  @Test func extractsLabeledPayloadsIntoAnUnlabeledTuple() throws {
    let extractor = CaseExtractor(IdentifiedAction<Int, Leaf>.element)
    let (id, action) = try #require(extractor.extract(from: .element(id: 3, action: .tap)))
    #expect(id == 3)
    #expect(action == .tap)
  }

  @Test func extractsASingleLabeledPayload() {
    let extractor = CaseExtractor(Root.setCartView)
    #expect(extractor.extract(from: .setCartView(isPresented: true)) == true)
    #expect(extractor.extract(from: .setCartView(isPresented: false)) == false)
    #expect(extractor.extract(from: .first(1)) == nil)
    #expect(extractor.embed(true) == .setCartView(isPresented: true))
  }

  @Test func extractsNestedEnumsLevelByLevel() {
    let middle = CaseExtractor(Root.middle)
    let leaf = CaseExtractor(Middle.leaf)
    let action = Root.middle(.leaf(.value(9)))
    #expect(middle.extract(from: action) == .leaf(.value(9)))
    #expect(middle.extract(from: action).flatMap(leaf.extract) == .value(9))
    #expect(middle.extract(from: .middle(.other(1))).flatMap(leaf.extract) == nil)
  }

  @Test func extractsAnIndirectCase() {
    let extractor = CaseExtractor(Root.wrapped)
    #expect(extractor.extract(from: .wrapped(.first(1))) == .first(1))
    #expect(extractor.extract(from: .first(1)) == nil)
  }

  @Test func extractsAnOptionalPayloadIncludingNil() {
    let extractor = CaseExtractor(Root.select)
    #expect(extractor.extract(from: .select(3)) == .some(3))
    #expect(extractor.extract(from: .select(nil)) == .some(nil))
    #expect(extractor.extract(from: .first(3)) == nil)
  }

  @Test func aCaseWithoutPayloadIsNotExtracted() {
    #expect(CaseExtractor(Root.first).extract(from: .plain) == nil)
  }

  @Test func extractsAnExistentialPayload() {
    let extractor = CaseExtractor(Outcome.failed)
    #expect(extractor.extract(from: .failed(Failure())) is Failure)
    #expect(extractor.extract(from: .finished) == nil)
  }

  @Test func heapStringPayloadsOfTwoCasesAreToldApartEveryTime() {
    let text = CaseExtractor(Payloads.text)
    let otherText = CaseExtractor(Payloads.otherText)
    let long = String(repeating: "long text on the heap ", count: 4)
    for _ in 0..<3 {
      #expect(text.extract(from: .text(long)) == long)
      #expect(text.extract(from: .otherText(long)) == nil)
      #expect(otherText.extract(from: .otherText("short")) == "short")
      #expect(otherText.extract(from: .text("short")) == nil)
      #expect(text.extract(from: .none) == nil)
    }
  }

  @Test func referencePayloadIsTheSameInstance() {
    let reference = Reference(name: "shared")
    let extractor = CaseExtractor(Payloads.reference)
    for _ in 0..<3 {
      #expect(extractor.extract(from: .reference(reference)) === reference)
      #expect(extractor.extract(from: .text("x")) == nil)
    }
  }

  @Test func structPayloadWithPaddingIsReadWhole() {
    let extractor = CaseExtractor(Payloads.mixed)
    let values = [
      Mixed(flag: true, count: 7, tag: 3, text: "a"),
      Mixed(flag: false, count: -1, tag: 255, text: String(repeating: "b", count: 40)),
    ]
    for value in values + values {
      #expect(extractor.extract(from: .mixed(value)) == value)
      #expect(extractor.extract(from: .flag(true)) == nil)
    }
  }

  @Test func boolPayloadNextToPayloadlessCases() {
    let extractor = CaseExtractor(Payloads.flag)
    for _ in 0..<3 {
      #expect(extractor.extract(from: .flag(true)) == true)
      #expect(extractor.extract(from: .flag(false)) == false)
      #expect(extractor.extract(from: .none) == nil)
    }
  }

  @Test func singleCaseEnum() {
    let extractor = CaseExtractor(OnlyCase.only)
    #expect(extractor.extract(from: .only(5)) == 5)
    #expect(extractor.extract(from: .only(6)) == 6)
  }

  @Test func presentationActionsOfAGenericEnum() {
    let presented = CaseExtractor(PresentationAction<Leaf>.presented)
    for _ in 0..<3 {
      #expect(presented.extract(from: .presented(.value(2))) == .value(2))
      #expect(presented.extract(from: .presented(.tap)) == .tap)
      #expect(presented.extract(from: .dismiss) == nil)
    }
  }

  @Test func extractorMadeFromAClosureThatEmbedsTheCase() {
    let extractor = CaseExtractor<Root, Int> { .second($0) }
    #expect(extractor.extract(from: .second(8)) == 8)
    #expect(extractor.extract(from: .first(8)) == nil)
  }
}
