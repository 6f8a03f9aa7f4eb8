#!/usr/bin/env bash
# Where one warm `kit check` goes, job by job: runs the built kit's check of an exercise
# (`.build/debug/kit check ID`, as `kit watch` does on every save) with each compiler job timed,
# and prints, for each job, when it started and ended (seconds from the check's start), its CPU
# seconds (user + system), its module and its files ("whole" for a whole-module job, "interface"
# for a module's interface job); then the whole check's wall and CPU seconds and the load average.
# The gaps between jobs are SwiftPM's start, the driver of each module planning its jobs, the
# link and the run. Make the edit you want to time first (a solution copied in, a line changed),
# then:
#   Benchmarks/check-jobs.sh EXERCISE-ID
# The swift driver runs the frontend through a wrapper that logs each job
# (SWIFT_DRIVER_SWIFT_FRONTEND_EXEC, the wrapper kept in `.build-check/check-jobs`); SwiftPM keys
# its manifest cache with the environment, so the first run in a `.build-check` compiles
# Package.swift once more before the first job (listed as `main`; later runs reuse it). The
# frontend's own queries (the target's information) are left out. On a machine shared with other builds, read the CPU seconds and the order of the
# jobs: the wall time moves with the load.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: Benchmarks/check-jobs.sh EXERCISE-ID (e.g. sheets.coupon-sheet)" >&2; exit 2; }
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
[ -x .build/debug/kit ] || { echo "build the kit first: swift build" >&2; exit 1; }
frontend=$(command -v swift-frontend)
# A fixed place, so that the environment, and SwiftPM's manifest cache, stay the same from run to run.
scratch=$PWD/.build-check/check-jobs
mkdir -p "$scratch"

# The wrapper: runs the real frontend and appends "start end user system module kind files".
cat > "$scratch/frontend" <<EOF
#!/usr/bin/env bash
module=-; kind=job; files=
arguments=("\$@")
for ((i = 0; i < \${#arguments[@]}; i++)); do
  case "\${arguments[i]}" in
    -module-name) module=\${arguments[i + 1]} ;;
    -primary-file) files+="\$(basename "\${arguments[i + 1]}") " ;;
    -emit-module) kind=interface ;;
    -modulewrap) kind=wrap ;;
  esac
done
start=\$(date +%s.%N)
/usr/bin/time -o "$scratch/time.\$\$" -f '%U %S' "$frontend" "\$@"
status=\$?
[ "\$module" = - ] || [ "\$kind" = wrap ] ||
  echo "\$start \$(date +%s.%N) \$(cat "$scratch/time.\$\$") \$module \$kind \${files:-whole}" >> "$scratch/jobs"
rm -f "$scratch/time.\$\$"
exit \$status
EOF
chmod +x "$scratch/frontend"
: > "$scratch/jobs"

load=$(cut -d' ' -f1 /proc/loadavg)
start=$(date +%s.%N)
status=0
/usr/bin/time -o "$scratch/check-time" -f '%U %S' env SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$scratch/frontend" \
  .build/debug/kit check "$1" > "$scratch/output" 2>&1 || status=$?
end=$(date +%s.%N)

printf '%6s %6s %5s  %s\n' start end cpu job
sort -n "$scratch/jobs" | awk -v t0="$start" '{
  kind = $6 == "interface" ? " (interface)" : ""
  files = ""; for (i = 7; i <= NF; i++) files = files " " $i
  printf "%6.2f %6.2f %5.2f  %s%s:%s\n", $1 - t0, $2 - t0, $3 + $4, $5, kind, files
}'
awk -v t0="$start" -v t1="$end" -v load="$load" -v status="$status" '{
  printf "check: %.2f s wall, %.2f s CPU (user + system, with its children); exit %s; load average %s\n", t1 - t0, $1 + $2, status, load
}' "$scratch/check-time"
echo "kit check's own output: .build-check/check-jobs/output"
