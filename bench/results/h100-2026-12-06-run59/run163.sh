#!/usr/bin/env bash
# Run 163 (fifty-third session): the two whole programs whose hot nests this session made
# launch whole (bench/programs/trmm_upper.c: rows read from above, columns as threads;
# bench/programs/trapezoid.c: rows of growing length as a 2-D grid), whole process, seconds:
# plain wasmtime (`--no-offload`), ours before (`2f10257`) and after (`45e30c6`), and gcc -O3
# -march=native on one core. Then PolyBench's symm, cholesky and lu at -O2 -msimd128 (SMALL),
# every nest launched (`--no-cost-model`), before and after, against plain wasmtime.
# usage (repository root, carrying .device/r163.tar.xz): bash run163.sh > $OUT/run163.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r163
[ -x $D/tw-after ] || tar xJf .device/r163.tar.xz -C .device
P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
for k in trmm_upper trapezoid; do
  gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/$k $P/$k.c -lm
done
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | round | wasmtime s | before s | after s | gcc -O3 s | before | after | gcc output"
for spec in "trmm_upper|2600 2600" "trapezoid|2560 2560 64"; do
  k=${spec%%|*}; args=${spec#*|}
  for round in 1 2; do
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
  cp /tmp/w.out "$OUT/$k.out"
done
echo "PolyBench -O2 -msimd128 SMALL, --no-cost-model: launches before, after; output against plain"
for p in symm cholesky lu; do
  w=$D/$p.O2s.wasm
  $D/tw-after run $w --no-offload > /tmp/w.out
  $D/tw-before run $w --no-cost-model --metrics > /tmp/b.out 2> "$OUT/metrics/$p.before"
  $D/tw-after run $w --no-cost-model --metrics > /tmp/a.out 2> "$OUT/metrics/$p.after"
  lb=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' "$OUT/metrics/$p.before" | awk '{print $2}')
  la=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' "$OUT/metrics/$p.after" | awk '{print $2}')
  echo "$p | ${lb:-0} | ${la:-0} | $(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF) | $(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)"
done
