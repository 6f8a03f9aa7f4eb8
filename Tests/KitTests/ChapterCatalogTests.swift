import Foundation
import Testing

@testable import Kit

/// The kit's list of chapters and where it finds them.
@Suite("The chapter catalogue")
struct ChapterCatalogTests {
  @Test("eight chapters numbered 1 to 8, with the titles of the design's chapter table")
  func eightChapters() {
    let chapters = ChapterCatalog.chapters
    #expect(chapters.map(\.number) == Array(1...8))
    #expect(chapters[4].title == "Alerts")
    #expect(chapters[5].title == "Sheets")
    #expect(chapters[6].title == "Actions (delegate, view, bindable)")
    #expect(chapters[7].title == "Root tabs")
    #expect(chapters.allSatisfy { !$0.summary.isEmpty && !$0.testTarget.isEmpty })
  }

  @Test("chapter folders are numbered like the chapters: 01-Counter … 08-RootTabs")
  func folders() {
    for chapter in ChapterCatalog.chapters {
      #expect(chapter.folder.hasPrefix(String(format: "%02d-", chapter.number)))
    }
  }

  @Test("chapters 1 to 7 come from their libraries: their apps can run")
  func writtenChapters() {
    let written = ChapterCatalog.chapters.prefix(7)
    #expect(
      written.map(\.title) == [
        "Counter", "Composition", "Dependencies", "Effects", "Alerts", "Sheets",
        "Actions (delegate, view, bindable)",
      ])
    #expect(
      written.map(\.executable)
        == ["counter", "composition", "dependencies", "effects", "alerts", "sheets", "actions"])
    #expect(
      written.map(\.testTarget)
        == [
          "CounterTests", "CompositionTests", "DependenciesTests", "EffectsTests", "AlertsTests",
          "SheetsTests", "ActionsTests",
        ])
    #expect(written.allSatisfy { $0.isAvailable })
  }

  @Test("every written chapter ships a recorded session, and its page offers to play it")
  func recordedSessions() {
    let course = Course.standard
    for chapter in ChapterCatalog.chapters where chapter.isAvailable {
      let entry = ChapterEntry(
        chapter, text: course.text(of: chapter), sessions: course.sessions(of: chapter))
      #expect(entry.offers(.playSession), "\(chapter.title)")
      #expect(
        entry.shellCommand(for: .playSession)
          == "swift run \(chapter.executable) --demo --script Chapters/\(chapter.folder)/\(chapter.executable).session"
      )
    }
  }

  @Test("every chapter comes from its library, chapter 8 (root-tabs) included")
  func comingChapters() {
    #expect(ChapterCatalog.chapters.allSatisfy { $0.isAvailable })
    let rootTabs = ChapterCatalog.chapters[7]
    #expect(rootTabs.executable == "root-tabs" && rootTabs.testTarget == "RootTabsTests")
  }

  @Test("the package folder is found from the kit's sources: it holds Package.swift")
  func packageRoot() {
    #expect(Course.standard.hasPackage)
    #expect(
      FileManager.default.fileExists(
        atPath: PackageRoot.url.appendingPathComponent("Sources/Kit").path))
  }
}
