#!/usr/bin/env bash
# Run 25 (3): NaN rebuilding (ef3eacf) against 317fb05: kernel bench both ways, GPU spec,
# probe programs, whole-program A/B.
set -uo pipefail
export PATH=/usr/local/cuda/bin:$PATH
tar xJf .device/programs.tar.xz -C .device
tar xJf .device/kb.tar.xz
TW=.device/tensor-wasm
mkdir -p .bench/ptx/nvcc .bench/ptx/nvcc_nofma
for f in .bench/cuda/*.cu; do
  n=$(basename "$f" .cu)
  nvcc -O3 -arch=sm_90 --ptx -o ".bench/ptx/nvcc/$n.ptx" "$f"
  nvcc -O3 -arch=sm_90 -fmad=false --ptx -o ".bench/ptx/nvcc_nofma/$n.ptx" "$f"
done
cp -r .bench/ptx/nvcc .bench/ptx/nvcc_nofma .bench/before/ptx/
for round in 1 2; do
  timeout 150 .bench/tensor-wasm-bench gpu --ptx .bench/ptx --runs 20 --warmup 3 --out $OUT/kb-after-$round > /dev/null 2>&1; echo "after $round rc=$?"
  timeout 150 .bench/tensor-wasm-bench gpu --ptx .bench/before/ptx --runs 20 --warmup 3 --out $OUT/kb-before-$round > /dev/null 2>&1; echo "before $round rc=$?"
done
for r in after-1 before-1 after-2 before-2; do echo "== $r"; grep -A9 '^| kernel | our ms' $OUT/kb-$r/results.md; grep -c "bit-exact" $OUT/kb-$r/results.md; done > $OUT/kernel-bench.txt
P=.device/probe2
for n in p16_nan p09_libm p05_reduce; do
  grep "^$n|" $P/list.txt | while IFS='|' read -r n a; do
    ref=$(timeout 60 $TW run $P/$n.O2.wasm --no-offload -- $a </dev/null 2>/dev/null | md5sum | cut -c1-8)
    for o in O2 O3simd; do
      got=$(timeout 60 $TW run $P/$n.$o.wasm --no-cost-model --check --metrics -- $a </dev/null 2>$OUT/e.txt | md5sum | cut -c1-8)
      L=$(grep '^tensor_wasm_offload_success_total' $OUT/e.txt | awk '{print $2}')
      echo "probe $n.$o [$a] new $([ $ref = $got ] && echo same || echo DIFF) launches=$L chk=$(grep -c '^check: stdout and exit code equal' $OUT/e.txt)"
    done
  done
done > $OUT/probe.txt 2>&1
timeout 200 $TW conform golden/spec/*.wast golden/spec/extra golden/spec/simd --backend gpu > $OUT/conform-gpu.txt 2>&1; echo "conform rc=$?"
rm -f $OUT/e.txt
cat $OUT/kernel-bench.txt $OUT/probe.txt; tail -3 $OUT/conform-gpu.txt
