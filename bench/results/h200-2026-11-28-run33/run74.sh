#!/usr/bin/env bash
# Session 28, after the listing of disjointness checks: syrk and syr2k (and the kernels this
# session changed) at the sizes of run 73, whole process, outputs against --no-offload.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; P=.device/w/pb
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in syrk syr2k gramschmidt trmm symm fdtd-2d; do
  timeout 90 $TW run $P/$k.wasm --no-offload > /tmp/w.out
  for rep in 1 2; do
    t0=$(now); timeout 90 $TW run $P/$k.wasm --metrics > /tmp/o.out 2> /tmp/o.err; t1=$(now)
    timeout 90 $TW run $P/$k.wasm --no-first-call-check > /tmp/u.out; t2=$(now)
    echo "$k rep $rep: ours $(el $t0 $t1) s, unchecked $(el $t1 $t2) s, output $(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF) $(cmp -s /tmp/w.out /tmp/u.out && echo same || echo DIFF)"
  done
  grep -E "^# (nest_|transfers|hook|first-call|time)" /tmp/o.err | grep -v "never called\|printf_core\|dlmalloc\|memset\|memcpy" | cut -c1-220 | sed 's/^/    /'
done
