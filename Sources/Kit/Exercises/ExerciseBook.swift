import Foundation

/// Every exercise, in the order the manifests give them: the manifests in `Exercises/Manifest`
/// sorted by file name (`01-Counter.json`, `02-Composition.json`, …), and in each the
/// exercises as they are listed, easy to harder.
struct ExerciseBook: Equatable, Sendable {
  /// The exercises, in order.
  var exercises: [Exercise]

  /// The folder of the manifests, relative to the package folder.
  static let manifestFolder = "Exercises/Manifest"

  /// Reads the manifests of the package in `packageRoot`; the error says which file is wrong
  /// and how.
  static func load(packageRoot: URL) throws(ExerciseBookError) -> ExerciseBook {
    let folder = packageRoot.appendingPathComponent(manifestFolder)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw ExerciseBookError(
        "cannot find the exercises: there is no \(manifestFolder) in \(packageRoot.path)")
    }
    guard !names.isEmpty else {
      throw ExerciseBookError("there are no exercise manifests (*.json) in \(manifestFolder)")
    }
    var exercises: [Exercise] = []
    for name in names {
      exercises += try manifest(
        at: folder.appendingPathComponent(name), named: "\(manifestFolder)/\(name)")
    }
    var seen: Set<String> = []
    for exercise in exercises where !seen.insert(exercise.id).inserted {
      throw ExerciseBookError(
        "the exercise id \"\(exercise.id)\" appears twice in \(manifestFolder)")
    }
    return ExerciseBook(exercises: exercises)
  }

  /// The exercises of one manifest file, checked for what the kit relies on.
  private static func manifest(at url: URL, named name: String) throws(ExerciseBookError)
    -> [Exercise]
  {
    struct Manifest: Decodable { var exercises: [Exercise] }
    let manifest: Manifest
    do {
      manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    } catch let error as DecodingError {
      throw ExerciseBookError("\(name) is not a valid manifest: \(error.briefDescription)")
    } catch {
      throw ExerciseBookError("cannot read \(name): \(error.localizedDescription)")
    }
    for exercise in manifest.exercises {
      guard !exercise.id.isEmpty, !exercise.id.contains(where: \.isWhitespace) else {
        throw ExerciseBookError("\(name) has an exercise whose id is empty or has spaces")
      }
      guard Exercise.difficulties.contains(exercise.difficulty) else {
        throw ExerciseBookError(
          "\(name): the difficulty of \(exercise.id) must be 1, 2 or 3, not \(exercise.difficulty)")
      }
      guard exercise.file.hasPrefix(Exercise.workbookFolder), !exercise.file.contains("..") else {
        throw ExerciseBookError(
          "\(name): the file of \(exercise.id) must be under \(Exercise.workbookFolder), not \(exercise.file)"
        )
      }
    }
    return manifest.exercises
  }

  /// The exercise with an id; for any other id, an error that lists the valid ones.
  func exercise(_ id: String) throws(ExerciseLookupError) -> Exercise {
    guard let exercise = exercises.first(where: { $0.id == id }) else {
      throw ExerciseLookupError(unknown: id, among: exercises.map(\.id))
    }
    return exercise
  }

  /// The exercise the learner is on, wherever in the course they work: of the exercises
  /// started and not passed, the one whose workbook file was saved last; when none is, the
  /// next one not passed after the exercise whose workbook file was edited last (it passed);
  /// on a fresh clone the first not passed. Nil when every exercise passed.
  func current(record: ExerciseRecord, packageRoot: URL) -> Exercise? {
    let open = exercises.filter { !record.isPassing($0.id) }
    let started = open.filter {
      ExerciseState.of($0, record: record, packageRoot: packageRoot).isStarted
    }
    if let latest = started.max(by: { $0.savedAt(in: packageRoot) < $1.savedAt(in: packageRoot) }) {
      return latest
    }
    let edited = exercises.filter { $0.isEdited(in: packageRoot) }
    if let latest = edited.max(by: { $0.savedAt(in: packageRoot) < $1.savedAt(in: packageRoot) }) {
      return next(after: latest, record: record)
    }
    return open.first
  }

  /// The first exercise after `exercise` in the course that has not passed, coming round to
  /// the course's start; nil when every other exercise passed.
  func next(after exercise: Exercise, record: ExerciseRecord) -> Exercise? {
    guard let index = exercises.firstIndex(of: exercise) else {
      return exercises.first { !record.isPassing($0.id) }
    }
    let roundFromIt = exercises[(index + 1)...] + exercises[..<index]
    return roundFromIt.first { !record.isPassing($0.id) }
  }

  /// The chapters that have exercises, in order, each with its exercises in order.
  var chapters: [(number: Int, exercises: [Exercise])] {
    var chapters: [(number: Int, exercises: [Exercise])] = []
    for exercise in exercises {
      if let index = chapters.firstIndex(where: { $0.number == exercise.chapter }) {
        chapters[index].exercises.append(exercise)
      } else {
        chapters.append((exercise.chapter, [exercise]))
      }
    }
    return chapters
  }

  /// How many exercises of each chapter passed, as the menu and `kit list` show it.
  func progress(_ record: ExerciseRecord) -> [Int: ExerciseProgress] {
    var progress: [Int: ExerciseProgress] = [:]
    for (number, exercises) in chapters {
      progress[number] = ExerciseProgress(
        solved: exercises.filter { record.isPassing($0.id) }.count, total: exercises.count)
    }
    return progress
  }

  /// The learner's progress per chapter in a package folder, or none when the manifests or the
  /// progress file cannot be read (the commands that need them say why).
  static func progress(packageRoot: URL) -> [Int: ExerciseProgress] {
    guard let book = try? load(packageRoot: packageRoot),
      let record = try? ProgressFile(packageRoot: packageRoot).load()
    else { return [:] }
    return book.progress(record)
  }
}

/// Exercise manifests the kit cannot use; the message says which file and why.
struct ExerciseBookError: Error, Equatable {
  /// What is wrong, e.g. `Exercises/Manifest/01-Counter.json is not a valid manifest: …`.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }
}

extension DecodingError {
  /// What is wrong with the JSON in a few words, and where: `no "grader" in exercises[1]`.
  var briefDescription: String {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
        .joined()
      return String(text.drop { $0 == "." })
    }
    switch self {
    case .keyNotFound(let key, let context):
      let place = path(context.codingPath)
      return "no \"\(key.stringValue)\"" + (place.isEmpty ? "" : " in \(place)")
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not JSON" : "\(path(context.codingPath)) is not valid"
    @unknown default:
      return "it cannot be read"
    }
  }
}
