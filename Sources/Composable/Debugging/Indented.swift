/// `text` with every line indented by `spaces`.
func indented(_ text: String, by spaces: Int) -> String {
  let indent = String(repeating: " ", count: spaces)
  return text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { indent + $0 }.joined(separator: "\n")
}
