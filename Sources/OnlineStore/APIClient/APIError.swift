import Foundation

/// Why a call to the store API failed, with a sentence a person can read.
public enum APIError: Error, Equatable, Sendable {
  /// The device has no network connection.
  case notConnected
  /// The server's host could not be found or refused the connection.
  case cannotReachServer(host: String)
  /// The server took too long to answer.
  case timedOut
  /// The request failed on the way, for a reason other than the ones above.
  case requestFailed(reason: String)
  /// The server answered a request (such as "GET /products") with a status other than 2xx.
  case httpStatus(code: Int, request: String)
  /// The JSON of a response or embedded file does not have the shape the app expects.
  case malformedJSON(source: String, field: String, reason: String)
  /// The configured base URL is not an http(s) address.
  case invalidBaseURL(String)
  /// A file of the embedded catalog is missing from the module's resources.
  case missingResource(String)
  /// The offline client was told to fail; names the endpoint that failed.
  case simulatedFailure(endpoint: String)
}

extension APIError: CustomStringConvertible {
  /// The error as one or two sentences for the user.
  public var description: String {
    switch self {
    case .notConnected:
      return "You are not connected to the internet. Check your connection and try again."
    case .cannotReachServer(let host):
      return "The store server \(host) could not be reached. Check the address and try again."
    case .timedOut:
      return "The store server took too long to answer. Try again in a moment."
    case .requestFailed(let reason):
      return "The request to the store failed: \(reason)."
    case .httpStatus(let code, let request):
      return "The store server answered \(request) with HTTP status \(code)"
        + " (\(Self.statusPhrase(code)))."
    case .malformedJSON(let source, let field, let reason):
      return "The JSON of \(source) is not what the app expects at \(field): \(reason)"
    case .invalidBaseURL(let text):
      return "The store address \"\(text)\" is not an http(s) URL such as https://fakestoreapi.com."
    case .missingResource(let name):
      return "The embedded file \(name) is missing from the OnlineStore module's resources."
    case .simulatedFailure(let endpoint):
      return "The offline store is set to fail, so \(endpoint) failed on purpose."
    }
  }

  /// A short English phrase for an HTTP status code.
  private static func statusPhrase(_ code: Int) -> String {
    switch code {
    case 400: "bad request"
    case 401: "unauthorized"
    case 403: "forbidden"
    case 404: "not found"
    case 429: "too many requests"
    case 500: "internal server error"
    case 502: "bad gateway"
    case 503: "service unavailable"
    case 504: "gateway timeout"
    case 100..<200: "informational"
    case 300..<400: "redirection"
    case 400..<500: "client error"
    case 500..<600: "server error"
    default: "unknown status"
    }
  }
}

extension APIError: LocalizedError {
  /// The same sentence as `description`, for code that shows `localizedDescription`.
  public var errorDescription: String? { description }
}
