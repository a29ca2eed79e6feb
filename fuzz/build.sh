#!/usr/bin/env bash
# OSS-Fuzz / ClusterFuzzLite build script (docs/FUZZING.md): builds every target of the
# cargo-fuzz crate in fuzz/ and copies the binaries, with seed corpora zipped beside them,
# to $OUT. Their base-builder-rust image runs it from $SRC/<project> with nightly and
# $SANITIZER set; locally: OUT=/tmp/out fuzz/build.sh.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${OUT:?set OUT to the output directory}"
sanitizer="${SANITIZER:-none}"
[ "$sanitizer" = coverage ] && sanitizer=none
targets=(lower_any diff_interp lowered_text dialect_text argv)
cd "$here"
cargo fuzz build -O --debug-assertions -s "$sanitizer"
"$here/seed-corpora.sh" "$here/corpus" >/dev/null
triple="$(rustc -vV | sed -n 's/^host: //p')"
for t in "${targets[@]}"; do
  cp "target/$triple/release/$t" "$out/$t"
  (cd "corpus/$t" && zip -qr "$out/${t}_seed_corpus.zip" .)
done
