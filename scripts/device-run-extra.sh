#!/usr/bin/env bash
# On the device machine (H100), with `.device` carried (bench/programs/device-bundle.sh packs
# the release `tensor-wasm` into .device/programs.tar.xz): every call of
# golden/auto/extra/calls.txt at -O1, -O2, -O3 and -O2 -msimd128 through
# `tensor-wasm run --check --metrics` on the GPU (random memory, as
# `auto::run_tests::extra_functions_equal_wasmi` runs them in the simulator): each kernel's
# first launch is compared with the CPU's run and the whole call with wasmi. One summary line
# per call in $OUT/extra-summary.txt, logs in $OUT/extra.log; exits non-zero when a call
# fails or disagrees. FILES="kernels_c kernels_d" limits the files.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT"
T=/tmp/tensor-wasm
[ -x "$T" ] || tar xJf .device/programs.tar.xz -C /tmp
log="$OUT/extra.log"; sum="$OUT/extra-summary.txt"
: >"$log"; : >"$sum"
status=0
dir=golden/auto/extra
while read -r file func args; do
  case "$file" in ''|'#'*) continue ;; esac
  if [ -n "${FILES:-}" ] && ! grep -qw "$file" <<<"$FILES"; then continue; fi
  for opt in O1 O2 O3 O2simd; do
    argv=()
    for a in $args; do argv+=(--arg "$a"); done
    label="$file.$opt $func $args"
    echo "=== $label" >>"$log"
    timeout 120 "$T" run "$dir/$file.$opt.wasm" --func "$func" "${argv[@]}" \
      --memory-pages 8 --random-memory 3 --check --metrics >"$OUT/one.txt" 2>&1
    rc=$?
    cat "$OUT/one.txt" >>"$log"
    launches=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' "$OUT/one.txt" | awk '{print $2}')
    verdict=$(grep -E '^check:' "$OUT/one.txt" | tail -1 | cut -c1-60)
    lines=$(grep -E '^L[0-9]+: ' "$OUT/one.txt" | head -3 | tr '\n' ';')
    printf '%-60s rc=%d launches=%s %s | %s\n' "$label" "$rc" "${launches:-0}" "$verdict" "$lines" | tee -a "$sum"
    if [ "$rc" -ne 0 ] || ! grep -q '^check: results and memory equal' "$OUT/one.txt"; then status=1; fi
  done
done <"$dir/calls.txt"
rm -f "$OUT/one.txt"
exit $status
