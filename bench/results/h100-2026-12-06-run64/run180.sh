#!/usr/bin/env bash
# Run 180 (fifty-eighth session): histogram.c's round loop made a resident region by
# letting a region's own code keep a loop of at most 4,096 iterations that loads and
# stores (tw-small: the working tree after `75e5af8`, runtime/src/nests.rs and rewrite.rs;
# see docs/PERFORMANCE.md) against run 178's tw-after, on the GPU.
# 1. histogram.c's output against plain wasmtime at four sizes, with and without the cost
#    model. 2. histogram 4096 4096 150 and 8192 4096 150, two rounds: plain wasmtime,
#    tw-after, tw-small (whole process, seconds).
# usage (repository root, carrying .device/r180.tar.xz, which holds both binaries)
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/r180/tw-small ] || tar xJf .device/r180.tar.xz -C .device
A=.device/r180/tw-after; S=.device/r180/tw-small; G=golden/programs
mkdir -p "$OUT/metrics180"
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for args in "7 5 1" "300 200 3" "1000 700 20" "4096 4096 6"; do
  timeout 60 $A run $G/histogram.wasm --no-offload -- $args > /tmp/w.out
  for mode in cost nocost; do
    flags="--race off"; [ $mode = nocost ] && flags="$flags --no-cost-model"
    # shellcheck disable=SC2086
    timeout 60 $S run $G/histogram.wasm --metrics $flags -- $args > /tmp/a.out 2> "$OUT/metrics180/check.${args// /_}.$mode"
    echo "histogram | $args | $mode | $(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF) | $(grep -o 'transfers: .*' "$OUT/metrics180/check.${args// /_}.$mode")"
  done
done
echo "args | round | wasmtime s | after s | small s | after | small"
for round in 1 2; do
  for args in "4096 4096 150" "8192 4096 150"; do
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $A run $G/histogram.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $A run $G/histogram.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics180/after.${args// /_}.$round"; t2=$(now)
      timeout 120 $S run $G/histogram.wasm --metrics -- $args > /tmp/s.out 2> "$OUT/metrics180/small.${args// /_}.$round"; t3=$(now); }
    echo "$args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF) | $(cmp -s /tmp/w.out /tmp/s.out && echo same || echo DIFF)"
  done
done
grep -h "^# transfers" "$OUT"/metrics180/small.*
