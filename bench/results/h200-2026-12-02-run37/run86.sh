#!/usr/bin/env bash
# Session 32 (run 86, the guard fix and the session's last binary): all 30 PolyBench kernels
# (table only), then gemm_beta, gemm_ikj and gemm_kij at sizes-large against wasmtime and
# gcc -O3.
set -u
bash .device/run82.sh > $OUT/run86-pb.txt 2>&1
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=90 OUT=$OUT/g bash bench/programs/device-run.sh gemm_beta gemm_ikj gemm_kij > $OUT/run86-g.txt 2>&1
sed -n 1,32p $OUT/run86-pb.txt; cat $OUT/g/results.md
