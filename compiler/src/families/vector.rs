//! The vector family: WebAssembly SIMD (v128).
//!
//! Every instruction that produces or consumes a 128-bit vector belongs here ([`super::family_of`]).
//! Cranelift's six vector types all become the one LoweredOp type `v128`, and each vector op
//! carries the lane shape it reads its operands with (docs/SEMANTICS.md section 6), taken
//! from the instruction's first vector operand (or its result when no operand is a vector).
//! So a same-width Cranelift `bitcast` between vector types is no op: its result is bound to
//! its operand. Instructions that only move a vector (branches, calls, returns, `select`,
//! whole-vector loads and stores) are handed to the family that owns the opcode; the memory
//! forms SIMD adds (`uload8x8` and friends) are lowered in `vector/memory.rs` on top of the
//! memory family's checked accesses. This module must not emit anything that traps.

mod memory;

use super::{arith, control, data, float, Family, LowerCtx, Mapped};
use crate::error::Result;
use cranelift_codegen::ir::{self, types, InstructionData, Opcode};
use lowered_ir::{LoweredOp, LoweredType, Shape, VecBinOp, VecTestOp, VecUnOp};

/// The lane shape of a Cranelift 128-bit vector type.
pub(super) fn shape_of(t: ir::Type) -> Option<Shape> {
    Some(match t {
        types::I8X16 => Shape::I8x16,
        types::I16X8 => Shape::I16x8,
        types::I32X4 => Shape::I32x4,
        types::I64X2 => Shape::I64x2,
        types::F32X4 => Shape::F32x4,
        types::F64X2 => Shape::F64x2,
        _ => return None,
    })
}

/// Opcode to LoweredOp table for two-operand vector ops.
fn binop(op: Opcode) -> Option<VecBinOp> {
    use Opcode as O;
    use VecBinOp as B;
    Some(match op {
        O::Iadd => B::Add,
        O::Isub => B::Sub,
        O::Imul => B::Mul,
        O::SaddSat => B::AddSatS,
        O::UaddSat => B::AddSatU,
        O::SsubSat => B::SubSatS,
        O::UsubSat => B::SubSatU,
        O::AvgRound => B::AvgRoundU,
        O::Smin => B::MinS,
        O::Umin => B::MinU,
        O::Smax => B::MaxS,
        O::Umax => B::MaxU,
        O::Band => B::And,
        O::Bor => B::Or,
        O::Bxor => B::Xor,
        O::BandNot => B::AndNot,
        O::Ishl => B::Shl,
        O::Sshr => B::ShrS,
        O::Ushr => B::ShrU,
        O::Swizzle => B::Swizzle,
        O::Snarrow => B::NarrowS,
        O::Unarrow => B::NarrowSU,
        O::Uunarrow => B::NarrowU,
        O::IaddPairwise => B::AddPairwise,
        O::SqmulRoundSat => B::Q15MulRoundSat,
        O::Fadd => B::FAdd,
        O::Fsub => B::FSub,
        O::Fmul => B::FMul,
        O::Fdiv => B::FDiv,
        O::Fmin => B::FMin,
        O::Fmax => B::FMax,
        _ => return None,
    })
}

/// Opcode to LoweredOp table for one-operand vector ops.
fn unop(op: Opcode) -> Option<VecUnOp> {
    use Opcode as O;
    use VecUnOp as U;
    Some(match op {
        O::Bnot => U::Not,
        O::Ineg => U::Neg,
        O::Iabs => U::Abs,
        O::Popcnt => U::Popcnt,
        O::Fneg => U::FNeg,
        O::Fabs => U::FAbs,
        O::Sqrt => U::Sqrt,
        O::Ceil => U::Ceil,
        O::Floor => U::Floor,
        O::Trunc => U::Trunc,
        O::Nearest => U::Nearest,
        O::SwidenLow => U::WidenLowS,
        O::SwidenHigh => U::WidenHighS,
        O::UwidenLow => U::WidenLowU,
        O::UwidenHigh => U::WidenHighU,
        O::FcvtFromSint => U::FromSint,
        O::FcvtFromUint => U::FromUint,
        O::FcvtToSintSat => U::ToSintSat,
        O::FcvtToUintSat => U::ToUintSat,
        O::FvpromoteLow => U::PromoteLow,
        O::Fvdemote => U::Demote,
        _ => return None,
    })
}

fn testop(op: Opcode) -> Option<VecTestOp> {
    Some(match op {
        Opcode::VanyTrue => VecTestOp::AnyTrue,
        Opcode::VallTrue => VecTestOp::AllTrue,
        Opcode::VhighBits => VecTestOp::Bitmask,
        _ => return None,
    })
}

/// The shape an instruction reads: its first vector operand's, else its first result's.
fn inst_shape(cx: &LowerCtx<'_>, inst: ir::Inst) -> Result<Shape> {
    let dfg = &cx.func.dfg;
    dfg.inst_args(inst)
        .iter()
        .chain(dfg.inst_results(inst))
        .map(|v| dfg.value_type(*v))
        .find(|t| t.is_vector())
        .and_then(shape_of)
        .ok_or_else(|| cx.bad_shape(inst, "vector instruction without a 128-bit vector type"))
}

/// A lane index immediate, checked against the shape.
fn lane(cx: &LowerCtx<'_>, inst: ir::Inst, shape: Shape, imm: u8) -> Result<u8> {
    if u32::from(imm) < shape.lanes() {
        Ok(imm)
    } else {
        Err(cx.bad_shape(
            inst,
            &format!("lane {imm} out of range for {}", shape.name()),
        ))
    }
}

/// 16 bytes of constant data as a little-endian `u128`.
fn bytes16(cx: &LowerCtx<'_>, inst: ir::Inst, bytes: &[u8]) -> Result<u128> {
    let arr: [u8; 16] = bytes
        .try_into()
        .map_err(|_| cx.bad_shape(inst, "vector constant is not 16 bytes"))?;
    Ok(u128::from_le_bytes(arr))
}

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let d = data(cx, inst);
    let opcode = d.opcode();
    use Opcode as O;
    // Instructions that only move vectors belong to the family of their opcode.
    match opcode {
        O::Jump | O::Brif | O::BrTable | O::Return | O::Call | O::Nop => {
            return control::lower(cx, inst)
        }
        O::Select => return arith::lower(cx, inst),
        O::Load | O::Store => return super::memory::lower(cx, inst),
        O::Uload8x8 | O::Sload8x8 | O::Uload16x4 | O::Sload16x4 | O::Uload32x2 | O::Sload32x2 => {
            return memory::extending_load(cx, inst)
        }
        O::ScalarToVector => return memory::scalar_to_vector(cx, inst),
        _ => {}
    }
    let shape = inst_shape(cx, inst)?;
    let op = match d {
        InstructionData::LoadNoOffset {
            opcode: O::Bitcast,
            arg,
            ..
        } => {
            let res = cx.func.dfg.first_result(inst);
            if cx.ty(arg)? != LoweredType::V128 || cx.ty(res)? != LoweredType::V128 {
                return Err(cx.bad_shape(inst, "bitcast between a vector and a scalar"));
            }
            let v = cx.val(inst, arg)?;
            cx.values.insert(res, Mapped::Value(v));
            return Ok(());
        }
        InstructionData::UnaryConst {
            opcode: O::Vconst,
            constant_handle,
        } => {
            let data = cx
                .func
                .dfg
                .constants
                .get(constant_handle)
                .as_slice()
                .to_vec();
            LoweredOp::VConst {
                bits: bytes16(cx, inst, &data)?,
            }
        }
        InstructionData::Shuffle {
            opcode: O::Shuffle,
            args: [a, b],
            imm,
        } => {
            let mask = cx
                .func
                .dfg
                .immediates
                .get(imm)
                .map(|c| c.as_slice().to_vec())
                .ok_or_else(|| cx.bad_shape(inst, "shuffle without its lane immediate"))?;
            let lanes = bytes16(cx, inst, &mask)?.to_le_bytes();
            if lanes.iter().any(|l| *l >= 32) {
                return Err(cx.bad_shape(inst, "shuffle lane index above 31"));
            }
            LoweredOp::Shuffle {
                lanes,
                lhs: cx.val(inst, a)?,
                rhs: cx.val(inst, b)?,
            }
        }
        InstructionData::Binary { args: [a, b], .. } if binop(opcode).is_some() => {
            let op = binop(opcode).unwrap_or(VecBinOp::Add);
            if !op.shape_ok(shape) {
                return Err(cx.unsupported(Family::Vector, inst));
            }
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            if op.is_shift() && cx.ty(b)? != LoweredType::I32 {
                return Err(cx.bad_shape(inst, "vector shift amount is not an i32"));
            }
            LoweredOp::VBin {
                op,
                shape,
                lhs,
                rhs,
            }
        }
        InstructionData::Unary { arg, .. } if unop(opcode).is_some() => {
            let op = unop(opcode).unwrap_or(VecUnOp::Not);
            if !op.shape_ok(shape) {
                return Err(cx.unsupported(Family::Vector, inst));
            }
            LoweredOp::VUn {
                op,
                shape,
                arg: cx.val(inst, arg)?,
            }
        }
        InstructionData::Unary { arg, .. } if testop(opcode).is_some() => {
            let op = testop(opcode).unwrap_or(VecTestOp::AnyTrue);
            let res = cx.func.dfg.first_result(inst);
            if cx.ty(res)? != op.result_type() {
                return Err(cx.bad_shape(
                    inst,
                    &format!("{} must produce {}", op.name(), op.result_type()),
                ));
            }
            LoweredOp::VTest {
                op,
                shape,
                arg: cx.val(inst, arg)?,
            }
        }
        InstructionData::IntCompare {
            opcode: O::Icmp,
            cond,
            args: [a, b],
        } => LoweredOp::VIntCmp {
            op: arith::cmp(cond),
            shape,
            lhs: cx.val(inst, a)?,
            rhs: cx.val(inst, b)?,
        },
        InstructionData::FloatCompare {
            opcode: O::Fcmp,
            cond,
            args: [a, b],
        } => LoweredOp::VFloatCmp {
            op: float::cmp(cond).ok_or_else(|| cx.unsupported(Family::Vector, inst))?,
            shape,
            lhs: cx.val(inst, a)?,
            rhs: cx.val(inst, b)?,
        },
        InstructionData::Unary {
            opcode: O::Splat,
            arg,
        } => {
            if cx.ty(arg)? != shape.lane_type() {
                return Err(cx.bad_shape(inst, "splat of a value that is not the lane type"));
            }
            LoweredOp::Splat {
                shape,
                arg: cx.val(inst, arg)?,
            }
        }
        InstructionData::BinaryImm8 {
            opcode: O::Extractlane,
            arg,
            imm,
        } => LoweredOp::ExtractLane {
            shape,
            lane: lane(cx, inst, shape, imm)?,
            arg: cx.val(inst, arg)?,
        },
        InstructionData::TernaryImm8 {
            opcode: O::Insertlane,
            args: [v, x],
            imm,
        } => {
            if cx.ty(x)? != shape.lane_type() {
                return Err(cx.bad_shape(inst, "insertlane of a value that is not the lane type"));
            }
            LoweredOp::InsertLane {
                shape,
                lane: lane(cx, inst, shape, imm)?,
                vector: cx.val(inst, v)?,
                value: cx.val(inst, x)?,
            }
        }
        InstructionData::Ternary {
            opcode: O::Fma,
            args: [a, b, c],
        } => {
            let shape = shape_of(cx.func.dfg.value_type(a))
                .filter(|s| s.is_float())
                .ok_or_else(|| cx.bad_shape(inst, "fma of a vector that is not f32x4 or f64x2"))?;
            LoweredOp::VFma {
                shape,
                a: cx.val(inst, a)?,
                b: cx.val(inst, b)?,
                c: cx.val(inst, c)?,
            }
        }
        InstructionData::Ternary {
            opcode: O::Bitselect,
            args: [c, t, f],
        } => LoweredOp::Bitselect {
            mask: cx.val(inst, c)?,
            if_true: cx.val(inst, t)?,
            if_false: cx.val(inst, f)?,
        },
        _ => return Err(cx.unsupported(Family::Vector, inst)),
    };
    cx.def1(inst, op)?;
    Ok(())
}

#[cfg(test)]
mod tests;
