#!/usr/bin/env bash
# Run 161 (session 51): PolyBench programs whose initialisation (a row's memset after the
# diagonal, symm's guarded upper part) stayed sequential and launched once per row, at the
# LARGE sizes of run 33 (.device/r161/pb/sizes.txt), before (`fec0260`, .device/r161/tensor-wasm)
# and after (`d873a73` with the launch-call time of the next commit, .device/r161/new/tensor-wasm): gcc -O3 native on one core, plain
# wasmtime (--no-offload), both binaries with --race off, the new one raced (the default);
# every output against plain wasmtime's. Then where LU's nest calls spend their time, with
# nsys where it exists. Carry .device/r161.tar.xz. ONLY (a regular expression of program
# names, default all) keeps a run short.
set -u
ONLY=${ONLY:-.*}
OUT=${OUT:-/tmp/out}
[ -x .device/r161/tensor-wasm ] || tar xJf .device/r161.tar.xz -C .device
OLD=.device/r161/tensor-wasm; NEW=.device/r161/new/tensor-wasm; P=.device/r161/pb
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "kernel | gcc -O3 s | wasmtime s | before s | after s | after raced s | outputs (gcc, before, after, raced) | launches before, after"
grep -v '^#' $P/sizes.txt | grep -E "^($ONLY) " | while read -r k flags; do
  w=$P/$k.wasm
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
for k in $(grep -v '^#' $P/sizes.txt | grep -E "^($ONLY) " | awk '{print $1}'); do
  grep '^# hook\|^# transfers\|^# time' "$OUT/$k.after" | sed "s/^/$k after: /"
done
# LU at 2048 (bench/programs): 0.24 ms per nest call in run 159, 0.03 of it kernels.
B=bench/programs
$NEW run $B/lu.wasm --race off --metrics -- 2048 > /dev/null 2> "$OUT/lu2048.metrics"
grep '^# hook\|^# transfers\|^# time' "$OUT/lu2048.metrics"
NSYS=$(command -v nsys || ls /usr/local/cuda*/bin/nsys /opt/nvidia/nsight-systems/*/bin/nsys 2>/dev/null | head -1)
if [ -n "$NSYS" ]; then
  echo "nsys: $NSYS"
  timeout 200 "$NSYS" profile -t cuda,osrt -o /tmp/lu --force-overwrite true $NEW run $B/lu.wasm --race off -- 2048 > /dev/null 2>&1
  timeout 120 "$NSYS" stats --report cuda_api_sum --report cuda_gpu_kern_sum --report cuda_gpu_mem_time_sum /tmp/lu.nsys-rep > "$OUT/lu-nsys.txt" 2>&1
  head -60 "$OUT/lu-nsys.txt"
else
  echo "no nsys"; ls /usr/local/cuda*/bin | head -50
fi
