#!/usr/bin/env bash
# Here (no GPU needed): builds the benchmark, lowers the fixtures and fills .bench/ (git-ignored)
# with what the device machine needs: the stripped binary, our PTX, the CUDA twins and gpu-run.sh.
# Then, on the device machine, with `.bench` carried: `bash .bench/gpu-run.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
(cd golden/fixtures/bench && ./build.sh)
cargo build -p tensor-wasm-bench --release
rm -rf .bench && mkdir -p .bench
cp target/release/tensor-wasm-bench .bench/ && strip .bench/tensor-wasm-bench
.bench/tensor-wasm-bench lower --fixtures golden/fixtures/bench --out .bench/ptx --sm 90
cp -r bench/cuda .bench/cuda && cp bench/gpu-run.sh .bench/
du -sh .bench
