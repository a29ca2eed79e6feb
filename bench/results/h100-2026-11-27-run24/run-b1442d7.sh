#!/usr/bin/env bash
set -uo pipefail
export SKIP_PLAIN=1
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm
S=$OUT/gpu-correctness.txt
for spec in "512 12 0" "512 12 1" "512 12 2" "512 12 3" "130 9 1"; do
  ref=$($TW run golden/programs/step_calls.wasm --no-offload -- $spec | md5sum | cut -c1-8)
  for fl in "--no-cost-model" "--no-cost-model --no-first-call-check" ""; do
    got=$($TW run golden/programs/step_calls.wasm $fl --metrics -- $spec 2>$OUT/e.txt | md5sum | cut -c1-8)
    L=$(grep '^tensor_wasm_offload_success_total' $OUT/e.txt | awk '{print $2}')
    echo "step_calls $spec [$fl] $([ $ref = $got ] && echo same || echo DIFF) launches=$L $(grep -c -i 'panic\|error' $OUT/e.txt)"
  done
done > $S
for spec in "300 7 0" "300 7 1" "40 5 0"; do
  ref=$($TW run bench/programs/heat2d.wasm --no-offload -- $spec | md5sum | cut -c1-8)
  for fl in "--no-cost-model" "--no-cost-model --no-first-call-check"; do
    got=$($TW run bench/programs/heat2d.wasm $fl --metrics -- $spec 2>$OUT/e.txt | md5sum | cut -c1-8)
    L=$(grep '^tensor_wasm_offload_success_total' $OUT/e.txt | awk '{print $2}')
    echo "heat2d $spec [$fl] $([ $ref = $got ] && echo same || echo DIFF) launches=$L bulk=$(grep -o 'device bulk: [0-9]*' $OUT/e.txt | cut -d' ' -f3)"
  done
done >> $S
P=.device/probe2
( while IFS='|' read -r n a; do
  ref=$(timeout 60 $TW run $P/$n.O2.wasm --no-offload -- $a </dev/null 2>/dev/null | md5sum | cut -c1-8); rrc=${PIPESTATUS[0]}
  for o in O2 O3simd; do
    got=$(timeout 60 $TW run $P/$n.$o.wasm --no-cost-model --check --metrics -- $a </dev/null 2>$OUT/e.txt | md5sum | cut -c1-8)
    L=$(grep '^tensor_wasm_offload_success_total' $OUT/e.txt | awk '{print $2}')
    echo "probe $n.$o [$a] $([ $ref = $got ] && echo same || echo DIFF) launches=$L chk=$(grep -c '^check: stdout and exit code equal' $OUT/e.txt) bad=$(grep -c -i 'panic\|mismatch' $OUT/e.txt)"
  done
done < $P/list.txt ) > $OUT/probe2-gpu.txt 2>&1 &
PP=$!
( sleep 260; kill $PP 2>/dev/null ) &
wait $PP
rm -f $OUT/e.txt
timeout 150 env REPEAT=3 OUT=$OUT/std bash bench/programs/device-run.sh hotcalls heat2d intstats > /dev/null 2>&1
echo "std rc=$?"
cp $OUT/std/results.md $OUT/subset-results.md; rm -rf $OUT/std
cat $S; echo "probe lines $(grep -c . $OUT/probe2-gpu.txt) same $(grep -c ' same ' $OUT/probe2-gpu.txt) chk $(grep -c 'chk=1' $OUT/probe2-gpu.txt)"; grep -v ' same .*chk=1 bad=0' $OUT/probe2-gpu.txt | head -20; cat $OUT/subset-results.md
