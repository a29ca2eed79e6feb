#!/usr/bin/env bash
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/pb
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in 2mm covariance; do
 for rep in 1 2 3 4; do
  for mode in off auto; do
   t1=$(now); $TW run $P/$k.wasm --race $mode --metrics > /dev/null 2> /tmp/m.txt; t2=$(now)
   echo "$k $mode rep$rep total $(el $t1 $t2)"
   grep '^# device\|^# time\|^# race' /tmp/m.txt | sed 's/^/    /'
  done
 done
done
