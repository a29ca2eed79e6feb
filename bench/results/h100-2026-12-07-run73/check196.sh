#!/usr/bin/env bash
# Session 67 (run 196): correctness on the GPU of the session's binary.
# 1. golden programs (every nest launched, race off) against plain wasmtime's output
#    computed on the build machine (expected/g.*).
# 2. PolyBench/C 4.2.1 MEDIUM with every array dumped, -O2 -msimd128, all 30: ours by default
#    and with every nest launched (--no-cost-model --race off), stdout + exit code + stderr.
set -u
B=.device/r196
nvidia-smi -L; nproc
echo "=== golden (every nest launched): program args | result"
for g in $B/golden/*.wasm; do n=$(basename $g .wasm)
  for a in $(cat $B/expected/g.$n.args); do
    r=same; timeout 60 $B/tw run $g --no-cost-model --race off -- ${a//_/ } >/tmp/t 2>/dev/null; echo $? >>/tmp/t
    cmp -s /tmp/t $B/expected/g.$n.$a.out || r=DIFF; echo "$n $a | $r"; done; done
echo "=== correctness (MEDIUM, dumps, -O2 -msimd128): program | default | every nest launched | launches"
for w in $B/wasm/*.M.O2s.wasm; do
  k=$(basename "$w" .wasm); e=$B/expected/$k; r1=same; r2=same
  timeout 120 $B/tw run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')
  echo "$k | $r1 | $r2 | ${l:-0}"
  grep '^# nest' /tmp/e2 | grep -v never >> $OUT/nests196.txt
done
