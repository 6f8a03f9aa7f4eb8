import TerminalUI

extension KitMenu {
  /// A binding of the menu's key map.
  typealias Binding = KeyBinding<State, Action, NoScreenState>

  /// The menu's key map. On the list a chapter's number opens its page. On the list and a
  /// chapter's page: ↑ ↓ (k j) move, Enter (→) opens or
  /// chooses (an exercise opens its screen), r a d s t read, run the app, play the demo, play a
  /// recorded session, run the tests; on an exercise's screen, c h w s check, hint, watch,
  /// solution (once passed); Esc (← Backspace) goes back. In the reader: ↑ ↓ (k j) scroll a line,
  /// PgUp PgDn (b Space) a page, Home End (g G) to the ends, ← → sideways, `/` searches and `n`
  /// `N` go to the next and previous match, Esc or q back (q means back in every reader, as in
  /// the apps' pager); `windowSize` tells the reader's keys how tall and wide a page is.
  @MainActor
  static func keys(windowSize: @escaping @MainActor () -> TerminalSize) -> [Binding] {
    [
      search(windowSize),
      chapterNumber,
      .send(.escape, command: "back", summary: "back", action: .backTapped, when: isNotOnList),
      Binding(
        [.left, .backspace], command: "back", summary: "back", showsInFooter: false,
        when: isNotOnList, perform: { _, _ in .send(.backTapped) }),
      Binding(
        [.character("q")], command: "close", summary: "back to the chapter's page",
        showsInFooter: false, when: isReading, perform: { _, _ in .send(.backTapped) }),
      move([.up, .character("k")], command: "up", by: -1),
      move([.down, .character("j")], command: "down", by: 1),
      .send(.enter, command: "open", summary: "open", action: .openTapped, when: isOnList),
      .send(.enter, command: "choose", summary: "choose", action: .openTapped, when: hasChoice),
      Binding(
        [.right], command: "forward", summary: "open or choose", showsInFooter: false,
        when: { isOnList($0, $1) || hasChoice($0, $1) },
        perform: { _, _ in .send(.openTapped) }),
      shortcut("r", .read, command: "read", summary: "read"),
      shortcut("a", .runApp, command: "app", summary: "app"),
      shortcut("d", .playDemo, command: "demo", summary: "demo"),
      shortcut("s", .playSession, command: "session", summary: "session"),
      shortcut("t", .runTests, command: "tests", summary: "tests"),
      exerciseShortcut(.check, command: "check", summary: "check"),
      exerciseShortcut(.hint, command: "hint", summary: "hint"),
      exerciseShortcut(.watch, command: "watch", summary: "watch"),
      exerciseShortcut(.solution, command: "solution", summary: "solution"),
      scroll(.pageDown, .space, command: "page-down", summary: "next page", windowSize),
      scroll(.pageUp, .character("b"), command: "page-up", summary: "previous page", windowSize),
      scroll(.down, .character("j"), command: "line-down", summary: "scroll down", windowSize),
      scroll(.up, .character("k"), command: "line-up", summary: "scroll up", windowSize),
      scroll(.home, .character("g"), command: "top", summary: "to the top", windowSize),
      scroll(.end, .character("G"), command: "bottom", summary: "to the end", windowSize),
    ]
  }

  /// The reader's search and sideways keys: `/` then the query and Enter, `n` `N`, ← →. While
  /// the query is typed it takes every key, before the other bindings.
  @MainActor
  private static func search(_ windowSize: @escaping @MainActor () -> TerminalSize) -> Binding {
    .reading(
      summary: "search (/, then n N), scroll sideways (← →)", when: isReading,
      perform: { key, state, _ in
        guard case .reader(let reader) = state.screen, let text = state.selectedChapter?.text
        else { return .ignored }
        let layout = ReaderLayout(windowSize: windowSize())
        let lines = layout.lines(of: text.markdown)
        var pager = reader
        guard pager.isTypingQuery || [.character("/"), .character("n"), .character("N"), .left, .right].contains(key),
          pager.handle(key, text: lines, pageHeight: layout.pageHeight, width: layout.textWidth)
        else { return .ignored }
        return pager == reader ? .handled : .send(.readerChanged(pager))
      })
  }

  /// A chapter's number on the list opens that chapter's page.
  private static var chapterNumber: Binding {
    .reading(
      summary: "a chapter's number (1, 2, …) opens its page", when: isOnList,
      perform: { key, state, _ in
        guard case .character(let character) = key, let number = character.wholeNumberValue,
          state.chapters.contains(where: { $0.number == number })
        else { return .ignored }
        return .send(.chapterNumberTyped(number))
      })
  }

  private static func isOnList(_ state: State, _: NoScreenState) -> Bool {
    state.screen == .chapterList
  }

  private static func isNotOnList(_ state: State, _: NoScreenState) -> Bool {
    state.screen != .chapterList
  }

  private static func isOnListOrPage(_ state: State, _: NoScreenState) -> Bool {
    switch state.screen {
    case .chapterList, .chapterPage: true
    case .reader, .exercise: false
    }
  }

  /// On a chapter's page with something highlighted, or on an exercise's screen.
  private static func hasChoice(_ state: State, _: NoScreenState) -> Bool {
    switch state.screen {
    case .chapterPage(.some), .exercise: true
    case .chapterList, .chapterPage(nil), .reader: false
    }
  }

  /// A letter that does one activity of the exercise on screen, when it is open (the solution
  /// once the exercise passed).
  private static func exerciseShortcut(
    _ activity: ExerciseActivity, command: String, summary: String
  ) -> Binding {
    Binding(
      [.character(activity.key)], command: command, summary: summary,
      when: { state, _ in
        guard case .exercise(let id, _) = state.screen, let exercise = state.exercise(id) else {
          return false
        }
        return activity.isAvailable(for: exercise.state)
      },
      perform: { _, _ in .send(.exerciseActivityChosen(activity)) })
  }

  private static func isReading(_ state: State, _: NoScreenState) -> Bool {
    if case .reader = state.screen { true } else { false }
  }

  /// ↑ or ↓ on the list, a page or an exercise's screen: shown in the help, not the footer
  /// (arrows explain themselves).
  private static func move(_ keys: [Key], command: String, by step: Int) -> Binding {
    Binding(
      keys, command: command, summary: step < 0 ? "select the one above" : "select the one below",
      showsInFooter: false,
      when: { state, _ in if case .reader = state.screen { false } else { true } },
      perform: { _, _ in .send(.selectionMoved(by: step)) })
  }

  /// A letter that does one activity of the selected chapter, when the chapter offers it.
  private static func shortcut(
    _ letter: Character, _ activity: ChapterActivity, command: String, summary: String
  ) -> Binding {
    Binding(
      [.character(letter)], command: command, summary: summary,
      when: { state, screen in
        isOnListOrPage(state, screen) && state.selectedChapter?.offers(activity) == true
      },
      perform: { _, _ in .send(.activityChosen(activity)) })
  }

  /// A scrolling key of the reader, and its alternate: it measures the text at the window's
  /// width, moves as the pager would, and sends the new line only when it changed. The page
  /// keys show in the footer.
  @MainActor
  private static func scroll(
    _ key: Key, _ alternate: Key, command: String, summary: String,
    _ windowSize: @escaping @MainActor () -> TerminalSize
  ) -> Binding {
    Binding(
      [key, alternate], command: command, summary: summary,
      showsInFooter: key == .pageDown || key == .pageUp, when: isReading,
      perform: { state, _ in
        guard case .reader(let reader) = state.screen, let text = state.selectedChapter?.text
        else { return .ignored }
        let layout = ReaderLayout(windowSize: windowSize())
        var pager = reader
        let lineCount = layout.lines(of: text.markdown).count
        _ = pager.handle(key, lineCount: lineCount, pageHeight: layout.pageHeight)
        return pager.offset == reader.offset ? .handled : .send(.readerScrolled(to: pager.offset))
      })
  }
}
