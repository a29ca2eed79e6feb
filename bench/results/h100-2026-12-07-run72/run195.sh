#!/bin/bash
# run.sh: each line of list.sweep.txt, then list.nest.txt (WASM|ARGS) run as plain wasmtime and with every nest launched on the GPU
# (with and without the first-call check, race off); prints one line per run that differs.
cd "$(dirname "$0")"
one() {
  w=${1%%|*}; a=${1#*|}
  r=$(timeout 120 ./tw run w/$w --no-offload -- $a 2>/dev/null; echo "rc=$?")
  for mode in "" "--no-first-call-check"; do
    o=$(timeout 300 ./tw run w/$w --no-cost-model --race off $mode -- $a 2>/tmp/err.$$; echo "rc=$?")
    if [ "$r" != "$o" ]; then echo "DIFF $w [$a] $mode: $(tail -c 300 /tmp/err.$$ | tr '\n' ' ')"; else echo "same $w [$a] $mode"; fi
  done
  rm -f /tmp/err.$$
}
export -f one
cat list.sweep.txt list.nest.txt | xargs -d '\n' -P 12 -I{} bash -c 'one "$@"' _ {}
