#!/usr/bin/env bash
# Session 36 (probe 114): the race started before the driver is loaded; plain wasmtime
# and ours (race on, the default) alternated, twice, after one warm-up run each.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/pb
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in trisolv atax durbin gesummv jacobi-1d bicg mvt gemver seidel-2d 2mm; do
  $TW run $P/$k.wasm --race off > /dev/null 2>&1
  line="$k"
  for rep in 1 2; do
    t1=$(now); $TW run $P/$k.wasm --no-offload > /tmp/w.out; t2=$(now)
    $TW run $P/$k.wasm --metrics > /tmp/r.out 2> /tmp/m.txt; t3=$(now)
    c=$(cmp -s /tmp/w.out /tmp/r.out && echo same || echo DIFF)
    win=$(grep -o '^# race: [a-z ]*ended first\|^# race: [a-z ]*won after [0-9.]* s' /tmp/m.txt | sed 's/# race: //')
    line="$line | plain $(el $t1 $t2) race $(el $t2 $t3) $c ($win)"
  done
  echo "$line"
done
