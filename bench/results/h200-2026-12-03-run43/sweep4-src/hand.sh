#!/bin/bash
# The sweep's by-hand comparison of programs that read stdin or files (written by a helper
# session): plain wasmtime against five offloaded modes, stdout, stderr, exit code and the
# file the program writes. DATA is the folder the program's --dir option names (a copy of
# data/ here). usage: hand.sh name wasm input extra-opts... -- args
T=${TENSOR_WASM:-target/release/tensor-wasm}
DATA=${DATA:-/tmp/sweep4A/data}
name=$1; w=$2; in=$3; shift 3
opts=(); while [ "$1" != "--" ]; do opts+=("$1"); shift; done; shift
d=${BUILD:-/tmp/sw4A}/hand/$name; mkdir -p $d
rm -rf $DATA/out*.bin
timeout 60 $T run --no-offload "$w" "${opts[@]}" -- "$@" < $in > $d/ref.out 2> $d/ref.err; echo $? > $d/ref.rc
cp $DATA/out.bin $d/ref.bin 2>/dev/null
i=0
for mode in "--simulate --no-cost-model" "--simulate" "--simulate --race on" "--simulate --no-cost-model --race on" "--simulate --no-cost-model --no-first-call-check"; do
  i=$((i+1)); rm -rf $DATA/out*.bin
  timeout 60 $T run $mode "$w" "${opts[@]}" -- "$@" < $in > $d/o$i.out 2> $d/o$i.err; echo $? > $d/o$i.rc
  what=""
  cmp -s $d/ref.out $d/o$i.out || what="stdout"
  cmp -s $d/ref.err $d/o$i.err || what="$what stderr"
  cmp -s $d/ref.rc $d/o$i.rc || what="$what rc($(cat $d/ref.rc)/$(cat $d/o$i.rc))"
  if [ -f $d/ref.bin ]; then cmp -s $d/ref.bin $DATA/out.bin || what="$what outfile"; fi
  grep -qiE 'panicked|internal error' $d/o$i.err && what="$what PANIC"
  [ -n "$what" ] && echo "DIFF $name [$mode] [$*]:$what"
done
echo "$name ok-checked rc=$(cat $d/ref.rc)"
