#!/usr/bin/env bash
# The program sweep on the GPU machine, in two halves: `build` here (clang 19, which the
# device machine lacks), `run` there (from the repository root, no compiler needed).
#   scripts/device-sweep.sh build DIR SOURCE.c...   each source at -O2 and -O3 -msimd128 (or
#                                                   the levels of LEVELS, as program-sweep.sh
#                                                   names them) into
#                                                   DIR/NAME.LEVEL.wasm, its `// ARGS:` lines
#                                                   into DIR/NAME.args (a NAME.args already
#                                                   there is kept: argument sets of a program
#                                                   without ARGS lines)
#   scripts/device-sweep.sh run TENSOR_WASM DIR     each argument set as plain wasmtime
#                                                   (--no-offload, the reference), as the
#                                                   default run (cost model, race) and with
#                                                   every nest launched and no first-call
#                                                   check; stdout and exit code against the
#                                                   reference. A `same`/`DIFFERS` line per run
#                                                   with its launches, then a TOTAL line;
#                                                   exits 1 when anything differs.
# scripts/program-sweep.sh is the simulator's sweep (four levels, both first-call modes).
set -uo pipefail
what=${1:-}
case "$what" in
build)
  [ $# -ge 3 ] || { echo "usage: $0 build DIR SOURCE.c..." >&2; exit 2; }
  # shellcheck source=ensure-wasm-cc.sh
  source "$(dirname "${BASH_SOURCE[0]}")/ensure-wasm-cc.sh"
  dir=$2; shift 2
  mkdir -p "$dir"
  for f in "$@"; do
    n=$(basename "$f" .c)
    cflags=$(grep '^// CFLAGS:' "$f" | sed 's#^// CFLAGS:##' | tr '\n' ' ')
    for level in ${LEVELS:-O2 O3s}; do
      case $level in
        O3s) opt="-O3 -msimd128" ;;
        Ofast) opt="-O2 -ffast-math -msimd128" ;;
        O0 | O1 | O2 | O3 | Os | Oz) opt="-$level" ;;
        *) echo "unknown level $level" >&2; exit 2 ;;
      esac
      # shellcheck disable=SC2086
      clang-19 --target=wasm32-wasi --sysroot=/usr $opt $cflags -ffp-contract=off \
        -o "$dir/$n.$level.wasm" "$f" -lm || exit 1
    done
    [ -s "$dir/$n.args" ] || grep '^// ARGS:' "$f" | sed 's#^// ARGS:##' >"$dir/$n.args" || true
  done
  ;;
run)
  [ $# -eq 3 ] || { echo "usage: $0 run TENSOR_WASM DIR" >&2; exit 2; }
  tw=$2; dir=$3; tmp=$(mktemp -d)
  runs=0; differ=0
  for w in "$dir"/*.wasm; do
    n=$(basename "$w" .wasm)
    while IFS= read -r args; do
      # shellcheck disable=SC2086
      timeout 60 "$tw" run "$w" --no-offload -- $args >"$tmp/ref.out" 2>"$tmp/ref.err"; rr=$?
      for mode in "" "--no-cost-model --no-first-call-check --race off"; do
        runs=$((runs + 1))
        # shellcheck disable=SC2086
        timeout 60 "$tw" run "$w" $mode --metrics -- $args >"$tmp/our.out" 2>"$tmp/our.err"; ro=$?
        l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' "$tmp/our.err" | awk '{print $2}')
        if ! cmp -s "$tmp/ref.out" "$tmp/our.out" || [ $rr != $ro ]; then
          differ=$((differ + 1))
          echo "DIFFERS $n [$args] [$mode] exit $rr/$ro launches ${l:-0}"
          diff "$tmp/ref.out" "$tmp/our.out" | head -5; grep -v '^#' "$tmp/our.err" | tail -3
        else
          echo "same $n [$args] [$mode] launches ${l:-0}"
        fi
      done
    done <"$dir/${n%.*}.args"
  done
  rm -rf "$tmp"
  echo "TOTAL $runs runs, $differ differ"
  [ $differ = 0 ]
  ;;
*) sed -n '2,17p' "$0" >&2; exit 2 ;;
esac
