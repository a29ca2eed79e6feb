#!/usr/bin/env bash
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; F=.device/pb/floyd-warshall.wasm
lscpu | grep -i "thread\|core\|socket\|model name\|numa\|mhz"
for c in 0 1 2 8 9; do echo "cpu$c siblings $(cat /sys/devices/system/cpu/cpu$c/topology/thread_siblings_list) core $(cat /sys/devices/system/cpu/cpu$c/topology/core_id)"; done
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
one() { local t1=$(now); "$@" > /dev/null; local t2=$(now); echo "$(el $t1 $t2)"; }
for rep in 1 2; do
echo "alone: $(one taskset -c 0 $TW run $F --no-offload)"
echo "alone unpinned: $(one $TW run $F --no-offload)"
for pair in "0 1" "0 2" "0 8" "0 15"; do
  set -- $pair
  t1=$(now); taskset -c $1 $TW run $F --no-offload > /dev/null & taskset -c $2 $TW run $F --no-offload > /dev/null; wait; t2=$(now)
  echo "pair cpus $pair: both done in $(el $t1 $t2)"
done
t1=$(now); $TW run $F --no-offload > /dev/null & $TW run $F --no-offload > /dev/null; wait; t2=$(now)
echo "pair unpinned: $(el $t1 $t2)"
echo "ours --race off --dry-run: $(one $TW run $F --race off --dry-run)"
echo "ours --race off --simulate --dry-run: $(one $TW run $F --race off --simulate --dry-run)"
done
