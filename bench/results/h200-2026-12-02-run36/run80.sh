#!/usr/bin/env bash
# Session 31 (run 80, after the second thread dimension of an interchange): cholesky, lu and
# ludcmp (their A = B B^T initialisation) at the sizes of sizes.txt, -O2, whole process, then
# gemm_kij (bench/programs) at 2048 against wasmtime and gcc -O3.
set -u
bash .device/run78.sh cholesky lu ludcmp 2>&1
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=90 SKIP_PLAIN=1 OUT=$OUT/g bash bench/programs/device-run.sh gemm_kij gemm 2>&1 | tail -20
