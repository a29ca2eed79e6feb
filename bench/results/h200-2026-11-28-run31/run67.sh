#!/usr/bin/env bash
# Session 26: where the first-call check's time goes, every large program once, default mode.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
grep -v '^#' bench/programs/sizes-large.txt | while IFS='|' read -r small big; do
  n=$(echo $small | cut -d' ' -f1); a=$(echo $big)
  s0=$(date +%s.%N); $T run bench/programs/$n.wasm --metrics -- $a > /dev/null 2> /tmp/e.err; s1=$(date +%s.%N)
  echo "== $n [$a] $(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}') s"
  grep "^# \(first-call\|hook\|device:\|transfers\|time\)" /tmp/e.err
done
