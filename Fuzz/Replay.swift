import Foundation

/// Replays corpus folders through a fuzz target without libFuzzer or a sanitizer, as CI does
/// (`Fuzz/run TARGET replay`): each file is one input to the target's `fuzzOneInput`, whose
/// checks trap on a failure. Prints how many inputs passed.
@main
enum Replay {
  static func main() throws {
    var count = 0
    for folder in CommandLine.arguments.dropFirst() {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
        // One byte more than the input, so even an empty input has an address.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))) + [0]
        _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress!, $0.count - 1) }
        count += 1
      }
    }
    print("replayed \(count) inputs")
  }
}
