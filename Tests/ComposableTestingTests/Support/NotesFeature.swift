import Composable
import Foundation

/// A feature whose notes each take an id and a date from dependencies: what the dependency
/// trait's tests look at.
struct NotesFeature: Reducer {
  /// A note: its id and when it was added.
  struct Note: Equatable {
    let id: UUID
    let createdAt: Date
  }

  struct State: Equatable {
    var notes: [Note] = []
  }

  enum Action: Equatable {
    /// Adds a note with the next UUID and the current date.
    case addButtonTapped
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.notes.append(Note(id: uuid(), createdAt: date.now))
        return .none
      }
    }
  }
}
