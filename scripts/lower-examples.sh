#!/usr/bin/env bash
# Quick start 1: lowers every example kernel of golden/fixtures to PTX in out/ and assembles
# each with ptxas for sm_80 and sm_90. Installs missing system packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
# TENSOR_WASM names a binary already built (scripts/test.sh passes the one its tests built).
tw=${TENSOR_WASM:-}
if [ -z "$tw" ]; then
  cargo build -q -p tensor-wasm-cli --bin tensor-wasm
  tw=./target/debug/tensor-wasm
fi
mkdir -p out
while read -r file func mode; do
  case "$file" in ''|'#'*) continue ;; esac
  dir="out/${file%.*}"
  "$tw" lower "golden/fixtures/$file" --func "$func" --mode "${mode:-kernel}" \
    --emit lowered,mir,llvm,ptx -o "$dir"
  echo "lowered golden/fixtures/$file ($func) -> $dir/$func.{lowered,mir,ll,ptx}"
done < golden/fixtures/kernels.txt
# Auto mode: the outlined kernels of the -O2 golden/auto inputs (docs/AUTO-OFFLOAD.md).
for f in vector_add saxpy gemv matmul conv3x3 jacobi; do
  dir="out/auto/$f.O2"
  rm -rf "$dir"
  "$tw" lower "golden/auto/$f.O2.wasm" --func "$f" --mode auto \
    --emit plan,lowered,ptx -o "$dir"
  echo "lowered golden/auto/$f.O2.wasm ($f, auto) -> $dir/"
done
scripts/check-ptx.sh out
