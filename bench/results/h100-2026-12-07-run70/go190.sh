#!/bin/bash
# go.sh SECONDS: run.sh over list.txt (nestgen seeds 21001-21400 at -O2 -msimd128, binary
# 66f45d1) for at most SECONDS; full log to $OUT/r190.txt, DIFF lines and counts printed.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name --format=csv,noheader
start=$(date +%s)
timeout "$1" bash run.sh > "$OUT/r190.txt" 2>&1
echo "elapsed $(( $(date +%s) - start )) s"
grep -c '^same' "$OUT/r190.txt"; grep -c '^DIFF' "$OUT/r190.txt"
grep '^DIFF' "$OUT/r190.txt" | head -40
awk '{print $2}' "$OUT/r190.txt" | sort -u | wc -l
