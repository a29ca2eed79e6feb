#!/usr/bin/env bash
# One case of the large sweep on the GPU, in the default mode (cost model, first-call check)
# and without the first-call check, against plain wasmtime: ok or MISMATCH, with wall times.
T=/tmp/tensor-wasm
w=${1%%|*}; args=${1#*|}
d=.device/large/build
t0=$(date +%s.%N)
ref=$(timeout 120 $T run $d/$w --no-offload -- $args 2>/dev/null; echo "rc=$?")
t1=$(date +%s.%N)
line="$w [$args] wasmtime $(echo "$t1 $t0" | awk "{printf \"%.3f\", \$1 - \$2}") s"
for mode in "" "--no-first-call-check"; do
  t0=$(date +%s.%N)
  got=$(timeout 120 $T run $d/$w $mode -- $args 2>/dev/null; echo "rc=$?")
  t1=$(date +%s.%N)
  line="$line | ${mode:-default} $(echo "$t1 $t0" | awk "{printf \"%.3f\", \$1 - \$2}") s"
  if [ "$got" != "$ref" ]; then
    echo "MISMATCH $w [$args] ${mode:-default}"; echo "  want: $(echo "$ref" | head -c 300 | tr '\n' ' ')"; echo "  got:  $(echo "$got" | head -c 300 | tr '\n' ' ')"
  fi
done
echo "ok? $line"
