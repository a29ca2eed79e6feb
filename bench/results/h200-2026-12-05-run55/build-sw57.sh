#!/usr/bin/env bash
# Builds run 157's sweep input (from the repository root): sweep-src/n04_rowptr.c (matrices
# as row-pointer tables, evenly spaced or not, aliasing or not), q05 (an exit test before an
# empty latch), q06 and q08 (row pointers in programs a helper wrote) at five levels into
# .device/sw57/p0 (scripts/device-sweep.sh build), then .device/sw57.tar.xz.
set -eu
rm -rf .device/sw57 && mkdir -p .device/sw57/p0
LEVELS="O1 O2 O3 O3s Os" bash scripts/device-sweep.sh build .device/sw57/p0 \
  bench/results/h200-2026-12-05-run55/sweep-src/n04_rowptr.c \
  bench/results/h200-2026-12-05-run55/sweep-src/q05_sobel_bilateral.c \
  bench/results/h200-2026-12-05-run55/sweep-src/q06_gauss_pivot.c \
  bench/results/h200-2026-12-05-run55/sweep-src/q08_life_heat_rowptr.c
tar cJf .device/sw57.tar.xz -C .device sw57
