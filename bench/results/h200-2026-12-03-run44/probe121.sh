#!/usr/bin/env bash
# probe 121 (session 39): page-locking the instance's memory. The binary before
# (.device/old, c7e1bc0, when carried) and after, side by side in one run: gramschmidt, lu, ludcmp,
# covariance, 2mm, heat-3d (PolyBench, .device/pb) and tile.c at 2048^3 (.device/time3),
# each --race off --metrics, twice, and every output against plain wasmtime's.
# usage: bash probe121.sh
set -u
mkdir -p .device/new
[ -x .device/new/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device/new
B="new"; [ -f .device/old/programs.tar.xz ] && { [ -x .device/old/tensor-wasm ] || tar xJf .device/old/programs.tar.xz -C .device/old; B="old new"; }
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
one() { # name wasm args...
  local k=$1 w=$2; shift 2
  .device/new/tensor-wasm run $w --no-offload -- "$@" > /tmp/w.out
  .device/new/tensor-wasm run $w --race off -- "$@" > /dev/null 2>&1
  for r in 1 2; do
    for b in $B; do
      t1=$(now); .device/$b/tensor-wasm run $w --race off --metrics -- "$@" > /tmp/o.out 2> /tmp/$k.$b; t2=$(now)
      echo "=== $k $b $(el $t1 $t2) s $(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF)"
    done
  done
  for b in $B; do grep '^# transfers\|^# page-locked\|^# time\|^# hook' /tmp/$k.$b | sed "s/^/$b /"; done
}
for k in gramschmidt lu ludcmp covariance 2mm heat-3d jacobi-2d; do one $k .device/pb/$k.wasm; done
one tile .device/time3/tile.wasm 2048 2048 2048
