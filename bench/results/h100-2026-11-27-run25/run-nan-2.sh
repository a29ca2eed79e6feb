#!/usr/bin/env bash
# Run 25 (5): NaN rebuilding, cheap form: kernel bench against 317fb05's PTX, GPU spec,
# probe programs (every nest launched, --check) against --no-offload.
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
timeout 130 .bench/tensor-wasm-bench gpu --ptx .bench/ptx --runs 20 --warmup 3 --out $OUT/kb-after > /dev/null 2>&1; echo "after rc=$?"
timeout 130 .bench/tensor-wasm-bench gpu --ptx .bench/before/ptx --runs 20 --warmup 3 --out $OUT/kb-before > /dev/null 2>&1; echo "before rc=$?"
for r in after before; do echo "== $r"; grep -A9 '^| kernel | our ms' $OUT/kb-$r/results.md; echo "bit-exact lines $(grep -c bit-exact $OUT/kb-$r/results.md)"; done > $OUT/kernel-bench.txt
rm -rf $OUT/kb-before
P=.device/probe2
( while IFS='|' read -r n a; do
  ref=$(timeout 60 $TW run $P/$n.O2.wasm --no-offload -- $a </dev/null 2>/dev/null | md5sum | cut -c1-8)
  for o in O2 O3simd; do
    got=$(timeout 60 $TW run $P/$n.$o.wasm --no-cost-model --check --metrics -- $a </dev/null 2>$OUT/e.txt | md5sum | cut -c1-8)
    L=$(grep '^tensor_wasm_offload_success_total' $OUT/e.txt | awk '{print $2}')
    echo "probe $n.$o [$a] $([ $ref = $got ] && echo same || echo DIFF) launches=$L chk=$(grep -c '^check: stdout and exit code equal' $OUT/e.txt)"
  done
done < $P/list.txt ) > $OUT/probe2-gpu.txt 2>&1 &
PP=$!
( sleep 170; kill $PP 2>/dev/null ) &
wait $PP
$TW run $P/p16_nan.O2.wasm --no-cost-model -- 33 > $OUT/p16_nan-h100-new.txt 2>&1
timeout 150 $TW conform golden/spec/*.wast golden/spec/extra golden/spec/simd --backend gpu > $OUT/conform-gpu.txt 2>&1; echo "conform rc=$?"
rm -f $OUT/e.txt
cat $OUT/kernel-bench.txt; echo "probe lines $(grep -c . $OUT/probe2-gpu.txt) same $(grep -c ' same ' $OUT/probe2-gpu.txt)"; grep -v ' same ' $OUT/probe2-gpu.txt | head; cat $OUT/p16_nan-h100-new.txt; tail -2 $OUT/conform-gpu.txt
