#!/usr/bin/env bash
# Run 156 (session 48): PolyBench's deriche (its column passes now launch: the exact
# distance of a column walk), syrk and syr2k (the split product's launch tests each row's
# hulls instead of listing 0.7 M threads, so the 2-D grid launches instead of the 1-D
# kernel's 0.4 s) as plain wasmtime and ours with `--race off --metrics` and with the race,
# then the GPU sweep of .device/sw56 (n02_colwalk, n03_syrk at seven levels). Carry
# .device/programs.tar.xz, .device/pb.tar.xz and .device/sw56.tar.xz (build-sw56.sh).
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
[ -d .device/sw56 ] || tar xJf .device/sw56.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run156; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in deriche syrk syr2k; do
  { t1=$(now); $TW run .device/pb/$k.wasm --no-offload > $m/$k.w; t2=$(now)
    $TW run .device/pb/$k.wasm --race off --metrics > $m/$k.o 2> $m/$k.metrics; t3=$(now)
    $TW run .device/pb/$k.wasm > $m/$k.r; t4=$(now); }
  echo "$k | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF) | race $(el $t3 $t4) s $(cmp -s $m/$k.w $m/$k.r && echo same || echo DIFF)"
  grep -a "^# nest_[0-9]*: .*gpu\|^# transfers\|^# hook\|^# first" $m/$k.metrics | cut -c1-200
done
tar cJf "$OUT/run156-metrics.tar.xz" -C $m .
bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw56/p0 > "$OUT/sweep156.txt" 2>&1
grep -h '^DIFFERS' -A8 "$OUT/sweep156.txt"; grep -h '^TOTAL' "$OUT/sweep156.txt"
