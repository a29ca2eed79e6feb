#!/bin/bash
# usage: run.sh prog size...   builds all levels, compares 3 sim modes vs reference
p=$1; shift
for lvl in O1 O2 O3 O2simd; do
  f="-${lvl%simd}"; [ "$lvl" = O2simd ] && f="-O2 -msimd128"
  [ $p.$lvl.wasm -nt $p.c ] || clang-19 --target=wasm32-wasi --sysroot=/usr $f -o $p.$lvl.wasm $p.c -lm || exit 1
  for n in "$@"; do
    timeout 60 /tmp/tw-probe run $p.$lvl.wasm --no-offload -- $n > out/$p.$lvl.$n.ref 2>out/$p.$lvl.$n.referr; rr=$?
    for mode in nc def nochk; do
      case $mode in nc) o="--no-cost-model";; def) o="";; nochk) o="--no-cost-model --no-first-call-check";; esac
      timeout 60 /tmp/tw-probe run $p.$lvl.wasm --simulate --metrics $o -- $n > out/$p.$lvl.$n.$mode 2>out/$p.$lvl.$n.$mode.err; rs=$?
      k=$(grep -o 'gpu x[0-9]*' out/$p.$lvl.$n.$mode.err | awk -Fx '{s+=$2}END{print s+0}')
      if cmp -s out/$p.$lvl.$n.ref out/$p.$lvl.$n.$mode && [ $rr = $rs ]; then st=same; else st="DIFF(rc $rr/$rs)"; fi
      extra=$(grep -iE 'panic|error|mismatch|thread .main' out/$p.$lvl.$n.$mode.err | head -2 | tr '\n' ' ')
      echo "$p $lvl n=$n $mode kernels=$k $st $extra"
    done
  done
done
