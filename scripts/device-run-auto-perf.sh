#!/usr/bin/env bash
# On the device machine, after scripts/device-bundle.sh here and with `.device` carried: auto
# mode's kernels timed at the benchmark's sizes, beside the benchmark itself in the same call
# (bench/gpu-run.sh: our hand-written kernel-mode kernels and nvcc -O3's). Auto mode outlines
# the loops of golden/auto/*.O2.wasm (the same computation as the benchmark's fixtures, written
# as ordinary loops) and times each launch 30 times on the same input (`run --time-launches`,
# wall clock around a synchronous launch). No first-call check or wasmi check here: their
# correctness runs are scripts/device-run-auto.sh. Results in $OUT (bench/, auto-perf.log).
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT/bench"
tar xJf .device/bundle.tar.xz
OUT="$OUT/bench" timeout 300 bash .bench/gpu-run.sh >"$OUT/bench.log" 2>&1
grep -A9 '^| kernel | our ms' "$OUT/bench/results.md"
T=.device/tensor-wasm
M=$((1 << 20)) # arrays start at 1 MiB, 256-byte aligned like the benchmark's
log="$OUT/auto-perf.log"; : >"$log"
perf() { # func pages args...
  local func=$1 pages=$2; shift 2
  local argv=() a
  for a in "$@"; do argv+=(--arg "$a"); done
  echo "=== $func ($*)" >>"$log"
  timeout 300 "$T" run "golden/auto/$func.O2.wasm" --func "$func" "${argv[@]}" \
    --memory-pages "$pages" --random-memory 1 --no-first-call-check --time-launches 30 >>"$log" 2>&1
  grep -E '^L[0-9]+: gpu' "$log" | tail -1 | sed "s/^/$func: /"
}
# Arrays 1 MiB apart: at -O2 clang peels the last iteration of an unrolled sum into code
# guarded by a condition the plan does not model, so its reads count with every alternative
# and can reach just past their array (docs/AUTO-OFFLOAD.md); back to back, matmul falls back.
n=$((1 << 25))
perf vector_add 6300 $n $M $((2 * M + 4 * n)) $((3 * M + 8 * n))
perf saxpy 4300 $n 1.7 $M $((2 * M + 4 * n))
n=2048
perf matmul 900 $n $n $n $M $((2 * M + 4 * n * n)) $((3 * M + 8 * n * n))
w=8192
perf conv3x3 8400 $w $w $M $((2 * M + 4 * w * w)) $((3 * M + 4 * w * w))
