#!/usr/bin/env bash
set -uo pipefail
export SKIP_PLAIN=1
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
for spec in "512 12 0" "512 12 1" "512 12 2" "512 12 3"; do
  ref=$($TW run golden/programs/step_calls.wasm --no-offload -- $spec | md5sum | cut -c1-8)
  got=$($TW run golden/programs/step_calls.wasm --no-cost-model -- $spec 2>/dev/null | md5sum | cut -c1-8)
  echo "step_calls $spec $([ $ref = $got ] && echo same || echo DIFF)"
done
timeout 200 env REPEAT=1 OUT=$OUT/std bash bench/programs/device-run.sh heat2d jacobi2d gemm blur lu rowmat jacobi1d > /dev/null 2>&1
echo "std rc=$?"
cp $OUT/std/results.md $OUT/subset-results.md; rm -rf $OUT/std
cat $OUT/subset-results.md
