#!/usr/bin/env bash
# Session 26: when to start the CUDA context. TW_EXP unset (today: after 2 misses worth 50 ms),
# TW_EXP=start (at instantiation), TW_EXP=resident (one miss inside a resident region).
# Default mode (first-call check on); outputs compared with the unset run's.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
t() { local s0=$(date +%s.%N); "$@"; local s1=$(date +%s.%N); echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}'; }
run_set() {
  local rounds=$1; shift
  for c in "$@"; do
    n=${c%%|*}; a=${c#*|}
    line="== $n [$a]"
    for r in $(seq $rounds); do
      for v in $VARS; do
        if [ $v = unset ] || [ $v = plain ]; then e=""; else e="TW_EXP=$v"; fi
        f=--metrics; [ $v = plain ] && f=--no-offload
        s0=$(date +%s.%N); env $e $T run bench/programs/$n.wasm $f -- $a > /tmp/$v.out 2> /tmp/$v.err; s1=$(date +%s.%N)
        s=$(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}')
        same=yes; [ $v != unset ] && { cmp -s /tmp/unset.out /tmp/$v.out || same=NO; }
        line="$line | $v $s$( [ $same = NO ] && echo ' DIFF')"
        [ $r = 1 ] && grep "^# \(device\|hook\)" /tmp/$v.err | sed "s/^/   $v /" >> $OUT/detail.txt
      done
    done
    echo "$line"
  done
}
echo "# standard sizes, programs that launch little or nothing"
VARS="unset start misses1 plain" run_set 2 "dft|4096" "lu|1024" "conv2d|4096" "vecadd|1048576 100" "hotcalls|20000000" "gemvt_rows|4096 10" "rowmat|1024" "spmv|1000000 20"
echo "# large sizes"
VARS="unset start misses1" run_set 2 "gemv|8192 100" "heat2d|4096 100" "heat3d|256 100" "jacobi1d|16000000 200" "blackscholes|8000000 20" "gemm|2048" "mandel|4096 1024" "nbody|16384 8" "kmeans|4000000 64 10" "intstats|67108864 40" "jacobi2d|4096 100" "gemvt|8192 20" "syrk_lower|2048" "covariance|2000" "dft|12288" "blur|16384 10" "spmv|4000000 20"
