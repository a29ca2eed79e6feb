//! The `tensor-wasm` command as a user runs it: whole programs with kernels simulated, their
//! stdout compared byte for byte with what plain wasmtime printed (bench/programs/expected/),
//! and bad requests answered in one line that names what was wrong.
//!
//! Being an integration test of the CLI package, it also makes `cargo test --workspace` build
//! the `tensor-wasm` binary with the same features as every other test target, so CI's later
//! steps run that binary instead of building a second variant (scripts/test.sh).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn tensor_wasm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tensor-wasm"))
        .current_dir(repo())
        .args(args)
        .output()
        .expect("the tensor-wasm binary runs")
}

fn expected(name: &str) -> Vec<u8> {
    std::fs::read(repo().join(format!("bench/programs/expected/{name}.small.txt")))
        .expect("expected output is committed")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `bench/programs/NAME.wasm` with kernels simulated and `options`, and requires
/// wasmtime's stdout and a zero exit.
fn assert_prints_what_wasmtime_prints(name: &str, options: &[&str], args: &[&str]) {
    let wasm = format!("bench/programs/{name}.wasm");
    let mut all = vec!["run", wasm.as_str(), "--simulate"];
    all.extend_from_slice(options);
    all.push("--");
    all.extend_from_slice(args);
    let out = tensor_wasm(&all);
    assert!(out.status.success(), "{all:?} failed: {}", stderr(&out));
    assert!(
        out.stdout == expected(name),
        "{all:?} printed\n{}\nwhere wasmtime printed\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&expected(name))
    );
}

#[test]
fn whole_programs_print_what_wasmtime_prints() {
    let every_nest = ["--no-cost-model", "--check"];
    assert_prints_what_wasmtime_prints("gemv", &every_nest, &["64", "4"]);
    assert_prints_what_wasmtime_prints("heat3d", &every_nest, &["16", "3"]);
    assert_prints_what_wasmtime_prints("syrk_lower", &every_nest, &["32"]);
    // The whole loop natively on its first call prints the same.
    assert_prints_what_wasmtime_prints(
        "gemv",
        &["--no-cost-model", "--check-fraction", "1", "--check"],
        &["64", "4"],
    );
    // `--env NAME` passes the host's value (unset there: unset here), as `wasmtime run` does.
    assert_prints_what_wasmtime_prints("gemv", &["--env", "TW_UNSET_NAME"], &["64", "4"]);
}

#[test]
fn a_preopen_that_does_not_exist_is_one_line() {
    let out = tensor_wasm(&[
        "run",
        "bench/programs/gemv.wasm",
        "--simulate",
        "--dir",
        "/nonexistent-tw-dir",
        "--",
        "64",
        "4",
    ]);
    assert!(!out.status.success());
    assert_eq!(
        stderr(&out),
        "error: cannot preopen `/nonexistent-tw-dir`: No such file or directory (os error 2)\n"
    );
}

#[test]
fn a_check_fraction_of_zero_is_refused_by_name() {
    let out = tensor_wasm(&[
        "run",
        "bench/programs/gemv.wasm",
        "--simulate",
        "--check-fraction",
        "0",
        "--",
        "64",
        "4",
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).starts_with("error: invalid value '0' for '--check-fraction"),
        "{}",
        stderr(&out)
    );
}

/// Without `--simulate` on a machine with no GPU, both forms of `run` fail in one line that
/// says so; where there is a GPU they run.
#[test]
fn without_a_gpu_run_says_so_in_one_line() {
    let whole = tensor_wasm(&["run", "bench/programs/gemv.wasm", "--", "64", "4"]);
    let single = tensor_wasm(&[
        "run",
        "golden/auto/saxpy.O2.wasm",
        "--func",
        "saxpy",
        "--arg",
        "8",
        "--arg",
        "1.5",
        "--arg",
        "1024",
        "--arg",
        "2048",
    ]);
    for out in [whole, single] {
        if out.status.success() {
            continue;
        }
        let text = stderr(&out);
        assert!(text.starts_with("error: NotAvailable: "), "{text}");
        assert_eq!(text.lines().count(), 1, "{text}");
    }
}

/// `--race on`: the program also runs in plain wasmtime from the start and whichever run ends
/// first is the program's. Either way stdout, stderr and the exit code are plain wasmtime's,
/// once: a program that prints and traps, and a whole program with kernels simulated.
#[test]
fn a_race_ends_as_plain_wasmtime_whoever_wins() {
    let traps = "golden/programs/prints_then_traps.wat";
    let plain = tensor_wasm(&["run", traps, "--no-offload"]);
    assert_eq!(plain.status.code(), Some(134));
    assert_eq!(plain.stdout, b"before the trap\n");
    assert!(stderr(&plain).contains("unreachable"), "{}", stderr(&plain));
    for options in [["--no-offload"], ["--simulate"]] {
        for _ in 0..3 {
            let raced = tensor_wasm(&["run", traps, options[0], "--race", "on"]);
            assert_eq!(raced.status.code(), Some(134), "{}", stderr(&raced));
            assert_eq!(raced.stdout, plain.stdout);
            assert_eq!(stderr(&raced), stderr(&plain));
        }
    }
    for _ in 0..2 {
        assert_prints_what_wasmtime_prints("gemv", &["--race", "on"], &["64", "4"]);
    }
    // --metrics says who won.
    let out = tensor_wasm(&["run", traps, "--simulate", "--race", "on", "--metrics"]);
    assert!(
        stderr(&out).contains("# race: "),
        "no race line in {}",
        stderr(&out)
    );
    // A program that reads stdin does not race, and --metrics says why.
    let out = tensor_wasm(&[
        "run",
        "golden/programs/stdin_echo.wasm",
        "--simulate",
        "--race",
        "on",
        "--metrics",
    ]);
    assert!(
        stderr(&out).contains("# race: none, because it imports wasi_snapshot_preview1::fd_read"),
        "{}",
        stderr(&out)
    );
}

/// On the GPU the process the user waits for ends once the worker that ran the program has
/// closed its streams and sent its exit code; the worker's own exit (the CUDA context's
/// teardown) goes on after it (`detach.rs`). `TENSOR_WASM_DETACH=1` makes a simulated run
/// take the same path: stdout, stderr and the exit code are the program's, through a pipe
/// too, whether the worker sends its code or ends with an error.
#[test]
fn a_detached_run_ends_with_the_program_s_output_and_exit_code() {
    let detached = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_tensor-wasm"))
            .current_dir(repo())
            .env("TENSOR_WASM_DETACH", "1")
            .args(args)
            .output()
            .expect("the tensor-wasm binary runs")
    };
    let traps = "golden/programs/prints_then_traps.wat";
    let plain = tensor_wasm(&["run", traps, "--no-offload"]);
    for race in ["off", "on"] {
        let out = detached(&["run", traps, "--simulate", "--race", race]);
        assert_eq!(out.status.code(), Some(134), "{}", stderr(&out));
        assert_eq!(out.stdout, plain.stdout);
        assert_eq!(stderr(&out), stderr(&plain));
    }
    // Into files, read as soon as the parent ended: a race's plain run once ended the
    // parent before the worker had written the winner's output.
    let dir = std::env::temp_dir().join(format!("tw-detach-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for round in 0..5 {
        let (out_path, err_path) = (
            dir.join(format!("out{round}")),
            dir.join(format!("err{round}")),
        );
        let status = Command::new(env!("CARGO_BIN_EXE_tensor-wasm"))
            .current_dir(repo())
            .env("TENSOR_WASM_DETACH", "1")
            .args(["run", traps, "--simulate", "--race", "on"])
            .stdout(std::fs::File::create(&out_path).expect("stdout file"))
            .stderr(std::fs::File::create(&err_path).expect("stderr file"))
            .status()
            .expect("the tensor-wasm binary runs");
        let (out, err) = (std::fs::read(&out_path), std::fs::read(&err_path));
        assert_eq!(status.code(), Some(134));
        assert_eq!(out.expect("stdout"), plain.stdout, "round {round}");
        assert_eq!(err.expect("stderr"), plain.stderr, "round {round}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    let out = detached(&[
        "run",
        "bench/programs/gemv.wasm",
        "--simulate",
        "--",
        "64",
        "4",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(out.stdout, expected("gemv"));
    // The worker's error: its message, and its exit code through the parent.
    let out = detached(&["run", "no/such/program.wasm", "--simulate"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("no/such/program.wasm"),
        "{}",
        stderr(&out)
    );
}

/// `lower --mode kernel` of a function on a second memory names the flag that lowers it,
/// and lowers it with `--other-memories` (docs/ABI.md "Other memories in kernel mode").
#[test]
fn lower_names_and_takes_other_memories() {
    let dir = std::env::temp_dir().join(format!("tw-other-memories-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let wat = dir.join("two.wat");
    std::fs::write(
        &wat,
        r#"(module (memory 1) (memory $b 1)
             (func (export "k") (param i32)
               (i32.store (local.get 0) (i32.load $b (local.get 0)))))"#,
    )
    .expect("writes");
    let path = wat.to_str().expect("a UTF-8 path");
    let refused = tensor_wasm(&["lower", path, "--func", "k"]);
    assert!(!refused.status.success());
    let why = stderr(&refused);
    assert!(
        why.contains("memory.load") && why.contains("--other-memories"),
        "{why}"
    );
    let lowered = tensor_wasm(&["lower", path, "--func", "k", "--other-memories"]);
    assert!(lowered.status.success(), "{}", stderr(&lowered));
    assert!(String::from_utf8_lossy(&lowered.stdout).contains(".entry k"));
    let _ = std::fs::remove_dir_all(&dir);
}
