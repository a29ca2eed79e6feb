#!/usr/bin/env bash
# Session 63 (run 187): run 186's measurements (which never ran: no machine was free) with
# session 63's binary, plus syrk and syr2k at -O2 -msimd128, whose rows now launch as one
# kernel (before: one launch per (row, k)). MEDIUM with dumps (-O2, -O3, -O2 -msimd128;
# default and every nest launched) against plain wasmtime's output; LARGE whole-process
# times, plain / ours alternated 3 times; mvt, atax, durbin alternated 5 times.
set -u
B=.device/r187
[ -x $B/tw-new ] || tar xJf .device/r187.tar.xz -C .device
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
out=${OUT:-/tmp/out187}; mkdir -p "$out"
echo "=== correctness (MEDIUM, dumps, tw-new): program level | default | --no-cost-model --race off | launches"
for w in $B/wasm/*.M.*.wasm; do
  k=$(basename "$w" .wasm); e=$B/expected/$k; r1=same; r2=same
  timeout 120 $B/tw-new run "$w" >/tmp/o1 2>/tmp/e1; echo $? >>/tmp/o1
  cmp -s /tmp/o1 $e.out && cmp -s /tmp/e1 $e.err || r1=DIFF
  timeout 120 $B/tw-new run "$w" --no-cost-model --race off --metrics >/tmp/o2 2>/tmp/e2; echo $? >>/tmp/o2
  grep -v -E '^(# |tensor_wasm_)' /tmp/e2 >/tmp/e2b
  cmp -s /tmp/o2 $e.out && cmp -s /tmp/e2b $e.err || r2=DIFF
  l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' /tmp/e2 | awk '{print $2}')
  echo "$k | $r1 | $r2 | ${l:-0}"
done
echo "=== time (LARGE, whole process, s): program | round | plain | new | threads of the triangle's launch"
for p in correlation covariance; do
  w=$B/wasm/$p.T.O2.wasm
  for r in 1 2 3; do
    t1=$(now); $B/tw-new run $w --no-offload >/dev/null 2>&1; t2=$(now)
    $B/tw-new run $w --metrics >/dev/null 2>$out/$p.new.m; t3=$(now)
    th() { grep -o 'gpu x1 (first: [0-9]* threads)' $1 | tail -1 | grep -o '[0-9]* threads'; }
    echo "$p | $r | $(el $t1 $t2) | $(el $t2 $t3) | $(th $out/$p.new.m)"
  done
  grep '^# \(transfers\|first-call\|race\|time\)' $out/$p.new.m
done
echo "=== time (LARGE, whole process, s): syrk/syr2k | level | round | plain | ours | launches"
for p in syrk syr2k; do
  for lv in O2 O2s; do
    w=$B/wasm/$p.T.$lv.wasm
    for r in 1 2 3; do
      t1=$(now); $B/tw-new run $w --no-offload >/dev/null 2>&1; t2=$(now)
      $B/tw-new run $w --metrics >/dev/null 2>$out/$p.$lv.m; t3=$(now)
      l=$(grep -o '^tensor_wasm_offload_success_total [0-9]*' $out/$p.$lv.m | awk '{print $2}')
      echo "$p | $lv | $r | $(el $t1 $t2) | $(el $t2 $t3) | ${l:-0}"
    done
    grep '^# \(nest\|transfers\|first-call\|race\|time\)' $out/$p.$lv.m | grep -v never | cut -c1-300
  done
done
echo "=== time (LARGE, whole process, s): program | plain x5 | ours (new) x5"
for p in mvt atax durbin; do
  w=$B/wasm/$p.T.O2.wasm; a=""; b=""
  for r in 1 2 3 4 5; do
    t1=$(now); $B/tw-new run $w --no-offload >/dev/null 2>&1; t2=$(now)
    $B/tw-new run $w --metrics >/dev/null 2>$out/$p.m; t3=$(now)
    a="$a $(el $t1 $t2)"; b="$b $(el $t2 $t3)"
  done
  echo "$p |$a |$b"
  grep '^# \(race\|time\)' $out/$p.m
done
echo "=== gramschmidt and doitgen (LARGE), one run each with --metrics: plain | ours"
for p in gramschmidt doitgen; do
  w=$B/wasm/$p.T.O2.wasm
  t1=$(now); $B/tw-new run $w --no-offload >/dev/null 2>&1; t2=$(now)
  $B/tw-new run $w --metrics >/dev/null 2>$out/$p.m; t3=$(now)
  echo "$p | $(el $t1 $t2) | $(el $t2 $t3)"
  grep '^# \(transfers\|deciding\|hook\|first-call\|race\|time\)' $out/$p.m | cut -c1-300
done
