#!/bin/bash
# go.sh SECONDS (run 195): run.sh over list.sweep.txt (the 249 sweep sources at -O2 -msimd128,
# every argument set) then list.nest.txt (nestgen seeds 21001-21400 at -O2 -msimd128), with
# the session's last binary (51ba354), for at most SECONDS; full log to $OUT/r195.txt, DIFF
# lines and counts printed.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name --format=csv,noheader
start=$(date +%s)
timeout "$1" bash run.sh > "$OUT/r195.txt" 2>&1
echo "elapsed $(( $(date +%s) - start )) s"
echo "same $(grep -c '^same' "$OUT/r195.txt") DIFF $(grep -c '^DIFF' "$OUT/r195.txt")"
grep '^DIFF' "$OUT/r195.txt" | head -40
echo "programs: $(awk '{print $2}' "$OUT/r195.txt" | sort -u | wc -l)"
