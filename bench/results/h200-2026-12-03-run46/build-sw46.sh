#!/usr/bin/env bash
# Builds run 130's inputs into .device/sw46 (from the repository root): the sweep programs of
# runs 43 and 45 (c01-c33, d01-d14) and run 45's clamp_rows.c at -O2 and -O3 -msimd128,
# each with a .args file of its `// ARGS:` lines.
set -u
mkdir -p .device/sw46
for f in bench/results/h200-2026-12-03-run43/sweep-src/*.c bench/results/h200-2026-12-03-run45/sweep-src/*.c \
  bench/results/h200-2026-12-03-run45/src/clamp_rows.c; do
  n=$(basename "$f" .c)
  cflags=$(grep '^// CFLAGS:' "$f" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/sw46/$n.O2.wasm "$f" $cflags -lm
  # shellcheck disable=SC2086
  clang-19 --target=wasm32-wasi --sysroot=/usr -O3 -msimd128 -ffp-contract=off -o .device/sw46/$n.O3s.wasm "$f" $cflags -lm
  grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' > .device/sw46/$n.args
done
