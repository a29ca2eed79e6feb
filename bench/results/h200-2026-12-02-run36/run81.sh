#!/usr/bin/env bash
# Session 31 (run 81, after the interchange inside a parallel loop): gemm_ikj and gemm_kij
# (bench/programs) at 2048 against wasmtime and gcc -O3.
set -u
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=90 SKIP_PLAIN=1 OUT=$OUT/g bash bench/programs/device-run.sh gemm_ikj gemm_kij 2>&1 | tail -8
