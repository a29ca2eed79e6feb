#!/usr/bin/env bash
# Session 38 (run 119): c02_srad (sweep-src/, Rodinia's SRAD with index arrays for its
# neighbours) at 2048 x 2048 x 40 steps, and tile.c's tiled gemm at 2048^3: plain wasmtime
# and ours (race) alternated three times after a warm-up, outputs compared. Then PolyBench by
# run 111's script (bench/results/h200-2026-12-02-run41/run111.sh .device/pb).
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for p in srad tile; do
  w=.device/time3/$p.wasm; args=$(tail -1 .device/time3/$p.args)
  $TW run $w --race off -- $args > /dev/null 2>&1
  for r in 1 2 3; do
    t1=$(now); $TW run $w --no-offload -- $args > /tmp/p.out; t2=$(now)
    $TW run $w --metrics -- $args > /tmp/o.out 2>/tmp/o.err; t3=$(now)
    c=$(cmp -s /tmp/p.out /tmp/o.out && echo same || echo DIFF)
    echo "$p [$args] plain $(el $t1 $t2) ours $(el $t2 $t3) $c"
  done
  grep '^# \(nest\|race\|transfers\|time\|device\|first\)' /tmp/o.err | grep -v 'never called'
done
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb
