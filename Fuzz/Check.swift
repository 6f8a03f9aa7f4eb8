import Foundation

/// Stops the fuzz target when a parser broke its promise, printing why: unlike `precondition`,
/// the message is kept in the optimized builds the fuzzer and the replay use.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fail(message()) }
}

/// Stops the fuzz target, printing why.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("fuzz check failed: \(message)\n".utf8))
  abort()
}
