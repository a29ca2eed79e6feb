#!/usr/bin/env bash
# Probe 144 (session 44): where the time goes in the bench/programs that ran slowest against
# wasmtime or gcc in run 142 (conv2d, lu, gemvt_rows, spmv) and vecadd, which run 142 did not
# reach: plain wasmtime, then ours with --race off --metrics (metrics in $OUT/probe144.tar.xz).
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=bench/programs; m=/tmp/probe144; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in "conv2d 8192" "lu 2048" "gemvt_rows 8192 20" "spmv 4000000 20" "vecadd 4194304 200"; do
  read -r k args <<<"$spec"
  # shellcheck disable=SC2086
  { t1=$(now); timeout 60 $TW run $P/$k.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    timeout 60 $TW run $P/$k.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t3=$(now); }
  echo "$k $args | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s | $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF)"
done
tar cJf "$OUT/probe144.tar.xz" -C $m .
