import Foundation
import TestTags
import Testing

@testable import Kit

/// The child process `kit test` runs `swift test` in, tried with the shell instead (running
/// `swift test` inside the test run would start the whole suite again).
@Suite("A child process in its own process group", .tags(.kit, .endToEnd), .timeLimit(.minutes(1)))
struct ChildProcessTests {
  private func collect(_ child: ChildProcess) async -> (
    output: String, ending: ChildProcess.Termination?
  ) {
    var bytes: [UInt8] = []
    var ending: ChildProcess.Termination?
    for await event in child.events {
      switch event {
      case .output(let chunk): bytes += chunk
      case .ended(let termination): ending = termination
      }
    }
    return (String(decoding: bytes, as: UTF8.self), ending)
  }

  @Test(
    "it runs in the given folder; its output and errors come through one pipe; its exit code is kept"
  )
  func runsInFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kit-child-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try ChildProcess(
      arguments: ["sh", "-c", "pwd -P; echo to-out; echo to-err >&2; exit 3"], directory: folder)
    let (output, ending) = await collect(child)
    let resolved = folder.resolvingSymlinksInPath().path
    #expect(output == "\(resolved)\nto-out\nto-err\n")
    #expect(ending == .exited(3))
    #expect(ending?.exitCode == 3)
  }

  @Test("it leads a process group of its own, and interrupt() sends it Ctrl-C's SIGINT")
  func ownGroup() async throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "exec sleep 60"],
      directory: FileManager.default.temporaryDirectory)
    #expect(getpgid(child.processID) == child.processID)
    #expect(getpgid(child.processID) != getpgrp())
    child.interrupt()
    let (_, ending) = await collect(child)
    #expect(ending == .signaled(SIGINT))
    #expect(ending?.exitCode == 130)
  }

  @Test("kill() ends a child that ignores Ctrl-C and the child it started, which holds the pipe")
  func kill() async throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "trap '' INT; sleep 60; echo never"],
      directory: FileManager.default.temporaryDirectory)
    child.kill()
    let (output, ending) = await collect(child)
    #expect(output.isEmpty)
    #expect(ending == .signaled(SIGKILL))
  }

  @Test("its standard input is empty: a child that reads gets the end at once")
  func emptyInput() async throws {
    let child = try ChildProcess(
      arguments: ["sh", "-c", "cat; echo done"], directory: FileManager.default.temporaryDirectory)
    let (output, ending) = await collect(child)
    #expect(output == "done\n")
    #expect(ending == .exited(0))
  }

  @Test("a program that does not exist gets a clear error")
  func missingProgram() {
    #expect(
      throws: ChildProcessError("cannot start kit-no-such-program: No such file or directory")
    ) {
      try ChildProcess(
        arguments: ["kit-no-such-program"], directory: FileManager.default.temporaryDirectory)
    }
  }
}
