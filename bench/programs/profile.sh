#!/usr/bin/env bash
# On the device machine, with `.device` carried (bench/programs/device-bundle.sh): every
# program of a sizes file run once by `tensor-wasm run --metrics`, with and without the
# first-call check, keeping only the lines that say where the time went (docs/PERFORMANCE.md).
# usage: SIZES=sizes-large.txt bash bench/programs/profile.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
tar xJf .device/programs.tar.xz -C .device
sizes=bench/programs/${SIZES:-sizes.txt}
grep -v '^#' "$sizes" | while IFS='|' read -r small bench; do
  name=$(echo "$small" | awk '{print $1}')
  [ -n "$name" ] || continue
  for flags in "" "--no-first-call-check"; do
    start=$(date +%s.%N)
    .device/tensor-wasm run "bench/programs/$name.wasm" --metrics $flags -- $bench 2>&1 >/dev/null \
      | grep '^# \(time\|device\|first-call\|transfers\)' > /tmp/profile.txt
    end=$(date +%s.%N)
    echo "== $name $bench ${flags:-(checked)}: $(python3 -c "print(round($end - $start, 3))") s"
    cat /tmp/profile.txt
  done
done
