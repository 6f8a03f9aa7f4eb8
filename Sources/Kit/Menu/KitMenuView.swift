import TerminalUI

/// Draws the kit's menu from its state: the chapter list with what each teaches and how far the
/// learner is, a chapter's page with what can be done with it, or the chapter's text in the
/// reader.
struct KitMenuView {
  /// The menu's state.
  var state: KitMenu.State

  /// The screen's lines for the space the view has.
  func lines(size: TerminalSize) -> [Line] {
    switch state.screen {
    case .chapterList: chapterList(size: size)
    case .chapterPage(let highlighted): chapterPage(highlighted: highlighted, size: size)
    case .exercise(let id, let highlighted): exercise(id, highlighted: highlighted, size: size)
    case .reader(let position): reader(position, size: size)
    }
  }

  // MARK: - The chapter list

  private func chapterList(size: TerminalSize) -> [Line] {
    let width = max(1, size.columns - 1)
    var details: [Line] = [.empty]
    if let chapter = state.selectedChapter {
      details.append(Line(" Chapter \(chapter.number) · \(chapter.title)", style: .bold))
      details += Line(chapter.summary).wrapped(toWidth: max(8, width - 1)).map {
        $0.indented(by: 1)
      }
      let next =
        chapter.isAvailable
        ? "Enter opens it: read the text, run the app, play the demo, run the tests."
        : "Coming: this chapter is still being written."
      details.append(Line(" " + next, style: .dim))
    }
    let heading = [Line.empty, Line(" Chapters", style: .bold)]
    let listHeight = max(3, size.rows - heading.count - details.count)
    let list = SelectableList(items: rows(width: width - 2), selection: state.selectedIndex)
      .lines(width: width, height: listHeight)
      .map { $0.indented(by: 1) }
    return heading + list + details
  }

  /// One row per chapter: number, title, what it teaches, and at the right its progress or
  /// "coming"; the columns line up.
  private func rows(width: Int) -> [Line] {
    let numberWidth = state.chapters.map { String($0.number).count }.max() ?? 1
    // Titles are whole when the window has room: a third of it at least.
    let titleWidth = min(
      max(22, width / 3), state.chapters.map(\.title.displayWidth).max() ?? 0)
    let tags = state.chapters.map(tag)
    let tagWidth = tags.map(\.width).max() ?? 0
    let summaryWidth = max(
      4, width - numberWidth - 2 - titleWidth - 2 - (tagWidth > 0 ? tagWidth + 2 : 0))
    return zip(state.chapters, tags).map { chapter, tag in
      let style: Style = chapter.isAvailable ? .plain : .dim
      let number = Line(String(chapter.number), style: style.adding(.bold))
        .padded(toWidth: numberWidth + 2)
      let title = Line(chapter.title, style: style.adding(.bold))
        .truncated(toWidth: titleWidth).padded(toWidth: titleWidth)
      let summary = Line(chapter.summary, style: style)
        .truncated(toWidth: summaryWidth).padded(toWidth: summaryWidth)
      let right = tagWidth > 0 ? Line("  ") + tag.padded(toWidth: tagWidth) : Line.empty
      return number + title + "  " + summary + right
    }
  }

  /// What the right column says of a chapter: the learner's progress when it is known,
  /// "coming" for a chapter still being written, nothing otherwise.
  private func tag(_ chapter: ChapterEntry) -> Line {
    if let progress = state.progress[chapter.number] {
      let done = progress.solved == progress.total
      return Line(progress.label, style: done ? .color(.green) : .plain)
    }
    return chapter.isAvailable ? .empty : Line("coming", style: .dim)
  }

  // MARK: - A chapter's page

  private func chapterPage(highlighted: PageItem?, size: TerminalSize) -> [Line] {
    guard let chapter = state.selectedChapter else { return [] }
    let width = max(8, size.columns - 2)
    var lines: [Line] = [
      .empty, Line(" Chapter \(chapter.number) · \(chapter.title)", style: .bold),
    ]
    lines += Line(chapter.summary).wrapped(toWidth: width).map { $0.indented(by: 1) }
    lines.append(.empty)
    let activities = chapter.activities
    let exercises = state.selectedExercises
    if activities.isEmpty {
      lines.append(Line(" Coming: this chapter is still being written.", style: .dim))
    }
    // Activities and exercises each line up their own columns, so a long exercise title
    // does not push a command (a recorded session's path) off a 110-column window.
    let activityWidth = activities.map(\.title.displayWidth).max() ?? 0
    let exerciseWidth = exercises.map { $0.title.displayWidth + 2 }.max() ?? 0
    var items = activities.map { activity in
      Line(activity.title).padded(toWidth: activityWidth + 2)
        + Line(chapter.shellCommand(for: activity), style: .dim)
    }
    var heading: Int?
    if !exercises.isEmpty {
      items.append(Line.empty)
      heading = items.count
      items.append(Line.empty)
      items += exercises.map { exercise in
        Line("  " + exercise.title).padded(toWidth: exerciseWidth + 2)
          + stateLabel(exercise.state).padded(toWidth: 13)
          + Line(exercise.file.replacingOccurrences(of: Exercise.workbookFolder, with: ""), style: .dim)
      }
    }
    let selection = highlighted.flatMap { item -> Int? in
      guard let index = state.pageItems.firstIndex(of: item) else { return nil }
      return index < activities.count ? index : index + 2
    }
    var list = SelectableList(items: items, selection: selection)
      .lines(width: width, height: items.count)
      .map { $0.indented(by: 1) }
    let progress = state.progress[chapter.number].map { ": " + $0.label } ?? ""
    if let heading {
      list[heading] =
        Line(" Exercises" + progress, style: .bold)
        + Line(" · files in \(Exercise.workbookFolder)", style: .dim)
    }
    lines += list
    if heading == nil, !progress.isEmpty {
      lines += [.empty, Line(" Exercises" + progress, style: .bold)]
    }
    if !chapter.isAvailable, !activities.isEmpty {
      lines += [.empty, Line(" Its app and tests are still being written.", style: .dim)]
    }
    if case .exercise = highlighted {
      lines += [.empty, Line(" Enter opens the exercise: check it, see a hint, watch it.", style: .dim)]
    }
    return lines
  }

  /// An exercise's state as its line says it, coloured: passed green, started yellow.
  private func stateLabel(_ state: ExerciseState) -> Line {
    switch state {
    case .passed: Line("✔ passed", style: .color(.green))
    case .started: Line("started", style: .color(.yellow))
    case .notStarted: Line("not started", style: .dim)
    }
  }

  // MARK: - An exercise's screen

  private func exercise(_ id: String, highlighted: ExerciseActivity, size: TerminalSize) -> [Line] {
    guard let chapter = state.selectedChapter, let exercise = state.exercise(id) else { return [] }
    let width = max(8, size.columns - 2)
    var lines: [Line] = [
      .empty,
      (Line(" Chapter \(chapter.number) · \(chapter.title) › ", style: .dim)
        + Line("\(exercise.id) · \(exercise.title)", style: .bold)).truncated(toWidth: size.columns),
      Line(" ") + stateLabel(exercise.state) + Line(" · " + exercise.file, style: .dim),
      .empty,
    ]
    lines += Line(exercise.summary).wrapped(toWidth: width).map { $0.indented(by: 1) }
    if exercise.state == .notStarted {
      lines += [.empty]
        + Line("To start: open \(exercise.file) and set isStarted to true.", style: .color(.yellow))
        .wrapped(toWidth: width).map { $0.indented(by: 1) }
    }
    lines.append(.empty)
    let titleWidth = ExerciseActivity.allCases.map { $0.title.displayWidth + 4 }.max() ?? 0
    let items = ExerciseActivity.allCases.map { activity in
      let isOpen = activity.isAvailable(for: exercise.state)
      let title = Line("\(activity.key)  " + activity.title, style: isOpen ? .plain : .dim)
        .padded(toWidth: titleWidth + 3)
      let command =
        isOpen
        ? Line(activity.shellCommand(for: exercise.id), style: .dim)
        : Line("opens once the exercise passes", style: .dim)
      return title + command
    }
    let selection = ExerciseActivity.allCases.firstIndex(of: highlighted)
    lines += SelectableList(items: items, selection: selection)
      .lines(width: width, height: items.count)
      .map { $0.indented(by: 1) }
    return lines
  }

  // MARK: - The reader

  private func reader(_ state: PagerState, size: TerminalSize) -> [Line] {
    guard let chapter = self.state.selectedChapter else { return [] }
    let layout = ReaderLayout(size: size)
    let text = layout.lines(of: chapter.text?.markdown ?? "")
    var position = state
    position.clamp(lineCount: text.count, pageHeight: layout.pageHeight)
    let end = min(text.count, position.offset + layout.pageHeight)
    let page = text[position.offset..<end].map {
      Pager.visiblePart(of: $0, state: position, width: layout.textWidth).indented(by: 1)
    }
    let blank = Array(repeating: Line.empty, count: max(0, layout.pageHeight - page.count))
    let percent = text.count <= layout.pageHeight ? 100 : end * 100 / max(1, text.count)
    var place =
      text.isEmpty
      ? "no text" : "lines \(position.offset + 1)–\(end) of \(text.count) (\(percent)%)"
    if position.column > 0 { place += " · column \(position.column + 1)" }
    // While searching, the search leads the status line: it is what the learner is doing.
    let status =
      position.searchStatus(in: text).map { Line(" " + $0, style: .bold) }
      ?? Line(" Chapter \(chapter.number) · \(chapter.title)", style: .bold)
    return page + blank + [(status + Line(" · " + place, style: .dim)).truncated(toWidth: size.columns)]
  }

}
