#!/usr/bin/env bash
# `kit watch`'s save-to-verdict time: how long a learner waits, after saving a workbook file, for
# the watch to print its verdict. For each exercise named (by default counter.reset and
# composition.cell-view, whose grader drives a view), in the kit's own folder:
#   first       the watch started on the starting code with its marker flipped: its first
#               verdict (a failure), from the start of `kit watch`;
#   save 1..3   a one-line edit saved (a comment appended, still failing): from the save to the
#               next verdict;
#   pass        the reference solution saved: from the save to the pass.
# The watch looks at the file every tenth of a second (every half second before 2026-11-29), so
# a save waits a little before the check starts; that wait is part of what a learner sees and
# part of these figures. The watch
# runs the built kit (`.build/debug/kit watch ID`, build it first with `swift build`), which
# builds `.build-check` on its first check when it is missing. `cpu` is the user and system
# seconds of the whole watch, its `swift test` children included.
# The workbook files and the progress file are put back as they were on exit. Figures in
# seconds; run it on a quiet machine:
#   Benchmarks/watch-verdict.sh [EXERCISE-ID ...]
# KIT_FOLDER=DIR measures the kit in DIR instead of this one (a clone of another revision, built:
# learner-loop.sh runs it so on each revision it clones).
set -euo pipefail
kit=${KIT_FOLDER:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$kit"
export PATH="/opt/swift/usr/bin:$PATH"
ids=("$@")
[ ${#ids[@]} -eq 0 ] && ids=(counter.reset composition.cell-view)
[ -x .build/debug/kit ] || { echo "build the kit first: swift build" >&2; exit 1; }

scratch=$(mktemp -d)
progress=.kit-progress.json
[ -f "$progress" ] && cp "$progress" "$scratch/progress"
watcher=""
restore() {
  [ -n "$watcher" ] && kill -INT "$watcher" 2>/dev/null && wait "$watcher" 2>/dev/null
  for path in "$scratch"/workbook-*.path; do
    [ -e "$path" ] && cp "${path%.path}" "$(cat "$path")"
  done
  if [ -f "$scratch/progress" ]; then cp "$scratch/progress" "$progress"; else rm -f "$progress"; fi
  rm -rf "$scratch"
}
trap restore EXIT

now() { date +%s.%N; }
elapsed() { awk -v start="$1" -v end="$2" 'BEGIN { printf "%.2f", end - start }'; }
# How many verdicts the watch printed so far (each begins with ✔ or ✘).
verdicts() { grep -c '^[✔✘] ' "$1" || true; }
# Waits until the log holds more than $2 verdicts (at most ten minutes, for a first build).
awaitVerdict() {
  local log=$1 count=$2 limit=$((SECONDS + 600))
  while [ "$(verdicts "$log")" -le "$count" ]; do
    [ $SECONDS -lt $limit ] || { echo "no verdict within ten minutes; the log:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.02
  done
}
# The file of an exercise, from its chapter's manifest.
fileOf() {
  python3 - "$1" <<'EOF'
import glob, json, sys
for manifest in sorted(glob.glob("Exercises/Manifest/*.json")):
    for exercise in json.load(open(manifest))["exercises"]:
        if exercise["id"] == sys.argv[1]:
            print(exercise["file"])
            sys.exit(0)
sys.exit("no exercise " + sys.argv[1])
EOF
}

printf '%-24s %5s %7s %7s %7s %7s %7s %7s\n' exercise load first 'save 1' 'save 2' 'save 3' pass cpu
for id in "${ids[@]}"; do
  file=$(fileOf "$id")
  starting=${file/Workbook/Starting}
  solution=${file/Workbook/Solutions}
  saved="$scratch/workbook-$id"
  cp "$file" "$saved"
  echo "$file" > "$saved.path"
  sed -e 's/isStarted: Bool { false }/isStarted: Bool { true }/' \
    -e 's/isStarted = false/isStarted = true/' "$starting" > "$file"
  log="$scratch/watch-$id.log"
  : > "$log"
  load=$(cut -d' ' -f1 /proc/loadavg)
  start=$(now)
  .build/debug/kit watch "$id" > "$log" 2>&1 &
  watcher=$!
  awaitVerdict "$log" 0
  first=$(elapsed "$start" "$(now)")
  saves=()
  for edit in 1 2 3; do
    count=$(verdicts "$log")
    sleep 0.6  # a save lands at some point between two of the watch's looks, not right after one
    echo "// edit $edit" >> "$file"
    saved_at=$(now)
    awaitVerdict "$log" "$count"
    saves+=("$(elapsed "$saved_at" "$(now)")")
  done
  count=$(verdicts "$log")
  sleep 0.6
  cp "$solution" "$file"
  saved_at=$(now)
  awaitVerdict "$log" "$count"
  pass=$(elapsed "$saved_at" "$(now)")
  grep -q "^✔ " "$log" || pass="$pass(not a pass)"
  # utime, stime, cutime, cstime, in clock ticks, read before the watch ends.
  cpu=$(awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15 + $16 + $17) / hz }' "/proc/$watcher/stat")
  kill -INT "$watcher"
  wait "$watcher" 2>/dev/null || true
  watcher=""
  printf '%-24s %5s %7s %7s %7s %7s %7s %7s\n' "$id" "$load" "$first" "${saves[@]}" "$pass" "$cpu"
done
echo "first: from kit watch's start to its first verdict (a first build of .build-check when it is missing)"
echo "save N: from a saved one-line edit to the verdict; pass: from the solution saved to the pass"
echo "cpu: user + system seconds of the watch and its checks; load: 1-minute load average"
echo "reproduce: Benchmarks/watch-verdict.sh ${ids[*]}"
