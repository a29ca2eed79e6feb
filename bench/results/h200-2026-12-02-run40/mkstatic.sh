#!/usr/bin/env bash
# Session 35: the 30 PolyBench programs of run 33 (pb30-src) with every array static instead of
# malloc'ed: each `malloc(sizeof(T[...]))` becomes a static object of that type, `free` does
# nothing. Their addresses are then constants of the code, as in C programs with global arrays.
# usage: mkstatic.sh OUTDIR [small]   (small: every size 24..40, for the simulator)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=$here/../h200-2026-11-28-run33/pb30-src
out=$1; mkdir -p "$out/src"
for f in "$S"/*.c; do
  k=$(basename "$f" .c)
  sed -e 's/malloc(sizeof(\([^()]*\)))/({ static __typeof__(\1) _s; (void *)\&_s; })/g' \
      -e 's/^\(#include <stdlib.h>\)$/\1\n#define free(p) ((void)(p))/' "$f" > "$out/src/$k.c"
  grep -q 'define free' "$out/src/$k.c" || sed -i '1i #include <stdlib.h>\n#define free(p) ((void)(p))' "$out/src/$k.c"
done
cp "$S"/*.h "$out/src/" 2>/dev/null || true
grep -v '^#' "$S/../sizes.txt" | while read -r k flags; do
  if [ "${2:-}" = small ]; then
    flags=$(echo "$flags" | sed -E 's/-D(TSTEPS|TMAX)=[0-9]+/-D\1=3/g; s/-D([A-Z]+)=[0-9]{3,}/-D\1=SMALL/g')
    i=0; while echo "$flags" | grep -q SMALL; do flags=$(echo "$flags" | sed "0,/SMALL/s//$((24 + 3 * i))/"); i=$((i + 1)); done
  fi
  clang-19 --target=wasm32-wasi --sysroot=/usr -std=gnu99 -O2 -Wl,--strip-debug $flags \
    -I "$out/src" "$out/src/$k.c" -lm -o "$out/$k.wasm"
  echo "$k $flags" >> "$out/sizes.txt"
done
