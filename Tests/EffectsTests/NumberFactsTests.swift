import EffectsChapter
import TestTags
import Testing

/// The facts the offline client makes up: always the same for the same number, never a crash.
@Suite("NumberFacts", .tags(.effects))
struct NumberFactsTests {
  @Test(
    "a fact per kind of number",
    arguments: [
      (0, "0 is even, and any number times 0 is 0."),
      (1, "1 is odd, and it divides every whole number."),
      (2, "2 is the only even prime number."),
      (7, "7 is odd and prime: only 1 and 7 divide it."),
      (9, "9 is odd, the square of 3, and has 3 divisors: 1, 3, 9."),
      (8, "8 is even, the cube of 2, and has 4 divisors: 1, 2, 4, 8."),
      (12, "12 is even, and has 6 divisors: 1, 2, 3, 4, 6, 12."),
      (360, "360 is even, and has 24 divisors."),
      (-4, "-4 is even and below zero; its square, 16, is not."),
    ])
  func facts(number: Int, fact: String) {
    #expect(NumberFacts.fact(about: number) == fact)
  }

  @Test("huge and tiny numbers get a fact too")
  func extremes() {
    #expect(
      NumberFacts.fact(about: Int.max)
        == "\(Int.max) is odd, and more than a trillion: too big to study here.")
    #expect(NumberFacts.fact(about: Int.min) == "\(Int.min) is even and below zero.")
  }
}
