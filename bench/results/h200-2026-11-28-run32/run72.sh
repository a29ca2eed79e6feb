#!/usr/bin/env bash
# Session 27, after the residue test: trmm (r02_trmm.c) at 1500 and 2000, whole process, and
# its output against plain wasmtime's (--no-offload) and gcc -O3's.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; W=.device/w
nvidia-smi -L
now() { date +%s.%N; }
gcc -O3 -o /tmp/trmm_native $W/r02_trmm.c -lm
for sz in "1000 1000" "1500 1500" "2000 2000"; do
  t0=$(now); /tmp/trmm_native $sz > /tmp/n.out; t1=$(now)
  $TW run $W/r02_trmm.O2.wasm --no-offload -- $sz > /tmp/w.out; t2=$(now)
  echo "trmm [$sz]: gcc-O3 $(awk "BEGIN{print $t1-$t0}") wasmtime(no-offload) $(awk "BEGIN{print $t2-$t1}") native-output:$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)"
  for f in r02_trmm.O2 r02_trmm.O3; do
    for mode in "" "--no-first-call-check"; do
      for rep in 1 2 3; do
        t0=$(now); $TW run $W/$f.wasm $mode --metrics -- $sz > /tmp/o.out 2> /tmp/o.err; t1=$(now)
        echo "  $f $mode rep $rep: $(awk "BEGIN{print $t1-$t0}") s, output:$(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF)"
      done
      grep -E "^# (nest_6|transfers|first-call|time)" /tmp/o.err | sed 's/^/    /'
    done
  done
done
