#!/usr/bin/env bash
# Session 35 (run 103): the helper's 30 static-array probe programs (static-probe-src/, at
# -O1, -O2, -O3, -O2 -msimd128) on the GPU, every nest launched (--no-cost-model), first-call
# check off and on, against plain wasmtime: stdout and exit code.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
T=.device/tensor-wasm
[ -d .device/sprobe ] || tar xJf .device/sprobe.tar.xz -C .device
nvidia-smi -L
same=0; diff=0; launches=0
for w in .device/sprobe/*.wasm; do
  timeout 60 $T run $w --no-offload > /tmp/ref.txt 2>/dev/null; rr=$?
  for mode in nochk chk; do
    o="--no-cost-model"; [ $mode = nochk ] && o="$o --no-first-call-check"
    timeout 60 $T run $w $o --metrics > /tmp/out.txt 2>/tmp/err.txt; rs=$?
    l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/err.txt | awk '{print $2}')
    launches=$((launches + ${l:-0}))
    if cmp -s /tmp/ref.txt /tmp/out.txt && [ $rr = $rs ]; then same=$((same + 1)); else
      diff=$((diff + 1)); echo "DIFF $(basename $w) $mode rc $rr/$rs"; diff /tmp/ref.txt /tmp/out.txt | head -4
      grep -iE 'panic|error|mismatch' /tmp/err.txt | head -3; fi
  done
done
echo "runs: $((same + diff)), same: $same, differ: $diff, launches: $launches"
