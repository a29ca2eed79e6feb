//! The bodies of the cargo-fuzz targets in `fuzz/fuzz_targets/` (docs/FUZZING.md). Each
//! target there is one line that calls the function of the same name here, and the CI smoke
//! (`tests` below) calls the same functions on proptest-drawn bytes, so a campaign and the
//! smoke exercise exactly the same code.
//!
//! Each function takes arbitrary bytes and panics only on a finding:
//! - [`lower_any`]: a module (raw bytes that start with `\0asm` or WAT text that starts with
//!   `(module`, the seeds from golden/; else a wasm-smith module
//!   configured to the features we accept or, one input in four, to arbitrary features we
//!   must reject) lowered in kernel and map mode ends in PTX text or a typed `CompileError`;
//! - [`diff_interp`]: a module without imports, each exported function with scalar
//!   parameters called in the LoweredOp interpreter and in wasmi 2 (`conform::engines`):
//!   the same results, trap kinds and memory;
//! - [`lowered_text`]: the LoweredOp text parser never panics, and a parsed function that
//!   verifies prints to text that parses back to the same function;
//! - [`argv`]: `parse_argv` never panics, respects the caps and round-trips;
//! - [`dialect_text`]: pliron's parser with the `mir` and `nvvm` dialects never panics;
//! - [`detect`]: the auto-offload detector and planner on modules or LoweredOp text end in a
//!   report or a typed error; a function with a parallel nest runs in auto mode (kernels
//!   simulated) exactly as with every loop on the CPU.
//!
//! Built for tests and with the `fuzzing` feature only; nothing here ships.

use crate::conform::engines::{agree, same_memory, try_interp_call, Ending, Wasmi};
use crate::conform::instance::{import_modules, Instance, InstantiateError};
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower, Mode, Options};
use arbitrary::{Arbitrary, Unstructured};
use lowered_ir::{RtValue, ThreadPosition};
use tensor_wasm_shim::{
    encode_argv, parse_argv, LoweredArg, MAX_KERNEL_ARGS, MAX_KERNEL_ARGS_BYTES,
};
use wasm_smith::{Config, Module};

/// At most this many exported functions of one module are lowered or called (each lowering
/// runs LLVM; a campaign wants many small modules more than a few large ones).
const MAX_FUNCS_PER_MODULE: usize = 4;

/// Modules with a larger memory are skipped by [`diff_interp`] (memory is compared after
/// every call).
const MAX_DIFF_MEMORY_BYTES: usize = 4 * 65536;

/// wasm-smith settings shared by the generated modules: the features the frontend accepts
/// (MVP, sign extension, saturating truncation, multi-value, bulk memory) and nothing else.
fn accepted_config(u: &mut Unstructured<'_>) -> arbitrary::Result<Config> {
    let mut c = Config {
        simd_enabled: false,
        relaxed_simd_enabled: false,
        threads_enabled: false,
        shared_everything_threads_enabled: false,
        reference_types_enabled: false,
        gc_enabled: false,
        exceptions_enabled: false,
        tail_call_enabled: false,
        memory64_enabled: false,
        wide_arithmetic_enabled: false,
        extended_const_enabled: false,
        custom_page_sizes_enabled: false,
        custom_descriptors_enabled: false,
        compact_imports_enabled: false,
        multi_value_enabled: true,
        saturating_float_to_int_enabled: true,
        sign_extension_ops_enabled: true,
        bulk_memory_enabled: true,
        max_tables: 0,
        max_element_segments: 0,
        max_memories: 1,
        max_memory32_bytes: 4 * 65536,
        max_funcs: 8,
        max_exports: 8,
        max_imports: 0,
        max_instructions: 100,
        max_data_segments: 4,
        max_globals: 8,
        max_types: 16,
        ..Config::default()
    };
    // Only exported functions are lowered and called: export every one.
    c.export_everything = true;
    c.min_funcs = 1;
    c.min_types = 1;
    c.allow_start_export = u.arbitrary()?;
    Ok(c)
}

/// Arbitrary wasm-smith settings (features we must reject included), kept small.
fn any_config(u: &mut Unstructured<'_>) -> arbitrary::Result<Config> {
    let mut c = Config::arbitrary(u)?;
    c.export_everything |= u.arbitrary::<bool>()?;
    c.max_funcs = c.max_funcs.min(8);
    c.max_instructions = c.max_instructions.min(100);
    c.max_types = c.max_types.min(16);
    c.max_imports = c.max_imports.min(8);
    c.max_exports = c.max_exports.min(8);
    c.min_funcs = c.min_funcs.min(c.max_funcs);
    c.min_types = c.min_types.min(c.max_types);
    c.min_imports = c.min_imports.min(c.max_imports);
    c.min_exports = c.min_exports.min(c.max_exports);
    Ok(c)
}

/// Target `lower_any`: see the module doc.
pub fn lower_any(data: &[u8]) {
    if let Some(wasm) = module_from(data) {
        lower_module(&wasm);
    }
}

/// The module `lower_any` and `detect` read from their input: raw wasm, a WAT seed, or a
/// wasm-smith module (three in four with the features we accept, one in four arbitrary).
fn module_from(data: &[u8]) -> Option<Vec<u8>> {
    if data.starts_with(b"\0asm") {
        return Some(data.to_vec());
    }
    if let Some(wasm) = wat_seed(data) {
        return Some(wasm);
    }
    let mut u = Unstructured::new(data);
    let selector = u.arbitrary::<u8>().ok()?;
    let config = if selector % 4 == 0 {
        any_config(&mut u)
    } else {
        accepted_config(&mut u)
    };
    let module = Module::new(config.ok()?, &mut u).ok()?;
    Some(module.to_bytes())
}

/// Target `detect`: the auto-offload detector and launch planner on a module (raw wasm, WAT
/// seeds, or wasm-smith with accepted or arbitrary features) or on LoweredOp text that
/// verifies: a report or a typed error, never a panic.
pub fn detect(data: &[u8]) {
    if let Ok(text) = std::str::from_utf8(data) {
        if text.starts_with("function") {
            let Ok(funcs) = lowered_ir::parse_functions(text) else {
                return;
            };
            for f in funcs {
                if lowered_ir::verify_function(&f).is_err() {
                    continue;
                }
                let mut report = crate::auto::FunctionReport {
                    name: f.name.clone(),
                    index: 0,
                    signature: String::new(),
                    verdict: crate::auto::FunctionVerdict::Sequential,
                    reasons: Vec::new(),
                    loops: Vec::new(),
                    kernels: Vec::new(),
                };
                crate::auto::analyse(&f, &mut report);
                let _ = crate::auto::plan::plan_function(&f);
            }
            return;
        }
    }
    let Some(wasm) = module_from(data) else {
        return;
    };
    let Ok(report) = crate::auto::detect(&wasm) else {
        return;
    };
    let _ = report.render_text();
    let _ = report.to_json();
    let mut u = Unstructured::new(data);
    for f in report.functions.iter().take(MAX_FUNCS_PER_MODULE) {
        if f.verdict != crate::auto::FunctionVerdict::Rejected {
            let _ = crate::auto::plan::plan_json(&wasm, &format!("func{}", f.index));
        }
        if f.verdict == crate::auto::FunctionVerdict::Offload {
            offload_changes_nothing(&wasm, f.index, &mut u);
        }
    }
}

/// Steps each interpreter run of [`offload_changes_nothing`] may take.
const AUTO_FUEL: u64 = 200_000;

/// Auto mode's execution on function `index` of `wasm` with arguments from `u`: with its
/// outlined nests launched (simulated, threads in reverse order, no first-call check) the call
/// must end exactly as with every loop on the CPU: same results or trap, same memory.
fn offload_changes_nothing(wasm: &[u8], index: u32, u: &mut Unstructured<'_>) {
    use crate::auto::offload::{InterpExecutor, OffloadOptions};
    use crate::auto::run::{prepare, run_prepared, RunRequest};
    let Ok(prepared) = prepare(wasm, &format!("func{index}")) else {
        return;
    };
    if prepared.auto.outlined.is_empty() {
        return;
    }
    let args: Option<Vec<String>> = prepared
        .auto
        .f
        .signature
        .params
        .iter()
        .map(|t| {
            // Mostly sizes (below 256) and pointers (below 64 KiB, inside the memory, half of
            // them 16-byte aligned).
            let x: u64 = match u.arbitrary::<u8>().ok()? % 4 {
                0 => u64::from(u.arbitrary::<u8>().ok()?),
                1 => u64::from(u.arbitrary::<u16>().ok()? & !15),
                2 => u64::from(u.arbitrary::<u16>().ok()?),
                _ => u.arbitrary().ok()?,
            };
            Some(match t {
                lowered_ir::LoweredType::I32 | lowered_ir::LoweredType::F32 => {
                    format!("{:#x}", x as u32)
                }
                _ => format!("{x:#x}"),
            })
        })
        .collect();
    let Some(args) = args else {
        return;
    };
    let req = RunRequest {
        func: prepared.name.clone(),
        args,
        memory_pages: Some(4),
        random_memory: Some(1),
        check: false,
        offload: OffloadOptions {
            first_call_check: false,
            tolerance_ulps: 0,
            fuel: AUTO_FUEL,
            ..OffloadOptions::default()
        },
    };
    let mut gpu = InterpExecutor {
        fuel: Some(AUTO_FUEL),
        ..InterpExecutor::default()
    };
    let Ok(launched) = run_prepared(&prepared, &req, &mut gpu) else {
        return;
    };
    // The all-CPU run: the same request on a copy whose nests are not outlined.
    let mut cpu_prepared = prepared;
    cpu_prepared.auto.outlined.clear();
    cpu_prepared.auto.not_outlined.clear();
    let Ok(cpu) = run_prepared(&cpu_prepared, &req, &mut InterpExecutor::default()) else {
        return;
    };
    assert_eq!(
        gpu.out_of_bounds, 0,
        "func{index}: a launch accessed memory out of bounds (its preconditions passed)"
    );
    for e in &gpu.errors {
        assert!(
            e.contains("out of fuel"),
            "func{index}: a simulated kernel failed: {e}"
        );
    }
    assert_eq!(
        launched.ending, cpu.ending,
        "func{index}: offloaded vs all-CPU ending"
    );
    assert!(
        launched.memory == cpu.memory,
        "func{index}: offloaded vs all-CPU memory differ at byte {:?}",
        launched
            .memory
            .iter()
            .zip(&cpu.memory)
            .position(|(a, b)| a != b)
    );
}

/// A seed written as WAT (`(module ...)`, from golden/ and the spec suite): its bytes.
fn wat_seed(data: &[u8]) -> Option<Vec<u8>> {
    if !data.starts_with(b"(module") {
        return None;
    }
    wat::parse_bytes(data).ok().map(|w| w.into_owned())
}

/// Lowers (up to [`MAX_FUNCS_PER_MODULE`]) exported functions of `wasm` in kernel and map
/// mode: PTX text or a typed error, never a panic. LLVM verifies the module inside codegen.
pub fn lower_module(wasm: &[u8]) {
    let names: Vec<String> = match ModuleInfo::parse(wasm) {
        Ok(info) => info
            .exports
            .iter()
            .take(MAX_FUNCS_PER_MODULE)
            .map(|(name, _)| name.clone())
            .collect(),
        // Invalid modules still go through `lower` once, for its error path.
        Err(_) => vec!["f".to_string()],
    };
    for name in &names {
        for mode in [Mode::Kernel, Mode::Map] {
            let options = Options {
                mode,
                ..Options::default()
            };
            match lower(wasm, name, &options) {
                Ok(kernel) => assert!(
                    !kernel.ptx.trim().is_empty(),
                    "`{name}` in {} mode lowered to empty PTX",
                    mode.name()
                ),
                // A typed error is the other allowed ending; rendering it must not panic.
                Err(e) => drop(e.to_string()),
            }
        }
    }
}

/// Target `diff_interp`: see the module doc.
pub fn diff_interp(data: &[u8]) {
    if data.starts_with(b"\0asm") {
        // A raw module (a seed from golden/): fixed arguments, f32 NaN words compare loosely
        // since nothing canonicalizes the module's NaNs.
        return compare_module(data, &mut Unstructured::new(&[]), true);
    }
    if let Some(wasm) = wat_seed(data) {
        return compare_module(&wasm, &mut Unstructured::new(&[]), true);
    }
    let mut u = Unstructured::new(data);
    let Ok(mut config) = accepted_config(&mut u) else {
        return;
    };
    // Wasm leaves NaN bits open; canonicalized NaNs keep memory comparable bit for bit.
    config.canonicalize_nans = true;
    let Ok(mut module) = Module::new(config, &mut u) else {
        return;
    };
    // Both engines then see the same fuel counter trap with `unreachable` in a runaway loop.
    if module.ensure_termination(1_000).is_err() {
        return;
    }
    compare_module(&module.to_bytes(), &mut u, false);
}

/// Calls the scalar exported functions of `wasm` in both engines on arguments drawn from
/// `args`, asserting agreement after each call. Stops quietly at the first call that has no
/// shared ending (a function or callee that does not lower, interpreter fuel, exhaustion in
/// only one engine): state may differ after it.
pub fn compare_module(wasm: &[u8], args: &mut Unstructured<'_>, nan_words: bool) {
    // Modules without imports only: the engines link imports differently.
    if !import_modules(wasm).is_empty() {
        return;
    }
    let ours = Instance::new(wasm.to_vec());
    let theirs = Wasmi::try_new(wasm);
    let (mut ours, mut theirs) = match (ours, theirs) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(InstantiateError::Trap(kind)), Ok(_)) => {
            panic!("instantiation traps ({kind:?}) in the interpreter but not in wasmi")
        }
        (Ok(_), Err(e)) => panic!("instantiation succeeds in the interpreter, wasmi: {e}"),
        _ => return,
    };
    if ours.memory().len() > MAX_DIFF_MEMORY_BYTES || ours.growth_is_capped() {
        // Too large to compare, or `memory.grow` could succeed in wasmi past our cap.
        return;
    }
    let funcs: Vec<(String, Vec<wasmi::ValType>)> = theirs
        .instance
        .exports(&theirs.store)
        .filter_map(|e| {
            let name = e.name().to_string();
            let ty = e.ty(&theirs.store).func()?.clone();
            let scalar = |t: &wasmi::ValType| {
                use wasmi::ValType as V;
                matches!(t, V::I32 | V::I64 | V::F32 | V::F64)
            };
            (ty.params().iter().all(scalar) && ty.results().iter().all(scalar))
                .then(|| (name, ty.params().to_vec()))
        })
        .take(MAX_FUNCS_PER_MODULE)
        .collect();
    for (name, params) in &funcs {
        let Some(index) = ours.export(name) else {
            continue;
        };
        for round in 0..2u64 {
            let values = draw_args(params, args, round);
            let Ok(mine) = try_interp_call(&mut ours, index, &values, None) else {
                return;
            };
            let Ok(wasmi) = theirs.try_call(name, &values, ThreadPosition::SINGLE) else {
                return;
            };
            if mine == Ending::Exhausted || wasmi == Ending::Exhausted {
                // The engines' stack limits differ: agreement stops here.
                return;
            }
            assert!(
                agree(&mine, &wasmi),
                "`{name}` on {values:?}: interpreter {mine:?}, wasmi {wasmi:?}"
            );
            if let Some(memory) = theirs.memory() {
                assert!(
                    same_memory(ours.memory(), &memory, nan_words),
                    "`{name}` on {values:?}: memories differ first at byte {:?}",
                    ours.memory().iter().zip(&memory).position(|(a, b)| a != b)
                );
            }
        }
    }
}

/// Arguments for `params`: from `u` while it lasts, then edge values by `round`.
fn draw_args(params: &[wasmi::ValType], u: &mut Unstructured<'_>, round: u64) -> Vec<RtValue> {
    use wasmi::ValType as V;
    let edge = [0u64, 1, u64::MAX, 1 << 31][round as usize % 4];
    params
        .iter()
        .map(|t| {
            let bits: u64 = if u.is_empty() {
                edge
            } else {
                u.arbitrary().unwrap_or(edge)
            };
            match t {
                V::I32 => RtValue::I32(bits as u32),
                V::I64 => RtValue::I64(bits),
                V::F32 => RtValue::F32(bits as u32),
                _ => RtValue::F64(bits),
            }
        })
        .collect()
}

/// Target `lowered_text`: see the module doc.
pub fn lowered_text(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let Ok(funcs) = lowered_ir::parse_functions(&text) else {
        return;
    };
    for f in funcs {
        if lowered_ir::verify_function(&f).is_err() {
            continue;
        }
        let printed = lowered_ir::print_function(&f);
        let again = lowered_ir::parse_function(&printed)
            .unwrap_or_else(|e| panic!("the printed text does not parse: {e}\n{printed}"));
        assert_eq!(
            again, f,
            "print then parse changed the function:\n{printed}"
        );
    }
}

/// Target `argv`: 8 bytes of memory length (little endian), then the argv buffer. An
/// accepted argv re-encodes to exactly the input, stays within the caps and every pointer
/// window lies inside the memory; a rejected one carries one of the argv codes (-2, -6, -10).
pub fn argv(data: &[u8]) {
    if data.len() < 8 {
        return;
    }
    let (len_bytes, argv) = data.split_at(8);
    let mut len = [0u8; 8];
    len.copy_from_slice(len_bytes);
    let memory_len = u64::from_le_bytes(len);
    match parse_argv(argv, memory_len) {
        Ok(args) => {
            assert!(argv.len() <= MAX_KERNEL_ARGS_BYTES);
            assert!(args.len() <= MAX_KERNEL_ARGS);
            assert_eq!(encode_argv(&args), argv);
            for arg in &args {
                if let LoweredArg::Ptr { guest_offset, len } = *arg {
                    let end = u64::from(guest_offset) + u64::from(len);
                    assert!(end <= memory_len && end <= u64::from(u32::MAX));
                }
            }
        }
        Err(e) => assert!(
            matches!(e.code(), -2 | -6 | -10),
            "unexpected code {}",
            e.code()
        ),
    }
}

/// Target `dialect_text`: see the module doc. Parsing goes through
/// `tensor_wasm_dialects::text` (pliron's parser behind a guard); a parsed operation is
/// verified and printed too (neither may panic).
pub fn dialect_text(data: &[u8]) {
    use pliron::{context::Context, printable::Printable};
    let text = String::from_utf8_lossy(data);
    let ctx = &mut Context::new();
    if let Ok(op) = tensor_wasm_dialects::text::parse_operation_text(ctx, &text) {
        let _ = pliron::operation::verify_operation(op, ctx);
        let _ = op.disp(ctx).to_string();
    }
}

#[cfg(test)]
mod tests;
