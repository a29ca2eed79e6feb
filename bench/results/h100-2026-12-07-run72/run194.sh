#!/usr/bin/env bash
# Session 65 (run 194): the session's last binary (per-row exit-test fix, v128 splat loads
# read back in resident regions). ttrans_simd against plain; MEDIUM jacobi-2d and fdtd-2d at
# -O2 -msimd128 (dumps) both modes; LARGE jacobi-2d and fdtd-2d -O2 -msimd128 timing.
set -u
B=.device/r194
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "=== ttrans_simd (every nest launched): args | result"
for a in "70 50" "33 97" "1 40"; do k=$(echo $a | tr ' ' _)
  r=same; timeout 60 $B/tw run $B/wasm/ttrans_simd.wasm --no-cost-model --race off -- $a >/tmp/t 2>/dev/null; cmp -s /tmp/t $B/expected/tt.$k.out || r=DIFF
  echo "$a | $r"; done
echo "=== correctness (MEDIUM, dumps): program | default | every nest launched | launches"
for w in $B/wasm/*.M.O2s.wasm; do
  k=$(basename "$w" .wasm); e=$B/expected/$k; r1=same; r2=same
  timeout 120 $B/tw run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  echo "$k | $r1 | $r2 | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')"
  grep '^# transfers' /tmp/e2 | cut -c1-200
done
echo "=== LARGE (whole process, s): program | plain x3 | ours x3 (alternated)"
for k in jacobi-2d.L.O2s fdtd-2d.L.O2s; do
  w=$B/wasm/$k.wasm; p=""; o=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/tmp/hp 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/tmp/ho 2>/tmp/m.$r; t3=$(now)
    p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
    cmp -s /tmp/hp /tmp/ho || echo "OUTPUT DIFFERS ($k run $r)"
  done
  echo "$k |$p |$o | launches $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/m.3 | awk '{print $2}')"
  grep '^# \(race\|time\|transfers\)' /tmp/m.3 | cut -c1-250
  echo "--- $k with --race off, no cost model:"
  timeout 120 $B/tw run $w --metrics --race off --no-cost-model 2>&1 >/dev/null | grep '^# \(nest\|time\|transfers\)' | grep -v never | cut -c1-250
done
