#!/usr/bin/env bash
# Builds run 148's sweep inputs (from the repository root): this session's sweep-src (m01-m04)
# and the five sources whose verdicts the ordered float reductions changed (p09_fsum,
# b01_rowptr, c15_jacobi, e14_mixed, g04_fred), at seven levels, dealt into four parts
# .device/sw51/p0-p3 (scripts/device-sweep.sh build), then .device/sw51.tar.xz to carry.
# m03_converge.O2.wasm also goes to .device/sw51 itself (run148.sh times it).
set -eu
rm -rf .device/sw51
srcs=(bench/results/h200-2026-12-05-run51/sweep-src/*.c
  bench/results/h100-2026-11-28-run28/sweep-src/p09_fsum.c
  bench/results/h200-2026-12-03-run43/sweep-src/b01_rowptr.c
  bench/results/h200-2026-12-03-run43/sweep-src/c15_jacobi.c
  bench/results/h200-2026-12-03-run46/sweep-src/e14_mixed.c
  bench/results/h200-2026-12-04-run47/sweep-src/g04_fred.c)
for p in 0 1 2 3; do
  part=()
  for i in "${!srcs[@]}"; do [ $((i % 4)) = $p ] && part+=("${srcs[$i]}"); done
  mkdir -p .device/sw51/p$p
  LEVELS="O1 O2 O3 O3s Os Oz Ofast" bash scripts/device-sweep.sh build .device/sw51/p$p "${part[@]}"
done
cp .device/sw51/p*/m03_converge.O2.wasm .device/sw51/
tar cJf .device/sw51.tar.xz -C .device sw51
