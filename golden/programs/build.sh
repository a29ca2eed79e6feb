#!/usr/bin/env bash
# Rebuilds the whole programs the runtime's tests run (not benchmarks): wasm32-wasi, -O2,
# linked with Debian's wasi-libc (scripts/ensure-wasm-cc.sh installs the toolchain).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../../scripts/ensure-wasm-cc.sh
source ../../scripts/ensure-wasm-cc.sh
for src in *.c; do
  clang-19 --target=wasm32-wasi --sysroot=/usr -std=c99 -O2 -Wl,--strip-debug \
    -o "${src%.c}.wasm" "$src" -lm
done
