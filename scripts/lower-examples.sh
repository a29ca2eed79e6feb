#!/usr/bin/env bash
# Quick start 1: lowers every example kernel of golden/fixtures to PTX in out/ and assembles
# each with ptxas for sm_80 and sm_90. Installs missing system packages first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
cargo build -q -p tensor-wasm-compiler --bin tensor-wasm
mkdir -p out
while read -r file func mode; do
  case "$file" in ''|'#'*) continue ;; esac
  dir="out/${file%.*}"
  ./target/debug/tensor-wasm lower "golden/fixtures/$file" --func "$func" --mode "${mode:-kernel}" \
    --emit lowered,mir,llvm,ptx -o "$dir"
  echo "lowered golden/fixtures/$file ($func) -> $dir/$func.{lowered,mir,ll,ptx}"
done < golden/fixtures/kernels.txt
scripts/check-ptx.sh out
