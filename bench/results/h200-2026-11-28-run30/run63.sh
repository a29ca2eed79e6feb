#!/usr/bin/env bash
# Session 25: intstats and spmv (resident step loops whose step stores a reduction's
# results), hotcalls, heat2d and jacobi2d (flag-guarded host accesses), at the commit after
# eb6b350: plain wasmtime (--no-offload), default, unchecked; outputs compared.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
for c in "intstats|67108864 40" "spmv|4000000 20" "hotcalls|20000000" "heat2d|4096 100" "jacobi2d|4096 100" "kmeans|4000000 64 10"; do
  n=${c%%|*}; a=${c#*|}
  s0=$(date +%s.%N); $T run bench/programs/$n.wasm --no-offload -- $a > /tmp/p.out; s1=$(date +%s.%N)
  $T run bench/programs/$n.wasm --metrics -- $a > /tmp/o.out 2> /tmp/o.err; s2=$(date +%s.%N)
  $T run bench/programs/$n.wasm --metrics --no-first-call-check -- $a > /tmp/u.out 2> /tmp/u.err; s3=$(date +%s.%N)
  cmp -s /tmp/p.out /tmp/o.out && cmp -s /tmp/p.out /tmp/u.out && same=yes || same=NO
  echo "== $n [$a] plain $(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}') s, ours $(echo "$s2 $s1" | awk '{printf "%.3f", $1-$2}') s, unchecked $(echo "$s3 $s2" | awk '{printf "%.3f", $1-$2}') s, same=$same"
  grep "^# \(transfers\|hook\|time\|device\)" /tmp/u.err
done 2>&1 | tee $OUT/run63.txt
