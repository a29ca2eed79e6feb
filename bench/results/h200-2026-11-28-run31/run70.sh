#!/usr/bin/env bash
# Session 26: cuInit on a thread of its own from the instance's start (TW_EXP=init) against
# today's (the whole context made when launches would pay). Default mode, 2 rounds
# interleaved, outputs compared with the first run's.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
el() { echo "$2 $1" | awk '{printf "%.3f", $1-$2}'; }
for c in "dft|4096" "conv2d|8192" "conv2d|4096" "lu|1024" "hotcalls|20000000" "vecadd|1048576 100" "smallwork|64 4" "gemvt_rows|4096 10" "gemv|8192 100" "jacobi1d|16000000 200" "intstats|67108864 40" "heat3d|256 100" "blackscholes|8000000 20" "gemm|2048" "kmeans|4000000 64 10" "covariance|2000" "mandel|4096 1024" "gemm|896"; do
  n=${c%%|*}; a=${c#*|}
  line="== $n [$a]"
  for r in 1 2 3; do
    for v in unset init; do
      e="TW_EXP=$v"
      s0=$(date +%s.%N); env $e $T run bench/programs/$n.wasm --metrics -- $a > /tmp/$v.out 2> /tmp/e.err; s1=$(date +%s.%N)
      line="$line | $v $(el $s0 $s1)"
      [ $r = 1 ] && [ $v = unset ] && cp /tmp/unset.out /tmp/ref.out
      cmp -s /tmp/ref.out /tmp/$v.out || line="$line DIFF"
      grep "^# \(device:\|hook\)" /tmp/e.err | sed "s/^/$n $v $r /" >> $OUT/detail.txt
    done
  done
  echo "$line"
done
