#!/usr/bin/env bash
# Builds run 156's sweep input (from the repository root): sweep-src/n02_colwalk.c (column
# passes over long rows) and n03_syrk.c (syrk and syr2k split by statement) at seven
# levels into .device/sw56/p0 (scripts/device-sweep.sh build), then .device/sw56.tar.xz.
set -eu
rm -rf .device/sw56 && mkdir -p .device/sw56/p0
LEVELS="O1 O2 O3 O3s Os Oz Ofast" bash scripts/device-sweep.sh build .device/sw56/p0 \
  bench/results/h200-2026-12-05-run54/sweep-src/n02_colwalk.c \
  bench/results/h200-2026-12-05-run54/sweep-src/n03_syrk.c
tar cJf .device/sw56.tar.xz -C .device sw56
