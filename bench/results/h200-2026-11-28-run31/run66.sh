#!/usr/bin/env bash
# Session 26: one decline inside a resident region starts the context (TW_EXP=old: two, as
# before). Every program at both sizes: old and new default mode (first-call check) twice,
# interleaved, and new unchecked once. Outputs in $OUT/outputs.tar.xz.
set -uo pipefail
tar xJf .device/programs.tar.xz -C /tmp
T=/tmp/tensor-wasm
O=/tmp/outs; mkdir -p $O
el() { echo "$2 $1" | awk '{printf "%.3f", $1-$2}'; }
run_sizes() {
  grep -v '^#' bench/programs/$1 | while IFS='|' read -r small big; do
    n=$(echo $small | cut -d' ' -f1); a=$(echo $big); k=$n.$(echo $a | tr ' ' _)
    line="== $n [$a]"
    for r in 1 2; do
      for v in old new; do
        e="TW_EXP=$v"
        s0=$(date +%s.%N); env $e $T run bench/programs/$n.wasm --metrics -- $a > $O/$k.$v.$r.txt 2> /tmp/e.err; s1=$(date +%s.%N)
        line="$line | $v $(el $s0 $s1)"
        grep "^# \(device\|hook\|transfers\)" /tmp/e.err | sed "s/^/$k $v $r /" >> $OUT/detail.txt
      done
    done
    s0=$(date +%s.%N); $T run bench/programs/$n.wasm --no-first-call-check -- $a > $O/$k.unchecked.txt 2>/dev/null; s1=$(date +%s.%N)
    line="$line | unchecked $(el $s0 $s1)"
    echo "$line"
  done
}
echo "# large"; run_sizes sizes-large.txt
echo "# standard"; run_sizes sizes.txt
tar cJf $OUT/outputs.tar.xz -C $O .
