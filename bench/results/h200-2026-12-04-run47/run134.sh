#!/usr/bin/env bash
# Session 42 (run 134): the 30 PolyBench programs (run111.sh of run 41, SETDIR .device/pb,
# built from run 33's pb30-src with its sizes.txt), metrics in $OUT/m.tar.xz; then the
# h04_libm and h16_fops outputs that still differ from wasmtime's with every nest launched
# (probe 133), field by field: call line, field number, wasmtime's value, ours.
set -u
[ -x .device/tensor-wasm ] || tar xJf .device/programs.tar.xz -C .device
[ -d .device/pb ] || tar xJf .device/pb.tar.xz -C .device
bash bench/results/h200-2026-12-02-run41/run111.sh .device/pb
tar cJf "$OUT/m.tar.xz" -C /tmp $(cd /tmp && ls *.race *.off 2>/dev/null)
T=.device/tensor-wasm; D=.device/diag
for x in "h04_libm 600 10" "h16_fops 800 8"; do
  set -- $x
  $T run $D/$1.O2.wasm --no-offload -- $2 $3 > /tmp/r.txt
  $T run $D/$1.O2.wasm --no-cost-model --no-first-call-check --race off --metrics -- $2 $3 > /tmp/g.txt 2> /tmp/g.err
  echo "== $1 $2 $3"
  paste -d'|' /tmp/r.txt /tmp/g.txt | awk -F'|' '{n=split($1,a," "); split($2,b," "); for(i=1;i<=n;i++) if(a[i]!=b[i]) print NR, i, a[i], b[i]}' | head -20
  grep "^# nest" /tmp/g.err | grep -v "never called" | cut -c1-160
done
