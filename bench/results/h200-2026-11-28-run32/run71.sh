#!/usr/bin/env bash
# Session 27: trmm (r02_trmm.c, B = alpha A^T B, rows n apart) and main's upper triangle on the GPU.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=.device/tensor-wasm; W=.device/w
nvidia-smi -L
now() { date +%s.%N; }
echo "== correctness: GPU (checked and unchecked) against --no-offload"
for f in r02_trmm.O2 r02_trmm.O3; do
  for sz in "4 5" "10 7" "1 3" "20 24" "2 3" "300 257" "511 33" "1000 1000"; do
    ref=$($TW run $W/$f.wasm --no-offload -- $sz 2>&1)
    for mode in "" "--no-first-call-check"; do
      ours=$($TW run $W/$f.wasm $mode -- $sz 2>&1)
      [ "$ours" = "$ref" ] && r=same || r="DIFF: $ours vs $ref"
      echo "$f [$sz] $mode: $r"
    done
  done
done
for f in tri_default p01_tri.O2; do
  for sz in "" 1 2 17 150 1000 3001; do
    ref=$($TW run $W/$f.wasm --no-offload -- $sz 2>&1 | md5sum)
    ours=$($TW run $W/$f.wasm -- $sz 2>&1 | md5sum)
    [ "$ours" = "$ref" ] && r=same || r=DIFF
    echo "$f [$sz]: $r"
  done
done
echo "== timing trmm (whole process, seconds)"
gcc -O3 -o /tmp/trmm_native $W/r02_trmm.c -lm 2>&1 | tail -2
for sz in "1500 1500" "2000 2000"; do
  for rep in 1 2 3; do
    t0=$(now); /tmp/trmm_native $sz > /tmp/n.out; t1=$(now)
    $TW run $W/r02_trmm.O2.wasm --no-offload -- $sz > /tmp/w.out; t2=$(now)
    $TW run $W/r02_trmm.O2.wasm --metrics -- $sz > /tmp/o.out 2> /tmp/o.err; t3=$(now)
    $TW run $W/r02_trmm.O3.wasm -- $sz > /tmp/o3.out 2>/dev/null; t4=$(now)
    same=$(cmp -s /tmp/w.out /tmp/o.out && cmp -s /tmp/w.out /tmp/o3.out && echo same || echo DIFF)
    nat=$(cmp -s /tmp/w.out /tmp/n.out && echo same || echo differs)
    echo "trmm [$sz] rep $rep: gcc-O3 $(awk "BEGIN{print $t1-$t0}") wasmtime(no-offload) $(awk "BEGIN{print $t2-$t1}") ours-O2 $(awk "BEGIN{print $t3-$t2}") ours-O3 $(awk "BEGIN{print $t4-$t3}") outputs:$same native:$nat"
  done
  grep -E "^# (nest_5|nest_6|transfers|hook|first-call|time)" /tmp/o.err
done
