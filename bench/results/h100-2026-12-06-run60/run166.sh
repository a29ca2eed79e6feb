#!/usr/bin/env bash
# Run 166 (fifty-fourth session): bench/programs/meanfilter.c (an 8-bit mean filter whose
# pixel loops carry a value behind `r < 0`; launched per step since the launch-time unswitch,
# `e72c683`) at 8192 3 4, two rounds: plain wasmtime (`--no-offload`), ours before
# (`39c5789`) and after (`97a402c`), gcc -O3 -march=native on one core.
# usage (repository root, carrying .device/r166.tar.xz): bash run166.sh > $OUT/run166.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r166
[ -x $D/tw-after ] || tar xJf .device/r166.tar.xz -C .device
P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/meanfilter $P/meanfilter.c -lm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | round | wasmtime s | before s | after s | gcc -O3 s | before | after | gcc output"
for round in 1 2; do
  k=meanfilter; args="8192 3 4"
  # shellcheck disable=SC2086
  { t0=$(now); timeout 120 $D/tw-after run $P/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
    timeout 120 $D/tw-before run $P/$k.wasm --metrics -- $args > /tmp/b.out 2> "$OUT/metrics/$k.before.$round"; t2=$(now)
    timeout 120 $D/tw-after run $P/$k.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/$k.after.$round"; t3=$(now)
    timeout 120 /tmp/native/$k $args > /tmp/n.out; t4=$(now); }
  cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
  ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
  cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
  echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $cb | $ca | $cn"
done
cp /tmp/w.out "$OUT/meanfilter.out"
