#!/usr/bin/env bash
# Session 44 (run 143): the sweep programs of build-sw49.sh (-Os, -O2 -ffast-math -msimd128,
# -O0), built into .device/sw49 (four parts), on the GPU as run 132 runs its own: the four
# parts at once. Carry .device/programs.tar.xz and .device/sw49.tar.xz.
SW=sw49 exec bash bench/results/h200-2026-12-04-run47/run132.sh
