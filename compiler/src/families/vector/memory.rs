//! The SIMD memory forms that are not plain loads: `uload8x8`, `sload8x8`, `uload16x4`,
//! `sload16x4`, `uload32x2`, `sload32x2` (wasm `v128.load8x8_s` and friends) and
//! `scalar_to_vector` (what `v128.load32_zero`/`load64_zero` load into).
//!
//! An extending load reads 8 bytes: it becomes the memory family's `bounds_check .., size 8`
//! and `load.i64`, put in lane 0 of a zero vector and widened, so the access has the same
//! explicit check as every other load. This module must not emit an unchecked access.

use super::super::{data, memory::access, Family, LowerCtx};
use crate::error::Result;
use cranelift_codegen::ir::{self, InstructionData, Opcode};
use lowered_ir::{LoadExtend, LoweredOp, LoweredType, Shape, VecUnOp};

pub fn extending_load(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let InstructionData::Load {
        opcode,
        arg,
        offset,
        flags,
    } = data(cx, inst)
    else {
        return Err(cx.unsupported(Family::Vector, inst));
    };
    if flags.endianness(ir::Endianness::Little) != ir::Endianness::Little {
        return Err(cx.bad_shape(inst, "big-endian memory access"));
    }
    let (shape, widen) = match opcode {
        Opcode::Sload8x8 => (Shape::I8x16, VecUnOp::WidenLowS),
        Opcode::Uload8x8 => (Shape::I8x16, VecUnOp::WidenLowU),
        Opcode::Sload16x4 => (Shape::I16x8, VecUnOp::WidenLowS),
        Opcode::Uload16x4 => (Shape::I16x8, VecUnOp::WidenLowU),
        Opcode::Sload32x2 => (Shape::I32x4, VecUnOp::WidenLowS),
        Opcode::Uload32x2 => (Shape::I32x4, VecUnOp::WidenLowU),
        _ => return Err(cx.unsupported(Family::Vector, inst)),
    };
    let (addr, off) = access(cx, inst, arg, i64::from(offset))?;
    cx.b.push(
        LoweredOp::BoundsCheck {
            addr,
            offset: off,
            size: 8,
        },
        &[],
    );
    let half = cx.push1(
        LoweredOp::Load {
            ty: LoweredType::I64,
            mem_ty: LoweredType::I64,
            extend: LoadExtend::None,
            addr,
            offset: off,
        },
        LoweredType::I64,
    );
    let zero = cx.push1(LoweredOp::VConst { bits: 0 }, LoweredType::V128);
    let packed = cx.push1(
        LoweredOp::InsertLane {
            shape: Shape::I64x2,
            lane: 0,
            vector: zero,
            value: half,
        },
        LoweredType::V128,
    );
    cx.def1(
        inst,
        LoweredOp::VUn {
            op: widen,
            shape,
            arg: packed,
        },
    )?;
    Ok(())
}

/// `scalar_to_vector x`: lane 0 is `x`, the other lanes are zero.
pub fn scalar_to_vector(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let InstructionData::Unary { arg, .. } = data(cx, inst) else {
        return Err(cx.unsupported(Family::Vector, inst));
    };
    let res = cx.func.dfg.first_result(inst);
    let shape = super::shape_of(cx.func.dfg.value_type(res))
        .ok_or_else(|| cx.bad_shape(inst, "scalar_to_vector to a non-128-bit type"))?;
    if cx.ty(arg)? != shape.lane_type() {
        return Err(cx.bad_shape(
            inst,
            "scalar_to_vector of a value that is not the lane type",
        ));
    }
    let value = cx.val(inst, arg)?;
    let zero = cx.push1(LoweredOp::VConst { bits: 0 }, LoweredType::V128);
    cx.def1(
        inst,
        LoweredOp::InsertLane {
            shape,
            lane: 0,
            vector: zero,
            value,
        },
    )?;
    Ok(())
}
