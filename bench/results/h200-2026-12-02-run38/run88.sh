#!/usr/bin/env bash
# Session 33 (run 88): the triangular kernels after the block-order fix, whole process, each
# output against --no-offload's; two rounds, then --metrics.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/pb
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | wasmtime s | ours s | ours unchecked s | output | launches"
for rep in 1 2; do
for k in syrk syr2k symm trmm gemm 2mm; do
  t1=$(now); timeout 90 $TW run $P/$k.wasm --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $TW run $P/$k.wasm --metrics > /tmp/o.out 2> /tmp/$k.metrics; t3=$(now)
  timeout 90 $TW run $P/$k.wasm --no-first-call-check > /tmp/u.out; t4=$(now)
  c() { cmp -s /tmp/w.out $1 && echo same || echo DIFF; }
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.metrics | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $(c /tmp/o.out) $(c /tmp/u.out) | $l"
done
done
for k in syrk syr2k; do
  echo "=== $k"; grep '^# ' /tmp/$k.metrics | grep -v 'never called\|^# HELP\|^# TYPE' | cut -c1-400
done
