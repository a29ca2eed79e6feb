//! The conversion family: integer extension and reduction, bit casts, float promotion and
//! demotion, and float/integer conversions.
//!
//! Trapping float-to-int conversions get explicit checks: `trap_if` NaN (invalid conversion
//! to integer), then `trap_if` out of range (integer overflow), with the exact range bounds of
//! the WebAssembly spec. A `uextend.i64` of an `i32` is also remembered as a possible heap
//! index for the memory family.

use super::{data, Family, LowerCtx};
use crate::error::Result;
use cranelift_codegen::ir::{self, InstructionData, Opcode};
use lowered_ir::{ConvOp, FloatCmpOp, IntBinOp, LoweredOp, LoweredType, TrapKind, Value};

fn conv(op: Opcode) -> Option<ConvOp> {
    use ConvOp as C;
    use Opcode as O;
    Some(match op {
        O::Uextend => C::Uextend,
        O::Sextend => C::Sextend,
        O::Ireduce => C::Ireduce,
        O::Bitcast => C::Bitcast,
        O::Fpromote => C::FPromote,
        O::Fdemote => C::FDemote,
        O::FcvtToSint => C::FToSint,
        O::FcvtToUint => C::FToUint,
        O::FcvtToSintSat => C::FToSintSat,
        O::FcvtToUintSat => C::FToUintSat,
        O::FcvtFromSint => C::SintToF,
        O::FcvtFromUint => C::UintToF,
        _ => return None,
    })
}

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    let d = data(cx, inst);
    let (InstructionData::Unary { opcode, arg }
    | InstructionData::LoadNoOffset { opcode, arg, .. }) = d
    else {
        return Err(cx.unsupported(Family::Conversion, inst));
    };
    let Some(op) = conv(opcode) else {
        return Err(cx.unsupported(Family::Conversion, inst));
    };
    let res = cx.func.dfg.first_result(inst);
    let to = cx.ty(res)?;
    let from = cx.ty(arg)?;
    let src = cx.val(inst, arg)?;
    if matches!(op, ConvOp::FToSint | ConvOp::FToUint) {
        emit_range_checks(cx, src, from, to, op == ConvOp::FToSint);
    }
    let v = cx.def1(inst, LoweredOp::Convert { op, arg: src, to })?;
    if op == ConvOp::Uextend && from == LoweredType::I32 && to == LoweredType::I64 {
        cx.zext_source.insert(res, src);
    }
    let _ = v;
    Ok(())
}

fn emit_range_checks(
    cx: &mut LowerCtx<'_>,
    x: Value,
    from: LoweredType,
    to: LoweredType,
    signed: bool,
) {
    let is_nan = cx.push1(
        LoweredOp::FloatCmp {
            op: FloatCmpOp::Ne,
            lhs: x,
            rhs: x,
        },
        LoweredType::I8,
    );
    cx.b.push(
        LoweredOp::TrapIf {
            cond: is_nan,
            kind: TrapKind::InvalidConversionToInteger,
        },
        &[],
    );
    // Valid inputs truncate into the target range (wasm spec `trunc`):
    //   signed:   -2^(n-1) - 1 < x < 2^(n-1)
    //   unsigned: -1 < x < 2^n
    // When -2^(n-1) - 1 is not representable in the source type it rounds to -2^(n-1), so the
    // lower test becomes `x >= -2^(n-1)` (exact, since -2^(n-1) always is representable).
    let n = to.bits() as i32;
    let mantissa = if from == LoweredType::F32 { 24 } else { 53 };
    let hi = if signed {
        2f64.powi(n - 1)
    } else {
        2f64.powi(n)
    };
    let (lo_op, lo_bits) = match (signed, n - 1 < mantissa) {
        (false, _) => (FloatCmpOp::Gt, -1.0),
        (true, true) => (FloatCmpOp::Gt, -2f64.powi(n - 1) - 1.0),
        (true, false) => (FloatCmpOp::Ge, -2f64.powi(n - 1)),
    };
    let bits = |v: f64| {
        if from == LoweredType::F32 {
            (v as f32).to_bits() as u64
        } else {
            v.to_bits()
        }
    };
    let lo_c = cx.fconst(from, bits(lo_bits));
    let hi_c = cx.fconst(from, bits(hi));
    let above = cx.push1(
        LoweredOp::FloatCmp {
            op: lo_op,
            lhs: x,
            rhs: lo_c,
        },
        LoweredType::I8,
    );
    let below = cx.push1(
        LoweredOp::FloatCmp {
            op: FloatCmpOp::Lt,
            lhs: x,
            rhs: hi_c,
        },
        LoweredType::I8,
    );
    let ok = cx.push1(
        LoweredOp::IntBin {
            op: IntBinOp::And,
            lhs: above,
            rhs: below,
        },
        LoweredType::I8,
    );
    let one = cx.iconst(LoweredType::I8, 1);
    let bad = cx.push1(
        LoweredOp::IntBin {
            op: IntBinOp::Xor,
            lhs: ok,
            rhs: one,
        },
        LoweredType::I8,
    );
    cx.b.push(
        LoweredOp::TrapIf {
            cond: bad,
            kind: TrapKind::IntegerOverflow,
        },
        &[],
    );
}
