#!/bin/sh
# Rebuilds the committed C guest from its source (tests use the committed .wasm, no clang).
# Needs clang-19 and lld-19 (wasm-ld). Run from anywhere.
set -eu
cd "$(dirname "$0")"
# The PTX becomes a C byte list the guest #includes (no terminating NUL: the host takes the
# length it is given).
xxd -i < vector_add.ptx > vector_add_ptx.inc
clang-19 --target=wasm32 -O2 -nostdlib \
    -Wl,--no-entry -Wl,--export=_start -Wl,--allow-undefined \
    vector_add_guest.c -o vector_add_guest.wasm
