#!/usr/bin/env bash
# probe 123 (session 39): where a GPU program's time outside `# time:` goes. Each line of
# stderr is stamped as it arrives (python3 reading the pipe), the process's end too: the
# last metrics line is written just before `_exit`, so the gap after it is the exit (the
# driver tearing the context down) and the gap before the first line the start.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
stamp() {
  python3 -c '
import sys, time
t0 = float(sys.argv[1])
for line in sys.stdin:
    print("%.3f %s" % (time.time() - t0, line.rstrip()[:150]))
print("%.3f (end of stream)" % (time.time() - t0))' "$1"
}
for k in 2mm covariance gemm; do
  for r in 1 2; do
    t0=$(date +%s.%N)
    { $TW run .device/pb/$k.wasm --race off --metrics > /dev/null; echo "exit $?" >&2; } 2>&1 | stamp $t0 | grep '# time\|# device\|end of stream\|exit'
    t1=$(date +%s.%N); echo "=== $k total $(awk "BEGIN{print $t1-$t0}")"
  done
done
