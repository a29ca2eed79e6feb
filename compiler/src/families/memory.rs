//! The memory family: heap addresses, loads and stores, and the memory base.
//!
//! cranelift-wasm computes a heap address as `iadd(vmctx, uextend.i64 index)` plus constants
//! (environ.rs guarantees this shape), or, for a 64-bit memory (memory64), `iadd(vmctx,
//! index)` of the `i64` index. This family folds that arithmetic into an address `(index,
//! offset)` and lowers each access to an explicit `bounds_check` followed by a
//! `load`/`store` of the wasm index (`i32`, or `i64` for memory64) and a constant offset.
//! Any other use of the memory base is rejected: a wasm address must stay an offset into the
//! linear memory.

use super::{data, Family, LowerCtx, Mapped};
use crate::error::Result;
use cranelift_codegen::ir::{self, InstructionData, Opcode};
use lowered_ir::{InstanceOp, LoadExtend, LoweredOp, LoweredType};

/// Folds `iadd a, b` into a heap address when one side is the memory base or a heap address.
/// Returns false when the add is ordinary arithmetic.
pub fn fold_address_add(
    cx: &mut LowerCtx<'_>,
    inst: ir::Inst,
    a: ir::Value,
    b: ir::Value,
) -> Result<bool> {
    // The address side first: `base + index`, `address + constant`, either way round.
    let is_address = |v| {
        matches!(
            cx.mapped(v),
            Some(
                Mapped::MemBase
                    | Mapped::OtherMemBase(_)
                    | Mapped::HeapAddr { .. }
                    | Mapped::OtherHeapAddr { .. }
            )
        )
    };
    let (a, b) = if is_address(a) { (a, b) } else { (b, a) };
    let addr = match cx.mapped(a) {
        Some(Mapped::MemBase) => address_from_index(cx, inst, b)?,
        Some(Mapped::OtherMemBase(memory)) => Mapped::OtherHeapAddr {
            memory,
            addr: cx.val(inst, b)?,
            offset: 0,
        },
        Some(heap_addr @ (Mapped::HeapAddr { .. } | Mapped::OtherHeapAddr { .. })) => {
            displaced(heap_addr, constant(cx, inst, b)?)
        }
        _ => return Ok(false),
    };
    cx.values.insert(cx.func.dfg.first_result(inst), addr);
    Ok(true)
}

/// A heap address (of any memory) `delta` bytes further on.
fn displaced(addr: Mapped, delta: u64) -> Mapped {
    match addr {
        Mapped::HeapAddr { index, offset } => Mapped::HeapAddr {
            index,
            offset: offset + delta,
        },
        Mapped::OtherHeapAddr {
            memory,
            addr,
            offset,
        } => Mapped::OtherHeapAddr {
            memory,
            addr,
            offset: offset + delta,
        },
        other => other,
    }
}

/// Folds `iadd_imm addr, c` into a heap address.
pub fn fold_address_add_imm(
    cx: &mut LowerCtx<'_>,
    inst: ir::Inst,
    arg: ir::Value,
    imm: i64,
) -> Result<bool> {
    let Some(heap_addr @ (Mapped::HeapAddr { .. } | Mapped::OtherHeapAddr { .. })) = cx.mapped(arg)
    else {
        return Ok(false);
    };
    let imm = u64::try_from(imm).map_err(|_| cx.bad_shape(inst, "negative heap address offset"))?;
    cx.values
        .insert(cx.func.dfg.first_result(inst), displaced(heap_addr, imm));
    Ok(true)
}

/// `base + v`: `v` must be the zero-extension of a wasm `i32` address, or, in a module
/// whose memory is 64-bit, the `i64` address itself.
fn address_from_index(cx: &LowerCtx<'_>, inst: ir::Inst, v: ir::Value) -> Result<Mapped> {
    let v = cx.func.dfg.resolve_aliases(v);
    match cx.zext_source.get(&v) {
        Some(index) => Ok(Mapped::HeapAddr {
            index: *index,
            offset: 0,
        }),
        None if cx.module.memory_is_64 && cx.ty(v)? == LoweredType::I64 => Ok(Mapped::HeapAddr {
            index: cx.val(inst, v)?,
            offset: 0,
        }),
        None => Err(cx.bad_shape(
            inst,
            "heap address is not the memory base plus a zero-extended i32",
        )),
    }
}

/// The value of an `iconst` used as an address offset.
fn constant(cx: &LowerCtx<'_>, inst: ir::Inst, v: ir::Value) -> Result<u64> {
    let v = cx.func.dfg.resolve_aliases(v);
    if let ir::ValueDef::Result(def, _) = cx.func.dfg.value_def(v) {
        if let InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } = cx.func.dfg.insts[def]
        {
            if let Ok(c) = u64::try_from(imm.bits()) {
                return Ok(c);
            }
        }
    }
    Err(cx.bad_shape(inst, "heap address plus a non-constant offset"))
}

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let d = data(cx, inst);
    match d {
        InstructionData::UnaryGlobalValue {
            opcode: Opcode::GlobalValue,
            global_value,
        } => match cx.func.global_values[global_value] {
            ir::GlobalValueData::VMContext => {
                cx.values
                    .insert(cx.func.dfg.first_result(inst), Mapped::MemBase);
                Ok(())
            }
            // Memory `offset`'s base (environ.rs names memory m's base `vmctx + m`).
            ir::GlobalValueData::IAddImm { base, offset, .. }
                if matches!(cx.func.global_values[base], ir::GlobalValueData::VMContext) =>
            {
                let memory = u32::try_from(offset.bits())
                    .ok()
                    .filter(|m| *m > 0)
                    .ok_or_else(|| cx.bad_shape(inst, "a memory base past memory 2^32"))?;
                cx.values
                    .insert(cx.func.dfg.first_result(inst), Mapped::OtherMemBase(memory));
                Ok(())
            }
            _ => Err(cx.unsupported(Family::Memory, inst)),
        },
        InstructionData::Load {
            opcode,
            arg,
            offset,
            flags,
        } => {
            check_flags(cx, inst, flags)?;
            let res = cx.func.dfg.first_result(inst);
            let ty = cx.ty(res)?;
            let (mem_ty, extend) = match opcode {
                Opcode::Load => (ty, LoadExtend::None),
                Opcode::Uload8 => (LoweredType::I8, LoadExtend::Zero),
                Opcode::Sload8 => (LoweredType::I8, LoadExtend::Sign),
                Opcode::Uload16 => (LoweredType::I16, LoadExtend::Zero),
                Opcode::Sload16 => (LoweredType::I16, LoadExtend::Sign),
                Opcode::Uload32 => (LoweredType::I32, LoadExtend::Zero),
                Opcode::Sload32 => (LoweredType::I32, LoadExtend::Sign),
                _ => return Err(cx.unsupported(Family::Memory, inst)),
            };
            if let Some((memory, addr, offset)) = other_memory(cx, inst, arg, i64::from(offset))? {
                let op = InstanceOp::MemLoad {
                    memory,
                    ty,
                    mem_ty,
                    extend,
                    offset,
                };
                cx.def1(
                    inst,
                    LoweredOp::Instance {
                        op,
                        args: vec![addr],
                    },
                )?;
                return Ok(());
            }
            let (addr, off) = access(cx, inst, arg, i64::from(offset))?;
            cx.b.push(
                LoweredOp::BoundsCheck {
                    addr,
                    offset: off,
                    size: mem_ty.bytes(),
                },
                &[],
            );
            cx.def1(
                inst,
                LoweredOp::Load {
                    ty,
                    mem_ty,
                    extend,
                    addr,
                    offset: off,
                },
            )?;
            Ok(())
        }
        InstructionData::Store {
            opcode,
            args: [value, address],
            offset,
            flags,
        } => {
            check_flags(cx, inst, flags)?;
            let value_ty = cx.ty(value)?;
            let mem_ty = match opcode {
                Opcode::Store => value_ty,
                Opcode::Istore8 => LoweredType::I8,
                Opcode::Istore16 => LoweredType::I16,
                Opcode::Istore32 => LoweredType::I32,
                _ => return Err(cx.unsupported(Family::Memory, inst)),
            };
            let value = cx.val(inst, value)?;
            if let Some((memory, addr, offset)) =
                other_memory(cx, inst, address, i64::from(offset))?
            {
                let op = InstanceOp::MemStore {
                    memory,
                    value_ty,
                    mem_ty,
                    offset,
                };
                let args = vec![addr, value];
                cx.b.push(LoweredOp::Instance { op, args }, &[]);
                return Ok(());
            }
            let (addr, off) = access(cx, inst, address, i64::from(offset))?;
            cx.b.push(
                LoweredOp::BoundsCheck {
                    addr,
                    offset: off,
                    size: mem_ty.bytes(),
                },
                &[],
            );
            cx.b.push(
                LoweredOp::Store {
                    mem_ty,
                    value,
                    addr,
                    offset: off,
                },
                &[],
            );
            Ok(())
        }
        _ => Err(cx.unsupported(Family::Memory, inst)),
    }
}

/// For an access at `address + imm` in a memory other than memory 0: the memory, the `i64`
/// address and the total constant offset. `None` for memory 0.
fn other_memory(
    cx: &LowerCtx<'_>,
    inst: ir::Inst,
    address: ir::Value,
    imm: i64,
) -> Result<Option<(u32, lowered_ir::Value, u32)>> {
    let Some(Mapped::OtherHeapAddr {
        memory,
        addr,
        offset,
    }) = cx.mapped(address)
    else {
        return Ok(None);
    };
    let total = i64::try_from(offset)
        .ok()
        .and_then(|o| o.checked_add(imm))
        .and_then(|t| u32::try_from(t).ok())
        .ok_or_else(|| cx.bad_shape(inst, "heap access offset does not fit in 32 bits"))?;
    Ok(Some((memory, addr, total)))
}

/// The wasm index and total constant offset of an access at `address + imm`.
pub(super) fn access(
    cx: &LowerCtx<'_>,
    inst: ir::Inst,
    address: ir::Value,
    imm: i64,
) -> Result<(lowered_ir::Value, u32)> {
    match cx.mapped(address) {
        Some(Mapped::HeapAddr { index, offset }) => {
            let total = i64::try_from(offset)
                .ok()
                .and_then(|o| o.checked_add(imm))
                .and_then(|t| u32::try_from(t).ok());
            let total = total
                .ok_or_else(|| cx.bad_shape(inst, "heap access offset does not fit in 32 bits"))?;
            Ok((index, total))
        }
        Some(Mapped::MemBase) => {
            let total = u32::try_from(imm)
                .map_err(|_| cx.bad_shape(inst, "heap access offset does not fit in 32 bits"))?;
            // An access at the memory base itself: address 0 plus the offset.
            Err(cx.bad_shape(
                inst,
                &format!("heap access at the bare memory base (offset {total})"),
            ))
        }
        _ => Err(cx.bad_shape(inst, "memory access outside the linear memory")),
    }
}

/// Wasm memory is little endian; anything else means the IR did not come from cranelift-wasm.
fn check_flags(cx: &LowerCtx<'_>, inst: ir::Inst, flags: ir::MemFlags) -> Result<()> {
    if flags.endianness(ir::Endianness::Little) != ir::Endianness::Little {
        return Err(cx.bad_shape(inst, "big-endian memory access"));
    }
    Ok(())
}
