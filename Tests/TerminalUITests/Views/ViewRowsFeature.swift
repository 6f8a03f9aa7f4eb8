import TerminalUI

/// What the buttons of `RowsView` pressed, in order.
@MainActor
final class RowPresses {
  var pressed: [String] = []
}

/// Rows as chapter 2's product list draws them: each row a title, a `-` and a `+` (shortcuts
/// every row declares) and an "Add" button; the rows in `withoutMinus` (the last, by default)
/// show no `-`. Below the list, a "Checkout" button whose shortcut `c` no other control has.
/// The keyboard tests drive it.
struct RowsView: View {
  let presses: RowPresses
  var withoutMinus: Set<String> = ["Plums"]
  let rows = ["Apples", "Pears", "Plums"]

  var body: some View {
    VStack {
      List {
        ForEach(rows, id: \.self) { row in
          HStack {
            Text(row)
            if !withoutMinus.contains(row) {
              Button("-") { presses.pressed.append("\(row) -") }.keyboardShortcut("-")
            }
            Button("+") { presses.pressed.append("\(row) +") }.keyboardShortcut("+")
            Button("Add \(row)") { presses.pressed.append("Add \(row)") }
          }
        }
      }
      Button("Checkout") { presses.pressed.append("Checkout") }.keyboardShortcut("c")
    }
  }
}
