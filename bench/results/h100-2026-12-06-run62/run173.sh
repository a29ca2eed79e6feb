#!/usr/bin/env bash
# Run 173 (fifty-sixth session): the binary before this session (`16234b7`) on run 172's
# whole programs, right after run 172 on the same machine: relax 4096 400 1 and frontier
# 2000000 8, two rounds, with plain wasmtime again beside it (that binary's `--no-offload`).
# usage (repository root, carrying .device/r173.tar.xz): bash run173.sh > $OUT/run173.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r173
[ -x $D/tw-before ] || tar xJf .device/r173.tar.xz -C .device
P=bench/programs
G=golden/programs
mkdir -p "$OUT/metrics"
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | round | wasmtime s | before s | before"
for round in 1 2; do
  for spec in "relax $P 4096 400 1" "frontier $G 2000000 8"; do
    set -- $spec; k=$1; dir=$2; shift 2; args="$*"
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-before run $dir/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $D/tw-before run $dir/$k.wasm --metrics -- $args > /tmp/b.out 2> "$OUT/metrics/$k.before.$round"; t2=$(now); }
    cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
    echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $cb"
  done
done
cd "$OUT" && tar cJf metrics173.tar.xz metrics && rm -rf metrics
