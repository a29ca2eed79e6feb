#!/usr/bin/env bash
# Session 26: one decline worth 50 ms starts the context, and kernels that would pay are
# lowered and loaded by the context's thread (preload). TW_EXP=old: two declines, no preload
# (the commit before); TW_EXP=nopreload: one decline, no preload; unset: both. Round 1 with
# CUDA_CACHE_DISABLE=1 (every PTX JIT cold, as a first run on a machine), round 2 with the
# driver's cache. Outputs kept under $OUT/out for comparison with plain wasmtime.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
mkdir -p $OUT/out
run_set() {
  for c in "$@"; do
    n=${c%%|*}; a=${c#*|}; k=$n.$(echo $a | tr ' ' _)
    line="== $n [$a]"
    for r in 1 2; do
      cold=""; [ $r = 1 ] && cold="CUDA_CACHE_DISABLE=1"
      line="$line |"
      for v in old nopreload unset; do
        e="TW_EXP=$v"; [ $v = unset ] && e=""
        s0=$(date +%s.%N); env $cold $e $T run bench/programs/$n.wasm --metrics -- $a > $OUT/out/$k.$v.$r.txt 2> /tmp/$v.err; s1=$(date +%s.%N)
        line="$line $v $(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}')"
        cmp -s $OUT/out/$k.old.1.txt $OUT/out/$k.$v.$r.txt || line="$line DIFF"
        grep "^# \(device\|hook\|transfers\)" /tmp/$v.err | sed "s/^/$n $v $r /" >> $OUT/detail.txt
      done
    done
    echo "$line"
  done
}
echo "# standard sizes (round 1 cold JIT | round 2 warm)"
run_set "dft|4096" "lu|1024" "conv2d|4096" "vecadd|1048576 100" "hotcalls|20000000" "gemvt_rows|4096 10" "rowmat|1024" "spmv|1000000 20" "gemm|896" "jacobi2d|2048 100" "blackscholes|4000000 10" "heat3d|192 20"
echo "# large sizes"
run_set "gemv|8192 100" "heat2d|4096 100" "heat3d|256 100" "jacobi1d|16000000 200" "blackscholes|8000000 20" "gemm|2048" "mandel|4096 1024" "nbody|16384 8" "kmeans|4000000 64 10" "intstats|67108864 40" "jacobi2d|4096 100" "gemvt|8192 20" "syrk_lower|2048" "covariance|2000" "dft|12288" "blur|16384 10" "spmv|4000000 20" "rowmat|1536" "lu|2048" "gemvt_rows|8192 20" "conv2d|8192" "vecadd|4194304 200"
