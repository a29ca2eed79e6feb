#!/usr/bin/env bash
# Run 162 (session 52): PolyBench's syrk, syr2k, trisolv and ludcmp built with clang-19 -O2
# -msimd128 at the LARGE sizes of run 33 (.device/r162/pb/sizes.txt), whose vectorised
# triangular rows launched per row before this session (`efceef5`, .device/r162/old) and
# whole after it (.device/r162/new): gcc -O3 native on one core, plain wasmtime
# (--no-offload), both binaries with --race off, the new one raced (the default); every
# output against plain wasmtime's. Then issue 14's programs whose hook time was far above
# their kernels' (intstats, spmv, jacobi2d, lu at bench/programs/sizes-large.txt) with
# --metrics, which now splits the hook's time into its launch calls and its own deciding.
# Carry .device/r162.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/r162/new/tensor-wasm ] || tar xJf .device/r162.tar.xz -C .device
OLD=.device/r162/old/tensor-wasm; NEW=.device/r162/new/tensor-wasm; P=.device/r162/pb
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | gcc -O3 s | wasmtime s | before s | after s | after raced s | outputs (gcc, before, after, raced) | launches before, after"
for k in syrk syr2k trisolv ludcmp; do
  w=$P/$k.wasm
  flags=$(grep "^$k " $P/sizes.txt | cut -d' ' -f2-)
  # shellcheck disable=SC2086
  gcc -std=c99 -O3 -march=native -ffp-contract=off $flags -o /tmp/$k.native $P/$k.c -lm 2>/dev/null
  timeout 90 $NEW run $w --race off > /dev/null 2>&1  # warm-up: the driver caches the kernels
  timeout 90 $OLD run $w --race off > /dev/null 2>&1
  t0=$(now); timeout 90 taskset -c 0 /tmp/$k.native > /tmp/n.out; t1=$(now)
  timeout 90 $NEW run $w --no-offload > /tmp/w.out; t2=$(now)
  timeout 90 $OLD run $w --race off --metrics > /tmp/b.out 2> "$OUT/$k.before"; t3=$(now)
  timeout 90 $NEW run $w --race off --metrics > /tmp/a.out 2> "$OUT/$k.after"; t4=$(now)
  timeout 90 $NEW run $w --metrics > /tmp/r.out 2> "$OUT/$k.raced"; t5=$(now)
  c() { cmp -s /tmp/w.out "$1" && echo same || echo DIFF; }
  l() { grep -o '^tensor_wasm_offload_success_total [0-9]*' "$1" | awk '{print $2}'; }
  echo "$k | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $(el $t4 $t5) | $(c /tmp/n.out) $(c /tmp/b.out) $(c /tmp/a.out) $(c /tmp/r.out) | $(l "$OUT/$k.before") $(l "$OUT/$k.after")"
done
for k in syrk syr2k trisolv ludcmp; do
  grep '^# hook\|^# transfers\|^# time\|^# nest\|^# deciding' "$OUT/$k.after" | sed "s/^/$k after: /"
done
B=bench/programs
for pa in "intstats 67108864 40" "spmv 4000000 20" "jacobi2d 4096 100" "lu 2048"; do
  set -- $pa; k=$1; shift
  t0=$(now); timeout 90 $NEW run $B/$k.wasm --race off --metrics -- "$@" > /tmp/m.out 2> "$OUT/$k.metrics"; t1=$(now)
  timeout 90 $NEW run $B/$k.wasm --no-offload -- "$@" > /tmp/w.out
  echo "== $k $*: $(el $t0 $t1) s, output $(cmp -s /tmp/w.out /tmp/m.out && echo same || echo DIFF)"
  grep '^# ' "$OUT/$k.metrics" | grep -v '^# HELP\|^# TYPE\|never called'
done
