#!/usr/bin/env bash
# Session 67 (run 196): PolyBench/C 4.2.1 LARGE (MEDIUM for adi, floyd-warshall, heat-3d,
# seidel-2d), -O2 -msimd128, whole process, one run each: plain wasmtime (--no-offload), ours
# (default: cost model, race), gcc -O3 -march=native -ffp-contract=off on one core; then
# fdtd-2d, atax, jacobi-2d and gemm three more times alternated.
set -u
B=.device/r196
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
mkdir -p /tmp/native /tmp/m
echo "=== time (s): program | dataset | wasmtime | ours | gcc -O3 | vs wasmtime | vs gcc | race | launches"
for w in $B/wasm/*.T.O2s.wasm; do
  k=$(basename "$w" .T.O2s.wasm); ds=LARGE_DATASET
  case $k in adi|floyd-warshall|heat-3d|seidel-2d) ds=MEDIUM_DATASET;; esac
  src=$(find $B/pb -name "$k.c" | head -1)
  gcc -std=gnu99 -O3 -march=native -ffp-contract=off -D$ds -I $B/pb/utilities -I "$(dirname "$src")" \
    -o /tmp/native/$k "$src" $B/pb/utilities/polybench.c -lm 2>/dev/null
  t1=$(now); timeout 120 $B/tw run "$w" --no-offload >/dev/null 2>&1; t2=$(now)
  timeout 120 $B/tw run "$w" --metrics >/dev/null 2>/tmp/m/$k.m; t3=$(now)
  timeout 120 /tmp/native/$k >/dev/null 2>&1; t4=$(now)
  win=$(grep -o '^# race: [a-z ]*ended first\|^# race: [a-z ]*won after [0-9.]* s\|^# race: none' /tmp/m/$k.m | sed 's/# race: //; s/ ended first//')
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/m/$k.m | awk '{print $2}')
  a=$(el $t1 $t2); b=$(el $t2 $t3); c=$(el $t3 $t4)
  echo "$k | ${ds%_DATASET} | $a | $b | $c | $(awk "BEGIN{printf \"%.2fx\", $a/$b}") | $(awk "BEGIN{printf \"%.2fx\", $c/$b}") | $win | ${l:-0}"
done
echo "=== repeated (s): program | plain x3 | ours x3 (alternated) | launches"
for k in fdtd-2d atax jacobi-2d gemm; do
  w=$B/wasm/$k.T.O2s.wasm; p=""; o=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/tmp/hp 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/tmp/ho 2>/tmp/m/$k.r$r.m; t3=$(now)
    p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
  done
  echo "$k |$p |$o | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/m/$k.r3.m | awk '{print $2}')"
  grep '^# \(race\|time\|transfers\)' /tmp/m/$k.r3.m | cut -c1-250
  echo "--- $k every nest launched, race off:"
  timeout 120 $B/tw run $w --metrics --race off --no-cost-model 2>&1 >/dev/null | grep '^# \(nest\|time\|transfers\)' | grep -v never | cut -c1-250
done
cd /tmp/m && tar cJf $OUT/metrics196.tar.xz *.m
