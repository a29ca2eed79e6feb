//! The whole pipeline behind one call: [`lower`] takes wasm bytes and a function name and
//! returns a [`Kernel`] (PTX, entry name, parameter ABI and every stage's text).
//!
//! Stage order (each a module of its own): frontend (validate, translate) -> families ->
//! LoweredOp verifier -> convert to `mir` -> mem2reg -> LLVM dialect -> LLVM IR text -> PTX.
//! This module only sequences stages and checks the entry-mode rules; it must not transform IR.

use crate::convert::{convert_function, Callee, EntryForm, IndirectTargets, Linkage};
use crate::error::{CompileError, Result};
use crate::families::lower_function;
use crate::frontend::{translate_function, ModuleInfo};
use crate::llvm::{codegen, export, lower_to_llvm_dialect, promote_slots};
use lowered_ir::{BlockId, LoweredFunction, LoweredOp, LoweredType};
use pliron::{
    builtin::ops::ModuleOp, context::Context, identifier::Identifier, op::Op, printable::Printable,
};
use std::path::Path;

/// How the function becomes a kernel (DESIGN.md section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// The function is the body of one GPU thread.
    #[default]
    Kernel,
    /// The function is evaluated for N argument tuples.
    Map,
    /// Parallel loops of ordinary code become kernels.
    Auto,
}

impl Mode {
    pub fn name(self) -> &'static str {
        match self {
            Mode::Kernel => "kernel",
            Mode::Map => "map",
            Mode::Auto => "auto",
        }
    }
}

/// Whether linear-memory accesses are bounds-checked (`Off` exists for measurement only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BoundsCheckMode {
    #[default]
    On,
    Off,
}

/// Lowering options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub mode: Mode,
    /// Target `sm_XX` (80 by default; 90 for Hopper).
    pub sm: u32,
    pub bounds_checks: BoundsCheckMode,
    /// Calls of imports other than `wasi:cuda/device` become `call`s of the import's
    /// index, for an interpreter whose resolver links them (the spec runner); off, they
    /// are refused with the import's name, as nothing links them on the GPU.
    pub link_imports: bool,
    /// Kernel mode: the ops on memories besides memory 0 (multi-memory) read those
    /// memories from the state window after memory 0, which the host appends
    /// (`kernel_runner::launch_with_memories`; docs/ABI.md "Other memories in kernel
    /// mode"). Off, they are refused: a kernel gets memory 0 only. Map mode always has them.
    pub other_memories: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            mode: Mode::Kernel,
            sm: 80,
            bounds_checks: BoundsCheckMode::On,
            link_imports: false,
            other_memories: false,
        }
    }
}

/// The PTX type of one kernel parameter, with its W1.1 argv tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbiType {
    /// A linear-memory window (tag 0x07).
    Ptr,
    /// Tag 0x05.
    U32,
    /// Tag 0x06.
    U64,
    /// Tag 0x01.
    S32,
    /// Tag 0x02.
    S64,
    /// Tag 0x03.
    F32,
    /// Tag 0x04.
    F64,
}

impl AbiType {
    /// The W1.1 argv tag of a value of this type.
    pub fn argv_tag(self) -> u8 {
        match self {
            AbiType::S32 => 0x01,
            AbiType::S64 => 0x02,
            AbiType::F32 => 0x03,
            AbiType::F64 => 0x04,
            AbiType::U32 => 0x05,
            AbiType::U64 => 0x06,
            AbiType::Ptr => 0x07,
        }
    }
}

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiParam {
    pub name: String,
    pub ty: AbiType,
}

/// The parameter list of a lowered kernel, in `.param` order.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct KernelAbi {
    pub params: Vec<AbiParam>,
}

/// The text of every stage, for `--emit` and the golden files.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct StageTexts {
    pub lowered: String,
    pub mir: String,
    pub llvm: String,
}

/// A lowered kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The `.entry` name.
    pub entry: String,
    pub ptx: String,
    pub abi: KernelAbi,
    pub stages: StageTexts,
}

/// Reads a module from `.wasm` or `.wat` (by content: anything not starting with the wasm
/// magic number is parsed as WAT text).
pub fn read_module(path: &Path) -> Result<Vec<u8>> {
    let bytes = std::fs::read(path).map_err(|e| CompileError::Io {
        what: path.display().to_string(),
        reason: e.to_string(),
    })?;
    wasm_from_bytes(&bytes)
}

/// Accepts wasm bytes, or WAT text that `wat` turns into wasm bytes; either in the core
/// WebAssembly the frontend decodes ([`core_wasm`]).
pub fn wasm_from_bytes(bytes: &[u8]) -> Result<Vec<u8>> {
    if bytes.starts_with(b"\0asm") {
        return Ok(core_wasm(bytes.to_vec()));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) if text.trim_start().starts_with('(') || text.trim_start().starts_with(";;") => {
            wat::parse_str(text)
                .map(core_wasm)
                .map_err(|e| CompileError::InvalidWat {
                    reason: e.to_string().lines().next().unwrap_or("").to_string(),
                })
        }
        _ => Err(CompileError::NotWasm {
            reason: "the input starts neither with `\\0asm` nor with WAT text".into(),
        }),
    }
}

/// `wasm` with what the frontend's decoder (wasmparser 0.217) predates rewritten to the
/// WebAssembly it decodes, computing the same (`tensor_wasm_inline::wide`): a compact import
/// section is written one import per entry, and the wide-arithmetic instructions become
/// calls of appended helpers. A module without them, or one a rewrite cannot read, is
/// returned as it is (the validator then says what is wrong).
pub fn core_wasm(wasm: Vec<u8>) -> Vec<u8> {
    let wasm = match tensor_wasm_inline::wide::expand_compact_imports(&wasm) {
        Ok(Some(expanded)) => expanded,
        _ => wasm,
    };
    match tensor_wasm_inline::lower_wide_arithmetic(&wasm) {
        Ok(Some(lowered)) => lowered,
        _ => wasm,
    }
}

/// A PTX-safe entry name for a wasm export name: ASCII letters, digits and `_` (PTX also
/// allows `$`, but pliron's symbol names do not).
pub fn entry_name(name: &str) -> String {
    let mut out: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if out.is_empty() || out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    // PTX wants a letter first, or `_`/`$` followed by at least one more character.
    if out.len() == 1 && !out.starts_with(|c: char| c.is_ascii_alphabetic()) {
        out.push('f');
    }
    out
}

/// Runs the frontend and the families: wasm to a verified LoweredFunction.
pub fn lower_to_lowered_ir(
    wasm: &[u8],
    function: &str,
    options: &Options,
) -> Result<LoweredFunction> {
    let module = ModuleInfo::parse(wasm)?;
    let index = module.resolve_function(function)?;
    lower_index(wasm, &module, index, options)
}

/// Frontend and families for defined function `index` of an already parsed module.
pub fn lower_index(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    options: &Options,
) -> Result<LoweredFunction> {
    let name = module.func_name(index);
    let clif = translate_function(wasm, module, index)?;
    let mut lowered = lower_function(&clif, module, &name, options.link_imports)?;
    if options.bounds_checks == BoundsCheckMode::Off {
        strip_bounds_checks(&mut lowered);
    }
    lowered_ir::verify_function(&lowered).map_err(|e| CompileError::LoweredVerify {
        func: name.clone(),
        reason: e.to_string(),
    })?;
    Ok(lowered)
}

/// Removes every `bounds_check` of `f`: `--bounds-checks off` (measurement), and auto mode's
/// kernels, whose launch tested every range first.
pub fn strip_bounds_checks(f: &mut LoweredFunction) {
    for b in &mut f.blocks {
        b.insts
            .retain(|i| !matches!(i.op, LoweredOp::BoundsCheck { .. }));
    }
}

/// [`lower_index`], then the LoweredOp passes that prepare a function for the GPU: bounds
/// checks ahead of loads (`check_order`), counted loops versioned on their bounds
/// (`loop_versioning`), check runs merged per base (`check_merge`). Each keeps the function's
/// behaviour exactly, traps included; this is what the converter, the `lowered` stage and the
/// interpreter backend of `conform` see. Analyses of the program as written (`auto`) use
/// [`lower_index`].
pub fn lower_index_for_gpu(
    wasm: &[u8],
    module: &ModuleInfo,
    index: u32,
    options: &Options,
) -> Result<LoweredFunction> {
    let mut lowered = lower_index(wasm, module, index, options)?;
    crate::passes::run(&mut lowered);
    lowered_ir::verify_function(&lowered).map_err(|e| CompileError::LoweredVerify {
        func: lowered.name.clone(),
        reason: e.to_string(),
    })?;
    Ok(lowered)
}

/// An entry function and every function it calls, directly or not (wasm index order).
#[derive(Clone, Debug, PartialEq)]
pub struct LoweredProgram {
    pub entry: LoweredFunction,
    pub callees: Vec<(u32, LoweredFunction)>,
    /// `Some` where the host of a map-mode launch keeps the module's state in the state
    /// window (the conformance runner's GPU backend; docs/ABI.md): the tables, with what each
    /// `call_indirect` or `call_ref` type may reach (the device's functions among
    /// `callees`), and the memory's current length, so `memory.grow` runs. `None` refuses
    /// table ops, indirect calls and `memory.grow`.
    pub indirect: Option<IndirectTargets>,
    /// Per function (`None`: the entry), the functions its indirect tail calls jump to,
    /// each at its entry block inside it (`passes/tail_calls.rs`).
    pub tail_entries:
        std::collections::BTreeMap<Option<u32>, std::collections::BTreeMap<u32, BlockId>>,
}

impl LoweredProgram {
    /// Every function of the program, the entry first.
    pub fn functions(&self) -> impl Iterator<Item = &LoweredFunction> {
        std::iter::once(&self.entry).chain(self.callees.iter().map(|(_, f)| f))
    }

    /// Every op of every function of the program.
    pub fn ops(&self) -> impl Iterator<Item = &LoweredOp> {
        self.functions()
            .flat_map(|f| &f.blocks)
            .flat_map(|b| &b.insts)
            .map(|i| &i.op)
    }

    /// Whether some function of the program grows the memory.
    pub fn grows_memory(&self) -> bool {
        self.ops()
            .any(|op| matches!(op, LoweredOp::MemoryGrow { .. }))
    }

    /// The text of every function, entry first (the `lowered` stage).
    pub fn text(&self) -> String {
        let mut out = lowered_ir::print_function(&self.entry);
        for (_, f) in &self.callees {
            out.push('\n');
            out.push_str(&lowered_ir::print_function(f));
        }
        out
    }
}

/// Lowers `function` and, transitively, the functions it calls.
pub fn lower_program_ir(wasm: &[u8], function: &str, options: &Options) -> Result<LoweredProgram> {
    let module = ModuleInfo::parse(wasm)?;
    let index = module.resolve_function(function)?;
    let entry = lower_index_for_gpu(wasm, &module, index, options)?;
    let mut callees: std::collections::BTreeMap<u32, LoweredFunction> = Default::default();
    let mut pending: Vec<u32> = called_functions(&entry);
    while let Some(callee) = pending.pop() {
        if callees.contains_key(&callee) {
            continue;
        }
        let f = lower_index_for_gpu(wasm, &module, callee, options)?;
        pending.extend(called_functions(&f));
        callees.insert(callee, f);
    }
    let mut program = LoweredProgram {
        entry,
        callees: callees.into_iter().collect(),
        indirect: None,
        tail_entries: Default::default(),
    };
    crate::passes::tail_calls::for_kernels(&mut program, index)?;
    Ok(program)
}

/// The wasm indices of the functions `f` calls directly (by a call or a tail call).
pub fn called_functions(f: &LoweredFunction) -> Vec<u32> {
    let calls = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match i.op {
            LoweredOp::Call { callee, .. } => Some(callee),
            _ => None,
        });
    let tail_calls = f.blocks.iter().filter_map(|b| match b.term {
        lowered_ir::Terminator::ReturnCall { callee, .. } => Some(callee),
        _ => None,
    });
    calls.chain(tail_calls).collect()
}

/// The symbol of a callee: never an export's entry name.
pub fn callee_symbol(index: u32) -> String {
    format!("__wasm_func{index}")
}

/// Checks the entry-mode rules of DESIGN.md section 3 for `f`.
fn check_mode(f: &LoweredFunction, mode: Mode) -> Result<()> {
    let err = |reason: &str| CompileError::Mode {
        func: f.name.clone(),
        mode: mode.name(),
        reason: reason.into(),
    };
    match mode {
        Mode::Kernel => {
            if !f.signature.results.is_empty() {
                return Err(err(
                    "a kernel-mode function returns nothing (write results to memory)",
                ));
            }
            if f.signature.params.contains(&LoweredType::V128) {
                return Err(err("v128 parameters are not supported"));
            }
            Ok(())
        }
        // Map mode carries a v128 argument or result in two 8-byte slots.
        Mode::Map => Ok(()),
        Mode::Auto => Err(err(
            "this entry mode is not implemented yet; use --mode kernel or --mode map",
        )),
    }
}

fn abi_for(f: &LoweredFunction, mode: Mode) -> KernelAbi {
    let mut params = vec![
        AbiParam {
            name: "mem".into(),
            ty: AbiType::Ptr,
        },
        AbiParam {
            name: "mem_len".into(),
            ty: AbiType::U64,
        },
    ];
    if mode == Mode::Map {
        params.push(AbiParam {
            name: "n".into(),
            ty: AbiType::U32,
        });
        for name in ["args", "results", "traps", "globals"] {
            params.push(AbiParam {
                name: name.into(),
                ty: AbiType::Ptr,
            });
        }
        return KernelAbi { params };
    }
    for (i, p) in f.signature.params.iter().enumerate() {
        let ty = match p {
            LoweredType::I64 => AbiType::S64,
            LoweredType::F32 => AbiType::F32,
            LoweredType::F64 => AbiType::F64,
            _ => AbiType::S32,
        };
        params.push(AbiParam {
            name: format!("p{i}"),
            ty,
        });
    }
    KernelAbi { params }
}

/// Lowers `function` of the wasm module `wasm` to a PTX kernel.
pub fn lower(wasm: &[u8], function: &str, options: &Options) -> Result<Kernel> {
    lower_timed(wasm, function, options).map(|(kernel, _)| kernel)
}

/// The back half of the pipeline for an already lowered program (an entry and its callees).
pub fn lower_program(program: &LoweredProgram, options: &Options) -> Result<Kernel> {
    check_mode(&program.entry, options.mode)?;
    back_end(program, options, &mut StageTimes::default())
}

/// The back half of the pipeline: a verified LoweredFunction (that calls nothing) to PTX.
pub fn lower_lowered(lowered: &LoweredFunction, options: &Options) -> Result<Kernel> {
    let program = LoweredProgram {
        entry: lowered.clone(),
        callees: Vec::new(),
        indirect: None,
        tail_entries: Default::default(),
    };
    back_end(&program, options, &mut StageTimes::default())
}

/// Wall-clock time of each stage of one [`lower`] call (docs/PERFORMANCE.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StageTimes {
    /// Validation, translation to Cranelift IR, the six families, the LoweredOp verifier.
    pub frontend_families: std::time::Duration,
    /// Conversion to `mir`, its verification, mem2reg and printing the `mir` text.
    pub convert_mem2reg: std::time::Duration,
    /// Conversion to the LLVM dialect and export of the LLVM IR text.
    pub llvm_dialect_export: std::time::Duration,
    /// LLVM 22 in process: parse, verify, `default<O3>`, NVPTX code generation.
    pub codegen: std::time::Duration,
}

impl StageTimes {
    /// The whole pipeline.
    pub fn total(&self) -> std::time::Duration {
        self.frontend_families + self.convert_mem2reg + self.llvm_dialect_export + self.codegen
    }
}

/// [`lower`] with the wall-clock time of each stage, for the compile-latency benchmark.
pub fn lower_timed(wasm: &[u8], function: &str, options: &Options) -> Result<(Kernel, StageTimes)> {
    let mut times = StageTimes::default();
    let start = std::time::Instant::now();
    let program = lower_program_ir(wasm, function, options)?;
    check_mode(&program.entry, options.mode)?;
    times.frontend_families = start.elapsed();
    let kernel = back_end(&program, options, &mut times)?;
    Ok((kernel, times))
}

/// Converts, promotes, lowers to the LLVM dialect, exports and compiles `program`, recording
/// each stage's time in `times`.
fn back_end(program: &LoweredProgram, options: &Options, times: &mut StageTimes) -> Result<Kernel> {
    use std::time::Instant;
    let lowered = &program.entry;
    let func = lowered.name.clone();
    let stage_err = |stage: &'static str, reason: String| CompileError::Stage {
        func: func.clone(),
        stage,
        reason,
    };
    let start = Instant::now();
    let entry = entry_name(&lowered.name);
    let ctx = &mut Context::new();
    let module_name = Identifier::try_from("tensor_wasm")
        .map_err(|_| stage_err("conversion to mir", "bad module name".into()))?;
    let module = ModuleOp::new(ctx, module_name);
    let form = if options.mode == Mode::Map {
        EntryForm::Map
    } else {
        EntryForm::Kernel
    };
    let callees = program
        .callees
        .iter()
        .map(|(index, f)| {
            let callee = Callee {
                symbol: callee_symbol(*index),
                results: f.signature.results.clone(),
            };
            (*index, callee)
        })
        .collect();
    // Only a map-mode buffer has the state window.
    let indirect = program.indirect.clone().filter(|_| form == EntryForm::Map);
    let tail_entries = program
        .tail_entries
        .iter()
        .map(|(f, entries)| {
            let symbol = f.map_or_else(|| entry.clone(), callee_symbol);
            (symbol, entries.clone())
        })
        .collect();
    let stack_guarded: std::collections::BTreeSet<String> =
        crate::recursion::recursive_callees(program)
            .into_iter()
            .map(callee_symbol)
            .collect();
    let guarded = !stack_guarded.is_empty();
    let link = Linkage {
        callees,
        other_memories: indirect.is_some()
            || (options.mode == Mode::Kernel && options.other_memories),
        growable: indirect.is_some() && program.grows_memory(),
        indirect,
        tail_entries,
        stack_guarded,
    };
    // Auto mode's outlined kernels launch only once every access group is proved aligned.
    let natural = options.mode == Mode::Auto;
    crate::convert::convert_function_aligned(ctx, module, lowered, &entry, form, &link, natural)?;
    for (index, f) in &program.callees {
        convert_function(
            ctx,
            module,
            f,
            &callee_symbol(*index),
            EntryForm::Device,
            &link,
        )?;
    }
    pliron::op::verify_op(&module, ctx)
        .map_err(|e| stage_err("mir verification", crate::llvm::pliron_error(ctx, e)))?;
    promote_slots(ctx, module).map_err(|e| stage_err("mem2reg", e))?;
    let mir_text = module.get_operation().disp(ctx).to_string();
    times.convert_mem2reg = start.elapsed();

    let start = Instant::now();
    lower_to_llvm_dialect(ctx, module, guarded)
        .map_err(|e| stage_err("conversion to the LLVM dialect", e))?;
    let llvm_ir = export::export_module(ctx, module, std::slice::from_ref(&entry))
        .map_err(|e| stage_err("LLVM IR export", e.to_string()))?;
    times.llvm_dialect_export = start.elapsed();

    let start = Instant::now();
    let ptx = codegen::compile_to_ptx(&llvm_ir, options.sm)
        .map_err(|e| stage_err("NVPTX code generation", e.to_string()))?;
    times.codegen = start.elapsed();
    Ok(Kernel {
        entry,
        ptx,
        abi: abi_for(lowered, options.mode),
        stages: StageTexts {
            lowered: program.text(),
            mir: mir_text,
            llvm: llvm_ir,
        },
    })
}
