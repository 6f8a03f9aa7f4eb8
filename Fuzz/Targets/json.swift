import Foundation

/// The package folder the fuzzed manifest and progress file are written to, made once.
private let packageRoot: URL = {
  let root = scratchFolder.appendingPathComponent("package")
  try! FileManager.default.createDirectory(
    at: root.appendingPathComponent(ExerciseBook.manifestFolder), withIntermediateDirectories: true)
  return root
}()

/// Fuzzes every JSON the kit reads, each with the same text: the catalog and the user as the
/// embedded and the live client decode them (`StoreJSON.decode`), an exercise manifest
/// (`ExerciseBook.load`) and the progress file (`ProgressFile.load`). Text that is not what they
/// expect must be rejected with an error whose message says so, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  expectDecodedOrJSONError { () throws(APIError) in
    _ = try StoreJSON.decode([Product].self, from: data, source: "products")
  }
  expectDecodedOrJSONError { () throws(APIError) in
    _ = try StoreJSON.decode(UserProfile.self, from: data, source: "users/1")
  }

  let manifest = packageRoot.appendingPathComponent(ExerciseBook.manifestFolder + "/01-Fuzz.json")
  try! data.write(to: manifest)
  do {
    _ = try ExerciseBook.load(packageRoot: packageRoot)
  } catch {
    check(error.message.contains(ExerciseBook.manifestFolder), error.message)
  }

  let progress = ProgressFile(packageRoot: packageRoot)
  try! data.write(to: progress.url)
  do {
    _ = try progress.load()
  } catch {
    check(error.message.hasPrefix(ProgressFile.name + " is not a progress file"), error.message)
  }
  return 0
}

/// Runs a decoding: it succeeds, or fails with `APIError.malformedJSON` naming a field and a reason.
private func expectDecodedOrJSONError(_ decode: () throws(APIError) -> Void) {
  do throws(APIError) {
    try decode()
  } catch {
    guard case .malformedJSON(_, let field, let reason) = error else {
      fail("not a JSON error: \(error)")
    }
    check(!field.isEmpty && !reason.isEmpty, "a JSON error that says nothing")
  }
}
