#!/usr/bin/env bash
# One case of the whole-program sweep on the GPU: plain wasmtime against every nest launched
# (with and without the first-call check). Prints one line: ok or MISMATCH, with the case.
T=/tmp/tensor-wasm
w=${1%%|*}; args=${1#*|}
d=.device/sweep
ref=$(timeout 60 $T run $d/$w --no-offload -- $args 2>/dev/null; echo "rc=$?")
for mode in "--no-cost-model" "--no-cost-model --no-first-call-check"; do
  got=$(timeout 60 $T run $d/$w $mode -- $args 2>/dev/null; echo "rc=$?")
  if [ "$got" = "$ref" ]; then echo "ok $w [$args] $mode"; else
    echo "MISMATCH $w [$args] $mode"; echo "  want: $(echo "$ref" | head -c 300 | tr '\n' ' ')"; echo "  got:  $(echo "$got" | head -c 300 | tr '\n' ' ')"; fi
done
