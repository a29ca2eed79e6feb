#!/usr/bin/env bash
# On the device machine (CUDA 13, an NVIDIA GPU), from the repository root, with `.device`
# carried after scripts/device-bundle.sh: unpacks the bundle and runs, in one call, the
# benchmark (bench/gpu-run.sh), the pipeline's GPU tests and the GPU spec-suite run. Results land
# in $OUT (bench/, pipeline.log, conform.log). Exits non-zero if the tests or the suite fail.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT/bench"
tar xJf .device/bundle.tar.xz
OUT="$OUT/bench" timeout 240 bash .bench/gpu-run.sh >"$OUT/bench.log" 2>&1
grep -A9 '^| kernel | our ms' "$OUT/bench/results.md"
# The test binary reads golden/ at the path it was built at (recorded by device-bundle.sh).
root=$(cat .device/build-root 2>/dev/null || echo /work/main)
mkdir -p "$(dirname "$root")" && { [ -e "$root" ] || ln -sfn "$PWD" "$root"; }
timeout 120 .device/pipeline --ignored --test-threads=1 --nocapture >"$OUT/pipeline.log" 2>&1
tests=$?
grep -E '^test |test result' "$OUT/pipeline.log"
# The scalar scripts (the SIMD ones have their own run: scripts/device-run-simd.sh).
timeout 240 .device/tensor-wasm conform golden/spec/*.wast golden/spec/extra --backend gpu >"$OUT/conform.log" 2>&1
suite=$?
tail -1 "$OUT/conform.log"
[ "$tests" -eq 0 ] && [ "$suite" -eq 0 ]
