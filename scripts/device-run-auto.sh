#!/usr/bin/env bash
# On the device machine, after scripts/device-bundle.sh here and with `.device` carried, like
# scripts/device-run.sh: issue 6's GPU runs. Every golden/auto input (7 C programs x -O1, -O2,
# -O3, -O2 -msimd128) runs through `tensor-wasm run --check --metrics` on random memory: the
# parallel loop nests launch on the GPU, the first launch of each kernel is compared with the
# CPU reference, and the whole call is compared with wasmi. Then a few calls whose
# preconditions fail (overlap, out of bounds, misalignment) show their fallbacks. Logs land in
# $OUT/auto.log, one summary line per run in $OUT/auto-summary.txt. Exits non-zero if any run
# mismatches or fails.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT"
# The CLI alone may come as .device-auto/tensor-wasm.xz (carry [".device-auto"]), else from
# the bundle.
if [ -f .device-auto/tensor-wasm.xz ]; then
  xz -dc .device-auto/tensor-wasm.xz >/tmp/tensor-wasm && chmod +x /tmp/tensor-wasm
  T=/tmp/tensor-wasm
else
  [ -x .device/tensor-wasm ] || tar xJf .device/bundle.tar.xz
  T=.device/tensor-wasm
fi
log="$OUT/auto.log"; sum="$OUT/auto-summary.txt"
: >"$log"; : >"$sum"
status=0
# name | args (pointers are byte offsets in a 16 MiB memory)
runs=(
  "vector_add|1000003 0x100000 0x600000 0xB00000"
  "saxpy|1000003 1.5 0x100000 0x600000"
  "gemv|1000 1003 0x100000 0x600000 0x700000"
  "matmul|129 131 127 0x100000 0x200000 0x300000"
  "conv3x3|513 515 0x100000 0x300000 0x400000"
  "conv3x3|512 516 0x100000 0x300000 0x400000"
  "jacobi|5 257 0x100000 0x200000"
  "dot|100003 0x100000 0x200000"
  "transpose|1001 997 0x100000 0x500000"
  "shift|1000003 0 0x100000"
  "shift|1000003 3 0x100000"
  "colshift|1001 997 -1001 0x100000"
)
one() { # label module func args...
  local label=$1 module=$2 func=$3; shift 3
  local argv=() a
  for a in "$@"; do argv+=(--arg "$a"); done
  echo "=== $label: $T run $module --func $func ${argv[*]} --memory-pages 256 --random-memory 42 --check --metrics" >>"$log"
  local start=$(date +%s%N)
  timeout 300 "$T" run "$module" --func "$func" "${argv[@]}" --memory-pages 256 --random-memory 42 --check --metrics >>"$log" 2>&1
  local rc=$?
  local ms=$(( ($(date +%s%N) - start) / 1000000 ))
  local this=$(awk -v l="=== $label:" 'index($0, l) == 1 {p = 1; next} /^=== / {p = 0} p' "$log")
  local gpu=$(grep -o '^tensor_wasm_offload_success_total [0-9][0-9]*' <<<"$this" | awk '{print $2}')
  local fb=$(grep -o 'fallback_total{reason="[a-z_]*"} [0-9]*' <<<"$this" | sed 's/fallback_total{reason="\([a-z_]*\)"} /\1=/' | tr '\n' ' ')
  local verdict=$(grep -E '^check:' <<<"$this" | tail -1 | cut -c1-60)
  printf '%-52s rc=%d %6dms launches=%s fallbacks=[%s] %s\n' "$label" "$rc" "$ms" "${gpu:-0}" "$fb" "$verdict" | tee -a "$sum"
  [ "$rc" -eq 0 ] || status=1
}
for opt in O1 O2 O3 O2simd; do
  for r in "${runs[@]}"; do
    name=${r%%|*}; args=${r#*|}
    stem=$name; [ "$name" = colshift ] && stem=shift
    # shellcheck disable=SC2086
    one "$name.$opt($args)" "golden/auto/$stem.$opt.wasm" "$name" $args
  done
done
# Preconditions that fail: the loop runs on the CPU, the result still equals wasmi.
one "vector_add.O2 overlap" golden/auto/vector_add.O2.wasm vector_add 1000 0x100000 0x200000 0x100004
one "vector_add.O2 out-of-bounds" golden/auto/vector_add.O2.wasm vector_add 1000 0x100000 0x200000 0xFFFFF0
one "saxpy.O2 misaligned" golden/auto/saxpy.O2.wasm saxpy 1000 2.0 0x100001 0x200002
exit $status
