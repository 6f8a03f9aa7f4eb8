#!/usr/bin/env python3
"""Where a chapter's first `kit check` goes, job by job, and how long its compile jobs take on two
cores. Builds the chapter's grading shape from nothing in a scratch folder of its own (as
`kit check` builds `.build-check`, with its options and the workbook as it is: without the index
of the system modules, sharing the module cache of the main build in `.build` when it has one),
each compiler job writing its
figures (`-stats-output-dir`), then prints each module's CPU seconds, its interface job apart,
and a two-lane schedule of those jobs: each job starts when a lane is free and the interfaces of
the modules it imports are ready, the longest first. The schedule leaves out SwiftPM's own start,
the link and the run, and runs each job on one lane (a whole module's code generation uses two
threads), so read it to compare two `Package.swift`s, not as a wall time. On a machine shared with
other builds every job's CPU grows with the load: compare figures from one sitting.

    Benchmarks/first-check-jobs.py 02-Composition
"""
import collections, glob, json, os, pathlib, re, subprocess, sys, tempfile

if len(sys.argv) != 2:
    sys.exit("usage: Benchmarks/first-check-jobs.py CHAPTER-FOLDER (e.g. 02-Composition)")
root = pathlib.Path(__file__).resolve().parent.parent
env = dict(os.environ, KIT_EXERCISES="workbook", KIT_EXERCISES_CHAPTER=sys.argv[1])
env["PATH"] = "/opt/swift/usr/bin:" + env["PATH"]

# kit check's build options (Sources/Kit/Exercises/GradingCommandLine.swift, buildOptions).
options = ["--disable-xctest", "-Xswiftc", "-index-ignore-system-modules"]
plan = root / ".build" / "debug.yaml"
cache = re.search(r'"-module-cache-path","(/[^"\\]*)"', plan.read_text()) if plan.exists() else None
if cache:
    options += ["-Xswiftc", "-module-cache-path", "-Xswiftc", cache.group(1)]

with tempfile.TemporaryDirectory() as scratch:
    stats = os.path.join(scratch, "stats")
    os.mkdir(stats)
    subprocess.run(
        ["swift", "build", "--build-tests", "--scratch-path", os.path.join(scratch, "build"),
         "-Xswiftc", "-stats-output-dir", "-Xswiftc", stats] + options,
        cwd=root, env=env, check=True, stdout=subprocess.DEVNULL)
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=root, env=env, check=True, capture_output=True, text=True).stdout)

    # (module, interface job or not, file) -> CPU seconds, from each job's figures.
    jobs = collections.defaultdict(float)
    for path in glob.glob(os.path.join(stats, "*.json")):
        figures = json.load(open(path))
        name = re.sub(r".*swift-frontend-", "", os.path.basename(path))
        module = name.split("-")[0]
        interface = "-swiftmodule-" in name
        jobs[(module, interface, "" if interface else name)] += sum(
            value for key, value in figures.items()
            if key.startswith("time.swift-frontend") and key.endswith((".user", ".sys")))

# What each module imports: the manifest's targets; SwiftPM's discovery module imports every test
# module, and its runner the discovery module.
imports = {}
for target in manifest["targets"]:
    imports[target["name"]] = [
        next(iter(dependency.values()))[0] for dependency in target["dependencies"]]
tests = [target["name"] for target in manifest["targets"] if target["type"] == "test"]
discovery = next((module for module, _, _ in jobs if module.endswith("DiscoveredTests")), None)
runner = next((module for module, _, _ in jobs if module.endswith("PackageTests")), None)
if discovery:
    imports[discovery] = tests
if runner:
    imports[runner] = [discovery]

modules = {module for module, _, _ in jobs}
with_interface_job = {module for module, interface, _ in jobs if interface}
queue = [(module, interface, seconds) for (module, interface, _), seconds in jobs.items()]
lanes, now, running, ready = [0.0, 0.0], 0.0, [], set()
while queue or running:
    startable = sorted(
        (job for job in queue if all(m not in modules or m in ready for m in imports.get(job[0], []))),
        key=lambda job: -job[2])
    for lane in range(2):
        if lanes[lane] <= now and startable:
            job = startable.pop(0)
            queue.remove(job)
            lanes[lane] = now + job[2]
            running.append((lanes[lane], job))
    running.sort(key=lambda entry: entry[0])
    now, (module, interface, _) = running.pop(0)
    if interface or (module not in with_interface_job
                     and not any(job[0] == module for job in queue)
                     and not any(entry[1][0] == module for entry in running)):
        ready.add(module)

by_module = collections.defaultdict(lambda: [0.0, 0.0])
for (module, interface, _), seconds in jobs.items():
    by_module[module][0 if interface else 1] += seconds
for module, (interface, code) in sorted(by_module.items(), key=lambda entry: -sum(entry[1])):
    print(f"{module:40} {interface + code:6.2f} s" + (f"  (interface job {interface:.2f})" if interface else ""))
print(f"{'all compile jobs':40} {sum(jobs.values()):6.2f} s of CPU; on two lanes {now:.1f} s")
print(f"load average: {open('/proc/loadavg').read().split()[0]}")
