#!/usr/bin/env bash
# Run 25 (2): the rest of the large table.
set -uo pipefail
export SKIP_PLAIN=1 SIZES=sizes-large.txt RUN_TIMEOUT=60 REPEAT=1
timeout 280 env OUT=$OUT/g3 bash bench/programs/device-run.sh lu blackscholes intstats > /dev/null 2>&1
echo "g3 rc=$?"
cp $OUT/g3/results.md $OUT/large-g3.md 2>/dev/null; cp $OUT/g3/compare.log $OUT/large-g3.log
for p in lu blackscholes intstats; do grep "^#" $OUT/g3/$p.log | grep -v "HELP\|TYPE\|nest_" | head -12 > $OUT/$p-metrics.txt; done
rm -rf $OUT/g3
cat $OUT/large-g3.log | grep -v "^|"; head -12 $OUT/lu-metrics.txt
