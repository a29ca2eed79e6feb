#!/usr/bin/env bash
# probe 122 (session 39): page-locked memory that grows between launches. src/grow.c
# (clang-19 -O2 and -O3 -msimd128 -ffp-contract=off, in .device/grow) allocates larger arrays
# each round, so the linear memory grows under a locked range; with a second argument 1 a
# host loop of stores keeps its step loop from being resident (the shadow's path). Each
# run's stdout and exit code against plain wasmtime's (--no-offload), with every nest
# launched (--no-cost-model --race off) and by default.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
runs=0; differ=0
for w in .device/grow/*.wasm; do
  for args in "9 0" "9 1" "11 0" "11 1"; do
    timeout 120 $TW run $w --no-offload -- $args > /tmp/ref.out; rr=$?
    for mode in "--no-cost-model --race off" ""; do
      runs=$((runs + 1))
      timeout 120 $TW run $w $mode --metrics -- $args > /tmp/our.out 2> /tmp/our.err; ro=$?
      l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/our.err | awk '{print $2}')
      p=$(grep '^# page-locked' /tmp/our.err | sed 's/ of the memory.*//; s/# page-locked: //')
      if cmp -s /tmp/ref.out /tmp/our.out && [ $rr = $ro ]; then s=same; else s=DIFFERS; differ=$((differ + 1)); fi
      echo "$s $(basename $w) [$args] [$mode] launches ${l:-0} locked ${p:-0}"
    done
  done
done
echo "TOTAL $runs runs, $differ differ"
