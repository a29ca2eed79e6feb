#!/usr/bin/env bash
# Run 157 (session 49): rowmat (its product through row-pointer tables now one 2-D launch,
# row_pointers.rs) at 1536 as plain wasmtime, ours with `--race off --metrics`, with the race,
# and gcc -O3; then the GPU sweep of .device/sw57 (n04_rowptr at five levels). Carry
# .device/programs.tar.xz and .device/sw57.tar.xz (build-sw57.sh).
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/sw57 ] || tar xJf .device/sw57.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run157; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
gcc -std=c99 -O3 -march=native -ffp-contract=off -o $m/rowmat bench/programs/rowmat.c -lm
for n in 1536 2048; do
  { t1=$(now); $TW run bench/programs/rowmat.wasm --no-offload -- $n > $m/w.$n; t2=$(now)
    $TW run bench/programs/rowmat.wasm --race off --metrics -- $n > $m/o.$n 2> $m/metrics.$n; t3=$(now)
    $TW run bench/programs/rowmat.wasm -- $n > $m/r.$n; t4=$(now)
    $m/rowmat $n > $m/g.$n; t5=$(now); }
  echo "rowmat $n | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/w.$n $m/o.$n && echo same || echo DIFF) | race $(el $t3 $t4) s $(cmp -s $m/w.$n $m/r.$n && echo same || echo DIFF) | gcc -O3 $(el $t4 $t5) s"
  grep -a "^# nest_[0-9]*: .*gpu\|^# transfers\|^# first\|rows_uneven" $m/metrics.$n | cut -c1-200
done
cp $m/metrics.* "$OUT/" 2>/dev/null
bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw57/p0 > "$OUT/sweep157.txt" 2>&1
grep -h '^DIFFERS' -A8 "$OUT/sweep157.txt"; grep -h '^TOTAL' "$OUT/sweep157.txt"
