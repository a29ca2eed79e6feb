#!/usr/bin/env bash
# Run 153 (session 47, binary 97b84f1: 2-D reductions over triangles, combine in levels):
# the GPU sweep of .device/sw53 (m05_tri_reduce at seven levels: each argument set as plain
# wasmtime, the default run and every nest launched with no check), then PolyBench's 30
# (run111.sh). Carry .device/programs.tar.xz, .device/sw53.tar.xz, .device/pb.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/sw53 ] || tar xJf .device/sw53.tar.xz -C .device
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw53/p0 > "$OUT/sweep153.txt" 2>&1
grep -h '^DIFFERS' -A8 "$OUT/sweep153.txt"; grep -h '^TOTAL' "$OUT/sweep153.txt"
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb > "$OUT/run153-pb.txt" 2>&1
head -34 "$OUT/run153-pb.txt"
