#!/usr/bin/env bash
# Session 42 (run 132): the g-, h- and i-series sweep programs (sweep-src) with
# golden/programs/bulk_rows.c and clamp_rows.c, built by build-sw48.sh into .device/sw48
# (four parts), on the GPU: scripts/device-sweep.sh run on each part, the four at once.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
# SW names another set of parts built the same way (run 143: sw49).
sw=${SW:-sw48}
[ -d .device/$sw ] || tar xJf .device/$sw.tar.xz -C .device
nvidia-smi -L; nproc
for p in 0 1 2 3; do
  bash scripts/device-sweep.sh run .device/tensor-wasm .device/$sw/p$p > "$OUT/sweep-p$p.txt" 2>&1 &
done
wait
grep -h '^DIFFERS' -A8 "$OUT"/sweep-p*.txt
grep -h '^TOTAL' "$OUT"/sweep-p*.txt
