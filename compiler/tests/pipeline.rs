//! The compiler's public behaviour: every stage of every fixture against its golden file, the
//! PTX rules of DESIGN.md sections 4-6, the lowered kernels computing what the CPU computes
//! (through the LoweredOp interpreter), and every bad-input path with its message.
//!
//! One integration-test binary for the crate (each links LLVM statically).

use lowered_ir::interp::{Dim3, Interpreter, RtValue};
use std::path::PathBuf;
use tensor_wasm_compiler::pipeline::{lower_to_lowered_ir, read_module, wasm_from_bytes};
use tensor_wasm_compiler::{lower, CompileError, Options};

/// (fixture file, function) for every kernel-mode fixture; golden/fixtures/kernels.txt lists the
/// same pairs for the scripts.
fn fixtures() -> Vec<(String, String)> {
    let list =
        std::fs::read_to_string(golden_dir().join("fixtures/kernels.txt")).expect("kernels.txt");
    list.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split_whitespace();
            (
                parts.next().unwrap_or_default().to_string(),
                parts.next().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../golden")
}

fn load(file: &str) -> Vec<u8> {
    read_module(&golden_dir().join("fixtures").join(file)).expect("fixture")
}

fn snapshot_name(file: &str, stage: &str) -> String {
    format!("{}.{stage}", file.replace('.', "_"))
}

#[test]
fn golden_stages_of_every_fixture() {
    for (file, func) in fixtures() {
        let kernel = lower(&load(&file), &func, &Options::default())
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        insta::with_settings!({
            snapshot_path => golden_dir().join("snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
            description => format!("tensor-wasm lower golden/fixtures/{file} --func {func} --mode kernel"),
        }, {
            insta::assert_snapshot!(snapshot_name(&file, "lowered"), kernel.stages.lowered);
            insta::assert_snapshot!(snapshot_name(&file, "mir"), kernel.stages.mir);
            insta::assert_snapshot!(snapshot_name(&file, "llvm"), kernel.stages.llvm);
            insta::assert_snapshot!(snapshot_name(&file, "ptx"), kernel.ptx);
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
        // The fast path has one 32-bit global load per input element and one store.
        let loads = ptx.matches("ld.global.b32").count();
        let stores = ptx.matches("st.global.b32").count();
        assert_eq!((loads, stores), (2, 1), "{file}");
        // Every access is checked in the lowered IR; in the PTX, one check per distinct address
        // against mem_len (saxpy loads and stores y[i]: LLVM keeps one check for both).
        assert_eq!(
            kernel.stages.lowered.matches("bounds_check").count(),
            3,
            "{file}"
        );
        let distinct_addresses = if func == "saxpy" { 2 } else { 3 };
        let checks = ptx.matches("setp.gt.u64").count() + ptx.matches("setp.le.u64").count();
        assert_eq!(checks, distinct_addresses, "{file}");
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
            "(module (memory 1) (func (export \"f\") (drop (memory.grow (i32.const 1)))))",
            "f",
            "function `f`: `memory.grow (kernels run on a fixed memory)` is unsupported",
        ),
        (
            "(module (table 1 funcref) (type $t (func)) (func (export \"f\") (call_indirect (type $t) (i32.const 0))))",
            "f",
            "function `f`: `call_indirect (tables live on the host)` is unsupported",
        ),
        (
            "(module (func (export \"f\") (param v128) (drop (i32x4.extract_lane 0 (local.get 0)))))",
            "f",
            "function `f`: the vector family has no lowering for Cranelift opcode `bitcast`",
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
fn mode_map_and_auto_are_refused_with_a_reason() {
    for mode in [
        tensor_wasm_compiler::Mode::Map,
        tensor_wasm_compiler::Mode::Auto,
    ] {
        let err = lower(
            &load("vector_add.wat"),
            "vector_add",
            &Options {
                mode,
                ..Options::default()
            },
        )
        .unwrap_err();
        assert!(
            err.to_string()
                .contains("this entry mode is not implemented yet"),
            "{err}"
        );
    }
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
