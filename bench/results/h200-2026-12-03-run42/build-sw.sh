#!/usr/bin/env bash
# Builds run 114's inputs into .device/sw (from the repository root): the sweep programs at
# -O2 and -O3 -msimd128 with a .args file of their `// ARGS:` lines, and fcount
# (golden/programs/float_counters.c) at -O2 with run 114's and run 116's arguments.
set -u
src=bench/results/h200-2026-12-03-run42/sweep-src
mkdir -p .device/sw
for f in $src/*.c; do
  n=$(basename "$f" .c)
  cflags=$(grep '^// CFLAGS:' "$f" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O2 $cflags -ffp-contract=off -o .device/sw/$n.O2.wasm "$f" -lm
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O3 -msimd128 $cflags -ffp-contract=off -o .device/sw/$n.O3s.wasm "$f" -lm
  grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' > .device/sw/$n.args
done
clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/sw/fcount.O2.wasm \
  golden/programs/float_counters.c -lm
printf '301 37\n3001 200\n' > .device/sw/fcount.args
# run116.sh also reads bench/programs/mandel.wasm from .device/bp.
mkdir -p .device/bp && cp bench/programs/mandel.wasm .device/bp/
