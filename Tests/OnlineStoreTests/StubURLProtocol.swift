import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as the stubbed server received it.
struct RecordedRequest: Sendable {
  /// The HTTP method, such as "GET".
  let method: String
  /// The full URL of the request.
  let url: URL
  /// The request's header fields.
  let headers: [String: String]
  /// The request body, read from `httpBody` or `httpBodyStream`.
  let body: Data?
}

/// What the stubbed server does with every request it gets.
enum StubReply: Sendable {
  /// Answers with a status code and a body.
  case answer(status: Int, body: Data)
  /// Fails the request as the network would.
  case fail(URLError)

  /// A 200 answer whose body is `json`.
  static func ok(_ json: String) -> StubReply { .answer(status: 200, body: Data(json.utf8)) }
}

/// A fake store server on a host of its own, reached through `StubURLProtocol`, never the network.
///
/// Each test makes its own server, so tests running in parallel never see each other's requests.
final class StubServer: Sendable {
  /// The unique host that routes requests to this server.
  let host = "stub-\(UUID().uuidString.lowercased()).test"
  /// The session whose requests this server answers.
  let session: URLSession
  /// The reply for every request, and the requests received so far.
  private let state: Mutex<(reply: StubReply, requests: [RecordedRequest])>

  /// The servers by host, consulted by `StubURLProtocol`.
  private static let servers = Mutex<[String: StubServer]>([:])

  /// Creates a server that gives `reply` to every request, and registers it.
  init(reply: StubReply) {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    session = URLSession(configuration: configuration)
    state = Mutex((reply: reply, requests: []))
    Self.servers.withLock { $0[host] = self }
  }

  /// The base URL that reaches this server.
  var baseURL: URL { URL(string: "http://\(host)")! }

  /// The requests received so far, in order.
  var requests: [RecordedRequest] { state.withLock { $0.requests } }

  /// The server registered for `host`, if any.
  static func server(for host: String?) -> StubServer? {
    guard let host else { return nil }
    return servers.withLock { $0[host] }
  }

  /// Records `request` and returns the reply to give it.
  func handle(_ request: RecordedRequest) -> StubReply {
    state.withLock {
      $0.requests.append(request)
      return $0.reply
    }
  }
}

/// A URLProtocol that hands every request to the `StubServer` registered for its host.
final class StubURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let server = StubServer.server(for: url.host()) else {
      client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
      return
    }
    let recorded = RecordedRequest(
      method: request.httpMethod ?? "GET",
      url: url,
      headers: request.allHTTPHeaderFields ?? [:],
      body: request.httpBody ?? request.httpBodyStream.map(Self.readAll)
    )
    switch server.handle(recorded) {
    case .answer(let status, let body):
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: ["Content-Type": "application/json"])
      if let response {
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      }
      client?.urlProtocol(self, didLoad: body)
      client?.urlProtocolDidFinishLoading(self)
    case .fail(let error):
      client?.urlProtocol(self, didFailWithError: error)
    }
  }

  override func stopLoading() {}

  /// Reads a request body stream to its end.
  private static func readAll(_ stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    stream.open()
    defer { stream.close() }
    while stream.hasBytesAvailable {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}
