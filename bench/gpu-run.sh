#!/usr/bin/env bash
# On the device machine (CUDA 13, nvcc, an H100), from the repository root, after
# bench/prepare.sh filled .bench/ here. One call: nvcc's PTX of the CUDA twins (default and
# -fmad=false), ptxas -v and SASS of every PTX (ours and nvcc's) into analysis.tar.gz, then the
# benchmark. Everything lands in $OUT (or /tmp/bench-out).
set -uo pipefail
OUT=${OUT:-/tmp/bench-out}
mkdir -p "$OUT" /tmp/an
export PATH=/usr/local/cuda/bin:$PATH
{
  nvidia-smi
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,clocks.mem,clocks.max.mem,power.limit,temperature.gpu --format=csv
  nvcc --version
  lscpu | head -20
} >/tmp/an/machine.txt 2>&1
mkdir -p .bench/ptx/nvcc .bench/ptx/nvcc_nofma
for f in .bench/cuda/*.cu; do
  n=$(basename "$f" .cu)
  nvcc -O3 -arch=sm_90 --ptx -o ".bench/ptx/nvcc/$n.ptx" "$f" || echo "nvcc failed on $f"
  nvcc -O3 -arch=sm_90 -fmad=false --ptx -o ".bench/ptx/nvcc_nofma/$n.ptx" "$f" || echo "nvcc -fmad=false failed on $f"
done
for d in ours ours_nobc ours_noalign ours_nobc_noalign nvcc nvcc_nofma; do
  for p in .bench/ptx/$d/*.ptx; do
    n=$(basename "$p" .ptx)
    echo "== $d/$n" >>/tmp/an/ptxas-v.txt
    ptxas -arch=sm_90 -v -o "/tmp/an/$d.$n.cubin" "$p" >>/tmp/an/ptxas-v.txt 2>&1
    cuobjdump -sass "/tmp/an/$d.$n.cubin" >"/tmp/an/$d.$n.sass" 2>&1
  done
done
rm -f /tmp/an/*.cubin
cp -r .bench/ptx /tmp/an/ptx
tar czf "$OUT/analysis.tar.gz" -C /tmp an
cp /tmp/an/machine.txt /tmp/an/ptxas-v.txt "$OUT/"
timeout 240 .bench/tensor-wasm-bench gpu --ptx .bench/ptx --runs 30 --warmup 3 --out "$OUT" 2>&1 | tee "$OUT/run.log"
