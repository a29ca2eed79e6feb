#!/usr/bin/env bash
# Session 44 (run 143): the sweep programs of build-sw49.sh (-Os, -O2 -ffast-math -msimd128,
# -O0), built into .device/sw49
# (four parts), on the GPU: scripts/device-sweep.sh run on each part, the four at once.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/sw49 ] || tar xJf .device/sw49.tar.xz -C .device
nvidia-smi -L; nproc
for p in 0 1 2 3; do
  bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw49/p$p > "$OUT/sweep-p$p.txt" 2>&1 &
done
wait
grep -h '^DIFFERS' -A8 "$OUT"/sweep-p*.txt
grep -h '^TOTAL' "$OUT"/sweep-p*.txt
