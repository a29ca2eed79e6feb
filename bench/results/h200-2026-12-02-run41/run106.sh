#!/usr/bin/env bash
# Session 36 (run 106): bench/programs at the sizes of sizes-large.txt, whole process: plain
# wasmtime (--no-offload) and ours (the race on, the default), output compared; who won.
# usage: bash run106.sh PROGDIR
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=$1
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | wasmtime s | ours s | output | winner | launches"
grep -v '^#' $P/sizes-large.txt | while IFS='|' read -r a big; do
  k=$(echo $a | awk '{print $1}'); big=$(echo $big)
  t1=$(now); timeout 120 $TW run $P/$k.wasm --no-offload -- $big > /tmp/w.out; t2=$(now)
  timeout 120 $TW run $P/$k.wasm --metrics -- $big > /tmp/r.out 2> /tmp/$k.race; t3=$(now)
  c=$(cmp -s /tmp/w.out /tmp/r.out && echo same || echo DIFF)
  win=$(grep -o '^# race: [a-z ]*ended first\|^# race: none' /tmp/$k.race | sed 's/# race: //; s/ ended first//')
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$k.race | awk '{print $2}')
  echo "$k | $big | $(el $t1 $t2) | $(el $t2 $t3) | $c | $win | $l"
done
