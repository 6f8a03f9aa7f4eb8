// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// CI sets `CI=true`: every warning then fails the build. A learner's own build stays lenient,
/// so a half-finished exercise that warns still compiles.
let strictness: [SwiftSetting] =
  ProcessInfo.processInfo.environment["CI"] == "true" ? [.treatAllWarnings(as: .error)] : []

/// A chapter: its library (domain, views, demo), its thin executable, and its suite.
struct Chapter {
  let folder: String
  let library: String
  let executable: String
  let tests: String
  let dependencies: [Target.Dependency]

  var targets: [Target] {
    [
      .target(
        name: library, dependencies: ["Composable", "TerminalUI", "Course"] + dependencies,
        path: "Chapters/\(folder)/\(library)", swiftSettings: strictness),
      .executableTarget(
        name: executable, dependencies: [.target(name: library)],
        path: "Chapters/\(folder)/\(executable)", swiftSettings: strictness),
      .testTarget(
        name: tests,
        dependencies: [
          .target(name: library), .target(name: executable), "Composable", "ComposableTesting",
          "TerminalUI", "ChapterTestSupport", "TestTags",
        ] + dependencies,
        swiftSettings: strictness),
    ]
  }
}

let chapters = [
  Chapter(
    folder: "01-Counter", library: "CounterChapter", executable: "counter",
    tests: "CounterTests", dependencies: []),
  Chapter(
    folder: "02-Composition", library: "CompositionChapter", executable: "composition",
    tests: "CompositionTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "03-Dependencies", library: "DependenciesChapter", executable: "dependencies",
    tests: "DependenciesTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "04-Effects", library: "EffectsChapter", executable: "effects",
    tests: "EffectsTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "05-Alerts", library: "AlertsChapter", executable: "alerts",
    tests: "AlertsTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "06-Sheets", library: "SheetsChapter", executable: "sheets",
    tests: "SheetsTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "07-Actions", library: "ActionsChapter", executable: "actions",
    tests: "ActionsTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
  Chapter(
    folder: "08-RootTabs", library: "RootTabsChapter", executable: "root-tabs",
    tests: "RootTabsTests", dependencies: ["OnlineStore", "OnlineStoreViews"]),
]

/// The exercises a learner edits (`Exercises/Workbook`), or, with `KIT_EXERCISES=solutions`,
/// the reference solutions with the same names, which CI builds to prove every grader passes.
let exercisesPath =
  ProcessInfo.processInfo.environment["KIT_EXERCISES"] == "solutions"
  ? "Exercises/Solutions" : "Exercises/Workbook"

/// With `KIT_EXERCISES` set to `workbook` or `solutions`, the package holds only what the graders
/// need, so grading (CI's two checks, `kit check`) builds a fraction of the kit.
let gradingOnly = ["workbook", "solutions"].contains(ProcessInfo.processInfo.environment["KIT_EXERCISES"])
/// With `KIT_EXERCISES=none`, the package leaves the exercises and their graders out: `kit test N`
/// runs a chapter's suite that way when a workbook file does not compile.
let withoutExercises = ProcessInfo.processInfo.environment["KIT_EXERCISES"] == "none"
/// The kit's modules each chapter's exercises and graders import, by the chapter's folder in
/// `Exercises/Workbook` and `Tests/ExerciseGraders`.
let exerciseChapterModules: [String: [String]] = [
  "01-Counter": ["Composable", "ComposableTesting"],
  "02-Composition": ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"],
  "03-Dependencies": ["Composable", "ComposableTesting", "OnlineStore"],
  "04-Effects": ["Composable", "ComposableTesting", "TerminalUI"],
  "05-Alerts": ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"],
  "06-Sheets": ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"],
  "07-Actions": ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI"],
  "08-RootTabs": ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI", "OnlineStoreViews"],
]
/// The workbook, the graders, and the grading trait both use (`.exercise(…)`).
let exerciseTargets = ["ExerciseGrading", "Exercises", "ExerciseGraders"]
/// What grading builds: the modules any chapter imports, the exercises and their graders.
let gradingTargets = Set(exerciseChapterModules.values.joined()).union(exerciseTargets)
/// With `KIT_EXERCISES_CHAPTER` naming a chapter's folder too (`kit check` sets it to its
/// exercise's, e.g. `01-Counter`), grading builds that chapter's exercises and graders alone and
/// only the modules they import: a first check compiles one chapter's graders, not forty, and
/// chapter 1's skips the terminal UI. Another chapter's broken workbook file stops no check.
let gradedChapter = ProcessInfo.processInfo.environment["KIT_EXERCISES_CHAPTER"].flatMap { chapter in
  gradingOnly ? exerciseChapterModules[chapter].map { (folder: chapter, modules: $0) } : nil
}

/// Lets release builds of other modules specialize the core's generic reducers, effects and
/// case extraction for their own types: the deep send of the benchmarks costs about half as many
/// instructions with it (see Documentation/Performance.md).
let crossModuleOptimization: [SwiftSetting] = [
  .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))
]

/// Debug builds on Linux link with lld, which the Swift toolchain ships: it links the test bundle
/// in about half the time of the system's default, gold. Every executable and the test bundle
/// link `Composable`, so its setting reaches each link.
let fastLinker: [LinkerSetting] = [
  .unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux], configuration: .debug))
]

let package = Package(
  name: "ComposableKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    // For Benchmarks/OutsideHarness, a package of its own that depends on the kit by path.
    .library(name: "OnlineStore", targets: ["OnlineStore"]),
    .executable(name: "kit", targets: ["Kit"]),
  ],
  targets: [
    .target(
      name: "Composable", swiftSettings: strictness + crossModuleOptimization, linkerSettings: fastLinker),
    .target(name: "ComposableTesting", dependencies: ["Composable"], swiftSettings: strictness),
    .target(
      name: "OnlineStore", dependencies: ["Composable"],
      resources: [.copy("Resources/fakestore-products.json"), .copy("Resources/fakestore-user-1.json")],
      swiftSettings: strictness),
    .target(name: "TerminalUI", dependencies: ["Composable"], swiftSettings: strictness),
    .target(name: "Course", swiftSettings: strictness),
    .target(
      name: "OnlineStoreViews", dependencies: ["Composable", "OnlineStore", "TerminalUI"],
      swiftSettings: strictness),
    .executableTarget(
      name: "TerminalUISample", dependencies: ["TerminalUI", "Composable"],
      swiftSettings: strictness),
    .target(
      name: "BenchmarkSuite",
      dependencies: ["Composable", "ComposableTesting", "OnlineStore", "TerminalUI", "OnlineStoreViews"],
      swiftSettings: strictness),
    .executableTarget(name: "Benchmarks", dependencies: ["BenchmarkSuite"], swiftSettings: strictness),
    .executableTarget(
      name: "Kit",
      dependencies: ["Composable", "TerminalUI", "Course"] + chapters.map { .target(name: $0.library) },
      swiftSettings: strictness),

    .testTarget(name: "ComposableTests", dependencies: ["Composable", "TestTags"], swiftSettings: strictness),
    .testTarget(
      name: "ComposableTestingTests", dependencies: ["Composable", "ComposableTesting", "TestTags"],
      swiftSettings: strictness),
    .testTarget(
      name: "OnlineStoreTests", dependencies: ["OnlineStore", "Composable", "ComposableTesting", "TestTags"],
      swiftSettings: strictness),
    .testTarget(
      name: "OnlineStoreViewsTests",
      dependencies: [
        "OnlineStoreViews", "OnlineStore", "TerminalUI", "Composable", "ComposableTesting", "TestTags",
      ],
      swiftSettings: strictness),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", "Composable", "ComposableTesting", "TerminalUISample", "TestTags"],
      swiftSettings: strictness),
    .target(
      name: "ExerciseGrading", dependencies: ["Composable", "ComposableTesting"],
      swiftSettings: strictness),
    .target(
      name: "Exercises",
      dependencies: [
        "ExerciseGrading", "Composable", "ComposableTesting", "OnlineStore", "TerminalUI", "OnlineStoreViews",
      ],
      path: exercisesPath,
      swiftSettings: strictness),
    .testTarget(
      name: "ExerciseGraders",
      dependencies: [
        "Exercises", "ExerciseGrading", "Composable", "ComposableTesting", "OnlineStore", "TerminalUI",
        "OnlineStoreViews",
      ],
      swiftSettings: strictness),
    .testTarget(
      name: "BenchmarkSuiteTests", dependencies: ["BenchmarkSuite", "TestTags"], swiftSettings: strictness),
    .target(
      name: "ChapterTestSupport", dependencies: ["Composable", "OnlineStore", "TerminalUI"],
      path: "Tests/ChapterTestSupport",
      swiftSettings: strictness),
    // The tags of the kit's own suites (by chapter and by area), shared by every test module.
    .target(name: "TestTags", path: "Tests/TestTags", swiftSettings: strictness),
    .testTarget(
      name: "KitTests",
      dependencies: ["Kit", "TerminalUI", "Course", "Composable", "ComposableTesting", "TestTags"],
      swiftSettings: strictness),
  ] + chapters.flatMap(\.targets)
)

if withoutExercises {
  package.targets.removeAll { exerciseTargets.contains($0.name) }
}
if gradingOnly {
  package.targets.removeAll { !gradingTargets.contains($0.name) }
  package.products.removeAll { product in product.name == "kit" }
}
if let gradedChapter {
  let modules = gradedChapter.modules
  package.targets.removeAll { !(modules + exerciseTargets).contains($0.name) }
  package.products.removeAll { product in !modules.contains(product.name) }
  // Excluded rather than left out of `sources`, which SwiftPM warns about.
  let otherChapters = exerciseChapterModules.keys.sorted().filter { $0 != gradedChapter.folder }
  for target in package.targets where target.name == "Exercises" {
    target.dependencies = (["ExerciseGrading"] + modules).map { .target(name: $0) }
    target.exclude = otherChapters
  }
  for target in package.targets where target.name == "ExerciseGraders" {
    target.dependencies = (["Exercises", "ExerciseGrading"] + modules).map { .target(name: $0) }
    // The view graders' helpers need the terminal UI.
    target.exclude = otherChapters + (modules.contains("TerminalUI") ? [] : ["Support/ViewHost+Grading.swift"])
  }
}

/// A first `swift test` spends most of its build in the test modules, and most of that in Swift
/// Testing's macros: about 23 ms of compiler time for each `@Test` and 9.5 for each `#expect` in
/// a debug build. A module compiled in batches expands them once for its interface and again for
/// its code; a test module compiled as a whole module, with its interface from the same job,
/// expands them once, and a clean build takes about a fifth less compiler time. `-num-threads`
/// keeps one object file per source file, which indexing needs. The driver says so in a remark
/// per module ("Incremental compilation has been disabled"): a whole module recompiles whole
/// after a change. `ExerciseGraders` is whole too in the full build, but in grading-only mode
/// (`kit check`, rebuilt each time a learner changes a workbook file) it keeps incremental
/// batches, so an edit rebuilds only the graders it touches.
///
/// The kit's own modules (the core, the test store, the store app, the terminal UI, the chapters,
/// `Kit`) compile whole too in the full build: each batch of a module parses the whole module
/// and type-checks what its files use again, so their batches cost about a sixth more compiler
/// time than whole-module jobs (43-45 s against 37 s in a clean build, 27 jobs instead of 79).
/// The learner's workbook (`Exercises`) keeps its batches, and so does grading-only mode, whose
/// first check builds a short chain of modules where the batches' two jobs at once matter more.
/// The cost: an edit of a kit module's file recompiles that whole module (TerminalUI about 12 s
/// of compiler time, its code generation on two threads).
///
/// Test modules also keep line tables only (`-gline-tables-only`, passed to the frontend: SwiftPM
/// adds its own `-g` to the driver after these flags): a crash's backtrace still names each
/// test's file and line, but lldb shows no local variables of test code (the kit's own modules
/// keep full debug info). Every debug build skips LLVM's check of the IR the
/// compiler generated (`-disable-llvm-verify`, a test of the compiler, not of the kit's code).
/// Together they cut about a fifth of a test module's LLVM time.
let wholeModule: [SwiftSetting] = [
  .unsafeFlags(
    ["-wmo", "-disable-batch-mode", "-num-threads", "2", "-no-emit-module-separately-wmo"],
    .when(configuration: .debug))
]
/// Line tables only, for test modules (see above).
let lineTablesOnly: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-gline-tables-only"], .when(configuration: .debug))
]
/// `-disable-llvm-verify` for every module of a debug build (see above).
let unverifiedLLVM: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-llvm-verify"], .when(configuration: .debug))
]
for target in package.targets {
  let incrementalGraders = target.name == "ExerciseGraders" && gradingOnly
  let test = target.type == .test
  let whole = test ? !incrementalGraders : !gradingOnly && target.name != "Exercises"
  target.swiftSettings =
    (target.swiftSettings ?? []) + (whole ? wholeModule : [])
    + (test && whole ? lineTablesOnly : []) + unverifiedLLVM
}
