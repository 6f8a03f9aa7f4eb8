import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension APIClient {
  /// The client that talks to the store server: GET /products, POST /carts, GET /users/1.
  ///
  /// Every failure (no network, timeout, non-2xx status, malformed JSON) is thrown as an `APIError`.
  /// Use `resolveBaseURL(flag:environment:)` to honour `STORE_API_URL` or a `--api-url` flag.
  public static func live(
    baseURL: URL = defaultBaseURL, session: URLSession = .shared
  ) -> APIClient {
    let server = StoreServer(baseURL: baseURL, session: session)
    return APIClient(
      fetchProducts: {
        try await server.decode([Product].self, from: server.send(method: "GET", path: "products"))
      },
      sendOrder: { items in
        let body = try StoreJSON.encode(items, what: "The order")
        let answer = try await server.send(method: "POST", path: "carts", body: body)
        return String(decoding: answer.data, as: UTF8.self)
      },
      fetchUserProfile: {
        try await server.decode(UserProfile.self, from: server.send(method: "GET", path: "users/1"))
      }
    )
  }
}

/// The store server behind a base URL: builds and sends requests, maps failures to `APIError`.
struct StoreServer: Sendable {
  /// The server's address; endpoint paths are appended to it.
  let baseURL: URL
  /// The session that carries the requests.
  let session: URLSession

  /// How long a request may wait for the server before it fails with `APIError.timedOut`.
  static let timeout: TimeInterval = 30

  /// A successful answer: its body and the request it answers, such as "GET /products".
  struct Answer {
    /// The response body.
    let data: Data
    /// The method and path of the request, for error messages.
    let request: String
  }

  /// Sends one request and returns the body of a 2xx answer; anything else throws `APIError`.
  func send(method: String, path: String, body: Data? = nil) async throws -> Answer {
    let url = baseURL.appending(path: path)
    var request = URLRequest(url: url, timeoutInterval: Self.timeout)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    let label = "\(method) \(url.path())"

    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError {
      throw Self.apiError(for: error, host: url.host() ?? url.absoluteString)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw APIError.requestFailed(reason: error.localizedDescription)
    }
    guard let http = response as? HTTPURLResponse else {
      throw APIError.requestFailed(reason: "the answer to \(label) is not an HTTP response")
    }
    guard (200..<300).contains(http.statusCode) else {
      throw APIError.httpStatus(code: http.statusCode, request: label)
    }
    return Answer(data: data, request: label)
  }

  /// Decodes an answer's JSON; a mismatch throws `APIError.malformedJSON` naming the request.
  func decode<Value: Decodable>(_ type: Value.Type, from answer: Answer) throws(APIError) -> Value {
    try StoreJSON.decode(type, from: answer.data, source: "the answer to \(answer.request)")
  }

  /// Maps a URLSession failure to an `APIError`; a cancelled request becomes `CancellationError`.
  static func apiError(for error: URLError, host: String) -> any Error {
    switch error.code {
    case .cancelled:
      return CancellationError()
    case .timedOut:
      return APIError.timedOut
    case .notConnectedToInternet, .networkConnectionLost, .dataNotAllowed,
      .internationalRoamingOff:
      return APIError.notConnected
    case .cannotFindHost, .cannotConnectToHost, .dnsLookupFailed:
      return APIError.cannotReachServer(host: host)
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return APIError.requestFailed(reason: "no secure connection could be made to \(host)")
    case .badURL, .unsupportedURL:
      return APIError.requestFailed(reason: "the address of \(host) is not a valid URL")
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData:
      return APIError.requestFailed(reason: "the answer of \(host) could not be read")
    default:
      return APIError.requestFailed(reason: "the network reported error \(error.code.rawValue)")
    }
  }
}
