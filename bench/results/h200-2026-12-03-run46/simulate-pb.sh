#!/usr/bin/env bash
# PolyBench at its benchmark sizes with --simulate (default budget) against --no-offload
# usage: OUT=/tmp/simpb bash simulate-pb.sh SETDIR (the 30 PolyBench .wasm of run 41 and sizes.txt); this machine (2 CPUs), no GPU
mkdir -p "${OUT:-/tmp/simpb}"
TW=${TENSOR_WASM:-target/release/tensor-wasm}; P=${1:-.device/pb}
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | wasmtime s | --simulate s | output | launches | simulation_budget"
for k in $(grep -v '^#' $P/sizes.txt | awk '{print $1}'); do
  w=$P/$k.wasm
  t1=$(now); timeout 600 $TW run $w --no-offload > ${OUT:-/tmp/simpb}/w.out 2>/dev/null; t2=$(now)
  timeout 600 $TW run $w --simulate --metrics > ${OUT:-/tmp/simpb}/s.out 2> ${OUT:-/tmp/simpb}/$k.m; rc=$?; t3=$(now)
  c=$(cmp -s ${OUT:-/tmp/simpb}/w.out ${OUT:-/tmp/simpb}/s.out && echo same || echo DIFF)
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' ${OUT:-/tmp/simpb}/$k.m | awk '{print $2}')
  b=$(grep -o 'reason="simulation_budget"} [0-9]*' ${OUT:-/tmp/simpb}/$k.m | awk '{print $2}')
  echo "$k | $(el $t1 $t2) | $(el $t2 $t3) | $c (rc $rc) | ${l:-0} | ${b:-0}"
done
