#!/usr/bin/env bash
# On the device machine, after scripts/device-bundle.sh here and with `.device` carried, like
# scripts/device-run.sh: the SIMD part of issue 7 in one call. Runs the pipeline's GPU test of
# the SIMD fixtures (golden/fixtures/simd_c.c against Rust) and the SIMD spec scripts
# (golden/spec/simd) through map-mode launches. Results land in $OUT (pipeline-simd.log,
# conform-simd.log). Exits non-zero if either fails.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT"
tar xJf .device/bundle.tar.xz
root=$(cat .device/build-root 2>/dev/null || echo /work/main)
mkdir -p "$(dirname "$root")" && { [ -e "$root" ] || ln -sfn "$PWD" "$root"; }
timeout 120 .device/pipeline --ignored --test-threads=1 --nocapture gpu_simd >"$OUT/pipeline-simd.log" 2>&1
tests=$?
grep -E '^test |test result|bit-exact' "$OUT/pipeline-simd.log"
timeout 420 .device/tensor-wasm conform golden/spec/simd --backend gpu >"$OUT/conform-simd.log" 2>&1
suite=$?
grep -E '^FAIL' "$OUT/conform-simd.log" | head -20
tail -1 "$OUT/conform-simd.log"
[ "$tests" -eq 0 ] && [ "$suite" -eq 0 ]
