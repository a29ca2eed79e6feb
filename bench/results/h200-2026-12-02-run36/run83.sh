#!/usr/bin/env bash
# Session 31 (run 83, an experiment, not a feature): PolyBench gemm as written against the
# same kernel distributed by hand into its scaling nest and an i, k, j nest (what fusing or
# distributing the two j loops would give), -O2, whole process.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for w in .device/w/pb/gemm.wasm .device/w/exp/gemm_dist.wasm; do
  t1=$(now); $TW run $w --no-offload > /tmp/w.out; t2=$(now)
  $TW run $w --metrics > /tmp/o.out 2> /tmp/m.txt; t3=$(now)
  echo "$w | wasmtime $(el $t1 $t2) | ours $(el $t2 $t3) | $(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF) | $(cat /tmp/o.out)"
  grep -E "gpu x|transfers|first-call|time:" /tmp/m.txt
done
