import Foundation

extension APIClient {
  /// The address the live client talks to unless told otherwise.
  public static let defaultBaseURL = URL(string: "https://fakestoreapi.com")!  // A valid literal.

  /// The environment variable that overrides the live client's base URL.
  public static let baseURLEnvironmentKey = "STORE_API_URL"

  /// Checks that `text` is an http(s) address with a host, or throws `APIError.invalidBaseURL`.
  public static func baseURL(parsing text: String) throws(APIError) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard
      let url = URL(string: trimmed),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host(), !host.isEmpty
    else { throw .invalidBaseURL(text) }
    return url
  }

  /// The live client's base URL: the flag's value if given, else `STORE_API_URL`, else the default.
  ///
  /// Pure: pass `ProcessInfo.processInfo.environment` to read the process's environment.
  /// A blank value counts as absent; an invalid one throws `APIError.invalidBaseURL`.
  public static func resolveBaseURL(
    flag: String? = nil, environment: [String: String]
  ) throws(APIError) -> URL {
    for candidate in [flag, environment[baseURLEnvironmentKey]] {
      if let candidate, !candidate.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        return try baseURL(parsing: candidate)
      }
    }
    return defaultBaseURL
  }
}
