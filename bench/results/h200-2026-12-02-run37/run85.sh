#!/usr/bin/env bash
# Session 32 (run 85): the split programs with metrics, and gemm_beta (new) beside gemm_ikj
# at sizes-large, whole process, against wasmtime and gcc -O3.
set -u
bash .device/run78.sh gemm gramschmidt syrk syr2k fdtd-2d 2>&1 > $OUT/run85-pb.txt
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=90 OUT=$OUT/g bash bench/programs/device-run.sh gemm_beta gemm_ikj covariance > $OUT/run85-g.txt 2>&1
cat $OUT/run85-pb.txt | cut -c1-300; cat $OUT/g/results.md 2>/dev/null || tail -30 $OUT/run85-g.txt
