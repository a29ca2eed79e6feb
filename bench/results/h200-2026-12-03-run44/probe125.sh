#!/usr/bin/env bash
# probe 125 (session 39; not run: the session's device time ran out): probe 124 again with
# the binary of 2046ed7, whose race's plain run no longer tells the detached parent its exit
# code (one atax run of probe 124 printed a different stdout), on the small programs that
# plain wasmtime wins the race with, and two that launch.
PROGRAMS="atax bicg durbin trisolv mvt jacobi-1d 2mm gemm" \
  bash "$(dirname "$0")/probe124.sh"
