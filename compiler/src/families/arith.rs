//! The integer arithmetic family: constants, wrapping arithmetic, bitwise ops, shifts and
//! rotates, bit counts, comparisons and `select`.
//!
//! Division and remainder get their traps made explicit: a `trap_if` for a zero divisor, and
//! for `sdiv` one for `MIN / -1`. Heap address arithmetic (`iadd` on the memory base) is not
//! arithmetic: it is handed to the memory family.

use super::{data, memory, Family, LowerCtx, Mapped};
use crate::error::Result;
use cranelift_codegen::ir::{self, condcodes::IntCC, InstructionData, Opcode};
use lowered_ir::{IntBinOp, IntCmpOp, IntUnOp, LoweredOp, LoweredType, TrapKind, Value};

/// Opcode to LoweredOp table for the two-operand ops (register and immediate forms).
fn binop(op: Opcode) -> Option<IntBinOp> {
    use IntBinOp as B;
    use Opcode as O;
    Some(match op {
        O::Iadd | O::IaddImm => B::Add,
        O::Isub => B::Sub,
        O::Imul | O::ImulImm => B::Mul,
        O::Sdiv => B::DivS,
        O::Udiv => B::DivU,
        O::Srem => B::RemS,
        O::Urem => B::RemU,
        O::Band | O::BandImm => B::And,
        O::Bor | O::BorImm => B::Or,
        O::Bxor | O::BxorImm => B::Xor,
        O::Ishl | O::IshlImm => B::Shl,
        O::Sshr | O::SshrImm => B::ShrS,
        O::Ushr | O::UshrImm => B::ShrU,
        O::Rotl => B::Rotl,
        O::Rotr => B::Rotr,
        _ => return None,
    })
}

pub fn cmp(cc: IntCC) -> IntCmpOp {
    use IntCmpOp as C;
    match cc {
        IntCC::Equal => C::Eq,
        IntCC::NotEqual => C::Ne,
        IntCC::SignedLessThan => C::LtS,
        IntCC::SignedGreaterThanOrEqual => C::GeS,
        IntCC::SignedGreaterThan => C::GtS,
        IntCC::SignedLessThanOrEqual => C::LeS,
        IntCC::UnsignedLessThan => C::LtU,
        IntCC::UnsignedGreaterThanOrEqual => C::GeU,
        IntCC::UnsignedGreaterThan => C::GtU,
        IntCC::UnsignedLessThanOrEqual => C::LeU,
    }
}

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let d = data(cx, inst);
    let opcode = d.opcode();
    match d {
        // `uadd_overflow_trap`: cranelift-wasm folds a memory64 offset past 2^32 into the
        // index with it. The sum, and a trap when it wrapped (the sum is below an operand).
        InstructionData::IntAddTrap {
            opcode: Opcode::UaddOverflowTrap,
            args: [a, b],
            code,
        } => {
            let kind = super::control::trap_kind(code)
                .ok_or_else(|| cx.bad_shape(inst, "uadd_overflow_trap with a foreign trap code"))?;
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            let sum = cx.def1(
                inst,
                LoweredOp::IntBin {
                    op: IntBinOp::Add,
                    lhs,
                    rhs,
                },
            )?;
            let cond = cx.push1(
                LoweredOp::IntCmp {
                    op: IntCmpOp::LtU,
                    lhs: sum,
                    rhs: lhs,
                },
                LoweredType::I8,
            );
            cx.b.push(LoweredOp::TrapIf { cond, kind }, &[]);
        }
        InstructionData::UnaryImm {
            opcode: Opcode::Iconst,
            imm,
        } => {
            let res = cx.func.dfg.first_result(inst);
            let ty = cx.ty(res)?;
            let v = cx.iconst(ty, imm.bits() as u64);
            cx.values.insert(res, Mapped::Value(v));
        }
        InstructionData::Binary { args: [a, b], .. } if binop(opcode).is_some() => {
            // `base + index` and `address + constant` are heap addresses, not arithmetic.
            if opcode == Opcode::Iadd && memory::fold_address_add(cx, inst, a, b)? {
                return Ok(());
            }
            let op = binop(opcode).unwrap_or(IntBinOp::Add);
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            let ty = cx.ty(a)?;
            emit_division_checks(cx, op, ty, lhs, rhs);
            cx.def1(inst, LoweredOp::IntBin { op, lhs, rhs })?;
        }
        InstructionData::BinaryImm64 { arg, imm, .. } if binop(opcode).is_some() => {
            let op = binop(opcode).unwrap_or(IntBinOp::Add);
            if opcode == Opcode::IaddImm && memory::fold_address_add_imm(cx, inst, arg, imm.bits())?
            {
                return Ok(());
            }
            let ty = cx.ty(arg)?;
            let lhs = cx.val(inst, arg)?;
            let rhs = cx.iconst(ty, imm.bits() as u64);
            cx.def1(inst, LoweredOp::IntBin { op, lhs, rhs })?;
        }
        InstructionData::Unary { arg, .. } => {
            let arg = cx.val(inst, arg)?;
            let op = match opcode {
                Opcode::Clz => LoweredOp::IntUn {
                    op: IntUnOp::Clz,
                    arg,
                },
                Opcode::Ctz => LoweredOp::IntUn {
                    op: IntUnOp::Ctz,
                    arg,
                },
                Opcode::Popcnt => LoweredOp::IntUn {
                    op: IntUnOp::Popcnt,
                    arg,
                },
                Opcode::Ineg => LoweredOp::IntUn {
                    op: IntUnOp::Neg,
                    arg,
                },
                Opcode::Bnot => {
                    let ty = cx.b.value_type(arg).unwrap_or(LoweredType::I32);
                    let ones = cx.iconst(ty, u64::MAX);
                    LoweredOp::IntBin {
                        op: IntBinOp::Xor,
                        lhs: arg,
                        rhs: ones,
                    }
                }
                _ => return Err(cx.unsupported(Family::IntArith, inst)),
            };
            cx.def1(inst, op)?;
        }
        InstructionData::IntCompare {
            cond, args: [a, b], ..
        } => {
            let (lhs, rhs) = (cx.val(inst, a)?, cx.val(inst, b)?);
            cx.def1(
                inst,
                LoweredOp::IntCmp {
                    op: cmp(cond),
                    lhs,
                    rhs,
                },
            )?;
        }
        InstructionData::IntCompareImm { cond, arg, imm, .. } => {
            let ty = cx.ty(arg)?;
            let lhs = cx.val(inst, arg)?;
            let rhs = cx.iconst(ty, imm.bits() as u64);
            cx.def1(
                inst,
                LoweredOp::IntCmp {
                    op: cmp(cond),
                    lhs,
                    rhs,
                },
            )?;
        }
        InstructionData::Ternary {
            opcode: Opcode::Select,
            args: [c, t, f],
        } => {
            let (cond, if_true, if_false) = (cx.val(inst, c)?, cx.val(inst, t)?, cx.val(inst, f)?);
            cx.def1(
                inst,
                LoweredOp::Select {
                    cond,
                    if_true,
                    if_false,
                },
            )?;
        }
        _ => return Err(cx.unsupported(Family::IntArith, inst)),
    }
    Ok(())
}

/// Makes the traps of integer division explicit (Cranelift's `sdiv` & co. trap implicitly).
fn emit_division_checks(
    cx: &mut LowerCtx<'_>,
    op: IntBinOp,
    ty: LoweredType,
    lhs: Value,
    rhs: Value,
) {
    if !matches!(
        op,
        IntBinOp::DivS | IntBinOp::DivU | IntBinOp::RemS | IntBinOp::RemU
    ) {
        return;
    }
    let zero = cx.iconst(ty, 0);
    let is_zero = cx.push1(
        LoweredOp::IntCmp {
            op: IntCmpOp::Eq,
            lhs: rhs,
            rhs: zero,
        },
        LoweredType::I8,
    );
    cx.b.push(
        LoweredOp::TrapIf {
            cond: is_zero,
            kind: TrapKind::IntegerDivideByZero,
        },
        &[],
    );
    if op == IntBinOp::DivS {
        let min = cx.iconst(ty, 1u64 << (ty.bits() - 1));
        let minus_one = cx.iconst(ty, u64::MAX);
        let lhs_min = cx.push1(
            LoweredOp::IntCmp {
                op: IntCmpOp::Eq,
                lhs,
                rhs: min,
            },
            LoweredType::I8,
        );
        let rhs_m1 = cx.push1(
            LoweredOp::IntCmp {
                op: IntCmpOp::Eq,
                lhs: rhs,
                rhs: minus_one,
            },
            LoweredType::I8,
        );
        let both = cx.push1(
            LoweredOp::IntBin {
                op: IntBinOp::And,
                lhs: lhs_min,
                rhs: rhs_m1,
            },
            LoweredType::I8,
        );
        cx.b.push(
            LoweredOp::TrapIf {
                cond: both,
                kind: TrapKind::IntegerOverflow,
            },
            &[],
        );
    }
}
