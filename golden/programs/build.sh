#!/usr/bin/env bash
# Rebuilds the whole programs the runtime's tests run (not benchmarks): wasm32-wasi, -O2,
# linked with Debian's wasi-libc (scripts/ensure-wasm-cc.sh installs the toolchain).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../../scripts/ensure-wasm-cc.sh
source ../../scripts/ensure-wasm-cc.sh
# A program named `*_simd.c` is built with -msimd128 too (clang vectorises its loops).
for src in *.c; do
  simd=()
  case "$src" in *_simd.c) simd=(-msimd128) ;; esac
  clang-19 --target=wasm32-wasi --sysroot=/usr -std=c99 -O2 "${simd[@]}" -Wl,--strip-debug \
    -o "${src%.c}.wasm" "$src" -lm
done
