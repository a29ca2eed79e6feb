#!/usr/bin/env bash
# Builds run 127's inputs into .device/sw45 (from the repository root): the d01-d14 sweep
# programs at -O2 and -O3 -msimd128, each with a .args file of its `// ARGS:` lines.
set -u
src=bench/results/h200-2026-12-03-run45/sweep-src
mkdir -p .device/sw45
for f in $src/*.c; do
  n=$(basename "$f" .c)
  cflags=$(grep '^// CFLAGS:' "$f" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/sw45/$n.O2.wasm "$f" $cflags -lm
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O3 -msimd128 -ffp-contract=off -o .device/sw45/$n.O3s.wasm "$f" $cflags -lm
  grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' > .device/sw45/$n.args
done
