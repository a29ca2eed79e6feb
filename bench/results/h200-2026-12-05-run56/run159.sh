#!/usr/bin/env bash
# Run 159 (session 50): where conv2d's and vecadd's overhead over plain wasmtime comes from
# (run 154: 0.87x and 0.94x with no launch), and whether pausing the race's opponent while
# nothing is risked (.device/new/tensor-wasm, this session's binary) removes it. Each program three times as
# plain wasmtime (`--no-offload`), ours before (HEAD 9ae2814: the opponent runs throughout),
# ours with `--race off`, ours with the pause, and two plain copies side by side (what a
# racing opponent costs a memory-bound program). Then lu's metrics and, where perf exists, a
# flat profile of its nest calls; then the GPU sweep of sw58 (run 160). Carry
# .device/both.tar.xz (both binaries) and .device/sw58.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/both.tar.xz -C .device
TW=.device/tensor-wasm; NEW=.device/new/tensor-wasm; P=bench/programs
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in "conv2d 8192" "vecadd 4194304 200" "gemm 1024"; do
  read -r k args <<<"$spec"
  for rep in 1 2 3; do
    # shellcheck disable=SC2086
    { t1=$(now); $TW run $P/$k.wasm --no-offload -- $args > /tmp/w.out; t2=$(now)
      $TW run $P/$k.wasm -- $args > /tmp/o.out; t3=$(now)
      $TW run $P/$k.wasm --race off --metrics -- $args > /tmp/r.out 2> /tmp/r.metrics; t4=$(now)
      $NEW run $P/$k.wasm --metrics -- $args > /tmp/n.out 2> /tmp/n.metrics; t5=$(now)
      $TW run $P/$k.wasm --no-offload -- $args > /dev/null & $TW run $P/$k.wasm --no-offload -- $args > /dev/null; wait; t6=$(now); }
    echo "$k $args #$rep | plain $(el $t1 $t2) | before $(el $t2 $t3) $(cmp -s /tmp/w.out /tmp/o.out && echo same || echo DIFF) | race off $(el $t3 $t4) $(cmp -s /tmp/w.out /tmp/r.out && echo same || echo DIFF) | paused $(el $t4 $t5) $(cmp -s /tmp/w.out /tmp/n.out && echo same || echo DIFF) | two plain side by side $(el $t5 $t6)"
    grep "^# time\|^# hook" /tmp/r.metrics | sed 's/^/  race off: /'
    grep "^# time\|^# race" /tmp/n.metrics | sed 's/^/  paused: /'
  done
done
python3 - <<'PY'
import ctypes, time
t = time.time(); ctypes.CDLL("libcuda.so.1"); print("dlopen libcuda.so.1: %.3f s" % (time.time() - t))
PY
# Where lu's 0.2 ms per nest call goes (run 154: 4,023 calls, 0.770 s deciding and launching,
# 0.084 s of kernels): a flat profile where perf exists, else the metrics alone.
$TW run $P/lu.wasm --race off --metrics -- 2048 > /dev/null 2> "$OUT/lu-metrics.txt"
grep "^# hook\|^# transfers\|^# time" "$OUT/lu-metrics.txt"
if command -v perf > /dev/null; then
  perf record -F 2000 -o /tmp/lu.perf $TW run $P/lu.wasm --race off -- 2048 > /dev/null 2>&1
  perf report -i /tmp/lu.perf --no-children --stdio 2>/dev/null | grep '%' | head -70 > "$OUT/lu-perf.txt"
  head -40 "$OUT/lu-perf.txt"
else
  echo "no perf on this machine"
fi
# The GPU sweep of the helper's r01-r12 and r99 programs at O2 and O3 with the new binary
# (searches that leave by a `break`, `or` as an add); carry .device/sw58.tar.xz too.
[ -d .device/sw58 ] || tar xJf .device/sw58.tar.xz -C .device
bash scripts/device-sweep.sh run $NEW .device/sw58/p0 > "$OUT/sweep160.txt" 2>&1
grep -h '^DIFFERS' -A8 "$OUT/sweep160.txt"; grep -h '^TOTAL' "$OUT/sweep160.txt"
