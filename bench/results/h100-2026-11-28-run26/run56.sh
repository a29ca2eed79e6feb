#!/usr/bin/env bash
# Session 22: the row code of 2-D kernels on the H100 (d13874f).
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
nvidia-smi -L
# The three row shapes with the first-call check off, each compared with wasmi.
for n in 16 257 1024; do
  pages=$(( (n * n * 4 * 2 + 65535) / 65536 + 2 ))
  b=$(( n * n * 4 + 1024 ))
  $T run .device/rowtest.wat --invoke reads_last --arg 1024 --arg $n --memory-pages $pages --random-memory 7 --no-first-call-check --no-cost-model --check 2>&1 | grep -v "^#\|memory:\|returned" | sed "s/^/reads_last $n: /"
  for f in first_column last_column; do
    $T run .device/rowtest.wat --invoke $f --arg 1024 --arg $b --arg $n --memory-pages $pages --random-memory 7 --no-first-call-check --no-cost-model --check 2>&1 | grep -v "^#\|memory:\|returned" | sed "s/^/$f $n: /"
  done
done > $OUT/rowtest.txt 2>&1
cat $OUT/rowtest.txt
FILES="kernels_c kernels_e kernels_h" OUT=$OUT timeout 420 bash scripts/device-run-extra.sh > $OUT/extra-run.log 2>&1
echo "extra rc=$?"
grep -c . $OUT/extra-summary.txt
grep -v " ok\b\| agrees\|equal" $OUT/extra-summary.txt | head -20
grep "box3x3\|correlation\|syr_int" $OUT/extra-summary.txt | head -20
