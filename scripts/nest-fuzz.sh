#!/usr/bin/env bash
# Differential runs of random loop nests: scripts/nestgen.py writes a C program per seed
# (arrays passed twice at a run-time offset, triangular bounds, sums into cells, guarded
# stores, early exits, time loops), and scripts/program-sweep.sh builds each at LEVELS and
# compares plain wasmtime with every nest launched (the simulator unless --gpu), with and
# without the first-call check. Prints each difference and exits 1 on any.
#   scripts/nest-fuzz.sh [--gpu] FIRST_SEED LAST_SEED
# BUILD (default /tmp/nest-fuzz) holds the sources, modules and outputs; LEVELS and
# TENSOR_WASM as for program-sweep.sh. Campaigns and their findings: docs/FUZZING.md.
set -uo pipefail
here=$(dirname "${BASH_SOURCE[0]}")
gpu=()
if [ "${1:-}" = --gpu ]; then gpu=(--gpu); shift; fi
[ $# -eq 2 ] || { echo "usage: $0 [--gpu] FIRST_SEED LAST_SEED" >&2; exit 2; }
out=${BUILD:-/tmp/nest-fuzz}
mkdir -p "$out/src"
sources=()
for seed in $(seq "$1" "$2"); do
  python3 "$here/nestgen.py" "$seed" >"$out/src/nest$seed.c" || exit 2
  sources+=("$out/src/nest$seed.c")
done
BUILD="$out" bash "$here/program-sweep.sh" "${gpu[@]}" "${sources[@]}" | grep -v ' 0 differ$'
status=${PIPESTATUS[0]}
[ "$status" = 0 ] && echo "${#sources[@]} programs: no difference"
exit "$status"
