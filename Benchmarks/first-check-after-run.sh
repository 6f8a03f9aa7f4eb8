#!/usr/bin/env bash
# The first `kit check` of chapters 2 and 6 on a fresh clone where the learner has only run
# `swift run kit` (built the `kit` product, no tests): issue 43's condition to the letter.
# `Benchmarks/learner-loop.sh` times the same checks after a whole `swift build --build-tests`
# and `swift test`, which also fill the module cache the check shares (Documentation/
# BuildSettings.md, "The check's build"). For each revision: a fresh clone, `swift build --product
# kit`, then per chapter `.build-check` removed, the reference solution copied in, and
# `.build/debug/kit check ID` timed (wall, and CPU of it and its children).
#   Benchmarks/first-check-after-run.sh [REVISION ...]     (HEAD when none is given)
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
revisions=("$@")
[ ${#revisions[@]} -eq 0 ] && revisions=(HEAD)
printf '%-12s %-28s %6s %6s %6s\n' revision check wall cpu load
for revision in "${revisions[@]}"; do
  clone="$scratch/kit-$revision"
  git clone -q "$kit" "$clone"
  git -C "$clone" checkout -q "$revision"
  (cd "$clone" && swift build --product kit >/dev/null 2>&1)
  for entry in composition.limit:02-Composition:AddToCartLimit \
    sheets.dismiss-after-paying:06-Sheets:DismissAfterPaying
  do
    IFS=: read -r id chapter file <<< "$entry"
    cp "$clone/Exercises/Solutions/$chapter/$file.swift" "$clone/Exercises/Workbook/$chapter/$file.swift"
    rm -rf "$clone/.build-check"
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f '%e %U %S' -o "$scratch/time" \
      sh -c "cd '$clone' && .build/debug/kit check $id >/dev/null 2>&1" || true
    read -r wall user system < <(tail -1 "$scratch/time")
    printf '%-12s %-28s %6s %6.1f %6s\n' "$(git -C "$clone" rev-parse --short HEAD)" "$id" "$wall" \
      "$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')" "$load"
  done
  rm -rf "$clone"
done
echo "Reproduce: Benchmarks/first-check-after-run.sh ${revisions[*]}"
