#!/usr/bin/env bash
# Session 28: the 30 PolyBench-shaped kernels (bench/results/h200-2026-11-28-run33/pb30-src,
# sizes.txt) at -O2, whole process: gcc -O3 native, plain wasmtime (--no-offload), ours with
# and without the first-call check; every output against --no-offload's.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/w/pb
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | gcc -O3 s | wasmtime s | ours s | ours unchecked s | output (gcc, ours, unchecked) | launches"
grep -v '^#' $P/sizes.txt | while read k flags; do
  gcc -O3 $flags -o /tmp/$k.native $P/pb30-src/$k.c -lm 2>/dev/null
  t0=$(now); timeout 60 /tmp/$k.native > /tmp/n.out; t1=$(now)
  timeout 90 $TW run $P/$k.wasm --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $TW run $P/$k.wasm --metrics > /tmp/o.out 2> $OUT/$k.metrics; t3=$(now)
  timeout 90 $TW run $P/$k.wasm --no-first-call-check > /tmp/u.out; t4=$(now)
  c() { cmp -s /tmp/w.out $1 && echo same || echo DIFF; }
  l=$(grep -o 'success_total [0-9]*' $OUT/$k.metrics | head -1)
  echo "$k | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $(c /tmp/n.out) $(c /tmp/o.out) $(c /tmp/u.out) | $l"
done
