import Foundation
import TestTags
import Testing

@testable import Kit

/// The kit's list of chapters and where it finds them.
@Suite("The chapter catalogue", .tags(.kit))
struct ChapterCatalogTests {
  @Test("eight chapters numbered 1 to 8, each with a summary")
  func eightChapters() {
    let chapters = ChapterCatalog.chapters
    #expect(chapters.map(\.number) == Array(1...8))
    #expect(chapters.allSatisfy { !$0.summary.isEmpty })
  }

  @Test("chapter folders are numbered like the chapters: 01-Counter … 08-RootTabs")
  func folders() {
    for chapter in ChapterCatalog.chapters {
      #expect(chapter.folder.hasPrefix(String(format: "%02d-", chapter.number)))
    }
  }

  @Test("every chapter comes from its library with the design's title, executable and tests: its app can run")
  func chaptersFromTheirLibraries() {
    let chapters = ChapterCatalog.chapters
    #expect(
      chapters.map(\.title) == [
        "Counter", "Composition", "Dependencies", "Effects", "Alerts", "Sheets",
        "Actions (delegate, view, bindable)", "Root tabs",
      ])
    #expect(
      chapters.map(\.executable)
        == [
          "counter", "composition", "dependencies", "effects", "alerts", "sheets", "actions",
          "root-tabs",
        ])
    #expect(
      chapters.map(\.testTarget)
        == [
          "CounterTests", "CompositionTests", "DependenciesTests", "EffectsTests", "AlertsTests",
          "SheetsTests", "ActionsTests", "RootTabsTests",
        ])
    #expect(chapters.allSatisfy { $0.isAvailable })
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

  @Test("the package folder is found from the kit's sources: it holds Package.swift")
  func packageRoot() {
    #expect(Course.standard.hasPackage)
    #expect(
      FileManager.default.fileExists(
        atPath: PackageRoot.url.appendingPathComponent("Sources/Kit").path))
  }
}
