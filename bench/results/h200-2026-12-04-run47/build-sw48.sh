#!/usr/bin/env bash
# Builds run 132's inputs (from the repository root): the sweep programs of this run and
# golden/programs/bulk_rows.c and clamp_rows.c, dealt into four parts .device/sw48/p0-p3
# (scripts/device-sweep.sh build), then .device/sw48.tar.xz to carry.
set -eu
d=bench/results/h200-2026-12-04-run47/sweep-src
rm -rf .device/sw48
srcs=("$d"/*.c golden/programs/bulk_rows.c golden/programs/clamp_rows.c)
for p in 0 1 2 3; do
  part=()
  for i in "${!srcs[@]}"; do [ $((i % 4)) = $p ] && part+=("${srcs[$i]}"); done
  mkdir -p .device/sw48/p$p
  # The golden programs have no ARGS lines: the argument sets of their runtime tests.
  case " ${part[*]} " in *clamp_rows.c*)
    printf '%s\n' " 300 200 3 3" " 64 33 1 3" " 5 4 2 2" >.device/sw48/p$p/clamp_rows.args ;; esac
  case " ${part[*]} " in *bulk_rows.c*)
    printf '%s\n' " 16 3 3 3" " 40 7 4 3" " 9 5 11 2" " 1 1 1 1" >.device/sw48/p$p/bulk_rows.args ;; esac
  bash scripts/device-sweep.sh build .device/sw48/p$p "${part[@]}"
done
tar cJf .device/sw48.tar.xz -C .device sw48
