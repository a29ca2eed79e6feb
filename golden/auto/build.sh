#!/usr/bin/env bash
# Rebuilds the auto-offload inputs (docs/AUTO-OFFLOAD.md) with clang-19 and lld-19: each C file
# at -O1, -O2, -O3 and -O2 -msimd128, as NAME.O1.wasm, NAME.O2.wasm, NAME.O3.wasm and
# NAME.O2simd.wasm, exporting the function NAME. The .wasm files are committed so tests need no clang.
set -euo pipefail
cd "$(dirname "$0")"
for src in vector_add saxpy gemv matmul conv3x3 jacobi dot transpose shift; do
  for opt in O1 O2 O3 O2simd; do
    case "$opt" in
      O2simd) flags=(-O2 -msimd128) ;;
      *) flags=("-$opt") ;;
    esac
    clang-19 --target=wasm32 "${flags[@]}" -nostdlib -ffp-contract=off \
      -Wl,--no-entry -Wl,--allow-undefined -Wl,--export-dynamic "-Wl,--export=$src" \
      $( [ "$src" = shift ] && echo -Wl,--export=colshift ) \
      -o "$src.$opt.wasm" "$src.c"
  done
done
