#!/usr/bin/env bash
# Session 40 (run 126): probe 125 (the detach fix of 2046ed7 on the GPU), then the 30
# PolyBench programs as run 123 ran them, with the binary of this session (detached exit).
set -u
D=$(dirname "$0")
bash bench/results/h200-2026-12-03-run44/probe125.sh
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb
mkdir -p $OUT/metrics && cp /tmp/*.race /tmp/*.off $OUT/metrics/ 2>/dev/null
