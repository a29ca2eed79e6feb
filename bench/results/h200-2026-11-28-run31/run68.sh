#!/usr/bin/env bash
# Session 26: the first-call check's copies and comparison split over threads
# (auto::parallel). old = the commit before, new = this build; default mode, 2 rounds
# interleaved; the check's times from --metrics. Outputs in $OUT/outputs.tar.xz.
set -uo pipefail
mkdir -p /tmp/old /tmp/new /tmp/outs
tar xJf .device/old.tar.xz -C /tmp/old; tar xJf .device/programs.tar.xz -C /tmp/new
el() { echo "$2 $1" | awk '{printf "%.3f", $1-$2}'; }
for c in "blur|16384 10" "intstats|67108864 40" "spmv|4000000 20" "jacobi2d|4096 100" "heat3d|256 100" "gemvt|8192 20" "jacobi1d|16000000 200" "heat2d|4096 100" "gemv|8192 100" "kmeans|4000000 64 10" "blackscholes|8000000 20" "gemm|2048" "blur|8192 10" "intstats|16777216 10"; do
  n=${c%%|*}; a=${c#*|}; k=$n.$(echo $a | tr ' ' _)
  line="== $n [$a]"
  for r in 1 2; do
    for v in old new; do
      s0=$(date +%s.%N); /tmp/$v/tensor-wasm run bench/programs/$n.wasm --metrics -- $a > /tmp/outs/$k.$v.$r.txt 2> /tmp/e.err; s1=$(date +%s.%N)
      line="$line | $v $(el $s0 $s1)"
      grep "^# first-call" /tmp/e.err | sed "s/^/$k $v $r /" >> $OUT/checks.txt
    done
  done
  echo "$line"
done
tar cJf $OUT/outputs.tar.xz -C /tmp/outs .
