#!/usr/bin/env bash
# Rebuilds libm.wasm, the libm `tensor-wasm-inline` links into modules that import libm
# functions from `env`: Debian's wasi-libc (musl's libm) as a wasm reactor exporting the
# float functions below, its read-only tables at addresses 16 to 1000 (--global-base=16),
# below the 1024 where clang's modules start their data. log2f is left out: its table would
# not fit below 1024. Needs clang-19, lld-19 and wasi-libc (bench/programs/build.sh installs
# them).
set -euo pipefail
cd "$(dirname "$0")"
F="expf exp2f logf log10f expm1f log1pf tanhf sinhf coshf cbrtf atanf asinf acosf erff erfcf
   powf atan2f hypotf fmodf"
exports=()
for f in $F; do exports+=("-Wl,--export=$f"); done
clang-19 --target=wasm32-wasi --sysroot=/usr -O2 -mexec-model=reactor -Wl,--global-base=16 \
  -Wl,--strip-debug "${exports[@]}" -o libm.wasm libm.c -lm
