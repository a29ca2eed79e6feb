#!/usr/bin/env bash
# On the device machine (H100), with `.device` (bench/programs/device-bundle.sh) and `.whl`
# (the Python wasmtime wheel) carried: every program of sizes.txt at its bench size, native
# (gcc -O3), in wasmtime (Python package), in our binary without offload, and offloaded;
# results in $OUT/results.md, logs beside it.
set -uo pipefail
OUT=${OUT:-/tmp/device-out}
mkdir -p "$OUT"
tar xJf .device/programs.tar.xz -C .device
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
  --target /tmp/site .whl/*.whl && export PYTHONPATH=/tmp/site
nvidia-smi -L
python3 bench/programs/compare.py .device/tensor-wasm "$OUT" "${REPEAT:-3}" "$@" 2>&1 | tee "$OUT/compare.log"
