#!/usr/bin/env bash
# Session 38 (run 117): the 33 sweep programs of sweep-src/ (clang-19 -O2 and -O3 -msimd128,
# built into .device/sw3 by build-sw.sh, with their ARGS lines) on the GPU: each argument set as plain wasmtime
# (--no-offload, the reference), as `tensor-wasm run` (the default: cost model, race), and
# with every nest launched (--no-cost-model --race off); stdout and exit code against the
# reference. Prints one line per run that differs and the totals.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
nvidia-smi -L
runs=0; differ=0
for w in .device/sw3/*.wasm; do
  n=$(basename $w .wasm); a=.device/sw3/${n%.*}.args
  while IFS= read -r args; do
    timeout 60 $TW run $w --no-offload -- $args > /tmp/ref.out 2>/tmp/ref.err; rr=$?
    for mode in "" "--no-cost-model --race off"; do
      runs=$((runs + 1))
      timeout 60 $TW run $w $mode --metrics -- $args > /tmp/our.out 2>/tmp/our.err; ro=$?
      l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/our.err | awk '{print $2}')
      if ! cmp -s /tmp/ref.out /tmp/our.out || [ $rr != $ro ]; then
        differ=$((differ + 1)); echo "DIFFERS $n [$args] [$mode] exit $rr/$ro launches ${l:-0}"
        diff /tmp/ref.out /tmp/our.out | head -5; grep -v '^#' /tmp/our.err | tail -3
      else
        echo "same $n [$args] [$mode] launches ${l:-0}"
      fi
    done
  done < $a
done
echo "TOTAL $runs runs, $differ differ"
# Timing: tile.c's tiled gemm (one kernel over the tiles) at its TIME sizes, plain wasmtime
# and ours (race) alternated three times, outputs compared.
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
while IFS= read -r args; do
  for r in 1 2 3; do
    t1=$(now); $TW run .device/time3/tile.wasm --no-offload -- $args > /tmp/p.out; t2=$(now)
    $TW run .device/time3/tile.wasm --metrics -- $args > /tmp/o.out 2>/tmp/o.err; t3=$(now)
    c=$(cmp -s /tmp/p.out /tmp/o.out && echo same || echo DIFF)
    echo "tile [$args] plain $(el $t1 $t2) ours $(el $t2 $t3) $c"
  done
  grep '^# \(nest_0\|race\|transfers\|time\)' /tmp/o.err
done < .device/time3/tile.args
# The race's fixed cost (the opponent forked, not started again): small programs, plain
# wasmtime and ours (race) alternated five times. hello.wasm is .device/probe/hello.c
# (`int main(void) { printf("hello\n"); }`); atax and durbin are PolyBench's (.device/pb).
for w in .device/probe/hello.wasm .device/pb/atax.wasm .device/pb/durbin.wasm .device/pb/trisolv.wasm; do
  for r in 1 2 3 4 5; do
    t1=$(now); $TW run $w --no-offload > /tmp/p.out; t2=$(now)
    $TW run $w --metrics > /tmp/o.out 2>/tmp/o.err; t3=$(now)
    c=$(cmp -s /tmp/p.out /tmp/o.out && echo same || echo DIFF)
    echo "$(basename $w) plain $(el $t1 $t2) ours $(el $t2 $t3) $c $(grep -o 'race: [a-z ]*first' /tmp/o.err)"
  done
done
