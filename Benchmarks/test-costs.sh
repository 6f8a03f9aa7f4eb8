#!/usr/bin/env bash
# Where `swift test`'s time goes, with everything built (`swift build --build-tests` first):
#   swift test      the whole run as a learner types it, its wall and CPU seconds (three runs);
#   costliest       the tests and suites that take longest run one at a time (`--no-parallel`,
#                   Swift Testing's event stream), the cost each adds whatever runs beside it;
#   main actor      with `perf` installed: the share of the run's CPU on the thread that drains
#                   the main queue (every test of a store, a view or the virtual terminal runs
#                   there, one at a time: the run cannot end before it does), and what it spends
#                   that time on, each area counted inclusively (they overlap); then, half a
#                   second at a time, how busy it was, the rest of the process and the
#                   executables it ran (a core each is 100%): time the main actor idles while
#                   the run goes on is time added to the run.
# On a machine busy with builds, compare CPU seconds and shares: wall time moves with the load.
#   Benchmarks/test-costs.sh [COUNT]     (COUNT costliest tests, 25 by default)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
count=${1:-25}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
TIMEFORMAT='%R %U %S'

echo "swift test (wall, user, sys seconds):"
for run in 1 2 3; do
  { time swift test --skip-build >"$scratch/run" 2>&1; } 2>"$scratch/time"
  tail -1 "$scratch/run" | grep -q ' passed after ' || { tail -5 "$scratch/run"; exit 1; }
  printf '  run %d  %s\n' "$run" "$(cat "$scratch/time")"
done

swift test --skip-build --no-parallel --event-stream-output-path "$scratch/events" \
  --event-stream-version 0 >/dev/null 2>&1
python3 - "$scratch/events" "$count" <<'EOF'
import collections, json, sys
kinds, started, tests, suites = {}, {}, [], collections.Counter()
for line in open(sys.argv[1]):
    record = json.loads(line)
    payload = record["payload"]
    if record["kind"] == "test":
        kinds[payload["id"]] = payload["kind"]
        continue
    test, instant = payload.get("testID"), payload["instant"]["absolute"]
    if payload["kind"] == "testStarted":
        started[test] = instant
    elif payload["kind"] == "testEnded" and kinds.get(test) == "function":
        tests.append((instant - started[test], test.split("/")[0], test.split("/")[1]))
        suites[test.split("/")[0]] += instant - started[test]
tests.sort(reverse=True)
print(f"costliest tests, one at a time (of {len(tests)}; {sum(t[0] for t in tests):.2f} s in all):")
for seconds, suite, name in tests[: int(sys.argv[2])]:
    print(f"  {seconds:6.3f}  {suite}/{name}")
print("costliest suites:")
for suite, seconds in suites.most_common(int(sys.argv[2]) // 2):
    print(f"  {seconds:6.3f}  {suite}")
EOF

command -v perf >/dev/null || { echo "(no perf: the main actor's share is not measured)"; exit 0; }
perf record -F 999 -g -o "$scratch/perf" -- .build/debug/ComposableKitPackageTests.xctest \
  --testing-library swift-testing >/dev/null 2>&1
perf script -i "$scratch/perf" -F pid,tid,time,ip,sym --no-demangle 2>/dev/null >"$scratch/stacks"
python3 - "$scratch/stacks" <<'EOF'
import collections, sys
# Mangled names of the functions that hold each area's work; a sample counts for an area when
# one of them is on its stack.
areas = {
    "a frame drawn (TerminalApp.frame)": ["0A3AppC5frame4size"],
    "  views resolved (ViewRuntime.render)": ["11ViewRuntimeC6render4size"],
    "  views laid out (ViewLayout.screen)": ["10ViewLayoutV6screen_5width6height"],
    "frames settled for scripts (ViewRuntime.settle)": ["11ViewRuntimeC6settle4draw"],
    "script mode (ScriptRunner.run)": ["12ScriptRunnerC3run_2on4size"],
    "state dumps and diffs (StateChange.diff)": ["11StateChangeC4diff"],
    "the virtual terminal's emulation (VirtualTerminal.feed)": ["07VirtualA0C4feed"],
    "the store's sends (StoreRuntime.send)": ["10Composable12StoreRuntimeC4send_6origin"],
    "demos stepped (stepDemo)": ["stepDemo5until"],
    "files and folders made and removed (kernel)": ["do_sys_openat2", "do_mkdirat", "do_rmdir", "do_unlinkat"],
}
samples, stack, thread, instant = [], [], None, 0.0
for line in open(sys.argv[1]):
    if not line.strip():
        if thread:
            samples.append((thread, stack, instant))
        stack, thread = [], None
    elif line.startswith("\t"):  # a frame: its address, then its function
        stack.append(line.split(None, 1)[-1].strip())
    else:  # a sample's first line: its thread and when it was taken
        thread, instant = line.split()[0], float(line.split()[1].rstrip(":"))  # pid/tid, time
# The main queue is drained by a worker thread, not always the same one in a run, and the same
# worker threads drain other serial queues too: a sample is the main actor's when it runs a Swift
# job from a serial queue (the cooperative threads take theirs from the global queues).
def on_main_actor(stack):
    return any("swift_job_run" in f for f in stack) and any("_dispatch_lane_serial_drain" in f for f in stack)
main_samples = [(stack, instant) for _, stack, instant in samples if on_main_actor(stack)]
main_count = len(main_samples)
print(f"main actor: {main_count / len(samples):.0%} of the run's CPU ({main_count} of {len(samples)} samples)")
for area, names in areas.items():
    hits = sum(1 for stack, _ in main_samples if any(n in f for f in stack for n in names))
    print(f"  {hits / main_count:6.1%}  {area}")
# 999 samples a second: half a second of one core is about 500 samples.
start = min(instant for _, _, instant in samples)
# The test process is the one with the most samples; the others are the executables it ran.
process = collections.Counter(thread.split("/")[0] for thread, _, _ in samples).most_common(1)[0][0]
busy = collections.defaultdict(lambda: [0, 0, 0])
for thread, stack, instant in samples:
    column = 0 if on_main_actor(stack) else 1 if thread.split("/")[0] == process else 2
    busy[int((instant - start) / 0.5)][column] += 1
print("half a second at a time from the process's start: main actor / the rest of the process / its children")
print("  " + "  ".join(f"{k / 2:.1f}s {busy[k][0] / 500:.0%}/{busy[k][1] / 500:.0%}/{busy[k][2] / 500:.0%}"
                       for k in sorted(busy)))
EOF
echo "Reproduce: swift build --build-tests && Benchmarks/test-costs.sh"
