#!/usr/bin/env bash
# Session 67 (run 198): run 197 again with the cost model launching a peeled loop where either part pays.
# symm/trmm -O3 MEDIUM dumps against plain (default and every nest launched); LARGE timings
# (plain | ours alternated, 3 each) of symm, trmm at -O3 and fdtd-2d at -O2 -msimd128.
set -u
B=.device/r198
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in symm trmm; do e=$B/wasm/$k.M.O3; r1=same; r2=same
  timeout 120 $B/tw run $e.wasm >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw run $e.wasm --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  echo "$k.M.O3 | $r1 | $r2 | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2)"
  grep '^# nest' /tmp/e2 | grep -v never
done
echo "=== (s): program | plain x3 | ours x3 (alternated) | launches"
for k in symm.T.O3 trmm.T.O3 fdtd-2d.T.O2s; do
  w=$B/wasm/$k.wasm; p=""; o=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/tmp/hp 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/tmp/ho 2>/tmp/m.$r; t3=$(now)
    p="$p $(el $t1 $t2)"; o="$o $(el $t2 $t3)"
    cmp -s /tmp/hp /tmp/ho || echo "OUTPUT DIFFERS ($k run $r)"
  done
  echo "$k |$p |$o | $(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/m.3 | awk '{print $2}')"
  grep '^# \(race\|time\|hook\|transfers\|nest\)' /tmp/m.3 | grep -v never | cut -c1-250
done
