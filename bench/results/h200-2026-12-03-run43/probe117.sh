#!/usr/bin/env bash
# probe 117: where the fixed cost of `run` goes on small programs, and floyd-warshall's slowdown.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
which strace perf ltrace 2>&1 | head -3
$TW run .device/pb/floyd-warshall.wasm --race off >/dev/null 2>&1
for w in .device/probe/hello.wasm (hello.c here) .device/pb/atax.wasm .device/pb/durbin.wasm .device/pb/floyd-warshall.wasm; do
  for r in 1 2 3; do
    t1=$(now); $TW run $w --no-offload >/dev/null; t2=$(now)
    $TW run $w --metrics >/dev/null 2>/tmp/race.err; t3=$(now)
    $TW run $w --race off --metrics >/dev/null 2>/tmp/off.err; t4=$(now)
    CUDA_VISIBLE_DEVICES= $TW run $w --race off --metrics >/dev/null 2>/tmp/nogpu.err; t5=$(now)
    echo "$(basename $w) plain $(el $t1 $t2) race $(el $t2 $t3) off $(el $t3 $t4) off-nogpu $(el $t4 $t5)"
  done
  echo "--- race stderr"; grep '^# ' /tmp/race.err
  echo "--- off stderr"; grep '^# ' /tmp/off.err
  echo "--- nogpu stderr"; tail -3 /tmp/nogpu.err
done
