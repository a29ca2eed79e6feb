#!/usr/bin/env bash
# Installs what building and testing need on a fresh Debian 12 machine, when missing:
# LLVM 22 development packages (linked statically through llvm-sys) and ptxas (pip's
# nvidia-cuda-nvcc wheel). Idempotent; prints what it installs. Source it to get PTXAS set.
set -euo pipefail

llvm_prefix=/usr/lib/llvm-22
if [ ! -x "$llvm_prefix/bin/llvm-config" ] || [ ! -f "$llvm_prefix/lib/libPolly.a" ]; then
  echo "ensure-deps: installing LLVM 22 development packages" >&2
  export DEBIAN_FRONTEND=noninteractive
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -q >/dev/null
  $sudo_cmd apt-get install -y -q llvm-22-dev libpolly-22-dev libzstd-dev zlib1g-dev libxml2-dev >/dev/null
fi

find_ptxas() {
  if command -v ptxas >/dev/null 2>&1; then command -v ptxas; return; fi
  python3 - <<'PY' 2>/dev/null
import glob, os, site, sys
roots = site.getsitepackages() + [site.getusersitepackages()]
for r in roots:
    for p in sorted(glob.glob(os.path.join(r, "nvidia", "*", "bin", "ptxas"))):
        print(p); sys.exit(0)
sys.exit(1)
PY
}

if ! PTXAS=$(find_ptxas); then
  echo "ensure-deps: installing ptxas (pip nvidia-cuda-nvcc)" >&2
  python3 -m pip install -q --no-deps nvidia-cuda-nvcc >/dev/null 2>&1 \
    || python3 -m pip install -q --no-deps --break-system-packages nvidia-cuda-nvcc >/dev/null
  PTXAS=$(find_ptxas)
fi
export PTXAS
export LLVM_SYS_221_PREFIX="$llvm_prefix"
