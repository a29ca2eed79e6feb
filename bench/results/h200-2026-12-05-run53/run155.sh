#!/usr/bin/env bash
# Run 155 (session 47, bulk rows: a row loop of memcpy/memset calls runs a warp per row):
# jacobi2d 4096 100 and heat2d 4096 100 as plain wasmtime and ours with `--race off
# --metrics` (kernel time against probe 147's), then the GPU sweep of .device/sw55
# (n01_rowcopy at seven levels). Carry .device/programs.tar.xz and .device/sw55.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/sw55 ] || tar xJf .device/sw55.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run155; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in "jacobi2d 4096 100" "heat2d 4096 100"; do
  read -r k args <<<"$spec"
  # shellcheck disable=SC2086
  { t1=$(now); $TW run bench/programs/$k.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    $TW run bench/programs/$k.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t3=$(now); }
  echo "$k $args | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF)"
  grep -a "^# nest_[0-9]*: .*gpu\|^# transfers\|^# hook\|^# first" $m/$k.metrics | cut -c1-200
done
tar cJf "$OUT/run155-metrics.tar.xz" -C $m .
bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw55/p0 > "$OUT/sweep155.txt" 2>&1
grep -h '^DIFFERS' -A8 "$OUT/sweep155.txt"; grep -h '^TOTAL' "$OUT/sweep155.txt"
