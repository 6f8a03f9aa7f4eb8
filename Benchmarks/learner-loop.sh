#!/usr/bin/env bash
# The learner's loop, for one or more revisions of the kit, in one sitting: for each revision a
# fresh clone, then
#   first wait   its clean `swift build --build-tests` plus `swift test` (and the same two
#                commands on a package of one Swift Testing file, the floor, measured once);
#   swift test   `swift test` again, twice, with everything built (README's command);
#   first check  `kit check counter.reset` right after its marker is flipped, building
#                .build-check from nothing;
#   warm checks  three more: the reference solution copied in (a pass), then two one-line edits.
#   replay       chapter 8's app replaying a recorded session of REPLAY_STEPS stepper taps
#                (2,000 by default) with its action log open, in script mode: what the log and
#                the time travel keep grows with a session's length.
# Then, in a second table, the checks of five graders, two of them driving a view
# (composition.cell-view, sheets.coupon-sheet), chapter by chapter: the chapter's first check
# from no .build-check at all (its reference solution copied in), as on a fresh clone after
# `swift run kit` (chapter 1's, counter.reset's, is `check 1` above), then for each grader the
# solution checked once more after a one-line edit and twice more after another (warm).
# A check runs the built kit (`.build/debug/kit check`), as `kit watch` does on every save.
# Last, `Benchmarks/watch-verdict.sh` (this checkout's) times the revision's `kit watch` from a
# save to its verdict, on counter.reset and composition.cell-view.
# Prints a table in seconds and the command that reproduces it. Run it on a quiet machine:
#   Benchmarks/learner-loop.sh [REVISION ...]     (HEAD when none is given)
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
revisions=("$@")
[ ${#revisions[@]} -eq 0 ] && revisions=(HEAD)

# Seconds the command takes, run in the folder given first; its output is dropped, its exit code
# kept in $scratch/status (a check that grades a failure exits 1) and the CPU seconds it and its
# children used (user and system) in $scratch/cpu: on a shared machine the wall time moves with
# the load, the CPU much less.
seconds() {
  local folder=$1 start end status=0 TIMEFORMAT='%U %S'
  shift
  start=$(date +%s.%N)
  { time (cd "$folder" && "$@" >/dev/null 2>&1) || status=$?; } 2> "$scratch/cpu"
  end=$(date +%s.%N)
  echo "$status" > "$scratch/status"
  awk -v start="$start" -v end="$end" 'BEGIN { printf "%.1f", end - start }'
}

mkdir -p "$scratch/floor/Sources/Floor" "$scratch/floor/Tests/FloorTests"
cat > "$scratch/floor/Package.swift" <<'EOF'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Floor",
  targets: [.target(name: "Floor"), .testTarget(name: "FloorTests", dependencies: ["Floor"])]
)
EOF
echo 'public func twice(_ value: Int) -> Int { value * 2 }' > "$scratch/floor/Sources/Floor/Floor.swift"
cat > "$scratch/floor/Tests/FloorTests/FloorTests.swift" <<'EOF'
import Floor
import Testing

@Test func twiceDoubles() { #expect(twice(2) == 4) }
EOF
floorBuild=$(seconds "$scratch/floor" swift build --build-tests)
floorTest=$(seconds "$scratch/floor" swift test)
floor=$(awk -v b="$floorBuild" -v t="$floorTest" 'BEGIN { printf "%.1f", b + t }')

steps=${REPLAY_STEPS:-2000}
session="$scratch/session.txt"
{ printf 'wait\nlog\ntap Details\n'; for _ in $(seq "$steps"); do echo '+'; done; } > "$session"

# The second table, for the clone in $1: the first check of chapters 2 and 6 from no
# .build-check, then warm checks of five graders (two drive a view), each line: the grader, the
# chapter's first check (where it is the chapter's first), the solution after a one-line edit,
# and after two more edits, and its CPU seconds (user + system) beside each.
gradersTable() {
  local clone=$1 id chapter file first cpu warm status
  printf '  %-27s %7s %5s %7s %5s %7s %5s %7s %5s\n' grader first cpu 'warm 1' cpu 'warm 2' cpu 'warm 3' cpu
  for entry in counter.reset:01-Counter:CounterReset composition.limit:02-Composition:AddToCartLimit \
    composition.cell-view:02-Composition:ProductCellView \
    sheets.dismiss-after-paying:06-Sheets:DismissAfterPaying sheets.coupon-sheet:06-Sheets:CouponSheet
  do
    IFS=: read -r id chapter file <<< "$entry"
    cp "$clone/Exercises/Solutions/$chapter/$file.swift" "$clone/Exercises/Workbook/$chapter/$file.swift"
    first=-
    cpu=-
    if [ "$chapter" != 01-Counter ] && [ "$chapter" != "${lastChapter:-}" ]; then
      rm -rf "$clone/.build-check"
      first=$(seconds "$clone" .build/debug/kit check "$id")
      cpu=$(awk '{ printf "%.1f", $1 + $2 }' "$scratch/cpu")
    fi
    lastChapter=$chapter
    local row=()
    for edit in 1 2 3; do
      echo "// edit $edit" >> "$clone/Exercises/Workbook/$chapter/$file.swift"
      warm=$(seconds "$clone" .build/debug/kit check "$id")
      status=$(cat "$scratch/status")
      [ "$status" = 0 ] || warm="$warm!"
      row+=("$warm" "$(awk '{ printf "%.1f", $1 + $2 }' "$scratch/cpu")")
    done
    printf '  %-27s %7s %5s %7s %5s %7s %5s %7s %5s\n' "$id" "$first" "$cpu" "${row[@]}"
  done
  echo "  (first: the chapter's first check, no .build-check; warm N: after the Nth one-line edit;"
  echo "   each followed by its CPU seconds; ! marks a check that did not pass)"
}

exercise=Exercises/Workbook/01-Counter/CounterReset.swift
solution=Exercises/Solutions/01-Counter/CounterReset.swift
printf '%-12s %5s %8s %9s %8s %6s %8s %8s %8s %8s %8s %8s %8s\n' revision load build 'build cpu' test \
  ratio 'test 2' 'test 3' 'check 1' 'warm 1' 'warm 2' 'warm 3' replay
for revision in "${revisions[@]}"; do
  clone="$scratch/kit-$revision"
  git clone -q "$kit" "$clone"
  git -C "$clone" checkout -q "$revision"
  load=$(cut -d' ' -f1 /proc/loadavg)
  build=$(seconds "$clone" swift build --build-tests)
  buildCPU=$(awk '{ printf "%.1f", $1 + $2 }' "$scratch/cpu")
  test1=$(seconds "$clone" swift test)
  test2=$(seconds "$clone" swift test)
  test3=$(seconds "$clone" swift test)
  sed -i 's/isStarted: Bool { false }/isStarted: Bool { true }/' "$clone/$exercise"
  check1=$(seconds "$clone" .build/debug/kit check counter.reset)
  cp "$clone/$solution" "$clone/$exercise"
  warm1=$(seconds "$clone" .build/debug/kit check counter.reset)
  passed=$(cat "$scratch/status")
  echo '// an edit' >> "$clone/$exercise"
  warm2=$(seconds "$clone" .build/debug/kit check counter.reset)
  echo '// another edit' >> "$clone/$exercise"
  warm3=$(seconds "$clone" .build/debug/kit check counter.reset)
  replay=$(seconds "$clone" .build/debug/root-tabs --script "$session")
  replayed=$(cat "$scratch/status")
  graders=$(gradersTable "$clone")
  ratio=$(awk -v b="$build" -v t="$test1" -v f="$floor" 'BEGIN { printf "%.1fx", (b + t) / f }')
  printf '%-12s %5s %8s %9s %8s %6s %8s %8s %8s %8s %8s %8s %8s\n' \
    "$(git -C "$clone" rev-parse --short HEAD)" "$load" "$build" "$buildCPU" "$test1" "$ratio" "$test2" "$test3" "$check1" "$warm1" "$warm2" "$warm3" "$replay"
  [ "$passed" = 0 ] || echo "  (the check of the solution at $revision exited $passed: not a pass)"
  [ "$replayed" = 0 ] || echo "  (the replay at $revision exited $replayed: its time is not a whole replay)"
  echo "$graders"
  KIT_FOLDER="$clone" "$kit/Benchmarks/watch-verdict.sh" counter.reset composition.cell-view | sed 's/^/  /'
  rm -rf "$clone"
done
echo "floor (one-file Swift Testing package): build ${floorBuild} s + test ${floorTest} s = ${floor} s"
echo "load: the 1-minute load average when the revision's build started; build cpu: its user + system seconds"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "replay: ${steps} stepper taps in root-tabs --script with the log open"
echo "reproduce: Benchmarks/learner-loop.sh ${revisions[*]}"
