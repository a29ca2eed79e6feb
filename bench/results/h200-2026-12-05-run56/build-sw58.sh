#!/usr/bin/env bash
# Builds run 160's sweep input (from the repository root): the helper's twelve programs
# r01-r12 and the three r99 reproducers (sweep-src/) at O2 and O3 into .device/sw58/p0
# (scripts/device-sweep.sh build), then .device/sw58.tar.xz.
set -eu
rm -rf .device/sw58 && mkdir -p .device/sw58/p0
LEVELS="O2 O3" bash scripts/device-sweep.sh build .device/sw58/p0 \
  bench/results/h200-2026-12-05-run56/sweep-src/r*.c
tar cJf .device/sw58.tar.xz -C .device sw58
