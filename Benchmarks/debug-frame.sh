#!/usr/bin/env bash
# A frame and a key press in the debug build, the build a learner's `swift run` and `swift test`
# make (release figures: README's benchmark table). Builds the Benchmarks product in debug, then
#   render             a frame of chapter 2's product list (20 products), header and footer;
#   render.after-tap   a tap on a row's `+` through the app's store and action log, then the frame;
#   render.after-key   Tab through the app's keys and the view's focus, then the frame;
# timed in interleaved rounds (median per operation). With INSTRUCTIONS=1 (and valgrind), also
# the instructions each one costs: callgrind's count of 15 runs minus that of 5, divided by 10,
# which the machine's load does not move. Prints a table and the command that reproduces it.
#   Benchmarks/debug-frame.sh            INSTRUCTIONS=1 Benchmarks/debug-frame.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
names=(render render.after-tap render.after-key)
swift build --product Benchmarks >/dev/null
binary=.build/debug/Benchmarks
"$binary" "${names[@]}" | grep -v '^{\|^Reproduce'
if [ "${INSTRUCTIONS:-0}" = 1 ]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  printf '%-20s %s\n' name instructions
  for name in "${names[@]}"; do
    for runs in 5 15; do
      PROFILE_ITERATIONS=$runs valgrind --tool=callgrind --callgrind-out-file="$scratch/$runs" \
        "$binary" "$name" >/dev/null 2>&1
    done
    few=$(awk '/^(summary|totals):/ { print $2; exit }' "$scratch/5")
    many=$(awk '/^(summary|totals):/ { print $2; exit }' "$scratch/15")
    printf '%-20s %d\n' "$name" $(((many - few) / 10))
  done
fi
echo "Reproduce (debug build): INSTRUCTIONS=1 Benchmarks/debug-frame.sh"
