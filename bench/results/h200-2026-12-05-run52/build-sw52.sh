#!/usr/bin/env bash
# Builds run 149's sweep inputs (from the repository root): run 148's sweep-src (m01-m04) and
# the two sources whose kernels became two-dimensional with reductions through a child loop
# (b08_tiled, c11_conv: found by comparing each sweep build's first launch per nest, binary
# 66cca51 against f6cd743), at seven levels, dealt into four parts .device/sw52/p0-p3
# (scripts/device-sweep.sh build), then .device/sw52.tar.xz to carry.
set -eu
rm -rf .device/sw52
srcs=(bench/results/h200-2026-12-05-run51/sweep-src/*.c
  bench/results/h200-2026-12-03-run43/sweep-src/b08_tiled.c
  bench/results/h200-2026-12-03-run43/sweep-src/c11_conv.c)
for p in 0 1 2 3; do
  part=()
  for i in "${!srcs[@]}"; do [ $((i % 4)) = $p ] && part+=("${srcs[$i]}"); done
  mkdir -p .device/sw52/p$p
  LEVELS="O1 O2 O3 O3s Os Oz Ofast" bash scripts/device-sweep.sh build .device/sw52/p$p "${part[@]}"
done
cp .device/sw52/p*/m03_converge.O2.wasm .device/sw52/
tar cJf .device/sw52.tar.xz -C .device sw52
