import Foundation

/// Runs `executable` with `arguments` to its end, `input` written to its standard input (which
/// is then closed), and returns its exit code and what it wrote. It runs and is waited for on a
/// thread of its own: the test that awaits it leaves the main actor and the few threads Swift
/// concurrency shares among the tests (one per core) free for the others meanwhile. With
/// `errorsInOutput`, standard error goes to the same pipe as standard output, as `2>&1` sends
/// it, and `errors` is empty.
func runToEnd(
  _ executable: URL, arguments: [String], input: String = "", errorsInOutput: Bool = false
) async throws -> (code: Int32, output: String, errors: String) {
  try await withCheckedThrowingContinuation { continuation in
    Thread.detachNewThread {
      continuation.resume(
        with: Result {
          let process = Process()
          process.executableURL = executable
          process.arguments = arguments
          let inputPipe = Pipe()
          let output = Pipe()
          let errors = Pipe()
          process.standardInput = inputPipe
          process.standardOutput = output
          process.standardError = errorsInOutput ? output : errors
          try process.run()
          inputPipe.fileHandleForWriting.write(Data(input.utf8))
          try inputPipe.fileHandleForWriting.close()
          let outputData = output.fileHandleForReading.readDataToEndOfFile()
          try errors.fileHandleForWriting.close()
          let errorData = errors.fileHandleForReading.readDataToEndOfFile()
          process.waitUntilExit()
          return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
          )
        })
    }
  }
}
