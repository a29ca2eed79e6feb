#!/usr/bin/env bash
# Run 171 (fifty-fifth session): the review's rewrite of the private-copies prelude
# (`fd75c38`) on the GPU: outputs against plain wasmtime (`--race off`, with and without the
# cost model) for golden/programs/private_rows.wasm's five shapes at 2048x512,
# bench/programs/rowscratch.wasm at 4096 4096 4 and bench/programs/doitgen.wasm at 64 64 128
# and 256 256 256.
# usage (repository root, carrying .device/r171.tar.xz): bash run171.sh > $OUT/run171.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r171
[ -x $D/tw-after ] || tar xJf .device/r171.tar.xz -C .device
P=bench/programs
nproc; nvidia-smi -L
check() { # name wasm args...
  local name=$1 w=$2; shift 2
  timeout 120 $D/tw-after run "$w" --no-offload -- "$@" > /tmp/w.out 2>/dev/null; local rw=$?
  for mode in cost nocost; do
    local flags="--race off"; [ $mode = nocost ] && flags="$flags --no-cost-model"
    # shellcheck disable=SC2086
    timeout 120 $D/tw-after run "$w" --metrics $flags -- "$@" > /tmp/a.out 2> /tmp/m.txt; local ra=$?
    local c; c=$(cmp -s /tmp/w.out /tmp/a.out && [ $rw = $ra ] && echo same || echo DIFF)
    echo "$name | $* | $mode | $c | rc $rw $ra | $(grep -o 'transfers: [0-9]* launches' /tmp/m.txt) | $(grep -o 'cpu ([a-z_]*)' /tmp/m.txt | sort | uniq -c | tr '\n' ' ')"
  done
}
for mode in 0 1 2 3 4; do check private_rows.$mode golden/programs/private_rows.wasm 2048 512 $mode; done
check rowscratch $P/rowscratch.wasm 4096 4096 4
check doitgen.64 $P/doitgen.wasm 64 64 128
check doitgen.256 $P/doitgen.wasm 256 256 256
