#!/usr/bin/env bash
# Session 34 (run 95): all 30 PolyBench kernels at sizes.txt, -O2, whole process: plain
# wasmtime (--no-offload) and ours (first-call check on), each output against --no-offload's;
# the compile phases of each; then why fpedge.O2simd's checked run differed in run 94.
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
echo "=== compile phases (ours)"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}'); do echo "$k $(grep '^# time:' /tmp/$k.metrics)"; done
echo "=== plain wasmtime compile, three small kernels"
for k in durbin trisolv gesummv; do $TW run $P/$k.wasm --no-offload --metrics 2>&1 >/dev/null | grep '^# time' | sed "s/^/$k /"; done
echo "=== fpedge.O2simd 16, checked"
W=.device/probe2/fpedge.O2simd.wasm
$TW run $W --no-offload -- 16 > /tmp/f.ref
$TW run $W --no-cost-model --metrics -- 16 > /tmp/f.chk 2> /tmp/f.err
diff /tmp/f.ref /tmp/f.chk
grep -v '^# HELP\|^# TYPE\|never called' /tmp/f.err | cut -c1-300
