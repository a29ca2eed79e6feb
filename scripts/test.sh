#!/usr/bin/env bash
# Quick start 2 and CI's test command: format, lints, every test, and ptxas on every golden
# kernel. Installs missing system packages first. Long campaigns (fuzzing, GPU runs) are not
# here: see docs/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
cargo test --workspace
cargo run -q -p tensor-wasm-compiler --bin tensor-wasm -- conform golden/spec --backend interp
scripts/lower-examples.sh
# The second CUDA backend (cust 0.3.2) builds without a CUDA toolkit against a generated stub.
sh runtime-shim/scripts/build-cust.sh clippy -p tensor-wasm-shim --features cust --all-targets -- -D warnings
