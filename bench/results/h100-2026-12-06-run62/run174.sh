#!/usr/bin/env bash
# Run 174 (fifty-sixth session): indices taken with a minimum or maximum
# (`ReductionOp::ArgOf`) and values carried two iterations (`reload::carried_loads` looking
# again), on the GPU. Outputs and exit codes against plain wasmtime (`--race off`, with and
# without the cost model): golden/programs/nearest at 100,000 and 4,000,000 records,
# flags, frontier; the session's later test programs (ho8: f_*.c and b_nn.c with their
# -O2 wasm). `run --invoke --check` (wasmi) of golden/auto/extra kernels_g's `argmax` at
# -O1/-O2/-O3/-O2 -msimd128 and of argmin/argmax functions over a million elements (am.c).
# Then nearest at 20,000,000 records and 32 selections, two rounds: plain wasmtime, ours,
# gcc -O3 -march=native.
# usage (repository root, carrying .device/r174.tar.xz): bash run174.sh > $OUT/run174.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r174
[ -x $D/tw-after ] || tar xJf .device/r174.tar.xz -C .device
G=golden/programs
mkdir -p "$OUT/metrics" /tmp/native
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
check() { # name wasm args...
  local name=$1 w=$2; shift 2
  timeout 120 $D/tw-after run "$w" --no-offload -- "$@" > /tmp/w.out 2>/tmp/w.err; local rw=$?
  for mode in cost nocost; do
    local flags="--race off"; [ $mode = nocost ] && flags="$flags --no-cost-model"
    # shellcheck disable=SC2086
    timeout 120 $D/tw-after run "$w" --metrics $flags -- "$@" > /tmp/a.out 2> "$OUT/metrics/$name.$mode.txt"; local ra=$?
    local c; c=$(cmp -s /tmp/w.out /tmp/a.out && [ $rw = $ra ] && echo same || echo DIFF)
    echo "$name | $* | $mode | $c | rc $rw $ra | $(grep -o 'transfers: [0-9]* launches' "$OUT/metrics/$name.$mode.txt") | $(grep -o 'cpu ([a-z_]*)' "$OUT/metrics/$name.$mode.txt" | sort | uniq -c | tr '\n' ' ')"
  done
}
echo "== correctness on the GPU"
check nearest.100000 $G/nearest.wasm 100000 8
check nearest.4000000 $G/nearest.wasm 4000000 16
check flags.200000 $G/flags.wasm 200000
check frontier.400000 $G/frontier.wasm 400000 6
for src in $D/ho8/*.c; do
  n=$(basename "$src" .c)
  args=$(grep -m1 '^// args:' "$src" | sed 's,^// args:,,')
  # shellcheck disable=SC2086
  check "$n" $D/ho8/${n}_O2.wasm $args
done
for opt in O1 O2 O3 O2simd; do
  out=$(timeout 120 $D/tw-after run --invoke argmax --memory-pages 8 --random-memory 3 --check golden/auto/extra/kernels_g.$opt.wasm --arg 1001 --arg 65536 2>&1)
  echo "kernels_g.$opt argmax | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -2 | tr '\n' ' ' | cut -c1-160)"
done
for f in argmin_f argmax_i; do
  for n in 1000 1000001; do
    out=$(timeout 120 $D/tw-after run --invoke $f --memory-pages 80 --random-memory 5 --check $D/am.wasm --arg $n --arg 65536 2>&1)
    echo "am $f $n | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -2 | tr '\n' ' ' | cut -c1-160)"
  done
done
echo "== nearest 20000000 32: plain wasmtime, ours, gcc -O3"
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/nearest $G/nearest.c -lm
echo "program | args | round | wasmtime s | ours s | gcc -O3 s | ours | gcc output"
for round in 1 2; do
  k=nearest; args="20000000 32"
  # shellcheck disable=SC2086
  { t0=$(now); timeout 120 $D/tw-after run $G/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
    timeout 120 $D/tw-after run $G/$k.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/$k.after.$round"; t2=$(now)
    timeout 120 /tmp/native/$k $args > /tmp/n.out; t3=$(now); }
  ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
  cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
  echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $ca | $cn"
done
cd "$OUT" && tar cJf metrics174.tar.xz metrics && rm -rf metrics
