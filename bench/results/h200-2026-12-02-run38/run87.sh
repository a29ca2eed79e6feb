#!/usr/bin/env bash
# Session 33 (run 87, triangular rows under a loop run in order): all 30 PolyBench kernels at
# the sizes of sizes.txt, -O2, whole process: plain wasmtime (--no-offload) and ours (first-call
# check on), each output against --no-offload's; then --metrics for the triangular ones.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/pb
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | wasmtime s | ours s | output | launches"
grep -v '^#' $P/sizes.txt | while read k flags; do
  t1=$(now); timeout 90 $TW run $P/$k.wasm --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $TW run $P/$k.wasm --metrics > /tmp/o.out 2> /tmp/$k.metrics; t3=$(now)
  c() { cmp -s /tmp/w.out $1 && echo same || echo DIFF; }
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.metrics | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | $(c /tmp/o.out) | $l"
done
for k in syrk syr2k symm trmm gemm; do
  echo "=== $k"; grep '^# ' /tmp/$k.metrics | grep -v 'never called\|^# HELP\|^# TYPE' | cut -c1-400
done
for k in syrk syr2k; do
  for rep in 1 2; do
    t1=$(now); $TW run $P/$k.wasm --no-offload > /dev/null; t2=$(now)
    $TW run $P/$k.wasm --no-first-call-check > /dev/null; t3=$(now)
    echo "again $k: wasmtime $(el $t1 $t2) ours-unchecked $(el $t2 $t3)"
  done
done
