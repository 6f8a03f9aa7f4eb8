import OnlineStore
import TerminalUI

/// The `--demo` walk-through: what a dependency is, shown on the client the app was made with.
enum DependenciesDemo {
  /// The captioned steps for a client (each caption fits an 80-column window): the failing
  /// client shows the error path and Retry; the others show the list and the ids `uuid()` made.
  static func steps(for client: ClientChoice) -> [DemoStep] {
    let middle: [DemoStep]
    switch client {
    case .failing:
      middle = failure(of: client)
    case .offline, .slow, .live:
      middle = [
        DemoStep("The response arrived: one row per product."),
        DemoStep("Each id came from @Dependency(\\.uuid): random here."),
        DemoStep("Add to Cart sends .product(.element(id:…)) with the row's id.",
          command: "tap Add to Cart"),
        DemoStep("↓ moves the focus down: the next row's id is the next uuid().",
          command: "down"),
        DemoStep("Add to Cart here: the action carries this row's id.",
          command: "tap Add to Cart"),
      ]
    }
    return opening(client) + middle + closing
  }

  /// The demo as it plays when the load fails, whatever the client (the live one offline): the
  /// app switches to it at the first failure, so no caption tells of rows that never came.
  static func stepsAfterFailure(for client: ClientChoice) -> [DemoStep] {
    opening(client) + failure(of: client) + closing
  }

  private static func opening(_ client: ClientChoice) -> [DemoStep] {
    [
      DemoStep("The reducer asks for @Dependency(\\.apiClient.fetchProducts)."),
      DemoStep("makeApp set $0.apiClient in withDependencies: --client \(client.name)."),
    ]
  }

  private static func failure(of client: ClientChoice) -> [DemoStep] {
    [
      DemoStep("The client threw: the response set dataLoadingStatus to .error."),
      DemoStep("Retry sends fetchProducts again…", command: "tap Retry"),
      client == .failing
        ? DemoStep("…and this client fails every time. Try --client offline.")
        : DemoStep("…it fails again while the server is out of reach. Try --client offline."),
    ]
  }

  private static let closing = [
    DemoStep("The action log: each action and the state diff it caused.", command: "log"),
    DemoStep("Tests swap the client and clock, and set uuid = .incrementing."),
  ]
}
