#!/usr/bin/env bash
# probe 120 (session 39): where the time of the PolyBench programs that ran slower than
# plain wasmtime, or launched per step, goes: every metrics line of `--race off`, and the
# whole-process time of plain wasmtime (--no-offload) and ours (--race off), twice each.
# usage: bash probe120.sh SETDIR (the PolyBench set of run 111: .device/pb)
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=$1
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in gramschmidt doitgen nussinov fdtd-2d lu ludcmp deriche adi seidel-2d; do
  w=$P/$k.wasm
  timeout 90 $TW run $w --race off > /dev/null 2>&1
  for r in 1 2; do
    t1=$(now); timeout 90 $TW run $w --no-offload > /tmp/w.out; t2=$(now)
    timeout 90 $TW run $w --race off --metrics > /tmp/o.out 2> /tmp/o.err; t3=$(now)
    echo "=== $k plain $(el $t1 $t2) ours $(el $t2 $t3) $(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF)"
  done
  grep '^# \|^tensor_wasm_offload' /tmp/o.err | grep -v 'never called'
done
