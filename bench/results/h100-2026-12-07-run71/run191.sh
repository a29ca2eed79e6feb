#!/usr/bin/env bash
# Session 64 (run 191): the per-row alias-test unswitch (unswitch_rows.rs) and the interchange
# of a child whose header runs past its last iteration; binary 101526d + that change.
# 1. MEDIUM with POLYBENCH_DUMP_ARRAYS at -O2 -msimd128 (heat-3d, cholesky, lu, ludcmp: the
#    programs whose kernels changed): default and every nest launched, against plain's.
# 2. golden/programs/heat_rows_simd.wasm, seeds 1 and 5, every nest launched, against plain.
# 3. heat-3d LARGE at -O2 -msimd128 and -O2: plain | ours, three alternated runs each.
# 4. cholesky, lu, ludcmp LARGE at -O2 -msimd128: ours, one run each (plain in run 188).
set -u
B=.device/r191
[ -x $B/tw ] || tar xJf .device/r191.tar.xz -C .device
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
out=${OUT:-/tmp/out191}; mkdir -p "$out"
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
echo "=== heat_rows_simd (every nest launched): seed | result | launches"
for s in 1 5; do
  timeout 120 $B/tw run $B/wasm/heat_rows_simd.wasm --no-cost-model --race off --metrics -- $s >/tmp/o3 2>/tmp/e3; echo $? >>/tmp/o3
  r=same; cmp -s /tmp/o3 $B/expected/heat_rows.$s.out || r=DIFF
  grep '^# nest' /tmp/e3 | grep -v 'never called' | cut -c1-200
  echo "$s | $r | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e3 | awk '{print $2}')"
done
echo "=== gemm_rows_simd (every nest launched): seed | result | launches"
for s in 1 9; do
  timeout 120 $B/tw run $B/wasm/gemm_rows_simd.wasm --no-cost-model --race off --metrics -- $s >/tmp/o3 2>/tmp/e3; echo $? >>/tmp/o3
  r=same; cmp -s /tmp/o3 $B/expected/gemm_rows.$s.out || r=DIFF
  grep '^# nest' /tmp/e3 | grep -v 'never called' | cut -c1-200
  echo "$s | $r | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e3 | awk '{print $2}')"
done
echo "=== heat-3d LARGE (whole process, s): level | plain x3 | ours x3 (alternated)"
for l in O2s O2; do
  w=$B/wasm/heat-3d.L.$l.wasm; p=""; o=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/tmp/hp 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/tmp/ho 2>$out/heat-3d.L.$l.$r.m; t3=$(now)
    p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
    cmp -s /tmp/hp /tmp/ho || echo "OUTPUT DIFFERS ($l run $r)"
  done
  echo "heat-3d.L.$l |$p |$o"
  grep '^# \(nest\|race\|time\|transfers\)' $out/heat-3d.L.$l.3.m | grep -v 'never called' | cut -c1-300
done
echo "=== gemm LARGE -O2 -msimd128 (whole process, s): plain x3 | ours x3 (alternated)"
w=$B/wasm/gemm.T.O2s.wasm; p=""; o=""
for r in 1 2 3; do
  t1=$(now); timeout 120 $B/tw run $w --no-offload >/dev/null 2>&1; t2=$(now)
  timeout 120 $B/tw run $w --metrics >/dev/null 2>$out/gemm.T.$r.m; t3=$(now)
  p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
done
echo "gemm.T.O2s |$p |$o"
grep '^# \(nest\|race\|time\|transfers\|device\)' $out/gemm.T.3.m | grep -v 'never called' | cut -c1-300
echo "=== LARGE -O2 -msimd128, ours (plain in run 188): program | s | launches"
for p in cholesky lu ludcmp; do
  w=$B/wasm/$p.T.O2s.wasm
  t1=$(now); timeout 120 $B/tw run $w --metrics >/dev/null 2>$out/$p.T.m; t2=$(now)
  echo "$p | $(el $t1 $t2) | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' $out/$p.T.m | awk '{print $2}')"
  grep '^# \(race\|time\)' $out/$p.T.m | cut -c1-300
done
