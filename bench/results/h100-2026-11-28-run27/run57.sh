#!/usr/bin/env bash
# Session 23: rows of data-dependent length (CSR) on the H100.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
nvidia-smi -L
# kernels_k with the first-call check off: every kernel's result must come from the GPU.
while read -r file func args; do
  [ "$file" = kernels_k ] || continue
  argv=(); for a in $args; do argv+=(--arg "$a"); done
  for opt in O1 O2 O3 O2simd; do
    $T run golden/auto/extra/$file.$opt.wasm --invoke $func "${argv[@]}" --memory-pages 8 --random-memory 3 --no-first-call-check --check 2>&1 | grep -v "^#\|memory:\|returned" | tr '\n' ' ' | sed "s/^/$file.$opt $func $args: /"; echo
  done
done < golden/auto/extra/calls.txt > $OUT/kernels_k-unchecked.txt
cat $OUT/kernels_k-unchecked.txt | cut -c1-300
FILES="kernels_k kernels_h" OUT=$OUT timeout 300 bash scripts/device-run-extra.sh > $OUT/extra-run.log 2>&1
echo "extra rc=$?"
grep -c . $OUT/extra-summary.txt
grep -v " ok\b\| agrees\|equal" $OUT/extra-summary.txt | head -20
# The whole spmv program at the large table's size, beside wasmtime and gcc -O3.
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=60 SKIP_PLAIN=1 OUT=$OUT/g timeout 400 bash bench/programs/device-run.sh spmv gemv > $OUT/g.log 2>&1
echo "programs rc=$?"
cat $OUT/g/results.md
$T run bench/programs/spmv.wasm --metrics -- 4000000 20 > $OUT/spmv-metrics.txt 2>&1
tail -12 $OUT/spmv-metrics.txt
