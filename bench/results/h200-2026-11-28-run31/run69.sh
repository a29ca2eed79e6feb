#!/usr/bin/env bash
# Session 26, last build: every program at both sizes, default mode and unchecked, one run
# each (--metrics for the default run). Outputs in $OUT/outputs.tar.xz.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
O=/tmp/outs; mkdir -p $O
el() { echo "$2 $1" | awk '{printf "%.3f", $1-$2}'; }
for sizes in sizes-large.txt sizes.txt; do
  echo "# $sizes"
  grep -v '^#' bench/programs/$sizes | while IFS='|' read -r small big; do
    n=$(echo $small | cut -d' ' -f1); a=$(echo $big); k=$n.$(echo $a | tr ' ' _)
    s0=$(date +%s.%N); $T run bench/programs/$n.wasm --metrics -- $a > $O/$k.checked.txt 2> /tmp/e.err; s1=$(date +%s.%N)
    $T run bench/programs/$n.wasm --no-first-call-check -- $a > $O/$k.unchecked.txt 2>/dev/null; s2=$(date +%s.%N)
    echo "== $n [$a] checked $(el $s0 $s1) unchecked $(el $s1 $s2)"
    grep "^# \(device\|hook\|transfers\|first-call\)" /tmp/e.err | sed "s/^/$k /" >> $OUT/metrics.txt
  done
done
tar cJf $OUT/outputs.tar.xz -C $O .
