// swift-tools-version: 6.0
// A harness outside the kit's own build: it depends on the kit by path, as an app would, and
// times the deep send from plain synchronous top-level code, with none of `Benchmarks`' machinery.
// Run from this folder: swift run -c release OutsideHarness
import PackageDescription

let package = Package(
  name: "OutsideHarness",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ComposableKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "OutsideHarness",
      dependencies: [
        .product(name: "Composable", package: "ComposableKit"),
        .product(name: "OnlineStore", package: "ComposableKit"),
      ])
  ]
)
