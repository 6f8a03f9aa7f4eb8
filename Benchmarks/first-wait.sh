#!/usr/bin/env bash
# The learner's first wait, against its floor, in one sitting: a fresh clone's clean
# `swift build --build-tests` plus `swift test`, and the same two commands on a package of one
# Swift Testing file (the least any Swift Testing package costs on this machine). Prints both
# times and their ratio. Run it on a quiet machine: Benchmarks/first-wait.sh [REVISION] (the kit
# as committed at that revision; HEAD by default).
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

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
git clone -q "$kit" "$scratch/kit"
git -C "$scratch/kit" checkout -q "${1:-HEAD}"

# Seconds that building and testing the package in the folder take, from clean.
firstWait() {
  local start end
  start=$(date +%s.%N)
  (cd "$1" && swift build --build-tests >/dev/null 2>&1 && swift test >/dev/null 2>&1)
  end=$(date +%s.%N)
  awk -v start="$start" -v end="$end" 'BEGIN { printf "%.1f", end - start }' 
}

floor=$(firstWait "$scratch/floor")
kitTime=$(firstWait "$scratch/kit")
echo "one-file Swift Testing package: ${floor} s"
echo "the kit, fresh clone:           ${kitTime} s"
echo "ratio: $(awk -v kit="$kitTime" -v floor="$floor" 'BEGIN { printf "%.1f", kit / floor }')x"
echo "reproduce: Benchmarks/first-wait.sh ${1:-}"
