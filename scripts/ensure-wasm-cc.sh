#!/usr/bin/env bash
# Installs the C toolchain for wasm32-wasi on Debian 12 when it is missing: clang-19,
# lld-19 (wasm-ld), wasi-libc and libclang-rt-19-dev-wasm32. Idempotent; prints what it
# installs. Sourced by the scripts that build C programs for wasm (bench/programs/build.sh,
# golden/programs/build.sh, scripts/program-sweep.sh); it sets nothing else.
ensure_wasm_cc() {
  local need=() sudo_cmd=""
  command -v clang-19 >/dev/null 2>&1 || need+=(clang-19)
  command -v wasm-ld-19 >/dev/null 2>&1 || command -v wasm-ld >/dev/null 2>&1 || need+=(lld-19)
  dpkg -s wasi-libc >/dev/null 2>&1 || need+=(wasi-libc)
  dpkg -s libclang-rt-19-dev-wasm32 >/dev/null 2>&1 || need+=(libclang-rt-19-dev-wasm32)
  [ "${#need[@]}" -gt 0 ] || return 0
  [ "$(id -u)" = 0 ] || sudo_cmd=sudo
  echo "ensure-wasm-cc: installing ${need[*]}" >&2
  $sudo_cmd apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -q "${need[@]}" >/dev/null
}
ensure_wasm_cc
