#!/usr/bin/env bash
# Session 37 (run 115, the script of run 111): the 30 PolyBench programs (sizes.txt of SETDIR), whole process:
# plain wasmtime (--no-offload), a warm-up run (--race off, not timed: the driver caches the
# kernels' machine code), ours with the race against plain wasmtime (the default on
# the GPU) and ours with --race off; each output against --no-offload's; who won the race.
# usage: bash run105.sh SETDIR
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=$1
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | wasmtime s | ours (race) s | ours (--race off) s | output race | output off | winner | launches (off)"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}'); do
  w=$P/$k.wasm
  timeout 90 $TW run $w --race off > /dev/null 2>&1
  t1=$(now); timeout 90 $TW run $w --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $TW run $w --metrics > /tmp/r.out 2> /tmp/$k.race; t3=$(now)
  timeout 90 $TW run $w --race off --metrics > /tmp/o.out 2> /tmp/$k.off; t4=$(now)
  c() { cmp -s /tmp/w.out $1 && echo same || echo DIFF; }
  win=$(grep -o '^# race: [a-z ]*ended first\|^# race: [a-z ]*won after [0-9.]* s\|^# race: none' /tmp/$k.race | sed 's/# race: //; s/ ended first//')
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.off | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $(c /tmp/r.out) | $(c /tmp/o.out) | $win | $l"
done
echo "=== race lines"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}'); do grep '^# race\|^# time' /tmp/$k.race | sed "s/^/$k /"; done
