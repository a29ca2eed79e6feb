#!/usr/bin/env bash
# Where does a program that launches nothing lose time in GPU mode?
set -u
tar xJf .device/programs.tar.xz -C .device; TW=.device/tensor-wasm; P=.device/pb
nvidia-smi -L; nproc; lscpu | grep "Model name"
now() { date +%s.%N; }
el() { awk "BEGIN{printf \"%.3f\", $2-$1}"; }
for k in floyd-warshall doitgen durbin gemver; do
  for rep in 1 2 3; do
    line="$k rep$rep"
    for mode in "--no-offload" "--simulate" "--dry-run" "" ; do
      t1=$(now); $TW run $P/$k.wasm $mode > /dev/null 2>&1; t2=$(now)
      line="$line | ${mode:-gpu} $(el $t1 $t2)"
    done
    echo "$line"
  done
done
for mode in "--no-offload" "--simulate" ""; do
  echo "== floyd ${mode:-gpu}"; /usr/bin/time -v $TW run $P/floyd-warshall.wasm $mode --metrics 2>&1 >/dev/null | grep -v "never called\|^# HELP\|^# TYPE\|^tensor" | grep "time\|hook\|device\|Elapsed\|User time\|System time\|context switches\|Maximum resident\|page faults"
done
which strace perf ltrace 2>/dev/null
