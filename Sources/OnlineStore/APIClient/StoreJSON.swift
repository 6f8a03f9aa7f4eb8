import Foundation

/// The JSON coding shared by the live client and the embedded catalog, with errors as `APIError`.
enum StoreJSON {
  /// Decodes `data`; a failure becomes `APIError.malformedJSON` naming `source` and the field.
  static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, source: String
  ) throws(APIError) -> Value {
    guard !data.isEmpty else {
      throw .malformedJSON(source: source, field: fieldPath([]), reason: "it is empty.")
    }
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw malformedJSON(error, source: source)
    } catch {
      throw .malformedJSON(source: source, field: fieldPath([]), reason: sentence("\(error)"))
    }
  }

  /// Encodes `value` as a request body, keys sorted so the text is always the same; a failure
  /// becomes `APIError.requestFailed`.
  static func encode<Value: Encodable>(_ value: Value, what: String) throws(APIError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
      return try encoder.encode(value)
    } catch {
      throw .requestFailed(reason: "\(what) could not be written as JSON (\(error))")
    }
  }

  /// Turns a `DecodingError` into the field it happened at and a reason a person can read.
  static func malformedJSON(_ error: DecodingError, source: String) -> APIError {
    switch error {
    case .keyNotFound(let key, let context):
      return .malformedJSON(
        source: source, field: fieldPath(context.codingPath + [key]),
        reason: "the field is missing.")
    case .valueNotFound(let type, let context):
      return .malformedJSON(
        source: source, field: fieldPath(context.codingPath),
        reason: "the value is null where \(type) was expected.")
    case .typeMismatch(let type, let context):
      return .malformedJSON(
        source: source, field: fieldPath(context.codingPath),
        reason: context.debugDescription.isEmpty
          ? "expected \(type)." : sentence(context.debugDescription))
    case .dataCorrupted(let context):
      return .malformedJSON(
        source: source, field: fieldPath(context.codingPath),
        reason: sentence(context.debugDescription))
    @unknown default:
      return .malformedJSON(source: source, field: fieldPath([]), reason: sentence("\(error)"))
    }
  }

  /// Spells a coding path the way a person reads JSON: `[3].rating.rate`, or "the top level".
  static func fieldPath(_ codingPath: [any CodingKey]) -> String {
    guard !codingPath.isEmpty else { return "the top level" }
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  /// Makes a decoder's message part of a sentence: lowercase first letter, one full stop.
  private static func sentence(_ text: String) -> String {
    let clause = text.prefix(1).lowercased() + text.dropFirst()
    return clause.hasSuffix(".") ? clause : clause + "."
  }
}
