#!/usr/bin/env bash
# Session 34 (run 94): a helper's 22 probe programs (aliasing, scatter, scans, traps, NaN
# edges, libm, time steps...) at O1/O2/O3/O2 -msimd128, each size: plain wasmtime
# (--no-offload) against GPU mode with every nest launched (--no-cost-model), first-call
# check on (chk) and off (nochk: what the kernels compute, unguarded). stdout and exit code.
set -u
tar xJf .device/programs.tar.xz -C .device
TW=$PWD/.device/tensor-wasm; D=$PWD/.device/probe2; O=${OUT:-/tmp}/probe; mkdir -p $O
nvidia-smi -L
one() {
  w=$1; n=$2; b=$(basename $w .wasm)
  timeout 60 $TW run $w --no-offload -- $n > $O/$b.$n.ref 2>/dev/null; rr=$?
  for mode in chk nochk; do
    o="--no-cost-model"; [ $mode = nochk ] && o="$o --no-first-call-check"
    timeout 60 $TW run $w --metrics $o -- $n > $O/$b.$n.$mode 2> $O/$b.$n.$mode.err; rs=$?
    k=$(grep -o 'gpu x[0-9]*' $O/$b.$n.$mode.err | awk -Fx '{s+=$2}END{print s+0}')
    f=$(grep -c 'first_call_mismatch\|cpu (kernel_trap)\|device_error' $O/$b.$n.$mode.err)
    if cmp -s $O/$b.$n.ref $O/$b.$n.$mode && [ $rr = $rs ]; then st=same; else st="DIFF(rc $rr/$rs)"; fi
    echo "$b n=$n $mode kernels=$k fallbacks=$f $st"
  done
}
export -f one; export TW O
while read p sizes; do
  for w in $D/$p.*.wasm; do for n in $sizes; do echo "$w $n"; done; done
done < $D/sizes.txt | xargs -P 6 -n 2 bash -c 'one "$0" "$1"' > $O/all.txt
sort $O/all.txt > $O/sorted.txt
echo "runs: $(wc -l < $O/sorted.txt), same: $(grep -c ' same$' $O/sorted.txt), kernels: $(awk -F'kernels=' '{split($2,a," "); s+=a[1]} END {print s}' $O/sorted.txt)"
grep -v ' same$' $O/sorted.txt | head -60
for f in $(grep -v ' same$' $O/sorted.txt | head -5 | awk '{print $1"."substr($2,3)"."$3}'); do
  echo "=== $f"; diff <(head -c 3000 $O/${f%.*}.ref) <(head -c 3000 $O/$f) | head -8; grep '^# nest\|first_call\|mismatch' $O/$f.err | head -5
done
