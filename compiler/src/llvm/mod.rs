//! The LLVM stage: `mir` module to PTX.
//!
//! 1. [`promote_slots`]: pliron's mem2reg turns thread-private `mir.alloca` slots into SSA values.
//! 2. [`lower_to_llvm_dialect`]: declares the trap global and runs one pliron dialect conversion
//!    that rewrites `builtin.func`, `mir` and `nvvm` ops into pliron-llvm ops.
//! 3. [`export::export_module`]: textual LLVM IR.
//! 4. [`codegen::compile_to_ptx`]: in-process LLVM 22, `default<O3>`, NVPTX.
//!
//! Each step verifies its output before the next runs.

pub mod codegen;
pub mod export;

use pliron::{
    builtin::{op_interfaces::SingleBlockRegionInterface, ops::ModuleOp},
    context::Context,
    identifier::Identifier,
    op::{verify_op, Op},
    pass::AnalysisManager,
};
use pliron_llvm::ops::GlobalOp;
use tensor_wasm_dialects::{mir, to_llvm::trap_global_name};

/// A pliron error as one line of text.
pub fn pliron_error(ctx: &Context, e: pliron::result::Error) -> String {
    let _ = ctx;
    let text = e.to_string();
    // pliron's errors are "Compilation error: <kind>.\n<detail>\n<backtrace>": keep kind and detail.
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .take(2)
        .collect();
    lines.join(": ")
}

/// Runs pliron's mem2reg over the module.
pub fn promote_slots(ctx: &mut Context, module: ModuleOp) -> Result<(), String> {
    let mut analyses = AnalysisManager::default();
    pliron::opts::mem2reg::mem2reg(module.get_operation(), ctx, &mut analyses)
        .map_err(|e| pliron_error(ctx, e))?;
    verify_op(&module, ctx).map_err(|e| pliron_error(ctx, e))
}

/// Declares `__tensor_wasm_trap` (and, for a module whose device functions have recursion
/// guards, the `__tensor_wasm_stack_guard` marker the runtime looks for before it loads the
/// module) and converts every op of the module to the LLVM dialect.
pub fn lower_to_llvm_dialect(
    ctx: &mut Context,
    module: ModuleOp,
    stack_guard: bool,
) -> Result<(), String> {
    let name = trap_global_name().map_err(|e| pliron_error(ctx, e))?;
    let i64_ty = mir::int_type(ctx, 64);
    let global = GlobalOp::new(ctx, name, i64_ty);
    global.set_address_space(ctx, 1);
    module.append_operation(ctx, global.get_operation(), 0);
    if stack_guard {
        let name = Identifier::try_from(tensor_wasm_shim::STACK_GUARD_GLOBAL)
            .map_err(|e| format!("the stack guard's name: {e}"))?;
        let marker = GlobalOp::new(ctx, name, i64_ty);
        marker.set_address_space(ctx, 1);
        module.append_operation(ctx, marker.get_operation(), 0);
    }
    pliron_llvm::builtin_to_llvm::convert_builtin_to_llvm(ctx, module)
        .map_err(|e| pliron_error(ctx, e))?;
    verify_op(&module, ctx).map_err(|e| pliron_error(ctx, e))
}
