#!/usr/bin/env bash
# Here (no GPU needed): the stripped release `tensor-wasm` binary packed into .device/programs.tar.xz
# (git-ignored, about 20 MB) for bench/programs/device-run.sh, and the Python wasmtime wheel
# into .whl/ (git-ignored). Carry `.device` and `.whl`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/ensure-deps.sh
cargo build -q --release -p tensor-wasm-cli --bin tensor-wasm
mkdir -p .device
strip -o .device/tensor-wasm target/release/tensor-wasm
tar cJf .device/programs.tar.xz -C .device tensor-wasm
rm .device/tensor-wasm
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
  --implementation cp --platform manylinux1_x86_64 -d .whl wasmtime==50.0.1
du -sh .device/programs.tar.xz .whl
