#!/usr/bin/env bash
# Session 25, first H200 call: every program of sizes-large.txt with --metrics, in the default
# mode and without the first-call check; the two outputs compared with each other.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
nvidia-smi -L; lscpu | grep -i "model name\|^CPU(s)"
grep -v '^#' bench/programs/sizes-large.txt | grep . | while IFS='|' read small big; do
  n=$(echo $small | awk '{print $1}')
  for mode in default unchecked; do
    extra=""; [ $mode = unchecked ] && extra="--no-first-call-check"
    s0=$(date +%s.%N)
    timeout 60 $T run bench/programs/$n.wasm --metrics $extra -- $big > $OUT/$n.$mode.out 2> $OUT/$n.$mode.err
    rc=$?; s1=$(date +%s.%N)
    echo "== $n [$big] $mode rc=$rc $(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}') s"
    grep "^# " $OUT/$n.$mode.err
  done
  cmp -s $OUT/$n.default.out $OUT/$n.unchecked.out || echo "OUTPUT DIFFERS: $n"
done 2>&1 | tee $OUT/metrics.txt
rm -f $OUT/*.out $OUT/*.err
