/// The enum state of a reducer with one case per child feature, like a `Destination`:
/// `enum State: CaseReducerState { case edit(EditForm.State) … }`. It gives the state `modify`,
/// which a test uses to change the payload of the case it expects:
/// `$0.destination?.modify(Destination.State.edit) { $0.title = "Groceries" }`.
public protocol CaseReducerState {
  /// The reducer of this state, when it is a `CaseReducer` whose view switches over
  /// `store.case`: `typealias StateReducer = Destination` inside the enum. Other states leave
  /// it out.
  associatedtype StateReducer = Never
}

extension CaseReducerState {
  /// Changes the payload of the case `embed` builds with `body`. When the state is in another
  /// case, reports it and changes nothing.
  public mutating func modify<Case>(
    _ embed: @escaping (Case) -> Self, _ body: (inout Case) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let extractor = CaseExtractor(embed)
    guard var payload = extractor.extract(from: self) else {
      reportIssue(
        unrelatedCaseMessage("modify", of: self),
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    body(&payload)
    self = extractor.embed(payload)
  }
}

/// The report of a change asked through one case of an enum value that is in another case, by
/// `modify`, a stack's `[id:case:]` or a presentation's `[case:]`: nothing is changed.
func unrelatedCaseMessage<Value>(_ accessor: String, of value: Value) -> String {
  """
  "\(accessor)" was asked to change the payload of a case of \(readableTypeName(Value.self)), \
  but the state is in the case ".\(caseName(of: value))". Nothing was changed.

  Change the case the state is in, or check the step that should have changed the case.
  """
}
