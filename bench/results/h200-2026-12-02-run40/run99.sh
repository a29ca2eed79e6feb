#!/usr/bin/env bash
# Session 35 (runs 99, 100): whole programs, plain wasmtime (--no-offload) against ours (first-call
# check on, cost model on), each output against --no-offload's, with the device line of
# --metrics (context made/started early, kernels lowered beside the host).
# usage: bash .device/run99.sh SETDIR [EXTRA.wasm...]   (SETDIR holds K.wasm and sizes.txt)
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=$1; shift
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
one() {
  local w=$1 k=$2
  t1=$(now); timeout 90 $TW run $w --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $TW run $w --metrics > /tmp/o.out 2> /tmp/$k.metrics; t3=$(now)
  c=$(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF)
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.metrics | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | $c | $l"
}
echo "kernel | wasmtime s | ours s | output | launches"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}'); do one $P/$k.wasm $k; done
for w in "$@"; do one $w $(basename $w .wasm); done
echo "=== device and time lines (ours)"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}') $(for w in "$@"; do basename $w .wasm; done); do
  grep '^# device\|^# time' /tmp/$k.metrics | sed "s/^/$k /"
done
