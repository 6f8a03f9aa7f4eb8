import Foundation
import TestTags
import Testing

@testable import TerminalUI

/// Point-Free's timer clock: a circle filled with an angular gradient, and a second hand drawn by
/// a `Path` in a `GeometryReader`, turned by the seconds elapsed.
private struct ClockFace: View {
  let secondsElapsed: Int

  var body: some View {
    ZStack {
      Circle()
        .fill(
          AngularGradient(
            gradient: Gradient(colors: [.blue.opacity(0.3), .blue, .green, .yellow, .red, .purple.opacity(0.3)]),
            center: .center)
        )
        .rotationEffect(.degrees(-90))
      GeometryReader { proxy in
        Path { path in
          path.move(to: CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2))
          path.addLine(to: CGPoint(x: proxy.size.width / 2, y: 0))
        }
        .stroke(.primary, lineWidth: 3)
        .rotationEffect(.degrees(Double(secondsElapsed) * 360 / 60))
      }
    }
    .aspectRatio(1, contentMode: .fit)
    .frame(maxWidth: 280)
    .frame(maxWidth: .infinity)
  }
}

/// A shape of one's own, as SwiftUI code defines them: only `path(in:)`.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}

/// The rows of `screen` that hold a character of a shape.
private func shapeRows(_ screen: String) -> [String] {
  screen.components(separatedBy: "\n").filter { $0.contains { "█─│╱╲".contains($0) } }
}

/// The colour of the cell at `column` of `line`.
private func color(at column: Int, of line: Line) -> Color? {
  var start = 0
  for span in line.spans {
    let width = span.text.displayWidth
    if column < start + width { return span.style.foreground }
    start += width
  }
  return nil
}

/// Shapes as views, drawn in cells: `Circle`, `Rectangle`, `Capsule`, `Path`, filled with `█`
/// (a gradient in bands of its colours) or stroked with line characters, trimmed, turned,
/// framed in points (ten a column, twenty a row).
@MainActor
@Suite("Shapes: Circle, Rectangle, Capsule, Path, fill, stroke, trim, gradients, frame", .tags(.terminalUI))
struct ShapeTests {
  @Test("a framed Circle fills a round block of █: twice as many columns as rows, centred")
  func circleFill() {
    let host = ViewHost(
      VStack {
        Text("Top")
        Circle().frame(width: 200, height: 200)
        Text("Bottom")
      })
    let lines = host.screen.components(separatedBy: "\n")
    let top = try! #require(lines.firstIndex { $0.contains("Top") })
    let circle = lines[(top + 1)...].prefix { !$0.contains("Bottom") }
    // 200 × 200 points: 20 columns by 10 rows, round on the screen.
    #expect(circle.map { $0.filter { $0 == "█" }.count } == [8, 14, 18, 20, 20, 20, 20, 18, 14, 8])
    for row in circle {
      let first = row.firstIndex(of: "█")!
      let start = row.distance(from: row.startIndex, to: first)
      #expect(start + row.filter { $0 == "█" }.count / 2 == 40)  // centred on the 80 columns
    }
  }

  @Test("stroke draws the outline one cell wide with line characters, the inside blank")
  func circleStroke() {
    let host = ViewHost(Circle().stroke(Color.blue, lineWidth: 3).frame(width: 200, height: 200))
    let rows = shapeRows(host.screen)
    #expect(rows.count == 10)
    #expect(rows.first?.contains("───────") == true)
    #expect(rows.last?.contains("───────") == true)
    let middle = rows[4].trimmingCharacters(in: .whitespaces)
    #expect(middle == "│" + String(repeating: " ", count: 18) + "│")
    #expect(!host.screen.contains("█"))
  }

  @Test("trim(from:to:) keeps part of the outline: a quarter, turned to start at the top")
  func trimmedCircle() {
    // Point-Free's CircularProgressView at a quarter.
    let host = ViewHost(
      Circle()
        .trim(from: 0, to: 0.25)
        .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round))
        .rotationEffect(.degrees(-90))
        .frame(width: 200, height: 200))
    let lines = host.screen.components(separatedBy: "\n")
    let drawn = lines.indices.filter { shapeRows(lines[$0]).count == 1 }
    let centreRow = try! #require(drawn.first) + 5
    for row in drawn {
      #expect(row <= centreRow)  // the top half, down to 3 o'clock
      #expect(lines[row].prefix(40).allSatisfy { $0 == " " })  // the trailing half
    }
    #expect(lines[drawn.first!].contains("───"))  // from the top
    #expect(lines[drawn.last!].hasSuffix("│"))  // to the trailing side
  }

  @Test("the timers clock: the second hand, a Path in a GeometryReader, turns with the seconds")
  func clockHand() {
    let atZero = shapeRows(ViewHost(ClockFace(secondsElapsed: 0)).screen)
    let atFifteen = shapeRows(ViewHost(ClockFace(secondsElapsed: 15)).screen)
    let atThirty = shapeRows(ViewHost(ClockFace(secondsElapsed: 30)).screen)
    // `.aspectRatio(1, contentMode: .fit)` in at most 280 points: 28 columns by 14 rows.
    #expect(atFifteen.count == 14)
    #expect(atFifteen.map { $0.count(where: { "█─│╱╲".contains($0) }) }.max() == 28)
    // At 15 s the hand points to the trailing side, from the centre (column 40).
    #expect(atFifteen[7] == String(repeating: " ", count: 26) + String(repeating: "█", count: 14) + String(repeating: "─", count: 14))
    // At 0 s it points up, at 30 s down, drawn over the fill in column 40.
    #expect(atZero[1...6].allSatisfy { Array($0)[40] == "│" })
    #expect(atZero[8...13].allSatisfy { Array($0)[40] == "█" })
    #expect(atThirty[8...12].allSatisfy { Array($0)[40] == "│" })
    #expect(atThirty[1...6].allSatisfy { Array($0)[40] == "█" })
  }

  @Test("an AngularGradient colours each cell by its angle, from the start clockwise")
  func angularGradient() {
    let colors: [Color] = [.blue, .green, .yellow, .red]
    let lines = ViewRuntime {
      Circle()
        .fill(AngularGradient(gradient: Gradient(colors: colors), center: .center))
        .rotationEffect(.degrees(-90))
        .frame(width: 200, height: 200)
    }.render(size: TerminalSize(columns: 20, rows: 10), tick: 0)
    // Turned a quarter back, the gradient starts at the top: blue from 12 to 3 o'clock, green
    // to 6, yellow to 9, red back to 12.
    #expect(color(at: 14, of: lines[2]) == .blue)
    #expect(color(at: 14, of: lines[7]) == .green)
    #expect(color(at: 5, of: lines[7]) == .yellow)
    #expect(color(at: 5, of: lines[2]) == .red)
  }

  @Test("a LinearGradient colours the cells along its line, in bands of its colours")
  func linearGradient() {
    let lines = ViewRuntime {
      Rectangle()
        .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 100, height: 40)
    }.render(size: TerminalSize(columns: 10, rows: 2), tick: 0)
    #expect(lines.map(\.plainText) == ["██████████", "██████████"])
    #expect((0..<5).allSatisfy { color(at: $0, of: lines[0]) == .red })
    #expect((5..<10).allSatisfy { color(at: $0, of: lines[1]) == .blue })
  }

  @Test("Rectangle, Capsule and RoundedRectangle are views; a Shape takes the foreground colour")
  func otherShapes() {
    let host = ViewHost(
      HStack(alignment: .top) {
        Rectangle().frame(width: 40, height: 40)
        Capsule().frame(width: 200, height: 60)
        RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 1).frame(width: 60, height: 60)
      })
    let rows = shapeRows(host.screen).map { $0.trimmingCharacters(in: .whitespaces) }
    // 40 points square: 4 columns by 2 rows; a capsule of 20 by 3; a stroked rectangle of 6 by 3
    // (its corners square: a cell has no rounded corner). `HStack(alignment: .top)` lines up
    // their first rows.
    #expect(
      rows == [
        "████  ██████████████████  │────│",
        "████ ████████████████████ │    │",
        "██████████████████  │─────",
      ])
    let lines = ViewRuntime { Rectangle().foregroundColor(.green).frame(width: 20, height: 20) }
      .render(size: TerminalSize(columns: 2, rows: 1), tick: 0)
    #expect(lines[0].plainText == "██")
    #expect(lines[0].spans.allSatisfy { $0.style.foreground == .green })
  }

  @Test("a shape of one's own is a view too: its path, filled")
  func customShape() {
    let rows = shapeRows(ViewHost(Triangle().frame(width: 80, height: 80)).screen)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows == ["█", "███", "█████", "███████"])
  }
}
