#!/usr/bin/env bash
# Builds run 143's inputs (from the repository root): the g-, h- and i-series of run 132
# (../h200-2026-12-04-run47/sweep-src) at -Os, -O2 -ffast-math -msimd128 and -O0, and the d-
# and e-series (../h200-2026-12-03-run45, -run46) at -Os and -O2 -ffast-math -msimd128,
# levels no sweep had built before, dealt into four parts .device/sw49/p0-p3
# (scripts/device-sweep.sh build), then .device/sw49.tar.xz to carry.
set -eu
rm -rf .device/sw49
build() { # LEVELS, then sources
  local levels=$1; shift
  local srcs=("$@")
  for p in 0 1 2 3; do
    part=()
    for i in "${!srcs[@]}"; do [ $((i % 4)) = $p ] && part+=("${srcs[$i]}"); done
    mkdir -p .device/sw49/p$p
    LEVELS=$levels bash scripts/device-sweep.sh build .device/sw49/p$p "${part[@]}"
  done
}
build "Os Ofast O0" bench/results/h200-2026-12-04-run47/sweep-src/*.c
build "Os Ofast" bench/results/h200-2026-12-03-run4[56]/sweep-src/*.c
tar cJf .device/sw49.tar.xz -C .device sw49
