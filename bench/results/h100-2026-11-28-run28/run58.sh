#!/usr/bin/env bash
# Session 24: values carried out of loops in resident regions, fills of a row's length, and a
# sweep of 37 new whole programs, on the H100.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
nvidia-smi -L
# 1. carried_tail with every nest launched, with and without the first-call check.
for a in "17 9 7" "18 9 6" "101 4 9" "5 2 7" "1001 50 33" "4097 20 64"; do
  ref=$($T run golden/programs/carried_tail.wasm --no-offload -- $a)
  for mode in "--no-cost-model" "--no-cost-model --no-first-call-check"; do
    got=$($T run golden/programs/carried_tail.wasm $mode -- $a)
    [ "$got" = "$ref" ] && echo "carried_tail [$a] $mode: ok" || echo "carried_tail [$a] $mode: MISMATCH: $got / $ref"
  done
done | tee $OUT/carried_tail.txt
# 2. golden/auto/extra kernels_b (tri2 now launches), checked against wasmi.
FILES="kernels_b" OUT=$OUT timeout 200 bash scripts/device-run-extra.sh > $OUT/extra-run.log 2>&1
echo "extra rc=$?"; grep -c . $OUT/extra-summary.txt
grep "tri2" $OUT/extra-summary.txt
# 3. The sweep: -O2 and -O3 -msimd128 builds, 8 at a time.
grep -E '\.(O2|O3s)\.wasm\|' .device/sweep/cases.txt > /tmp/cases.txt
wc -l < /tmp/cases.txt
tr '\n' '\0' < /tmp/cases.txt | timeout 420 xargs -0 -P 8 -n 1 bash .device/sweep/sweep.sh > $OUT/sweep.txt 2>&1
echo "sweep rc=$?"
grep -c "^ok" $OUT/sweep.txt; grep -c "^MISMATCH" $OUT/sweep.txt
grep -A2 "^MISMATCH" $OUT/sweep.txt | head -40
