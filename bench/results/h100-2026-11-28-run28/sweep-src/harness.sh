#!/bin/bash
# usage: harness.sh prog.c  ; args sets from lines "// ARGS: a b c" in the source
cd /tmp/sweep2
src=$1; name=$(basename $src .c)
TW=/tmp/sweep2/tw
declare -A FLAGS=( [O1]="-O1" [O2]="-O2" [O3]="-O3" [O3s]="-O3 -msimd128" )
mapfile -t ARGSETS < <(grep '^// ARGS:' $src | sed 's#^// ARGS:##')
runs=0; mism=0; launches=0
for b in O1 O2 O3 O3s; do
  w=build/$name.$b.wasm
  clang-19 --target=wasm32-wasi --sysroot=/usr ${FLAGS[$b]} -ffp-contract=off -o $w $src -lm 2>build/$name.$b.cc.err || { echo "BUILD FAIL $name $b"; cat build/$name.$b.cc.err; continue; }
  ai=0
  for a in "${ARGSETS[@]}"; do
    ai=$((ai+1))
    pre=out/$name.$b.a$ai
    timeout 60 $TW run $w --no-offload -- $a >$pre.ref.out 2>$pre.ref.err; echo $? >$pre.ref.rc
    i=0
    for mode in "--simulate --no-cost-model" "--simulate --no-cost-model --no-first-call-check" "--simulate --no-cost-model --metrics"; do
      i=$((i+1))
      timeout 60 $TW run $w $mode -- $a >$pre.m$i.out 2>$pre.m$i.err; echo $? >$pre.m$i.rc
      runs=$((runs+1))
      o=$pre.m$i.out
      if [ $i = 3 ]; then grep -v -e '^# ' -e '^tensor_wasm_' $pre.m$i.out > $pre.m$i.outf; o=$pre.m$i.outf; fi
      bad=""
      cmp -s $pre.ref.out $o || bad="stdout"
      cmp -s $pre.ref.rc $pre.m$i.rc || bad="$bad rc($(cat $pre.ref.rc)/$(cat $pre.m$i.rc))"
      [ "$(grep -o 'wasm trap:.*' $pre.ref.err)" = "$(grep -o 'wasm trap:.*' $pre.m$i.err)" ] || bad="$bad TRAPKIND"
      grep -qiE 'panic|internal error' $pre.m$i.err && bad="$bad PANIC"
      if [ $i = 3 ]; then l=$(grep '^tensor_wasm_offload_success_total' $pre.m3.err | awk '{print $2}'); launches=$((launches+${l:-0})); fi
      if [ -n "$bad" ]; then mism=$((mism+1)); echo "MISMATCH $name $b args=[$a] mode=[$mode]: $bad"; fi
    done
  done
done
echo "DONE $name runs=$runs mismatches=$mism gpu_launches(metrics runs)=$launches"
