#!/usr/bin/env bash
# Run 146 (session 45's binary: distribution in the wasmtime host, the second part reading
# back what the first stored): PolyBench's atax and bicg (.device/pb.tar.xz) and
# golden/programs/distributed at two sizes, each as plain wasmtime, ours (`--race off
# --metrics`: the cost model decides) and every nest launched without the first-call check;
# the outputs must be the same. Run 145 (bench/results/h200-2026-12-04-run49/run145.sh)
# is a call of its own.
# Carry .device/programs.tar.xz, .device/pb.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run146; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in ".device/pb/atax" ".device/pb/bicg" "golden/programs/distributed 4000 3000" \
            "golden/programs/distributed 2000 2000 7"; do
  read -r p args <<<"$spec"; k=$(basename "$p")_${args// /_}
  # shellcheck disable=SC2086
  { t1=$(now); timeout 120 $TW run $p.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    timeout 120 $TW run $p.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t3=$(now)
    timeout 120 $TW run $p.wasm --race off --no-cost-model --no-first-call-check --metrics -- $args > $m/$k.a 2> $m/$k.all; t4=$(now)
    timeout 120 $TW run $p.wasm --race off --no-cost-model --check-fraction 1 --metrics -- $args > $m/$k.c 2> $m/$k.checked; }
  echo "$k | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF) | all launched $(el $t3 $t4) s $(cmp -s $m/$k.w $m/$k.a && echo same || echo DIFF) | checked whole $(cmp -s $m/$k.w $m/$k.c && echo same || echo DIFF)"
done
grep -H "^# transfers\|^# nest_[0-9]*: .*gpu\|fallback_total{" $m/*.metrics $m/*.all | cut -c1-240
tar cJf "$OUT/run146-metrics.tar.xz" -C $m .
