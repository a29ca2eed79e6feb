#!/bin/sh
# Rebuilds the committed C guests from their sources (tests use the committed .wasm files and
# need no clang). Needs clang-19 and lld-19 (wasm-ld); the second guest also needs wasi-libc
# (Debian: apt-get install wasi-libc) and is skipped without it. Run from anywhere.
set -eu
cd "$(dirname "$0")"

# The PTX becomes a C byte list the guests #include (no terminating NUL: the host takes the
# length it is given).
xxd -i < vector_add.ptx > vector_add_ptx.inc

# 1. vector_add_guest.c: the seed's guest adapted to build without any libc.
clang-19 --target=wasm32 -O2 -nostdlib \
    -Wl,--no-entry -Wl,--export=_start -Wl,--allow-undefined \
    vector_add_guest.c -o vector_add_guest.wasm

# 2. seed_guest.c: seeds/000 section 6.3 verbatim, against wasi-libc (memcpy, assert). The
#    seed defines _start itself, so no crt1 (-nostartfiles); its assert prints through WASI
#    fd_write and aborts.
if [ -f /usr/lib/wasm32-wasi/libc.a ] || [ -n "${WASI_SYSROOT:-}" ]; then
    clang-19 --target=wasm32-wasi ${WASI_SYSROOT:+--sysroot="$WASI_SYSROOT"} -O2 -nostartfiles \
        -Wl,--no-entry -Wl,--export=_start -Wl,--allow-undefined \
        seed_guest.c seed_guest_ptx.c -o seed_guest.wasm
else
    echo "build.sh: no wasi-libc; seed_guest.wasm not rebuilt" >&2
fi
