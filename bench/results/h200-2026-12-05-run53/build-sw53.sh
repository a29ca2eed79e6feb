#!/usr/bin/env bash
# Builds run 153's sweep input (from the repository root): run 52's m05_tri_reduce (2-D
# reductions over triangles and trapezoids) at seven levels into .device/sw53 (one part,
# scripts/device-sweep.sh build), then .device/sw53.tar.xz to carry.
set -eu
rm -rf .device/sw53 && mkdir -p .device/sw53/p0
LEVELS="O1 O2 O3 O3s Os Oz Ofast" bash scripts/device-sweep.sh build .device/sw53/p0 \
  bench/results/h200-2026-12-05-run52/sweep-src/m05_tri_reduce.c
tar cJf .device/sw53.tar.xz -C .device sw53
