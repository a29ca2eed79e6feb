#!/usr/bin/env bash
# Session 37 (run 116): the programs this session's changes are for, plain wasmtime and ours
# alternated three times after a warm-up: fcount (sweep-src's f64 counters: a Mandelbrot's
# pixel loops), and PolyBench's fdtd-2d (ex update with a header that runs past its last
# iteration) at its sizes.txt size; ours with --metrics from the last round (--race off).
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in ".device/sw/fcount.O2.wasm|3001 200" ".device/bp/mandel.wasm|4096 1024" ".device/pb/fdtd-2d.wasm|"; do
  w=${spec%%|*}; a=${spec#*|}
  # shellcheck disable=SC2086
  $TW run $w --race off -- $a > /dev/null 2>&1
  line="$w [$a] |"
  for i in 1 2 3; do
    t1=$(now); $TW run $w --no-offload -- $a > /tmp/w.out; t2=$(now)
    $TW run $w -- $a > /tmp/r.out 2>/dev/null; t3=$(now)
    $TW run $w --race off -- $a > /tmp/o.out; t4=$(now)
    s=$(cmp -s /tmp/w.out /tmp/r.out && cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF)
    line="$line plain $(el $t1 $t2) race $(el $t2 $t3) off $(el $t3 $t4) $s |"
  done
  echo "$line"
  $TW run $w --race off --metrics -- $a 2>&1 >/dev/null | grep -v '^# HELP\|^# TYPE\|never called'
done
