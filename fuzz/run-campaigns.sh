#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each, one after the other (docs/FUZZING.md):
#   fuzz/run-campaigns.sh SECONDS [TARGET...]
# cargo-fuzz (libFuzzer) with `-s none`, release with debug assertions. The toolchain is
# nightly where rustup has one; on stable alone, RUSTC_BOOTSTRAP=1 lets cargo-fuzz's `-Z`
# flags through (FUZZ_TOOLCHAIN=stable). Corpora grow in fuzz/corpus/<target>/, crashes land
# in fuzz/artifacts/<target>/, and each run's libFuzzer log (with its final execution count)
# in fuzz/logs/<target>-<date>.log. Seed first with fuzz/seed-corpora.sh.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:?usage: run-campaigns.sh SECONDS [TARGET...]}"
shift
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(lower_any diff_interp lowered_text dialect_text argv)

toolchain="${FUZZ_TOOLCHAIN:-}"
if [ -z "$toolchain" ]; then
  if rustup run nightly rustc --version >/dev/null 2>&1; then toolchain=nightly; else toolchain=stable; fi
fi
cargo_fuzz=(cargo "+$toolchain" fuzz)
[ "$toolchain" = nightly ] || export RUSTC_BOOTSTRAP=1

cd "$here"
mkdir -p logs corpus artifacts
status=0
for t in "${targets[@]}"; do
  log="logs/$t-$(date -u +%Y%m%dT%H%M%SZ).log"
  mkdir -p "corpus/$t" "artifacts/$t"
  echo "== $t for ${seconds}s ($toolchain) -> fuzz/$log"
  # -timeout: one input may lower a few functions through LLVM; 30 s means a hang.
  # Debug assertions everywhere (-a), except for diff_interp: cargo-fuzz's -a reaches every
  # crate through RUSTFLAGS, and wasmi 2.0.0 trips its own (docs/FUZZING.md, finding 4).
  assertions=(-a)
  [ "$t" = diff_interp ] && assertions=()
  "${cargo_fuzz[@]}" run -s none "${assertions[@]}" "$t" "corpus/$t" -- \
    -max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len=16384 \
    -artifact_prefix="artifacts/$t/" -print_final_stats=1 >"$log" 2>&1 || status=1
  grep -E "stat::number_of_executed_units|Done [0-9]+ runs|SUMMARY|panicked" "$log" | tail -4
  ls "artifacts/$t" 2>/dev/null | sed "s|^|  artifact: fuzz/artifacts/$t/|"
done
exit $status
