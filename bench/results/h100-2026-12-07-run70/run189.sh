#!/usr/bin/env bash
# Session 63 (run 189): the race's pause only behind an offloaded run that began within
# race::MAX_PAUSED_LEAD_S (binary: 51de506 plus that change). Whole process, seconds,
# plain wasmtime and ours (the default) alternated 3 times, with --metrics' race lines.
set -u
B=.device/r189
nvidia-smi -L; nproc
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
echo "=== program.level | plain x3 | ours x3"
for w in $B/wasm/*.wasm; do
  k=$(basename "$w" .wasm); a=""; b=""
  for r in 1 2 3; do
    t1=$(now); timeout 120 $B/tw run $w --no-offload >/dev/null 2>&1; t2=$(now)
    timeout 120 $B/tw run $w --metrics >/dev/null 2>/tmp/m; t3=$(now)
    a="$a $(el $t1 $t2)"; b="$b $(el $t2 $t3)"
  done
  echo "$k |$a |$b"
  grep '^# \(race\|time\)' /tmp/m | cut -c1-200
done
