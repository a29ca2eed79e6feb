#!/usr/bin/env bash
# Run 167 (fifty-fourth session; run 164 again with padblur and meanfilter, binary `97a402c`):
# each: plain wasmtime (`--no-offload`), ours (the default: cost model, race) and the same C
# built natively by gcc -O3 -march=native (-ffp-contract=off), on the device machine.
# Ours' stdout against plain wasmtime's; the native program's stdout against it too (gcc's
# libm and printf may differ in the last digits: reported, not required). Metrics of each of
# our runs in $OUT/metrics/NAME.txt.
# usage (repository root, carrying .device/r166.tar.xz): bash run167.sh 1 (the first 15
# programs of sizes-large.txt) or 2 (the rest), > $OUT/run167-N.txt
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/r166/tw-after ] || tar xJf .device/r166.tar.xz -C .device
TW=.device/r166/tw-after; P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
for c in "$P"/*.c; do
  gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/"$(basename "$c" .c)" "$c" -lm
done
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | wasmtime s | ours s | gcc -O3 s | ours vs wasmtime | ours vs gcc | output | gcc output | winner | launches"
grep -v '^#' $P/sizes-large.txt | if [ "${1:-1}" = 1 ]; then head -15; else tail -n +16; fi | while IFS='|' read -r a big; do
  k=$(echo $a | awk '{print $1}'); big=$(echo $big)
  t1=$(now); timeout 120 $TW run $P/$k.wasm --no-offload -- $big > /tmp/w.out; t2=$(now)
  timeout 120 $TW run $P/$k.wasm --metrics -- $big > /tmp/r.out 2> "$OUT/metrics/$k.txt"; t3=$(now)
  # shellcheck disable=SC2086
  timeout 120 /tmp/native/$k $big > /tmp/n.out; t4=$(now)
  c=$(cmp -s /tmp/w.out /tmp/r.out && echo same || echo DIFF)
  cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
  win=$(grep -o '^# race: [a-z ]*ended first\|^# race: [a-z ]*won\|^# race: none' "$OUT/metrics/$k.txt" | sed 's/# race: //; s/ ended first//')
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' "$OUT/metrics/$k.txt" | awk '{print $2}')
  w=$(el $t1 $t2); o=$(el $t2 $t3); g=$(el $t3 $t4)
  echo "$k | $big | $w | $o | $g | $(awk "BEGIN{printf \"%.2fx\", $w/$o}") | $(awk "BEGIN{printf \"%.2fx\", $g/$o}") | $c | $cn | $win | ${l:-0}"
done
tar cJf "$OUT/metrics167-${1:-1}.tar.xz" -C "$OUT" metrics && rm -r "$OUT/metrics"
