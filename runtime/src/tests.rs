//! The runtime's behaviour without a GPU: rewriting (regions, liveness, the rewritten module
//! against the original in wasmtime), and whole programs in the simulator against plain
//! wasmtime and the committed expected outputs.

use crate::nests::plan;
use crate::rewrite::ModuleFacts;
use crate::{Config, Device, Ending, Engine, Program, Wasi};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use wasmtime::Val;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn programs() -> PathBuf {
    root().join("bench/programs")
}

/// Every launch allowed (the sizes are small), first calls checked.
fn simulate() -> Engine {
    Engine::new(
        Device::Simulator,
        Config {
            cost: None,
            ..Config::default()
        },
    )
    .expect("simulator")
}

/// [`simulate`] without the first-call check.
fn simulate_unchecked() -> Engine {
    Engine::new(
        Device::Simulator,
        Config {
            cost: None,
            first_call_check: false,
            ..Config::default()
        },
    )
    .expect("simulator")
}

/// [`simulate`] with the first-call check, launching only what `model` says pays.
/// A cost model under which launches cost next to nothing: every nest that can launch does.
fn cheap_launches() -> tensor_wasm_compiler::auto::cost::CostModel {
    tensor_wasm_compiler::auto::cost::CostModel {
        launch_ns: 500.0,
        thread_ns_per_op: 0.0,
        ns_per_byte: 0.0,
        margin: 1.0,
        ..Default::default()
    }
}

fn simulate_costing(model: tensor_wasm_compiler::auto::cost::CostModel) -> Engine {
    Engine::new(
        Device::Simulator,
        Config {
            cost: Some(model),
            ..Config::default()
        },
    )
    .expect("simulator")
}

fn plain() -> Engine {
    Engine::new(Device::None, Config::default()).expect("wasmtime")
}

/// A function of `wasm` called on bytes: instantiated on `engine`, `bytes` written at `at`,
/// `export` called `calls` times with `args` as i32s (each call must return), and the `len`
/// bytes at `out` read back, with the instance (for its counters).
fn call_on_bytes(
    engine: &Engine,
    wasm: &[u8],
    (at, bytes): (usize, &[u8]),
    (export, args, calls): (&str, &[usize], usize),
    (out, len): (usize, usize),
) -> (Vec<u8>, crate::Instance) {
    let program = Program::compile(engine, wasm).expect("compile");
    let mut inst = program
        .instantiate(engine, &Wasi::default())
        .expect("instantiate");
    inst.write_memory(at, bytes).expect("write");
    let args: Vec<Val> = args.iter().map(|x| Val::I32(*x as i32)).collect();
    for _ in 0..calls {
        assert!(matches!(
            inst.call(export, &args).expect("call"),
            Ending::Returned(_)
        ));
    }
    let mut bytes = vec![0u8; len];
    inst.read_memory(out, &mut bytes).expect("read");
    (bytes, inst)
}

/// `(name, small-size args)` of every program in bench/programs/sizes.txt.
fn sizes() -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(programs().join("sizes.txt")).expect("sizes.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (small, _) = l.split_once('|').expect("NAME SMALL | BENCH");
            let mut words = small.split_whitespace().map(String::from);
            let name = words.next().expect("name");
            (name, words.collect())
        })
        .collect()
}

impl Outcome {
    /// Whether some nest fell back with `reason`.
    fn fell_back(&self, reason: &str) -> bool {
        self.fallbacks.iter().any(|(r, _)| r == reason)
    }
}

struct Outcome {
    stdout: Vec<u8>,
    ending: Ending,
    launches: u64,
    fallbacks: Vec<(String, u64)>,
    /// Launches whose first-call check ran a prefix of the loop.
    sampled: usize,
    /// Bytes the launches uploaded (the simulator counts them).
    bytes_up: u64,
    /// Bytes of `memcpy`/`memmove`/`memset` calls run in the device's copy.
    device_bulk_bytes: u64,
    /// Nest entries that crossed into the host (the others ran in place at their call site).
    host_calls: u64,
    /// The threads of each launch, in order.
    threads: Vec<u64>,
    /// The nest (`nest_<k>`) of each launch, in order.
    launched: Vec<String>,
}

impl Outcome {
    /// The threads of each launch of nest `nest` (`nest_<k>`), in order.
    fn threads_of(&self, nest: &str) -> Vec<u64> {
        (self.launched.iter().zip(&self.threads))
            .filter(|(l, _)| *l == nest)
            .map(|(_, t)| *t)
            .collect()
    }
}

/// A WASI context with `args` after the program name, stdout captured.
fn captured(args: &[String]) -> Wasi {
    Wasi {
        args: std::iter::once("prog".to_string())
            .chain(args.iter().cloned())
            .collect(),
        capture_stdout: true,
        ..Wasi::default()
    }
}

fn run(engine: &Engine, wasm: &[u8], args: &[String]) -> Outcome {
    let program = Program::compile(engine, wasm).expect("compile");
    let mut instance = program
        .instantiate(engine, &captured(args))
        .expect("instantiate");
    let ending = instance.run_start().expect("run");
    let counters = instance.counters();
    let stats = instance.transfer_stats().unwrap_or_default();
    Outcome {
        bytes_up: stats.bytes_up,
        device_bulk_bytes: stats.device_bulk_bytes,
        host_calls: instance.hook_times().calls,
        stdout: instance.captured_stdout().unwrap_or_default(),
        ending,
        launches: counters.success_total(),
        sampled: instance.events().iter().filter(|e| e.sampled).count(),
        threads: (instance.events().iter())
            .filter(|e| e.fallback.is_none())
            .map(|e| e.threads)
            .collect(),
        launched: (instance.events().iter())
            .filter(|e| e.fallback.is_none())
            .map(|e| e.loop_name.clone())
            .collect(),
        fallbacks: counters
            .fallbacks()
            .map(|(r, n)| (r.to_string(), n))
            .collect(),
    }
}

/// Golden program `name` (`golden/programs/NAME.wasm`) with each seed, in the simulator with
/// every nest launched and as plain wasmtime: the same output, nest `nest` launched with
/// `threads` threads in turn, and (`overlaps`) some launch declined as `overlap`.
fn same_as_plain_per_seed(name: &str, seeds: &[&str], nest: &str, threads: &[u64], overlaps: bool) {
    let wasm = std::fs::read(root().join(format!("golden/programs/{name}.wasm"))).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for seed in seeds {
        let args = vec![seed.to_string()];
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "{name} {args:?}");
        assert_eq!(
            ours.threads_of(nest),
            threads,
            "{name} {args:?}: {:?}",
            ours.launched
        );
        assert_eq!(
            ours.fell_back("overlap"),
            overlaps,
            "{name} {args:?}: {:?}",
            ours.fallbacks
        );
    }
}

/// Every program at its small size: the simulator (kernels run over a poisoned device copy
/// that holds only what each footprint uploads) prints exactly what plain wasmtime prints and
/// what the committed expected output holds, and the parallel ones launch.
#[test]
fn whole_programs_equal_plain_wasmtime_in_the_simulator() {
    let (sim, plain) = (simulate(), plain());
    let mut table = String::new();
    let mut sampled = 0;
    for (name, args) in sizes() {
        let wasm = std::fs::read(programs().join(format!("{name}.wasm"))).expect("wasm");
        let expected =
            std::fs::read(programs().join(format!("expected/{name}.small.txt"))).expect("expected");
        let ours = run(&sim, &wasm, &args);
        let theirs = run(&plain, &wasm, &args);
        assert!(
            matches!(ours.ending, Ending::Exit(0)),
            "{name}: {:?}",
            ours.ending
        );
        assert!(
            matches!(theirs.ending, Ending::Exit(0)),
            "{name}: {:?}",
            theirs.ending
        );
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            "{name}: offloaded and plain wasmtime differ"
        );
        assert_eq!(
            ours.stdout, expected,
            "{name}: differs from expected/{name}.small.txt"
        );
        assert_eq!(theirs.launches, 0);
        assert!(
            !ours
                .fallbacks
                .iter()
                .any(|(r, _)| r == "first_call_mismatch"),
            "{name}: a kernel disagreed with its native loop: {:?}",
            ours.fallbacks
        );
        table.push_str(&format!(
            "{name} {}: {} launches, fallbacks {:?}\n",
            args.join(" "),
            ours.launches,
            ours.fallbacks
        ));
        assert!(ours.launches > 0, "{name} launched nothing");
        sampled += ours.sampled;
    }
    // The first launches of the larger nests were checked on a prefix of their loop (the
    // kernel's memory then stands), the others whole.
    assert!(sampled >= 5, "{sampled} sampled checks");
    insta::with_settings!({
        snapshot_path => root().join("golden/snapshots"),
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!("runtime_programs_simulated", table);
    });
}

/// NaNs made in kernels print as wasmtime's native code prints them on x86: a fresh NaN
/// (0/0, sqrt of a negative, inf - inf) has the sign set (`-nan`), negated it has not, and
/// `fabs` clears it (golden/programs/nan_signs.c; every loop launches in the simulator).
#[test]
fn nans_made_in_kernels_print_as_wasmtime_prints_them() {
    let wasm = std::fs::read(root().join("golden/programs/nan_signs.wasm")).expect("wasm");
    let args = vec!["200".to_string()];
    let ours = run(&simulate(), &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert!(ours.launches > 0, "nothing launched: {:?}", ours.fallbacks);
    let text = String::from_utf8_lossy(&ours.stdout);
    assert_eq!(text, String::from_utf8_lossy(&theirs.stdout));
    assert!(
        text.starts_with("fresh -nan negated nan abs nan sqrt -nan inf-inf -nan\n"),
        "{text}"
    );
}

/// f64 counters (clang keeps `(double)x` of a loop counter as a float) are inductions: a
/// Mandelbrot's pixel loops launch as one 2-D kernel, and the loops counting up and down
/// from a start the program computes launch too, printing what wasmtime prints
/// (golden/programs/float_counters.c).
#[test]
fn loops_with_f64_counters_launch_and_print_as_wasmtime_prints() {
    let wasm = std::fs::read(root().join("golden/programs/float_counters.wasm")).expect("wasm");
    for args in [["301", "37"], ["64", "5"]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let ours = run(&simulate(), &wasm, &args);
        let theirs = run(&plain(), &wasm, &args);
        assert_eq!(
            String::from_utf8_lossy(&ours.stdout),
            String::from_utf8_lossy(&theirs.stdout),
            "{args:?}"
        );
        assert!(
            ours.launches >= 4 && ours.fallbacks.is_empty(),
            "{args:?}: {} launches, fallbacks {:?}",
            ours.launches,
            ours.fallbacks
        );
    }
}

/// A program given its stdin as bytes reads them, and a second run reads them again (what
/// `run --check` does: golden/programs/stdin_echo.c).
#[test]
fn stdin_bytes_are_read_by_every_run() {
    let wasm = std::fs::read(root().join("golden/programs/stdin_echo.wasm")).expect("wasm");
    let engine = plain();
    let program = Program::compile(&engine, &wasm).expect("compile");
    let wasi = Wasi {
        stdin: Some(b"abc\nde\n".to_vec()),
        ..captured(&[])
    };
    for _ in 0..2 {
        let mut instance = program.instantiate(&engine, &wasi).expect("instantiate");
        assert!(matches!(
            instance.run_start().expect("run"),
            Ending::Exit(0)
        ));
        assert_eq!(
            instance.captured_stdout().unwrap_or_default(),
            b"bytes 7 lines 2 sum 515\n"
        );
    }
}

/// jacobi2d's time loop is one resident region although its host code copies the odd last
/// row with the module's own `memcpy`: that call goes through the `host_memcpy` import, which
/// brings back and invalidates only the bytes it touches. With an odd interior (33: 31 rows)
/// the call runs every step, the kernels before and after it launch, and the program prints
/// what wasmtime prints; so does a run where every launch is first checked against a native
/// run that itself calls `memcpy`'s own nest.
#[test]
fn host_memcpy_keeps_a_time_loop_resident() {
    let wasm = std::fs::read(programs().join("jacobi2d.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the time loop is resident");
    // The import's name is in the module's bytes (and nowhere else: the module has no
    // such string of its own).
    assert!(
        p.rewritten.windows(11).any(|w| w == b"host_memcpy"),
        "no host_memcpy import"
    );
    assert!(!wasm.windows(11).any(|w| w == b"host_memcpy"));
    let args: Vec<String> = ["33", "3"].iter().map(|s| s.to_string()).collect();
    let (sim, plain) = (simulate(), plain());
    let ours = run(&sim, &wasm, &args);
    let theirs = run(&plain, &wasm, &args);
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&theirs.stdout)
    );
    assert!(ours.launches >= 6, "{} launches", ours.launches);
    assert!(
        !ours
            .fallbacks
            .iter()
            .any(|(r, _)| r == "first_call_mismatch"),
        "{:?}",
        ours.fallbacks
    );
}

/// A time loop in `main` around a call of a function that holds the nest, with the arrays
/// swapped between steps (golden/programs/step_calls.c), is one resident region: `step`'s
/// own code touches no memory outside its nest (`nests::ResidentCallees`), so the arrays go
/// up once however many steps run. A loop that also calls `halo` (whose own code stores)
/// every 4th step, under an `if`, stays resident and pauses for that call (the region ends
/// before it and begins again after: `ModuleFacts::paused_calls`); the same call made at
/// every step keeps the loop from being resident, and it uploads more. A fourth loop clears
/// `b` with `memset` and copies it back with `memcpy` at each step: at 130 x 130 floats (66
/// KiB) both run in the device's copy (`KernelExecutor::bulk_on_device`), so it too uploads
/// once. All print what wasmtime prints, the device copy poisoned where nothing was uploaded.
#[test]
fn a_time_loop_calling_its_step_function_is_resident() {
    let wasm = std::fs::read(root().join("golden/programs/step_calls.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(
        p.resident.len(),
        3,
        "the loops of modes 0, 1 and 2, not mode 3's"
    );
    let calls: [&[&str]; 11] = [
        &["33", "2", "0"],
        &["33", "12", "0"],
        &["33", "2", "1"],
        &["33", "12", "1"],
        &["34", "7", "1"],
        &["33", "2", "3"],
        &["33", "12", "3"],
        &["34", "7", "3"],
        &["130", "2", "2"],
        &["130", "5", "2"],
        &["33", "3", "2"],
    ];
    let outs = same_as_wasmtime(&wasm, &calls);
    for (o, call) in outs.iter().zip(calls) {
        let steps: u64 = call[1].parse().expect("steps");
        assert!(o.launches >= steps, "{call:?}: {} launches", o.launches);
    }
    assert_eq!(outs[0].bytes_up, outs[1].bytes_up, "resident: one upload");
    assert_eq!(outs[2].bytes_up, outs[0].bytes_up, "no pause in 2 steps");
    assert!(outs[3].bytes_up > outs[2].bytes_up, "a pause uploads again");
    assert!(
        outs[6].bytes_up > outs[3].bytes_up,
        "not resident: {} bytes up, paused every 4th step: {}",
        outs[6].bytes_up,
        outs[3].bytes_up
    );
    let grid_bytes = 130 * 130 * 4;
    assert_eq!(outs[8].device_bulk_bytes, 2 * 2 * grid_bytes);
    assert_eq!(outs[9].device_bulk_bytes, 5 * 2 * grid_bytes);
    assert_eq!(
        outs[8].bytes_up, outs[9].bytes_up,
        "memset and memcpy on the device"
    );
    assert_eq!(outs[10].device_bulk_bytes, 0, "under 64 KiB: on the host");
}

/// bench's heat2d: clang leaves `main`'s time loop (a call of `heat_step`, then `memcpy` or a
/// pointer swap) by a `br_if` to an outer block, not by its end, so the loop cannot be
/// outlined; it is still one resident region, each way out ending it first
/// (`rewrite::Region::exits`). Both modes print what wasmtime prints; the arrays go up once
/// however many steps run, and the copy-back runs on the device.
#[test]
fn a_time_loop_left_by_a_branch_is_still_resident() {
    let wasm = std::fs::read(programs().join("heat2d.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "main's time loop");
    let calls: [&[&str]; 4] = [
        &["130", "2", "0"],
        &["130", "4", "0"],
        &["130", "2", "1"],
        &["130", "5", "1"],
    ];
    let outs = same_as_wasmtime(&wasm, &calls);
    assert_eq!(
        outs[0].bytes_up, outs[1].bytes_up,
        "memcpy mode: one upload"
    );
    assert_eq!(outs[1].device_bulk_bytes, 4 * 130 * 130 * 4);
    assert_eq!(outs[2].bytes_up, outs[3].bytes_up, "swap mode: one upload");
    for (o, call) in outs.iter().zip(calls) {
        let steps: u64 = call[1].parse().expect("steps");
        assert!(o.launches >= steps, "{call:?}: {} launches", o.launches);
    }
}

/// jacobi1d's time loop is one resident region although its host code loads and stores
/// memory once per step (the element each sweep carries in, loaded before the sweep; the
/// unrolled sweep's odd last element, computed after it): each such access calls
/// `read_back`/`write_back` first, which bring the device's newer bytes of just that access
/// back (and a store's bytes are no longer the device's). Odd and even interiors print what
/// wasmtime prints, the device copy poisoned where nothing was uploaded.
#[test]
fn host_loads_and_stores_keep_a_time_loop_resident() {
    let wasm = std::fs::read(programs().join("jacobi1d.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the time loop is resident");
    for name in [&b"read_back"[..], b"write_back"] {
        assert!(p.rewritten.windows(name.len()).any(|w| w == name));
    }
    for ours in same_as_wasmtime(&wasm, &[&["101", "3"], &["102", "3"]]) {
        assert!(ours.launches >= 6, "{} launches", ours.launches);
        assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
    }
}

/// A loop of a few iterations in a time loop's own code (golden/programs/host_loops.c: a
/// checksum of 64 elements after each step's kernel) keeps its loads, each calling
/// `read_back`, and the time loop is a resident region; the same checksum over all N
/// elements (a count that is no small constant) still keeps its time loop from being one
/// (it would call the host N times a step). Both print what wasmtime prints.
#[test]
fn a_host_loop_of_a_few_iterations_keeps_a_time_loop_resident() {
    let wasm = std::fs::read(root().join("golden/programs/host_loops.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    // The two time loops: the outermost loops of `main` that stay in wasmtime around nests.
    let time_loops: Vec<usize> = (p.verdicts.iter())
        .filter(|v| v.function == "main" && v.depth == 0 && v.verdict.is_err())
        .map(|v| v.offset)
        .collect();
    assert_eq!(time_loops.len(), 2, "{:?}", p.verdict_lines());
    assert_eq!(p.resident, vec![time_loops[1]], "{:?}", p.verdict_lines());
    let runs = same_as_wasmtime(&wasm, &[&["4096", "4"], &["64", "1"]]);
    // The fill, and each time loop's kernel at every step.
    for (ours, steps) in runs.iter().zip([4, 1]) {
        assert!(ours.launches > 2 * steps, "{} launches", ours.launches);
    }
}

/// Runs `wasm` with each of `calls` in the simulator and in plain wasmtime, asserts that both
/// print the same, and returns the simulator's outcomes.
fn same_as_wasmtime(wasm: &[u8], calls: &[&[&str]]) -> Vec<Outcome> {
    let sim = simulate();
    (calls.iter())
        .map(|call| same_as_plain(&sim, wasm, call))
        .collect()
}

/// The program run on `engine` with `args` prints what plain wasmtime prints: our outcome.
fn same_as_plain(engine: &Engine, wasm: &[u8], args: &[&str]) -> Outcome {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let (ours, theirs) = (run(engine, wasm, &args), run(&plain(), wasm, &args));
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&theirs.stdout),
        "{args:?}"
    );
    ours
}

/// A value carried from one pixel to the next only where the radius is negative
/// (golden/programs/box_u8.c: clang keeps the previous mean where `s / c` divides by 0):
/// the runtime analyses the pixel loops with the branch on `r < 0` going the other way, and
/// they launch once per time step, where before every pixel's window rows launched apart;
/// with a negative radius the launch finds the branch going the other way and declines
/// (`unswitched`). The program prints what wasmtime prints either way.
#[test]
fn a_value_carried_only_behind_a_fixed_branch_launches_where_it_goes_the_other_way() {
    let wasm = std::fs::read(root().join("golden/programs/box_u8.wasm")).expect("wasm");
    let runs = same_as_wasmtime(&wasm, &[&["45", "33", "2", "4"], &["20", "20", "0", "2"]]);
    for (ours, steps) in runs.iter().zip([4, 2]) {
        let pixels = ours.launched.iter().filter(|l| *l == "nest_2").count();
        assert_eq!(pixels, steps, "{:?} {:?}", ours.launched, ours.fallbacks);
        assert!(!ours.fell_back("unswitched"), "{:?}", ours.fallbacks);
    }
    let [negative] = &same_as_wasmtime(&wasm, &[&["20", "20", "-1", "3"]])[..] else {
        unreachable!()
    };
    assert!(negative.fell_back("unswitched"), "{:?}", negative.fallbacks);
}

/// Rows that share a scratch array (golden/programs/private_rows.c): each row writes `tmp`
/// and reads it back, so every row writes the same bytes. Each thread keeps a copy of them
/// (`privatize.rs`): the row loop launches once where it launched its inner loops once per
/// row before, and `tmp` ends as the last row that wrote each byte left it (the program
/// prints it). Mode 4 copies the row out with `memcpy`, which the kernel reads from the
/// thread's copy. A row that reads a byte of `tmp` it has not written (mode 3) traps in the
/// kernel, and the loop reruns on the CPU (`overlap`).
#[test]
fn rows_sharing_a_scratch_array_launch_once_with_private_copies() {
    let wasm = std::fs::read(root().join("golden/programs/private_rows.wasm")).expect("wasm");
    for mode in ["0", "1", "2", "4"] {
        for ours in same_as_wasmtime(&wasm, &[&["40", "30", mode], &["9", "5", mode]]) {
            // The initialisations, the row loop and the checksums: not one launch per row.
            assert!(
                ours.launches <= 5,
                "mode {mode}: {} launches {:?}",
                ours.launches,
                ours.launched
            );
            assert!(
                ours.fallbacks.is_empty(),
                "mode {mode}: {:?}",
                ours.fallbacks
            );
            assert!(
                ours.threads.contains(&40) || ours.threads.contains(&9),
                "{:?}",
                ours.threads
            );
        }
    }
    for ours in same_as_wasmtime(&wasm, &[&["40", "30", "3"]]) {
        assert!(ours.fell_back("overlap"), "{:?}", ours.fallbacks);
    }
}

/// Under a cost model, a row loop with private copies launches only from
/// `privatize::MIN_PRIVATE_THREADS` rows: nine rows would each run a ninth of the loop in
/// order, so the loop declines (`too_small`, naming the threshold) and its inner loops
/// launch instead; forty rows launch as one kernel of forty threads. (Launches cost next to
/// nothing here, so only that rule declines.)
#[test]
fn fewer_rows_than_the_threshold_keep_private_copies_off_the_gpu() {
    let wasm = std::fs::read(root().join("golden/programs/private_rows.wasm")).expect("wasm");
    let engine = simulate_costing(cheap_launches());
    let few = same_as_plain(&engine, &wasm, &["9", "30", "0"]);
    assert!(few.fell_back("too_small"), "{:?}", few.fallbacks);
    assert!(!few.threads.contains(&9), "{:?}", few.threads);
    let many = same_as_plain(&engine, &wasm, &["40", "30", "0"]);
    assert!(many.threads.contains(&40), "{:?}", many.threads);
}

/// Carried loads in resident time loops (golden/programs/carried.c): `smooth`'s sweeps launch
/// every step; `diffs` starts its sweep from 0.0, not from a load, so its kernel's
/// first-iteration check traps (`read_conflict`), inside a resident region whose device copy
/// holds newer bytes of the other array: the sweep reruns natively from what the host got
/// back, and the program prints what wasmtime prints.
#[test]
fn a_carried_value_that_was_not_loaded_reruns_inside_a_resident_region() {
    let wasm = std::fs::read(root().join("golden/programs/carried.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 2, "both time loops are resident");
    for ours in same_as_wasmtime(&wasm, &[&["101", "3"], &["102", "3"]]) {
        assert!(ours.launches >= 12, "{} launches", ours.launches);
        assert!(ours.fell_back("carried_value"), "{:?}", ours.fallbacks);
    }
}

/// Values carried out of an unrolled loop into its odd last iteration, inside resident time
/// loops (golden/programs/carried_tail.c): the finish function computes them from the loop's
/// last load, of bytes a launch the step before left newer on the device. It read the host's
/// older copy, and the program printed other sums than wasmtime (found by a sweep of whole
/// programs, 2026-11-28); the bytes it loads are now made current first. Odd and even
/// sweeps, with the first-call check and without it. (`rows` writes the static `buf` in
/// every row: since private copies, its row loop is one launch, where its two inner loops
/// launched once per row before.)
#[test]
fn values_carried_out_of_a_loop_are_read_from_the_newer_bytes() {
    let wasm = std::fs::read(root().join("golden/programs/carried_tail.wasm")).expect("wasm");
    let calls: &[&[&str]] = &[&["17", "9", "7"], &["18", "9", "6"], &["101", "4", "9"]];
    for ours in same_as_wasmtime(&wasm, calls) {
        // The sweeps of every step, and `rows` once.
        assert!(ours.launches >= 15, "{} launches", ours.launches);
        assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
    }
    let sim = simulate_unchecked();
    for call in calls {
        same_as_plain(&sim, &wasm, call);
    }
}

/// A kernel that computes the wrong thing (every float `+` made a `-` on purpose) is caught
/// by its first-call check, which runs it beside the native loop (sampled: its first
/// iterations; or whole): the native memory stands (after a sampled check, the memory is put
/// back and the whole loop runs natively), the program prints what wasmtime prints, and the
/// kernel never launches again.
#[test]
fn a_wrong_kernel_is_caught_beside_the_native_loop() {
    for fraction in [crate::DEFAULT_CHECK_FRACTION, 1] {
        a_wrong_kernel_is_caught_with("vecadd", &["1024", "4"], fraction);
        // An interchange: the sampled check runs the first rows on both sides.
        a_wrong_kernel_is_caught_with("gemvt_rows", &["256", "4"], fraction);
    }
}

/// [`a_wrong_kernel_is_caught_beside_the_native_loop`] with the check running `1/fraction`
/// of the loop natively (1024 iterations: 16 at the default) or all of it.
fn a_wrong_kernel_is_caught_with(name: &str, args: &[&str], fraction: u32) {
    use lowered_ir::{FloatBinOp, LoweredOp};
    let wasm = std::fs::read(programs().join(format!("{name}.wasm"))).expect("wasm");
    let sim = Engine::new(
        Device::Simulator,
        Config {
            cost: None,
            check_fraction: fraction,
            ..Config::default()
        },
    )
    .expect("simulator");
    let mut program = Program::compile(&sim, &wasm).expect("compile");
    let mut broken = 0;
    for nest in program.nests_mut() {
        for o in &mut nest.auto.outlined {
            for b in &mut o.kernel.blocks {
                for i in &mut b.insts {
                    if let LoweredOp::FloatBin { op, .. } = &mut i.op {
                        if *op == FloatBinOp::Add {
                            *op = FloatBinOp::Sub;
                            broken += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(broken > 0, "no float add to break");
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut instance = program
        .instantiate(&sim, &captured(&args))
        .expect("instantiate");
    assert!(matches!(
        instance.run_start().expect("run"),
        Ending::Exit(0)
    ));
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(
        String::from_utf8_lossy(&instance.captured_stdout().unwrap_or_default()),
        String::from_utf8_lossy(&theirs.stdout)
    );
    let counters = instance.counters();
    let count = |reason: &str| {
        counters
            .fallbacks()
            .filter(|(r, _)| *r == reason)
            .map(|(_, n)| n)
            .sum::<u64>()
    };
    assert!(
        count("first_call_mismatch") >= 1,
        "{name}, fraction {fraction}"
    );
    let sampled = instance.events().iter().any(|e| e.sampled);
    assert_eq!(
        sampled,
        fraction > 1,
        "the mismatch came from a sampled check"
    );
    // The broken nests run every step: the later steps do not launch them.
    assert!(
        count("deoptimized") >= 3,
        "{name}, fraction {fraction}: {:?}",
        counters.fallbacks().collect::<Vec<_>>()
    );
}

/// A cost model that launches only nests of more than 5000 instructions: small nests run
/// natively between launches, inside resident regions too (gemv's vector update between its
/// products), and every program still prints what wasmtime prints.
#[test]
fn native_loops_between_launches_keep_the_device_copy_right() {
    let model = tensor_wasm_compiler::auto::cost::CostModel {
        cpu_ns_per_op: 1.0,
        gpu_ns_per_op: 0.0,
        thread_ns_per_op: 0.0,
        launch_ns: 5000.0,
        ns_per_byte: 0.0,
        locked_ns_per_byte: 0.0,
        margin: 1.0,
    };
    let engine = simulate_costing(model);
    let (mut launched, mut declined) = (0, 0);
    for (name, args) in sizes() {
        let wasm = std::fs::read(programs().join(format!("{name}.wasm"))).expect("wasm");
        let expected =
            std::fs::read(programs().join(format!("expected/{name}.small.txt"))).expect("expected");
        let out = run(&engine, &wasm, &args);
        assert_eq!(out.stdout, expected, "{name}");
        launched += out.launches;
        declined += out
            .fallbacks
            .iter()
            .filter(|(r, _)| r == "too_small")
            .map(|(_, n)| n)
            .sum::<u64>();
        assert!(
            !out.fallbacks
                .iter()
                .any(|(r, _)| r == "first_call_mismatch"),
            "{name}: {:?}",
            out.fallbacks
        );
    }
    assert!(
        launched > 20 && declined > 20,
        "{launched} launched, {declined} declined"
    );
    // Enough steps for gemv's small update to back off inside its resident time loop (the
    // skipped calls give back only that update's bytes).
    let wasm = std::fs::read(programs().join("gemv.wasm")).expect("wasm");
    let args = ["64".to_string(), "40".to_string()];
    let ours = run(&engine, &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(ours.stdout, theirs.stdout);
    // The matrix (64 x 64 floats) goes up about once: a declined update gives back only its
    // own bytes (it went up every step when the cost model's early refusal did not say
    // which bytes it touched; H100, 25 GB for 100 steps at n = 8192).
    uploads_about_once(&ours, 64 * 64 * 4);
    assert!(
        ours.fallbacks
            .iter()
            .any(|(r, n)| r == "backoff" && *n > 10),
        "{:?}",
        ours.fallbacks
    );
}

/// A tiny nest entered a hundred thousand times asks the host only a few hundred times:
/// once the cost model has declined it again and again, its call site runs it in place
/// without a host call, for a window that doubles up to `MAX_SKIP_WINDOW` entries
/// (rewrite.rs `SKIP_EXPORT`). Each skipped entry still counts as a `backoff` fallback, and
/// the output is plain wasmtime's. (Asking at every entry made `hotcalls` 55 times slower
/// than wasmtime.)
#[test]
fn a_tiny_nest_entered_often_skips_the_host() {
    let engine = Engine::new(Device::Simulator, Config::default()).expect("simulator");
    let wasm = std::fs::read(programs().join("hotcalls.wasm")).expect("wasm");
    let calls = 100_000u64;
    let args = [calls.to_string()];
    let ours = run(&engine, &wasm, &args);
    assert_eq!(ours.stdout, run(&plain(), &wasm, &args).stdout);
    assert_eq!(ours.launches, 0);
    let count = |reason: &str| -> u64 {
        ours.fallbacks
            .iter()
            .filter(|(r, _)| r == reason)
            .map(|(_, n)| n)
            .sum()
    };
    let (asked, skipped) = (count("too_small"), count("backoff"));
    // A few other nests run once each (the setup loop, malloc, printf).
    assert!(
        asked + skipped >= calls && asked + skipped < calls + 20,
        "{asked} asked, {skipped} skipped"
    );
    assert!(asked < calls / 100, "{asked} asked, {skipped} skipped");
}

/// A resident time loop whose nests all run natively (golden/programs/resident_skips.c): the
/// call sites skip the host while the region's device copy holds nothing, so 400 steps of
/// two nests ask the host a few dozen times, not 800 (a 64 x 64 update program of a sweep
/// crossed into the host 1.3 million times and ran 22 times slower than wasmtime). When a
/// nest starts to launch inside the region (step 100), every call site asks again: the tiny
/// nest writes what the launched one reads from the device's copy, and had it gone on
/// skipping, the launches would have read older bytes (the output shows it).
#[test]
fn call_sites_skip_the_host_inside_a_resident_region_until_the_device_holds_bytes() {
    use tensor_wasm_compiler::auto::cost::CostModel;
    let wasm = std::fs::read(root().join("golden/programs/resident_skips.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the time loop is resident");
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let native = args(&["400", "4096", "1000000", "4"]);
    let ours = run(&simulate_costing(CostModel::default()), &wasm, &native);
    assert_eq!(ours.stdout, run(&plain(), &wasm, &native).stdout);
    assert_eq!(ours.launches, 0);
    assert!(ours.host_calls < 80, "{} host calls", ours.host_calls);
    // Launches cost next to nothing: the 4096-row sweep launches from step 100 on, the
    // 64-row one and the tiny nest stay native.
    let cheap = cheap_launches();
    for from in ["100", "130"] {
        let a = args(&["300", "4096", from, "4"]);
        let ours = run(&simulate_costing(cheap), &wasm, &a);
        let theirs = run(&plain(), &wasm, &a).stdout;
        let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
        assert_eq!(text(&ours.stdout), text(&theirs), "{a:?}");
        // The big sweep's own window, set while it was small, runs out before it launches.
        assert!(ours.launches >= 50, "{a:?}: {} launches", ours.launches);
    }
}

/// A step function whose nest is a reduction stores the results on the C stack after the
/// nest (`out[0] = squares`), and the time loop reads them back to pick the next step's salt
/// (intstats). Those stores, once per call, no longer keep the loop from being resident: they
/// bring the device's bytes back first, so the 256 KiB of keys go up once, not again before
/// every step after the host compared them with its copy (0.54 s of intstats' 2 s on the
/// H200 at its large size).
#[test]
fn a_step_function_that_stores_its_results_keeps_the_time_loop_resident() {
    use tensor_wasm_compiler::auto::cost::CostModel;
    let wasm = std::fs::read(programs().join("intstats.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the step loop in main is resident");
    let cheap = cheap_launches();
    for (n, steps) in [("65536", "6"), ("1001", "3"), ("5", "2")] {
        let a = vec![n.to_string(), steps.to_string()];
        let ours = run(&simulate_costing(cheap), &wasm, &a);
        assert_eq!(ours.stdout, run(&plain(), &wasm, &a).stdout, "{a:?}");
        // (Five keys are one unrolled iteration and a remainder: nothing to launch.)
        assert!(
            n == "5" || ours.launches >= 2,
            "{a:?}: {} launches",
            ours.launches
        );
    }
    // With the default costs the initialisation stays on the CPU and every step launches:
    // the keys go up once (twice before, the second time to fill the host's copy).
    let a = vec!["65536".to_string(), "6".to_string()];
    let ours = run(&simulate_costing(CostModel::default()), &wasm, &a);
    assert_eq!(ours.stdout, run(&plain(), &wasm, &a).stdout);
    assert_eq!(ours.launches, 6);
    assert_eq!(ours.bytes_up, 4 * 65536);
}

/// The default cost model keeps the small sizes and the tiny program on the CPU.
#[test]
fn the_cost_model_keeps_tiny_work_native() {
    let engine = Engine::new(Device::Simulator, Config::default()).expect("simulator");
    let wasm = std::fs::read(programs().join("smallwork.wasm")).expect("wasm");
    let out = run(&engine, &wasm, &["16".into(), "2".into()]);
    assert_eq!(out.launches, 0);
    assert!(
        out.fallbacks
            .iter()
            .any(|(r, n)| r == "too_small" && *n > 0),
        "{:?}",
        out.fallbacks
    );
    let expected =
        std::fs::read(programs().join("expected/smallwork.small.txt")).expect("expected");
    assert_eq!(out.stdout, expected);
}

/// `--dry-run` decides every nest at the program's own size but launches none: gemm at its
/// large size (896, hours in the simulator) runs in wasmtime's time, prints what plain
/// wasmtime prints, and counts its product as `dry_run` (it would launch).
#[test]
fn a_dry_run_decides_at_full_size_and_launches_nothing() {
    let engine = Engine::new(
        Device::Simulator,
        Config {
            dry_run: true,
            ..Config::default()
        },
    )
    .expect("simulator");
    let wasm = std::fs::read(programs().join("gemm.wasm")).expect("wasm");
    let args = vec!["896".to_string()];
    let out = run(&engine, &wasm, &args);
    assert_eq!(out.stdout, run(&plain(), &wasm, &args).stdout);
    assert_eq!(out.launches, 0);
    let count = |reason: &str| {
        (out.fallbacks.iter())
            .find(|(r, _)| r == reason)
            .map_or(0, |(_, n)| *n)
    };
    assert!(count("dry_run") >= 1, "{:?}", out.fallbacks);
}

/// The rewritten module of a program: the loops chosen and why the others stay.
#[test]
fn rewritten_gemm_golden() {
    let wasm = std::fs::read(programs().join("gemm.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    let mut text = String::new();
    for line in p.verdict_lines() {
        text.push_str(&line);
        text.push('\n');
    }
    // The kernel function and the nest functions, in WAT.
    let wat = wasmprinter::print_bytes(&p.rewritten).expect("print");
    let keep: Vec<&str> = wat
        .lines()
        .filter(|l| l.contains("tensor_wasm") || l.contains("(import"))
        .collect();
    text.push_str(&keep.join("\n"));
    insta::with_settings!({
        snapshot_path => root().join("golden/snapshots"),
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!("runtime_gemm_rewritten", text);
    });
}

const LOOPS: &str = r#"
(module
  (memory (export "memory") 1)
  ;; a[i] = 2*a[i] + k over n floats: a loop that stands alone.
  (func (export "scale") (param $a i32) (param $n i32) (param $k f32) (result i32)
    (local $i i32) (local $dead i32)
    (block $skip
      (br_if $skip (i32.eqz (local.get $n)))
      (loop $l
        (f32.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))
          (f32.add (local.get $k)
            (f32.mul (f32.const 2)
              (f32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))))))
        (local.set $dead (local.get $i))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $l (i32.lt_u (local.get $i) (local.get $n)))))
    (local.get $i))
  ;; a loop left by a branch to an outer block: not a region of its own.
  (func (export "find") (param $a i32) (param $n i32) (result i32)
    (local $i i32)
    (block $found
      (loop $l
        (br_if $found (i32.eq (i32.load (local.get $a)) (i32.const 7)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $l (i32.lt_u (local.get $i) (local.get $n)))))
    (local.get $i)))
"#;

#[test]
fn regions_results_are_the_live_locals_and_escaping_loops_stay() {
    let wasm = wat::parse_str(LOOPS).expect("wat");
    let facts = ModuleFacts::parse(&wasm).expect("parse");
    assert_eq!(facts.regions.len(), 2);
    let scale = &facts.regions[0];
    assert_eq!(scale.extractable, Ok(()));
    // Used: a, n, k, i, dead; written and live after: i only ($dead is never read).
    assert_eq!(
        scale.used.iter().map(|(l, _)| *l).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4]
    );
    assert_eq!(scale.written, vec![3]);
    // Its parameters: the locals live at its start ($dead is set before it is read).
    assert_eq!(scale.inputs, vec![0, 1, 2, 3]);
    assert_eq!(
        scale.signature_text(),
        "(param i32 i32 f32 i32) (result i32)"
    );
    let find = &facts.regions[1];
    let why = find.extractable.clone().unwrap_err();
    assert!(why.starts_with("`br_if` at byte"), "{why}");
    assert!(
        why.ends_with("leaves the loop other than by its end"),
        "{why}"
    );
}

/// The rewritten module computes what the original computes, launched or not.
#[test]
fn rewritten_module_equals_the_original() {
    let wasm = wat::parse_str(LOOPS).expect("wat");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.nests.len(), 1, "{:?}", p.verdicts);
    wasmparser::validate(&p.rewritten).expect("the rewritten module validates");
    for engine in [simulate(), plain()] {
        let program = Program::compile(&engine, &wasm).expect("compile");
        let mut inst = program
            .instantiate(&engine, &Wasi::default())
            .expect("instantiate");
        // a = [1.0, 2.0, ..., 100.0] at 1024.
        let args = [Val::I32(1024), Val::I32(100), Val::F32(0.5f32.to_bits())];
        let mut init = Vec::new();
        for i in 0..100 {
            init.extend((i as f32 + 1.0).to_le_bytes());
        }
        inst.write_memory(1024, &init).expect("write");
        match inst.call("scale", &args).expect("call") {
            Ending::Returned(v) => assert_eq!(v[0].unwrap_i32(), 100),
            other => panic!("{other:?}"),
        }
        let mut out = vec![0u8; 400];
        inst.read_memory(1024, &mut out).expect("read");
        for i in 0..100 {
            let x = f32::from_le_bytes(out[4 * i..4 * i + 4].try_into().unwrap());
            assert_eq!(x, 2.0 * (i as f32 + 1.0) + 0.5);
        }
        if *engine.device() == Device::Simulator {
            assert_eq!(inst.counters().success_total(), 1);
        }
        // n = 0: the guard skips the loop; the nest is not called.
        match inst
            .call("scale", &[Val::I32(1024), Val::I32(0), Val::F32(0)])
            .expect("call")
        {
            Ending::Returned(v) => assert_eq!(v[0].unwrap_i32(), 0),
            other => panic!("{other:?}"),
        }
    }
}

/// A loop that leaves only by a `br_if` past the code that runs where it is skipped, never
/// by its `end` (clang's unrolled loop with a remainder; golden/programs/frontier.c): the
/// region stands alone ([`crate::rewrite::Redirect`]), its result is the local that is live
/// after the block it leaves to, and the rewritten module computes what the original
/// computes on every path: the loop run (launched, or natively while the skip gate counts
/// down), and skipped.
const LEAVES_PAST: &str = r#"
(module
  (memory (export "memory") 1)
  (func (export "f") (param $a i32) (param $n i32) (result i32)
    (local $i i32) (local $x i32)
    (local.set $x (i32.const 5))
    (block $done
      (block $skip
        (br_if $skip (i32.eqz (local.get $n)))
        (loop $l
          (i32.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))
            (i32.mul (local.get $i) (i32.const 3)))
          (local.set $x (i32.add (local.get $i) (i32.const 100)))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
          (br $l)))
      (local.set $x (i32.const 99)))
    (local.get $x)))
"#;

#[test]
fn a_loop_that_leaves_past_its_end_is_a_nest_whose_call_branches_on() {
    let wasm = wat::parse_str(LEAVES_PAST).expect("wat");
    let facts = ModuleFacts::parse(&wasm).expect("facts");
    let region = &facts.regions[0];
    assert_eq!(region.extractable, Ok(()));
    let redirect = region.redirect.clone().expect("redirected");
    assert_eq!(redirect.depth, 1, "$done, seen from outside the loop");
    assert_eq!(region.exits.as_ref().map(Vec::len), Ok(1), "one branch out");
    // $x: live after $done (not after the loop's `end`, which is never reached).
    assert_eq!(region.written, vec![3]);
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.nests.len(), 1, "{:?}", p.verdicts);
    wasmparser::validate(&p.rewritten).expect("the rewritten module validates");
    let costing = simulate_costing(tensor_wasm_compiler::auto::cost::CostModel::default());
    for (engine, launches) in [(simulate(), true), (costing, false), (plain(), false)] {
        let program = Program::compile(&engine, &wasm).expect("compile");
        let mut inst = program
            .instantiate(&engine, &Wasi::default())
            .expect("instantiate");
        // Twenty calls: under the cost model the nest declines, backs off, and the gate's
        // own copy of the loop runs the later ones.
        for n in [0i32, 1, 7, 300, 0, 2].into_iter().cycle().take(20) {
            inst.write_memory(1024, &[0xabu8; 1300]).expect("write");
            let want = if n == 0 { 99 } else { n + 99 };
            match inst
                .call("f", &[Val::I32(1024), Val::I32(n)])
                .expect("call")
            {
                Ending::Returned(v) => assert_eq!(v[0].unwrap_i32(), want, "n = {n}"),
                other => panic!("{other:?}"),
            }
            let mut out = vec![0u8; 1300];
            inst.read_memory(1024, &mut out).expect("read");
            for i in 0..325usize {
                let x = i32::from_le_bytes(out[4 * i..4 * i + 4].try_into().unwrap());
                let want = if (i as i32) < n {
                    3 * i as i32
                } else {
                    -0x54545455
                };
                assert_eq!(x, want, "n = {n}, element {i}");
            }
        }
        if launches {
            assert!(inst.counters().success_total() > 0);
        } else if *engine.device() == Device::Simulator {
            let backoff = inst
                .counters()
                .fallbacks()
                .any(|(r, n)| r == "backoff" && n > 0);
            assert!(backoff, "the nest backs off under the cost model");
        }
    }
}

/// `out[j] = in[j > 0 ? j - 1 : 0] + in[j]` over n bytes, its counter set to 0 right before
/// the loop: the region takes that `local.set` (its prologue), so the nest's own function
/// knows the counter starts at 0 and ranges the clamped read from `in`, not from the byte
/// before it (which is the last byte of `out` here: the launch would have seen an overlap).
const CLAMPED: &str = r#"
(module
  (memory (export "memory") 1)
  (func (export "smooth") (param $in i32) (param $out i32) (param $n i32)
    (local $j i32) (local $m i32)
    (block $skip
      (br_if $skip (i32.eqz (local.get $n)))
      (local.set $j (i32.const 0))
      (loop $l
        (local.set $m (select (i32.const 0) (i32.sub (local.get $j) (i32.const 1))
          (i32.gt_u (i32.sub (local.get $j) (i32.const 1)) (local.get $j))))
        (i32.store8 (i32.add (local.get $out) (local.get $j))
          (i32.add (i32.load8_u (i32.add (local.get $in) (local.get $m)))
                   (i32.load8_u (i32.add (local.get $in) (local.get $j)))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br_if $l (i32.lt_u (local.get $j) (local.get $n)))))))
"#;

#[test]
fn a_constant_prologue_joins_the_region_and_a_clamped_read_launches() {
    let wasm = wat::parse_str(CLAMPED).expect("wat");
    let facts = ModuleFacts::parse(&wasm).expect("parse");
    let [r] = facts.regions.as_slice() else {
        panic!("{:?}", facts.regions)
    };
    assert!(r.start < r.loop_at, "{r:?}");
    assert!(r.used.iter().any(|(l, _)| *l == 3), "{r:?}");
    let (n, input, output) = (200usize, 1000usize, 800usize);
    let bytes: Vec<u8> = (0..n).map(|i| (i * 7 % 100) as u8).collect();
    for engine in [simulate(), plain()] {
        let (out, mut inst) = call_on_bytes(
            &engine,
            &wasm,
            (input, &bytes),
            ("smooth", &[input, output, n], 1),
            (output, n),
        );
        for j in 0..n {
            let m = j.saturating_sub(1);
            assert_eq!(out[j], bytes[m].wrapping_add(bytes[j]), "j = {j}");
        }
        if *engine.device() == Device::Simulator {
            assert_eq!(inst.counters().success_total(), 1);
            assert_eq!(inst.counters().fallback_total("overlap"), 0);
        }
    }
}

/// `out[j] = in[j > 0 ? j - 1 : 0] + in[j] + in[j < n - 1 ? j + 1 : n - 1]` over n bytes,
/// both edges clamped as clang writes them (the counter compared, not the arm).
const CLAMPED_BOTH: &str = r#"
(module
  (memory (export "memory") 1)
  (func (export "smooth3") (param $in i32) (param $out i32) (param $n i32)
    (local $j i32) (local $m i32) (local $p i32) (local $last i32)
    (block $skip
      (br_if $skip (i32.eqz (local.get $n)))
      (local.set $last (i32.sub (local.get $n) (i32.const 1)))
      (local.set $j (i32.const 0))
      (loop $l
        (local.set $m (select (i32.sub (local.get $j) (i32.const 1)) (i32.const 0)
          (i32.gt_s (local.get $j) (i32.const 0))))
        (local.set $p (select (i32.add (local.get $j) (i32.const 1)) (local.get $last)
          (i32.lt_s (local.get $j) (local.get $last))))
        (i32.store8 (i32.add (local.get $out) (local.get $j))
          (i32.add (i32.load8_u (i32.add (local.get $in) (local.get $m)))
            (i32.add (i32.load8_u (i32.add (local.get $in) (local.get $j)))
                     (i32.load8_u (i32.add (local.get $in) (local.get $p))))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br_if $l (i32.lt_u (local.get $j) (local.get $n)))))))
"#;

/// Each arm of a clamp is ranged only where its condition picks it
/// (`dependence::select_arms`): with `in` at the end of the memory and `out` right before
/// it, neither the byte past `in` (out of bounds) nor the byte before it (`out`'s last) is
/// counted, and the nest launches once. With `out` one byte past `in`, every iteration reads
/// what the one before wrote: the launch refuses it even without the first-call check, and
/// the output is the sequential one. Arms once rewritten as ranges over the whole loop
/// (`j - 1` as `j`) hid that dependence from a kernel run over part of the loop.
#[test]
fn each_clamp_arm_is_ranged_where_it_is_read() {
    let wasm = wat::parse_str(CLAMPED_BOTH).expect("wat");
    let n = 300usize;
    let bytes: Vec<u8> = (0..n).map(|i| (i * 13 % 71) as u8).collect();
    // The loop run in order on one memory holding `bytes` at `input`.
    let reference = |input: usize, output: usize| {
        let mut m = vec![0u8; 65536];
        m[input..input + n].copy_from_slice(&bytes);
        for j in 0..n {
            let (lo, hi) = (j.saturating_sub(1), (j + 1).min(n - 1));
            let v = m[input + lo]
                .wrapping_add(m[input + j])
                .wrapping_add(m[input + hi]);
            m[output + j] = v;
        }
        m[output..output + n].to_vec()
    };
    let end = 65536 - n;
    for (input, output, launches) in [(end, end - n, true), (end - n - 1, end - n, false)] {
        for engine in [simulate_unchecked(), simulate(), plain()] {
            let (out, mut inst) = call_on_bytes(
                &engine,
                &wasm,
                (input, &bytes),
                ("smooth3", &[input, output, n], 1),
                (output, n),
            );
            assert_eq!(out, reference(input, output), "in {input}, out {output}");
            if *engine.device() == Device::Simulator {
                let c = inst.counters();
                if launches {
                    assert_eq!(c.success_total(), 1, "in {input}, out {output}");
                    assert_eq!(c.fallback_total("overlap"), 0);
                    assert_eq!(c.fallback_total("out_of_bounds"), 0);
                } else {
                    assert_eq!(c.success_total(), 0, "in {input}, out {output}");
                    assert_eq!(c.fallback_total("overlap"), 1);
                }
            }
        }
    }
}

/// A launch-time listing's verdict is kept for the next call with the same values
/// (`Env::listed`). golden/programs/arm_on_argument.c reads `a[i < k ? i + 1 : i]`, whose
/// arm `i + 1` is picked under a condition on an argument the addresses do not read (`k`),
/// so the verdict depends on it too. Called with `k = 0` (it launches) and then `k = 2`,
/// the second call must not reuse the first's "no collision": it falls back, and the output
/// is wasmtime's (before, `2 10 8 12` where wasmtime prints `2 6 8 12`).
#[test]
fn a_listing_verdict_is_not_reused_when_an_arms_condition_changes() {
    let wasm = std::fs::read(root().join("golden/programs/arm_on_argument.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&["4", "0", "2"], &["9", "0", "5"]]) {
        assert!(ours.launches >= 1, "{} launches", ours.launches);
        assert!(ours.fell_back("overlap"), "{:?}", ours.fallbacks);
    }
}

/// Loads through selects whose arm groups share the store's base and offsets, or whose arm
/// condition reads an inner loop's counter (golden/programs/select_groups.c: `window`,
/// `shift`, `colpick`, `blur`), with every nest launched and no first-call check: the
/// launch tested the store's precondition against an arm's group ranged over that arm's
/// rows only, and the listing read `x >= k` at `x = 0`, so kernels whose iterations meet
/// launched (before, every argument set here printed another `window`, `shift`, `colpick`
/// or `blur` line than wasmtime).
#[test]
fn arms_sharing_a_base_and_arms_on_inner_counters_are_tested_as_themselves() {
    let wasm = std::fs::read(root().join("golden/programs/select_groups.wasm")).expect("wasm");
    let sim = simulate_unchecked();
    let mut launches = 0;
    for args in [
        "3 1 1 3 -1 0 1 1",
        "2 42 1 3 -1 2 1 1",
        "2 2 1 2 1 0 1 1",
        "6 1 1 6 -1 0 1 1",
        "3 2 0 0 -1 0 1 1",
    ] {
        let args: Vec<&str> = args.split(' ').collect();
        launches += same_as_plain(&sim, &wasm, &args).launches;
    }
    assert!(launches >= 5, "{launches} launches");
}

/// Bulk-memory accesses at several constant offsets from one base (golden/programs/
/// bulk_rows.c: clang unrolls a row loop of `memcpy` or `memset`, so one iteration copies
/// or fills two or four rows): their group covers the span of the offsets plus the length.
/// Before, it was ranged as the length from the first offset alone, so the last rows' source
/// bytes were not uploaded and their written bytes not downloaded (`16 3 3 3` printed other
/// hashes than wasmtime, the first-call check passing: its sample is the first rows).
#[test]
fn bulk_copies_at_several_offsets_are_ranged_over_all_of_them() {
    let wasm = std::fs::read(root().join("golden/programs/bulk_rows.wasm")).expect("wasm");
    let sim = simulate_unchecked();
    for args in ["16 3 3 3", "40 7 4 3", "9 5 11 2"] {
        let ours = same_as_plain(&sim, &wasm, &args.split(' ').collect::<Vec<_>>());
        assert!(ours.launches >= 4, "{args:?}: {} launches", ours.launches);
    }
}

/// A box filter whose row is clamped on both sides (golden/programs/clamp_rows.c) reads the
/// upper clamp's arm under a test of the lower clamp's select on two counters, `y + k - r <
/// h - 1`: the arm is ranged under it (the select taken as its side, the sum of counters
/// bounded as one), so the image ends where it ends and the output right after it is apart.
/// Before, the arm was ranged up to `r` rows past the image: every call fell back as
/// `overlap` and then launched per row (901 launches for 3 calls at 300 x 200).
#[test]
fn a_clamp_on_two_counters_bounds_the_rows_it_reads() {
    let wasm = std::fs::read(root().join("golden/programs/clamp_rows.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&["300", "200", "3", "3"], &["64", "33", "1", "3"]]) {
        assert!(!ours.fell_back("overlap"), "{:?}", ours.fallbacks);
        // The three filter calls and the input's fill.
        assert_eq!(ours.launches, 4, "{:?}", ours.fallbacks);
    }
}

/// A right-looking elimination's trailing update (golden/programs/peeled_rows.c) whose
/// columns clang unrolls by 2, the first one peeled where their count is odd: one branch on
/// the count's parity, recomputed in every row from a value of before the rows, picks both
/// the peeled column and where the unrolled columns start. That start is one value in every
/// row (`Analysis::selected`), so the columns join the rows as a second thread dimension, and
/// the peeled column, on its side of the branch, is not ranged beside the columns starting
/// where it would have been (`Access::sides`). Before, each step launched one thread per
/// row: 39 threads at n = 40 where the grid has 39 x 19.
#[test]
fn a_peeled_first_column_keeps_the_rows_a_grid() {
    let wasm = std::fs::read(root().join("golden/programs/peeled_rows.wasm")).expect("wasm");
    let sim = simulate_unchecked();
    // The first step's grid: n - 1 rows, (n - 1) / 2 column pairs (the peel is the odd one).
    for (n, grid) in [(40u64, 39 * 19), (41, 40 * 20), (7, 6 * 3)] {
        let ours = same_as_plain(&sim, &wasm, &[&n.to_string()]);
        // `update`'s first step and `eliminate`'s.
        let grids = ours.threads.iter().filter(|t| **t == grid).count();
        assert_eq!(grids, 2, "{n}: {:?}", ours.threads);
        // Every step after those launches both nests as grids too: none runs a thread per
        // row (n - 1 - k threads at step k) of the update.
        let rows = (ours.threads.iter()).filter(|t| **t == n - 1).count();
        assert!(rows <= 1, "{n}: {:?}", ours.threads);
    }
    for n in [1, 2, 3] {
        same_as_plain(&sim, &wasm, &[&n.to_string()]);
    }
}

/// The simulator interprets launches only up to its budget of instructions in one instance
/// (`Config::simulation_budget`): a launch past what is left runs natively, counted as
/// `simulation_budget`, with the output it would have had. `smooth3` over 300 bytes is
/// about 300 threads of a few dozen instructions: it launches with the default budget, runs
/// natively with a budget of 100, and launches once of two calls where the budget covers
/// one.
#[test]
fn a_launch_past_the_simulation_budget_runs_natively() {
    let wasm = wat::parse_str(CLAMPED_BOTH).expect("wat");
    let (n, input, output) = (300usize, 4096usize, 8192usize);
    let bytes: Vec<u8> = (0..n).map(|i| (i * 29 % 97) as u8).collect();
    let run = |budget: Option<u64>, calls: usize| {
        let engine = Engine::new(
            Device::Simulator,
            Config {
                cost: None,
                simulation_budget: budget,
                ..Config::default()
            },
        )
        .expect("simulator");
        let (out, mut inst) = call_on_bytes(
            &engine,
            &wasm,
            (input, &bytes),
            ("smooth3", &[input, output, n], calls),
            (output, n),
        );
        let c = inst.counters();
        (
            out,
            c.success_total(),
            c.fallback_total("simulation_budget"),
        )
    };
    let (expected, launched, _) = run(None, 1);
    assert_eq!(launched, 1);
    for j in 0..n {
        let (lo, hi) = (j.saturating_sub(1), (j + 1).min(n - 1));
        let v = bytes[lo].wrapping_add(bytes[j]).wrapping_add(bytes[hi]);
        assert_eq!(expected[j], v, "j = {j}");
    }
    assert_eq!(
        run(Some(crate::DEFAULT_SIMULATION_BUDGET), 1),
        (expected.clone(), 1, 0)
    );
    assert_eq!(run(Some(100), 1), (expected.clone(), 0, 1));
    // The first launch's estimate, read from a budget it just fits: a second launch is past
    // what is left.
    let one = (1..=256)
        .map(|k| k * 1000)
        .find(|b| run(Some(*b), 1).1 == 1)
        .expect("a budget of at most 256,000 instructions covers one launch");
    assert_eq!(run(Some(one), 2), (expected, 1, 1));
}

/// `out[i] = a[i] / (b[i] | 0)` over n words, trapping on a zero `b[i]` or on `MIN / -1`
/// (`$low` keeps the divisor's bits through a call of a pure function, inlined for the
/// analysis): a trap in a nest is reported with the backtrace plain wasmtime prints for the
/// original module, whether the kernel trapped first (then the nest reruns natively) or the
/// nest ran natively from the start (the rewriter's own functions and offsets never show).
const TRAPPING: &str = r#"
(module
  (memory (export "memory") 1)
  (func $check (param $x i32) (result i32)
    (i32.or (local.get $x) (i32.const 0)))
  (func (export "divide") (param $a i32) (param $b i32) (param $out i32) (param $n i32)
    (local $i i32)
    (block $skip
      (br_if $skip (i32.eqz (local.get $n)))
      (local.set $i (i32.const 0))
      (loop $l
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
          (i32.div_s
            (i32.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2))))
            (call $check
              (i32.load (i32.add (local.get $b) (i32.shl (local.get $i) (i32.const 2)))))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $l (i32.lt_u (local.get $i) (local.get $n)))))))
"#;

#[test]
fn traps_in_nests_print_the_original_modules_backtrace() {
    let wasm = wat::parse_str(TRAPPING).expect("wat");
    assert_eq!(plan(&wasm).expect("plan").nests.len(), 1);
    let (n, a, b, out) = (64usize, 1024usize, 2048usize, 4096usize);
    let trap = |engine: &Engine, zero_at: usize, overflow: bool| -> String {
        let program = Program::compile(engine, &wasm).expect("compile");
        let mut inst = program
            .instantiate(engine, &Wasi::default())
            .expect("instantiate");
        let mut av: Vec<i32> = (0..n as i32).map(|i| i * 3 + 1).collect();
        let mut bv: Vec<i32> = (0..n as i32).map(|i| i % 5 + 1).collect();
        if overflow {
            av[zero_at] = i32::MIN;
            bv[zero_at] = -1;
        } else {
            bv[zero_at] = 0;
        }
        let bytes = |v: &[i32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        inst.write_memory(a, &bytes(&av)).expect("write");
        inst.write_memory(b, &bytes(&bv)).expect("write");
        let args = [a, b, out, n].map(|x| Val::I32(x as i32));
        match inst.call("divide", &args).expect("call") {
            Ending::Trap(text) => text,
            other => panic!("{other:?}"),
        }
    };
    let with_cost = Engine::new(Device::Simulator, Config::default()).expect("simulator");
    for (zero_at, overflow) in [(40, false), (7, true)] {
        let expected = trap(&plain(), zero_at, overflow);
        assert!(expected.contains("wasm backtrace"), "{expected}");
        // The kernel traps and the nest reruns natively; the cost model declines and the
        // nest runs natively.
        for engine in [&simulate(), &with_cost] {
            assert_eq!(trap(engine, zero_at, overflow), expected);
        }
    }
}

/// Loops with checks that trap (`__builtin_trap()`, `abort()`, `assert`;
/// golden/programs/checks.c) launch; when a check fails, the program ends as in plain
/// wasmtime: the same stdout, the same trap and backtrace (the kernel traps and the loop reruns
/// natively, where the check calls what it calls).
#[test]
fn checks_that_trap_launch_and_trap_as_wasmtime_does() {
    let wasm = std::fs::read(root().join("golden/programs/checks.wasm")).expect("wasm");
    for mode in ["0", "1", "2", "3"] {
        let args = vec![mode.to_string()];
        let ours = run(&simulate(), &wasm, &args);
        let theirs = run(&plain(), &wasm, &args);
        assert_eq!(ours.stdout, theirs.stdout, "mode {mode}");
        match (&ours.ending, &theirs.ending) {
            (Ending::Exit(0), Ending::Exit(0)) => {
                assert_eq!(mode, "0");
                // scale, scale2, scale3 and main's loops.
                assert!(ours.launches >= 5, "{} launches", ours.launches);
            }
            (Ending::Trap(a), Ending::Trap(b)) => assert_eq!(a, b, "mode {mode}"),
            other => panic!("mode {mode}: {other:?}"),
        }
    }
}

/// Flags set to a constant where a condition holds (golden/programs/flags.c: a relaxation's
/// `changed = 1`, the rounds' `found = 7`) are reductions: every sweep and every round is a
/// launch, and the program prints what plain wasmtime prints (the sweeps stop when the
/// flag stays clear, so a wrong total changes their count).
#[test]
fn loops_that_set_a_flag_launch_as_reductions() {
    let wasm = std::fs::read(root().join("golden/programs/flags.wasm")).expect("wasm");
    let args = vec!["2000".to_string()];
    let ours = run(&simulate(), &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(ours.stdout, theirs.stdout);
    assert_eq!(
        String::from_utf8_lossy(&theirs.stdout),
        "sweeps 121 sum 2572.530076\nrounds 3 total 999000\n"
    );
    // 121 sweeps and 3 rounds, besides the initialisations and the sums.
    assert!(ours.launches >= 124, "{} launches", ours.launches);
}

/// golden/programs/frontier.c: a breadth-first search's frontier loop sets `more = 1`
/// (a reduction) and, unrolled at -O2, leaves only past the code that runs where it is
/// skipped (a redirected region): it launches once per level, and the program prints what
/// plain wasmtime prints.
#[test]
fn a_frontier_loop_launches_once_per_level() {
    let wasm = std::fs::read(root().join("golden/programs/frontier.wasm")).expect("wasm");
    let args = vec!["20000".to_string(), "4".to_string()];
    let ours = run(&simulate(), &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(ours.stdout, theirs.stdout);
    assert_eq!(
        String::from_utf8_lossy(&theirs.stdout),
        "levels 22 total 216234 unreached 2172\n"
    );
    let p = plan(&wasm).expect("plan");
    let redirected = (p.nests.iter())
        .filter(|n| n.region.redirect.is_some())
        .count();
    assert_eq!(redirected, 1, "the frontier loop");
    assert!(ours.launches >= 22, "{} launches", ours.launches);
}

/// golden/programs/nearest.c: the position of the smallest distance, found K times, is an
/// index taken with the minimum: each selection launches, ties go to the first position
/// and the NaN record is never taken, as in plain wasmtime.
#[test]
fn the_position_of_a_minimum_launches_with_it() {
    let wasm = std::fs::read(root().join("golden/programs/nearest.wasm")).expect("wasm");
    let ours = same_as_plain(&simulate(), &wasm, &["20000", "6"]);
    // The records, the distances and six selections.
    assert!(
        ours.launches >= 8,
        "{} launches {:?}",
        ours.launches,
        ours.launched
    );
    assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
}

/// golden/programs/stencil5.c: a five-point sweep unrolled by 2 carries four loaded
/// elements, and its odd last iteration after the loop reads them. The loop kept every sweep
/// on the CPU ("carried from one iteration to the next"); each sweep now launches, and the
/// code after the loop gets the last iteration's loads from the finish function, inside a
/// resident region (the device holds the newer bytes of the array the step before wrote).
#[test]
fn carried_values_read_after_the_loop_come_from_its_last_loads() {
    let wasm = std::fs::read(root().join("golden/programs/stencil5.wasm")).expect("wasm");
    for (args, steps) in [(["1001", "10"], 10), (["1000", "7"], 7), (["6", "3"], 3)] {
        let ours = same_as_plain(&simulate(), &wasm, &args);
        assert!(
            ours.launches > steps,
            "{args:?}: {} launches {:?}",
            ours.launches,
            ours.fallbacks
        );
    }
}

/// golden/programs/closest_id.c: `if (d[i] < best) { best = d[i]; bid = id[i]; }`, the id
/// loaded only where the test holds, reaches the end of the iteration through the block
/// where the paths meet. Made `select`s in the analysis form (`auto/if_convert.rs`), each
/// query's scan launches as a minimum with the id taken with it (before, only the distances
/// launched), and the program prints what plain wasmtime prints (ties, a NaN distance).
#[test]
fn an_id_loaded_where_a_minimum_is_taken_launches_with_it() {
    let wasm = std::fs::read(root().join("golden/programs/closest_id.wasm")).expect("wasm");
    for (args, queries) in [(["5000", "4"], 4), (["3", "2"], 2)] {
        let ours = same_as_plain(&simulate(), &wasm, &args);
        assert_eq!(
            ours.launches,
            2 * queries,
            "{args:?}: {:?} {:?}",
            ours.launched,
            ours.fallbacks
        );
    }
}

/// golden/programs/stretch_u8.c: the darkest and brightest pixel of an 8-bit image, the
/// accumulators masked with 0xff before each comparison (clang's `uint8_t` in an `i32`):
/// the scan launches as unsigned minimum and maximum reductions with the brightest pixel's
/// index (before, only the scaling loop launched), and the program prints what plain
/// wasmtime prints.
#[test]
fn masked_8_bit_minima_and_maxima_launch_as_reductions() {
    let wasm = std::fs::read(root().join("golden/programs/stretch_u8.wasm")).expect("wasm");
    for args in [["640", "480"], ["3", "1"]] {
        let ours = same_as_plain(&simulate(), &wasm, &args);
        assert_eq!(
            ours.launches, 2,
            "{args:?}: {:?} {:?}",
            ours.launched, ours.fallbacks
        );
    }
}

/// Histograms (golden/programs/histogram.c): an 8-bit image's counts, a float histogram
/// with bins clamped to 0..=255, a radix digit's counts and `i64` sums per masked bin. Each
/// count is `h[bin] += d` at a cell the data chooses; the bins are bounded by the code, so
/// every count loop launches (its threads add atomically; here the simulator adds in
/// order), and the program prints what plain wasmtime prints. Before, each stayed on the
/// CPU ("the address of the store ... is not an affine function").
#[test]
fn counts_at_cells_the_data_chooses_launch_as_atomic_adds() {
    let wasm = std::fs::read(root().join("golden/programs/histogram.wasm")).expect("wasm");
    for (args, rounds) in [(["300", "200", "3"], 3), (["7", "5", "1"], 1)] {
        let ours = same_as_plain(&simulate(), &wasm, &args);
        let times = |nest: &str| ours.launched.iter().filter(|l| *l == nest).count();
        // nest_0: the image's histogram in each round; nest_5, 6, 7: the clamped float
        // bins, the radix digits and the `i64` sums, once each.
        let counts = [
            times("nest_0"),
            times("nest_5"),
            times("nest_6"),
            times("nest_7"),
        ];
        assert_eq!(
            counts,
            [rounds, 1, 1, 1],
            "{args:?}: {:?} {:?}",
            ours.launched,
            ours.fallbacks
        );
    }
}

/// A nest that backs off runs its region's original code in the skip gate, an `if` around
/// it: a check's branch out of the region to its trap (golden/programs/trap_backoff.c) must
/// reach one label further out there. It reached the gate's end instead, so the program
/// went on past a failed check and printed a sum where plain wasmtime traps.
#[test]
fn a_check_traps_in_the_code_of_a_nest_that_backed_off() {
    let wasm = std::fs::read(root().join("golden/programs/trap_backoff.wasm")).expect("wasm");
    let costing = simulate_costing(tensor_wasm_compiler::auto::cost::CostModel::default());
    for poison in ["1", "0"] {
        let args = vec!["300".to_string(), poison.to_string()];
        let ours = run(&costing, &wasm, &args);
        let theirs = run(&plain(), &wasm, &args);
        assert_eq!(ours.stdout, theirs.stdout, "poison {poison}");
        assert!(
            ours.fallbacks
                .iter()
                .any(|(r, n)| r == "backoff" && *n > 200),
            "the nest backs off: {:?}",
            ours.fallbacks
        );
        match (&ours.ending, &theirs.ending) {
            (Ending::Exit(0), Ending::Exit(0)) => assert_eq!(poison, "0"),
            (Ending::Trap(a), Ending::Trap(b)) => {
                assert_eq!(poison, "1");
                assert_eq!(a, b);
            }
            other => panic!("poison {poison}: {other:?}"),
        }
    }
}

/// A nest's prefix function (`__tensor_wasm_sample_<k>`) runs exactly `limit` iterations of
/// its outer loop, natively, and the whole loop when the limit exceeds it; the sampled
/// first-call check compares what those iterations wrote.
#[test]
fn the_prefix_function_runs_the_first_iterations_only() {
    use crate::host::{prefix_limit, MIN_PREFIX};
    let wasm = wat::parse_str(LOOPS).expect("wat");
    let p = plan(&wasm).expect("plan");
    let engine = wasmtime::Engine::default();
    let module = wasmtime::Module::new(&engine, &p.rewritten).expect("module");
    // The store counts `sample_stop` calls and answers 1 from the given one on.
    let mut linker: wasmtime::Linker<(u64, u64)> = wasmtime::Linker::new(&engine);
    for import in module.imports() {
        if import.name() == crate::rewrite::SAMPLE_STOP_IMPORT {
            linker
                .func_wrap(
                    import.module(),
                    import.name(),
                    |mut c: wasmtime::Caller<'_, (u64, u64)>| {
                        let (calls, stop_at) = c.data_mut();
                        *calls += 1;
                        i32::from(*calls >= *stop_at)
                    },
                )
                .expect("sample_stop");
            continue;
        }
        let ty = import.ty().unwrap_func().clone();
        linker
            .func_new(import.module(), import.name(), ty, |_, _, _| {
                wasmtime::bail!("not called")
            })
            .expect("stub");
    }
    let mut store = wasmtime::Store::new(&engine, (0u64, u64::MAX));
    let instance = linker.instantiate(&mut store, &module).expect("instance");
    let memory = instance.get_memory(&mut store, "memory").expect("memory");
    let prefix = instance
        .get_func(&mut store, "__tensor_wasm_sample_0")
        .expect("the prefix function is exported");
    // (limit, the `sample_stop` call that answers 1, iterations run): the prefix stops at its
    // limit or where `sample_stop` says so, before that iteration.
    for (limit, stop_at, done) in [
        (3i64, u64::MAX, 3usize),
        (0, u64::MAX, 0),
        (1000, u64::MAX, 100),
        (1000, 6, 5),
        (4, 6, 4),
    ] {
        *store.data_mut() = (0, stop_at);
        let init: Vec<u8> = (0..100)
            .flat_map(|i| (i as f32 + 1.0).to_le_bytes())
            .collect();
        memory.write(&mut store, 1024, &init).expect("write");
        // (a, n, k, i, limit)
        let params = [
            Val::I32(1024),
            Val::I32(100),
            Val::F32(0.5f32.to_bits()),
            Val::I32(0),
            Val::I64(limit),
        ];
        let mut out = [Val::I32(-1)];
        prefix.call(&mut store, &params, &mut out).expect("call");
        assert_eq!(out[0].unwrap_i32(), done as i32, "limit {limit}");
        let mut got = vec![0u8; 400];
        memory.read(&store, 1024, &mut got).expect("read");
        for i in 0..100 {
            let x = f32::from_le_bytes(got[4 * i..4 * i + 4].try_into().unwrap());
            let a = i as f32 + 1.0;
            let want = if i < done { 2.0 * a + 0.5 } else { a };
            assert_eq!(x, want, "limit {limit}, element {i}");
        }
    }
    // How many iterations a check runs: about 1/fraction, at least MIN_PREFIX; a loop the
    // prefix would cover whole runs whole (None), and so does fraction 1.
    assert_eq!(prefix_limit(2048, 64, None), Some(32));
    assert_eq!(prefix_limit(100, 64, None), Some(MIN_PREFIX));
    assert_eq!(prefix_limit(MIN_PREFIX, 64, None), None);
    assert_eq!(prefix_limit(2048, 1, None), None);
    assert_eq!(prefix_limit(2048, 0, None), None);
    // A loop the cost model puts at 40 s: 0.1 s of it is about 5 of its 2048 iterations.
    assert_eq!(prefix_limit(2048, 64, Some(40e9)), Some(6));
    // Cheap loops keep 1/fraction; a loop of 10 s per iteration still checks MIN_PREFIX.
    assert_eq!(prefix_limit(2048, 64, Some(1e6)), Some(32));
    assert_eq!(
        prefix_limit(2048, 64, Some(2048.0 * 10e9)),
        Some(MIN_PREFIX)
    );
}

/// A nest whose preconditions fail (the arrays overlap) runs natively, and the answer is
/// still wasm's.
#[test]
fn a_failed_precondition_runs_the_native_loop() {
    let wasm = wat::parse_str(
        r#"(module (memory (export "memory") 1)
          (func (export "shift") (param $a i32) (param $n i32)
            (local $i i32)
            (loop $l
              (i32.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 2)))
                (i32.add (i32.const 1)
                  (i32.load (i32.add (local.get $a)
                    (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2))))))
              (local.set $i (i32.add (local.get $i) (i32.const 1)))
              (br_if $l (i32.lt_u (local.get $i) (local.get $n))))))"#,
    )
    .expect("wat");
    let engine = simulate();
    let program = Program::compile(&engine, &wasm).expect("compile");
    if program.nests().is_empty() {
        // The analysis keeps this loop sequential outright: nothing to test here.
        return;
    }
    let mut inst = program
        .instantiate(&engine, &Wasi::default())
        .expect("inst");
    let init: Vec<u8> = (0..11u32).flat_map(|i| i.to_le_bytes()).collect();
    inst.write_memory(0, &init).expect("write");
    inst.call("shift", &[Val::I32(0), Val::I32(10)])
        .expect("call");
    let mut out = vec![0u8; 40];
    inst.read_memory(0, &mut out).expect("read");
    for i in 0..10u32 {
        let x = u32::from_le_bytes(out[4 * i as usize..4 * i as usize + 4].try_into().unwrap());
        assert_eq!(x, i + 2, "a[{i}]");
    }
    assert_eq!(inst.counters().success_total(), 0);
}

/// Random modules (wasm-smith, every feature it has, loops with branches out of them, blocks
/// with results): finding regions and planning never panics, and when the original validates
/// the rewritten module validates too, with the same features.
#[test]
fn random_modules_rewrite_to_valid_modules() {
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let (mut planned, mut extracted, mut nests) = (0, 0, 0);
    for _ in 0..1500 {
        let bytes: Vec<u8> = (0..4096)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed as u8
            })
            .collect();
        let counts = crate::fuzz::rewrite(&bytes);
        planned += usize::from(counts.planned);
        extracted += counts.extracted;
        nests += counts.nests;
    }
    assert!(planned > 250, "only {planned} modules planned");
    assert!(extracted > 200, "only {extracted} regions extracted");
    eprintln!("{planned} modules planned, {extracted} regions extracted, {nests} nests");
}

/// Bad requests are one-line errors that name what was wrong.
#[test]
fn bad_requests_are_errors_naming_the_cause() {
    let engine = plain();
    let wasm = wat::parse_str(LOOPS).expect("wat");
    let program = Program::compile(&engine, &wasm).expect("compile");
    let missing = Wasi {
        dirs: vec![(PathBuf::from("/no/such/dir"), "data".into())],
        ..Wasi::default()
    };
    let Err(e) = program.instantiate(&engine, &missing) else {
        panic!("a missing preopen instantiated");
    };
    let text = e.to_string();
    assert!(
        text.starts_with("cannot preopen `/no/such/dir`: "),
        "{text}"
    );
    assert_eq!(text.lines().count(), 1, "{text}");
    let mut inst = program
        .instantiate(&engine, &Wasi::default())
        .expect("inst");
    let Err(e) = inst.call("nope", &[]) else {
        panic!("a missing export was called");
    };
    assert_eq!(e.to_string(), "the program has no `nope` export");
    let Err(e) = inst.run_start() else {
        panic!("a module without _start ran");
    };
    assert_eq!(e.to_string(), "the program has no `_start` export");
    // Not wasm at all: the analysis gives up, and wasmtime says why the module is bad.
    let Err(e) = Program::compile(&simulate(), b"not wasm") else {
        panic!("garbage compiled");
    };
    assert!(e.to_string().starts_with("wasmtime: "), "{e}");
    assert_eq!(e.to_string().lines().count(), 1, "{e}");
}

/// `proc_exit(n)` is the exit code; a trap is an `Ending::Trap` with wasmtime's message.
#[test]
fn exit_codes_and_traps_end_as_in_wasmtime() {
    let exits = wat::parse_str(
        r#"(module
          (import "wasi_snapshot_preview1" "proc_exit" (func $exit (param i32)))
          (memory (export "memory") 1)
          (func (export "_start") (call $exit (i32.const 3))))"#,
    )
    .expect("wat");
    let traps = wat::parse_str(
        r#"(module (memory (export "memory") 1) (func (export "_start") unreachable))"#,
    )
    .expect("wat");
    for engine in [simulate(), plain()] {
        let p = Program::compile(&engine, &exits).expect("compile");
        let mut i = p.instantiate(&engine, &Wasi::default()).expect("inst");
        assert!(matches!(i.run_start().expect("run"), Ending::Exit(3)));
        let p = Program::compile(&engine, &traps).expect("compile");
        let mut i = p.instantiate(&engine, &Wasi::default()).expect("inst");
        match i.run_start().expect("run") {
            Ending::Trap(msg) => assert!(msg.contains("unreachable"), "{msg}"),
            other => panic!("{other:?}"),
        }
    }
}

/// A nest whose outer loop looked parallel with a launch-time test that fails (LU's step
/// loop: step k reads the row and column step k - 1 wrote) falls back to its native loop with
/// backups, which launches the nests inside it at every k; the output equals plain
/// wasmtime's. That backups body keeps the matrix on the device from one step's launches to
/// the next (`nests::resident_backups`; its own loads and stores of the pivot and the
/// unrolled loop's odd element read back and write back a few bytes): about two matrices
/// move up in all, where each step moved its trailing matrix before (69 KB at n = 40).
#[test]
fn a_declined_nest_launches_its_backups_at_each_iteration() {
    let wasm = std::fs::read(programs().join("lu.wasm")).expect("read");
    let p = plan(&wasm).expect("plan");
    let lu: Vec<_> = p
        .nests
        .iter()
        .filter(|n| n.function == "kernel_lu")
        .collect();
    assert!(lu.len() >= 2, "the step loop and its backups");
    let args = vec!["40".to_string()];
    let engine = simulate_unchecked();
    let ours = run(&engine, &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(ours.stdout, theirs.stdout);
    assert!(ours.launches > 0, "no backup launched");
    uploads_about_once(&ours, 40 * 40 * 4);
}

/// blur's pass loop is one resident region: a first-call check of each of its two kernels
/// leaves what the device holds valid (the host then holds the same bytes), so the checked
/// run uploads what the unchecked one does, each image once. The check took everything back
/// and gave it up before, and the launch after each check uploaded both images again.
#[test]
fn a_first_call_check_keeps_a_resident_region_on_the_device() {
    let wasm = std::fs::read(programs().join("blur.wasm")).expect("wasm");
    let args: Vec<String> = ["96", "4"].iter().map(|s| s.to_string()).collect();
    let unchecked = simulate_unchecked();
    let checked = run(&simulate(), &wasm, &args);
    let without = run(&unchecked, &wasm, &args);
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(checked.stdout, theirs.stdout);
    assert_eq!(without.stdout, theirs.stdout);
    assert!(checked.launches >= 8, "{:?}", checked.fallbacks);
    assert_eq!(
        checked.bytes_up, without.bytes_up,
        "checked {} bytes up, unchecked {}",
        checked.bytes_up, without.bytes_up
    );
    // Both images, once.
    assert!(
        checked.bytes_up <= 2 * 96 * 96 + 4096,
        "{}",
        checked.bytes_up
    );
}

/// A row loop refused at launch from row 3 on runs natively inside its resident region and
/// launches its inner loop at each row (golden/programs/backup_check.c). The first of those
/// launches is checked; native code then writes an element the checked launch read, and the
/// next launch adds into it. The device's copy of that element must not count as current:
/// the checked launch left what it read valid, and the second launch added into the old
/// value (found by scripts/nest-fuzz.sh).
#[test]
fn native_code_after_a_checked_backup_launch_is_not_overwritten_by_the_next() {
    let wasm = std::fs::read(root().join("golden/programs/backup_check.wasm")).expect("wasm");
    let runs = same_as_wasmtime(&wasm, &[&["5", "7"], &["6", "7"], &["12", "7"]]);
    for ours in &runs {
        // The rows the test refused ran with their inner loops launched.
        assert!(ours.fell_back("overlap"), "{:?}", ours.fallbacks);
        assert!(
            ours.launched.iter().any(|l| l == "nest_1"),
            "{:?}",
            ours.launched
        );
    }
}

/// A row's inner loop adds into one cell and reads one fixed element, the same bytes in one
/// row (golden/programs/cell_alias.c): two different threads of it meet there, so the launch
/// of that row must be refused. The launch-time test took two addresses that no thread moves
/// as apart (it looked for two threads only along the counters the addresses name) and
/// launched it (found by scripts/nest-fuzz.sh). The other rows still launch.
#[test]
fn a_cell_added_into_beside_a_load_of_it_is_refused_where_they_meet() {
    let calls: [&[&str]; 2] = [&["17", "2", "2"], &["30", "3", "2"]];
    same_and_launching(&simulate(), "cell_alias", &calls, "nest_1");
}

/// Golden program `name` run on `engine` with each of `calls` prints what plain wasmtime
/// prints, and launches nest `nest` (`nest_<k>`) in each.
fn same_and_launching(engine: &Engine, name: &str, calls: &[&[&str]], nest: &str) {
    let wasm = std::fs::read(root().join(format!("golden/programs/{name}.wasm"))).expect("wasm");
    let plain = plain();
    for args in calls {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (ours, theirs) = (run(engine, &wasm, &args), run(&plain, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "{name} {args:?}");
        assert!(
            ours.launched.iter().any(|l| l == nest),
            "{name} {args:?}: {:?}",
            ours.launched
        );
    }
}

/// An inner loop that leaves by a `break` on `k == n / 2` or by `k < n`
/// (golden/programs/break_past.c): rows that start past `n / 2` never take the break, and
/// the load comes before its test. The launch ranged what the rows read by the break's count
/// (short by one, and negative past it), so it uploaded too little, and the kernel read what
/// the simulator leaves where nothing was uploaded (found by scripts/nest-fuzz.sh). Without
/// the first-call check, which would have caught it and rerun the loop on the CPU.
#[test]
fn a_break_the_counter_starts_past_does_not_bound_what_a_row_reads() {
    let calls: [&[&str]; 3] = [&["5", "4"], &["10", "4"], &["9", "7"]];
    same_and_launching(&simulate_unchecked(), "break_past", &calls, "nest_1");
}

/// Rows counted down, each with a do-while from its diagonal up to `m`
/// (golden/programs/do_rows.c): a row at or past `m` still runs its first iteration. The
/// launch ranged each row's do-while only where its count was at least 1, as for a `for`
/// loop, so it took those rows' stores for none and did not bring them back; and a kernel
/// with the do-while as a thread dimension gives such rows no thread (found by
/// scripts/nest-fuzz.sh). Now the row pairs launch in one dimension, their do-whiles ranged
/// wherever they are entered, and the two-dimensional form is refused where a row counts 0.
#[test]
fn a_do_while_runs_its_first_iteration_in_rows_that_count_none() {
    let calls: [&[&str]; 4] = [&["5", "2"], &["17", "6"], &["16", "6"], &["9", "4"]];
    same_and_launching(&simulate_unchecked(), "do_rows", &calls, "nest_3");
}

/// Rows each with a do-while from its diagonal up to `m`, entered only where `i < k`
/// (golden/programs/do_guarded.c): a row at or past `m` still runs its first iteration. The
/// test `i < k` on the way in was taken for the guard clang puts before a rotated `for` loop,
/// which holds only where the count is at least 1, so the do-while was ranged (and made a
/// thread dimension) as such a loop, and those rows' stores were lost: wrong hashes at -O1,
/// -O2 and -O3, with and without the first-call check, whose sampled rows missed them; and
/// so for `if (i % 3 == k)`. Now, behind an `if` inside the nest (`outline::picks_rows`), a
/// do-while runs once wherever it is entered unless a guard on the way in implies its count
/// is at least 1 (`outline::guard_ensures_an_iteration`): the two-dimensional form is
/// refused where a row counts 0 and launches where every entered row counts 1 or more.
#[test]
fn a_do_while_under_a_test_of_something_else_still_runs_its_first_iteration() {
    let wasm = std::fs::read(root().join("golden/programs/do_guarded.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    // (args, the nest, whether it launches: only where no entered row counts 0); a fourth
    // argument enters every third row instead (`i % 3 == k`, `bump_thirds`)
    let calls: [(&[&str], &str, bool); 8] = [
        (&["40", "10", "15"], "nest_4", false),
        (&["9", "3", "7"], "nest_4", false),
        (&["64", "20", "64"], "nest_4", false),
        (&["40", "30", "15"], "nest_4", true),
        (&["17", "17", "5"], "nest_4", true),
        (&["40", "10", "1", "1"], "nest_2", false),
        (&["64", "20", "0", "1"], "nest_2", false),
        (&["17", "17", "1", "1"], "nest_2", true),
    ];
    for (args, nest, launches) in calls {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "do_guarded {args:?}");
        assert_eq!(
            ours.launched.iter().any(|l| l == nest),
            launches,
            "{args:?}: {:?}",
            ours.launched
        );
    }
}

/// Symmetric matrices filled from one triangle at sizes compiled in, the arrays from
/// `malloc` (golden/programs/mirror_triangle.c, PolyBench's covariance and correlation): in
/// one row, the row's store `c[i][j]` and the column's `c[j][i]` move by 8 and 480 bytes a
/// column and meet only on the diagonal, in one iteration. With the row loop's count known
/// only as `N - i`, neither the extremes nor the gcd told them apart, so only the rows were
/// threads (60, each running its whole row: at PolyBench's LARGE size, 1,200 threads ran
/// correlation's kernel for 0.45 s on the H100). The row's count at its extreme, `N`, and a
/// walk through the columns (`dependence::apart_by_walk`) find them apart: a thread per
/// (i, j). `skew`'s rows read below the diagonal what no row writes: its row loop starts
/// past a peeled first column, at `i + 1 + (count & 1)`, and with that start read from the
/// row's count a listing of each row's columns finds the rows apart (it launched per row
/// while the start was a choice of `i + 1` or `i + 2` the launch could not read).
#[test]
fn the_halves_of_a_symmetric_triangle_are_apart_in_a_row() {
    let wasm = std::fs::read(root().join("golden/programs/mirror_triangle.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for seed in ["1", "77"] {
        let args = vec![seed.to_string()];
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "mirror_triangle {args:?}");
        let threads = |nest: &str| {
            (ours.launched.iter().zip(&ours.threads))
                .find(|(l, _)| *l == nest)
                .map(|(_, t)| *t)
        };
        // covariance: j from i, 60 x 60; correlation: j past i, 59 x 59.
        assert_eq!(threads("nest_0"), Some(3600), "{:?}", ours.launched);
        assert_eq!(threads("nest_2"), Some(3481), "{:?}", ours.launched);
        assert_eq!(threads("nest_4"), Some(60), "{:?}", ours.launched);
        assert!(!ours.launched.iter().any(|l| l == "nest_5"));
    }
}

/// Triangular row updates vectorised by clang -O2 -msimd128 at sizes compiled in
/// (golden/programs/vector_rows_simd.c, PolyBench's syrk and syr2k). Each row's scalar
/// remainder starts at 0 where the run-time alias test skipped the vector loop, else where
/// it stopped (`(i + 1) & -2`), or one column on past a prolog (`start | 1`): a choice of
/// two starts that held the row's low bit, opaque, so the rows were not parallel and the
/// nest launched once per (row, k), 4,861 launches at PolyBench's SMALL size. The branch
/// into the remainder fixes the low bit (`fixed_on_edge`), the prolog's `start | 1` is
/// `start + (i + 1) & 1`, and the launch lists each start apart (`Side::chosen`): one launch
/// of a thread per row. Where `a` lies inside `c` the launch-time test refuses it.
#[test]
fn vectorised_rows_with_a_scalar_remainder_launch_whole() {
    let wasm = std::fs::read(root().join("golden/programs/vector_rows_simd.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for seed in ["1", "77"] {
        let args = vec![seed.to_string()];
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "vector_rows_simd {args:?}");
        // syrk's nest: the first call launches a thread per row, the overlapped one
        // does not launch whole; syr2k's nest: a thread per row.
        assert_eq!(ours.threads_of("nest_1"), [70], "{:?}", ours.launched);
        assert_eq!(ours.threads_of("nest_6"), [70], "{:?}", ours.launched);
    }
}

/// A 3-D sweep whose vectorised rows sit behind a run-time alias test each iteration of the
/// outermost loop computes (golden/programs/heat_rows_simd.c, PolyBench's heat-3d at -O2
/// -msimd128): with the scalar loop beside the vector loop the kernel was a 22 x 22 grid,
/// each thread running its row; analysed with the test finding the arrays apart
/// (`unswitch_rows.rs`), the row's vector iterations are a third dimension. Where `b` lies
/// inside `a`, the launch finds the test going the other way and the nest runs on the CPU.
#[test]
fn rows_behind_a_per_row_alias_test_launch_as_a_grid() {
    let wasm = std::fs::read(root().join("golden/programs/heat_rows_simd.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for seed in ["1", "5"] {
        let args = vec![seed.to_string()];
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "heat_rows_simd {args:?}");
        // Six apart sweeps as 22 x 22 x 11 grids; the shifted one does not launch.
        assert_eq!(ours.threads_of("nest_0"), [5324; 6], "{:?}", ours.launched);
    }
}

/// A 2-D Jacobi sweep at -O2 -msimd128 (golden/programs/jacobi_hoisted_simd.c): clang
/// hoists the alias test of the rows' vector loop out of the rows, so it reaches the nest as
/// a value fixed before it, and each row held both the vector loop and the scalar loop (a
/// thread per row, 38 threads). With both sides analysed (`unswitch_alternatives.rs`), a
/// call runs the side its arguments take: the vector side, whose row is one loop, launches
/// 38 x 19 threads. Where the arrays overlap (the last sweep), the scalar side's launch test
/// finds the rows dependent and the nest runs on the CPU.
#[test]
fn a_hoisted_alias_test_runs_the_side_its_arguments_take_as_a_grid() {
    same_as_plain_per_seed(
        "jacobi_hoisted_simd",
        &["1", "5"],
        "nest_0",
        &[722; 8],
        true,
    );
}

/// PolyBench's atax at -O2 -msimd128 (golden/programs/atax_hoisted_simd.c): clang hoists
/// the test whether `y` meets `A` or `tmp` out of the rows, and each row holds two loops
/// updating `y`, one with `tmp[i]` splatted and one reading it per column. With both in the
/// row, the rows did not distribute and the update launched once per row (116 launches a
/// call at SMALL). Distributed with the test's sides apart, a call runs the rows' sums as a
/// thread per row, then the update as a thread per four columns (clang's vector loop
/// unrolled by two) with the rows in order. In
/// the last call `y` lies inside `tmp`: the parts share bytes and the rows run on the CPU.
#[test]
fn a_hoisted_alias_test_lets_the_rows_distribute() {
    same_as_plain_per_seed(
        "atax_hoisted_simd",
        &["1", "7"],
        "nest_0",
        &[38, 11, 38, 11, 38, 11],
        true,
    );
}

/// fdtd-2d's `ex` update at -O2 -msimd128 (golden/programs/rows_tail_simd.c): clang hoists
/// the alias test out of the rows and branches on it twice in each row, once as `x == 0`
/// in front of the vector loop and once as `x` in front of the scalar loop; the vector side
/// ends each row with one scalar column. Both branches now go together
/// (`unswitch_alternatives::root`), and the vector side's row, its vector loop then that
/// column, splits into a 20 x 20 grid and a thread per row (the split's order lists a
/// rotated loop's stores together), where each call ran a thread per row. In the last call
/// `hz` is `ex` one row on: the nest runs on the CPU.
#[test]
fn a_vectorised_row_with_a_scalar_tail_splits_on_the_side_its_call_takes() {
    same_as_plain_per_seed(
        "rows_tail_simd",
        &["1", "7"],
        "nest_0",
        &[400, 20].repeat(4),
        true,
    );
}

/// A tiled transpose at -O2 -msimd128 with sizes read at run time
/// (golden/programs/ttrans_simd.c, the sweep's `tile`): the per-row unswitch took the rows
/// loop's own exit test for a row's alias test, and with it going to the exit the region ran
/// one row per tile, the interpreter copying that row itself. Every size equals plain
/// wasmtime, `m` of 1 (the vectorised copy) too.
#[test]
fn a_rows_loop_exit_test_is_not_unswitched() {
    let wasm = std::fs::read(root().join("golden/programs/ttrans_simd.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for args in [["70", "50"], ["33", "97"], ["1", "40"]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "ttrans_simd {args:?}");
    }
}

/// symm and trmm at -O3 (golden/programs/tri_peel_o3.c): clang gives the row a triangle
/// leaves empty (symm's first, trmm's last) a loop of its own, and each row launched a kernel
/// of its own (62 launches for PolyBench's SMALL symm). The rows split where that branch
/// flips (`peel_rows.rs`): each kernel is two launches, the columns as threads running the
/// rows in order, and every size equals plain wasmtime.
#[test]
fn a_triangles_empty_row_is_peeled_into_two_launches() {
    let wasm = std::fs::read(root().join("golden/programs/tri_peel_o3.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for args in [["40", "50"], ["2", "3"], ["33", "64"]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "tri_peel_o3 {args:?}");
        for nest in ["nest_5", "nest_8"] {
            assert_eq!(
                ours.threads_of(nest).len(),
                2,
                "{nest} {args:?}: {:?} {:?}",
                ours.launched,
                ours.fallbacks
            );
        }
    }
}

/// gemm at -O2 -msimd128 (golden/programs/gemm_rows_simd.c, PolyBench's SMALL sizes): with
/// the per-row alias test unswitched, the row's `k` loop has one child, clang's vector loop
/// unrolled by two with its exit test between the halves (its header runs once past the last
/// iteration). That child is now the threads of an interchange inside the rows, its extra
/// run a thread of its own, so the loop splits into the row scaling (60 x 7 threads) and the
/// product (60 x 18 threads, `k` in order), where it was a thread per row. Where `c` lies
/// inside `b` the test differs between rows and the nest does not launch whole.
#[test]
fn a_vector_loop_running_its_header_past_the_end_is_interchanged() {
    let wasm = std::fs::read(root().join("golden/programs/gemm_rows_simd.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for seed in ["1", "9"] {
        let args = vec![seed.to_string()];
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "gemm_rows_simd {args:?}");
        assert_eq!(
            ours.threads_of("nest_1"),
            [420, 1080],
            "{:?}",
            ours.launched
        );
    }
}

/// bicg's two sums with a gather in the row sum (golden/programs/gather_parts.c): the loop
/// distributes into a kernel per array written, and the part writing `q` reads `s` at
/// `idx[j]`. Its kernel checks those gathered reads against the bytes its own launch writes,
/// not against the other part's `s`, so the launch test found the parts apart and the rows
/// read the last row's sums (found by scripts/nest-fuzz.sh). A part that checks gathered
/// reads no longer distributes; the loop runs on the CPU, as it did before distribution.
#[test]
fn a_distributed_part_that_gathers_does_not_run_apart_from_the_other() {
    let wasm = std::fs::read(root().join("golden/programs/gather_parts.wasm")).expect("wasm");
    let (engine, reference) = (simulate_unchecked(), plain());
    for args in [["40", "33"], ["7", "5"], ["16", "64"]] {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        let (ours, theirs) = (run(&engine, &wasm, &args), run(&reference, &wasm, &args));
        assert_eq!(ours.stdout, theirs.stdout, "gather_parts {args:?}");
        // main's fills still launch; the bicg nest (after them) does not.
        assert!(
            ours.launched.len() >= 3 && !ours.launched.iter().any(|l| l == "nest_3"),
            "{args:?}: {:?}",
            ours.launched
        );
    }
}

/// A run that kept a matrix of `bytes` on the device: fewer than three of it went up in all.
fn uploads_about_once(ours: &Outcome, bytes: u64) {
    assert!(
        ours.bytes_up < 3 * bytes,
        "{} bytes up in {} launches",
        ours.bytes_up,
        ours.launches
    );
}

/// With `--reassociate-floats` a program's float sums become nests too (gemv's checksum loops
/// in `main`; covariance's sums were parallel in another dimension already): at the small
/// sizes their totals round as the program's order does, so the output is still wasmtime's,
/// and no first-call check finds its results outside the tolerance. Without the option gemv
/// launches fewer kernels.
#[test]
fn reassociated_float_sums_launch_in_whole_programs() {
    let reassociating = Engine::new(
        Device::Simulator,
        Config {
            cost: None,
            reassociate_floats: true,
            ..Config::default()
        },
    )
    .expect("simulator");
    let (sim, plain) = (simulate(), plain());
    for name in ["gemv", "covariance"] {
        let args: Vec<String> = sizes()
            .into_iter()
            .find(|(n, _)| n == name)
            .expect("sizes")
            .1;
        let wasm = std::fs::read(programs().join(format!("{name}.wasm"))).expect("wasm");
        let ours = run(&reassociating, &wasm, &args);
        let default = run(&sim, &wasm, &args);
        let theirs = run(&plain, &wasm, &args);
        assert_eq!(ours.stdout, theirs.stdout, "{name}");
        assert!(
            !ours
                .fallbacks
                .iter()
                .any(|(r, _)| r == "first_call_mismatch"),
            "{name}: {:?}",
            ours.fallbacks
        );
        assert!(
            name != "gemv" || ours.launches > default.launches,
            "{name}: {} launches reassociating, {} by default",
            ours.launches,
            default.launches
        );
    }
}

/// A trap inside a resident region (golden/programs/trap_resident.c: a time loop whose
/// sweeps launch traps at a step the caller picks) ends the region: the memory the embedder
/// reads next holds every store made before the trap, as in plain wasmtime, and the next
/// call starts outside any region (it launches again and reads what it should).
#[test]
fn a_trap_inside_a_resident_region_leaves_the_memory_current() {
    let wasm = std::fs::read(root().join("golden/programs/trap_resident.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the time loop is resident");
    let n = 300;
    let snapshot = |engine: &Engine| {
        let program = Program::compile(engine, &wasm).expect("compile");
        let mut i = program
            .instantiate(engine, &Wasi::default())
            .expect("instantiate");
        let mut seen = Vec::new();
        i.call("fill", &[Val::I32(n)]).expect("fill");
        let ending = i
            .call("steps", &[Val::I32(n), Val::I32(6), Val::I32(2)])
            .expect("steps");
        assert!(matches!(ending, Ending::Trap(_)), "{ending:?}");
        let read = |i: &mut crate::Instance, seen: &mut Vec<u32>| {
            for k in 0..n {
                match i.call("get", &[Val::I32(k)]).expect("get") {
                    Ending::Returned(v) => seen.push(v[0].unwrap_i32() as u32),
                    other => panic!("{other:?}"),
                }
            }
        };
        read(&mut i, &mut seen);
        let ending = i
            .call("steps", &[Val::I32(n), Val::I32(3), Val::I32(-1)])
            .expect("steps");
        assert!(matches!(ending, Ending::Returned(_)), "{ending:?}");
        read(&mut i, &mut seen);
        (seen, i.counters().success_total())
    };
    let (ours, launches) = snapshot(&simulate());
    let (theirs, _) = snapshot(&plain());
    assert!(launches >= 10, "{launches} launches");
    assert_eq!(ours, theirs);
}

/// A kernel that traps inside a resident region after earlier launches rewrote what it
/// writes (golden/programs/trap_kernel.c: a division whose divisor reaches 0 at a chosen
/// step): the device's newer bytes it would overwrite were copied aside on the device before
/// it launched (not taken back to the host), and come back from there when it traps, so the
/// loop reruns on the CPU from the memory as it was: what an embedder reads afterwards
/// equals plain wasmtime's, with and without the trap.
#[test]
fn a_kernel_that_traps_in_a_resident_region_reruns_from_the_bytes_it_overwrote() {
    let wasm = std::fs::read(root().join("golden/programs/trap_kernel.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    assert_eq!(p.resident.len(), 1, "the time loop is resident");
    let n = 300;
    let snapshot = |engine: &Engine, trap_at: i32| {
        let program = Program::compile(engine, &wasm).expect("compile");
        let mut i = program
            .instantiate(engine, &Wasi::default())
            .expect("instantiate");
        i.call("fill", &[Val::I32(n), Val::I32(trap_at)])
            .expect("fill");
        let ending = i.call("steps", &[Val::I32(n), Val::I32(6)]).expect("steps");
        assert_eq!(
            matches!(ending, Ending::Trap(_)),
            trap_at >= 0,
            "{ending:?}"
        );
        let mut seen = Vec::new();
        for k in 0..n {
            match i.call("get", &[Val::I32(k)]).expect("get") {
                Ending::Returned(v) => seen.push(v[0].unwrap_i32() as u32),
                other => panic!("{other:?}"),
            }
        }
        let saved = i.transfer_stats().map_or(0, |s| s.saved_bytes);
        (seen, i.counters(), saved)
    };
    for trap_at in [3, -1] {
        let (ours, counters, saved) = snapshot(&simulate(), trap_at);
        let (theirs, ..) = snapshot(&plain(), trap_at);
        assert_eq!(ours, theirs, "trap at {trap_at}");
        assert!(counters.success_total() >= 6, "{counters:?}");
        assert!(saved > 0, "nothing was copied aside");
        let trapped = counters.fallback_total("kernel_trap");
        assert_eq!(trapped, u64::from(trap_at >= 0), "{counters:?}");
    }
}

/// A loop refused by a launch-time test inside a resident region (golden/programs/
/// overlap_step.c: a shift shorter than its loop, `overlap`, beside a large update that
/// launches at every step) runs natively after taking back and invalidating only the bytes
/// it touches: the large array goes up once, not at every step as when such a refusal
/// invalidated everything the device held. After 8 refusals in a row it backs off although
/// its arguments change at every step (the step is one): the footprint for the new
/// arguments is computed without the cost model or the overlap test
/// (`OffloadOptions::footprint_only`). Equal to plain wasmtime.
#[test]
fn a_loop_refused_by_a_launch_time_test_keeps_the_rest_on_the_device() {
    let wasm = std::fs::read(root().join("golden/programs/overlap_step.wasm")).expect("wasm");
    let (n, steps) = (4096u64, 40u64);
    let outs = same_as_wasmtime(&wasm, &[&["4096", "64", "1", "40"]]);
    let ours = &outs[0];
    let count = |reason: &str| {
        (ours.fallbacks.iter())
            .find(|(r, _)| r == reason)
            .map_or(0, |(_, k)| *k)
    };
    assert_eq!(count("overlap"), 8, "{:?}", ours.fallbacks);
    assert_eq!(count("backoff"), steps - 8, "{:?}", ours.fallbacks);
    assert!(ours.launches > steps, "{} launches", ours.launches);
    let big = 4 * n;
    assert!(
        ours.bytes_up < 4 * big,
        "{} bytes up: the {big}-byte array went up again at some of the {steps} steps",
        ours.bytes_up
    );
}

/// A 5x5 filter clamped to the image on every edge (golden/programs/clamp5.c), applied
/// twice with its arrays swapped: clang's row clamps `min(y + 2, h - 1)` and
/// `y > 0 ? min(y - 1, h - 1) : 0` against `h - 1`, a local set before the loop, are ranged
/// inside the image (`dependence::select_arms`: each arm where its conditions pick it; and the
/// nest's function recomputing `h - 1` from `h`, `derived.rs`): both calls launch whole,
/// where they fell back as `overlap` (the next array was counted as read), and the output
/// equals plain wasmtime's at an even and an odd size.
#[test]
fn a_filter_clamped_on_every_edge_launches_whole() {
    let wasm = std::fs::read(root().join("golden/programs/clamp5.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&["48", "40"], &["37", "53"]]) {
        assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
        assert!(ours.launches >= 2, "{} launches", ours.launches);
    }
}

/// Triangular sums (golden/programs/upper_sum.c: for each (i, j), column j of rows i + 1 ..
/// m): clang -O2 runs the k loop as a `!=` loop behind `if (i + 1 < m)`, unrolled by 4
/// behind a test on its count, and counts the remainder up from minus its count. The
/// launch ranges each count only where the loop is entered (`dependence::entry_guards`)
/// and reads a count known at the launch modulo 2^32: the j loop launches at every i,
/// where 30 of 40 calls fell back as `not_evaluable` ("the iteration count of L1 cannot be
/// bounded"). Equal to plain wasmtime at sizes where the remainder is 0 to 3 and where the
/// triangle has one row.
#[test]
fn guarded_triangular_counts_are_ranged_where_their_loops_run() {
    let wasm = std::fs::read(root().join("golden/programs/upper_sum.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&["40", "33"], &["17", "9"], &["2", "3"]]) {
        assert!(!ours.fell_back("not_evaluable"), "{:?}", ours.fallbacks);
        assert!(ours.launches >= 2, "{} launches", ours.launches);
    }
}

/// PolyBench's triangular initialisations (golden/programs/tri_init.c): LU's rows, each
/// cleared after its diagonal by a wasi-libc `memset` of a length that changes with the row,
/// and symm's upper part behind clang's `i - 52 >=u 7`. Each row loop launches once: the
/// rows were listed at the longest `memset` (row 0's) and met (`overlap`), and symm's guard
/// narrowed nothing (`not_evaluable`), 395 launches of their row loops in all before.
#[test]
fn triangular_initialisations_launch_once_per_matrix() {
    let wasm = std::fs::read(root().join("golden/programs/tri_init.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&[]]) {
        assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
        assert_eq!(ours.launches, 2);
    }
}

/// An upper triangle updated in `main` with `n = argc > 1 ? atoi(argv[1]) : 17`
/// (golden/programs/tri_default.c): the locals clang computes from `n` before the row loop
/// (`n + 3`, `n - 1`, set in locals it reuses elsewhere) are recomputed in the nest from `n`
/// (`derived.rs`, a region that runs once per call), so the remainder's count is the low bits
/// of the row's count and the row loop launches once: at most three launches in all, where
/// the triangle launched twice per row (about 2n). Equal to
/// plain wasmtime with and without the argument, and with one and two rows.
#[test]
fn locals_computed_before_a_region_in_main_are_recomputed_in_its_nest() {
    let wasm = std::fs::read(root().join("golden/programs/tri_default.wasm")).expect("wasm");
    for ours in same_as_wasmtime(&wasm, &[&["150"], &[], &["2"], &["1"]]) {
        assert!(ours.fallbacks.is_empty(), "{:?}", ours.fallbacks);
        assert!(
            (1..=3).contains(&ours.launches),
            "{} launches",
            ours.launches
        );
    }
}

/// A device that is never ready: every launch that would pay waits for it, and what the
/// declines credit toward starting it is counted ([`KernelExecutor::prepare`]).
struct NeverReady {
    sim: tensor_wasm_compiler::auto::offload::InterpExecutor,
    prepares: std::sync::Arc<std::sync::atomic::AtomicU64>,
    prepared_ns: f64,
}

impl tensor_wasm_compiler::auto::offload::KernelExecutor for NeverReady {
    fn launch(
        &mut self,
        kernel: &tensor_wasm_compiler::auto::offload::Kernel<'_>,
        trips: &[u64],
        args: &[lowered_ir::RtValue],
        memory: &mut [u8],
        footprint: &tensor_wasm_compiler::auto::offload::Footprint,
    ) -> Result<tensor_wasm_compiler::auto::offload::Launch, String> {
        self.sim.launch(kernel, trips, args, memory, footprint)
    }
    fn counters(&mut self) -> &mut tensor_wasm_shim::offload::OffloadCounters {
        self.sim.counters()
    }
    fn guard(&mut self) -> &mut tensor_wasm_shim::offload::DeoptGuard {
        self.sim.guard()
    }
    fn startup_wait_ns(&self) -> f64 {
        1e12
    }
    fn prepare(&mut self, saving_ns: f64) {
        self.prepares
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.prepared_ns += saving_ns;
    }
    fn prepared_ns(&self) -> f64 {
        self.prepared_ns
    }
    fn decline_bytes(&self, _footprint: &tensor_wasm_compiler::auto::offload::Footprint) -> u64 {
        0
    }
    fn holds_device_bytes(&self) -> bool {
        false
    }
}

/// A nest declined because the device was not up backs off like any other (the hook is not
/// asked at each call: LU at n = 1024 spent about 0.1 s on the H100 asking it), yet each
/// call run natively by the back-off still counts toward starting the device (rowmat's
/// resident row loop never started it when only the offered calls counted; rowmat's product
/// is one launch since its rows are read through their table, so LU's row updates, a call
/// per step, are the nests here).
#[test]
fn a_nest_waiting_for_the_device_backs_off_and_still_counts_toward_starting_it() {
    let wasm = std::fs::read(programs().join("lu.wasm")).expect("wasm");
    let args = vec!["160".to_string()];
    // Launches and transfers cheap enough that the row loop pays on a ready device at this
    // size.
    let cheap = tensor_wasm_compiler::auto::cost::CostModel {
        launch_ns: 1_000.0,
        thread_ns_per_op: 0.1,
        ns_per_byte: 0.0,
        ..Default::default()
    };
    let engine = simulate_costing(cheap);
    let program = Program::compile(&engine, &wasm).expect("compile");
    let mut instance = program
        .instantiate(&engine, &captured(&args))
        .expect("instantiate");
    let prepares = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    instance.set_executor(Box::new(NeverReady {
        sim: Default::default(),
        prepares: prepares.clone(),
        prepared_ns: 0.0,
    }));
    let ending = instance.run_start().expect("run");
    assert!(matches!(ending, Ending::Exit(0)), "{ending:?}");
    let theirs = run(&plain(), &wasm, &args);
    assert_eq!(
        instance.captured_stdout().unwrap_or_default(),
        theirs.stdout
    );
    let counters = instance.counters();
    let fallbacks: Vec<(String, u64)> = counters
        .fallbacks()
        .map(|(r, n)| (r.to_string(), n))
        .collect();
    let count = |reason: &str| {
        fallbacks
            .iter()
            .find(|(r, _)| r == reason)
            .map_or(0, |(_, n)| *n)
    };
    let why: Vec<String> = (instance.events().iter())
        .filter_map(|e| {
            e.fallback
                .as_ref()
                .map(|(_, d)| format!("{}: {d}", e.loop_name))
        })
        .filter(|w| w.starts_with("nest_3"))
        .take(3)
        .collect();
    assert_eq!(counters.success_total(), 0, "{fallbacks:?}");
    let prepares = prepares.load(std::sync::atomic::Ordering::Relaxed);
    // The row updates run once per step: after 8 declines the back-off takes their calls.
    assert!(count("backoff") >= 80, "{fallbacks:?}");
    // And each of them counted toward the start, not only the offered ones.
    assert!(
        prepares >= 96,
        "{prepares} calls counted toward the start; {fallbacks:?} {why:#?}"
    );
}

/// The interpreter (the simulator and the first-call check's reference in `--simulate`)
/// gives every float op the NaN wasmtime's x86 code gives, payload and sign included, for
/// every NaN and ordinary operand: `tensor-wasm run` prints what `wasmtime run` prints. wasm
/// leaves these bits open; byte-identical output does not. x86 only: the reference is
/// Cranelift's x86-64 code.
#[cfg(target_arch = "x86_64")]
#[test]
fn float_nans_are_wasmtime_s_in_the_interpreter() {
    use lowered_ir::{Interpreter, RtValue};
    let binary = ["min", "max", "add", "sub", "mul", "div", "copysign"];
    let lanes_binary = ["min", "max", "pmin", "pmax", "add", "sub", "mul", "div"];
    let unary = ["sqrt", "ceil", "floor", "trunc", "nearest", "neg", "abs"];
    // (export, parameter types, result type, body): each reads its operands as integer bits
    // and returns its result's bits.
    let mut funcs: Vec<(String, Vec<&str>, &str, String)> = Vec::new();
    for (f, i, lanes, ints) in [
        ("f32", "i32", "f32x4", "i32x4"),
        ("f64", "i64", "f64x2", "i64x2"),
    ] {
        let arg = |k: usize| format!("local.get {k} {f}.reinterpret_{i}");
        let lane = |k: usize| format!("local.get {k} {ints}.splat");
        for op in binary {
            let body = format!("{} {} {f}.{op} {i}.reinterpret_{f}", arg(0), arg(1));
            funcs.push((format!("{f}.{op}"), vec![i, i], i, body));
        }
        for op in lanes_binary {
            let body = format!("{} {} {lanes}.{op} {ints}.extract_lane 1", lane(0), lane(1));
            funcs.push((format!("{lanes}.{op}"), vec![i, i], i, body));
        }
        for op in unary {
            let body = format!("{} {f}.{op} {i}.reinterpret_{f}", arg(0));
            funcs.push((format!("{f}.{op}"), vec![i], i, body));
            let body = format!("{} {lanes}.{op} {ints}.extract_lane 1", lane(0));
            funcs.push((format!("{lanes}.{op}"), vec![i], i, body));
        }
    }
    for (name, from, to, body) in [
        (
            "f32.demote_f64",
            "i64",
            "i32",
            "local.get 0 f64.reinterpret_i64 f32.demote_f64 i32.reinterpret_f32",
        ),
        (
            "f64.promote_f32",
            "i32",
            "i64",
            "local.get 0 f32.reinterpret_i32 f64.promote_f32 i64.reinterpret_f64",
        ),
        (
            "f32x4.demote_f64x2_zero",
            "i64",
            "i32",
            "local.get 0 i64x2.splat f32x4.demote_f64x2_zero i32x4.extract_lane 1",
        ),
        (
            "f64x2.promote_low_f32x4",
            "i32",
            "i64",
            "local.get 0 i32x4.splat f64x2.promote_low_f32x4 i64x2.extract_lane 1",
        ),
    ] {
        funcs.push((name.into(), vec![from], to, body.into()));
    }
    let mut wat = String::from("(module\n");
    for (name, params, result, body) in &funcs {
        wat += &format!(
            "(func (export \"{name}\") (param {}) (result {result}) {body})\n",
            params.join(" ")
        );
    }
    wat += ")";
    let wasm = wat::parse_str(&wat).expect("wat");
    let f32s: [u64; 8] = [
        0x7fc0_0000,
        0xffc0_0000,
        0x7fa0_0001,
        0xffc1_2345,
        0x7f80_0001,
        0x3f80_0000,
        0x8000_0000,
        0,
    ];
    let f64s: [u64; 8] = [
        0x7ff8_0000_0000_0000,
        0xfff8_0000_0000_0000,
        0x7ff4_0000_0000_0001,
        0xfff8_2468_a000_0000,
        0x7ff0_0000_0000_0001,
        0x3ff0_0000_0000_0000,
        0x8000_0000_0000_0000,
        0,
    ];
    let engine = wasmtime::Engine::default();
    let module = wasmtime::Module::new(&engine, &wasm).expect("module");
    let mut store = wasmtime::Store::new(&engine, ());
    let instance = wasmtime::Instance::new(&mut store, &module, &[]).expect("instance");
    let info = tensor_wasm_compiler::frontend::ModuleInfo::parse(&wasm).expect("parse");
    let mut differ = Vec::new();
    for (name, params, _, _) in &funcs {
        let index = info.resolve_function(name).expect("export");
        let lowered =
            tensor_wasm_compiler::pipeline::lower_index(&wasm, &info, index, &Default::default())
                .expect("lower");
        let func = instance.get_func(&mut store, name).expect("func");
        let values = |ty: &str| if ty == "i64" { f64s } else { f32s };
        let pairs: Vec<Vec<u64>> = match params.as_slice() {
            [a] => values(a).iter().map(|x| vec![*x]).collect(),
            [a, b] => values(a)
                .iter()
                .flat_map(|x| values(b).into_iter().map(move |y| vec![*x, y]))
                .collect(),
            _ => unreachable!(),
        };
        for operands in pairs {
            let (args, rt): (Vec<Val>, Vec<RtValue>) = operands
                .iter()
                .zip(params)
                .map(|(x, ty)| {
                    if *ty == "i64" {
                        (Val::I64(*x as i64), RtValue::I64(*x))
                    } else {
                        (Val::I32(*x as u32 as i32), RtValue::I32(*x as u32))
                    }
                })
                .unzip();
            let mut out = [Val::I32(0)];
            func.call(&mut store, &args, &mut out).expect("wasmtime");
            let theirs = match out[0] {
                Val::I32(v) => u64::from(v as u32),
                Val::I64(v) => v as u64,
                _ => unreachable!(),
            };
            let ours = match Interpreter::new()
                .call(&lowered, &rt, &mut [])
                .expect("ours")[..]
            {
                [RtValue::I32(v)] => u64::from(v),
                [RtValue::I64(v)] => v,
                ref other => panic!("{other:?}"),
            };
            if ours != theirs {
                differ.push(format!(
                    "{name}{operands:x?}: wasmtime {theirs:#x}, ours {ours:#x}"
                ));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{} differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// Arrays at constant places, counts compiled in (golden/programs/static_arrays.c): the
/// dependence test bounds accesses that move by different strides by their loops' extremes,
/// and leaves pairs that may meet at no one distance to the launch, as for malloc'ed arrays.
/// The product (`c[i][j]` against `b[k][j]`) launches once over its 48 x 48 outputs where it
/// launched once per row, `y[2i] = y[i + 2N]` and syrk's triangle launch; `z[2i] =
/// z[i + N/2]` and `x[i] = x[0]...` meet, and the launch refuses them. Threads run in reverse order without a first-call
/// check: a wrong verdict prints other sums than wasmtime.
#[test]
fn arrays_at_constant_places_are_apart_by_their_extremes() {
    let wasm = std::fs::read(root().join("golden/programs/static_arrays.wasm")).expect("wasm");
    let (ours, theirs) = (
        run(&simulate_unchecked(), &wasm, &[]),
        run(&plain(), &wasm, &[]),
    );
    assert_eq!(
        String::from_utf8_lossy(&ours.stdout),
        String::from_utf8_lossy(&theirs.stdout)
    );
    // The product launches once over its 2,304 outputs (48 launches when it went per row),
    // `y`'s loop once, syrk's triangle twice (its two parts; it stayed in order before its
    // pairs were left to the launch); the initialisations and sums launch as before (48 of
    // them by rows of `sa` and `sc`). `z` and `x` are refused at the launch (`overlap`).
    assert_eq!(ours.launches, 58, "{:?}", ours.fallbacks);
    assert_eq!(ours.fallbacks, vec![("overlap".to_string(), 2)]);
}

/// A program whose sizes are compiled in (golden/programs/fixed_sizes.c) makes its CUDA
/// context at instantiation: its 1000 x 1000 product takes longer on the CPU than making the
/// context, by trip counts known before any call. Its row recurrence is as long but collides
/// within its array, so it does not count; the initialisation is short; programs whose sizes
/// come from their arguments (bench/programs) never start early.
#[test]
fn a_nest_longer_than_the_context_starts_it_at_instantiation() {
    use crate::deferred::{nest_worth_the_context, START_AT_INSTANTIATION_NS};
    let model = tensor_wasm_compiler::auto::cost::CostModel::default();
    let wasm = std::fs::read(root().join("golden/programs/fixed_sizes.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    let (nest, ns) = nest_worth_the_context(&p.nests, &model).expect("the product");
    assert!(ns >= START_AT_INSTANTIATION_NS, "{ns}");
    let product = p.nests.iter().find(|n| n.index == nest).expect("nest");
    // The product's loops come after the initialisation's and the recurrence's in `main`.
    let mut mains: Vec<usize> = (p.nests.iter())
        .filter(|n| n.function == "__original_main")
        .map(|n| n.region.start)
        .collect();
    mains.sort();
    assert!(mains.len() >= 3, "{mains:?}");
    assert!(product.region.start >= mains[2], "{mains:?}");
    for (name, _) in sizes() {
        let wasm = std::fs::read(programs().join(format!("{name}.wasm"))).expect("wasm");
        let p = plan(&wasm).expect("plan");
        assert_eq!(nest_worth_the_context(&p.nests, &model), None, "{name}");
    }
}

/// A program that prints through `fd_write`: `hello\n` then `world\n` on stdout, `oops\n` on
/// stderr, in three calls.
const PRINTS: &str = r#"(module
  (import "wasi_snapshot_preview1" "fd_write" (func $w (param i32 i32 i32 i32) (result i32)))
  (memory (export "memory") 1)
  (data (i32.const 64) "hello\0aworld\0aoops\0a")
  (func $put (param $fd i32) (param $at i32) (param $len i32)
    (i32.store (i32.const 0) (local.get $at))
    (i32.store (i32.const 4) (local.get $len))
    (drop (call $w (local.get $fd) (i32.const 0) (i32.const 1) (i32.const 8))))
  (func (export "_start")
    (call $put (i32.const 1) (i32.const 64) (i32.const 6))
    (call $put (i32.const 2) (i32.const 76) (i32.const 5))
    (call $put (i32.const 1) (i32.const 70) (i32.const 6))))"#;

/// A shared byte buffer a race writes into instead of the process's stdout or stderr.
#[derive(Clone, Default)]
struct Sink(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Sink {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// A race whose opponent's stop counts its calls, writing to two sinks, holding `limit`.
fn race_with(limit: usize) -> (crate::race::Race, Sink, Sink, std::sync::Arc<AtomicUsize>) {
    let (out, err) = (Sink::default(), Sink::default());
    let stops = std::sync::Arc::new(AtomicUsize::new(0));
    let s = stops.clone();
    let race = crate::race::Race::with_sinks(
        Box::new(move || {
            s.fetch_add(1, Ordering::SeqCst);
        }),
        [Box::new(out.clone()), Box::new(err.clone())],
        limit,
    );
    (race, out, err, stops)
}

/// Runs PRINTS in plain wasmtime with its output held by `race`.
fn run_held(race: &crate::race::Race) {
    let engine = plain();
    let wasm = wat::parse_str(PRINTS).expect("wat");
    let program = Program::compile(&engine, &wasm).expect("compile");
    let wasi = Wasi {
        race: Some(race.gates()),
        ..Wasi::inherit(["prints"])
    };
    let mut instance = program.instantiate(&engine, &wasi).expect("instantiate");
    assert!(matches!(
        instance.run_start().expect("run"),
        Ending::Exit(0)
    ));
}

/// While the race is on, the offloaded run's output is held; when it wins the opponent is
/// stopped once and the output written, in order; when the opponent wins first, nothing of
/// it is written.
#[test]
fn a_race_writes_only_the_winner_s_output() {
    let (race, out, err, stops) = race_with(1 << 20);
    run_held(&race);
    assert_eq!((out.text(), err.text()), (String::new(), String::new()));
    assert!(race.finish(), "the offloaded run ended first");
    assert_eq!(out.text(), "hello\nworld\n");
    assert_eq!(err.text(), "oops\n");
    assert_eq!(stops.load(Ordering::SeqCst), 1);
    assert!(!race.opponent_ended(), "the race was decided");
    assert!(race.finish(), "finishing twice still says who won");
    assert_eq!(stops.load(Ordering::SeqCst), 1);

    let (race, out, err, stops) = race_with(1 << 20);
    assert!(race.opponent_ended());
    run_held(&race);
    assert!(!race.finish(), "the opponent won");
    assert_eq!((out.text(), err.text()), (String::new(), String::new()));
    assert_eq!(stops.load(Ordering::SeqCst), 0);

    // Launches that did far more of the CPU's work than the time since the start take the
    // race before the run ends: the opponent stops, and output is no longer held.
    let (race, out, _, stops) = race_with(1 << 20);
    race.gates().take_if_ahead(1e6);
    assert!(race.decided_early().is_none(), "1 ms of work is no lead");
    race.gates().take_if_ahead(1e12);
    assert_eq!(stops.load(Ordering::SeqCst), 1);
    let (_, why) = race.decided_early().expect("taken early");
    assert_eq!(why, "its launches had done 1000.000 s of the CPU's work");
    run_held(&race);
    assert_eq!(out.text(), "hello\nworld\n");
    assert!(race.finish() && !race.opponent_ended());

    // Past the limit, the offloaded run takes the race instead of holding more.
    let (race, out, _, stops) = race_with(8);
    run_held(&race);
    assert_eq!(out.text(), "hello\nworld\n");
    assert_eq!(stops.load(Ordering::SeqCst), 1);
    assert!(!race.opponent_ended());
}

/// A race whose pause control logs its calls (`true` pause, `false` resume).
fn paused_race() -> (
    crate::race::Race,
    std::sync::Arc<std::sync::Mutex<Vec<bool>>>,
) {
    let (race, _, _, _) = race_with(1 << 20);
    let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let l = log.clone();
    let race = race.with_pause(Box::new(move |pause| l.lock().unwrap().push(pause)));
    (race, log)
}

/// The opponent is paused once the offloaded run has gone on for `QUIET_S` risking nothing,
/// and resumed at its first risk (a context, a launch); a run that risked something before
/// `QUIET_S` never pauses it, nor does a race already decided, nor one whose offloaded run
/// began to run the program late (a long analysis: the opponent is ahead by all of it) or
/// not yet.
#[test]
fn a_race_pauses_its_opponent_while_nothing_is_risked() {
    let wait = || {
        std::thread::sleep(std::time::Duration::from_secs_f64(
            crate::race::QUIET_S + 0.15,
        ))
    };
    let (race, log) = paused_race();
    race.running();
    assert!(race.paused().is_none());
    wait();
    assert_eq!(*log.lock().unwrap(), [true]);
    let (at, _) = race.paused().expect("paused");
    assert!(at >= crate::race::QUIET_S, "paused at {at}");
    race.gates().risk();
    race.gates().risk();
    assert_eq!(*log.lock().unwrap(), [true, false], "resumed once");
    let (_, total) = race.paused().expect("was paused");
    assert!(total > 0.1, "paused for {total} s");

    let (race, log) = paused_race();
    race.running();
    race.gates().risk();
    wait();
    assert!(log.lock().unwrap().is_empty(), "risked before the pause");
    assert!(race.paused().is_none());

    let (race, log) = paused_race();
    race.running();
    assert!(race.finish());
    wait();
    assert!(log.lock().unwrap().is_empty(), "decided before the pause");

    let (race, log) = paused_race();
    std::thread::sleep(std::time::Duration::from_secs_f64(
        crate::race::MAX_PAUSED_LEAD_S + 0.05,
    ));
    race.running();
    wait();
    assert!(log.lock().unwrap().is_empty(), "began to run late");

    let (_race, log) = paused_race();
    wait();
    assert!(log.lock().unwrap().is_empty(), "not running yet");
}

/// Only programs whose effects outside the process are stdout and stderr may race.
#[test]
fn only_programs_that_read_nothing_race() {
    use crate::race::raceable;
    let prints = wat::parse_str(PRINTS).expect("wat");
    let wasi = Wasi::inherit(["p"]);
    assert_eq!(raceable(&prints, &wasi), Ok(()));
    let reads = wat::parse_str(
        r#"(module
          (import "wasi_snapshot_preview1" "fd_read" (func (param i32 i32 i32 i32) (result i32)))
          (memory (export "memory") 1) (func (export "_start")))"#,
    )
    .expect("wat");
    assert_eq!(
        raceable(&reads, &wasi),
        Err(
            "it imports wasi_snapshot_preview1::fd_read, which may reach outside the process"
                .into()
        )
    );
    let dirs = Wasi {
        dirs: vec![(PathBuf::from("."), "d".into())],
        ..wasi.clone()
    };
    assert_eq!(
        raceable(&prints, &dirs),
        Err("a folder is preopened (--dir)".into())
    );
    let captured = Wasi {
        capture_stdout: true,
        ..wasi
    };
    assert!(raceable(&prints, &captured).is_err());
    // Every wasi-libc program of bench/programs may race.
    for entry in std::fs::read_dir(programs()).expect("programs") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "wasm") {
            let wasm = std::fs::read(&path).expect("read");
            assert_eq!(raceable(&wasm, &Wasi::inherit(["p"])), Ok(()), "{path:?}");
        }
    }
}

/// Loops whose statements want different loops as threads (golden/programs/distributed.c)
/// run as two kernels one after the other in the wasmtime host too: PolyBench's atax,
/// whose row sum clang keeps in a register and stores after the update of `y` (the second
/// part reads it back), and bicg. Where bicg's `q` is moved onto `s` the parts meet: the
/// launch test refuses the loop, which runs natively. `gated` stores its sum only where it
/// is positive: it is not distributed, and launches its update per row (its backup).
#[test]
fn distributed_loops_launch_once_per_call() {
    let wasm = std::fs::read(root().join("golden/programs/distributed.wasm")).expect("wasm");
    let p = plan(&wasm).expect("plan");
    let nest_in = |function: &str, depth: usize| {
        p.verdicts
            .iter()
            .filter(|v| v.function == function && v.depth == depth)
            .map(|v| v.verdict.is_ok())
            .collect::<Vec<bool>>()
    };
    assert_eq!(nest_in("bicg", 0), [true]);
    assert_eq!(nest_in("gated", 0), [false]);
    // atax's loop in `main` and bicg's: the nests that run as two kernels.
    let distributed: Vec<String> = (p.nests.iter())
        .filter(|n| !n.auto.distributed.is_empty())
        .map(|n| format!("nest_{}", n.index))
        .collect();
    assert_eq!(distributed.len(), 2, "{:?}", p.verdicts);
    // `lower --mode auto --emit rewritten` names the parts.
    let lines = p.verdict_lines();
    let bicg_line = lines.iter().find(|l| l.contains("of `bicg` (depth 0)"));
    assert!(
        bicg_line.is_some_and(|l| l.ends_with("(distributed: L0.1 then L0.2)")),
        "{lines:?}"
    );
    let (atax, bicg) = (&distributed[0], &distributed[1]);
    let count = |o: &Outcome, nest: &str| o.launched.iter().filter(|n| *n == nest).count();
    let sim = simulate_unchecked();
    // (args, bicg's parts apart): two launches each per call, or bicg refused as `overlap`.
    let cases: [(&[&str], bool); 4] = [
        (&["40", "30"], true),
        (&["7", "3"], true),
        (&["40", "30", "5"], false),
        (&["17", "33", "2"], false),
    ];
    for (args, apart) in cases {
        let ours = same_as_plain(&sim, &wasm, args);
        assert_eq!(count(&ours, atax), 2, "{args:?}: {:?}", ours.launched);
        assert_eq!(count(&ours, bicg), if apart { 2 } else { 0 }, "{args:?}");
        assert_eq!(ours.fell_back("overlap"), !apart, "{args:?}");
    }
    same_as_plain(&sim, &wasm, &["1", "1"]);
    // With the first-call check (both parts checked against the native loop).
    for ours in same_as_wasmtime(&wasm, &[&["40", "30"], &["23", "9", "3"]]) {
        assert_eq!(count(&ours, atax), 2, "{:?}", ours.launched);
    }
}

/// Ordered float minima and maxima (golden/programs/normalize.c): the largest `|y[i]|` kept
/// with `>`, the smallest `y[i]` with `<=` and the largest `f32` with `>=` launch as
/// reductions, so every loop of the repetition launches and the repetition loop is a
/// resident region (its uploads do not grow with the steps). Signed zeros that tie, NaNs that
/// are never taken and NaN starting values give plain wasmtime's bits.
#[test]
fn ordered_float_maxima_launch_in_a_resident_loop() {
    let wasm = std::fs::read(root().join("golden/programs/normalize.wasm")).expect("wasm");
    let sim = simulate_unchecked();
    for mode in ["0", "1", "2"] {
        for n in ["1000", "37", "1001", "5"] {
            let short = same_as_plain(&sim, &wasm, &[n, "2", mode]);
            let long = same_as_plain(&sim, &wasm, &[n, "6", mode]);
            assert!(
                short.fallbacks.is_empty(),
                "{n} {mode}: {:?}",
                short.fallbacks
            );
            assert!(
                long.fallbacks.is_empty(),
                "{n} {mode}: {:?}",
                long.fallbacks
            );
            // Six loops a step (more where clang peels a remainder), each launched per step.
            let per_step = (long.launches - short.launches) / 4;
            assert_eq!(long.launches - short.launches, 4 * per_step);
            assert!(per_step >= 6, "{n} {mode}: {per_step} launches a step");
            // Resident: the arrays go up once; a host store into an odd remainder's element
            // (`write_back`) sends those bytes up again at the next step, nothing more.
            let more = long.bytes_up - short.bytes_up;
            assert!(
                more <= 4 * 16,
                "{n} {mode}: {more} more bytes up in 4 more steps"
            );
        }
    }
    // With the first-call check (the reductions' totals against the native loop's).
    same_as_wasmtime(
        &wasm,
        &[&["1000", "3", "0"], &["1001", "3", "1"], &["64", "2", "2"]],
    );
}

/// A reduction through a child loop (golden/programs/converge.c: the largest change of a
/// Jacobi sweep, an ordered float maximum over `i` and `j`) launches as one 2-D kernel per
/// iteration of the solve, `(n - 2)^2` threads, and the solve ends after the same number of
/// iterations with the same bits as plain wasmtime's, with and without the first-call check.
#[test]
fn a_reduction_through_a_child_loop_is_one_2d_launch() {
    let wasm = std::fs::read(root().join("golden/programs/converge.wasm")).expect("wasm");
    let sim = simulate_unchecked();
    for (n, tol) in [("40", "1e-3"), ("17", "1e-2"), ("3", "0"), ("9", "0.5")] {
        let ours = same_as_plain(&sim, &wasm, &[n, tol]);
        let cells = (n.parse::<u64>().expect("n") - 2).pow(2);
        assert!(ours.fallbacks.is_empty(), "{n}: {:?}", ours.fallbacks);
        let sweeps = ours.threads.iter().filter(|t| **t == cells).count();
        let printed = String::from_utf8_lossy(&ours.stdout).to_string();
        let iterations: usize = printed
            .split_whitespace()
            .nth(3)
            .and_then(|x| x.parse().ok())
            .expect("iterations");
        assert!(
            sweeps >= iterations,
            "{n}: {:?} for {printed}",
            ours.threads
        );
    }
    same_as_wasmtime(&wasm, &[&["40", "1e-3"], &["12", "0.1"]]);
}
