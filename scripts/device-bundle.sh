#!/usr/bin/env bash
# Here (no GPU needed): packs everything one device call needs into .device/bundle.tar.xz
# (git-ignored, about 40 MB, under the 64 MiB carry limit): the stripped `tensor-wasm` CLI, the
# stripped pipeline test binary (its GPU tests are #[ignore]d here) and .bench/ from
# bench/prepare.sh. Then, with `.device` carried, on the device machine:
#   bash scripts/device-run.sh        # results under $OUT
# It does not run anything on a GPU and does not touch tracked files.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-deps.sh
bash bench/prepare.sh
cargo build --bin tensor-wasm
test_bin=$(cargo test -p tensor-wasm-compiler --test pipeline --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "pipeline" and m.get("executable"):
        print(m["executable"])')
stage=$(mktemp -d)
mkdir -p "$stage/.device"
strip -o "$stage/.device/tensor-wasm" target/debug/tensor-wasm
strip -o "$stage/.device/pipeline" "$test_bin"
cp -r .bench "$stage/"
# The test binary reads golden/ at the path it was built at; device-run*.sh link it there.
(cd compiler/.. && pwd) >"$stage/.device/build-root"
rm -rf .device && mkdir -p .device
tar cJf .device/bundle.tar.xz -C "$stage" .device .bench
rm -rf "$stage"
du -sh .device/bundle.tar.xz
