// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// CI sets `CI=true`: every warning then fails the build. A learner's own build stays lenient,
/// so a half-finished exercise that warns still compiles.
let strictness: [SwiftSetting] =
  ProcessInfo.processInfo.environment["CI"] == "true" ? [.treatAllWarnings(as: .error)] : []

let package = Package(
  name: "ComposableKit",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
  ],
  targets: [
    .target(name: "Composable", swiftSettings: strictness),
    .target(name: "ComposableTesting", dependencies: ["Composable"], swiftSettings: strictness),
    .target(
      name: "OnlineStore", dependencies: ["Composable"],
      resources: [.copy("Resources/fakestore-products.json"), .copy("Resources/fakestore-user-1.json")],
      swiftSettings: strictness),
    .target(name: "TerminalUI", dependencies: ["Composable"], swiftSettings: strictness),

    .testTarget(name: "ComposableTests", dependencies: ["Composable"], swiftSettings: strictness),
    .testTarget(
      name: "ComposableTestingTests", dependencies: ["Composable", "ComposableTesting"],
      swiftSettings: strictness),
    .testTarget(
      name: "OnlineStoreTests", dependencies: ["OnlineStore", "Composable", "ComposableTesting"],
      swiftSettings: strictness),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "Composable"], swiftSettings: strictness),
  ]
)
