import ActionsChapter
import AlertsChapter
import CompositionChapter
import CounterChapter
import DependenciesChapter
import EffectsChapter
import SheetsChapter
import TerminalUI

/// The course's eight chapters in order, as the kit lists and starts them. Chapters 1 to 7 come
/// from their libraries (`CounterChapter.info`, …); 8 is listed as coming, with the title
/// and topic the design gives it, until its library exports its own.
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
    coming(
      8, "Root tabs", "RootDomain: the whole store app with its tabs",
      folder: "08-RootTabs", executable: "root-tabs", tests: "RootTabsTests"),
  ]

  /// A chapter that is not written yet: listed, but with no app to run.
  private static func coming(
    _ number: Int, _ title: String, _ summary: String, folder: String, executable: String,
    tests: String
  ) -> ChapterInfo {
    ChapterInfo(
      number: number, title: title, summary: summary, folder: folder, executable: executable,
      testTarget: tests)
  }
}
