#!/usr/bin/env bash
# Run 25 (1): the whole large table (sizes where wasmtime takes 1-20 s), two groups.
set -uo pipefail
export SKIP_PLAIN=1 SIZES=sizes-large.txt RUN_TIMEOUT=60 REPEAT=1
timeout 290 env OUT=$OUT/g1 bash bench/programs/device-run.sh gemm gemvt gemvt_rows gemv heat3d syrk_lower covariance jacobi2d heat2d lu blackscholes intstats > /dev/null 2>&1
echo "g1 rc=$?"
cp $OUT/g1/results.md $OUT/large-g1.md 2>/dev/null; cp $OUT/g1/compare.log $OUT/large-g1.log
timeout 270 env OUT=$OUT/g2 bash bench/programs/device-run.sh mandel blur nbody kmeans spmv dft rowmat jacobi1d conv2d vecadd > /dev/null 2>&1
echo "g2 rc=$?"
cp $OUT/g2/results.md $OUT/large-g2.md 2>/dev/null; cp $OUT/g2/compare.log $OUT/large-g2.log
rm -rf $OUT/g1 $OUT/g2
cat $OUT/large-g1.log $OUT/large-g2.log | grep -v "^|"
