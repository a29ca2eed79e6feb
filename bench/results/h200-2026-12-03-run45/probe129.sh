#!/usr/bin/env bash
# Session 40 (probe 129): the binary before deferred::EarlyContext (old, cb51e48) against
# the one with it (new) on one machine: seven PolyBench programs that start their context
# before any call, `--race off --metrics`, alternated four times after a warm-up of each;
# whole-process seconds, the context's time and the first launch's wait, outputs compared.
set -u
cd .device/ab && tar xJf old.tar.xz && tar xJf new.tar.xz && cd ../..
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in 2mm 3mm gemm trmm symm syrk lu; do
  w=.device/pb5/$k.wasm
  .device/ab/tw-old run $w --race off > /tmp/ref.out 2>/dev/null
  .device/ab/tw-new run $w --race off > /dev/null 2>&1
  for r in 1 2 3 4; do
    for b in old new; do
      t1=$(now); .device/ab/tw-$b run $w --race off --metrics > /tmp/o.out 2> /tmp/o.err; t2=$(now)
      c=$(cmp -s /tmp/ref.out /tmp/o.out && echo same || echo DIFF)
      m=$(grep -o "context made in [0-9.]* s (a launch waited [0-9.]* s" /tmp/o.err | sed 's/context made in //; s/ s (a launch waited / /; s/ s$//')
      echo "$k $b $(el $t1 $t2) $c context/wait $m"
    done
  done
done
