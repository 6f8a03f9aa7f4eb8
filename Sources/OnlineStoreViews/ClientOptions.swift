import Foundation
import OnlineStore
import TerminalUI

/// The command-line options of an app whose API client is chosen (chapters 3 and 8), taken out of
/// the arguments before the rest go to the terminal app: `--client offline|slow|failing|live`
/// and `--api-url URL` (for `live`).
public struct ClientOptions: Equatable, Sendable {
  /// The client the app is made with.
  public var client: ClientChoice
  /// The other arguments, for `TerminalApp.run(arguments:)` (program name first).
  public var remainingArguments: [String]

  /// The lines the help adds under "Options:".
  public static let helpLines = [
    "  --client NAME   the API client the store is made with: offline (default, the embedded",
    "                  catalog after 0.6 s), slow (after 3 s), failing (an error, every time),",
    "                  live (the store server over the network)",
    "  --api-url URL   the server of --client live (default \(APIClient.defaultBaseURL.absoluteString),",
    "                  or $\(APIClient.baseURLEnvironmentKey))",
  ]

  /// Takes `--client` and `--api-url` (also as `--client=live`) out of `arguments` (program name
  /// first) and resolves the client; the live client's address comes from `--api-url`, else
  /// `STORE_API_URL` in `environment`, else fakestoreapi.com.
  public static func parse(
    _ arguments: [String], environment: [String: String]
  ) throws(UsageError) -> ClientOptions {
    var clientName: String?
    var apiURL: String?
    var remaining = Array(arguments.prefix(1))
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      let (name, inlineValue) = split(argument)
      guard name == "--client" || name == "--api-url" else {
        remaining.append(argument)
        continue
      }
      guard let value = inlineValue ?? rest.popFirst() else {
        throw UsageError(
          name == "--client"
            ? "--client needs a value: \(ClientChoice.names.joined(separator: ", "))"
            : "--api-url needs a value, like https://fakestoreapi.com")
      }
      if name == "--client" { clientName = value } else { apiURL = value }
    }
    let client = try resolveClient(
      named: clientName ?? "offline", apiURL: apiURL, environment: environment)
    return ClientOptions(client: client, remainingArguments: remaining)
  }

  /// The client a name stands for; `live` gets its address checked.
  private static func resolveClient(
    named name: String, apiURL: String?, environment: [String: String]
  ) throws(UsageError) -> ClientChoice {
    let offlineChoices: [String: ClientChoice] = [
      "offline": .offline, "slow": .slow, "failing": .failing,
    ]
    if let choice = offlineChoices[name.lowercased()] {
      guard apiURL == nil else {
        throw UsageError(
          "--api-url is the address of --client live; this app uses --client \(name)")
      }
      return choice
    }
    guard name.lowercased() == "live" else {
      throw UsageError(
        "--client needs one of \(ClientChoice.names.joined(separator: ", ")), not \"\(name)\"")
    }
    do {
      return .live(baseURL: try APIClient.resolveBaseURL(flag: apiURL, environment: environment))
    } catch {
      throw UsageError(error.description)
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
