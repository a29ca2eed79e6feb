#!/usr/bin/env bash
# Session 34 (run 97): what x86's NaN per vector lane costs kernels: six bench programs at
# -O3 -msimd128, bench size, the binary before (tw-old, 27e9ebd + the libc skip) and after.
set -u
tar xJf .device/programs.tar.xz -C .device; xz -dkf .device/tw-old.xz; chmod +x .device/tw-old
for p in gemm_kij conv2d nbody blackscholes blur jacobi2d; do
  .device/tensor-wasm run .device/simd/$p.wasm --no-offload > /tmp/$p.ref
  for b in tw-old tensor-wasm; do
    for rep in 1 2; do
      s=$(date +%s.%N); .device/$b run .device/simd/$p.wasm --metrics > /tmp/$p.$b 2> /tmp/$p.$b.err; e=$(date +%s.%N)
      cmp -s /tmp/$p.ref /tmp/$p.$b && st=same || st=DIFF
      echo "$p $b rep$rep $(awk "BEGIN{printf \"%.3f\", $e-$s}") s $st $(grep -o 'kernels [0-9.]* s' /tmp/$p.$b.err) launches $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$p.$b.err | awk '{print $2}')"
    done
  done
done
echo "=== gramschmidt and fdtd-2d (PolyBench -O2), before and after"
for p in gramschmidt fdtd-2d; do
  .device/tensor-wasm run .device/pb/$p.wasm --no-offload > /tmp/$p.ref
  for rep in 1 2; do
    for b in tw-old tensor-wasm; do
      s=$(date +%s.%N); .device/$b run .device/pb/$p.wasm --metrics > /tmp/$p.$b 2> /tmp/$p.$b.err; e=$(date +%s.%N)
      cmp -s /tmp/$p.ref /tmp/$p.$b && st=same || st=DIFF
      echo "$p $b rep$rep $(awk "BEGIN{printf \"%.3f\", $e-$s}") s $st launches $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/$p.$b.err | awk '{print $2}')"
      grep '^# transfers\|^# hook\|^# device' /tmp/$p.$b.err | cut -c1-200
    done
  done
  s=$(date +%s.%N); .device/tensor-wasm run .device/pb/$p.wasm --no-offload > /dev/null; e=$(date +%s.%N); echo "$p wasmtime $(awk "BEGIN{printf \"%.3f\", $e-$s}") s"
done
