/// An exercise id that no manifest has. The message points to the id the learner most likely
/// meant: one a typo away, or the exercises of a chapter named by its prefix, or else all ids.
struct ExerciseLookupError: Error, Equatable {
  /// What is wrong, with the ids to try.
  let message: String

  /// An error with a message.
  init(_ message: String) {
    self.message = message
  }

  /// The error for `id`, which is none of `ids`: "did you mean counter.reset?" for a typo of at
  /// most two letters, the chapter's ids for a chapter's prefix (`counter`), all ids otherwise.
  init(unknown id: String, among ids: [String]) {
    let near = ids.filter { editDistance(id, $0) <= 2 }
    let ofChapter = ids.filter { $0.hasPrefix(id + ".") }
    if !near.isEmpty {
      self.init(
        "there is no exercise \"\(id)\"; did you mean \(near.joined(separator: " or "))? "
          + "(kit exercises lists them all)")
    } else if !ofChapter.isEmpty {
      self.init("there is no exercise \"\(id)\"; \(id)'s exercises are: \(ofChapter.joined(separator: ", "))")
    } else {
      self.init("there is no exercise \"\(id)\"; the exercises are: \(ids.joined(separator: ", "))")
    }
  }
}

/// How many letters must be inserted, deleted or replaced to turn `a` into `b` (Levenshtein).
private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  for (i, letter) in a.enumerated() {
    var current = [i + 1] + Array(repeating: 0, count: b.count)
    for j in b.indices {
      let replace = previous[j] + (letter == b[j] ? 0 : 1)
      current[j + 1] = min(replace, previous[j + 1] + 1, current[j] + 1)
    }
    previous = current
  }
  return previous[b.count]
}
