#!/usr/bin/env bash
# Builds run 117's inputs into .device/sw3 (from the repository root): this session's sweep
# programs (sweep-src/, written by two helper sessions, and tile.c) at -O2 and -O3 -msimd128
# with a .args file of their `// ARGS:` lines, and tile.c at -O2 with its `// TIME:` sizes.
set -u
src=bench/results/h200-2026-12-03-run43/sweep-src
mkdir -p .device/sw3
for f in $src/*.c; do
  n=$(basename "$f" .c)
  clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/sw3/$n.O2.wasm "$f" -lm
  clang-19 --target=wasm32-wasi --sysroot=/usr -O3 -msimd128 -ffp-contract=off -o .device/sw3/$n.O3s.wasm "$f" -lm
  grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' > .device/sw3/$n.args
done
mkdir -p .device/time3
clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/time3/tile.wasm $src/tile.c -lm
grep '^// TIME:' $src/tile.c | sed 's#^// TIME:##' > .device/time3/tile.args
# run119.sh times c02_srad (Rodinia's SRAD) at a size of its own.
clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -ffp-contract=off -o .device/time3/srad.wasm $src/c02_srad.c -lm
echo "2048 2048 40 0.5" > .device/time3/srad.args
