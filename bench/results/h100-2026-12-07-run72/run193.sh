#!/usr/bin/env bash
# Session 65 (run 193): a hoisted alias test's two sides as forms each call chooses from
# (unswitch_alternatives.rs).
# 1. MEDIUM with POLYBENCH_DUMP_ARRAYS at -O2 -msimd128 (the programs whose kernels changed in
#    the simulator at SMALL): default and every nest launched, against plain's.
# 2. golden/programs/jacobi_hoisted_simd.wasm, seeds 1 and 5, every nest launched.
# 3. jacobi-2d and fdtd-2d LARGE at -O2 -msimd128 and -O2: plain | ours, three alternated runs.
set -u
B=.device/r193
[ -x $B/tw ] || tar xJf .device/r193.tar.xz -C .device
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
out=${OUT:-/tmp/out193}; mkdir -p "$out"
echo "=== correctness (MEDIUM, dumps, -O2 -msimd128): program | default | every nest launched | launches"
for w in $B/wasm/*.M.O2s.wasm; do
  k=$(basename "$w" .wasm); e=$B/expected/$k; r1=same; r2=same
  timeout 120 $B/tw run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')
  grep '^# nest' /tmp/e2 | grep -v 'never called' | cut -c1-200 > $out/$k.nests
  echo "$k | $r1 | $r2 | ${l:-0}"
done
echo "=== jacobi_hoisted_simd (every nest launched): seed | result | launches"
for s in 1 5; do
  timeout 120 $B/tw run $B/wasm/jacobi_hoisted_simd.wasm --no-cost-model --race off --metrics -- $s >/tmp/o3 2>/tmp/e3; echo $? >>/tmp/o3
  r=same; cmp -s /tmp/o3 $B/expected/jh.$s.out || r=DIFF
  grep '^# nest' /tmp/e3 | grep -v 'never called' | cut -c1-200
  echo "$s | $r | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e3 | awk '{print $2}')"
done
echo "=== LARGE (whole process, s): program | plain x3 | ours x3 (alternated)"
for k in jacobi-2d.L.O2s fdtd-2d.L.O2s jacobi-2d.L.O2 fdtd-2d.L.O2; do
  w=$B/wasm/$k.wasm; p=""; o=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/tmp/hp 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/tmp/ho 2>$out/$k.$r.m; t3=$(now)
    p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
    cmp -s /tmp/hp /tmp/ho || echo "OUTPUT DIFFERS ($k run $r)"
  done
  echo "$k |$p |$o | launches $(grep -o '^tensor_wasm_offload_success_total [0-9]*' $out/$k.3.m | awk '{print $2}')"
  grep '^# \(nest\|race\|time\|transfers\|deciding\)' $out/$k.3.m | grep -v 'never called' | cut -c1-300
done
