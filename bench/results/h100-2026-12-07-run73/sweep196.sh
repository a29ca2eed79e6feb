#!/usr/bin/env bash
# Session 67 (run 196): the 249 sweep sources at -O3 -msimd128 (scripts/device-sweep.sh build,
# LEVELS=O3s), every argument set, as plain wasmtime and with every nest launched (with and
# without the first-call check, race off), 12 at a time, for at most $1 seconds.
cd .device/r196
nvidia-smi --query-gpu=name --format=csv,noheader
for a in sweep/*.args; do n=$(basename $a .args); while read -r line; do [ -n "$line" ] && echo "$n.O3s.wasm|$line"; done < $a; done > list.txt
wc -l list.txt
one() {
  w=${1%%|*}; a=${1#*|}
  r=$(timeout 120 ./tw run sweep/$w --no-offload -- $a 2>/dev/null; echo "rc=$?")
  for mode in "" "--no-first-call-check"; do
    o=$(timeout 300 ./tw run sweep/$w --no-cost-model --race off $mode -- $a 2>/tmp/err.$$; echo "rc=$?")
    if [ "$r" != "$o" ]; then echo "DIFF $w [$a] $mode: $(tail -c 300 /tmp/err.$$ | tr '\n' ' ')"; else echo "same $w [$a] $mode"; fi
  done
  rm -f /tmp/err.$$
}
export -f one
start=$(date +%s)
timeout "$1" bash -c 'cat list.txt | xargs -d "\n" -P 12 -I{} bash -c '"'"'one "$@"'"'"' _ {}' > $OUT/r196-sweep.txt 2>&1
echo "elapsed $(( $(date +%s) - start )) s"
echo "same $(grep -c '^same' $OUT/r196-sweep.txt) DIFF $(grep -c '^DIFF' $OUT/r196-sweep.txt)"
grep '^DIFF' $OUT/r196-sweep.txt | head -40
xz -9 $OUT/r196-sweep.txt
