//! The CI smoke of the fuzz targets: each target function on a bounded number of
//! proptest-drawn inputs (the same functions the cargo-fuzz targets call), then on a few
//! seeds from golden/ and on every input under fuzz/regressions/ (the crashes the campaigns
//! found, each fixed). Kept to a few seconds in a debug build.

use super::*;
use proptest::prelude::*;
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn bytes(max: usize) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(any::<u8>(), 0..max)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
    #[test]
    fn smoke_lower_any(data in bytes(4096)) {
        lower_any(&data);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
    #[test]
    fn smoke_detect(data in bytes(4096)) {
        detect(&data);
    }
}

/// The detector on every golden/auto input and on the LoweredOp text of every golden snapshot
/// with one byte range replaced.
#[test]
fn detect_seeds() {
    let dir = repo_root().join("golden/auto");
    for e in std::fs::read_dir(&dir).expect("golden/auto").flatten() {
        if e.path().extension().is_some_and(|x| x == "wasm") {
            detect(&std::fs::read(e.path()).expect("read"));
        }
    }
    let snaps = repo_root().join("golden/snapshots");
    for e in std::fs::read_dir(&snaps).expect("snapshots").flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        if !name.ends_with(".lowered.snap") {
            continue;
        }
        let text = std::fs::read_to_string(e.path()).expect("read");
        let Some(start) = text.find("function") else {
            continue;
        };
        let body = &text[start..];
        detect(body.as_bytes());
        for i in 0..16usize {
            detect(&mutated(body, i * 97, i % 5, b"v1"));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
    #[test]
    fn smoke_diff_interp(data in bytes(4096)) {
        diff_interp(&data);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]
    #[test]
    fn smoke_lowered_text(data in bytes(512)) {
        lowered_text(&data);
    }

    #[test]
    fn smoke_argv(data in bytes(512)) {
        argv(&data);
    }

    #[test]
    fn smoke_dialect_text(data in bytes(512)) {
        dialect_text(&data);
    }
}

/// Text mutations are more useful than random bytes for the text targets: a golden text
/// with one byte range replaced.
fn mutated(text: &str, at: usize, len: usize, with: &[u8]) -> Vec<u8> {
    let b = text.as_bytes();
    let at = at % (b.len() + 1);
    let end = (at + len).min(b.len());
    [&b[..at], with, &b[end..]].concat()
}

fn snapshot(name: &str) -> String {
    let text = std::fs::read_to_string(repo_root().join("golden/snapshots").join(name))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    // insta's header ends at the second `---` line.
    text.splitn(3, "---\n").nth(2).unwrap_or(&text).to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]
    #[test]
    fn smoke_text_mutations(at in any::<usize>(), len in 0usize..8, with in bytes(8)) {
        let lowered = snapshot("saxpy_wat.lowered.snap");
        lowered_text(&mutated(&lowered, at, len, &with));
        let mir = snapshot("saxpy_wat.mir.snap");
        dialect_text(&mutated(&mir, at, len, &with));
    }
}

#[test]
fn golden_seeds_pass_every_target() {
    lowered_text(snapshot("saxpy_wat.lowered.snap").as_bytes());
    dialect_text(snapshot("saxpy_wat.mir.snap").as_bytes());
    let wasm = wat::parse_file(repo_root().join("golden/fixtures/map_ops.wat")).unwrap();
    diff_interp(&wasm);
    lower_any(&wat::parse_file(repo_root().join("golden/fixtures/saxpy.wat")).unwrap());
}

/// Every input under fuzz/regressions/<target>/ through its target (each once crashed).
#[test]
fn regressions_stay_fixed() {
    let dir = repo_root().join("fuzz/regressions");
    type Target = fn(&[u8]);
    let targets: [(&str, Target); 5] = [
        ("lower_any", lower_any),
        ("diff_interp", diff_interp),
        ("lowered_text", lowered_text),
        ("argv", argv),
        ("dialect_text", dialect_text),
    ];
    for (name, target) in targets {
        let Ok(entries) = std::fs::read_dir(dir.join(name)) else {
            continue;
        };
        for entry in entries {
            let path = entry.unwrap().path();
            eprintln!("{}", path.display());
            target(&std::fs::read(&path).unwrap());
        }
    }
}

/// Replays a corpus on stable, without libFuzzer: `FUZZ_TARGET=lower_any
/// FUZZ_CORPUS=fuzz/corpus/lower_any cargo test -p tensor-wasm-compiler --lib replay_corpus
/// -- --ignored` (each file in turn; the panic names the file).
#[test]
#[ignore]
fn replay_corpus() {
    let target: fn(&[u8]) = match std::env::var("FUZZ_TARGET").as_deref() {
        Ok("lower_any") => lower_any,
        Ok("diff_interp") => diff_interp,
        Ok("lowered_text") => lowered_text,
        Ok("argv") => argv,
        Ok("dialect_text") => dialect_text,
        other => panic!("set FUZZ_TARGET to a target name, not {other:?}"),
    };
    let dir = PathBuf::from(std::env::var("FUZZ_CORPUS").expect("set FUZZ_CORPUS"));
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in &paths {
        let data = std::fs::read(path).unwrap();
        if std::panic::catch_unwind(|| target(&data)).is_err() {
            panic!("{} fails", path.display());
        }
    }
    eprintln!("{} inputs pass", paths.len());
}
