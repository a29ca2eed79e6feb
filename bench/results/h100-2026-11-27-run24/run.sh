#!/usr/bin/env bash
set -uo pipefail
export SKIP_PLAIN=1
tar xJf .device/programs.tar.xz -C .device
timeout 300 env REPEAT=2 OUT=$OUT/std bash bench/programs/device-run.sh > /dev/null 2>&1
echo "std rc=$?"
cp $OUT/std/results.md $OUT/std-results.md; rm -rf $OUT/std
timeout 150 env SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=60 OUT=$OUT/lg bash bench/programs/device-run.sh heat2d jacobi2d > /dev/null 2>&1
echo "large rc=$?"
cp $OUT/lg/results.md $OUT/large-results.md; rm -rf $OUT/lg
t() { local s=$(date +%s.%N); "$@" > $OUT/last.out 2>$OUT/last.err; local e=$(date +%s.%N); python3 -c "print(round($e - $s, 3))"; }
for spec in "4096 100 0" "4096 100 1" "2048 100 0" "2048 100 1"; do
  echo "heat2d $spec no-offload $(t .device/tensor-wasm run bench/programs/heat2d.wasm --no-offload -- $spec) $(md5sum < $OUT/last.out | cut -c1-8)"
  for fl in "" "--no-first-call-check"; do
    echo "heat2d $spec $fl $(t .device/tensor-wasm run bench/programs/heat2d.wasm --metrics $fl -- $spec) $(md5sum < $OUT/last.out | cut -c1-8)"
    grep "success_total \|^# transfers\|^# time\|^# hook\|^# device" $OUT/last.err | sed 's/tensor_wasm_offload_//; s/^# //; s/HELP.*counter //' | tr '\n' ' ' | cut -c1-600; echo
  done
done > $OUT/heat2d.txt
rm -f $OUT/last.err $OUT/last.out
cat $OUT/std-results.md $OUT/large-results.md $OUT/heat2d.txt
