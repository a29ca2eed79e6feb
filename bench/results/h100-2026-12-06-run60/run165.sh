#!/usr/bin/env bash
# Run 165 (fifty-fourth session): bench/programs/padblur.c (a zero-padded box blur, whose
# vertical window launched once per row before `5a857a2`) at 8192 8 4, two rounds: plain
# wasmtime (`--no-offload`), ours before (`39c5789`) and after (`ffb53c7`), gcc -O3
# -march=native on one core; then the four programs of run 164 that did not beat gcc or
# wasmtime (lu, gemvt_rows, vecadd, conv2d), three rounds each with the after binary
# (lu's listings now run last, `1c7b33d`).
# usage (repository root, carrying .device/r165.tar.xz): bash run165.sh > $OUT/run165.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r165
[ -x $D/tw-after ] || tar xJf .device/r165.tar.xz -C .device
P=bench/programs
mkdir -p "$OUT/metrics" /tmp/native
nproc; nvidia-smi -L
for k in padblur lu gemvt_rows vecadd conv2d; do
  gcc -std=c99 -O3 -march=native -ffp-contract=off -o /tmp/native/$k $P/$k.c -lm
done
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | round | wasmtime s | before s | after s | gcc -O3 s | before | after | gcc output"
for round in 1 2; do
  k=padblur; args="8192 8 4"
  # shellcheck disable=SC2086
  { t0=$(now); timeout 120 $D/tw-after run $P/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
    timeout 120 $D/tw-before run $P/$k.wasm --metrics -- $args > /tmp/b.out 2> "$OUT/metrics/$k.before.$round"; t2=$(now)
    timeout 120 $D/tw-after run $P/$k.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/$k.after.$round"; t3=$(now)
    timeout 120 /tmp/native/$k $args > /tmp/n.out; t4=$(now); }
  cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
  ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
  cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
  echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $(el $t3 $t4) | $cb | $ca | $cn"
done
cp /tmp/w.out "$OUT/padblur.out"
echo "program | args | round | wasmtime s | ours s | gcc -O3 s | ours | gcc output"
for round in 1 2 3; do
  for spec in "lu|2048" "gemvt_rows|8192 20" "vecadd|4194304 200" "conv2d|8192"; do
    k=${spec%%|*}; args=${spec#*|}
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-after run $P/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $D/tw-after run $P/$k.wasm --metrics -- $args > /tmp/a.out 2> "$OUT/metrics/$k.after.$round"; t2=$(now)
      timeout 120 /tmp/native/$k $args > /tmp/n.out; t3=$(now); }
    ca=$(cmp -s /tmp/w.out /tmp/a.out && echo same || echo DIFF)
    cn=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
    echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $(el $t2 $t3) | $ca | $cn"
  done
done
