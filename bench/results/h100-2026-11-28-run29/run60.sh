#!/usr/bin/env bash
# Session 24: the large sweep again after call sites skip the host inside resident regions
# whose device copy holds nothing; then the slowest cases of run 59 one at a time.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
nvidia-smi -L
tr '\n' '\0' < .device/large/cases.txt | timeout 400 xargs -0 -P 6 -n 1 bash .device/large/one.sh > $OUT/large.txt 2>&1
echo "large rc=$?"
grep -c "^ok?" $OUT/large.txt; grep -c "^MISMATCH" $OUT/large.txt
grep -A2 "^MISMATCH" $OUT/large.txt | head -20
# One at a time (no neighbours): plain wasmtime, then ours in the default mode, with --metrics.
for c in "p22_global2d.O3s.wasm|64 20001" "p26_csr.O2.wasm|3000001 4" "p04_3d_stencil.O3s.wasm|31 1501" "p27_calls.O2.wasm|200001 9" "p10_libm.O2.wasm|700001 0.003" "q19_life.O2.wasm|777 555 71" "p15_lu.O2.wasm|801"; do
  w=${c%%|*}; a=${c#*|}
  s0=$(date +%s.%N); $T run .device/large/build/$w --no-offload -- $a > /dev/null; s1=$(date +%s.%N)
  $T run .device/large/build/$w --metrics -- $a > $OUT/m.txt 2>&1; s2=$(date +%s.%N)
  echo "$w [$a]: wasmtime $(echo "$s1 $s0" | awk '{printf "%.3f", $1-$2}') s, ours $(echo "$s2 $s1" | awk '{printf "%.3f", $1-$2}') s"
  grep "^# hook\|^# time\|^# transfers\|^tensor_wasm_offload_success" $OUT/m.txt
done 2>&1 | tee $OUT/slow.txt
