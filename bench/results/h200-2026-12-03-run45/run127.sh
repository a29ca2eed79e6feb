#!/usr/bin/env bash
# Session 40 (run 127): the 14 sweep programs of run 45's sweep-src/ (clang-19 -O2 and -O3 -msimd128,
# built into .device/sw45 by build-sw45.sh, with their ARGS lines) on the GPU: each argument set as plain wasmtime
# (--no-offload, the reference), as `tensor-wasm run` (the default: cost model, race), and
# with every nest launched (--no-cost-model --race off); stdout and exit code against the
# reference. Prints one line per run that differs and the totals.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
nvidia-smi -L
runs=0; differ=0
for w in .device/sw45/*.wasm; do
  n=$(basename $w .wasm); a=.device/sw45/${n%.*}.args
  while IFS= read -r args; do
    timeout 60 $TW run $w --no-offload -- $args > /tmp/ref.out 2>/tmp/ref.err; rr=$?
    for mode in "" "--no-cost-model --race off" "--no-cost-model --no-first-call-check --race off"; do
      runs=$((runs + 1))
      timeout 60 $TW run $w $mode --metrics -- $args > /tmp/our.out 2>/tmp/our.err; ro=$?
      l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/our.err | awk '{print $2}')
      if ! cmp -s /tmp/ref.out /tmp/our.out || [ $rr != $ro ]; then
        differ=$((differ + 1)); echo "DIFFERS $n [$args] [$mode] exit $rr/$ro launches ${l:-0}"
        diff /tmp/ref.out /tmp/our.out | head -5; grep -v '^#' /tmp/our.err | tail -3
      else
        echo "same $n [$args] [$mode] launches ${l:-0}"
      fi
    done
  done < $a
done
echo "TOTAL $runs runs, $differ differ"
