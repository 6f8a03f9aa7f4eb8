// swift-tools-version: 6.2
import Foundation
import PackageDescription

// Why each compiler and linker flag below: Documentation/BuildSettings.md.

/// A chapter: its library (domain, views, demo), its thin executable, its suite, and the kit's
/// modules its exercises and graders import.
struct Chapter {
  let folder: String
  let library: String
  let executable: String
  let tests: String
  let dependencies: [Target.Dependency]
  /// What the chapter's exercises (`Exercises/Workbook/<folder>`) and graders
  /// (`Tests/ExerciseGraders/<folder>`) import: grading one chapter builds these alone. They are
  /// not the library's: chapter 1's leave the terminal UI out, so its first check skips it.
  let exerciseModules: [String]

  var targets: [Target] {
    [
      .target(
        name: library, dependencies: ["Composable", "TerminalUI", "Course"] + dependencies,
        path: "Chapters/\(folder)/\(library)"),
      .executableTarget(
        name: executable, dependencies: [.target(name: library)], path: "Chapters/\(folder)/\(executable)"),
      .testTarget(
        name: tests,
        dependencies: [
          .target(name: library), .target(name: executable), "Composable", "ComposableTesting",
          "TerminalUI", "ChapterTestSupport", "TestTags",
        ] + dependencies),
    ]
  }
}

let chapters = [
  Chapter(
    folder: "01-Counter", library: "CounterChapter", executable: "counter",
    tests: "CounterTests", dependencies: [],
    exerciseModules: ["Composable", "ComposableTesting"]),
  Chapter(
    folder: "02-Composition", library: "CompositionChapter", executable: "composition",
    tests: "CompositionTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"]),
  Chapter(
    folder: "03-Dependencies", library: "DependenciesChapter", executable: "dependencies",
    tests: "DependenciesTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore"]),
  Chapter(
    folder: "04-Effects", library: "EffectsChapter", executable: "effects",
    tests: "EffectsTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "TerminalUI"]),
  Chapter(
    folder: "05-Alerts", library: "AlertsChapter", executable: "alerts",
    tests: "AlertsTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"]),
  Chapter(
    folder: "06-Sheets", library: "SheetsChapter", executable: "sheets",
    tests: "SheetsTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"]),
  Chapter(
    folder: "07-Actions", library: "ActionsChapter", executable: "actions",
    tests: "ActionsTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"]),
  Chapter(
    folder: "08-RootTabs", library: "RootTabsChapter", executable: "root-tabs",
    tests: "RootTabsTests", dependencies: ["OnlineStore", "OnlineStoreViews"],
    exerciseModules: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI", "OnlineStoreViews"]),
]

/// What this build holds, from `KIT_EXERCISES` and `KIT_EXERCISES_CHAPTER`.
enum BuildShape {
  /// The whole kit, with the learner's exercises (`Exercises/Workbook`) and their graders.
  case full
  /// `KIT_EXERCISES=none`: the whole kit but the exercises and their graders; `kit test N` runs
  /// a chapter's suite so when a workbook file does not compile.
  case withoutExercises
  /// `KIT_EXERCISES=workbook` or `solutions`: the exercises from `folder` (the workbook, or the
  /// reference solutions, which CI grades to prove every grader passes), their graders and the
  /// modules they import, nothing else, so grading builds a fraction of the kit.
  case gradingAll(exercises: String)
  /// The same with `KIT_EXERCISES_CHAPTER` naming a chapter's folder (`kit check` sets it to its
  /// exercise's, e.g. `01-Counter`): that chapter's exercises and graders alone, and only the
  /// modules they import, so another chapter's broken workbook file stops no check.
  case gradingChapter(Chapter, exercises: String)

  /// Whether the build only grades exercises (`kit check`, and CI grading the solutions).
  var grades: Bool {
    switch self {
    case .full, .withoutExercises: false
    case .gradingAll, .gradingChapter: true
    }
  }

  /// The shape an environment asks for.
  init(_ environment: [String: String]) {
    switch environment["KIT_EXERCISES"] {
    case "none":
      self = .withoutExercises
    case let mode? where mode == "workbook" || mode == "solutions":
      let exercises = mode == "solutions" ? "Exercises/Solutions" : "Exercises/Workbook"
      if let chapter = chapters.first(where: { $0.folder == environment["KIT_EXERCISES_CHAPTER"] }) {
        self = .gradingChapter(chapter, exercises: exercises)
      } else {
        self = .gradingAll(exercises: exercises)
      }
    default:
      self = .full
    }
  }
}

/// The environment, read here and nowhere else: the build's shape, and `CI=true`, which makes
/// every warning fail the build (a learner's build stays lenient, so a half-finished exercise
/// that warns still compiles).
let environment = ProcessInfo.processInfo.environment
let shape = BuildShape(environment)
let warningsAreErrors = environment["CI"] == "true"

/// The kit's modules an exercise may import.
let importableModules: [Target] = [
  .target(
    name: "Composable",
    swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))],
    linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .debug))]),
  .target(name: "ComposableTesting", dependencies: ["Composable"]),
  .target(
    name: "OnlineStore", dependencies: ["Composable"],
    resources: [.copy("Resources/fakestore-products.json"), .copy("Resources/fakestore-user-1.json")]),
  .target(name: "TerminalUI", dependencies: ["Composable"]),
  .target(name: "OnlineStoreViews", dependencies: ["Composable", "OnlineStore", "TerminalUI"]),
]

/// The `.exercise(…)` trait the learner's suites carry, and the broken versions it runs them on.
func exerciseGrading() -> Target {
  .target(name: "ExerciseGrading", dependencies: ["Composable", "ComposableTesting"])
}

/// The exercises (from the folder `exercises`) and their graders, importing `modules`, without
/// the chapter folders in `excluded` (excluded rather than left out of `sources`, which SwiftPM
/// warns about).
func exerciseTargets(exercises: String, modules: [String], excluded: [String] = []) -> [Target] {
  [
    exerciseGrading(),
    .target(
      name: "Exercises", dependencies: (["ExerciseGrading"] + modules).map { .target(name: $0) },
      path: exercises, exclude: excluded),
    .testTarget(
      name: "ExerciseGraders",
      dependencies: (["Exercises", "ExerciseGrading"] + modules).map { .target(name: $0) },
      // The view graders' helpers need the terminal UI.
      exclude: excluded + (modules.contains("TerminalUI") ? [] : ["Support/ViewHost+Grading.swift"])),
  ]
}

/// The rest of the kit: the course's facts, the samples and benchmarks, `kit`, the suites and
/// their support, and the chapters.
let kitTargets: [Target] =
  [
    .target(name: "Course"),
    .executableTarget(name: "TerminalUISample", dependencies: ["TerminalUI", "Composable"]),
    .target(
      name: "BenchmarkSuite",
      dependencies: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI", "OnlineStoreViews"]),
    .executableTarget(name: "Benchmarks", dependencies: ["BenchmarkSuite"]),
    .executableTarget(
      name: "Kit",
      dependencies: ["Composable", "TerminalUI", "Course"] + chapters.map { .target(name: $0.library) }),
    // The features more than one suite drives.
    .target(name: "TestFeatures", dependencies: ["Composable"], path: "Tests/TestFeatures"),
    .testTarget(name: "ComposableTests", dependencies: ["Composable", "TestFeatures", "TestTags"]),
    .testTarget(
      name: "ComposableTestingTests",
      dependencies: ["Composable", "ComposableTesting", "TestFeatures", "TestTags"]),
    .testTarget(
      name: "OnlineStoreTests", dependencies: ["OnlineStore", "Composable", "ComposableTesting", "TestTags"]),
    .testTarget(
      name: "OnlineStoreViewsTests",
      dependencies: [
        "OnlineStoreViews", "OnlineStore", "TerminalUI", "Composable", "ComposableTesting", "TestTags",
      ]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "Composable", "ComposableTesting", "TerminalUISample", "TestTags"]),
    .testTarget(name: "BenchmarkSuiteTests", dependencies: ["BenchmarkSuite", "TestTags"]),
    // The tags of the kit's own suites (by chapter and by area), shared by every test module.
    .target(name: "TestTags", path: "Tests/TestTags"),
    .target(
      name: "ChapterTestSupport", dependencies: ["Composable", "OnlineStore", "TerminalUI", "TestTags"],
      path: "Tests/ChapterTestSupport"),
    .testTarget(
      name: "ExerciseGradingTests",
      dependencies: ["ExerciseGrading", "Composable", "ComposableTesting", "TestTags"]),
    .testTarget(
      name: "KitTests",
      dependencies: ["Kit", "TerminalUI", "Course", "Composable", "ComposableTesting", "TestTags"]),
  ] + chapters.flatMap(\.targets)

var products: [Product] = [
  .library(name: "Composable", targets: ["Composable"]),
  .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
  // For Benchmarks/OutsideHarness, a package of its own that depends on the kit by path.
  .library(name: "OnlineStore", targets: ["OnlineStore"]),
  .executable(name: "kit", targets: ["Kit"]),
]
let targets: [Target]
switch shape {
case .full:
  targets =
    importableModules + kitTargets
    + exerciseTargets(exercises: "Exercises/Workbook", modules: importableModules.map(\.name))
case .withoutExercises:
  // The grading trait and its tests stay: they do not depend on the workbook.
  targets = importableModules + kitTargets + [exerciseGrading()]
case .gradingAll(let exercises):
  let imported = Set(chapters.flatMap(\.exerciseModules))
  targets =
    importableModules.filter { imported.contains($0.name) }
    + exerciseTargets(exercises: exercises, modules: importableModules.map(\.name))
  products.removeAll { $0.name == "kit" }
case .gradingChapter(let chapter, let exercises):
  let otherChapters = chapters.map(\.folder).filter { $0 != chapter.folder }
  targets =
    importableModules.filter { chapter.exerciseModules.contains($0.name) }
    + exerciseTargets(exercises: exercises, modules: chapter.exerciseModules, excluded: otherChapters)
  products.removeAll { !chapter.exerciseModules.contains($0.name) }
}

/// `CI=true`'s setting, and the settings of debug builds that make a first build faster.
let warningsAsErrors: [SwiftSetting] = warningsAreErrors ? [.treatAllWarnings(as: .error)] : []
let wholeModule: [SwiftSetting] = [
  .unsafeFlags(
    ["-wmo", "-disable-batch-mode", "-num-threads", "2", "-no-emit-module-separately-wmo"],
    .when(configuration: .debug))
]
let noDebugInfo: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-gnone"], .when(configuration: .debug))
]
let unverifiedLLVM: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-llvm-verify"], .when(configuration: .debug))
]
for target in targets {
  // Every module but the learner's workbook compiles whole, with the same flags in every shape (a
  // module built with other flags for another chapter's check would be built again); in the
  // grading shapes the grading trait keeps its batches too (Documentation/BuildSettings.md).
  let whole = target.name != "Exercises" && !(shape.grades && target.name == "ExerciseGrading")
  target.swiftSettings =
    warningsAsErrors + (target.swiftSettings ?? []) + (whole ? wholeModule : [])
    + (whole && target.type == .test ? noDebugInfo : []) + unverifiedLLVM
}

let package = Package(
  name: "ComposableKit", platforms: [.macOS(.v15)], products: products, targets: targets)
