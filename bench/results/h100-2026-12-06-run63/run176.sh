#!/usr/bin/env bash
# Run 176 (fifty-seventh session): the binary before this session (`2ab1e87`) on run 175's
# two whole programs, two rounds, right after run 175 on the same machine (the binaries did
# not fit one carry together); its own `--no-offload` as plain wasmtime.
# usage (repository root, carrying .device/r176.tar.xz): bash run176.sh > $OUT/run176.txt
set -u
OUT=${OUT:-/tmp/out}
D=.device/r176
[ -x $D/tw-before ] || tar xJf .device/r176.tar.xz -C .device
G=golden/programs
mkdir -p "$OUT/metrics"
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "program | args | round | wasmtime s | before s | before"
for round in 1 2; do
  for spec in "stencil5 16000000 400" "closest_id 20000000 400"; do
    set -- $spec; k=$1; shift; args="$*"
    # shellcheck disable=SC2086
    { t0=$(now); timeout 120 $D/tw-before run $G/$k.wasm --no-offload -- $args > /tmp/w.out; t1=$(now)
      timeout 120 $D/tw-before run $G/$k.wasm --metrics -- $args > /tmp/b.out 2> "$OUT/metrics/$k.before.$round"; t2=$(now); }
    cb=$(cmp -s /tmp/w.out /tmp/b.out && echo same || echo DIFF)
    echo "$k | $args | $round | $(el $t0 $t1) | $(el $t1 $t2) | $cb"
  done
done
cd "$OUT" && tar cJf metrics176.tar.xz metrics && rm -rf metrics
