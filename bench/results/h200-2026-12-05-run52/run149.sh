#!/usr/bin/env bash
# Run 149 (session 46, binary f6cd743: reductions through a child loop as 2-D kernels):
# sweep-src/m03_converge (-O2) at 1024 and golden/programs/converge at 2048 (Jacobi solves
# ending on the largest change, a 2-D ordered maximum) and bench's spmv, each as plain wasmtime
# (`--no-offload`), ours (the default: cost model and race), ours with `--race off --metrics`
# and every nest launched without the first-call check; outputs against plain wasmtime's. Then
# the GPU sweep of .device/sw52 (build-sw52.sh) and PolyBench (run111.sh).
# Carry .device/programs.tar.xz, .device/sw52.tar.xz, .device/pb.tar.xz.
set -u
OUT=${OUT:-/tmp/out}
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
if [ "${1:-}" = pb ]; then
  [ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
  bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb > "$OUT/run149-pb.txt" 2>&1
  head -34 "$OUT/run149-pb.txt"
  exit 0
fi
[ -d .device/sw52 ] || tar xJf .device/sw52.tar.xz -C .device
TW=.device/tensor-wasm; m=/tmp/run149; mkdir -p $m
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for spec in ".device/sw52/m03_converge.O2 1024 1e-5" "golden/programs/converge 2048 1e-6" \
            "bench/programs/spmv 4000000 20"; do
  read -r p args <<<"$spec"; k=$(basename "$p")_${args// /_}
  # shellcheck disable=SC2086
  { t1=$(now); timeout 120 $TW run $p.wasm --no-offload -- $args > $m/$k.w; t2=$(now)
    timeout 120 $TW run $p.wasm --metrics -- $args > $m/$k.d 2> $m/$k.default; t3=$(now)
    timeout 120 $TW run $p.wasm --race off --metrics -- $args > $m/$k.o 2> $m/$k.metrics; t4=$(now)
    timeout 120 $TW run $p.wasm --race off --no-cost-model --no-first-call-check --metrics -- $args > $m/$k.a 2> $m/$k.all; t5=$(now); }
  echo "$k | plain $(el $t1 $t2) s | ours $(el $t2 $t3) s $(cmp -s $m/$k.w $m/$k.d && echo same || echo DIFF) | --race off $(el $t3 $t4) s $(cmp -s $m/$k.w $m/$k.o && echo same || echo DIFF) | all launched $(el $t4 $t5) s $(cmp -s $m/$k.w $m/$k.a && echo same || echo DIFF)"
done
grep -H "^# transfers\|^# nest_[0-9]*: .*gpu\|^# race\|^# time\|^# first-call" $m/*.metrics $m/*.default | cut -c1-240
tar cJf "$OUT/run149-metrics.tar.xz" -C $m .
nvidia-smi -L; nproc
for p in 0 1 2 3; do
  bash scripts/device-sweep.sh run .device/tensor-wasm .device/sw52/p$p > "$OUT/sweep-p$p.txt" 2>&1 &
done
wait
grep -h '^DIFFERS' -A8 "$OUT"/sweep-p*.txt
grep -h '^TOTAL' "$OUT"/sweep-p*.txt
(cd "$OUT" && tar cJf sweep149.tar.xz sweep-p*.txt && rm sweep-p*.txt)
