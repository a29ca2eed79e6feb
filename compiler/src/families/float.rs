//! The float arithmetic family: constants with exact bits, IEEE arithmetic, min/max, sign-bit
//! operations, rounding and comparisons.
//!
//! Fused multiply-add is rejected: wasm has no fma outside relaxed SIMD, and we never fuse.

use super::{data, Family, LowerCtx, Mapped};
use crate::error::{CompileError, Result};
use cranelift_codegen::ir::{self, condcodes::FloatCC, InstructionData, Opcode};
use lowered_ir::{FloatBinOp, FloatCmpOp, FloatUnOp, LoweredOp, LoweredType};

fn binop(op: Opcode) -> Option<FloatBinOp> {
    use FloatBinOp as B;
    use Opcode as O;
    Some(match op {
        O::Fadd => B::Add,
        O::Fsub => B::Sub,
        O::Fmul => B::Mul,
        O::Fdiv => B::Div,
        O::Fmin => B::Min,
        O::Fmax => B::Max,
        O::Fcopysign => B::Copysign,
        _ => return None,
    })
}

fn unop(op: Opcode) -> Option<FloatUnOp> {
    use FloatUnOp as U;
    use Opcode as O;
    Some(match op {
        O::Fneg => U::Neg,
        O::Fabs => U::Abs,
        O::Sqrt => U::Sqrt,
        O::Ceil => U::Ceil,
        O::Floor => U::Floor,
        O::Trunc => U::Trunc,
        O::Nearest => U::Nearest,
        _ => return None,
    })
}

pub(super) fn cmp(cc: FloatCC) -> Option<FloatCmpOp> {
    Some(match cc {
        FloatCC::Equal => FloatCmpOp::Eq,
        FloatCC::NotEqual => FloatCmpOp::Ne,
        FloatCC::LessThan => FloatCmpOp::Lt,
        FloatCC::LessThanOrEqual => FloatCmpOp::Le,
        FloatCC::GreaterThan => FloatCmpOp::Gt,
        FloatCC::GreaterThanOrEqual => FloatCmpOp::Ge,
        _ => return None,
    })
}

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    match data(cx, inst) {
        InstructionData::UnaryIeee32 { imm, .. } => {
            let v = cx.fconst(LoweredType::F32, imm.bits() as u64);
            cx.values
                .insert(cx.func.dfg.first_result(inst), Mapped::Value(v));
        }
        InstructionData::UnaryIeee64 { imm, .. } => {
            let v = cx.fconst(LoweredType::F64, imm.bits());
            cx.values
                .insert(cx.func.dfg.first_result(inst), Mapped::Value(v));
        }
        InstructionData::Binary {
            opcode,
            args: [a, b],
        } if binop(opcode).is_some() => {
            let op = binop(opcode).unwrap_or(FloatBinOp::Add);
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            cx.def1(inst, LoweredOp::FloatBin { op, lhs, rhs })?;
        }
        InstructionData::Unary { opcode, arg } if unop(opcode).is_some() => {
            let op = unop(opcode).unwrap_or(FloatUnOp::Neg);
            let arg = cx.val(inst, arg)?;
            cx.def1(inst, LoweredOp::FloatUn { op, arg })?;
        }
        InstructionData::FloatCompare {
            cond, args: [a, b], ..
        } => {
            let op = cmp(cond).ok_or_else(|| CompileError::BadShape {
                func: cx.name.clone(),
                reason: format!(
                    "float condition `{cond}` has no wasm equivalent (in `{}`)",
                    cx.inst_text(inst)
                ),
            })?;
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            cx.def1(inst, LoweredOp::FloatCmp { op, lhs, rhs })?;
        }
        _ => return Err(cx.unsupported(Family::FloatArith, inst)),
    }
    Ok(())
}
