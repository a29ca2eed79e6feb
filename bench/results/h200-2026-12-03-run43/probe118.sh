#!/usr/bin/env bash
# probe 118: tile.c at 2048^3, the offloaded run alone (--race off) and raced, with every
# metrics line, three times each.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for r in 1 2 3; do
  for mode in "--race off" ""; do
    t1=$(now); $TW run .device/time3/tile.wasm $mode --metrics -- 2048 2048 2048 > /tmp/o.out 2>/tmp/o.err; t2=$(now)
    echo "=== [$mode] $(el $t1 $t2) s: $(cat /tmp/o.out)"
    grep '^# \|^tensor_wasm' /tmp/o.err | grep -v 'never called'
  done
done
