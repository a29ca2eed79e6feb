#!/usr/bin/env bash
# Session 63 (run 188): genuine PolyBench/C 4.2.1 at -O2 -msimd128 (clang vectorises its rows,
# versioned on run-time alias tests), binary 51de506.
# 1. MEDIUM with POLYBENCH_DUMP_ARRAYS: ours by default and with every nest launched
#    (--no-cost-model --race off): stdout, exit code and every dumped array against plain
#    wasmtime's (expected/, computed on the build machine).
# 2. LARGE (MEDIUM for adi, floyd-warshall, heat-3d, seidel-2d), whole process, plain wasmtime
#    then ours (the default), one run each.
set -u
B=.device/r188
[ -x $B/tw ] || tar xJf .device/r188.tar.xz -C .device
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
out=${OUT:-/tmp/out188}; mkdir -p "$out"
echo "=== correctness (MEDIUM, dumps, -O2 -msimd128): program | default | --no-cost-model --race off | launches"
for w in $B/wasm/*.M.O2s.wasm; do
  k=$(basename "$w" .wasm); e=$B/expected/$k; r1=same; r2=same
  timeout 120 $B/tw run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')
  echo "$k | $r1 | $r2 | ${l:-0}"
done
echo "=== time (whole process, s, -O2 -msimd128): program | plain | ours | launches"
for w in $B/wasm/*.T.O2s.wasm; do
  k=$(basename "$w" .T.O2s.wasm)
  t1=$(now); timeout 120 $B/tw run $w --no-offload >/dev/null 2>&1; t2=$(now)
  timeout 120 $B/tw run $w --metrics >/dev/null 2>$out/$k.m; t3=$(now)
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' $out/$k.m | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | ${l:-0}"
done
cd $out && tar cJf /tmp/m188.tar.xz *.m && mkdir -p "$out" && cp /tmp/m188.tar.xz "$out/metrics188.tar.xz" && rm -f $out/*.m
