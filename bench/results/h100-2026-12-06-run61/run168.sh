#!/usr/bin/env bash
# Run 168 (fifty-fifth session): private copies of a row loop's scratch array
# (docs/AUTO-OFFLOAD.md, "Private copies"; `privatize.rs`).
# 1. On the GPU, outputs against plain wasmtime: golden/programs/private_rows.wasm in its
#    four shapes at 2048x512, bench/programs/rowscratch.wasm at 4096 4096 4, PolyBench's
#    doitgen at -O3 (pb30 source, its copy loop not a memcpy there), and golden/auto/extra
#    kernels_v's functions through `run --invoke --check` (wasmi) at 1024 rows.
# 2. bench/programs/rowscratch.c at 8192 8192 20, two rounds: plain wasmtime, ours before
#    (`97a402c`, behaviourally the last session's end) and after, gcc -O3 -march=native.
# usage (repository root, carrying .device/r168.tar.xz): bash run168.sh > $OUT/run168.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r168
[ -x $D/tw-after ] || tar xJf .device/r168.tar.xz -C .device
P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "== correctness on the GPU (ours with the cost model, against --no-offload)"
check() { # name wasm args... (the GPU's run, no race; with the cost model, then without)
  local name=$1 w=$2; shift 2
  timeout 120 $D/tw-after run "$w" --no-offload -- "$@" > /tmp/w.out 2>/dev/null; local rw=$?
  for mode in cost nocost; do
    local flags="--race off"; [ $mode = nocost ] && flags="$flags --no-cost-model"
    # shellcheck disable=SC2086
    timeout 120 $D/tw-after run "$w" --metrics $flags -- "$@" > /tmp/a.out 2> "$OUT/metrics/$name.$mode.txt"; local ra=$?
    local c; c=$(cmp -s /tmp/w.out /tmp/a.out && [ $rw = $ra ] && echo same || echo DIFF)
    echo "$name | $* | $mode | $c | rc $rw $ra | $(grep -o 'transfers: [0-9]* launches' "$OUT/metrics/$name.$mode.txt") | $(grep -o 'cpu ([a-z_]*)' "$OUT/metrics/$name.$mode.txt" | sort | uniq -c | tr '\n' ' ')"
  done
}
for mode in 0 1 2 3; do check private_rows.$mode golden/programs/private_rows.wasm 2048 512 $mode; done
check rowscratch.4096 $P/rowscratch.wasm 4096 4096 4
check doitgen.O3 .device/r168/doitgen.O3.wasm
for f in rowtmp somebytes running unwritten; do
  out=$(timeout 120 $D/tw-after run --invoke $f --memory-pages 80 --random-memory 3 --check golden/auto/extra/kernels_v.O2.wasm --arg 1024 --arg 512 --arg 65536 --arg 2162688 --arg 4259840 2>&1)
  echo "kernels_v.O2 $f | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -2 | tr '\n' ' ' | cut -c1-160)"
done
echo "== rowscratch 8192 8192 20"
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/rowscratch $P/rowscratch.c -lm
echo "program | args | round | wasmtime s | before s | after s | gcc -O3 s | before | after | gcc output"
for round in 1 2; do
  k=rowscratch; args="8192 8192 20"
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
cp /tmp/w.out "$OUT/rowscratch.out"
cd "$OUT" && tar cJf metrics168.tar.xz metrics && rm -rf metrics
