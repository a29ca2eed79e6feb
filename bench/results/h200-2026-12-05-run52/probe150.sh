#!/usr/bin/env bash
# Probe 150 (session 46, the combine in several levels on the device): run 149's two Jacobi
# solves as plain wasmtime, ours (`--race off --metrics`) and ours by default (race), then
# PolyBench (run111.sh). Carry .device/programs.tar.xz, .device/sw52.tar.xz, .device/pb.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/sw52 ] || tar xJf .device/sw52.tar.xz -C .device
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/probe150; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in ".device/sw52/m03_converge.O2 1024 1e-5" "golden/programs/converge 2048 1e-6"; do
  read -r p args <<<"$spec"; k=$(basename "$p")_${args// /_}
  # shellcheck disable=SC2086
  { t1=$(now); timeout 120 $TW run $p.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    timeout 120 $TW run $p.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t3=$(now)
    timeout 120 $TW run $p.wasm --metrics -- $args > $m/$k.d 2> $m/$k.default; t4=$(now); }
  echo "$k | plain $(el $t1 $t2) s | --race off $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF) | ours $(el $t3 $t4) s $(cmp -s $m/$k.w $m/$k.d && echo same || echo DIFF)"
  grep -h "^# transfers\|^# hook\|^# race" $m/$k.metrics $m/$k.default | cut -c1-200
done
tar cJf "$OUT/probe150.tar.xz" -C $m .
# `probe150.sh short`: the solves only.
[ "${1:-}" = short ] && exit 0
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb > "$OUT/probe150-pb.txt" 2>&1
head -34 "$OUT/probe150-pb.txt"
