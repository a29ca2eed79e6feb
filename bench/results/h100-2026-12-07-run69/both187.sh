#!/bin/bash
# both187.sh [TOTAL_S]: run 187 (syrk/syr2k -O2 -msimd128 whole kernels, correlation/covariance,
# launch overhead), then run 185 (nestgen programs on the GPU) with run 187's binary for the time left.
tar xJf .device/r187.tar.xz -C .device && tar xJf .device/r185.tar.xz -C .device
mkdir -p .device/r186 && ln -sf ../r187/tw-new .device/r186/tw-new
start=$(date +%s)
bash .device/r187/run187.sh
left=$(( ${1:-450} - ($(date +%s) - start) ))
echo "=== run 185 for $left s"
bash .device/r185/go.sh $left
