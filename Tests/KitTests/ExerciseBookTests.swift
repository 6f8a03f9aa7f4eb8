import Foundation
import TestTags
import Testing

@testable import Kit

/// The manifests as the kit reads them, the progress file, and the states they give each
/// exercise; on a temporary package, never the real workbook.
@Suite("Exercise manifests and progress", .tags(.kit))
struct ExerciseBookTests {
  @Test("the manifests give the exercises in order, grouped by chapter, with solution paths")
  func order() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let book = try ExerciseBook.load(packageRoot: package.root)
    #expect(book.exercises.map(\.id) == ExerciseTestPackage.ids)
    #expect(book.chapters.map(\.number) == [1, 2])
    #expect(book.chapters.map { $0.exercises.count } == [2, 1])
    let reset = try book.exercise("counter.reset")
    #expect(reset.grader == "CounterResetTests")
    #expect(reset.hints.count == 3)
    #expect(reset.solutionFile == "Exercises/Solutions/01-Counter/CounterReset.swift")
    #expect(reset.difficulty == 1)
    #expect(reset.kind == .exercise)
    #expect(
      reset.prerequisites == [
        "Chapters/01-Counter/README.md#the-code", "Chapters/01-Counter/README.md#test-it",
      ])
    let limit = try book.exercise("composition.limit")
    #expect(limit.kind == .quiz)
    #expect(limit.prerequisites.isEmpty)
  }

  @Test(
    "the difficulty is shown out of three stars",
    arguments: [(1, "★☆☆"), (2, "★★☆"), (3, "★★★")])
  func difficultyStars(difficulty: Int, stars: String) throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    var exercise = try ExerciseBook.load(packageRoot: package.root).exercise("counter.reset")
    exercise.difficulty = difficulty
    #expect(exercise.difficultyStars == stars)
  }

  @Test(
    "an unknown id points to the one meant: a typo's nearest id, a chapter's ids, or all of them",
    arguments: [
      ("counter.rest", "did you mean counter.reset? (kit exercises lists them all)"),
      ("counter.flor", "did you mean counter.floor? (kit exercises lists them all)"),
      ("counter", "counter's exercises are: counter.reset, counter.floor"),
      ("alerts.retry", "the exercises are: counter.reset, counter.floor, composition.limit"),
    ])
  func unknownID(id: String, answer: String) throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    let book = try ExerciseBook.load(packageRoot: package.root)
    #expect(throws: ExerciseLookupError("there is no exercise \"\(id)\"; " + answer)) {
      try book.exercise(id)
    }
  }

  @Test(
    "a manifest the kit cannot use is named with what is wrong",
    arguments: [
      (
        #"{"exercises": [{"id": "a.b", "chapter": 1, "title": "T", "file": "Exercises/Workbook/A.swift", "summary": "S", "hints": []}]}"#,
        "Exercises/Manifest/01-Counter.json is not a valid manifest: no \"grader\" in exercises[0]"
      ),
      ("not json", "Exercises/Manifest/01-Counter.json is not a valid manifest: it is not JSON"),
      (
        #"{"exercises": [{"id": "a.b", "chapter": 1, "title": "T", "file": "Sources/A.swift", "grader": "G", "summary": "S", "hints": [], "difficulty": 1, "kind": "exercise", "prerequisites": []}]}"#,
        "Exercises/Manifest/01-Counter.json: the file of a.b must be under Exercises/Workbook/, not Sources/A.swift"
      ),
      (
        #"{"exercises": [{"id": "composition.limit", "chapter": 1, "title": "T", "file": "Exercises/Workbook/A.swift", "grader": "G", "summary": "S", "hints": [], "difficulty": 1, "kind": "exercise", "prerequisites": []}]}"#,
        "the exercise id \"composition.limit\" appears twice in Exercises/Manifest"
      ),
      (
        #"{"exercises": [{"id": "a.b", "chapter": 1, "title": "T", "file": "Exercises/Workbook/A.swift", "grader": "G", "summary": "S", "hints": []}]}"#,
        "Exercises/Manifest/01-Counter.json is not a valid manifest: no \"difficulty\" in exercises[0]"
      ),
      (
        #"{"exercises": [{"id": "a.b", "chapter": 1, "title": "T", "file": "Exercises/Workbook/A.swift", "grader": "G", "summary": "S", "hints": [], "difficulty": 4, "kind": "exercise", "prerequisites": []}]}"#,
        "Exercises/Manifest/01-Counter.json: the difficulty of a.b must be 1, 2 or 3, not 4"
      ),
      (
        #"{"exercises": [{"id": "a.b", "chapter": 1, "title": "T", "file": "Exercises/Workbook/A.swift", "grader": "G", "summary": "S", "hints": [], "difficulty": 2, "kind": "exam", "prerequisites": []}]}"#,
        "Exercises/Manifest/01-Counter.json is not a valid manifest: exercises[0].kind is not valid"
      ),
    ])
  func badManifest(json: String, message: String) throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.write("Exercises/Manifest/01-Counter.json", json)
    #expect(throws: ExerciseBookError(message)) {
      try ExerciseBook.load(packageRoot: package.root)
    }
  }

  @Test("a package without manifests says where it looked")
  func noManifests() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try FileManager.default.removeItem(
      at: package.root.appendingPathComponent("Exercises/Manifest"))
    let error = #expect(throws: ExerciseBookError.self) {
      try ExerciseBook.load(packageRoot: package.root)
    }
    #expect(
      error?.message.hasPrefix("cannot find the exercises: there is no Exercises/Manifest in ")
        == true)
  }

  @Test("the progress file: none is an empty record; what is saved is read back")
  func progressFileRoundTrip() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    #expect(try package.record() == ExerciseRecord())
    let record = ExerciseRecord(passed: ["counter.floor"], hintsShown: ["counter.reset": 2])
    try package.save(record)
    #expect(try package.record() == record)
    #expect(try package.read(".kit-progress.json").contains("\"hintsShown\""))
  }

  @Test("a progress file with a field missing still reads; one that is not a record is an error")
  func progressFileShapes() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.write(".kit-progress.json", #"{"passed": ["counter.reset"]}"#)
    #expect(try package.record() == ExerciseRecord(passed: ["counter.reset"]))
    try package.write(".kit-progress.json", #"{"passed": "counter.reset"}"#)
    #expect(
      throws: ProgressFileError(
        ".kit-progress.json is not a progress file (passed has the wrong type): "
          + "fix it, or delete it to start afresh")
    ) {
      try package.record()
    }
  }

  @Test(
    "the workbook's marker: only code that sets isStarted to true counts",
    arguments: [
      ("  public static let isStarted = true", true),
      ("  public static let isStarted=true // started", true),
      ("  public static let isStarted = false", false),
      ("  // set `isStarted = true` below when you start", false),
      ("  if Exercise.isStarted == true {}", false),
      ("  public static let isStarted = trueish", false),
      ("  public static var isStarted: Bool { true }", true),
      ("  public static var isStarted: Bool { false }", false),
      ("  public static var isStarted: Bool { trueish }", false),
    ])
  func marker(line: String, isStarted: Bool) {
    #expect(WorkbookMarker.isStarted("import Composable\n\(line)\n") == isStarted)
  }

  @Test("an exercise is passed once recorded, started once its marker is flipped, else not started")
  func states() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.floor")
    try package.start("composition.limit")
    let book = try ExerciseBook.load(packageRoot: package.root)
    let record = ExerciseRecord(passed: ["composition.limit"])
    let states = book.exercises.map {
      ExerciseState.of($0, record: record, packageRoot: package.root)
    }
    #expect(states == [.notStarted, .started, .passed])
    #expect(book.current(record: record, packageRoot: package.root)?.id == "counter.floor")
    #expect(
      book.progress(record) == [
        1: ExerciseProgress(solved: 0, total: 2), 2: ExerciseProgress(solved: 1, total: 1),
      ])
    #expect(ExerciseBook.progress(packageRoot: package.root)[1]?.label == "0/2 passed")
  }

  /// Marks a workbook file as saved `minutesAgo` minutes ago.
  private func saved(_ id: String, minutesAgo: Double, in package: ExerciseTestPackage) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -60 * minutesAgo)],
      ofItemAtPath: package.root.appendingPathComponent(ExerciseTestPackage.workbookFile(id)).path)
  }

  @Test("the current exercise is where the learner works: of two started, the one saved last")
  func currentIsTheOneSavedLast() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.reset")
    try package.start("composition.limit")
    try saved("counter.reset", minutesAgo: 30, in: package)
    try saved("composition.limit", minutesAgo: 1, in: package)
    let book = try ExerciseBook.load(packageRoot: package.root)
    #expect(book.current(record: ExerciseRecord(), packageRoot: package.root)?.id == "composition.limit")
  }

  @Test("with nothing started and not passed, the current exercise is the one after the last edited")
  func currentFollowsTheLastEdited() throws {
    let package = try ExerciseTestPackage()
    defer { package.remove() }
    try package.start("counter.floor")
    let book = try ExerciseBook.load(packageRoot: package.root)
    let record = ExerciseRecord(passed: ["counter.floor"])
    #expect(book.current(record: record, packageRoot: package.root)?.id == "composition.limit")
    let floor = try book.exercise("counter.floor")
    #expect(book.next(after: floor, record: record)?.id == "composition.limit")
    let limit = try book.exercise("composition.limit")
    #expect(
      book.next(after: limit, record: record)?.id == "counter.reset",
      "after the last exercise the course comes round to its start")
    #expect(book.next(after: limit, record: ExerciseRecord(passed: ["counter.reset", "counter.floor"])) == nil)
  }
}
