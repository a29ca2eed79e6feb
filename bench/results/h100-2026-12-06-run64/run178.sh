#!/usr/bin/env bash
# Run 178 (fifty-eighth session): counts at cells the data chooses (`h[bin] += d`, histograms)
# and one global count launched with atomic adds, on the GPU. Binaries: tw-after (this
# session's, with one fixed cell) and tw-before (`0a4e612`, the last session's).
# 1. Outputs and exit codes against plain wasmtime (`--race off`, with and without the cost
#    model): golden/programs/histogram.c at four sizes, a probe of every thread adding to one
#    cell, wrapping i64 sums, negative amounts, a 4096-bin table and struct fields (hprobe.c),
#    the last sessions' programs, and the 112 probe programs of the fifty-seventh session.
# 2. `run --invoke --check` (wasmi) of golden/auto/extra kernels_w at four levels, a
#    misaligned table (the atomic add traps read_conflict, the loop reruns on the CPU) and a
#    table inside the data (`overlap`).
# 3. histogram 4096 4096 150 and 8192 4096 150, two rounds: plain wasmtime, ours after,
#    ours before, gcc -O3 -march=native.
# usage (repository root, carrying .device/r178.tar.xz): bash run178.sh > $OUT/run178.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r178
[ -x $D/tw-after ] || tar xJf .device/r178.tar.xz -C .device
G=golden/programs
mkdir -p "$OUT/metrics" /tmp/native
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
check histogram.7 $G/histogram.wasm 7 5 1
check histogram.300 $G/histogram.wasm 300 200 3
check histogram.1000 $G/histogram.wasm 1000 700 2
check histogram.4096 $G/histogram.wasm 4096 4096 4
check hprobe.3001 $D/hprobe.wasm 3001 2
check hprobe.100000 $D/hprobe.wasm 100000 2
check hprobe.4000000 $D/hprobe.wasm 4000000 3
check stencil5.1001 $G/stencil5.wasm 1001 10
check closest_id.5000 $G/closest_id.wasm 5000 4
check nearest.100000 $G/nearest.wasm 100000 8
check flags.200000 $G/flags.wasm 200000
check frontier.400000 $G/frontier.wasm 400000 6
check stretch_u8.640 $G/stretch_u8.wasm 640 480
for src in $D/ho9/*.c; do
  n=$(basename "$src" .c)
  [ -f $D/ho9/${n}_O2.wasm ] || continue
  args=$(grep -m1 '^// args:' "$src" | sed 's,^// args:,,')
  # shellcheck disable=SC2086
  check "$n" $D/ho9/${n}_O2.wasm $args
done
echo "== run --invoke --check against wasmi"
while read -r file f args; do
  # shellcheck disable=SC2086
  out=$(timeout 120 $D/tw-after run --invoke "$f" --memory-pages 64 --random-memory 3 --check $file $(for a in $args; do printf -- '--arg %s ' "$a"; done) 2>&1)
  echo "$file $f $args | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -3 | tr '\n' ' ' | cut -c1-200)"
done <<'CALLS'
golden/auto/extra/kernels_w.O1.wasm hist8 1000001 65536 2097152
golden/auto/extra/kernels_w.O2.wasm hist8 1000001 65536 2097152
golden/auto/extra/kernels_w.O3.wasm hist8 1000001 65536 2097152
golden/auto/extra/kernels_w.O2simd.wasm hist8 1000001 65536 2097152
golden/auto/extra/kernels_w.O2.wasm hist8 1000001 65536 2097154
golden/auto/extra/kernels_w.O2.wasm hist8 1001 131072 131100
golden/auto/extra/kernels_w.O2.wasm digits 500001 65536 3145728 5
golden/auto/extra/kernels_w.O2simd.wasm digits 500001 65536 3145728 11
golden/auto/extra/kernels_w.O2.wasm fbins 500001 65536 3145728
golden/auto/extra/kernels_w.O3.wasm fbins 500001 65536 3145728
golden/auto/extra/kernels_w.O2.wasm weigh 500001 65536 3145728
golden/auto/extra/kernels_w.O1.wasm weigh 500001 65536 3145728
golden/auto/extra/kernels_w.O2.wasm votes 2001 64 65536 1048576 2097152
golden/auto/extra/kernels_w.O1.wasm votes 2001 64 65536 1048576 2097152
golden/auto/extra/kernels_w.O2.wasm peek 100001 65536 2097152
golden/auto/extra/kernels_w.O2.wasm mark 1000001 65536 2097152 5
golden/auto/extra/kernels_w.O1.wasm mark 1000001 65536 2097152 -5
.device/r178/h2.wasm histo256 500001 65536 3145728
.device/r178/h2.wasm radix 500001 65536 3145728 13
CALLS
echo "== whole programs: plain wasmtime, ours after, ours before, gcc -O3"
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/histogram $G/histogram.c -lm
echo "program | args | round | wasmtime s | after s | before s | gcc -O3 s | after | before | gcc output"
for round in 1 2; do
  for args in "4096 4096 150" "8192 4096 150"; do
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-after run $G/histogram.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $D/tw-after run $G/histogram.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/histogram.after.${args// /_}.$round"; t2=$(now)
      timeout 120 $D/tw-before run $G/histogram.wasm --metrics -- $args > /tmp/b.out 2> "$OUT/metrics/histogram.before.${args// /_}.$round"; t3=$(now)
      timeout 120 /tmp/native/histogram $args > /tmp/n.out; t4=$(now); }
    ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
    cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
    cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
    echo "histogram | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $ca | $cb | $cn"
  done
done
cd "$OUT" && tar cJf metrics178.tar.xz metrics && rm -rf metrics
