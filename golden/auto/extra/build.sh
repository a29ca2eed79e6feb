#!/usr/bin/env bash
# Rebuilds the second set of auto-offload inputs: small C functions of many shapes (not the
# benchmark kernels), each file at -O1, -O2, -O3 and -O2 -msimd128, every function exported.
# `auto::run_tests::extra_functions_equal_wasmi` runs the calls listed in calls.txt.
set -euo pipefail
cd "$(dirname "$0")"
for src in kernels_a kernels_b kernels_c kernels_d kernels_e kernels_f kernels_g kernels_h kernels_i kernels_j kernels_k kernels_l kernels_m kernels_n kernels_o kernels_p kernels_q kernels_r kernels_s kernels_t kernels_u kernels_v kernels_w; do
  for opt in O1 O2 O3 O2simd; do
    case "$opt" in
      O2simd) flags=(-O2 -msimd128) ;;
      *) flags=("-$opt") ;;
    esac
    clang-19 --target=wasm32 "${flags[@]}" -nostdlib -ffp-contract=off \
      -Wl,--no-entry -Wl,--allow-undefined -Wl,--export-all -o "$src.$opt.wasm" "$src.c"
  done
done
# Loops that call libm, linked with Debian's wasi-libc (its libc.a holds libm) as a reactor
# (no `main`; the exported kernels are the functions themselves, not command wrappers).
for opt in O1 O2 O3 O2simd; do
  case "$opt" in
    O2simd) flags=(-O2 -msimd128) ;;
    *) flags=("-$opt") ;;
  esac
  clang-19 --target=wasm32-wasi --sysroot=/usr "${flags[@]}" -ffp-contract=off \
    -mexec-model=reactor -o "kernels_libm.$opt.wasm" kernels_libm.c -lm
  # The same loops with libm imported from `env` (linked to inline/libm/libm.wasm).
  clang-19 --target=wasm32 "${flags[@]}" -nostdlib -ffp-contract=off -Wl,--no-entry \
    -Wl,--allow-undefined -Wl,--export-all -o "kernels_libm_env.$opt.wasm" kernels_libm.c
done
