#!/usr/bin/env bash
# Session 41 (run 131): the listing key's fix (8b75446) and the rest of the session on the GPU.
# Part 1: the 30 PolyBench programs (run111.sh of run 41, SETDIR .device/pb), metrics in
# $OUT/m.tar.xz. Part 2: the e- and f-series sweep programs and arm_on_argument.c
# (build-sw47.sh, .device/sw47): each argument set as plain
# wasmtime (--no-offload, the reference), as `tensor-wasm run` (the default: cost model,
# race) and with every nest launched and no first-call check (--no-cost-model
# --no-first-call-check --race off); stdout and exit code against the reference.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb
tar cJf "$OUT/m.tar.xz" -C /tmp $(cd /tmp && ls *.race *.off 2>/dev/null)
echo "=== sweep"
runs=0; differ=0
for w in .device/sw47/*.wasm; do
  n=$(basename $w .wasm); a=.device/sw47/${n%.*}.args
  while IFS= read -r args; do
    timeout 60 $TW run $w --no-offload -- $args > /tmp/ref.out 2>/tmp/ref.err; rr=$?
    for mode in "" "--no-cost-model --no-first-call-check --race off"; do
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
