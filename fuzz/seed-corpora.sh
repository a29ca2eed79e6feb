#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from golden/ (docs/FUZZING.md):
#   lower_any, diff_interp: golden/fixtures/**/*.wasm and *.wat as they are, and every
#       `(module ...)` of the spec suite's golden/spec/*.wast as its own WAT file (both
#       targets read inputs that start with `\0asm` or `(module` as modules, everything else
#       as wasm-smith choices);
#   lowered_text: golden/snapshots/*.lowered.snap without insta's header;
#   dialect_text: golden/snapshots/*.mir.snap without insta's header;
#   argv: a few W1.1 buffers (8 bytes of memory length, then the argv).
# Idempotent: file names are content hashes, so re-running adds nothing twice.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/.."
corpus="${1:-$here/corpus}"
mkdir -p "$corpus"/{lower_any,diff_interp,lowered_text,dialect_text,argv}

python3 - "$root" "$corpus" <<'PY'
import hashlib, pathlib, re, struct, sys
root, corpus = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])

def put(target, data):
    if isinstance(data, str):
        data = data.encode()
    (corpus / target / hashlib.sha1(data).hexdigest()).write_bytes(data)

def modules(text):
    """Top-level `(module ...)` forms of a .wast script (strings and comments respected)."""
    out, depth, start, i, n = [], 0, None, 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == '\\' else 1
        elif text.startswith(';;', i):
            i = text.find('\n', i)
            i = n if i < 0 else i
        elif text.startswith('(;', i):
            i = text.find(';)', i) + 1
        elif c == '(':
            if depth == 0:
                start = i
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0 and text.startswith('(module', start):
                out.append(text[start:i + 1])
        i += 1
    return out

for wasm in root.glob('golden/**/*.wasm'):
    for t in ('lower_any', 'diff_interp'):
        put(t, wasm.read_bytes())
for wat in root.glob('golden/fixtures/**/*.wat'):
    for t in ('lower_any', 'diff_interp'):
        put(t, wat.read_text())
for wast in sorted(root.glob('golden/spec/*.wast')):
    for m in modules(wast.read_text()):
        if m.startswith('(module quote') or m.startswith('(module definition'):
            continue
        for t in ('lower_any', 'diff_interp'):
            put(t, m)

def body(snap):
    text = snap.read_text()
    parts = text.split('---\n', 2)
    return parts[2] if len(parts) == 3 else text

for snap in root.glob('golden/snapshots/*.lowered.snap'):
    put('lowered_text', body(snap))
for snap in root.glob('golden/snapshots/*.mir.snap'):
    put('dialect_text', body(snap))

# argv: count (u32), then per argument a tag byte and its payload (runtime-shim/src/argv.rs).
for mem in (0, 4096, 1 << 32):
    put('argv', struct.pack('<Q', mem))
    put('argv', struct.pack('<Q', mem) + struct.pack('<I', 0))
PY
for t in lower_any diff_interp lowered_text dialect_text argv; do
  echo "$t: $(ls "$corpus/$t" | wc -l) seeds"
done
