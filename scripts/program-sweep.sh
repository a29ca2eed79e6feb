#!/usr/bin/env bash
# Whole C programs against plain wasmtime: each SOURCE.c is built by clang 19 for wasm32-wasi
# at -O1, -O2, -O3 and -O3 -msimd128, and run with each argument set of its `// ARGS: ...`
# lines as plain wasmtime (`--no-offload`, the reference) and with every nest launched, with
# and without the first-call check. Prints a line per difference in stdout, exit code or trap
# kind, and a count per program; exits 1 when anything differs.
#   scripts/program-sweep.sh [--gpu] SOURCE.c...   (default: kernels in the simulator)
# TENSOR_WASM names the CLI (default target/release/tensor-wasm); BUILD the folder for the
# .wasm files and outputs (default /tmp/program-sweep); LEVELS the levels to build, from O0,
# O1, O2, O3, O3s (-O3 -msimd128), O2s (-O2 -msimd128), Os, Oz and Ofast (-O2 -ffast-math
# -msimd128)
# (default "O1 O2 O3 O3s"); MODES the flags of each compared run, separated by `|` (default
# "--no-cost-model|--no-cost-model --no-first-call-check"; "" for the defaults, cost model
# and first-call check on). bench/results/h100-2026-11-28-run28/
# sweep-src/ holds the 37 programs of the first sweep.
set -uo pipefail
# shellcheck source=ensure-wasm-cc.sh
source "$(dirname "${BASH_SOURCE[0]}")/ensure-wasm-cc.sh"
device=(--simulate)
if [ "${1:-}" = --gpu ]; then device=(); shift; fi
[ $# -gt 0 ] || { echo "usage: $0 [--gpu] SOURCE.c..." >&2; exit 2; }
tw=${TENSOR_WASM:-target/release/tensor-wasm}
out=${BUILD:-/tmp/program-sweep}
mkdir -p "$out"
declare -A flags=([O0]="-O0" [O1]="-O1" [O2]="-O2" [O3]="-O3" [O3s]="-O3 -msimd128"
  [O2s]="-O2 -msimd128" [Os]="-Os" [Oz]="-Oz" [Ofast]="-O2 -ffast-math -msimd128")
read -r -a levels <<<"${LEVELS:-O1 O2 O3 O3s}"
# The flags of each run compared with the reference, one run per entry ("|" between them);
# MODES="" is one run with none.
IFS='|' read -r -a modes <<<"${MODES---no-cost-model|--no-cost-model --no-first-call-check}"
[ ${#modes[@]} -gt 0 ] || modes=("")
for level in "${levels[@]}"; do
  [ -n "${flags[$level]:-}" ] || { echo "unknown level $level" >&2; exit 2; }
done
status=0
for src in "$@"; do
  name=$(basename "$src" .c)
  mapfile -t argsets < <(grep '^// ARGS:' "$src" | sed 's#^// ARGS:##')
  # Extra compiler flags of the source (`// CFLAGS: -mnontrapping-fptoint`), at every level.
  cflags=$(grep '^// CFLAGS:' "$src" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
  runs=0; differ=0
  for level in "${levels[@]}"; do
    w="$out/$name.$level.wasm"
    # shellcheck disable=SC2086
    if ! clang-19 --target=wasm32-wasi --sysroot=/usr ${flags[$level]} $cflags -ffp-contract=off \
      -o "$w" "$src" -lm 2>"$out/$name.$level.cc.err"; then
      echo "BUILD FAILED $name $level"; cat "$out/$name.$level.cc.err"; status=1; continue
    fi
    for args in "${argsets[@]}"; do
      # shellcheck disable=SC2086
      timeout 120 "$tw" run "$w" --no-offload -- $args >"$out/ref.out" 2>"$out/ref.err"
      echo $? >"$out/ref.rc"
      for mode in "${modes[@]}"; do
        runs=$((runs + 1))
        # shellcheck disable=SC2086
        timeout 120 "$tw" run "$w" "${device[@]}" $mode -- $args >"$out/our.out" 2>"$out/our.err"
        echo $? >"$out/our.rc"
        what=""
        cmp -s "$out/ref.out" "$out/our.out" || what="stdout"
        cmp -s "$out/ref.rc" "$out/our.rc" || what="$what exit($(cat "$out/ref.rc")/$(cat "$out/our.rc"))"
        [ "$(grep -o 'wasm trap:.*' "$out/ref.err")" = "$(grep -o 'wasm trap:.*' "$out/our.err")" ] \
          || what="$what trap"
        grep -qiE 'panicked|internal error' "$out/our.err" && what="$what panic"
        if [ -n "$what" ]; then
          differ=$((differ + 1)); status=1
          echo "DIFFERS $name $level [$args] $mode:$what"
        fi
      done
    done
  done
  echo "$name: $runs runs, $differ differ"
done
exit $status
