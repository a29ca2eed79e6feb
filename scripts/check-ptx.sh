#!/usr/bin/env bash
# Assembles every .ptx under DIR (default: out) with ptxas for sm_80 and sm_90 and checks that
# each kernel needs no stack frame, unless its module recurses (it declares
# __tensor_wasm_stack_guard: its recursive functions need frames and test their depth, docs/ABI.md
# section 5). Fails on the first PTX ptxas rejects.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
dir="${1:-out}"
count=0
while IFS= read -r -d '' ptx; do
  for sm in 80 90; do
    log=$("$PTXAS" --gpu-name "sm_$sm" -v -o /dev/null "$ptx" 2>&1) || { echo "ptxas sm_$sm rejected $ptx:"; echo "$log"; exit 1; }
    if ! grep -q "0 bytes stack frame" <<<"$log" && ! grep -q "__tensor_wasm_stack_guard" "$ptx"; then
      echo "$ptx (sm_$sm) uses a stack frame:"; echo "$log"; exit 1
    fi
  done
  count=$((count + 1))
done < <(find "$dir" -name '*.ptx' -print0 | sort -z)
[ "$count" -gt 0 ] || { echo "no .ptx under $dir"; exit 1; }
echo "ptxas: $count PTX files assembled for sm_80 and sm_90, 0 bytes stack frame each (but where recursion is guarded)"
