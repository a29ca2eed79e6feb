#!/usr/bin/env bash
# Rebuilds the whole programs the runtime's tests run (not benchmarks): wasm32-wasi, -O2,
# linked with Debian's wasi-libc (scripts/ensure-wasm-cc.sh installs the toolchain).
set -euo pipefail
cd "$(dirname "$0")"
# shellcheck source=../../scripts/ensure-wasm-cc.sh
source ../../scripts/ensure-wasm-cc.sh
# A program named `*_simd.c` is built with -msimd128 too (clang vectorises its loops), one
# named `*_o3.c` with -O3 instead of -O2.
for src in *.c; do
  simd=()
  opt=-O2
  case "$src" in *_simd.c) simd=(-msimd128) ;; *_o3.c) opt=-O3 ;; esac
  clang-19 --target=wasm32-wasi --sysroot=/usr -std=c99 "$opt" "${simd[@]}" -Wl,--strip-debug \
    -o "${src%.c}.wasm" "$src" -lm
done
