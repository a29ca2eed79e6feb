#!/usr/bin/env bash
# Builds run 155's sweep input (from the repository root): sweep-src/n01_rowcopy.c (bulk
# rows) at seven levels into .device/sw55/p0 (scripts/device-sweep.sh build), then
# .device/sw55.tar.xz to carry.
set -eu
rm -rf .device/sw55 && mkdir -p .device/sw55/p0
LEVELS="O1 O2 O3 O3s Os Oz Ofast" bash scripts/device-sweep.sh build .device/sw55/p0 \
  bench/results/h200-2026-12-05-run53/sweep-src/n01_rowcopy.c
tar cJf .device/sw55.tar.xz -C .device sw55
