#!/usr/bin/env bash
# Session 61 (run 184): PolyBench/C 4.2.1 as its authors wrote it (its utilities/polybench.c,
# arrays from polybench_alloc_data, kernels with run-time sizes), not our pb30 rewrite.
# 1. Correctness: MEDIUM_DATASET with POLYBENCH_DUMP_ARRAYS (every live-out array printed to
#    stderr), clang -O2 and -O3: ours (the default: cost model, race) and ours with every nest
#    launched (--no-cost-model --race off), stdout, stderr and exit code against plain
#    wasmtime's, computed on the build machine (expected/).
# 2. Time: LARGE_DATASET (MEDIUM for adi, floyd-warshall, heat-3d, seidel-2d, whose LARGE runs
#    take 15-30 s in wasmtime), no dump, clang -O2: plain wasmtime (--no-offload), ours (the
#    default), gcc -O3 -march=native -ffp-contract=off natively, whole process, one run each.
# Bundle (.device/r184.tar.xz): tensor-wasm, pb/ (the PolyBench tree), wasm/, expected/.
# usage: bash run184.sh [check|time|both]
set -u
what=${1:-both}
B=.device/r184
[ -x $B/tensor-wasm ] || tar xJf .device/r184.tar.xz -C .device
TW=$B/tensor-wasm
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
out=${OUT:-/tmp/out184}; mkdir -p "$out"
if [ "$what" != time ]; then
  echo "=== correctness (MEDIUM, dumps): program level | default | --no-cost-model --race off | launches"
  for w in $B/wasm/*.M.*.wasm; do
    k=$(basename "$w" .wasm)
    e=$B/expected/$k
    r1=same; r2=same
    timeout 120 $TW run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
    cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
    timeout 120 $TW run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
    grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
    cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
    l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')
    echo "$k | $r1 | $r2 | ${l:-0}"
    [ $r1 = same ] && [ $r2 = same ] || cp /tmp/e1 /tmp/e2 "$out/" 2>/dev/null
  done
fi
if [ "$what" != check ]; then
  mkdir -p /tmp/native
  echo "=== time (whole process, s): program | dataset | wasmtime | ours | gcc -O3 | ours vs wasmtime | ours vs gcc | winner | launches"
  for w in $B/wasm/*.T.O2.wasm; do
    k=$(basename "$w" .T.O2.wasm)
    ds=LARGE_DATASET
    case $k in adi|floyd-warshall|heat-3d|seidel-2d) ds=MEDIUM_DATASET;; esac
    src=$(find $B/pb -name "$k.c" | head -1)
    gcc -std=gnu99 -O3 -march=native -ffp-contract=off -D$ds -I $B/pb/utilities -I "$(dirname "$src")" \
      -o /tmp/native/$k "$src" $B/pb/utilities/polybench.c -lm 2>/dev/null
    t1=$(now); timeout 120 $TW run "$w" --no-offload >/dev/null 2>&1; t2=$(now)
    timeout 120 $TW run "$w" --metrics >/dev/null 2>/tmp/$k.m; t3=$(now)
    timeout 120 /tmp/native/$k >/dev/null 2>&1; t4=$(now)
    win=$(grep -o '^# race: [a-z ]*ended first\|^# race: [a-z ]*won after [0-9.]* s\|^# race: none' /tmp/$k.m | sed 's/# race: //; s/ ended first//')
    l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.m | awk '{print $2}')
    a=$(el $t1 $t2); b=$(el $t2 $t3); c=$(el $t3 $t4)
    echo "$k | ${ds%_DATASET} | $a | $b | $c | $(awk "BEGIN{printf \"%.2fx\", $a/$b}") | $(awk "BEGIN{printf \"%.2fx\", $c/$b}") | $win | ${l:-0}"
    cp /tmp/$k.m "$out/$k.metrics"
  done
fi
