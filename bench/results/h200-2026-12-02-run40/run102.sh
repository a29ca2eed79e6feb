#!/usr/bin/env bash
# Session 35 (run 102): the session's binary against the last session's (25b6c80), in one
# call so both meet the same machine: whole-process seconds of each, two rounds alternating,
# and plain wasmtime once; outputs compared with plain wasmtime's.
# usage: bash .device/run102.sh   (.device/programs.tar.xz holds tensor-wasm and tw-old)
set -u
tar xJf .device/programs.tar.xz -C .device
NEW=.device/tensor-wasm; OLD=.device/tw-old
nvidia-smi -L
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
t() { local s=$(now); timeout 120 "$@" > /tmp/out.txt 2>/tmp/err.txt; local e=$(now); el $s $e; }
echo "program | wasmtime s | old s (2 rounds) | new s (2 rounds) | outputs | old launches | new launches"
for w in pb/2mm pb/3mm pb/gemm pb/syrk pb/syr2k pb/symm pb/trmm pb/correlation pb/covariance pb/cholesky pb/lu pb/ludcmp pb/floyd-warshall \
         pbs/2mm pbs/gemm pbs/symm pbs/syr2k pbs/syrk pbs/trmm pbs/lu pbs/floyd-warshall fixed_sizes; do
  W=.device/$w.wasm
  tw=$(t $NEW run $W --no-offload); cp /tmp/out.txt /tmp/ref.txt
  o1=$(t $OLD run $W --metrics); cmp -s /tmp/ref.txt /tmp/out.txt && so=same || so=DIFF
  lo=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/err.txt | awk '{print $2}')
  grep '^# device' /tmp/err.txt | sed "s|^|$w old |" >> /tmp/device.txt
  n1=$(t $NEW run $W --metrics); cmp -s /tmp/ref.txt /tmp/out.txt && sn=same || sn=DIFF
  ln=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/err.txt | awk '{print $2}')
  grep '^# device' /tmp/err.txt | sed "s|^|$w new |" >> /tmp/device.txt
  o2=$(t $OLD run $W); n2=$(t $NEW run $W)
  echo "$w | $tw | $o1 $o2 | $n1 $n2 | $so/$sn | $lo | $ln"
done
echo "=== device lines"
cat /tmp/device.txt
