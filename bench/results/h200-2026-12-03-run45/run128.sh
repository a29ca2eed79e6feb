#!/usr/bin/env bash
# Session 40 (run 128): the 30 PolyBench programs as run 126 ran them, with the binary that
# starts the CUDA context once the analysis finds a nest worth it, before wasmtime compiles
# the module (deferred::EarlyContext); the metrics files come back as metrics128.tar.xz.
set -u
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb
(cd /tmp && tar cJf $OUT/metrics128.tar.xz $(ls *.race *.off))
