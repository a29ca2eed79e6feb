#!/usr/bin/env bash
# probe 124 (session 39): the process the user waits for ends before the CUDA context's
# teardown (cli/src/detach.rs). Whole-process times of plain wasmtime, ours detached (the
# default on the GPU) and ours with TENSOR_WASM_DETACH=0, alternated three times, every
# output against plain wasmtime's; then exit codes and stderr through the split.
# PROGRAMS="..." picks other PolyBench programs (probe125.sh).
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in ${PROGRAMS:-2mm covariance gemm trmm gramschmidt atax}; do
  w=.device/pb/$k.wasm
  $TW run $w --race off > /dev/null 2>&1
  line="$k"
  for r in 1 2 3; do
    t1=$(now); $TW run $w --no-offload > /tmp/w.out; t2=$(now)
    $TW run $w > /tmp/d.out; t3=$(now)
    TENSOR_WASM_DETACH=0 $TW run $w > /tmp/n.out; t4=$(now)
    c() { cmp -s /tmp/w.out $1 && echo same || echo DIFF; }
    line="$line | plain $(el $t1 $t2) detached $(el $t2 $t3) $(c /tmp/d.out) attached $(el $t3 $t4) $(c /tmp/n.out)"
  done
  echo "$line"
done
for a in 0 3 7; do
  $TW run .device/grow/ex3.wasm --race off -- $a > /tmp/o.out 2> /tmp/e.out; echo "ex3 $a: exit $? stdout [$(cat /tmp/o.out)] stderr [$(cat /tmp/e.out)]"
done
$TW run .device/pb/2mm.wasm --race off | tail -1; echo "piped: exit ${PIPESTATUS[0]}"
