#!/usr/bin/env bash
# Run 145 (session 44's last binary: peeled columns chosen by one branch, filter taps that
# start at 0.0 kept carried): bench/programs/lu, golden/programs/peeled_rows and PolyBench's
# deriche as plain wasmtime and ours (`--race off --metrics`, and every nest launched
# without the first-call check); then the g-, h- and
# i-series sweep of run 132 (.device/sw48.tar.xz) and PolyBench (run111.sh, .device/pb.tar.xz).
# Carry .device/programs.tar.xz, .device/sw48.tar.xz, .device/pb.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run145; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
for spec in "bench/programs/lu 2048" "golden/programs/peeled_rows 1500" "golden/programs/peeled_rows 1501" ".device/pb/deriche"; do
  read -r p args <<<"$spec"; k=$(basename "$p")_$args
  # shellcheck disable=SC2086
  { t1=$(now); timeout 60 $TW run $p.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    timeout 60 $TW run $p.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t3=$(now)
    timeout 60 $TW run $p.wasm --race off --no-cost-model --no-first-call-check --metrics -- $args > $m/$k.a 2> $m/$k.all; t4=$(now); }
  echo "$k | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF) | all launched $(el $t3 $t4) s $(cmp -s $m/$k.w $m/$k.a && echo same || echo DIFF)"
done
grep -h "^# transfers\|^# nest_[0-9]*: .*gpu" $m/*.metrics | cut -c1-240
tar cJf "$OUT/run145-metrics.tar.xz" -C $m .
bash bench/results/h200-2026-12-04-run47/run132.sh
(cd "$OUT" && tar cJf sweep145.tar.xz sweep-p*.txt && rm sweep-p*.txt)
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb > "$OUT/run145-pb.txt" 2>&1
head -40 "$OUT/run145-pb.txt"
