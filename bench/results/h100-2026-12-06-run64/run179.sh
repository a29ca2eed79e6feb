#!/usr/bin/env bash
# Run 179 (fifty-eighth session): one global count added to atomically by every thread
# (gcount.c: `if (a[i] > t) { out[i] = ...; count++; }`, count a global that the stores
# might reach), on the GPU with run 178's tw-after: outputs against plain wasmtime, and
# the time of 16,000,000 x 100 with and without the cost model; `run --invoke --check` of
# golden/auto/extra kernels_w `mark` against wasmi.
# usage (repository root, carrying .device/r178.tar.xz and .device/r179): bash run179.sh
set -u
OUT=${OUT:-/tmp/out}
D=.device/r178
[ -x $D/tw-after ] || tar xJf .device/r178.tar.xz -C .device
W=.device/r179/gcount.wasm
mkdir -p "$OUT/metrics179"
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for f in O1 O2 O3 O2simd; do
  for t in 5 -5; do
    out=$(timeout 120 $D/tw-after run --invoke mark --memory-pages 64 --random-memory 3 --check --arg 200001 --arg 65536 --arg 1048576 --arg $t golden/auto/extra/kernels_w.$f.wasm 2>&1)
    echo "kernels_w.$f mark 200001 t=$t | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -2 | tr '\n' ' ' | cut -c1-160)"
  done
done
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/gcount .device/r179/gcount.c
echo "args | round | wasmtime s | ours s | ours --no-cost-model s | gcc -O3 s | ours | nocost"
for round in 1 2; do
  for args in "100000 3" "16000000 100"; do
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-after run $W --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $D/tw-after run $W --metrics -- $args > /tmp/a.out 2> "$OUT/metrics179/cost.${args// /_}.$round"; t2=$(now)
      timeout 120 $D/tw-after run $W --metrics --no-cost-model --race off -- $args > /tmp/b.out 2> "$OUT/metrics179/nocost.${args// /_}.$round"; t3=$(now)
      /tmp/gcount $args > /dev/null; t4=$(now); }
    ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
    cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
    echo "$args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $ca | $cb"
  done
done
grep -h "^# transfers\|^# nest_0" "$OUT"/metrics179/*16000000*
