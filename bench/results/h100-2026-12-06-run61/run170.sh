#!/usr/bin/env bash
# Run 170 (fifty-fifth session): run 169 again with `bcf6616`, whose doitgen kernel has
# both `r` and `q` as threads, each `(r, q)` with its copy of `sum`. 1. Outputs on the GPU against plain wasmtime (`--race off`, with the
# cost model and without): bench/programs/doitgen.wasm at 64 64 128, golden/programs/
# private_rows.wasm mode 4 (a row copied out with memcpy) at 2048 512, PolyBench's doitgen
# -O2 (pb30 source). 2. bench/programs/doitgen.c at 256 256 256, two rounds: plain wasmtime,
# ours before (`97a402c`) and after (`bcf6616`), gcc -O3 -march=native.
# usage (repository root, carrying .device/r170.tar.xz): bash run170.sh > $OUT/run170.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r170
[ -x $D/tw-after ] || tar xJf .device/r170.tar.xz -C .device
P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "== correctness on the GPU (against --no-offload)"
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
check doitgen.64 $P/doitgen.wasm 64 64 128
check private_rows.4 golden/programs/private_rows.wasm 2048 512 4
check pb_doitgen.O2 .device/r170/doitgen.O2.wasm
echo "== doitgen 256 256 256"
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/doitgen $P/doitgen.c -lm
echo "program | args | round | wasmtime s | before s | after s | gcc -O3 s | before | after | gcc output"
for round in 1 2; do
  k=doitgen; args="256 256 256"
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
cp /tmp/w.out "$OUT/doitgen.out"
cd "$OUT" && tar cJf metrics170.tar.xz metrics && rm -rf metrics
