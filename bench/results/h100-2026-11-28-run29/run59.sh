#!/usr/bin/env bash
# Session 24: 82 whole programs at large sizes in the default mode (cost model, first-call
# check) and without the first-call check, against plain wasmtime, on the H100.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
nvidia-smi -L
which bc >/dev/null || echo "no bc"
wc -l < .device/large/cases.txt
tr '\n' '\0' < .device/large/cases.txt | timeout 540 xargs -0 -P 6 -n 1 bash .device/large/one.sh > $OUT/large.txt 2>&1
echo "large rc=$?"
grep -c "^ok?" $OUT/large.txt; grep -c "^MISMATCH" $OUT/large.txt
grep -A2 "^MISMATCH" $OUT/large.txt | head -40
