import ChapterTestSupport
import Foundation
import Testing

/// The `composition` program itself, as `swift run composition --script FILE` runs it.
@Suite("The composition executable")
struct CompositionExecutableTests {
  @Test("--script FILE prints the nested action, its diff and the frames, and exits 0")
  func scriptFile() throws {
    let composition = try BuiltExecutable(named: "composition")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("composition-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("second-row.txt")
    try "# add the second product\ndown\ntap Add to Cart\n".write(
      to: script, atomically: true, encoding: .utf8)

    let result = try composition.run(["--script", script.path])

    #expect(result.exitCode == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output.contains(
        """
        ── 3: tap Add to Cart
        ▸ ProductListDomain.Action.product(.element(id: UUID(1), action: .addToCart(.didTapPlusButton)))
        """))
    #expect(
      result.output.contains(
        "│Mens Casual Premium Slim Fit T-Shirts                       $22.30 ▶ - ◀ 1 [ + ]"))
    #expect(!result.output.contains("\u{1B}"))
  }
}
