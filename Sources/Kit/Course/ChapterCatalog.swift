import ActionsChapter
import AlertsChapter
import CompositionChapter
import CounterChapter
import Course
import DependenciesChapter
import EffectsChapter
import RootTabsChapter
import SheetsChapter
import TerminalUI

/// The course's eight chapters in order, as the kit lists and starts them, each from its
/// library (`CounterChapter.info`, …).
enum ChapterCatalog {
  /// All eight chapters, numbered 1 to 8.
  static let chapters: [ChapterInfo] = [
    CounterChapter.info,
    CompositionChapter.info,
    DependenciesChapter.info,
    EffectsChapter.info,
    AlertsChapter.info,
    SheetsChapter.info,
    ActionsChapter.info,
    RootTabsChapter.info,
  ]
}
