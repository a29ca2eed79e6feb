#!/usr/bin/env bash
# Run 177 (fifty-seventh session): run 175's correctness part again with the session's last
# binary (`f8e2055`, tw-after: also masked uint8_t minima and maxima), plus
# golden/programs/stretch_u8.c. Outputs and exit codes against plain wasmtime, with and
# without the cost model; `run --invoke --check` against wasmi.
# 1. Outputs and exit codes against plain wasmtime (`--race off`, with and without the cost
#    model): stencil5, closest_id, nearest, flags, frontier; the session's 112 probe
#    programs (ho9: C sources and -O2 wasm, written by a helper); `run --invoke --check`
#    (wasmi) of kernels_i sweeps5 at -O2/-O3 and of a nearest-id scan over random memory.
# usage (repository root, carrying .device/r177.tar.xz): bash run177.sh > $OUT/run177.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r177
[ -x $D/tw-after ] || tar xJf .device/r177.tar.xz -C .device
G=golden/programs
mkdir -p "$OUT/metrics"
nproc; nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "== correctness on the GPU (ours against --no-offload; with the cost model, then without)"
check() { # name wasm args...
  local name=$1 w=$2; shift 2
  timeout 60 $D/tw-after run "$w" --no-offload -- "$@" > /tmp/w.out 2>/tmp/w.err; local rw=$?
  for mode in cost nocost; do
    local flags="--race off"; [ $mode = nocost ] && flags="$flags --no-cost-model"
    # shellcheck disable=SC2086
    timeout 60 $D/tw-after run "$w" --metrics $flags -- "$@" > /tmp/a.out 2> "$OUT/metrics/$name.$mode.txt"; local ra=$?
    local c; c=$(cmp -s /tmp/w.out /tmp/a.out && [ $rw = $ra ] && echo same || echo DIFF)
    echo "$name | $* | $mode | $c | rc $rw $ra | $(grep -o 'transfers: [0-9]* launches' "$OUT/metrics/$name.$mode.txt") | $(grep -o 'cpu ([a-z_]*)' "$OUT/metrics/$name.$mode.txt" | sort | uniq -c | tr '\n' ' ')"
  done
}
check stretch_u8.640 $G/stretch_u8.wasm 640 480
check stretch_u8.8192 $G/stretch_u8.wasm 8192 4096
check stretch_u8.3 $G/stretch_u8.wasm 3 1
check stencil5.1001 $G/stencil5.wasm 1001 10
check stencil5.6 $G/stencil5.wasm 6 3
check stencil5.1000000 $G/stencil5.wasm 1000000 40
check closest_id.5000 $G/closest_id.wasm 5000 4
check closest_id.1000000 $G/closest_id.wasm 1000000 8
check nearest.100000 $G/nearest.wasm 100000 8
check flags.200000 $G/flags.wasm 200000
check frontier.400000 $G/frontier.wasm 400000 6
for src in $D/ho9/*.c; do
  n=$(basename "$src" .c)
  [ -f $D/ho9/${n}_O2.wasm ] || continue
  args=$(grep -m1 '^// args:' "$src" | sed 's,^// args:,,')
  # shellcheck disable=SC2086
  check "$n" $D/ho9/${n}_O2.wasm $args
done
while read -r file f args; do
  # shellcheck disable=SC2086
  out=$(timeout 120 $D/tw-after run --invoke "$f" --memory-pages 8 --random-memory 3 --check $file $(for a in $args; do printf -- '--arg %s ' "$a"; done) 2>&1)
  echo "$file $f $args | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -3 | tr '\n' ' ' | cut -c1-200)"
done <<'CALLS'
golden/auto/extra/kernels_i.O2.wasm sweeps5 1001 5
golden/auto/extra/kernels_i.O2.wasm sweeps5 1000 4
golden/auto/extra/kernels_i.O3.wasm sweeps5 1001 5
golden/auto/extra/kernels_i.O2simd.wasm sweeps5 1001 5
golden/auto/extra/kernels_i.O2simd.wasm sweeps5 33 2
.device/r177/bid.wasm nearest_id 50001 65536 300000
.device/r177/bid.wasm nearest_id 7 65536 300000
CALLS
cd "$OUT" && tar cJf metrics177.tar.xz metrics && rm -rf metrics
