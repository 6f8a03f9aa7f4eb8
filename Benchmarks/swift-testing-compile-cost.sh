#!/usr/bin/env bash
# What Swift Testing's macros cost the compiler in a debug build, and what that comes to for the
# kit's own tests. Writes four files of TESTS test functions (200 by default), each function
# checking the same four conditions, and compiles each as the kit compiles a test module (a whole
# module, -Onone, Swift 6, no debug information: Documentation/BuildSettings.md):
#   functions  plain functions, each condition passed to a plain function taking a Bool;
#   tests      the same functions marked @Test;
#   suites     the same @Test functions in @Suite types of ten;
#   expects    the @Test functions with each condition in #expect.
# Each file is compiled ROUNDS times (3 by default), the four in turn in each round; the figures
# are the median CPU seconds (user + system) of each, and from them the cost of one @Test
# (tests - functions), of one @Test in a suite (suites - functions) and of one #expect
# (expects - tests, over four per test), in milliseconds. Then it counts the kit's @Test and
# #expect/#require lines under Tests/ and multiplies. On a shared machine the CPU seconds move
# with the load less than the wall time, but compare only figures from one run:
#   Benchmarks/swift-testing-compile-cost.sh
# TESTS=N and ROUNDS=N change the sizes.
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
tests=${TESTS:-200}
rounds=${ROUNDS:-3}

# The file of one variant: $1 is its name; the header, then one function per test.
write() {
  local variant=$1 i
  {
    echo 'import Testing'
    echo 'struct Sample { var count = 1; var name = "a"; var items = [1] }'
    echo 'func check(_ condition: Bool) {}'
    for ((i = 0; i < tests; i++)); do
      if [ "$variant" = suites ] && ((i % 10 == 0)); then echo "@Suite struct Suite$i {"; fi
      case $variant in functions) ;; *) echo '@Test' ;; esac
      echo "func test$i() {"
      echo '  let sample = Sample()'
      if [ "$variant" = expects ]; then
        echo "  #expect(sample.count == $i)"
        echo '  #expect(sample.name == "b")'
        echo '  #expect(sample.items.count == 1)'
        echo '  #expect(sample.count > 0)'
      else
        echo "  check(sample.count == $i)"
        echo '  check(sample.name == "b")'
        echo '  check(sample.items.count == 1)'
        echo '  check(sample.count > 0)'
      fi
      echo '}'
      if [ "$variant" = suites ] && ((i % 10 == 9 || i == tests - 1)); then echo '}'; fi
    done
  } > "$scratch/$variant.swift"
}

variants=(functions tests suites expects)
for variant in "${variants[@]}"; do write "$variant"; : > "$scratch/$variant.cpu"; done

for ((round = 1; round <= rounds; round++)); do
  for variant in "${variants[@]}"; do
    /usr/bin/time -f '%U %S' -o "$scratch/time" swiftc -c -Onone -wmo -parse-as-library \
      -swift-version 6 -enable-testing -Xfrontend -gnone -module-name Cost \
      "$scratch/$variant.swift" -o "$scratch/$variant.o" 2> /dev/null
    awk '{ printf "%.3f\n", $1 + $2 }' "$scratch/time" >> "$scratch/$variant.cpu"
  done
done

median() { sort -n "$scratch/$1.cpu" | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
functions=$(median functions)
testsCPU=$(median tests)
suites=$(median suites)
expects=$(median expects)
testCount=$(grep -rE '^\s*@Test\b' "$kit/Tests" "$kit/Exercises/Workbook" | wc -l)
expectCount=$(grep -rE '#expect|#require' "$kit/Tests" "$kit/Exercises/Workbook" | wc -l)

printf 'CPU seconds, median of %s (load average %s at the end):\n' "$rounds" "$(cut -d' ' -f1 /proc/loadavg)"
printf '  %-10s %6s s   %s\n' functions "$functions" "$tests plain functions, four checks each" \
  tests "$testsCPU" "the same, @Test" suites "$suites" "the same, @Test in @Suite types of ten" \
  expects "$expects" "the @Test functions, each check in #expect"
awk -v n="$tests" -v f="$functions" -v t="$testsCPU" -v s="$suites" -v e="$expects" \
  -v tc="$testCount" -v ec="$expectCount" 'BEGIN {
  test = (t - f) / n * 1000; suite = (s - f) / n * 1000; expect = (e - t) / (4 * n) * 1000
  printf "one @Test %.1f ms (in a suite %.1f ms), one #expect %.1f ms\n", test, suite, expect
  printf "the kit (Tests/ and Exercises/Workbook/): %d @Test lines, %d #expect/#require lines:\n", tc, ec
  printf "  about %.0f to %.0f s of compiler time for @Test and %.0f s for #expect\n", tc * test / 1000, tc * suite / 1000, ec * expect / 1000
}'
echo "reproduce: Benchmarks/swift-testing-compile-cost.sh (TESTS=$tests ROUNDS=$rounds)"
