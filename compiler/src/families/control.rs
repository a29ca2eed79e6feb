//! The control-flow family: jumps, conditional branches, `br_table`, returns, traps and calls.
//!
//! Block arguments carry SSA values across edges (no phis). Calls are classified by callee:
//! a wasm function of the module becomes `call`; the `wasi:cuda/device` imports become special
//! register reads and the barrier; our intrinsics (environ.rs) become `memory_size`,
//! `memory_copy`, `memory_fill`, `global_get` and `global_set`. Calls to any other import are
//! rejected with the import's name.

use super::{data, Family, LowerCtx, Mapped};
use crate::error::{CompileError, Result};
use crate::frontend::{Intrinsic, NS_INTRINSIC, NS_WASM_FUNC};
use cranelift_codegen::ir::{self, InstructionData, Opcode, TrapCode};
use lowered_ir::{LoweredOp, SpecialReg, Terminator, TrapKind};

/// The wasm trap a Cranelift trap code stands for.
pub(super) fn trap_kind(code: TrapCode) -> Option<TrapKind> {
    Some(match code {
        TrapCode::UnreachableCodeReached => TrapKind::Unreachable,
        TrapCode::HeapOutOfBounds => TrapKind::MemoryOutOfBounds,
        TrapCode::IntegerDivisionByZero => TrapKind::IntegerDivideByZero,
        TrapCode::IntegerOverflow => TrapKind::IntegerOverflow,
        TrapCode::BadConversionToInteger => TrapKind::InvalidConversionToInteger,
        TrapCode::NullReference => TrapKind::NullReference,
        _ => return None,
    })
}

/// The module the kernel-mode position imports live in.
pub const DEVICE_MODULE: &str = "wasi:cuda/device";

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let d = data(cx, inst);
    match d {
        InstructionData::Jump { destination, .. } => {
            let call = cx.block_call(inst, &destination)?;
            cx.b.terminate(Terminator::Jump(call));
        }
        InstructionData::Brif {
            arg,
            blocks: [t, e],
            ..
        } => {
            let cond = cx.val(inst, arg)?;
            let then_dest = cx.block_call(inst, &t)?;
            let else_dest = cx.block_call(inst, &e)?;
            cx.b.terminate(Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            });
        }
        InstructionData::BranchTable { arg, table, .. } => {
            let index = cx.val(inst, arg)?;
            let jt = &cx.func.stencil.dfg.jump_tables[table];
            let default = cx.block_call(inst, &jt.default_block())?;
            let targets = jt
                .as_slice()
                .iter()
                .map(|c| cx.block_call(inst, c))
                .collect::<Result<Vec<_>>>()?;
            cx.b.terminate(Terminator::BrTable {
                index,
                default,
                targets,
            });
        }
        InstructionData::MultiAry {
            opcode: Opcode::Return,
            args,
        } => {
            let args: Vec<ir::Value> = args.as_slice(&cx.func.dfg.value_lists).to_vec();
            let values = args
                .iter()
                .map(|a| cx.val(inst, *a))
                .collect::<Result<Vec<_>>>()?;
            cx.b.terminate(Terminator::Return { values });
        }
        InstructionData::Trap { code, .. } => {
            let kind = trap_kind(code)
                .ok_or_else(|| cx.bad_shape(inst, "trap code with no wasm equivalent"))?;
            cx.b.terminate(Terminator::Trap { kind });
        }
        InstructionData::CondTrap { opcode, arg, code } => {
            let kind = trap_kind(code)
                .ok_or_else(|| cx.bad_shape(inst, "trap code with no wasm equivalent"))?;
            let v = cx.val(inst, arg)?;
            let cond = if opcode == Opcode::Trapz {
                let ty = cx.b.value_type(v).unwrap_or(lowered_ir::LoweredType::I32);
                let zero = cx.iconst(ty, 0);
                cx.push1(
                    LoweredOp::IntCmp {
                        op: lowered_ir::IntCmpOp::Eq,
                        lhs: v,
                        rhs: zero,
                    },
                    lowered_ir::LoweredType::I8,
                )
            } else {
                v
            };
            cx.b.push(LoweredOp::TrapIf { cond, kind }, &[]);
        }
        InstructionData::Call {
            opcode: Opcode::ReturnCall,
            func_ref,
            args,
        } => {
            let args: Vec<ir::Value> = args.as_slice(&cx.func.dfg.value_lists).to_vec();
            lower_return_call(cx, inst, func_ref, &args)?;
        }
        InstructionData::Call { func_ref, args, .. } => {
            let args: Vec<ir::Value> = args.as_slice(&cx.func.dfg.value_lists).to_vec();
            lower_call(cx, inst, func_ref, &args)?;
        }
        InstructionData::NullAry {
            opcode: Opcode::Nop,
        } => {}
        _ => return Err(cx.unsupported(Family::Control, inst)),
    }
    Ok(())
}

/// The callee's name (`u0:N` a wasm function, `u1:K` an intrinsic) and the call's ordinary
/// arguments: the trailing vmctx of wasm-to-wasm calls is implicit in LoweredOp.
fn callee_and_values(
    cx: &mut LowerCtx<'_>,
    inst: ir::Inst,
    func_ref: ir::FuncRef,
    args: &[ir::Value],
) -> Result<(ir::UserExternalName, Vec<lowered_ir::Value>)> {
    let ext = &cx.func.dfg.ext_funcs[func_ref];
    let ir::ExternalName::User(name_ref) = ext.name else {
        return Err(cx.unsupported(Family::Control, inst));
    };
    let name = cx.func.params.user_named_funcs()[name_ref].clone();
    let mut values = Vec::new();
    for a in args {
        match cx.mapped(*a) {
            Some(Mapped::MemBase) => {}
            _ => values.push(cx.val(inst, *a)?),
        }
    }
    Ok((name, values))
}

/// `return_call` of a function of the module, or `return_call_indirect` (the `call_indirect`
/// intrinsic tail-called): the block ends in a tail call.
fn lower_return_call(
    cx: &mut LowerCtx<'_>,
    inst: ir::Inst,
    func_ref: ir::FuncRef,
    args: &[ir::Value],
) -> Result<()> {
    let (name, values) = callee_and_values(cx, inst, func_ref, args)?;
    if name.namespace == NS_INTRINSIC {
        // `return_call_indirect` and `return_call_ref`: the call_indirect or call_ref
        // intrinsic, tail-called.
        let Some((&callee, rest)) = values.split_first() else {
            return Err(cx.bad_shape(inst, "an indirect tail call without its callee"));
        };
        let args = rest.to_vec();
        let term = match Intrinsic::from_index(name.index) {
            Some(Intrinsic::CallIndirect { table, type_index }) => Terminator::ReturnCallIndirect {
                table,
                type_index,
                callee,
                args,
            },
            Some(Intrinsic::CallRef { type_index }) => Terminator::ReturnCallRef {
                type_index,
                callee,
                args,
            },
            _ => return Err(cx.unsupported(Family::Control, inst)),
        };
        cx.b.terminate(term);
        return Ok(());
    }
    if name.namespace != NS_WASM_FUNC {
        return Err(cx.unsupported(Family::Control, inst));
    }
    if cx.link_imports && cx.module.import(name.index).is_some() {
        // An import runs in whatever the resolver links (another instance, a host
        // function), not in this frame: a call, then its results returned. One frame deeper
        // for the call alone, which only a tail recursion through imports would notice.
        let ty = cx
            .module
            .func_type(name.index)
            .ok_or_else(|| cx.bad_shape(inst, "return_call of an import without a type"))?;
        let tys = ty
            .results()
            .iter()
            .map(|t| {
                crate::frontend::environ::clif_type(*t)
                    .and_then(super::lowered_type)
                    .ok_or_else(|| cx.bad_shape(inst, "an import result of an unknown type"))
            })
            .collect::<Result<Vec<_>>>()?;
        let values = cx.b.push(
            LoweredOp::Call {
                callee: name.index,
                args: values,
            },
            &tys,
        );
        cx.b.terminate(Terminator::Return { values });
        return Ok(());
    }
    if let Some(import) = cx.module.import(name.index) {
        return Err(CompileError::Unsupported {
            func: cx.name.clone(),
            op: format!("return_call of import `{}::{}`", import.module, import.name),
            reason: "only the module's own functions can be tail-called".into(),
        });
    }
    cx.b.terminate(Terminator::ReturnCall {
        callee: name.index,
        args: values,
    });
    Ok(())
}

/// Pushes a call whose results are the Cranelift values `results` (any number, typed as
/// they are).
fn push_with_results(cx: &mut LowerCtx<'_>, op: LoweredOp, results: &[ir::Value]) -> Result<()> {
    let tys = results
        .iter()
        .map(|r| cx.ty(*r))
        .collect::<Result<Vec<_>>>()?;
    let outs = cx.b.push(op, &tys);
    for (r, v) in results.iter().zip(outs) {
        cx.values.insert(*r, Mapped::Value(v));
    }
    Ok(())
}

fn lower_call(
    cx: &mut LowerCtx<'_>,
    inst: ir::Inst,
    func_ref: ir::FuncRef,
    args: &[ir::Value],
) -> Result<()> {
    let (name, values) = callee_and_values(cx, inst, func_ref, args)?;
    let results: Vec<ir::Value> = cx.func.dfg.inst_results(inst).to_vec();
    match name.namespace {
        NS_INTRINSIC => {
            let which = Intrinsic::from_index(name.index)
                .ok_or_else(|| cx.bad_shape(inst, "unknown intrinsic"))?;
            match which {
                Intrinsic::MemorySize { page_log2 } => {
                    cx.def1(inst, LoweredOp::MemorySize { page_log2 })?;
                }
                Intrinsic::Instance(op) => {
                    if values.len() != op.arity() {
                        return Err(cx.bad_shape(inst, "table or segment op with wrong operands"));
                    }
                    if op.has_result() {
                        cx.def1(inst, LoweredOp::Instance { op, args: values })?;
                    } else {
                        cx.b.push(LoweredOp::Instance { op, args: values }, &[]);
                    }
                }
                Intrinsic::MemoryGrow { page_log2 } => {
                    let [delta] = values[..] else {
                        return Err(cx.bad_shape(inst, "memory.grow without one operand"));
                    };
                    cx.def1(inst, LoweredOp::MemoryGrow { delta, page_log2 })?;
                }
                Intrinsic::GlobalGet(index) => {
                    let ty = cx
                        .declare_global(index)
                        .ok_or_else(|| cx.bad_shape(inst, "global of an unsupported type"))?;
                    let _ = ty;
                    cx.def1(inst, LoweredOp::GlobalGet { index, ty })?;
                }
                Intrinsic::GlobalSet(index) => {
                    cx.declare_global(index)
                        .ok_or_else(|| cx.bad_shape(inst, "global of an unsupported type"))?;
                    let value = *values
                        .first()
                        .ok_or_else(|| cx.bad_shape(inst, "global.set without a value"))?;
                    cx.b.push(LoweredOp::GlobalSet { index, value }, &[]);
                }
                Intrinsic::CallIndirect { table, type_index } => {
                    let Some((&callee, args)) = values.split_first() else {
                        return Err(cx.bad_shape(inst, "call_indirect without its element index"));
                    };
                    let op = LoweredOp::CallIndirect {
                        table,
                        type_index,
                        callee,
                        args: args.to_vec(),
                    };
                    push_with_results(cx, op, &results)?;
                }
                Intrinsic::CallRef { type_index } => {
                    let Some((&callee, args)) = values.split_first() else {
                        return Err(cx.bad_shape(inst, "call_ref without its callee"));
                    };
                    let op = LoweredOp::CallRef {
                        type_index,
                        callee,
                        args: args.to_vec(),
                    };
                    push_with_results(cx, op, &results)?;
                }
                Intrinsic::MemoryCopy | Intrinsic::MemoryFill => {
                    let [dst, second, len] = values[..] else {
                        return Err(cx.bad_shape(inst, "bulk memory call without 3 operands"));
                    };
                    let op = if which == Intrinsic::MemoryCopy {
                        LoweredOp::MemoryCopy {
                            dst,
                            src: second,
                            len,
                        }
                    } else {
                        LoweredOp::MemoryFill {
                            dst,
                            value: second,
                            len,
                        }
                    };
                    cx.b.push(op, &[]);
                }
            }
        }
        NS_WASM_FUNC => {
            let linked = cx.link_imports
                && cx
                    .module
                    .import(name.index)
                    .is_some_and(|i| i.module != DEVICE_MODULE);
            if let Some(import) = cx.module.import(name.index).filter(|_| !linked) {
                if import.module != DEVICE_MODULE {
                    return Err(CompileError::Unsupported {
                        func: cx.name.clone(),
                        op: format!("call to import `{}::{}`", import.module, import.name),
                        reason: format!("only `{DEVICE_MODULE}` imports exist on the GPU"),
                    });
                }
                if import.name == "sync_threads" {
                    cx.b.push(LoweredOp::Barrier, &[]);
                } else if let Some(reg) = SpecialReg::from_name(&import.name) {
                    cx.def1(inst, LoweredOp::ReadSpecialReg { reg })?;
                } else {
                    return Err(CompileError::Unsupported {
                        func: cx.name.clone(),
                        op: format!("call to import `{}::{}`", import.module, import.name),
                        reason: format!("`{DEVICE_MODULE}` has no function `{}`", import.name),
                    });
                }
            } else {
                let op = LoweredOp::Call {
                    callee: name.index,
                    args: values,
                };
                push_with_results(cx, op, &results)?;
            }
        }
        _ => return Err(cx.unsupported(Family::Control, inst)),
    }
    Ok(())
}
