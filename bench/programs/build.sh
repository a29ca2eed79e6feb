#!/usr/bin/env bash
# Build the whole-program benchmarks in bench/programs.
#
#   bash bench/programs/build.sh            # every *.c -> NAME.wasm (wasm32-wasi, -O2)
#   bash bench/programs/build.sh --native   # also native/NAME (gcc -O3 -march=native)
#
# Installs clang-19, lld-19, wasi-libc and libclang-rt-19-dev-wasm32 (Debian 12)
# when they are missing. Idempotent.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

native=0
for arg in "$@"; do
    case "$arg" in
        --native) native=1 ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "build.sh: unknown argument: $arg" >&2; exit 2 ;;
    esac
done

# shellcheck source=../../scripts/ensure-wasm-cc.sh
source "$here/../../scripts/ensure-wasm-cc.sh"

# Sysroot: Debian's wasi-libc puts headers in /usr/include/wasm32-wasi and
# libraries in /usr/lib/wasm32-wasi, so the sysroot is /usr. wasi-sdk style
# installs use /usr/share/wasi-sysroot.
if [ -f /usr/lib/wasm32-wasi/libc.a ]; then
    sysroot=/usr
elif [ -f /usr/share/wasi-sysroot/lib/wasm32-wasi/libc.a ]; then
    sysroot=/usr/share/wasi-sysroot
else
    echo "build.sh: no wasm32-wasi libc.a found (is wasi-libc installed?)" >&2
    exit 1
fi

# Compiler-rt builtins: clang looks for <resource-dir>/lib/wasi/libclang_rt.builtins-wasm32.a.
# If it is somewhere else, point -resource-dir at the tree that holds it.
extra=()
builtins="$(clang-19 --target=wasm32-wasi -print-libgcc-file-name)"
if [ ! -f "$builtins" ]; then
    found="$(dpkg -L libclang-rt-19-dev-wasm32 2>/dev/null | grep 'libclang_rt.builtins-wasm32.a$' | head -n1 || true)"
    if [ -z "$found" ]; then
        echo "build.sh: libclang_rt.builtins-wasm32.a not found" >&2
        exit 1
    fi
    # .../<resource-dir>/lib/wasi/libclang_rt.builtins-wasm32.a
    extra+=("-resource-dir=$(dirname "$(dirname "$(dirname "$found")")")")
fi

shopt -s nullglob
sources=(*.c)
if [ "${#sources[@]}" -eq 0 ]; then
    echo "build.sh: no .c files in $here" >&2
    exit 1
fi

for src in "${sources[@]}"; do
    name="${src%.c}"
    echo "wasm   $name.wasm"
    clang-19 --target=wasm32-wasi --sysroot="$sysroot" "${extra[@]}" \
        -std=c99 -O2 -Wl,--strip-debug -o "$name.wasm" "$src" -lm
done

if [ "$native" = 1 ]; then
    mkdir -p native
    for src in "${sources[@]}"; do
        name="${src%.c}"
        echo "native native/$name"
        gcc -std=c99 -O3 -march=native -ffp-contract=off -o "native/$name" "$src" -lm
    done
fi
