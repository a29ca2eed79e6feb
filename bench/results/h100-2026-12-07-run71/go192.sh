#!/bin/bash
# go.sh SECONDS: run.sh over list.txt (nestgen seeds 21001-21400 at -O2 -msimd128, binary 7ed1127 (was
# 66f45d1 in run 190)) for at most SECONDS; full log to $OUT/r192.txt, DIFF lines and counts printed.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name --format=csv,noheader
start=$(date +%s)
timeout "$1" bash run.sh > "$OUT/r192.txt" 2>&1
echo "elapsed $(( $(date +%s) - start )) s"
grep -c '^same' "$OUT/r192.txt"; grep -c '^DIFF' "$OUT/r192.txt"
grep '^DIFF' "$OUT/r192.txt" | head -40
awk '{print $2}' "$OUT/r192.txt" | sort -u | wc -l
