#!/usr/bin/env bash
# Quick start 1: lowers every example kernel of golden/fixtures to PTX in out/ and assembles
# each with ptxas for sm_80 and sm_90. Installs missing system packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
cargo build -q -p tensor-wasm-cli --bin tensor-wasm
mkdir -p out
while read -r file func mode; do
  case "$file" in ''|'#'*) continue ;; esac
  dir="out/${file%.*}"
  ./target/debug/tensor-wasm lower "golden/fixtures/$file" --func "$func" --mode "${mode:-kernel}" \
    --emit lowered,mir,llvm,ptx -o "$dir"
  echo "lowered golden/fixtures/$file ($func) -> $dir/$func.{lowered,mir,ll,ptx}"
done < golden/fixtures/kernels.txt
# Auto mode: the outlined kernels of the -O2 golden/auto inputs (docs/AUTO-OFFLOAD.md).
for f in vector_add saxpy gemv matmul conv3x3 jacobi; do
  dir="out/auto/$f.O2"
  rm -rf "$dir"
  ./target/debug/tensor-wasm lower "golden/auto/$f.O2.wasm" --func "$f" --mode auto \
    --emit plan,lowered,ptx -o "$dir"
  echo "lowered golden/auto/$f.O2.wasm ($f, auto) -> $dir/"
done
scripts/check-ptx.sh out
