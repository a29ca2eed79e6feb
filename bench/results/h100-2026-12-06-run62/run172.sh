#!/usr/bin/env bash
# Run 172 (fifty-sixth session): flags set to a constant as reductions (`ReductionOp::SetTo`),
# carried v128 loads, loops that leave past their end (`rewrite::Redirect`) and the skip
# gate's trap exits, on the GPU.
# 1. Outputs and exit codes against plain wasmtime (`--race off`, with and without the cost
#    model): golden/programs flags, frontier, trap_backoff; bench/programs/relax; PolyBench's
#    jacobi-1d, jacobi-2d and heat-3d at -O2 -msimd128; the session's 39 small test programs
#    (ho8.tar.xz: C sources and -O2 wasm); golden/auto/extra kernels_i and kernels_d at
#    -O2 -msimd128 through `run --invoke --check` (wasmi).
# 2. relax 4096 400 1 and frontier 2000000 8, two rounds: plain wasmtime, ours (after),
#    gcc -O3 -march=native. The binary before (`16234b7`) runs in run173.sh, the next call on
#    the same machine (both binaries did not fit one carry).
# usage (repository root, carrying .device/r172.tar.xz): bash run172.sh > $OUT/run172.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r172
[ -x $D/tw-after ] || tar xJf .device/r172.tar.xz -C .device
P=bench/programs
G=golden/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "== correctness on the GPU (ours against --no-offload; with the cost model, then without)"
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
check flags.2000 $G/flags.wasm 2000
check flags.200000 $G/flags.wasm 200000
check frontier.20000 $G/frontier.wasm 20000 4
check frontier.400000 $G/frontier.wasm 400000 6
check trap_backoff.1 $G/trap_backoff.wasm 300 1
check trap_backoff.0 $G/trap_backoff.wasm 300 0
check relax.512 $P/relax.wasm 512 300 1
for p in jacobi-1d jacobi-2d heat-3d; do check $p.O2s $D/$p.O2s.wasm; done
for src in $D/ho8/*.c; do
  n=$(basename "$src" .c)
  args=$(grep -m1 '^// args:' "$src" | sed 's,^// args:,,')
  # shellcheck disable=SC2086
  check "$n" $D/ho8/${n}_O2.wasm $args
done
while read -r file f args; do
  # shellcheck disable=SC2086
  out=$(timeout 120 $D/tw-after run --invoke "$f" --memory-pages 8 --random-memory 3 --check $D/$file.O2simd.wasm $(for a in $args; do printf -- '--arg %s ' "$a"; done) 2>&1)
  echo "$file.O2simd $f $args | $(echo "$out" | grep '^check' | cut -c1-70) | $(echo "$out" | grep '^L' | head -2 | tr '\n' ' ' | cut -c1-160)"
done <<'CALLS'
kernels_d repeat 5 1001 65536 131072
kernels_i smooth3 1001 65536 131072
kernels_i smooth3 1001 65536 65544
kernels_i diffs 1001 65536 131072
kernels_i pairsum 1001 65536 131072
kernels_i pairsum 1001 65536 65540
CALLS
echo "== whole programs: plain wasmtime, ours (after), gcc -O3"
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/relax $P/relax.c -lm
gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/frontier $G/frontier.c -lm
echo "program | args | round | wasmtime s | after s | gcc -O3 s | after | gcc output"
for round in 1 2; do
  for spec in "relax $P 4096 400 1" "frontier $G 2000000 8"; do
    set -- $spec; k=$1; dir=$2; shift 2; args="$*"
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-after run $dir/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      t2=$t1
      timeout 120 $D/tw-after run $dir/$k.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/$k.after.$round"; t3=$(now)
      timeout 120 /tmp/native/$k $args > /tmp/n.out; t4=$(now); }
    ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
    cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
    echo "$k | $args | $round | $(el $t0 $t1) | $(el $t2 $t3) | $(el $t3 $t4) | $ca | $cn"
    cp /tmp/w.out "$OUT/$k.out"
  done
done
cd "$OUT" && tar cJf metrics172.tar.xz metrics && rm -rf metrics
