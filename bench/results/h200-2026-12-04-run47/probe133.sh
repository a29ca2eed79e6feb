#!/usr/bin/env bash
# Session 42 (probe 133): NaN bits on the GPU. .device/diag/fdiag.wasm (/tmp-built from
# probe133-fdiag.c, clang-19 -O2 -ffp-contract=off) prints every result of 31 float kernels
# (wasm min/max, rounding, copysign, libm, conversions) on special values: plain wasmtime
# against every nest launched; then h04_libm and h16_fops (sweep-src) both ways at -O2
# and -O3 -msimd128.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
T=.device/tensor-wasm; D=.device/diag
$T run $D/fdiag.wasm --no-offload > $OUT/ref.txt
$T run $D/fdiag.wasm --no-cost-model --no-first-call-check --race off --metrics > $OUT/gpu.txt 2> $OUT/gpu.err
echo "fdiag: $(diff $OUT/ref.txt $OUT/gpu.txt | grep -c '^<') of $(wc -l < $OUT/ref.txt) results differ"
diff $OUT/ref.txt $OUT/gpu.txt | grep '^>' | awk '{print $2}' | sort | uniq -c
for p in h04_libm h16_fops; do for l in O2 O3s; do
  for a in "600 10" "1 3" "2 5" "40 12" "800 8" "3 6" "61 9"; do
    case "$p $a" in "h04_libm 800 8"|"h04_libm 3 6"|"h04_libm 61 9"|"h16_fops 600 10"|"h16_fops 2 5"|"h16_fops 40 12") continue;; esac
    $T run $D/$p.$l.wasm --no-offload -- $a > /tmp/r.txt
    $T run $D/$p.$l.wasm --no-cost-model --no-first-call-check --race off -- $a > /tmp/g.txt 2>/dev/null
    cmp -s /tmp/r.txt /tmp/g.txt && echo "same $p.$l [$a]" || { echo "DIFFERS $p.$l [$a]"; diff /tmp/r.txt /tmp/g.txt | head -4; }
  done
done; done
# Probe 135 (appended): tanhf(x) + sqrtf(x), tanhf and sqrtf alone on h04_libm's inputs
# (probe135-tanh.c, built into .device/diag/tanhp.wasm), element by element.
$T run $D/tanhp.wasm --no-offload -- 200 > $OUT/tref.txt
$T run $D/tanhp.wasm --no-cost-model --no-first-call-check --race off -- 200 > $OUT/tgpu.txt
echo "tanhp: $(diff $OUT/tref.txt $OUT/tgpu.txt | grep -c '^<') of 200 lines differ"
diff $OUT/tref.txt $OUT/tgpu.txt | head -6
