#!/usr/bin/env bash
# Static-array adversarial probe: build every p*.c at -O1/-O2/-O3/-O2 -msimd128, run each under
# --no-offload (reference) and --simulate in two modes, compare stdout and exit code.
#   a: --simulate --no-cost-model --no-first-call-check --metrics
#   b: --simulate --no-cost-model --metrics            (first-call check on)
# Output: results.txt here (name level mode launches same|DIFF), per-run files in /tmp/static-probe-out/.
# usage: bash run.sh [NAME...]   (default: every p*.c here)
set -u
here=$(cd "$(dirname "$0")" && pwd)
T=${T:-/work/main/target/release/tensor-wasm}
O=/tmp/static-probe-out
mkdir -p "$O"
cd "$here"
if [ $# -gt 0 ]; then names="$*"; else names=$(ls p*.c | sed 's/\.c$//'); fi

build() {  # name lvl
  local n=$1 l=$2 flags
  case $l in O1) flags=-O1;; O2) flags=-O2;; O3) flags=-O3;; O2simd) flags="-O2 -msimd128";; esac
  clang-19 --target=wasm32-wasi --sysroot=/usr -std=gnu99 $flags -o "$O/$n.$l.wasm" "$here/$n.c" -lm
}
one() {  # name lvl -> writes $O/$n.$l.res
  local n=$1 l=$2 w="$O/$1.$2.wasm" p="$O/$1.$2"
  build "$n" "$l" || { echo "$n $l build - BUILDFAIL" > "$p.res"; return; }
  timeout 120 "$T" run "$w" --no-offload > "$p.ref.txt" 2> "$p.ref.err"; echo $? > "$p.ref.rc"
  timeout 120 "$T" run "$w" --simulate --no-cost-model --no-first-call-check --metrics > "$p.a.txt" 2> "$p.a.err"; echo $? > "$p.a.rc"
  timeout 120 "$T" run "$w" --simulate --no-cost-model --metrics > "$p.b.txt" 2> "$p.b.err"; echo $? > "$p.b.rc"
  : > "$p.res"
  for m in a b; do
    local launches same
    launches=$(grep -o 'gpu x[0-9]*' "$p.$m.err" | awk '{s += substr($2, 2)} END {print s + 0}')
    if cmp -s "$p.ref.txt" "$p.$m.txt" && [ "$(cat "$p.ref.rc")" = "$(cat "$p.$m.rc")" ]; then same=same; else same=DIFF; fi
    echo "$n $l $m $launches $same" >> "$p.res"
  done
}
export -f build one; export T O here
for n in $names; do for l in O1 O2 O3 O2simd; do echo "$n $l"; done; done | xargs -P "${JOBS:-2}" -n 2 bash -c 'one "$0" "$1"'
: > "$here/results.txt.new"
for n in $names; do for l in O1 O2 O3 O2simd; do cat "$O/$n.$l.res"; done; done >> "$here/results.txt.new"
if [ $# -gt 0 ] && [ -f "$here/results.txt" ]; then   # partial rerun: replace only those names' lines
  grep -v -E "^($(echo $names | tr ' ' '|')) " "$here/results.txt" | grep -v '^#' > "$O/keep.txt"
  sort -k1,1 -s "$O/keep.txt" "$here/results.txt.new" > "$here/results.txt.tmp"; mv "$here/results.txt.tmp" "$here/results.txt"; rm "$here/results.txt.new"
else
  mv "$here/results.txt.new" "$here/results.txt"
fi
echo "== reference exit codes (nonzero only)"; for f in "$O"/*.ref.rc; do [ "$(cat "$f")" != 0 ] && echo "$f $(cat "$f")"; done
echo "== panic/error/mismatch lines in .err files"; grep -i -H -E 'panic|error|mismatch' "$O"/*.err | head -50
echo "== summary"; awk '{n++; if ($5 == "DIFF") d++; if ($4 > 0) l++} END {print n " runs, " d + 0 " DIFF, " l + 0 " launched"}' "$here/results.txt"
