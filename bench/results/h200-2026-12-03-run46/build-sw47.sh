#!/usr/bin/env bash
# Builds run 131's inputs into .device/sw47 (from the repository root): the e- and f-series
# sweep programs of run 46 (sweep-src, sweep2-src), golden/programs/arm_on_argument.c and
# golden/programs/select_groups.c at
# -O2 and -O3 -msimd128, each with a .args file of its `// ARGS:` lines.
set -u
mkdir -p .device/sw47
d=bench/results/h200-2026-12-03-run46
for f in $d/sweep-src/*.c $d/sweep2-src/*.c golden/programs/arm_on_argument.c golden/programs/select_groups.c; do
  n=$(basename "$f" .c)
  cflags=$(grep '^// CFLAGS:' "$f" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/sw47/$n.O2.wasm "$f" $cflags -lm
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O3 -msimd128 -ffp-contract=off -o .device/sw47/$n.O3s.wasm "$f" $cflags -lm
  grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' > .device/sw47/$n.args
done
# arm_on_argument.c has no ARGS lines: the calls its runtime test makes, and one more.
printf '%s\n' " 4 0 2" " 9 0 5" " 1000 0 700" > .device/sw47/arm_on_argument.args
printf '%s\n' " 3 1 1 3 -1 0 1 1" " 2 42 1 3 -1 2 1 1" " 2 2 1 2 1 0 1 1" " 6 1 1 6 -1 0 1 1" \
  " 3 2 0 0 -1 0 1 1" " 300 200 1 300 -1 100 2 1" > .device/sw47/select_groups.args
