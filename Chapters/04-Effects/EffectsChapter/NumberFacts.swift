import Foundation

/// Facts about whole numbers, worked out on this machine: parity, primes, squares, cubes,
/// divisors. What the number fact client answers instead of calling numbersapi.com.
public enum NumberFacts {
  /// A sentence or two about `number`: the same number always gets the same fact.
  public static func fact(about number: Int) -> String {
    if number == 0 {
      return "0 is even, and any number times 0 is 0."
    }
    if number < 0 {
      let (square, overflow) = number.multipliedReportingOverflow(by: number)
      let parity = number % 2 == 0 ? "even" : "odd"
      return overflow
        ? "\(number) is \(parity) and below zero."
        : "\(number) is \(parity) and below zero; its square, \(square), is not."
    }
    if number == 1 {
      return "1 is odd, and it divides every whole number."
    }
    if number == 2 {
      return "2 is the only even prime number."
    }
    let parity = number % 2 == 0 ? "even" : "odd"
    guard number <= largestStudied else {
      return "\(number) is \(parity), and more than a trillion: too big to study here."
    }
    if isPrime(number) {
      return "\(number) is \(parity) and prime: only 1 and \(number) divide it."
    }
    var sentence = "\(number) is \(parity)"
    if let root = exactRoot(of: number, power: 2) {
      sentence += ", the square of \(root)"
    } else if let root = exactRoot(of: number, power: 3) {
      sentence += ", the cube of \(root)"
    }
    let divisors = divisors(of: number)
    return divisors.count <= 8
      ? sentence + ", and has \(divisors.count) divisors: "
        + divisors.map(String.init).joined(separator: ", ") + "."
      : sentence + ", and has \(divisors.count) divisors."
  }

  /// The largest number whose divisors are worked out (a million trial divisions at most).
  static let largestStudied = 1_000_000_000_000

  /// Whether `number` (at least 2) has no divisors but 1 and itself.
  static func isPrime(_ number: Int) -> Bool {
    guard number >= 2 else { return false }
    var divisor = 2
    while divisor <= number / divisor {
      if number % divisor == 0 { return false }
      divisor += 1
    }
    return true
  }

  /// The whole number whose `power`-th power is `number`, if there is one.
  static func exactRoot(of number: Int, power: Int) -> Int? {
    let estimate = Int(pow(Double(number), 1 / Double(power)).rounded())
    return (max(1, estimate - 1)...(estimate + 1)).first { root in
      var value = 1
      for _ in 0..<power {
        let (product, overflow) = value.multipliedReportingOverflow(by: root)
        if overflow { return false }
        value = product
      }
      return value == number
    }
  }

  /// The positive divisors of `number` (at least 1), in increasing order.
  static func divisors(of number: Int) -> [Int] {
    var small: [Int] = []
    var large: [Int] = []
    var divisor = 1
    while divisor <= number / divisor {
      if number % divisor == 0 {
        small.append(divisor)
        if divisor != number / divisor { large.append(number / divisor) }
      }
      divisor += 1
    }
    return small + large.reversed()
  }
}
