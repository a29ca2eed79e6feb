#!/usr/bin/env bash
# Probe 147 (session 46): where the time of `tensor-wasm run` goes on bench/programs at
# sizes-large.txt. Each program once with `--race off --metrics` (no plain child), its
# whole-process time and the metrics' time, device, transfers and hook lines; the metrics
# files packed in $OUT/probe147.tar.xz. Carry .device/programs.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=bench/programs; m=/tmp/probe147; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
grep -v '^#' $P/sizes-large.txt | while IFS='|' read -r a big; do
  k=$(echo $a | awk '{print $1}'); big=$(echo $big)
  t1=$(now)
  # shellcheck disable=SC2086
  timeout 60 $TW run $P/$k.wasm --race off --metrics -- $big > $m/$k.out 2> $m/$k.metrics; t2=$(now)
  echo "== $k $big: $(el $t1 $t2) s"
  grep -h '^# time\|^# device\|^# transfers\|^# hook\|^# page-locked\|^# resident\|^# region' $m/$k.metrics | cut -c1-300
done
tar cJf "$OUT/probe147.tar.xz" -C $m .
