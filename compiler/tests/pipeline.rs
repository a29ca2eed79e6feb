//! The compiler's public behaviour: every stage of every fixture against its golden file, the
//! PTX rules of DESIGN.md sections 4-6, the lowered kernels computing what the CPU computes
//! (through the LoweredOp interpreter), and every bad-input path with its message.
//!
//! One integration-test binary for the crate (each links LLVM statically).

use lowered_ir::interp::{Dim3, Interpreter, RtValue};
use std::path::PathBuf;
use tensor_wasm_compiler::pipeline::{lower_to_lowered_ir, read_module, wasm_from_bytes};
use tensor_wasm_compiler::{lower, CompileError, Mode, Options};

/// Every fixture of golden/fixtures/kernels.txt: (file, function, mode).
fn all_fixtures() -> Vec<(String, String, Mode)> {
    let list =
        std::fs::read_to_string(golden_dir().join("fixtures/kernels.txt")).expect("kernels.txt");
    list.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let parts: Vec<&str> = l.split_whitespace().collect();
            let mode = match parts.get(2).copied() {
                Some("map") => Mode::Map,
                _ => Mode::Kernel,
            };
            (parts[0].to_string(), parts[1].to_string(), mode)
        })
        .collect()
}

/// (file, function) of every kernel-mode fixture.
fn kernel_fixtures() -> Vec<(String, String)> {
    all_fixtures()
        .into_iter()
        .filter(|f| f.2 == Mode::Kernel)
        .map(|(file, func, _)| (file, func))
        .collect()
}

/// (file, function) of the element-wise kernel-mode fixtures (vector_add and saxpy, in WAT
/// and in C): the tests below know what they compute.
fn fixtures() -> Vec<(String, String)> {
    kernel_fixtures()
        .into_iter()
        .filter(|(_, func)| func == "vector_add" || func == "saxpy")
        .collect()
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden")
}

fn load(file: &str) -> Vec<u8> {
    read_module(&golden_dir().join("fixtures").join(file)).expect("fixture")
}

fn snapshot_name(file: &str, stage: &str) -> String {
    format!("{}.{stage}", file.replace(['.', '/'], "_"))
}

#[test]
fn golden_stages_of_every_fixture() {
    let all = all_fixtures();
    for (file, func, mode) in all.clone() {
        let options = Options {
            mode,
            ..Options::default()
        };
        let kernel = lower(&load(&file), &func, &options).unwrap_or_else(|e| panic!("{file}: {e}"));
        // A file with one fixture names its snapshots; map-mode files and files with several
        // fixtures (simd_c.wasm) name the function too.
        let several = all.iter().filter(|f| f.0 == file).count() > 1;
        let stem = if mode == Mode::Map || several {
            format!("{file}.{func}")
        } else {
            file.clone()
        };
        insta::with_settings!({
            snapshot_path => golden_dir().join("snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            description => format!(
                "tensor-wasm lower golden/fixtures/{file} --func {func} --mode {}",
                mode.name()
            ),
        }, {
            insta::assert_snapshot!(snapshot_name(&stem, "lowered"), kernel.stages.lowered);
            insta::assert_snapshot!(snapshot_name(&stem, "mir"), kernel.stages.mir);
            insta::assert_snapshot!(snapshot_name(&stem, "llvm"), kernel.stages.llvm);
            insta::assert_snapshot!(snapshot_name(&stem, "ptx"), kernel.ptx);
        });
    }
}

#[test]
fn ptx_keeps_wasm_semantics_and_the_kernel_abi() {
    for (file, func) in fixtures() {
        let kernel = lower(&load(&file), &func, &Options::default()).unwrap();
        let ptx = &kernel.ptx;
        assert!(
            ptx.contains(".version 8.0") && ptx.contains(".target sm_80"),
            "{file}"
        );
        // Never the PTX trap instruction (it poisons the context), never flush-to-zero, never
        // an fma the source did not ask for.
        for line in ptx.lines().map(str::trim) {
            assert!(!line.starts_with("trap"), "{file}: {line}");
            assert!(!line.contains(".ftz"), "{file}: {line}");
            assert!(
                !line.starts_with("fma") && !line.contains(" fma."),
                "{file}: {line}"
            );
        }
        assert!(
            ptx.contains(".visible .global .align 8 .u64 __tensor_wasm_trap"),
            "{file}"
        );
        assert!(
            ptx.contains("atom.relaxed.sys.global.cas.b64"),
            "{file}: traps are recorded with a CAS"
        );
        // mem, mem_len, then the four wasm parameters.
        let entry = format!(".visible .entry {}(", kernel.entry);
        let params = ptx
            .split(&entry)
            .nth(1)
            .and_then(|s| s.split(')').next())
            .unwrap_or_default();
        assert_eq!(params.matches(".param").count(), 6, "{file}: {params}");
        assert_eq!(kernel.abi.params.len(), 6);
        // Two versions of the body, chosen once at entry by the alignment of the array
        // parameters: the aligned one has no per-access alignment test; each version has one
        // 32-bit global load per input element and one store, and the byte-wise slow path
        // exists only in the general version.
        let loads = ptx.matches("ld.global.b32").count();
        let stores = ptx.matches("st.global.b32").count();
        assert_eq!((loads, stores), (4, 2), "{file}");
        assert_eq!(
            ptx.matches("ld.global.b8").count(),
            8,
            "{file}: one slow path per load"
        );
        // Every access is checked; the checks come before the loads (check_order.rs), and one
        // check covers both accesses to one address (saxpy loads and stores y[i]), in the
        // lowered IR and in the PTX.
        let distinct_addresses = if func == "saxpy" { 2 } else { 3 };
        assert_eq!(
            kernel.stages.lowered.matches("bounds_check").count(),
            distinct_addresses,
            "{file}"
        );
        let checks = ptx.matches("setp.gt.u64").count() + ptx.matches("setp.le.u64").count();
        assert_eq!(checks, 2 * distinct_addresses, "{file}: per version");
    }
}

/// The benchmark kernels (clang output, golden/fixtures/bench) are all versioned by alignment,
/// including gemv and matmul, whose pointer-bumping loops carry the array addresses through
/// block parameters: every 32-bit load has a natural copy in each version and a byte-wise slow
/// path (four byte loads) in the general version only, so there are at most twice as many byte
/// loads as word loads (fewer when LLVM unrolls the aligned copy of a loop that bounds-check
/// versioning freed of checks further). An unversioned kernel has four times as many.
#[test]
fn bench_kernels_are_versioned_by_alignment() {
    for func in ["vector_add", "saxpy", "gemv", "matmul", "conv3x3", "jacobi"] {
        let file = format!("bench/{func}.wasm");
        let kernel = lower(&load(&file), func, &Options::default()).unwrap();
        let words = kernel.ptx.matches("ld.global.b32").count()
            + kernel.ptx.matches("ld.global.f32").count();
        let bytes =
            kernel.ptx.matches("ld.global.b8").count() + kernel.ptx.matches("ld.global.u8").count();
        assert!(words > 0, "{func}: no word loads");
        assert!(
            bytes <= 2 * words,
            "{func}: {words} word loads, {bytes} byte loads"
        );
    }
}

#[test]
fn same_input_gives_byte_identical_ptx() {
    for (file, func) in fixtures() {
        let wasm = load(&file);
        let a = lower(&wasm, &func, &Options::default()).unwrap();
        let b = lower(&wasm, &func, &Options::default()).unwrap();
        assert_eq!(a, b, "{file}");
    }
}

#[test]
fn sm_90_is_a_target() {
    let (file, func) = &fixtures()[0];
    let kernel = lower(
        &load(file),
        func,
        &Options {
            sm: 90,
            ..Options::default()
        },
    )
    .unwrap();
    assert!(kernel.ptx.contains(".target sm_90"));
}

/// A small xorshift generator: reproducible random inputs without a dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn f32(&mut self) -> f32 {
        // Finite values over a wide range, including negatives and subnormal-ish magnitudes.
        let bits = (self.next() as u32) & 0xbfff_ffff;
        f32::from_bits(bits)
    }
}

/// Runs the lowered kernel on the interpreter over random data and compares with Rust.
#[test]
fn lowered_kernels_compute_what_the_cpu_computes() {
    const N: u32 = 1000;
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for (file, func) in fixtures() {
        let lowered = lower_to_lowered_ir(&load(&file), &func, &Options::default()).unwrap();
        let mut mem = vec![0u8; 65536];
        let x: Vec<f32> = (0..N).map(|_| rng.f32()).collect();
        let y: Vec<f32> = (0..N).map(|_| rng.f32()).collect();
        let (xo, yo, zo) = (0u32, 4 * N, 8 * N);
        for i in 0..N as usize {
            mem[xo as usize + 4 * i..][..4].copy_from_slice(&x[i].to_le_bytes());
            mem[yo as usize + 4 * i..][..4].copy_from_slice(&y[i].to_le_bytes());
        }
        let a = 1.7f32;
        let (args, out, expect): (Vec<RtValue>, u32, Vec<f32>) = if func == "vector_add" {
            let args = vec![
                RtValue::I32(xo),
                RtValue::I32(yo),
                RtValue::I32(zo),
                RtValue::I32(N),
            ];
            (args, zo, (0..N as usize).map(|i| x[i] + y[i]).collect())
        } else {
            let args = vec![
                RtValue::I32(N),
                RtValue::F32(a.to_bits()),
                RtValue::I32(xo),
                RtValue::I32(yo),
            ];
            (args, yo, (0..N as usize).map(|i| a * x[i] + y[i]).collect())
        };
        let trap = Interpreter::new()
            .run_kernel_grid_with_args(
                &lowered,
                &args,
                &mut mem,
                Dim3::new(N.div_ceil(128), 1, 1),
                Dim3::new(128, 1, 1),
            )
            .unwrap();
        assert_eq!(trap, None, "{file}");
        for (i, e) in expect.iter().enumerate() {
            let got = f32::from_le_bytes(mem[out as usize + 4 * i..][..4].try_into().unwrap());
            assert_eq!(got.to_bits(), e.to_bits(), "{file}: element {i}");
        }
    }
}

#[test]
fn out_of_bounds_access_traps_in_the_interpreter() {
    let lowered =
        lower_to_lowered_ir(&load("vector_add.wat"), "vector_add", &Options::default()).unwrap();
    let mut mem = vec![0u8; 65536];
    // c points at the last 2 bytes of memory: the store of element 0 is out of bounds.
    let args = [
        RtValue::I32(0),
        RtValue::I32(0),
        RtValue::I32(65534),
        RtValue::I32(1),
    ];
    let trap = Interpreter::new()
        .run_kernel_grid_with_args(&lowered, &args, &mut mem, Dim3::ONE, Dim3::ONE)
        .unwrap();
    assert_eq!(
        trap.map(|t| t.kind),
        Some(lowered_ir::TrapKind::MemoryOutOfBounds)
    );
}

fn lower_wat(wat: &str, func: &str) -> Result<tensor_wasm_compiler::Kernel, CompileError> {
    lower(&wasm_from_bytes(wat.as_bytes())?, func, &Options::default())
}

#[test]
fn bad_inputs_give_one_line_errors_naming_function_and_reason() {
    let cases: Vec<(&str, &str, &str)> = vec![
        ("not wasm at all", "f", "input is not a wasm module"),
        ("(module (func (export \"f\")))", "g", "no function `g` in the module (exported functions: f)"),
        ("(module (func (export \"f\") (result i32) i32.const 1))", "f", "function `f`: cannot be a kernel-mode entry"),
        (
            "(module (import \"env\" \"log\" (func $log)) (func (export \"f\") call $log))",
            "f",
            "function `f`: `call to import `env::log`` is unsupported",
        ),
        (
            "(module (table 1 funcref) (type $t (func)) (func (export \"f\") (call_indirect (type $t) (i32.const 0))))",
            "f",
            "function `f`: `call_indirect (tables and segments are on the device in map mode only)` is unsupported",
        ),
        (
            "(module (func (export \"f\") (param v128) (drop (i32x4.extract_lane 0 (local.get 0)))))",
            "f",
            "function `f`: cannot be a kernel-mode entry: v128 parameters are not supported",
        ),
        (
            "(module (table $t i64 1 funcref) (func (export \"f\") (drop (table.size $t))))",
            "f",
            "function `f`: `table_size of 64-bit table 0 (table64)` is unsupported",
        ),
        ("(module (func (export \"f\") (drop (i32.add (i32.const 1) (f32.const 0)))))", "f", "invalid wasm: type mismatch"),
        ("(module (func (export \"f\")", "f", "cannot parse the WAT text"),
    ];
    for (wat, func, want) in cases {
        let err = match lower_wat(wat, func) {
            Ok(_) => panic!("{wat}: lowered, expected `{want}`"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(want), "{wat}\n  got:  {err}\n  want: {want}");
        assert!(!err.contains('\n'), "{err}");
    }
}

#[test]
fn mode_auto_is_refused_with_a_reason() {
    let options = Options {
        mode: Mode::Auto,
        ..Options::default()
    };
    let err = lower(&load("vector_add.wat"), "vector_add", &options).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("this entry mode is not implemented yet"),
        "{text}"
    );
}

#[test]
fn bounds_checks_off_removes_every_check() {
    let options = Options {
        bounds_checks: tensor_wasm_compiler::BoundsCheckMode::Off,
        ..Options::default()
    };
    let kernel = lower(&load("vector_add.wat"), "vector_add", &options).unwrap();
    assert!(!kernel.stages.lowered.contains("bounds_check"));
    assert_eq!(
        kernel.ptx.matches("setp.gt.u64").count() + kernel.ptx.matches("setp.le.u64").count(),
        0
    );
}

#[test]
fn mutable_globals_become_promoted_slots() {
    // A mutable global read and written: mem2reg must remove the slot entirely.
    let wat = r#"(module
      (import "wasi:cuda/device" "thread_idx_x" (func $tid (result i32)))
      (memory 1)
      (global $sp (mut i32) (i32.const 1024))
      (func (export "k") (param $out i32)
        (global.set $sp (i32.add (global.get $sp) (call $tid)))
        (i32.store (local.get $out) (global.get $sp))))"#;
    let kernel = lower_wat(wat, "k").unwrap();
    assert!(
        kernel.stages.lowered.contains("global_set g0"),
        "{}",
        kernel.stages.lowered
    );
    assert!(
        !kernel.stages.mir.contains("mir.alloca"),
        "mem2reg left a slot:\n{}",
        kernel.stages.mir
    );
    assert!(
        !kernel.stages.llvm.contains("alloca"),
        "{}",
        kernel.stages.llvm
    );
    assert!(kernel.ptx.contains("1024"), "{}", kernel.ptx);
}

// ---- GPU: run on the device machine (`-- --ignored`); see docs/CONFORMANCE.md ----

use tensor_wasm_shim::{AbiError, LoweredArg, Runtime, TrapKind as ShimTrap};

/// Lays out x, y, z arrays of `n` f32 at byte offsets `base`, `base + 4n`, `base + 8n`.
fn fill_random(mem: &mut [u8], base: usize, n: usize, rng: &mut Rng) -> (Vec<f32>, Vec<f32>) {
    let x: Vec<f32> = (0..n).map(|_| rng.f32()).collect();
    let y: Vec<f32> = (0..n).map(|_| rng.f32()).collect();
    for i in 0..n {
        mem[base + 4 * i..][..4].copy_from_slice(&x[i].to_le_bytes());
        mem[base + 4 * (n + i)..][..4].copy_from_slice(&y[i].to_le_bytes());
    }
    (x, y)
}

/// Runs each fixture on the GPU over random data and compares every element bit for bit with
/// the CPU, once with aligned arrays (the fast path) and once shifted by one byte (the
/// byte-wise slow path).
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_fixtures_equal_cpu_bit_for_bit() {
    const N: usize = 1 << 20;
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for (file, func) in fixtures() {
        let kernel = lower(&load(&file), &func, &Options::default()).unwrap();
        let kid = rt
            .load_ptx(&kernel.ptx, &kernel.entry)
            .unwrap_or_else(|e| panic!("{file}: load_ptx: {e}"));
        for misalign in [0usize, 1] {
            let mut mem = vec![0u8; 12 * N + 65536];
            let base = 64 + misalign;
            let (x, y) = fill_random(&mut mem, base, N, &mut rng);
            let a = 2.5f32;
            let (xo, yo, zo) = (base as i32, (base + 4 * N) as i32, (base + 8 * N) as i32);
            let (args, out, expect): (Vec<LoweredArg>, usize, Vec<f32>) = if func == "vector_add" {
                let args = vec![
                    LoweredArg::I32(xo),
                    LoweredArg::I32(yo),
                    LoweredArg::I32(zo),
                    LoweredArg::I32(N as i32),
                ];
                (args, zo as usize, (0..N).map(|i| x[i] + y[i]).collect())
            } else {
                let args = vec![
                    LoweredArg::I32(N as i32),
                    LoweredArg::F32(a),
                    LoweredArg::I32(xo),
                    LoweredArg::I32(yo),
                ];
                (args, yo as usize, (0..N).map(|i| a * x[i] + y[i]).collect())
            };
            rt.upload(&mem).unwrap();
            let block = 256u32;
            let grid = (N as u32).div_ceil(block);
            rt.launch_lowered(kid, [grid, 1, 1], [block, 1, 1], mem.len() as u64, &args)
                .unwrap_or_else(|e| panic!("{file}: launch: {e}"));
            rt.sync().unwrap();
            rt.download(&mut mem).unwrap();
            let mut mismatches = 0;
            for (i, e) in expect.iter().enumerate() {
                let got = f32::from_le_bytes(mem[out + 4 * i..][..4].try_into().unwrap());
                if got.to_bits() != e.to_bits() {
                    mismatches += 1;
                    if mismatches < 5 {
                        eprintln!("{file} misalign {misalign}: element {i}: gpu {got:e} ({:#x}) cpu {e:e} ({:#x})", got.to_bits(), e.to_bits());
                    }
                }
            }
            assert_eq!(
                mismatches, 0,
                "{file} (misalign {misalign}): {mismatches} of {N} elements differ"
            );
            eprintln!("gpu: {file} ({func}), {N} elements, misalign {misalign}: bit-exact");
        }
    }
}

/// An out-of-bounds store traps with the thread's id; the next launch on the same context
/// succeeds.
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_trap_is_reported_and_the_context_survives() {
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let kernel = lower(&load("vector_add.wat"), "vector_add", &Options::default()).unwrap();
    let kid = rt.load_ptx(&kernel.ptx, &kernel.entry).unwrap();
    let mut mem = vec![0u8; 65536];
    rt.upload(&mem).unwrap();
    // c = 65532: element 0 fits, element 1 (thread 1) is out of bounds.
    let args = [
        LoweredArg::I32(0),
        LoweredArg::I32(0),
        LoweredArg::I32(65532),
        LoweredArg::I32(2),
    ];
    let err = rt
        .launch_lowered(kid, [1, 1, 1], [32, 1, 1], 65536, &args)
        .and_then(|()| rt.sync())
        .expect_err("out-of-bounds store must trap");
    match err {
        AbiError::Trap { kind, thread } => {
            assert_eq!(kind, ShimTrap::MemoryOutOfBounds);
            assert_eq!(thread, 1);
        }
        other => panic!("expected a trap, got {other}"),
    }
    mem[0..4].copy_from_slice(&1.5f32.to_le_bytes());
    rt.upload(&mem).unwrap();
    let ok = [
        LoweredArg::I32(0),
        LoweredArg::I32(0),
        LoweredArg::I32(8),
        LoweredArg::I32(1),
    ];
    rt.launch_lowered(kid, [1, 1, 1], [32, 1, 1], 65536, &ok)
        .unwrap();
    rt.sync().unwrap();
    rt.download(&mut mem).unwrap();
    assert_eq!(f32::from_le_bytes(mem[8..12].try_into().unwrap()), 3.0);
}

/// The `mir` text of every fixture parses back with pliron's parser (our dialects' formats),
/// verifies, and prints with the same ops in the same order (the reprint carries the parsed
/// names and source locations, so the texts are compared op by op).
#[test]
fn mir_text_round_trips_through_pliron() {
    use pliron::{
        context::Context, irfmt::parsers::spaced, operation::Operation, parsable::parse_from_str,
        printable::Printable,
    };
    for (file, func) in kernel_fixtures() {
        let kernel = lower(&load(&file), &func, &Options::default()).unwrap();
        let ctx = &mut Context::new();
        let op = parse_from_str(
            spaced(Operation::top_level_parser()),
            ctx,
            &kernel.stages.mir,
        )
        .unwrap_or_else(|e| panic!("{file}: the mir text does not parse: {}", e.disp(ctx)));
        pliron::operation::verify_operation(op, ctx).unwrap_or_else(|e| panic!("{file}: {e}"));
        let ops = |text: &str| -> Vec<String> {
            text.lines()
                .filter_map(|l| {
                    l.split_whitespace()
                        .find(|w| w.starts_with("mir.") || w.starts_with("nvvm."))
                        .map(str::to_string)
                })
                .collect()
        };
        assert_eq!(
            ops(&op.disp(ctx).to_string()),
            ops(&kernel.stages.mir),
            "{file}"
        );
    }
}

/// Interesting bit patterns per type: edges, NaNs with payloads, infinities, subnormals.
fn special_bits(ty: lowered_ir::LoweredType, rng: &mut Rng) -> u64 {
    use lowered_ir::LoweredType as T;
    let pick = rng.next() % 4;
    match ty {
        T::I32 => match pick {
            0 => [0u64, 1, 0xffff_ffff, 0x8000_0000, 0x7fff_ffff, 31, 32, 33]
                [(rng.next() % 8) as usize],
            _ => rng.next() & 0xffff_ffff,
        },
        T::I64 => match pick {
            0 => [0u64, 1, u64::MAX, 1 << 63, (1 << 63) - 1, 63, 64, 65][(rng.next() % 8) as usize],
            _ => rng.next(),
        },
        T::F32 => match pick {
            0 => [
                0u64,
                0x8000_0000,
                0x7fc0_0000,
                0x7fa0_0001,
                0xffc0_1234,
                0x7f80_0000,
                0xff80_0000,
                0x0000_0001,
                0x4f00_0000,
                0xcf00_0000,
                0x3f00_0000,
                0x4020_0000,
            ][(rng.next() % 12) as usize],
            1 => (rng.next() & 0x00ff_ffff) | 0x4000_0000,
            _ => rng.next() & 0xffff_ffff,
        },
        T::F64 => match pick {
            0 => [
                0u64,
                1 << 63,
                0x7ff8_0000_0000_0000,
                0x7ff4_0000_0000_0001,
                0xfff8_0000_dead_beef,
                0x7ff0_0000_0000_0000,
                0xfff0_0000_0000_0000,
                1,
                0x43e0_0000_0000_0000,
                0x43f0_0000_0000_0000,
            ][(rng.next() % 10) as usize],
            _ => rng.next(),
        },
        _ => 0,
    }
}

fn is_nan(ty: lowered_ir::LoweredType, bits: u128) -> bool {
    match ty {
        lowered_ir::LoweredType::F32 => f32::from_bits(bits as u32).is_nan(),
        lowered_ir::LoweredType::F64 => f64::from_bits(bits as u64).is_nan(),
        _ => false,
    }
}

/// Every function of golden/fixtures/map_ops.wat, lowered in map mode, over 4096 tuples of
/// random and edge-case inputs on the GPU, against the LoweredOp interpreter: the same results
/// bit for bit (a NaN result may be any NaN, as wasm allows), the same traps.
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_map_mode_matches_the_interpreter() {
    use tensor_wasm_compiler::map_runner::{load_and_run_map, MapOutcome, MapState};
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let wasm = load("map_ops.wat");
    let info = tensor_wasm_compiler::frontend::ModuleInfo::parse(&wasm).unwrap();
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    for (name, _) in &info.exports {
        let program =
            tensor_wasm_compiler::pipeline::lower_program_ir(&wasm, name, &options).unwrap();
        let lowered = &program.entry;
        let kernel = lower(&wasm, name, &options).unwrap();
        let sig = lowered.signature.clone();
        // fill_copy and copy_words write memory: give every tuple its own slot so threads
        // do not race.
        let own_slot = name == "fill_copy" || name == "copy_words";
        let count = if own_slot { 1024 } else { 4096 };
        let tuples: Vec<Vec<u64>> = (0..count)
            .map(|i| {
                if own_slot {
                    return vec![i, rng.next() & 0xff, rng.next() & 31];
                }
                sig.params
                    .iter()
                    .map(|t| special_bits(*t, &mut rng))
                    .collect()
            })
            .collect();
        let mut memory = vec![0u8; 65536];
        let gpu = load_and_run_map(
            &mut rt,
            &kernel,
            &sig.results,
            MapState::memory_only(&mut memory),
            &tuples,
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        let (mut traps, mut mismatches) = (0, 0);
        for (tuple, got) in tuples.iter().zip(&gpu) {
            let args: Vec<RtValue> = tuple
                .iter()
                .zip(&sig.params)
                .map(|(b, t)| RtValue::from_bits(*t, u128::from(*b)))
                .collect();
            let resolve = |i: u32| program.callees.iter().find(|c| c.0 == i).map(|c| &c.1);
            let mut interp = Interpreter::with_resolver(resolve);
            let want = match interp.call(lowered, &args, &mut [0u8; 65536]) {
                Ok(values) => MapOutcome::Returned(values.iter().map(|v| v.bits()).collect()),
                Err(e) => MapOutcome::Trapped(e.trap().expect("interpreter error is a trap")),
            };
            let same = match (&want, got) {
                (MapOutcome::Returned(w), MapOutcome::Returned(g)) => w
                    .iter()
                    .zip(g)
                    .zip(&sig.results)
                    .all(|((w, g), t)| w == g || (is_nan(*t, *w) && is_nan(*t, *g))),
                (w, g) => w == g,
            };
            traps += matches!(want, MapOutcome::Trapped(_)) as usize;
            if !same {
                mismatches += 1;
                if mismatches < 5 {
                    eprintln!("{name}{tuple:x?}: interpreter {want:x?}, gpu {got:x?}");
                }
            }
        }
        assert_eq!(
            mismatches,
            0,
            "{name}: {mismatches} of {} tuples differ",
            tuples.len()
        );
        eprintln!(
            "gpu map: {name}: {} tuples ({traps} trapping) equal the interpreter",
            tuples.len()
        );
    }
}

/// memory64 past 4 GiB in map mode: a 5 GiB memory, whose arrays after it take 64-bit
/// pointer records (tag 0x08); the kernel loads and stores above 4 GiB, and the first byte
/// past the memory traps `memory_out_of_bounds`.
#[test]
#[ignore = "requires a CUDA GPU with 6 GiB free"]
fn gpu_map_mode_addresses_a_memory64_memory_past_4_gib() {
    use tensor_wasm_compiler::map_runner::{load_and_run_map, MapOutcome, MapState};
    let wasm = wat::parse_str(
        r#"(module (memory i64 81920)
             (func (export "swap") (param i64 i64) (result i64)
               (local $old i64)
               (local.set $old (i64.load8_u (local.get 0)))
               (i64.store8 (local.get 0) (local.get 1))
               (local.get $old)))"#,
    )
    .expect("WAT");
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let kernel = lower(&wasm, "swap", &options).expect("memory64 lowers in map mode");
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let size = 5usize << 30;
    let mut memory = vec![0u8; size];
    let far = (1usize << 32) + 12_345;
    memory[far] = 0x5a;
    memory[size - 1] = 0x77;
    let tuples = vec![
        vec![far as u64, 0xa5],
        vec![(size - 1) as u64, 1],
        vec![size as u64, 2],
        vec![u64::MAX, 3],
    ];
    let got = load_and_run_map(
        &mut rt,
        &kernel,
        &[lowered_ir::LoweredType::I64],
        MapState::memory_only(&mut memory),
        &tuples,
    )
    .expect("launches");
    let oob = MapOutcome::Trapped(lowered_ir::TrapKind::MemoryOutOfBounds);
    assert_eq!(
        got,
        vec![
            MapOutcome::Returned(vec![0x5a]),
            MapOutcome::Returned(vec![0x77]),
            oob.clone(),
            oob
        ]
    );
    assert_eq!((memory[far], memory[size - 1]), (0xa5, 1));
}

/// Without a driver a map launch reports NotAvailable; the layout puts each array after the
/// memory, 8-byte aligned.
#[test]
fn map_launch_without_a_gpu_reports_not_available_and_lays_out_arrays() {
    use tensor_wasm_compiler::map_runner::{run_map, MapLayout, MapRunError, MapState};
    let mut rt = Runtime::without_device("test: no device");
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let kernel = lower(&load("map_ops.wat"), "div_s", &options).unwrap();
    assert_eq!(kernel.abi.params.len(), 7);
    let kid = rt.load_ptx(&kernel.ptx, &kernel.entry).unwrap();
    let mut memory = vec![0u8; 65536];
    let tuples = vec![vec![7u64, 2], vec![1, 0], vec![0x8000_0000, 0xffff_ffff]];
    let err = run_map(
        &mut rt,
        kid,
        &[lowered_ir::LoweredType::I32],
        MapState::memory_only(&mut memory),
        &tuples,
    )
    .unwrap_err();
    assert!(
        matches!(err, MapRunError::Shim(AbiError::NotAvailable { .. })),
        "{err}"
    );
    // A state window of 32 bytes (the memory header alone) after the memory.
    let layout = MapLayout::new(65533, 32, 3, 2, 1, 2);
    assert_eq!(layout.state, (65536, 32));
    assert_eq!(layout.args, (65536 + 32, 48));
    assert_eq!(layout.results, (65536 + 80, 24));
    assert_eq!(layout.traps, (65536 + 104, 12));
    // Global slots are 16 bytes (room for a v128), 16-byte aligned.
    assert_eq!(layout.globals, (65536 + 128, 32));
    assert_eq!(layout.total, 65536 + 160);
}

/// A float's bits masked as an integer and read back as a float stay integer code in the
/// PTX: LLVM would fold the mask into `fabs`, which the GPU computes as `abs.f32`, giving a
/// NaN of its own (`0x7fffffff` for `0x7fc00000`; musl's `tanhf` in a kernel, probe 135).
#[test]
fn a_sign_mask_on_a_float_s_bits_is_not_folded_into_abs() {
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let kernel = lower(&load("map_ops.wat"), "abs_bits", &options).unwrap();
    assert!(!kernel.ptx.contains("abs.f32"), "{}", kernel.ptx);
    assert!(kernel.ptx.contains("and.b32"), "{}", kernel.ptx);
}

/// Every function of the map-mode fixture lowers to PTX (the GPU test runs them).
#[test]
fn every_map_fixture_function_lowers() {
    let wasm = load("map_ops.wat");
    let info = tensor_wasm_compiler::frontend::ModuleInfo::parse(&wasm).unwrap();
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    for (name, _) in &info.exports {
        let kernel = lower(&wasm, name, &options).unwrap_or_else(|e| panic!("{e}"));
        assert!(kernel.ptx.contains(&format!(".visible .entry {name}(")));
        assert!(
            !kernel.ptx.contains(".ftz") && !kernel.ptx.contains("fma."),
            "{name}"
        );
    }
}

/// The C shadow-stack frame of `window_sum` (a local array) becomes thread-private slots that
/// mem2reg promotes: no alloca survives, no linear-memory access of the frame remains, and the
/// kernel computes the CPU's sums.
#[test]
fn shadow_stack_frames_become_private_registers() {
    let wasm = load("frame_c.wasm");
    let kernel = lower(&wasm, "window_sum", &Options::default()).unwrap();
    assert!(
        kernel.stages.lowered.contains("global_get g0"),
        "the C code uses the shadow stack"
    );
    assert!(
        !kernel.stages.mir.contains("mir.alloca"),
        "{}",
        kernel.stages.mir
    );
    assert!(
        !kernel.stages.llvm.contains("alloca"),
        "{}",
        kernel.stages.llvm
    );
    assert!(!kernel.ptx.contains(".local"), "{}", kernel.ptx);
    // One store per thread and version (aligned, general): sum[i]; the frame stores are gone.
    assert_eq!(
        kernel.ptx.matches("st.global.b32").count(),
        2,
        "{}",
        kernel.ptx
    );
    let lowered = lower_to_lowered_ir(&wasm, "window_sum", &Options::default()).unwrap();
    let mut rng = Rng(77);
    const N: usize = 300;
    let x: Vec<f32> = (0..N).map(|_| rng.f32()).collect();
    let mut mem = vec![0u8; 2 * 65536];
    for (i, v) in x.iter().enumerate() {
        mem[4 * i..][..4].copy_from_slice(&v.to_le_bytes());
    }
    let (xo, so) = (0u32, 4 * N as u32);
    let args = [RtValue::I32(xo), RtValue::I32(so), RtValue::I32(N as u32)];
    let trap = Interpreter::new()
        .run_kernel_grid_with_args(
            &lowered,
            &args,
            &mut mem,
            Dim3::new(3, 1, 1),
            Dim3::new(128, 1, 1),
        )
        .unwrap();
    assert_eq!(trap, None);
    for i in 0..N - 3 {
        let want = (((0.0f32 + x[i]) + x[i + 1]) + x[i + 2]) + x[i + 3];
        let got = f32::from_le_bytes(mem[so as usize + 4 * i..][..4].try_into().unwrap());
        assert_eq!(got.to_bits(), want.to_bits(), "element {i}");
    }
}

/// A frame address passed to a call escapes: the function is rejected, naming the op.
#[test]
fn escaping_frame_address_is_rejected_with_a_reason() {
    let err = lower(&load("frame_c.wasm"), "window_span", &Options::default()).unwrap_err();
    let text = err.to_string();
    assert!(
        text.starts_with("function `window_span`: `call func"),
        "{text}"
    );
    assert!(
        text.contains("a stack-frame address is passed to a call"),
        "{text}"
    );
}

/// window_sum on the GPU: every thread's frame is private (in shared linear memory, the
/// threads' frames would overlap and race).
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_shadow_stack_frames_are_private() {
    const N: usize = 1 << 20;
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let kernel = lower(&load("frame_c.wasm"), "window_sum", &Options::default()).unwrap();
    let kid = rt.load_ptx(&kernel.ptx, &kernel.entry).unwrap();
    let mut rng = Rng(99);
    let x: Vec<f32> = (0..N).map(|_| rng.f32()).collect();
    let mut mem = vec![0u8; 8 * N + 65536 * 2];
    let (xo, so) = (65536 * 2, 65536 * 2 + 4 * N);
    for (i, v) in x.iter().enumerate() {
        mem[xo + 4 * i..][..4].copy_from_slice(&v.to_le_bytes());
    }
    rt.upload(&mem).unwrap();
    let args = [
        LoweredArg::I32(xo as i32),
        LoweredArg::I32(so as i32),
        LoweredArg::I32(N as i32),
    ];
    rt.launch_lowered(
        kid,
        [(N as u32).div_ceil(256), 1, 1],
        [256, 1, 1],
        mem.len() as u64,
        &args,
    )
    .unwrap();
    rt.sync().unwrap();
    rt.download(&mut mem).unwrap();
    for i in 0..N - 3 {
        let want = (((0.0f32 + x[i]) + x[i + 1]) + x[i + 2]) + x[i + 3];
        let got = f32::from_le_bytes(mem[so + 4 * i..][..4].try_into().unwrap());
        assert_eq!(got.to_bits(), want.to_bits(), "element {i}");
    }
    eprintln!("gpu: frame_c.wasm (window_sum), {N} elements: bit-exact, frames private");
}

/// Error paths of map mode and calls, each with its message.
#[test]
fn map_mode_and_call_errors_name_the_function_and_reason() {
    let map = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let cases: Vec<(&str, &str, &str)> = vec![
        (
            "(module (table 1 funcref) (type $t (func)) (func (export \"f\") (param v128) (call_indirect (type $t) (i32.const 0))))",
            "f",
            "function `f`: `call_indirect (tables and segments are on the device in map mode only)` is unsupported",
        ),
    ];
    for (wat, func, want) in cases {
        let wasm = wasm_from_bytes(wat.as_bytes()).unwrap();
        let err = lower(&wasm, func, &map).unwrap_err().to_string();
        assert!(err.contains(want), "{wat}\n  got:  {err}\n  want: {want}");
        assert!(!err.contains('\n'), "{err}");
    }
}

/// Export names become valid PTX entry names (a letter, or `_`/`$` and one more character).
#[test]
fn entry_names_are_valid_ptx_identifiers() {
    use tensor_wasm_compiler::pipeline::entry_name;
    assert_eq!(entry_name("vector_add"), "vector_add");
    assert_eq!(entry_name("f32.add"), "f32_add");
    assert_eq!(entry_name("\n"), "_f");
    assert_eq!(entry_name(""), "_f");
    assert_eq!(entry_name("7up"), "_7up");
    assert_eq!(entry_name("x"), "x");
    assert_eq!(
        entry_name("as-global.set_value_$g0"),
        "as_global_set_value__g0"
    );
    let wasm = wasm_from_bytes(
        b"(module (func (export \"\\0a\") (param i32) (result i32) (local.get 0)))",
    )
    .unwrap();
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let kernel = lower(&wasm, "\n", &options).unwrap();
    assert!(kernel.ptx.contains(".visible .entry _f("), "{}", kernel.ptx);
}

/// One run of a SIMD fixture (golden/fixtures/simd_c.c): the memory, the arguments, the thread
/// count, and the bytes the output range must hold afterwards (computed here in Rust).
struct SimdCase {
    mem: Vec<u8>,
    args: Vec<RtValue>,
    threads: u32,
    out: usize,
    expect: Vec<u8>,
}

/// The SIMD fixture functions, each handling a chunk of 64 elements per thread.
const SIMD_FIXTURES: [&str; 3] = ["saxpy_chunk", "blend_u8", "sum_squares"];

fn simd_case(func: &str, n: usize, base: usize, rng: &mut Rng) -> SimdCase {
    let mut mem = vec![0u8; base + 12 * n + 65536];
    let threads = n.div_ceil(64) as u32;
    let i32v = |x: usize| RtValue::I32(x as u32);
    match func {
        "saxpy_chunk" => {
            let (xo, yo) = (base, base + 4 * n);
            let a = -1.375f32;
            let mut expect = Vec::with_capacity(4 * n);
            for i in 0..n {
                let (x, y) = (rng.f32(), rng.f32());
                mem[xo + 4 * i..][..4].copy_from_slice(&x.to_le_bytes());
                mem[yo + 4 * i..][..4].copy_from_slice(&y.to_le_bytes());
                expect.extend_from_slice(&(a * x + y).to_le_bytes());
            }
            let args = vec![i32v(n), RtValue::F32(a.to_bits()), i32v(xo), i32v(yo)];
            SimdCase {
                mem,
                args,
                threads,
                out: yo,
                expect,
            }
        }
        "blend_u8" => {
            let (ao, bo, oo) = (base, base + n, base + 2 * n);
            let mut expect = Vec::with_capacity(n);
            for i in 0..n {
                let (a, b) = (rng.next() as u8, rng.next() as u8);
                mem[ao + i] = a;
                mem[bo + i] = b;
                expect.push((u32::from(a) + u32::from(b)).min(255) as u8 >> 1);
            }
            let args = vec![i32v(n), i32v(ao), i32v(bo), i32v(oo)];
            SimdCase {
                mem,
                args,
                threads,
                out: oo,
                expect,
            }
        }
        _ => {
            let (xo, so) = (base, base + 4 * n);
            let xs: Vec<i32> = (0..n).map(|_| rng.next() as i32).collect();
            for (i, x) in xs.iter().enumerate() {
                mem[xo + 4 * i..][..4].copy_from_slice(&x.to_le_bytes());
            }
            let expect: Vec<u8> = xs
                .chunks(64)
                .flat_map(|c| {
                    c.iter()
                        .fold(0i32, |s, x| s.wrapping_add(x.wrapping_mul(*x)))
                        .to_le_bytes()
                })
                .collect();
            let args = vec![i32v(n), i32v(xo), i32v(so)];
            SimdCase {
                mem,
                args,
                threads,
                out: so,
                expect,
            }
        }
    }
}

/// The SIMD fixtures compute, in the LoweredOp interpreter, what Rust computes: vector bodies
/// and scalar remainders (n is not a multiple of the vector width), aligned and not.
#[test]
fn simd_fixtures_compute_what_the_cpu_computes() {
    let wasm = load("simd_c.wasm");
    let mut rng = Rng(0x5eed_51d0_0000_0007);
    for func in SIMD_FIXTURES {
        let lowered = lower_to_lowered_ir(&wasm, func, &Options::default()).unwrap();
        assert!(
            lowered_ir::print_function(&lowered).contains("x4 ")
                || lowered_ir::print_function(&lowered).contains("x16 "),
            "{func}: clang did not vectorize"
        );
        for (n, misalign) in [(1003usize, 0usize), (517, 1)] {
            let mut case = simd_case(func, n, 64 + misalign, &mut rng);
            let trap = Interpreter::new()
                .run_kernel_grid_with_args(
                    &lowered,
                    &case.args,
                    &mut case.mem,
                    Dim3::new(case.threads.div_ceil(32), 1, 1),
                    Dim3::new(32, 1, 1),
                )
                .unwrap();
            assert_eq!(trap, None, "{func}");
            assert_eq!(
                &case.mem[case.out..case.out + case.expect.len()],
                &case.expect[..],
                "{func} n={n} misalign={misalign}"
            );
        }
    }
}

/// The SIMD fixtures on the GPU equal the CPU reference (Rust) byte for byte, aligned and
/// misaligned by one byte.
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_simd_fixtures_equal_cpu() {
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let wasm = load("simd_c.wasm");
    let mut rng = Rng(0x5eed_51d0_0000_0009);
    for func in SIMD_FIXTURES {
        let kernel = lower(&wasm, func, &Options::default()).unwrap();
        let kid = rt
            .load_ptx(&kernel.ptx, &kernel.entry)
            .unwrap_or_else(|e| panic!("{func}: load_ptx: {e}"));
        for misalign in [0usize, 1] {
            let n = (1 << 20) + 3;
            let mut case = simd_case(func, n, 64 + misalign, &mut rng);
            let args: Vec<LoweredArg> = case
                .args
                .iter()
                .map(|a| match a {
                    RtValue::F32(b) => LoweredArg::F32(f32::from_bits(*b)),
                    other => LoweredArg::I32(other.bits() as i32),
                })
                .collect();
            rt.upload(&case.mem).unwrap();
            let block = 128u32;
            let grid = case.threads.div_ceil(block);
            rt.launch_lowered(
                kid,
                [grid, 1, 1],
                [block, 1, 1],
                case.mem.len() as u64,
                &args,
            )
            .unwrap_or_else(|e| panic!("{func}: launch: {e}"));
            rt.sync().unwrap();
            rt.download(&mut case.mem).unwrap();
            let got = &case.mem[case.out..case.out + case.expect.len()];
            let differ = got.iter().zip(&case.expect).filter(|(g, e)| g != e).count();
            assert_eq!(
                differ, 0,
                "{func} (misalign {misalign}): {differ} bytes differ"
            );
            eprintln!("gpu: simd_c.wasm ({func}), {n} elements, misalign {misalign}: bit-exact");
        }
    }
}

/// `memory.grow` in a kernel: its memory is the allocation its launch gets, so growing by 0
/// pages answers the size and by more fails (-1), which wasm allows; `memory.size` stays
/// exact. Each thread `i` writes `grow(i)` and `memory.size` at `8 i`.
const FIXED_GROW_WAT: &str = r#"(module
  (import "wasi:cuda/device" "thread_idx_x" (func $thread (result i32)))
  (memory 2)
  (func (export "grow")
    (local $at i32)
    (local.set $at (i32.shl (call $thread) (i32.const 3)))
    (i32.store (local.get $at) (memory.grow (call $thread)))
    (i32.store offset=4 (local.get $at) (memory.size))))"#;

#[test]
fn a_kernel_lowers_memory_grow_on_its_fixed_memory() {
    let wasm = wat::parse_str(FIXED_GROW_WAT).expect("WAT");
    let kernel = lower(&wasm, "grow", &Options::default()).expect("lowers");
    assert!(kernel.ptx.contains("selp"), "{}", kernel.ptx);
}

#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_kernel_memory_grow_answers_the_size_or_fails() {
    let wasm = wat::parse_str(FIXED_GROW_WAT).expect("WAT");
    let kernel = lower(&wasm, "grow", &Options::default()).expect("lowers");
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let kid = rt.load_ptx(&kernel.ptx, &kernel.entry).expect("loads");
    let mut mem = vec![0xffu8; 2 * 65536];
    rt.upload(&mem).unwrap();
    rt.launch_lowered(kid, [1, 1, 1], [4, 1, 1], mem.len() as u64, &[])
        .unwrap();
    rt.sync().unwrap();
    rt.download(&mut mem).unwrap();
    let word = |i: usize| i32::from_le_bytes(mem[4 * i..4 * i + 4].try_into().unwrap());
    let got: Vec<(i32, i32)> = (0..4).map(|t| (word(2 * t), word(2 * t + 1))).collect();
    assert_eq!(got, vec![(2, 2), (-1, 2), (-1, 2), (-1, 2)]);
}

/// A kernel of a multi-memory module that reads memory `$b` and `$c` and writes `$zero`
/// (memory 0) and `$c`, one element per thread; `oob` loads `$b` at its argument.
const OTHER_MEMORIES_WAT: &str = r#"(module
  (import "wasi:cuda/device" "thread_idx_x" (func $thread (result i32)))
  (import "wasi:cuda/device" "block_idx_x" (func $block (result i32)))
  (import "wasi:cuda/device" "block_dim_x" (func $dim (result i32)))
  (func $tid (result i32)
    (i32.add (i32.mul (call $block) (call $dim)) (call $thread)))
  (memory $zero 1)
  (memory $b 1)
  (memory $c 1 4)
  (func (export "mix") (param $n i32)
    (local $at i32)
    (local.set $at (i32.shl (call $tid) (i32.const 2)))
    (if (i32.lt_u (call $tid) (local.get $n))
      (then
        (i32.store $zero (local.get $at)
          (i32.add (i32.mul (i32.load $b (local.get $at)) (i32.const 3))
                   (i32.load $c (local.get $at))))
        (i32.store $c (local.get $at)
          (i32.add (i32.load $b (local.get $at)) (memory.size $c))))))
  (func (export "oob") (param $at i32)
    (i32.store $zero (i32.const 0) (i32.load $b (local.get $at)))))"#;

/// Kernel mode refuses ops on memories besides memory 0 unless they are lowered to read
/// them from the state window after memory 0 (`Options::other_memories`).
#[test]
fn a_kernel_reads_other_memories_only_when_lowered_with_them() {
    let wasm = wat::parse_str(OTHER_MEMORIES_WAT).expect("WAT");
    let refused = lower(&wasm, "mix", &Options::default()).expect_err("memory 0 only");
    let text = refused.to_string();
    assert!(
        text.contains("multi-memory") && text.contains("--other-memories"),
        "{text}"
    );
    let options = Options {
        other_memories: true,
        ..Options::default()
    };
    let kernel = lower(&wasm, "mix", &options).expect("lowers with the other memories");
    assert!(kernel.ptx.contains(".entry"), "{}", kernel.ptx);
}

/// Kernel mode with the other memories after memory 0 (`kernel_runner`): each thread's
/// element of memory 0 and of `$c` equals what the wasm computes (`3 b + c`, `b + 1`), the
/// other memories come back, and a load past `$b`'s length traps with the thread's id.
#[test]
#[ignore = "requires a CUDA GPU"]
fn gpu_kernel_mode_reads_and_writes_other_memories() {
    use tensor_wasm_compiler::kernel_runner::launch_with_memories;
    use tensor_wasm_compiler::map_runner::MapRunError;
    use tensor_wasm_compiler::map_state::DeviceMemory;
    let wasm = wat::parse_str(OTHER_MEMORIES_WAT).expect("WAT");
    let options = Options {
        other_memories: true,
        ..Options::default()
    };
    let mut rt = Runtime::new();
    assert!(rt.is_available(), "no CUDA driver: {:?}", rt.last_error());
    let mix = lower(&wasm, "mix", &options).expect("lowers");
    let mix = rt.load_ptx(&mix.ptx, &mix.entry).expect("loads");
    const N: usize = 1000;
    let page = 65536;
    let word = |m: &[u8], i: usize| u32::from_le_bytes(m[4 * i..4 * i + 4].try_into().unwrap());
    let mut zero = vec![0u8; page];
    let memory = |f: &dyn Fn(usize) -> u32, capacity: usize| {
        let mut bytes = vec![0u8; page];
        for i in 0..N {
            bytes[4 * i..4 * i + 4].copy_from_slice(&f(i).to_le_bytes());
        }
        DeviceMemory {
            bytes,
            capacity,
            page_log2: 16,
        }
    };
    let b = |i: usize| (i as u32).wrapping_mul(2_654_435_761);
    let c = |i: usize| (i as u32) ^ 0x5a5a_5a5a;
    let mut memories = vec![
        DeviceMemory {
            bytes: Vec::new(),
            capacity: 0,
            page_log2: 16,
        },
        memory(&b, page),
        memory(&c, 4 * page),
    ];
    launch_with_memories(
        &mut rt,
        mix,
        ([4, 1, 1], [256, 1, 1]),
        &mut zero,
        &mut memories,
        &[LoweredArg::I32(N as i32)],
    )
    .expect("launches");
    for i in 0..N {
        assert_eq!(
            word(&zero, i),
            b(i).wrapping_mul(3).wrapping_add(c(i)),
            "zero[{i}]"
        );
        assert_eq!(word(&memories[2].bytes, i), b(i).wrapping_add(1), "c[{i}]");
        assert_eq!(word(&memories[1].bytes, i), b(i), "b[{i}] unchanged");
    }
    assert_eq!(word(&zero, N), 0, "past n nothing is written");
    let oob = lower(&wasm, "oob", &options).expect("lowers");
    let oob = rt.load_ptx(&oob.ptx, &oob.entry).expect("loads");
    let err = launch_with_memories(
        &mut rt,
        oob,
        ([1, 1, 1], [1, 1, 1]),
        &mut zero,
        &mut memories,
        &[LoweredArg::I32(page as i32 - 2)],
    )
    .expect_err("a load past $b traps");
    match err {
        MapRunError::Shim(AbiError::Trap { kind, thread }) => {
            assert_eq!((kind, thread), (ShimTrap::MemoryOutOfBounds, 0));
        }
        other => panic!("expected a trap, got {other}"),
    }
    launch_with_memories(
        &mut rt,
        oob,
        ([1, 1, 1], [1, 1, 1]),
        &mut zero,
        &mut memories,
        &[LoweredArg::I32(8)],
    )
    .expect("the context survives the trap");
    assert_eq!(word(&zero, 0), b(2));
}
