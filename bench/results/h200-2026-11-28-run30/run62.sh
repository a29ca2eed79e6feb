#!/usr/bin/env bash
# Session 25: the large table on the H200 (sizes-large.txt), REPEAT=1, at the listing change.
# Usage: bash .device/run62.sh NAME...   (results under $OUT/g)
set -uo pipefail
lscpu | grep -i "model name\|^CPU(s)"; gcc --version | head -1
SIZES=sizes-large.txt REPEAT=1 RUN_TIMEOUT=90 SKIP_PLAIN=1 OUT=$OUT/g bash bench/programs/device-run.sh "$@"
cd $OUT/g && for f in *.log; do grep -h "^# \(transfers\|hook\|time\|device:\)" $f | sed "s/^/$f /"; done > metrics.txt; rm -rf native *.log
