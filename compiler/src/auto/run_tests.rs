//! Tests of auto mode's execution (`outline.rs`, `offload.rs`, `run.rs`) without a GPU: the
//! outlined kernels run in the interpreter's grid simulation ([`InterpExecutor`]), with no
//! per-access checks, so a launch the preconditions should have refused reads or writes out
//! of bounds and fails here. Every call is compared with wasmi on random memory. The GPU side
//! of the same runs is `scripts/device-run-auto.sh`.

use super::offload::{InterpExecutor, KernelExecutor, Launch, OffloadOptions};
use super::run::{prepare, run_prepared, run_request, CheckVerdict, RunRequest, SplitMix64};
use crate::conform::engines::Ending;
use lowered_ir::{FloatBinOp, LoweredOp};
use std::path::PathBuf;

fn golden_auto() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden/auto")
}

fn module(file: &str) -> Vec<u8> {
    std::fs::read(golden_auto().join(file)).expect("golden/auto input")
}

fn request(func: &str, args: &[&str], seed: u64) -> RunRequest {
    RunRequest {
        func: func.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
        memory_pages: Some(8),
        random_memory: Some(seed),
        check: true,
        offload: OffloadOptions::default(),
    }
}

/// Asserts that a run agreed with wasmi and made `launches` launches (its report shown
/// otherwise).
pub(super) fn assert_agrees_launching(
    report: &super::run::RunReport,
    exec: &InterpExecutor,
    launches: u64,
) {
    assert_eq!(
        report.check,
        Some(CheckVerdict::Agrees),
        "{}",
        report.render()
    );
    assert_eq!(
        exec.counters.success_total(),
        launches,
        "{}",
        report.render()
    );
}

/// Asserts that a run agreed with wasmi (`label` and its report shown otherwise).
fn assert_agrees(report: &super::run::RunReport, label: &str) {
    assert_eq!(
        report.check,
        Some(CheckVerdict::Agrees),
        "{label}:\n{}",
        report.render()
    );
}

/// Runs `req` on `golden/auto/extra/{file}.{level}.wasm` in the simulator.
fn run_extra(file: &str, level: &str, req: &RunRequest) -> (super::run::RunReport, InterpExecutor) {
    let mut exec = InterpExecutor::default();
    let wasm = module(&format!("extra/{file}.{level}.wasm"));
    let report = run_request(&wasm, req, &mut exec).expect("run");
    (report, exec)
}

/// Asserts that `func` of `golden/auto/extra/{file}.{level}.wasm`, called with `args`, agrees
/// with wasmi and launches one kernel of `threads` threads.
fn assert_one_launch_of(level: &str, file: &str, func: &str, args: &[&str], threads: u64) {
    let (report, exec) = run_extra(file, level, &request(func, args, 3));
    assert_agrees_launching(&report, &exec, 1);
    assert!(
        report.render().contains(&format!("gpu, {threads} threads")),
        "{func}: {}",
        report.render()
    );
}

/// Small sizes (odd, so that unrolled loops have remainders); arrays 64 KiB apart. The file
/// is `<function>.<level>.wasm`, except for `colshift`, which lives in `shift.*.wasm`.
const CASES: &[(&str, &[&str])] = &[
    ("vector_add", &["1001", "65536", "131072", "196608"]),
    ("saxpy", &["1001", "1.5", "65536", "131072"]),
    ("gemv", &["37", "53", "65536", "131072", "196608"]),
    ("matmul", &["19", "23", "17", "65536", "131072", "196608"]),
    ("conv3x3", &["21", "33", "65536", "131072", "196608"]),
    ("jacobi", &["3", "20", "65536", "131072"]),
    ("dot", &["1001", "65536", "131072"]),
    ("transpose", &["37", "41", "65536", "131072"]),
    ("shift", &["1001", "3", "65536"]),
    ("shift", &["1001", "0", "65536"]),
    ("colshift", &["37", "41", "-37", "65536"]),
];

const LEVELS: &[&str] = &["O1", "O2", "O3", "O2simd"];

/// Every golden/auto input, at every level: equal to wasmi, with kernels launched for every
/// function but `dot`; the reviewed snapshot holds what each call did.
#[test]
fn every_golden_auto_input_equals_wasmi_with_simulated_kernels() {
    let mut all = String::new();
    for level in LEVELS {
        for (func, args) in CASES {
            let stem = if *func == "colshift" { "shift" } else { func };
            let file = format!("{stem}.{level}.wasm");
            let mut exec = InterpExecutor::default();
            let report = run_request(&module(&file), &request(func, args, 7), &mut exec)
                .unwrap_or_else(|e| panic!("{file}: {e}"));
            assert_eq!(
                report.check,
                Some(CheckVerdict::Agrees),
                "{file}:\n{}",
                report.render()
            );
            let launches = exec.counters.success_total();
            // `shift` with k = 3 reads what the next iterations write; `colshift` a column
            // away is independent over columns (-O2, one thread per column) but not over
            // the (column, row) threads of -O1's 2-D kernel.
            let dependent = (*func == "shift" && args[1] == "3") || *func == "colshift";
            if *func == "dot" {
                assert_eq!(launches, 0, "{file}: a float sum stays sequential");
            } else if !dependent {
                assert!(
                    launches > 0,
                    "{file}: no kernel launched:\n{}",
                    report.render()
                );
            }
            for e in &report.events {
                if let Some((reason, _)) = &e.fallback {
                    // Only the dependent calls fall back (a misaligned group launches the
                    // kernel's build that tests alignment).
                    assert!(
                        dependent && reason == "overlap",
                        "{file}:\n{}",
                        report.render()
                    );
                }
            }
            all.push_str(&format!("== {file} --arg {}\n", args.join(" --arg ")));
            all.push_str(&report.render());
        }
    }
    insta::with_settings!({
        snapshot_path => golden_auto().join("../snapshots"),
        prepend_module_to_snapshot => false,
        description => "tensor-wasm run golden/auto/FILE --func F --arg ... --memory-pages 8 --random-memory 7 --check --simulate",
    }, {
        insta::assert_snapshot!("auto_run_simulated", all);
    });
}

/// The outlined functions of two inputs (reviewed snapshots): a 1-D kernel with its
/// remainder left to the host, and a 2-D one with its sequential inner loop.
#[test]
fn outlined_functions_snapshots() {
    for (file, func) in [
        ("vector_add.O2.wasm", "vector_add"),
        ("matmul.O2.wasm", "matmul"),
        // An interchange: j as the threads, i in order inside each, with a range of i's
        // iterations and the peeled last column's store in thread 0.
        ("extra/kernels_c.O2.wasm", "gemv_t"),
        // Bulk rows: a triangle's row loop of `memset` calls, a warp per row, each thread
        // a chunk of its row's fill (`bulk_lanes.rs`).
        ("extra/kernels_b.O2.wasm", "tri2"),
        // A histogram unrolled by 4: each load, add and store of a cell one `atomic_add`
        // (`accumulate.rs`).
        ("extra/kernels_w.O2.wasm", "hist8"),
    ] {
        let p = prepare(&module(file), func).expect("prepare");
        assert!(
            p.auto.not_outlined.is_empty(),
            "{file}: {:?}",
            p.auto.not_outlined
        );
        let mut text = String::new();
        for o in &p.auto.outlined {
            for f in [&o.kernel, &o.finish, &o.reference] {
                text.push_str(&lowered_ir::print_function(f));
                text.push('\n');
            }
        }
        insta::with_settings!({
            snapshot_path => golden_auto().join("../snapshots"),
            prepend_module_to_snapshot => false,
            description => format!("tensor-wasm lower golden/auto/{file} --func {func} --mode auto --emit lowered (outlined functions)"),
        }, {
            insta::assert_snapshot!(
                format!("auto_{}.outlined", file.replace(['.', '/'], "_")),
                text
            );
        });
    }
}

/// Arrays that are not aligned to their elements (`float *` at an odd byte offset) launch
/// the kernel's build whose accesses test their alignment, which is checked against the CPU
/// on its own first call; aligned arrays launch the build with natural accesses.
#[test]
fn misaligned_arrays_launch_the_build_that_tests_alignment() {
    for (args, tested) in [
        (&["1000", "2.0", "65537", "131074"], 1),
        (&["1000", "2.0", "65536", "131072"], 0),
    ] {
        let mut exec = InterpExecutor::default();
        let report = run_request(
            &module("saxpy.O2.wasm"),
            &request("saxpy", args, 3),
            &mut exec,
        )
        .unwrap_or_else(|e| panic!("saxpy {args:?}: {e}"));
        assert_eq!(
            report.check,
            Some(CheckVerdict::Agrees),
            "{args:?}:\n{}",
            report.render()
        );
        assert_eq!(
            exec.counters.success_total(),
            1,
            "{args:?}:\n{}",
            report.render()
        );
        assert_eq!(exec.tested_alignment_launches, tested, "{args:?}");
    }
    // The two builds are two kernels to the deopt guard and the PTX cache.
    let p = prepare(&module("saxpy.O2.wasm"), "saxpy").expect("prepare");
    let k = &p.auto.outlined[0].kernel;
    assert_ne!(
        super::offload::variant_fingerprint(k, true),
        super::offload::variant_fingerprint(k, false)
    );
}

/// Calls whose preconditions fail run the loop on the CPU, count the reason, and still
/// equal wasmi (the out-of-bounds one traps exactly where wasm traps).
#[test]
fn failed_preconditions_fall_back_to_the_cpu() {
    let cases: &[(&str, &str, &[&str], &str)] = &[
        (
            "vector_add.O2.wasm",
            "vector_add",
            &["1000", "65536", "131072", "65540"],
            "overlap",
        ),
        (
            "vector_add.O2.wasm",
            "vector_add",
            &["1000", "65536", "131072", "524000"],
            "out_of_bounds",
        ),
        (
            "matmul.O2.wasm",
            "matmul",
            &["8", "8", "8", "65536", "65600", "65536"],
            "overlap",
        ),
    ];
    for (file, func, args, reason) in cases {
        let mut exec = InterpExecutor::default();
        let report = run_request(&module(file), &request(func, args, 3), &mut exec)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(
            report.check,
            Some(CheckVerdict::Agrees),
            "{file} {args:?}:\n{}",
            report.render()
        );
        // The kernel falls back first; backups inside it may fall back after it.
        let first = report.events.first().and_then(|e| e.fallback.as_ref());
        assert_eq!(
            first.map(|(r, _)| r.as_str()),
            Some(*reason),
            "{file} {args:?}:\n{}",
            report.render()
        );
        assert_eq!(exec.counters.success_total(), 0, "{file} {args:?}");
    }
    let mut exec = InterpExecutor::default();
    let report = run_request(
        &module("vector_add.O2.wasm"),
        &request("vector_add", &["1000", "65536", "131072", "524000"], 3),
        &mut exec,
    )
    .expect("run");
    assert_eq!(
        report.ending,
        Ending::Trapped(lowered_ir::TrapKind::MemoryOutOfBounds)
    );
}

/// Rows of a fixed-size array (`double b[][40]`) with a column count that is an argument:
/// trmm's `j` loop writes `b[i][j]` and reads `b[k][j]` for `k > i`, a distance of 40
/// iterations per row. With 37 columns no two iterations meet and the whole nest launches
/// once, the columns as threads and the rows in order inside each (its `k` loop, unrolled by
/// 2 after a peeled iteration, ranged at its last iteration for each alternative of its
/// start: `Env::tight_extremes`); with 45 they do (row `i` runs into row `i + 1`), the
/// launch-time test says so and the loop runs on the CPU, but for the last row, which reads
/// no other row and launches. Both equal wasmi.
#[test]
fn fixed_row_strides_with_argument_counts_are_tested_at_launch() {
    for (cols, launches) in [("37", 1), ("45", 1)] {
        let mut exec = InterpExecutor::default();
        let args = ["35", cols, "1.5", "65536", "81920"];
        let report = run_request(
            &module("extra/kernels_e.O2.wasm"),
            &request("trmm", &args, 3),
            &mut exec,
        )
        .expect("run");
        assert_eq!(
            report.check,
            Some(CheckVerdict::Agrees),
            "{}",
            report.render()
        );
        let launched = exec.counters.success_total();
        assert_eq!(launched, launches, "{}", report.render());
        if cols == "45" {
            assert!(
                report
                    .events
                    .iter()
                    .any(|e| e.fallback.as_ref().is_some_and(|(r, _)| r == "overlap")),
                "{}",
                report.render()
            );
        }
    }
}

#[test]
fn a_header_that_stores_past_the_last_iteration_is_one_more_thread() {
    // fdtd-2d's `ex` update: 79 columns, unrolled by 2 with the exit test between the halves
    // (at -O2 and -O3). Without the first-call check, which once caught a kernel that left
    // the last column out, every level must agree with wasmi, rows and columns launching at
    // once (the header's last run is a 40th thread of each row).
    for level in ["O1", "O2", "O3", "O2simd"] {
        for (nx, hz) in [("7", "131072"), ("1", "70656")] {
            let mut req = request("fdtd_ex", &[nx, "65536", hz], 9);
            req.offload.first_call_check = false;
            let (report, exec) = run_extra("kernels_l", level, &req);
            assert_agrees(&report, &format!("{level} nx = {nx}"));
            assert_eq!(exec.counters.success_total(), 1, "{level} nx = {nx}");
        }
    }
}

#[test]
fn a_reload_stepping_down_is_outlined() {
    // deriche's backward sweep: the reload of the carried `in[i*w + j]` steps by -4 bytes,
    // once an i32 constant that did not fit (the outlined function did not verify).
    for level in ["O1", "O2", "O3", "O2simd"] {
        let wasm = module(&format!("extra/kernels_l.{level}.wasm"));
        let p = prepare(&wasm, "iir_back").expect("prepare");
        assert!(
            p.auto.not_outlined.is_empty(),
            "{level}: {:?}",
            p.auto.not_outlined
        );
        let req = request("iir_back", &["9", "13", "65536", "131072"], 3);
        assert_agrees(&run_extra("kernels_l", level, &req).0, level);
    }
}

#[test]
fn a_remainder_start_reads_low_bits_from_a_loop_out() {
    // polybench's syrk order: the `j <= i` update's remainder starts at `(i + 1) & -2`, its
    // low bit computed before the `k` loop. At -O1 and -O2 the rows launch at once. With `a`
    // right after `c` (n = 32, even), the last row's remainder column would be ranged one
    // past `c` where its low bit is not that row's: the launch lists the bytes row by row,
    // with the remainder's `(i + 1) & 1 != 0` (`dependence::Group::bounds`). The rows split
    // (`split.rs`): the scaling, then the update as an `i, j` grid as wide as the last row,
    // running `k` in order (`plan::in_order_inside`), two launches.
    for (n, a) in [("33", "131072"), ("32", "73728")] {
        for (level, launches) in [
            ("O1", Some(2)),
            ("O2", Some(2)),
            ("O3", None),
            ("O2simd", None),
        ] {
            let args = [n, "29", "1.5", "0.5", "65536", a];
            let (report, exec) = run_extra("kernels_l", level, &request("syrk_rows", &args, 4));
            match launches {
                Some(k) => assert_agrees_launching(&report, &exec, k),
                None => assert_agrees(&report, &format!("{level} n = {n}")),
            }
        }
    }
}

#[test]
fn a_remainder_is_ranged_with_its_own_count() {
    // PolyBench's syrk with constant sizes, `a` right after `c`: at -O2 the `beta` scaling's
    // remainder (unrolled by 4) runs `r = (i + 1) & 3` times from `r` columns back, behind
    // `r != 0`. Its address, count and guard take the low bits together, and only where `i
    // + 1 >= r`: the launch moves exactly `c` down and `c` and `a` up. Taken apart, `c` was
    // ranged 40 bytes long into `a` (`overlap` at PolyBench's LARGE size, where listing the
    // bytes is over its budget). At -O1 the rows split into the scaling and the triangular
    // update (two launches), the second finding `c` on the device; each brings `c` back. At
    // -O2 and -O3 clang unrolls `k` whole, leaving seven row loops and nothing to split.
    let c = 65536;
    let (c_len, a_len) = (8 * 24 * 24, 8 * 24 * 7);
    let a = (c + c_len).to_string();
    let c = c.to_string();
    let args = ["1.5", "0.5", c.as_str(), a.as_str()];
    for level in LEVELS {
        let (report, exec) = run_extra("kernels_l", level, &request("syrk_fixed", &args, 7));
        if *level == "O2simd" {
            assert_agrees(&report, level);
            continue;
        }
        let launches = if *level == "O1" { 2 } else { 1 };
        assert_agrees_launching(&report, &exec, launches);
        let moved = exec
            .transfer_stats()
            .expect("the simulator counts transfers");
        let what = format!("{level}: {moved:?}\n{}", report.render());
        assert_eq!(
            (moved.bytes_up, moved.bytes_down),
            (c_len + a_len, launches * c_len),
            "{what}"
        );
    }
}

#[test]
fn columns_of_a_flattened_array_are_apart_by_the_rows_gcd() {
    // gramschmidt's column update with constant sizes: at -O1 the bounds alone let two
    // columns meet (the column loop launched its inner loop once per column); the rows' gcd
    // keeps them apart, and the columns launch at once. At -O1 the column loop splits into
    // the columns' dot products and a column, row grid for the update (`split.rs`), two
    // launches; at -O2 and -O3 clang unrolls the row loops whole, leaving nothing to split.
    for (level, launches) in [
        ("O1", Some(2)),
        ("O2", Some(1)),
        ("O3", Some(1)),
        ("O2simd", None),
    ] {
        let args = ["2", "65536", "98304", "131072"];
        let (report, exec) = run_extra("kernels_l", level, &request("gs_update", &args, 6));
        match launches {
            Some(n) => assert_agrees_launching(&report, &exec, n),
            None => assert_agrees(&report, level),
        }
    }
}

/// trmm with its rows `n` apart (an argument) and `B` just after `A`: clang peels the first
/// iteration of the `k` loop behind `if (i + 1 < m)` and starts the rest at `i + 1` or `i +
/// 2`. Ranged where they run (`Group::bounds`, and a remainder's first iteration only where
/// it has one), `A`'s reads end inside `A`, and the nest launches once, the columns as threads
/// (an interchange). Before, the peeled read at `i = m - 1` was ranged a row past `A`, into
/// `B`, and the nest ran on the CPU as an `overlap`. Sizes with odd and even row counts, and a
/// single row of `k` (m = 2). All equal wasmi.
#[test]
fn peeled_accesses_are_ranged_where_they_run() {
    for level in ["O2", "O2simd"] {
        for (m, n) in [(20, 24), (21, 37), (2, 3)] {
            // `B` starts where `A` (m*m doubles) ends.
            let b = (65536 + 8 * m * m).to_string();
            let (m, n) = (m.to_string(), n.to_string());
            let args = [m.as_str(), n.as_str(), "1.5", "65536", b.as_str()];
            let (report, exec) = run_extra("kernels_l", level, &request("trmm_rows", &args, 5));
            let what = format!("{level} {args:?}:\n{}", report.render());
            assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
            assert_eq!(exec.counters.success_total(), 1, "{what}");
            assert!(report.events.iter().all(|e| e.fallback.is_none()), "{what}");
        }
    }
    // 300 rows of 64 columns: the collision search over the rows would give up ("may
    // collide"); the columns' residues modulo the row stride decide it
    // (`tensor_wasm_shim::offload::threads_collide`), and the whole nest launches.
    let mut exec = InterpExecutor::default();
    let mut req = request(
        "trmm_rows",
        &[
            "300",
            "64",
            "1.5",
            "65536",
            &(65536 + 8 * 300 * 300).to_string(),
        ],
        5,
    );
    req.memory_pages = Some(32);
    let report = run_request(&module("extra/kernels_l.O2.wasm"), &req, &mut exec).expect("run");
    assert_agrees_launching(&report, &exec, 1);
    // The plan says where the peeled read runs.
    let wasm = module("extra/kernels_l.O2.wasm");
    let plan = super::plan::plan_json(&wasm, "trmm_rows").expect("plan");
    assert!(plan.contains("\"i + 1 slt p0\"]"), "{plan}");
}

/// A call of an extra input: file, function, arguments, levels and its launches.
type ExtraCase<'x> = (&'x str, &'x str, &'x [&'x str], &'x [&'x str], u64);

/// Triangular nests (`for j <= i`) that clang unrolls by 4 with a remainder: the unrolled
/// count `(i + 1) & -4` and the remainder's `(i + 1) & 3` are one choice of low bits, which
/// the launch's listing evaluates per thread, so the row loop launches once per call (a loop
/// split by statement once per part): a
/// triangular matrix-vector product at every level that unrolls, a triangle's zeroing, an
/// upper triangle's scaling (its remainder run before the unrolled loop), an integer
/// symmetric rank-1 update (unrolled by 2) and a symmetric rank-2k update (whose rows write disjoint triangles) at -O2 and -O3.
#[test]
fn unrolled_triangular_rows_launch_once() {
    let cases: &[ExtraCase] = &[
        (
            "kernels_c",
            "trmv_lower",
            &["53", "65536", "131072", "196608"],
            &["O2", "O3", "O2simd"],
            1,
        ),
        ("kernels_a", "tri", &["37", "65536"], &["O2", "O3"], 1),
        // Unrolled by 2: the remainder is one iteration behind `if (x & 1)`, skipped with
        // the unrolled loop when `i == 0`.
        (
            "kernels_c",
            "syr_int",
            &["45", "3", "65536", "131072"],
            &["O2", "O3"],
            1,
        ),
        // `j > i`: the remainder runs first, its count `(n - i - 1) & 3` tested for 0.
        (
            "kernels_c",
            "upper_scale",
            &["41", "0.5", "65536"],
            &["O2", "O3"],
            1,
        ),
        // Split (`split.rs`): the scaling, then the triangular update running `k` in order.
        (
            "kernels_e",
            "syr2k",
            &["33", "29", "1.5", "0.5", "65536", "81920", "98304"],
            &["O2", "O3"],
            2,
        ),
    ];
    for (file, func, args, levels, launches) in cases {
        for level in *levels {
            let (report, exec) = run_extra(file, level, &request(func, args, 3));
            let what = format!("{func} {level}: {}", report.render());
            assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
            assert_eq!(exec.counters.success_total(), *launches, "{what}");
        }
    }
}

/// Stencils with time loops launch each sweep once per time step (a split sweep twice):
/// fdtd-2d's sweeps whose
/// loops compute `ny < 2` inside and read it after (an invariant the finish function
/// recomputes) or exit on `(i == nx - 2) == 0` (an inverted comparison), 4 sweeps x 3 steps.
#[test]
fn stencil_sweeps_launch_once_per_time_step() {
    let mut exec = InterpExecutor::default();
    let args = ["3", "40", "40", "65536", "81920", "98304", "114688"];
    let report = run_request(
        &module("extra/kernels_e.O2.wasm"),
        &request("fdtd2d", &args, 3),
        &mut exec,
    )
    .expect("run");
    let what = report.render();
    assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
    // Two sweeps leave their rows' last odd column to the row loop's own code: each splits
    // into its 2-D grid and that column (`split.rs`), two launches a step.
    assert_eq!(exec.counters.success_total(), 18, "{what}");
}

/// A kernel that computes the wrong thing (a `+` made a `-` on purpose) is caught by its
/// first-call check: the CPU reference's memory is kept, the kernel is deoptimized, and the
/// next call does not launch it. Without the first-call check, `--check` catches it.
#[test]
fn a_wrong_kernel_is_caught_and_deoptimized() {
    let mut p = prepare(&module("vector_add.O2.wasm"), "vector_add").expect("prepare");
    let mut broken = 0;
    for b in &mut p.auto.outlined[0].kernel.blocks {
        for i in &mut b.insts {
            if let LoweredOp::FloatBin { op, .. } = &mut i.op {
                if *op == FloatBinOp::Add {
                    *op = FloatBinOp::Sub;
                    broken += 1;
                }
            }
        }
    }
    assert!(broken > 0);
    let req = request("vector_add", &["1000", "65536", "131072", "196608"], 5);
    let mut exec = InterpExecutor::default();
    for (call, reason) in [(1, "first_call_mismatch"), (2, "deoptimized")] {
        let report = run_prepared(&p, &req, &mut exec).expect("run");
        assert_eq!(report.check, Some(CheckVerdict::Agrees), "call {call}");
        let fallback = report.events[0].fallback.as_ref().map(|f| f.0.as_str());
        assert_eq!(fallback, Some(reason), "call {call}: {}", report.render());
    }
    assert_eq!(exec.counters.success_total(), 0);
    let unchecked = RunRequest {
        offload: OffloadOptions {
            first_call_check: false,
            ..OffloadOptions::default()
        },
        ..req
    };
    let report = run_prepared(&p, &unchecked, &mut InterpExecutor::default()).expect("run");
    assert!(
        matches!(report.check, Some(CheckVerdict::Differs(_))),
        "{}",
        report.render()
    );
}

/// A simulated device with a fault: `refuse` refuses every launch (every loop runs on the CPU,
/// the interpreter); `flip_part` flips the lowest bit of the first reduction part each
/// launch returns (the launch otherwise runs as simulated).
#[derive(Default)]
struct Faulty {
    inner: InterpExecutor,
    refuse: bool,
    flip_part: bool,
}

impl Faulty {
    fn no_device() -> Faulty {
        Faulty {
            refuse: true,
            ..Faulty::default()
        }
    }

    fn wrong_parts() -> Faulty {
        Faulty {
            flip_part: true,
            ..Faulty::default()
        }
    }
}

impl KernelExecutor for Faulty {
    fn launch(
        &mut self,
        kernel: &super::offload::Kernel<'_>,
        trips: &[u64],
        args: &[lowered_ir::RtValue],
        memory: &mut [u8],
        footprint: &super::offload::Footprint,
    ) -> Result<Launch, String> {
        if self.refuse {
            return Err("no device".into());
        }
        self.inner.launch(kernel, trips, args, memory, footprint)
    }
    fn counters(&mut self) -> &mut tensor_wasm_shim::offload::OffloadCounters {
        &mut self.inner.counters
    }
    fn guard(&mut self) -> &mut tensor_wasm_shim::offload::DeoptGuard {
        &mut self.inner.guard
    }
    fn decline_bytes(&self, footprint: &super::offload::Footprint) -> u64 {
        self.inner.decline_bytes(footprint)
    }
    fn holds_device_bytes(&self) -> bool {
        self.inner.holds_device_bytes()
    }
    fn take_parts(&mut self) -> Vec<u8> {
        let mut parts = self.inner.take_parts();
        if let (true, Some(b)) = (self.flip_part, parts.first_mut()) {
            *b ^= 1;
        }
        parts
    }
}

/// Random sizes and pointers (near each other, overlapping, misaligned, near the end of the
/// memory): whatever launches or falls back, the call gives exactly what it gives with every
/// loop on the CPU (the same interpreter semantics, so bit for bit, NaNs included).
///
/// wasmi is not the oracle here: with arrays that overlap misaligned, a NaN written with
/// another payload (wasm leaves it open) is read back as part of other numbers, and the two
/// engines drift apart legitimately; the call equals wasmi in most cases, counted below.
#[test]
fn random_pointers_and_sizes_give_the_all_cpu_result() {
    let files: &[(&str, &str, usize)] = &[
        ("vector_add.O2.wasm", "vector_add", 3),
        ("saxpy.O3.wasm", "saxpy", 2),
        ("gemv.O2.wasm", "gemv", 3),
        ("matmul.O1.wasm", "matmul", 3),
        ("conv3x3.O2.wasm", "conv3x3", 3),
        ("jacobi.O2.wasm", "jacobi", 2),
        ("vector_add.O2simd.wasm", "vector_add", 3),
        ("transpose.O2.wasm", "transpose", 2),
        ("shift.O2.wasm", "shift", 1),
        ("shift.O1.wasm", "colshift", 1),
    ];
    let mut rng = SplitMix64(0x5eed);
    let (mut launched, mut fell_back, mut agree_with_wasmi) = (0, 0, 0);
    for case in 0..100 {
        let (file, func, pointers) = files[case % files.len()];
        let wasm = module(file);
        let size = |rng: &mut SplitMix64| (rng.next_u64() % 24 + 1).to_string();
        let mut args: Vec<String> = match func {
            "vector_add" => vec![(rng.next_u64() % 300).to_string()],
            "saxpy" => vec![(rng.next_u64() % 300).to_string(), "0.5".into()],
            "gemv" => vec![size(&mut rng), size(&mut rng)],
            "matmul" => vec![size(&mut rng), size(&mut rng), size(&mut rng)],
            "conv3x3" | "transpose" => vec![size(&mut rng), size(&mut rng)],
            // A distance that is 0, a whole column (or two) either way, or anything near.
            "shift" => vec![
                size(&mut rng),
                ((rng.next_u64() % 81) as i64 - 40).to_string(),
            ],
            "colshift" => {
                let (n, m) = (rng.next_u64() % 24 + 1, rng.next_u64() % 24 + 1);
                let k = match rng.next_u64() % 3 {
                    0 => (rng.next_u64() % 5) as i64 * n as i64 - 2 * n as i64,
                    _ => (rng.next_u64() % 81) as i64 - 40,
                };
                vec![n.to_string(), m.to_string(), k.to_string()]
            }
            _ => vec![(rng.next_u64() % 3 + 1).to_string(), size(&mut rng)],
        };
        // Pointers near each other (so ranges often overlap), sometimes misaligned, sometimes
        // near the end of the 512 KiB memory.
        let base = if rng.next_u64().is_multiple_of(5) {
            520_000
        } else {
            65_536
        };
        for _ in 0..pointers {
            let mut p = base + rng.next_u64() % 4096;
            if !rng.next_u64().is_multiple_of(3) {
                p &= !3;
            }
            args.push(p.to_string());
        }
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        let mut exec = InterpExecutor::default();
        // No first-call check: it would hide a launch the preconditions should refuse.
        let mut req = request(func, &args, case as u64);
        req.offload.first_call_check = false;
        let report =
            run_request(&wasm, &req, &mut exec).unwrap_or_else(|e| panic!("{file} {args:?}: {e}"));
        let cpu = run_request(&wasm, &req, &mut Faulty::no_device()).expect("cpu run");
        assert_eq!(
            report.ending,
            cpu.ending,
            "{file} {args:?}:\n{}",
            report.render()
        );
        assert!(
            report.memory == cpu.memory,
            "{file} {args:?}: memory differs from the all-CPU run at byte {:?}:\n{}",
            report
                .memory
                .iter()
                .zip(&cpu.memory)
                .position(|(a, b)| a != b),
            report.render()
        );
        // A simulated kernel that fails or goes out of bounds (it has no checks) means a
        // precondition let through a launch it should have refused.
        assert_eq!(
            exec.counters.fallback_total("device_error"),
            0,
            "{file} {args:?}"
        );
        assert_eq!(
            exec.out_of_bounds, 0,
            "{file} {args:?}: a launch went out of bounds"
        );
        agree_with_wasmi += usize::from(report.check == Some(CheckVerdict::Agrees));
        launched += exec.counters.success_total();
        fell_back += exec.counters.fallbacks().map(|(_, n)| n).sum::<u64>();
    }
    // Both paths were exercised, and wasmi agrees with most calls.
    assert!(
        launched > 10 && fell_back > 10,
        "{launched} launches, {fell_back} fallbacks"
    );
    assert!(
        agree_with_wasmi >= 60,
        "{agree_with_wasmi} of 70 calls equal wasmi"
    );
}

/// Distributed loops (`distribute.rs`: bicg's two statements, atax's two inner loops) with
/// random sizes and pointers, often overlapping, without the first-call check: every call
/// gives the all-CPU result, both parts launch where the arrays are apart, and the launch
/// test refuses the rest. Removing that test (`try_distributed`'s meeting ranges) makes this
/// fail.
#[test]
fn distributed_loops_with_random_pointers_give_the_all_cpu_result() {
    let mut rng = SplitMix64(0xd15);
    let (mut distributed, mut refused) = (0, 0);
    for case in 0..120 {
        let level = ["O1", "O2", "O3"][case % 3];
        let (func, pointers) = if case % 2 == 0 {
            ("bicg", 5)
        } else {
            ("atax", 4)
        };
        let wasm = module(&format!("extra/kernels_e.{level}.wasm"));
        // Rows of `a` are 40 doubles: sizes up to 40.
        let mut args: Vec<String> = (0..2)
            .map(|_| (rng.next_u64() % 40 + 1).to_string())
            .collect();
        // Arrays 16 KiB apart in a random order; in most calls one or two of them moved near
        // another (so that a pair of arrays overlaps, and often only that pair).
        let mut slots: Vec<u64> = (0..pointers as u64).collect();
        for i in (1..slots.len()).rev() {
            slots.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
        }
        let mut at: Vec<u64> = slots.iter().map(|s| 65_536 + s * 16_384).collect();
        for _ in 0..rng.next_u64() % 3 {
            let (from, to) = (
                rng.next_u64() as usize % pointers,
                rng.next_u64() as usize % pointers,
            );
            at[from] = (at[to] + rng.next_u64() % 320) & !7;
        }
        args.extend(at.iter().map(|p| p.to_string()));
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        let mut exec = InterpExecutor::default();
        let mut req = request(func, &args, case as u64);
        req.offload.first_call_check = false;
        let report = run_request(&wasm, &req, &mut exec).unwrap();
        let cpu = run_request(&wasm, &req, &mut Faulty::no_device()).expect("cpu run");
        let text = report.render();
        assert_eq!(
            report.ending, cpu.ending,
            "{level} {func} {args:?}:\n{text}"
        );
        assert!(
            report.memory == cpu.memory,
            "{level} {func} {args:?}: memory differs from the all-CPU run:\n{text}"
        );
        assert_eq!(exec.out_of_bounds, 0, "{level} {func} {args:?}");
        distributed += usize::from(text.contains("L0.2: gpu"));
        refused += usize::from(text.contains("L0: cpu (overlap)"));
    }
    assert!(
        distributed > 20 && refused > 20,
        "{distributed} distributed, {refused} refused"
    );
}

/// A distributed loop whose second part reads what the first wrote: in the same iteration
/// (`t[i]`, written before it is read) the parts run one after the other; one iteration
/// ahead (`t[i + 1]`, which the loop read before the first part's iteration `i + 1` wrote
/// it) the loop is not distributed and runs as it is.
#[test]
fn a_part_reads_what_the_first_wrote_only_in_the_same_iteration() {
    let module_with = |offset: u32| {
        wat::parse_str(format!(
            r#"(module (memory (export "memory") 8)
              (func (export "f") (param $n i32) (param $m i32) (param $a i32) (param $t i32)
                    (param $y i32) (local $i i32) (local $j i32)
                (if (i32.le_s (local.get $n) (i32.const 0)) (then (return)))
                (if (i32.le_s (local.get $m) (i32.const 0)) (then (return)))
                (loop $li
                  (f64.store (i32.add (local.get $t) (i32.shl (local.get $i) (i32.const 3)))
                    (f64.mul (f64.load (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 3))))
                             (f64.const 2)))
                  (local.set $j (i32.const 0))
                  (loop $lj
                    (f64.store (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 3)))
                      (f64.add (f64.load (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 3))))
                        (f64.load offset={offset} (i32.add (local.get $t) (i32.shl (local.get $i) (i32.const 3))))))
                    (local.set $j (i32.add (local.get $j) (i32.const 1)))
                    (br_if $lj (i32.lt_s (local.get $j) (local.get $m))))
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br_if $li (i32.lt_s (local.get $i) (local.get $n))))))"#
        ))
        .unwrap()
    };
    for (offset, distributes) in [(0, true), (8, false)] {
        let wasm = module_with(offset);
        let mut exec = InterpExecutor::default();
        let mut req = request("f", &["13", "11", "65536", "81920", "98304"], 5);
        req.offload.first_call_check = false;
        let report = run_request(&wasm, &req, &mut exec).unwrap();
        let cpu = run_request(&wasm, &req, &mut Faulty::no_device()).unwrap();
        let text = report.render();
        assert!(report.memory == cpu.memory, "offset {offset}:\n{text}");
        assert_eq!(
            text.contains("L0.2: gpu"),
            distributes,
            "offset {offset}:\n{text}"
        );
    }
}

/// The functions of golden/auto/extra (many loop shapes, some of which must stay sequential)
/// at every level, with the calls of `calls.txt`: each equals wasmi, no simulated launch goes
/// out of bounds, and the reviewed snapshot holds what each call launched.
#[test]
fn extra_functions_equal_wasmi() {
    let dir = golden_auto().join("extra");
    let calls = std::fs::read_to_string(dir.join("calls.txt")).expect("calls.txt");
    let mut all = String::new();
    let mut launches = 0;
    for level in LEVELS {
        for line in calls
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        {
            let words: Vec<&str> = line.split_whitespace().collect();
            let (file, func, args) = (words[0], words[1], &words[2..]);
            let path = dir.join(format!("{file}.{level}.wasm"));
            let wasm = std::fs::read(&path).expect("extra input");
            let mut exec = InterpExecutor::default();
            let report = run_request(&wasm, &request(func, args, 3), &mut exec)
                .unwrap_or_else(|e| panic!("{file}.{level} {func}: {e}"));
            assert_eq!(
                report.check,
                Some(CheckVerdict::Agrees),
                "{file}.{level} {func} {args:?}:\n{}",
                report.render()
            );
            assert_eq!(exec.out_of_bounds, 0, "{file}.{level} {func} {args:?}");
            assert!(
                exec.errors.is_empty(),
                "{file}.{level} {func}: {:?}",
                exec.errors
            );
            launches += exec.counters.success_total();
            all.push_str(&format!(
                "== {file}.{level}.wasm {func} {}\n",
                args.join(" ")
            ));
            for l in report.render().lines().filter(|l| l.starts_with('L')) {
                all.push_str(l);
                all.push('\n');
            }
        }
    }
    assert!(launches > 150, "{launches} launches");
    insta::with_settings!({
        snapshot_path => golden_auto().join("../snapshots"),
        prepend_module_to_snapshot => false,
        description => "tensor-wasm run golden/auto/extra/FILE --func F --arg ... --memory-pages 8 --random-memory 3 --check --simulate (what each call launched)",
    }, {
        insta::assert_snapshot!("auto_run_extra", all);
    });
}

/// The launch tests every access group for alignment, so the outlined kernels of the -O2
/// inputs are converted with natural accesses: no byte-wise slow path is left in their PTX.
/// A kernel whose groups mix widths keeps the converter's run-time tests instead.
#[test]
fn outlined_kernels_have_natural_accesses() {
    for func in [
        "vector_add",
        "saxpy",
        "gemv",
        "matmul",
        "conv3x3",
        "jacobi",
        "transpose",
    ] {
        let p = prepare(&module(&format!("{func}.O2.wasm")), func).expect("prepare");
        for o in &p.auto.outlined {
            assert!(o.natural_alignment, "{func} {}", o.name);
            let k = super::offload::lower_outlined(&o.kernel, o.natural_alignment, 90)
                .unwrap_or_else(|e| panic!("{func}: {e}"));
            assert!(
                !k.ptx.contains("ld.global.b8") && !k.ptx.contains("st.global.b8"),
                "{func} {}: a byte-wise slow path is left",
                o.name
            );
        }
    }
}

/// A kernel lowered on a thread beside the host (while the context is made) gives the PTX
/// the launch would have lowered itself, once per fingerprint, and reaches the executor
/// made afterwards.
#[test]
fn prelowered_kernels_are_the_ptx_the_launch_would_lower() {
    use super::offload::{Kernel, Prelowering};
    let p = prepare(&module("matmul.O2.wasm"), "matmul").expect("prepare");
    let o = &p.auto.outlined[0];
    let want = super::offload::lower_outlined(&o.kernel, true, 90).expect("lower");
    let kernel = Kernel {
        function: &o.kernel,
        fingerprint: 42,
        natural_alignment: true,
        reductions: &o.reductions,
        lanes: o.lanes,
        private: None,
    };
    let mut waiting = Prelowering::default();
    assert!(waiting.start(&kernel, 90, None), "the first start lowers");
    assert!(
        !waiting.start(&kernel, 90, None),
        "the same kernel is not lowered twice"
    );
    let mut made = Prelowering::default();
    made.adopt(waiting);
    assert_eq!(made.started(), 1);
    assert_eq!(made.take(7), None, "a kernel not started here");
    let (entry, ptx) = made.take(42).expect("started").expect("lowered");
    assert_eq!((entry, ptx), (want.entry, want.ptx));
    assert_eq!(made.take(42), None, "taken once");
}

/// Every kernel of a split loop converts and lowers to PTX (the simulator runs the
/// LoweredOp kernel and would not see a value used where it is not defined): the shapes of
/// kernels_n.c and kernels_o.c at every level.
#[test]
fn split_parts_lower_to_ptx() {
    let calls = [
        ("kernels_n", "gemm_beta"),
        ("kernels_n", "gemm_fixed"),
        ("kernels_n", "mirror_rows"),
        ("kernels_o", "syrk_lower"),
        ("kernels_o", "syr2k_lower"),
        ("kernels_o", "tri_strict"),
        ("kernels_o", "tri_upper"),
        ("kernels_o", "trapezoid"),
    ];
    let mut parts = 0;
    for (file, func) in calls {
        for level in LEVELS {
            let wasm = std::fs::read(golden_auto().join(format!("extra/{file}.{level}.wasm")))
                .expect("extra input");
            let p = prepare(&wasm, func).expect("prepare");
            let kernels = p
                .auto
                .outlined
                .iter()
                .chain(p.auto.split.iter().flat_map(|s| &s.parts));
            for o in kernels {
                super::offload::lower_outlined(&o.kernel, o.natural_alignment, 90).unwrap_or_else(
                    |e| {
                        panic!(
                            "{file}.{level} {func} {}: {e}\n{}",
                            o.name,
                            lowered_ir::print::print_function(&o.kernel)
                        )
                    },
                );
            }
            parts += p.auto.split.len();
        }
    }
    assert!(parts >= 14, "{parts} split loops");
}

/// Every way `run` refuses a call is one error naming the function and the reason.
#[test]
fn f64_counters_launch_from_a_whole_start_only() {
    // `x += 3.0` each iteration, stored: clang's `(double)i` kept as a float. From a whole
    // start each thread computes `x + 3.0 * k` with the loop's exact bits; from another
    // start (0.1, whose sums round, or -0, whose first value would differ in sign) the launch is refused.
    let wat = r#"(module (memory (export "memory") 8)
      (func (export "fcount") (param $n i32) (param $x f64) (param $a i32)
        (local $i i32)
        (loop $l
          (f64.store (i32.add (local.get $a) (i32.shl (local.get $i) (i32.const 3)))
            (local.get $x))
          (local.set $x (f64.add (local.get $x) (f64.const 3)))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $l (i32.lt_s (local.get $i) (local.get $n))))))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    for (start, launches) in [("5", 1), ("-4294967296", 1), ("0.1", 0), ("-0", 0)] {
        let mut exec = InterpExecutor::default();
        let req = request("fcount", &["1001", start, "65536"], 4);
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        assert_agrees(&report, start);
        assert_eq!(exec.counters.success_total(), launches, "{start}");
        assert_eq!(
            exec.counters.fallback_total("float_counter"),
            1 - launches,
            "{start}: {}",
            report.render()
        );
    }
}

#[test]
fn run_errors_name_the_function_and_the_reason() {
    let wat = r#"(module
        (import "env" "g" (func $g (param i32)))
        (memory (export "memory") 1)
        (export "g" (func $g))
        (func (export "f") (param i32) (call $g (local.get 0)))
        (func (export "h") (param i32 f32)))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    let run = |func: &str, args: &[&str], pages: Option<u64>| {
        let req = RunRequest {
            func: func.into(),
            args: args.iter().map(|a| a.to_string()).collect(),
            memory_pages: pages,
            ..RunRequest::default()
        };
        run_request(&wasm, &req, &mut InterpExecutor::default()).expect_err("the call is refused")
    };
    let cases: [(String, &str); 6] = [
        (
            run("g", &["1"], None),
            "function `g` is an import; it has no body to run",
        ),
        (
            run("f", &["1"], None),
            "function `f` stays on the CPU in auto mode: calls the imported function `env::g`",
        ),
        (
            run("h", &["1"], None),
            "function `h` takes 2 arguments (i32, f32), 1 given with --arg",
        ),
        (
            run("h", &["x", "1.0"], None),
            "argument 0 of `h`: `x` is not a value of type i32",
        ),
        (
            run("h", &["1", "1.0"], Some(70_000)),
            "--memory-pages 70000 is more than the limit of 65536 pages",
        ),
        (run("nope", &[], None), "no function `nope` in the module"),
    ];
    for (got, want) in cases {
        assert!(got.starts_with(want), "got: {got}\nwant: {want}");
    }
    let imports_memory =
        wat::parse_str(r#"(module (import "env" "m" (memory 1)) (func (export "f") (param i32)))"#)
            .expect("wat");
    let req = RunRequest {
        func: "f".into(),
        args: vec!["1".into()],
        ..RunRequest::default()
    };
    let err =
        run_request(&imports_memory, &req, &mut InterpExecutor::default()).expect_err("refused");
    assert_eq!(
        err,
        "cannot instantiate the module: the module imports memory `env::m` (linking is not supported)"
    );
}

/// A call judged by the default cost model, without the first-call check or wasmi's
/// comparison (`dry_run`: nothing launches, the report says what would have).
fn costed_request(func: &str, args: &[&str], dry_run: bool) -> RunRequest {
    RunRequest {
        func: func.into(),
        args: args.iter().map(|a| a.to_string()).collect(),
        memory_pages: None,
        random_memory: None,
        check: false,
        offload: OffloadOptions {
            cost: Some(crate::auto::cost::CostModel::default()),
            first_call_check: false,
            dry_run,
            ..OffloadOptions::default()
        },
    }
}

/// The cost model charges a CPU access that walks a large array by a cache line or more per
/// inner iteration as a cache miss (`STRIDED_MISS_OPS`): column sums over a 9 MiB f64 matrix
/// launch, while the same sums over rows (the same instructions, unit stride) stay on the
/// CPU as `too_small`.
#[test]
fn column_walks_count_as_cache_misses_in_the_cost_model() {
    // y[j] = sum over i < n of a[INDEX], j < m, for INDEX = i*m + j (columns) or j*n + i (rows).
    let sums = |name: &str, index: &str| {
        format!(
            r#"(func (export "{name}") (param $a i32) (param $y i32) (param $n i32) (param $m i32)
            (local $i i32) (local $j i32) (local $s f64)
            (loop $lj
              (local.set $s (f64.const 0))
              (local.set $i (i32.const 0))
              (loop $li
                (local.set $s (f64.add (local.get $s)
                  (f64.load (i32.add (local.get $a) (i32.shl {index} (i32.const 3))))))
                (local.set $i (i32.add (local.get $i) (i32.const 1)))
                (br_if $li (i32.lt_u (local.get $i) (local.get $n))))
              (f64.store (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 3)))
                (local.get $s))
              (local.set $j (i32.add (local.get $j) (i32.const 1)))
              (br_if $lj (i32.lt_u (local.get $j) (local.get $m)))))"#
        )
    };
    let wasm = wat::parse_str(format!(
        r#"(module (memory (export "memory") 160) {} {})"#,
        sums(
            "columns",
            "(i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j))"
        ),
        sums(
            "rows",
            "(i32.add (i32.mul (local.get $j) (local.get $n)) (local.get $i))"
        ),
    ))
    .expect("wat");
    // a at 64 KiB (2048 x 576 doubles: 9 MiB), y after it.
    let run = |func: &str| {
        let req = costed_request(func, &["65536", "9502720", "2048", "576"], false);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        (exec.counters.success_total(), report.render())
    };
    let (by_rows, text) = run("rows");
    assert_eq!(by_rows, 0, "{text}");
    assert!(text.contains("cpu (too_small)"), "{text}");
    let (by_columns, text) = run("columns");
    assert_eq!(by_columns, 1, "{text}");
}

/// An inner loop whose count only its run knows (an escape loop: `it < maxit && z <= 4`)
/// counts half the most its counted exit test allows in the cost model
/// (`Outlined::inner_bounds`), where it counted as 16 trips before (a 3001 x 1501 Mandelbrot with 200
/// iterations, 0.83 s in wasmtime, was estimated at 0.22 s and stayed on the CPU).
#[test]
fn an_escape_loop_counts_by_its_bound_in_the_cost_model() {
    let wasm = wat::parse_str(
        r#"(module (memory (export "memory") 8)
      (func (export "escape") (param $n i32) (param $maxit i32) (param $out i32)
        (local $i i32) (local $it i32) (local $z f64) (local $c f64)
        (loop $li
          (local.set $c (f64.convert_i32_u (local.get $i)))
          (local.set $c (f64.add (local.get $c) (f64.const 5)))
          (local.set $z (f64.const 0))
          (local.set $it (i32.const 0))
          (block $done
            (loop $esc
              (br_if $done (i32.ge_u (local.get $it) (local.get $maxit)))
              (local.set $z (f64.add (f64.mul (local.get $z) (local.get $z)) (local.get $c)))
              (local.set $it (i32.add (local.get $it) (i32.const 1)))
              (br_if $esc (f64.le (local.get $z) (f64.const 4)))))
          (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2)))
            (local.get $it))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $li (i32.lt_u (local.get $i) (local.get $n))))))"#,
    )
    .expect("wat");
    // (`c` is over 4: every point escapes at once, whatever the bound.)
    let run = |n: &str, maxit: &str| {
        let req = costed_request("escape", &[n, maxit, "0"], true);
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        report.render()
    };
    // The instructions the model counts per thread, from the report's line.
    let per_thread = |text: &str| -> u64 {
        let at = text.find(" threads of about ").expect("a cost line") + 18;
        text[at..]
            .split(' ')
            .next()
            .and_then(|x| x.parse().ok())
            .unwrap_or_else(|| panic!("{text}"))
    };
    let short = run("512", "20");
    assert!(short.contains("cpu (too_small)"), "{short}");
    let long = run("512", "400000");
    // 200,000 trips (half the bound) instead of 16.
    assert!(
        per_thread(&long) > 10_000 * per_thread(&short),
        "{short}\n{long}"
    );
    // Enough threads, and the long bound launches.
    let wide = run("65536", "400000");
    assert!(wide.contains("cpu (dry_run)"), "{wide}");
}

/// Integer reductions launch with the threads' parts combined on the host: the parts are
/// what the result is made of (a device that returns one wrong bit gives a wrong sum when
/// nothing checks it), and the first-call check compares the totals with the CPU's, so that
/// device's first call still equals wasmi and its kernel is deoptimized.
#[test]
fn integer_reductions_combine_the_threads_parts_and_the_first_call_checks_them() {
    let wasm = std::fs::read(golden_auto().join("extra/kernels_g.O1.wasm")).expect("kernels_g");
    let args = ["1001", "65536"];
    // Right parts: one launch, the sum equals wasmi's.
    let mut exec = InterpExecutor::default();
    let report = run_request(&wasm, &request("isum", &args, 5), &mut exec).expect("isum");
    assert_agrees_launching(&report, &exec, 1);
    // Wrong parts, checked: the CPU's total stands and the kernel is deoptimized.
    let mut exec = Faulty::wrong_parts();
    let report = run_request(&wasm, &request("isum", &args, 5), &mut exec).expect("isum");
    assert_eq!(
        report.check,
        Some(CheckVerdict::Agrees),
        "{}",
        report.render()
    );
    assert_eq!(
        exec.inner.counters.fallback_total("first_call_mismatch"),
        1,
        "{}",
        report.render()
    );
    // Wrong parts, unchecked: the result is off by one, so the parts are really used.
    let mut exec = Faulty::wrong_parts();
    let mut req = request("isum", &args, 5);
    req.offload.first_call_check = false;
    let report = run_request(&wasm, &req, &mut exec).expect("isum");
    assert!(
        matches!(report.check, Some(CheckVerdict::Differs(_))),
        "{}",
        report.render()
    );
}

/// With `--reassociate-floats`, float sums launch as parallel reductions (by default they
/// stay in order: `extra_functions_equal_wasmi`). A sum whose every partial sum is exact
/// gives wasmi's bits at every level; a sum that rounds passes the first-call check within
/// the tolerance and stays within it of wasmi's.
#[test]
fn reassociated_float_sums_launch_and_stay_within_the_tolerance() {
    use super::reduction::REASSOCIATION_TOLERANCE;
    use lowered_ir::RtValue;
    for level in LEVELS {
        let wasm = std::fs::read(golden_auto().join(format!("extra/kernels_g.{level}.wasm")))
            .expect("kernels_g");
        let mut req = request("fsum_exact", &["1001", "65536"], 3);
        req.offload.reassociate_floats = true;
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("fsum_exact");
        assert_eq!(
            report.check,
            Some(CheckVerdict::Agrees),
            "{}",
            report.render()
        );
        // The fill loop and the sum (its vector or unrolled form and remainder).
        assert!(
            exec.counters.success_total() >= 2,
            "{level}: {}",
            report.render()
        );
        let mut req = request("fsum_tenths", &["100001", "65536"], 3);
        req.offload.reassociate_floats = true;
        let mut exec = InterpExecutor::default();
        let report = run_request(&wasm, &req, &mut exec).expect("fsum_tenths");
        assert_eq!(
            exec.counters.fallback_total("first_call_mismatch"),
            0,
            "{level}: {}",
            report.render()
        );
        let Ending::Returned(got) = &report.ending else {
            panic!("{level}: {:?}", report.ending);
        };
        let [RtValue::F32(bits)] = got.as_slice() else {
            panic!("{level}: {got:?}");
        };
        let got = f64::from(f32::from_bits(*bits));
        // The program's own order, on the CPU: 0.1 * (0 + 1 + ... + 9) per ten elements.
        let mut want = 0.0f32;
        for i in 0..100_001 {
            want += (i % 10) as f32 * 0.1f32;
        }
        let want = f64::from(want);
        assert!(
            (got - want).abs() <= REASSOCIATION_TOLERANCE.0 * want.abs(),
            "{level}: {got} against {want}"
        );
    }
}

/// A row loop `i` around a parallel column loop `j` (`a[i][j]`), with code of its own
/// before `j`, as a 2-D kernel runs it: every thread of row `i` runs that code beside the
/// other threads of the row. With the first-call check off, so only the plan and the
/// launch's tests keep the result right (the grid simulation runs each row's threads from
/// the last to the first, so a read of what a later column writes sees it written).
#[test]
fn outer_code_beside_a_rows_threads_keeps_the_loops_order() {
    // `s = a[i][n-1]; for j { a[i][j] = 2*s + j }`: every thread but the last reads the
    // element the last writes, so no 2-D launch (the rows launch, each thread running its
    // row in order).
    // `a[i][0] *= 2; for j < n-1 { a[i][j+1] += b[j] }`: the row's first thread alone
    // stores `a[i][0]`, which no thread of the row touches: one 2-D launch.
    // The same with the row's store to `a[i][n-1]`, which the last thread adds to: the
    // launch finds the row's ranges meet, and the columns run per row in order.
    let wat = r#"(module
 (memory (export "memory") 1)
 (func (export "reads_last") (param $a i32) (param $n i32)
  (local $i i32) (local $j i32) (local $s i32) (local $row i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 0)))
   (loop $li
    (local.set $row (i32.add (local.get $a) (i32.shl (i32.mul (local.get $i) (local.get $n)) (i32.const 2))))
    (local.set $s (i32.load (i32.add (local.get $row) (i32.shl (i32.sub (local.get $n) (i32.const 1)) (i32.const 2)))))
    (local.set $j (i32.const 0))
    (loop $lj
     (i32.store (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
      (i32.add (i32.shl (local.get $s) (i32.const 1)) (local.get $j)))
     (local.set $j (i32.add (local.get $j) (i32.const 1)))
     (br_if $lj (i32.ne (local.get $j) (local.get $n))))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $li (i32.ne (local.get $i) (local.get $n))))))
 (func (export "first_column") (param $a i32) (param $b i32) (param $n i32)
  (local $i i32) (local $j i32) (local $row i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 1)))
   (loop $li
    (local.set $row (i32.add (local.get $a) (i32.shl (i32.mul (local.get $i) (local.get $n)) (i32.const 2))))
    (i32.store (local.get $row) (i32.shl (i32.load (local.get $row)) (i32.const 1)))
    (local.set $j (i32.const 0))
    (loop $lj
     (i32.store offset=4 (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
      (i32.add (i32.load offset=4 (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2))))
               (i32.load (i32.add (local.get $b) (i32.shl (local.get $j) (i32.const 2))))))
     (local.set $j (i32.add (local.get $j) (i32.const 1)))
     (br_if $lj (i32.ne (local.get $j) (i32.sub (local.get $n) (i32.const 1)))))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $li (i32.ne (local.get $i) (local.get $n))))))
 (func (export "last_column") (param $a i32) (param $b i32) (param $n i32)
  (local $i i32) (local $j i32) (local $row i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 1)))
   (loop $li
    (local.set $row (i32.add (local.get $a) (i32.shl (i32.mul (local.get $i) (local.get $n)) (i32.const 2))))
    (i32.store offset=4 (i32.add (local.get $row) (i32.shl (i32.sub (local.get $n) (i32.const 2)) (i32.const 2))) (i32.const 7))
    (local.set $j (i32.const 0))
    (loop $lj
     (i32.store offset=4 (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
      (i32.add (i32.load offset=4 (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2))))
               (i32.load (i32.add (local.get $b) (i32.shl (local.get $j) (i32.const 2))))))
     (local.set $j (i32.add (local.get $j) (i32.const 1)))
     (br_if $lj (i32.ne (local.get $j) (i32.sub (local.get $n) (i32.const 1)))))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $li (i32.ne (local.get $i) (local.get $n)))))))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    // (function, arguments, threads of the first launch, launches)
    let cases: &[(&str, &[&str], u64, u64)] = &[
        ("reads_last", &["1024", "16"], 16, 16),
        ("first_column", &["2048", "1024", "16"], 16 * 15, 1),
        ("last_column", &["2048", "1024", "16"], 15, 16),
    ];
    for (func, args, threads, launches) in cases {
        let mut exec = InterpExecutor::default();
        let mut req = request(func, args, 7);
        req.memory_pages = None;
        req.offload.first_call_check = false;
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        let what = format!("{func}: {}", report.render());
        assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
        assert_eq!(exec.counters.success_total(), *launches, "{what}");
        let first = report.events.iter().find(|e| e.fallback.is_none());
        assert_eq!(first.map(|e| e.threads), Some(*threads), "{what}");
    }
}

/// A CSR matrix times a vector: each row's inner loop runs from `rp[i]` to `rp[i + 1]`, a
/// count read from memory, so nobody can range what it reads before the launch. Each thread
/// runs its row's loop for its own count, and the kernel checks those reads (and the gather
/// `x[col[k]]`) against the bytes the launch writes. Disjoint arrays launch once; `y` over
/// `x` (in place) or over `val` makes a checked read meet a write, the kernel stops and the
/// loop reruns on the CPU; `y` over `rp` fails the launch's overlap test. All equal wasmi.
/// With the first-call check off: the kernels' reads must come from the device copy.
#[test]
fn rows_of_data_dependent_length_launch_with_checked_reads() {
    // 64 rows, row i with (7 i) mod 5 entries, col[k] = 13 k mod 64: rp at 256, col at 768,
    // both data segments (the random memory starts after them).
    let n = 64usize;
    let mut rp = vec![0i32];
    for i in 0..n {
        rp.push(rp[i] + (7 * i as i32) % 5);
    }
    let nnz = rp[n] as usize;
    let col: Vec<i32> = (0..nnz).map(|k| (13 * k as i32) % n as i32).collect();
    let bytes = |v: &[i32]| -> String {
        v.iter()
            .flat_map(|x| x.to_le_bytes())
            .map(|b| format!("\\{b:02x}"))
            .collect()
    };
    let wat = format!(
        r#"(module
 (memory (export "memory") 1)
 (data (i32.const 256) "{}")
 (data (i32.const 768) "{}")
 (func (export "spmv") (param $rp i32) (param $col i32) (param $val i32) (param $x i32)
  (param $y i32) (param $n i32)
  (local $i i32) (local $k i32) (local $end i32) (local $t i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 0)))
   (loop $li
    (local.set $t (i32.const 0))
    (local.set $k (i32.load (i32.add (local.get $rp) (i32.shl (local.get $i) (i32.const 2)))))
    (local.set $end (i32.load offset=4 (i32.add (local.get $rp) (i32.shl (local.get $i) (i32.const 2)))))
    (block $done (br_if $done (i32.ge_s (local.get $k) (local.get $end)))
     (loop $lk
      (local.set $t (i32.add (local.get $t)
       (i32.mul (i32.load (i32.add (local.get $val) (i32.shl (local.get $k) (i32.const 2))))
        (i32.load (i32.add (local.get $x) (i32.shl
         (i32.load (i32.add (local.get $col) (i32.shl (local.get $k) (i32.const 2))))
         (i32.const 2)))))))
      (local.set $k (i32.add (local.get $k) (i32.const 1)))
      (br_if $lk (i32.lt_s (local.get $k) (local.get $end)))))
    (i32.store (i32.add (local.get $y) (i32.shl (local.get $i) (i32.const 2))) (local.get $t))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $li (i32.ne (local.get $i) (local.get $n))))))
 (func (export "dot_gather") (param $col i32) (param $val i32) (param $x i32) (param $n i32)
  (result i32)
  (local $k i32) (local $t i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 0)))
   (loop $lk
    (local.set $t (i32.add (local.get $t)
     (i32.mul (i32.load (i32.add (local.get $val) (i32.shl (local.get $k) (i32.const 2))))
      (i32.load (i32.add (local.get $x) (i32.shl
       (i32.load (i32.add (local.get $col) (i32.shl (local.get $k) (i32.const 2))))
       (i32.const 2)))))))
    (local.set $k (i32.add (local.get $k) (i32.const 1)))
    (br_if $lk (i32.ne (local.get $k) (local.get $n)))))
  (local.get $t)))"#,
        bytes(&rp),
        bytes(&col)
    );
    let wasm = wat::parse_str(&wat).expect("wat");
    // (y, x, how the kernel's fallback reads: None when it launches)
    let gathered = "overlap: a gathered read met the bytes the launch writes";
    let cases: &[(&str, &str, Option<&str>)] = &[
        ("12288", "8192", None),
        ("8192", "8192", Some(gathered)),
        ("4096", "8192", Some(gathered)),
        ("256", "8192", Some("overlap: ")),
    ];
    for (y, x, reason) in cases {
        let mut exec = InterpExecutor::default();
        let args = ["256", "768", "4096", x, y, "64"];
        let mut req = request("spmv", &args, 11);
        req.memory_pages = None;
        req.offload.first_call_check = false;
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        let what = format!("y = {y}, x = {x}: {}", report.render());
        assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
        let first = report.events.first().expect("the nest was entered");
        let fallback = first.fallback.as_ref().map(|(r, d)| format!("{r}: {d}"));
        assert_eq!(fallback.is_some(), reason.is_some(), "{what}");
        if let (Some(f), Some(r)) = (&fallback, reason) {
            assert!(f.starts_with(r), "{what}");
        }
        assert_eq!(
            exec.counters.success_total(),
            u64::from(reason.is_none()),
            "{what}"
        );
    }
    // A loop without stores whose reads are gathers (an integer sum of `val[k] * x[col[k]]`)
    // launches as a reduction; the launch moves every byte for it, as for any checked read
    // (it once moved only the ranged ones, and the kernel read `x` from a stale copy).
    let mut exec = InterpExecutor::default();
    let nnz = nnz.to_string();
    let mut req = request("dot_gather", &["768", "4096", "8192", &nnz], 11);
    req.memory_pages = None;
    req.offload.first_call_check = false;
    let report = run_request(&wasm, &req, &mut exec).expect("run");
    assert_eq!(
        report.check,
        Some(CheckVerdict::Agrees),
        "{}",
        report.render()
    );
    assert_eq!(exec.counters.success_total(), 1, "{}", report.render());
}

/// Fills and copies whose length changes with the row (a triangle: clang turns `for (j = i;
/// j < n; j++) a[i*n + j] = 0` into one `memset` per row of `4*(n - i)` bytes) launch, each
/// ranged by its longest row; a copy whose rows meet another iteration's falls back. With
/// the first-call check off, so the kernels' bytes are what wasmi compares.
#[test]
fn fills_and_copies_of_a_rows_length_launch() {
    let wat = r#"(module
 (memory (export "memory") 4)
 (func (export "tri_fill") (param $a i32) (param $n i32)
  (local $i i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 0)))
   (loop $l
    (memory.fill
     (i32.add (local.get $a) (i32.mul (local.get $i)
      (i32.add (i32.shl (local.get $n) (i32.const 2)) (i32.const 4))))
     (i32.const 0x5a)
     (i32.shl (i32.sub (local.get $n) (local.get $i)) (i32.const 2)))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $l (i32.ne (local.get $i) (local.get $n))))))
 (func (export "tri_copy") (param $dst i32) (param $src i32) (param $n i32)
  (local $i i32) (local $row i32)
  (block $out (br_if $out (i32.le_s (local.get $n) (i32.const 0)))
   (loop $l
    (local.set $row (i32.mul (local.get $i) (i32.shl (local.get $n) (i32.const 2))))
    (memory.copy
     (i32.add (local.get $dst) (local.get $row))
     (i32.add (local.get $src) (local.get $row))
     (i32.shl (i32.add (local.get $i) (i32.const 1)) (i32.const 2)))
    (i32.store (i32.add (local.get $dst) (i32.add (local.get $row)
      (i32.sub (i32.shl (local.get $n) (i32.const 2)) (i32.const 4)))) (local.get $i))
    (local.set $i (i32.add (local.get $i) (i32.const 1)))
    (br_if $l (i32.ne (local.get $i) (local.get $n))))))
)"#;
    let wasm = wat::parse_str(wat).expect("wat");
    // (function, args, launches)
    let cases: &[(&str, &[&str], bool)] = &[
        ("tri_fill", &["4096", "37"], true),
        ("tri_fill", &["4100", "1"], true),
        ("tri_fill", &["4096", "0"], false),
        // Row i copies i + 1 ints and stores the row's last one after them.
        ("tri_copy", &["65536", "4096", "37"], true),
        ("tri_copy", &["4096", "65536", "18"], true),
        // dst's row i is src's row i + 1, which the next iteration reads.
        ("tri_copy", &["4244", "4096", "37"], false),
    ];
    for (func, args, launches) in cases {
        let mut exec = InterpExecutor::default();
        let mut req = request(func, args, 5);
        req.memory_pages = None;
        req.offload.first_call_check = false;
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        let what = format!("{func} {args:?}: {}", report.render());
        assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
        assert_eq!(
            exec.counters.success_total(),
            u64::from(*launches),
            "{what}"
        );
    }
}

/// A parallel loop with two child loops splits into two kernels (`split.rs`), one after the
/// other, only where the whole loop's iterations are independent too: with `u` one row on
/// in `t`, each part's rows are independent, but the whole loop's row `i` reads what row
/// `i + 1` writes. Without the first-call check (which would catch the wrong result), the
/// loop runs as it is and equals wasmi; with `u` apart, both parts launch. Removing the
/// whole loop's test in `offload/split.rs` makes this fail.
#[test]
fn a_split_loop_launches_only_where_the_whole_loop_is_parallel() {
    for level in ["O1", "O2", "O3"] {
        for (u, splits) in [("196608", true), ("131236", false)] {
            let mut req = request(
                "two_arrays",
                &["37", "41", "65536", "131072", u, "262144"],
                3,
            );
            req.offload.first_call_check = false;
            let (report, _) = run_extra("kernels_n", level, &req);
            let what = format!("{level} u = {u}: {}", report.render());
            assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
            let launched = |name: &str| {
                report
                    .events
                    .iter()
                    .any(|e| e.loop_name == name && e.fallback.is_none())
            };
            assert_eq!(launched("L0.1") && launched("L0.2"), splits, "{what}");
            assert_eq!(launched("L0.1"), splits, "{what}");
        }
    }
}

/// clang unrolls gemm's row scaling by 4 and guards its remainder loop with `(n & 3) != 0`,
/// a value the row loop only carries through a block parameter. The guard is that value's
/// (`dependence::guard_program` reads what the parameter stands for), so where `n % 4 == 0`
/// the remainder is not ranged one element past the row: the whole loop's test passes and
/// the loop splits (`split.rs`). Before, the last row's remainder reached past `c` and the
/// rows launched one at a time.
#[test]
fn a_remainder_guarded_by_a_carried_value_is_not_ranged_where_it_does_not_run() {
    for level in ["O2", "O3"] {
        let args = ["37", "40", "29", "1.5", "0.5", "65536", "131072", "196608"];
        let (report, exec) = run_extra("kernels_n", level, &request("gemm_beta", &args, 3));
        let what = format!("{level}: {}", report.render());
        assert_eq!(report.check, Some(CheckVerdict::Agrees), "{what}");
        assert!(report.events.iter().all(|e| e.fallback.is_none()), "{what}");
        assert_eq!(exec.counters.success_total(), 2, "{what}");
    }
}

/// atax with the row's sum in a local, stored to `t[i]` after the update of `y` (what clang
/// makes of PolyBench's atax): the second part reads `t[i]` back (`reload_stored.rs`), so
/// both parts launch once per call. Two variants must not read it back, and are not
/// distributed: `Overwritten` stores the sum before the update and half of it after
/// (reading back the first store's bytes makes this fail), and `Merged` stores twice the sum
/// where `m > 5` (a merge of two values: reading it back where the update uses the sum,
/// without testing which value each path stores, makes this fail). Random sizes and
/// pointers, often overlapping, without the first-call check: every call gives the all-CPU
/// result, and the launch test refuses the calls whose arrays meet (`t` on `y` included).
#[test]
fn a_stored_sum_is_read_back_by_the_second_part() {
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Variant {
        Stored,
        Overwritten,
        Merged,
    }
    let store = |v: &str| {
        format!("(f64.store (i32.add (local.get $t) (i32.shl (local.get $i) (i32.const 3))) {v})")
    };
    let module_with = |variant: Variant| {
        let (first, last) = match variant {
            Variant::Stored => (String::new(), store("(local.get $s)")),
            Variant::Overwritten => (
                store("(local.get $s)"),
                store("(f64.mul (local.get $s) (f64.const 0.5))"),
            ),
            Variant::Merged => (
                String::new(),
                format!(
                    "(if (i32.gt_s (local.get $m) (i32.const 5))
                       (then (local.set $v (f64.mul (local.get $s) (f64.const 2))))
                       (else (local.set $v (local.get $s))))
                     {}",
                    store("(local.get $v)")
                ),
            ),
        };
        wat::parse_str(format!(
            r#"(module (memory (export "memory") 8)
              (func (export "f") (param $m i32) (param $n i32) (param $a i32) (param $x i32)
                    (param $y i32) (param $t i32) (local $i i32) (local $j i32) (local $s f64)
                    (local $v f64)
                (if (i32.le_s (local.get $m) (i32.const 0)) (then (return)))
                (if (i32.le_s (local.get $n) (i32.const 0)) (then (return)))
                (loop $li
                  (local.set $s (f64.const 0))
                  (local.set $j (i32.const 0))
                  (loop $lj
                    (local.set $s (f64.add (local.get $s)
                      (f64.mul
                        (f64.load (i32.add (local.get $a) (i32.shl
                          (i32.add (i32.mul (local.get $i) (local.get $n)) (local.get $j)) (i32.const 3))))
                        (f64.load (i32.add (local.get $x) (i32.shl (local.get $j) (i32.const 3)))))))
                    (local.set $j (i32.add (local.get $j) (i32.const 1)))
                    (br_if $lj (i32.lt_s (local.get $j) (local.get $n))))
                  {first}
                  (local.set $j (i32.const 0))
                  (loop $lk
                    (f64.store (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 3)))
                      (f64.add (f64.load (i32.add (local.get $y) (i32.shl (local.get $j) (i32.const 3))))
                        (f64.mul
                          (f64.load (i32.add (local.get $a) (i32.shl
                            (i32.add (i32.mul (local.get $i) (local.get $n)) (local.get $j)) (i32.const 3))))
                          (local.get $s))))
                    (local.set $j (i32.add (local.get $j) (i32.const 1)))
                    (br_if $lk (i32.lt_s (local.get $j) (local.get $n))))
                  {last}
                  (local.set $i (i32.add (local.get $i) (i32.const 1)))
                  (br_if $li (i32.lt_s (local.get $i) (local.get $m))))))"#
        ))
        .unwrap()
    };
    // Both parts of the distributed loop lower to PTX, the read-back load included.
    let p = prepare(&module_with(Variant::Stored), "f").expect("prepare");
    assert_eq!(p.auto.distributed.len(), 1);
    assert_eq!(p.auto.distributed[0].reloaded.len(), 1);
    for o in &p.auto.distributed[0].parts {
        let k = super::offload::lower_outlined(&o.kernel, o.natural_alignment, 90)
            .unwrap_or_else(|e| panic!("{}: {e}", o.name));
        assert!(k.ptx.contains(".entry"), "{}", o.name);
    }
    let mut rng = SplitMix64(0x5107);
    for variant in [Variant::Stored, Variant::Overwritten, Variant::Merged] {
        let wasm = module_with(variant);
        let (mut distributed, mut refused) = (0, 0);
        for case in 0..60 {
            let mut args: Vec<String> = (0..2)
                .map(|_| (rng.next_u64() % 24 + 1).to_string())
                .collect();
            // a, x, y, t 16 KiB apart in a random order; in most calls one or two of them
            // moved near another.
            let mut at: Vec<u64> = (0..4).map(|s| 65_536 + s * 16_384).collect();
            for i in (1..at.len()).rev() {
                at.swap(i, (rng.next_u64() % (i as u64 + 1)) as usize);
            }
            for _ in 0..rng.next_u64() % 3 {
                let (from, to) = (rng.next_u64() as usize % 4, rng.next_u64() as usize % 4);
                at[from] = (at[to] + rng.next_u64() % 256) & !7;
            }
            // Every third call, `t` on `y`: the bytes read back are not all the first
            // part's then.
            if case % 3 == 0 {
                at[3] = (at[2] + rng.next_u64() % 128) & !7;
            }
            args.extend(at.iter().map(|p| p.to_string()));
            let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
            let mut exec = InterpExecutor::default();
            let mut req = request("f", &args, case);
            req.offload.first_call_check = false;
            let report = run_request(&wasm, &req, &mut exec).unwrap();
            let cpu = run_request(&wasm, &req, &mut Faulty::no_device()).expect("cpu run");
            let text = report.render();
            assert_eq!(report.ending, cpu.ending, "{variant:?} {args:?}:\n{text}");
            assert!(
                report.memory == cpu.memory,
                "{variant:?} {args:?}: memory differs from the all-CPU run:\n{text}"
            );
            assert_eq!(exec.out_of_bounds, 0, "{variant:?} {args:?}");
            distributed += usize::from(text.contains("L0.2: gpu"));
            refused += usize::from(text.contains("L0: cpu (overlap)"));
        }
        if variant == Variant::Stored {
            assert!(
                distributed > 10 && refused > 10,
                "{distributed} distributed, {refused} refused"
            );
        } else {
            assert_eq!(
                distributed + refused,
                0,
                "{variant:?}: nothing is read back"
            );
        }
    }
}

/// Bulk rows (`bulk_lanes.rs`): row loops of `memory.copy` (two rows an iteration, as clang
/// unrolls a loop of `memcpy` calls) and of `memory.fill` at a stride of its own, with random
/// sizes and pointers, often overlapping or misaligned, without the first-call check. Each
/// kernel runs 32 threads per row, each a chunk of every bulk op, and every call gives the
/// all-CPU result: where the rows meet, the launch test refuses (or the second copy meets
/// the first and traps as a read conflict), and a range past the memory traps as on the CPU.
#[test]
fn bulk_rows_with_random_pointers_give_the_all_cpu_result() {
    let wat = r#"(module (memory (export "memory") 8)
      (func (export "copy2") (param $n i32) (param $w i32) (param $a i32) (param $b i32)
        (local $i i32) (local $off i32)
        (block $done
          (loop $top
            (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
            (local.set $off (i32.mul (i32.shl (local.get $i) (i32.const 1)) (local.get $w)))
            (memory.copy (i32.add (local.get $a) (local.get $off))
              (i32.add (local.get $b) (local.get $off)) (local.get $w))
            (local.set $off (i32.add (local.get $off) (local.get $w)))
            (memory.copy (i32.add (local.get $a) (local.get $off))
              (i32.add (local.get $b) (local.get $off)) (local.get $w))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $top))))
      (func (export "fill") (param $n i32) (param $w i32) (param $a i32) (param $s i32)
        (local $i i32)
        (block $done
          (loop $top
            (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
            (memory.fill (i32.add (local.get $a) (i32.mul (local.get $i) (local.get $s)))
              (i32.add (local.get $i) (i32.const 7)) (local.get $w))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $top)))))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    for func in ["copy2", "fill"] {
        let p = prepare(&wasm, func).expect("prepare");
        assert!(
            p.auto.outlined.iter().any(|o| o.lanes),
            "{func}: no bulk-rows kernel"
        );
    }
    let mut rng = SplitMix64(0xb01c);
    let (mut launched, mut fell_back) = (0, 0);
    for case in 0..120u64 {
        let func = ["copy2", "fill"][case as usize % 2];
        let n = rng.next_u64() % 20;
        let mut w = rng.next_u64() % 300;
        if rng.next_u64().is_multiple_of(2) {
            w &= !3;
        }
        // Near the end of the 512 KiB memory now and then, so some rows run past it.
        let base = if rng.next_u64().is_multiple_of(6) {
            515_000
        } else {
            65_536
        };
        let a = base + rng.next_u64() % 8192;
        let last = match func {
            // The source: often far apart, sometimes within reach of the rows written.
            "copy2" if rng.next_u64().is_multiple_of(3) => a + rng.next_u64() % 600,
            "copy2" => base + 16_384 + rng.next_u64() % 8192,
            // The stride: at least a row (apart) or less (the rows meet).
            _ => w + rng.next_u64() % 64 - rng.next_u64() % 2 * (w / 2 + 1),
        };
        let args = [n, w, a, last].map(|v| v.to_string());
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        let mut exec = InterpExecutor::default();
        let mut req = request(func, &args, case);
        req.offload.first_call_check = false;
        let report =
            run_request(&wasm, &req, &mut exec).unwrap_or_else(|e| panic!("{func} {args:?}: {e}"));
        let cpu = run_request(&wasm, &req, &mut Faulty::no_device()).expect("cpu run");
        assert_eq!(report.ending, cpu.ending, "{func} {args:?}");
        assert!(
            report.memory == cpu.memory,
            "{func} {args:?}: memory differs from the all-CPU run:\n{}",
            report.render()
        );
        assert_eq!(exec.out_of_bounds, 0, "{func} {args:?}");
        launched += exec.counters.success_total();
        fell_back += exec.counters.fallbacks().map(|(_, n)| n).sum::<u64>();
    }
    assert!(
        launched > 20 && fell_back > 10,
        "{launched} launches, {fell_back} fallbacks"
    );
}

#[test]
fn a_sign_cleared_floor_launches_only_where_its_value_is_not_negative() {
    // clang's vectorised loops round a count down with `x & 0x7ffffffe`, which is the
    // `x & -2` the ranges take it for only where `x` is in 0..2^31 (`Outlined::sign_cleared`).
    // Here a byte read at `src + ((i + c) & 0x7ffffffe)`: from c = 4 the loop launches; from
    // c = -10 the first ten values are negative, the real addresses 2 GiB on, and the launch
    // is refused: the CPU traps out of bounds as wasmi does (ranged as `x & -2`, the reads
    // would have looked in bounds, 11 bytes below `src`).
    let wat = r#"(module (memory (export "memory") 8)
      (func (export "gather") (param $n i32) (param $c i32) (param $src i32) (param $dst i32)
        (local $i i32)
        (loop $l
          (i32.store8 (i32.add (local.get $dst) (local.get $i))
            (i32.load8_u (i32.add (local.get $src)
              (i32.and (i32.add (local.get $i) (local.get $c)) (i32.const 0x7ffffffe)))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $l (i32.lt_s (local.get $i) (local.get $n))))))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    for (c, launches) in [("4", 1), ("-10", 0)] {
        let mut exec = InterpExecutor::default();
        let req = request("gather", &["1001", c, "65536", "131072"], 5);
        let report = run_request(&wasm, &req, &mut exec).expect("run");
        assert_agrees(&report, c);
        assert_eq!(
            exec.counters.success_total(),
            launches,
            "{c}: {}",
            report.render()
        );
        if launches == 0 {
            assert!(
                report.render().contains("clears the sign bit"),
                "{}",
                report.render()
            );
        }
    }
}

#[test]
fn vectorised_triangular_rows_launch_once() {
    // At -O2 -msimd128 clang rounds a row's count down with `(i + 1) & 0x7ffffffe`, with no
    // low bit, and skips the vector loop behind `i + 1 <=u 1`: read as `x & -2`, the row
    // loop launches whole (`induction::unrolled_start`). Before, its inner loops launched
    // once per row (37 and 45 launches). The rows' part after the diagonal (`j = i + 1 ..
    // m`, PolyBench symm's initialisation) starts its remainder at `i + 1` plus the rounded
    // count, and that remainder, a `!=` loop, is not entered where the low bit is 0 (62
    // launches before).
    for (file, func, args, threads) in [
        ("kernels_a", "tri", &["37", "65536"][..], 37),
        ("kernels_t", "tri_set", &["41"][..], 41),
        (
            "kernels_c",
            "syr_int",
            &["45", "3", "65536", "131072"][..],
            45,
        ),
    ] {
        assert_one_launch_of("O2simd", file, func, args, threads);
    }
}

#[test]
fn a_remainder_skipped_on_an_equality_with_the_row_launches_once() {
    // At -O2 clang unrolls `for j < w + i` by two and skips the unrolled loop behind
    // `w - 1 == -i` (the count is 1), a comparison of two values that move with `i`, not of
    // the count with a constant. Read as one value of the count below 2
    // (`induction::unrolled_start`), the remainder's start is `w + i` minus its low bit, and
    // the row loop launches whole: trapezoid as a 2-D grid (31 rows of up to 35 columns;
    // before, one launch per row), trmm_upper_rows with its columns as threads (before, the
    // row loop was refused as `overlap` and its rows launched one by one). tri_strict's
    // `j < i` skips it on a `br_table` of `i` whose case 1 goes to the remainder: a 2-D grid
    // too (18 launches per call before).
    for (file, func, args, threads) in [
        (
            "kernels_o",
            "tri_strict",
            &["37", "29", "65536", "131072", "196608"][..],
            666,
        ),
        (
            "kernels_o",
            "trapezoid",
            &["31", "23", "5", "65536", "131072"][..],
            527,
        ),
        (
            "kernels_l",
            "trmm_upper_rows",
            &["20", "24", "1.5", "65536", "131072"][..],
            24,
        ),
    ] {
        assert_one_launch_of("O2", file, func, args, threads);
    }
}

#[test]
fn a_remainder_skipped_where_the_count_is_not_below_two_launches_once() {
    // Rows of `i + 1` cells written two at a time behind `x >=u 2` (the branch's else edge
    // is the skip: its negation `x <u 2`), then the odd cell behind `x & 1`: the row loop is
    // one launch (`induction::unrolled_start`), where it stayed sequential before.
    let wat = r#"(module (memory (export "memory") 8)
  (func (export "tri2") (param $n i32) (param $dst i32)
    (local $i i32) (local $j i32) (local $x i32) (local $row i32) (local $m i32)
    (block $done
      (br_if $done (i32.le_s (local.get $n) (i32.const 0)))
      (loop $rows
        (local.set $x (i32.add (local.get $i) (i32.const 1)))
        (local.set $row (i32.add (local.get $dst)
          (i32.shl (i32.mul (local.get $i) (local.get $n)) (i32.const 2))))
        (local.set $j (i32.const 0))
        (local.set $m (i32.and (local.get $x) (i32.const -2)))
        (if (i32.ge_u (local.get $x) (i32.const 2))
          (then
            (loop $pairs
              (i32.store (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
                (i32.add (local.get $i) (local.get $j)))
              (i32.store offset=4 (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
                (i32.add (i32.add (local.get $i) (local.get $j)) (i32.const 1)))
              (local.set $j (i32.add (local.get $j) (i32.const 2)))
              (br_if $pairs (i32.ne (local.get $j) (local.get $m))))))
        (if (i32.and (local.get $x) (i32.const 1))
          (then
            (i32.store (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))
              (i32.add (local.get $i) (local.get $j)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br_if $rows (i32.lt_s (local.get $i) (local.get $n)))))))"#;
    let wasm = wat::parse_str(wat).expect("wat");
    for (n, launches) in [("37", 1), ("1", 1)] {
        let mut exec = InterpExecutor::default();
        let report =
            run_request(&wasm, &request("tri2", &[n, "65536"], 5), &mut exec).expect("run");
        assert_agrees_launching(&report, &exec, launches);
    }
}

#[test]
fn rows_sharing_a_scratch_array_launch_once_with_private_copies() {
    // golden/auto/extra/kernels_v.c: every row writes `tmp` and reads it back. The row loop
    // is one launch of one thread per row, each on its own copy of `tmp`; the memory after
    // it (`tmp` as the last row that wrote each byte left it) equals wasmi's.
    for level in ["O1", "O2", "O3"] {
        let args = ["40", "30", "65536", "131072", "196608"];
        for func in ["rowtmp", "somebytes", "running", "copiedout"] {
            assert_one_launch_of(level, "kernels_v", func, &args, 40);
        }
        // doitgen (kernels_e): `sum` is the same bytes for every `(r, q)`, so both loops are
        // threads, 5 x 7, each with its own copy of `sum`.
        let doitgen = ["5", "7", "11", "65536", "81920", "98304"];
        assert_one_launch_of(level, "kernels_e", "doitgen", &doitgen, 35);
        // `tmp` inside `b`: another range meets the copied one, and the rows' own loops
        // launch instead.
        let inside = ["40", "30", "65536", "131072", "131112"];
        let (report, _) = run_extra("kernels_v", level, &request("rowtmp", &inside, 3));
        assert_agrees(&report, level);
        assert!(
            report.render().contains("L0: cpu (overlap)"),
            "{}",
            report.render()
        );
        // A row that reads a byte of `tmp` it did not write (random `a` is negative in
        // places) traps in the kernel; the loop reruns on the CPU.
        let (report, _) = run_extra("kernels_v", level, &request("unwritten", &args, 3));
        assert_agrees(&report, level);
        assert!(
            report.render().contains("private copy"),
            "{level}: {}",
            report.render()
        );
    }
}
