//! The value semantics of the vector family (wasm SIMD), docs/SEMANTICS.md section 6.
//!
//! A `v128` is split into lanes by the op's [`Shape`] (lane 0 in the low bits); lane-wise ops
//! reuse the scalar semantics of `semantics.rs` lane by lane, so float lanes follow exactly
//! the scalar NaN rule (first quiet NaN operand, else the positive canonical NaN) and
//! integer lanes wrap as scalars do. Ops with no scalar counterpart (saturating arithmetic,
//! narrowing, swizzle, ...) are written here from the wasm SIMD spec. Like the rest of the
//! interpreter this module must never panic: operands of the wrong type are
//! [`Fault::Malformed`].

use super::semantics::{self, Fault, Outcome};
use super::RtValue;
use crate::ops::{
    ConvOp, FloatBinOp, FloatCmpOp, FloatUnOp, IntBinOp, IntCmpOp, IntUnOp, Shape, VecBinOp,
    VecTestOp, VecUnOp,
};
use crate::types::LoweredType;

fn malformed<T>(reason: impl Into<String>) -> Outcome<T> {
    Err(Fault::Malformed(reason.into()))
}

fn v128(name: &str, v: RtValue) -> Outcome<u128> {
    match v {
        RtValue::V128(b) => Ok(b),
        other => malformed(format!(
            "`{name}` needs a v128 operand, found {}",
            other.ty()
        )),
    }
}

fn lane_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Lane-wise `a * b + c`, rounded once (`f32::mul_add`, `f64::mul_add`: IEEE 754
/// fusedMultiplyAdd). A NaN lane is whichever NaN the host's fused multiply-add gives:
/// relaxed SIMD allows any NaN there.
pub(super) fn fma(shape: Shape, a: RtValue, b: RtValue, c: RtValue) -> Outcome<RtValue> {
    let (a, b, c) = (v128("fma", a)?, v128("fma", b)?, v128("fma", c)?);
    let (la, lb, lc) = (split(shape, a), split(shape, b), split(shape, c));
    let lanes: Vec<u64> = match shape {
        Shape::F32x4 => la
            .iter()
            .zip(&lb)
            .zip(&lc)
            .map(|((x, y), z)| {
                let f = |v: &u64| f32::from_bits(*v as u32);
                u64::from(f(x).mul_add(f(y), f(z)).to_bits())
            })
            .collect(),
        Shape::F64x2 => la
            .iter()
            .zip(&lb)
            .zip(&lc)
            .map(|((x, y), z)| {
                let f = |v: &u64| f64::from_bits(*v);
                f(x).mul_add(f(y), f(z)).to_bits()
            })
            .collect(),
        other => return malformed(format!("fma is not defined on {}", other.name())),
    };
    Ok(RtValue::V128(join(shape, &lanes)))
}

/// The lanes of `bits` in `shape`, each zero-extended.
fn split(shape: Shape, bits: u128) -> Vec<u64> {
    let w = shape.lane_bits();
    (0..shape.lanes())
        .map(|i| ((bits >> (i * w)) & lane_mask(w)) as u64)
        .collect()
}

/// The vector whose lanes of `shape` are `lanes` (low bits of each; missing lanes are 0).
fn join(shape: Shape, lanes: &[u64]) -> u128 {
    let w = shape.lane_bits();
    lanes
        .iter()
        .take(shape.lanes() as usize)
        .enumerate()
        .fold(0u128, |acc, (i, l)| {
            acc | ((u128::from(*l) & lane_mask(w)) << (i as u32 * w))
        })
}

fn lane_value(shape: Shape, bits: u64) -> RtValue {
    RtValue::from_bits(shape.lane_type(), bits.into())
}

fn bits_of(v: RtValue) -> u64 {
    v.bits() as u64
}

fn sext(width: u32, bits: u64) -> i64 {
    let shift = 64 - width.clamp(1, 64);
    ((bits << shift) as i64) >> shift
}

fn signed_range(width: u32) -> (i128, i128) {
    let half = 1i128 << (width - 1);
    (-half, half - 1)
}

fn unsigned_max(width: u32) -> i128 {
    (1i128 << width) - 1
}

fn clamp(x: i128, lo: i128, hi: i128) -> u64 {
    x.clamp(lo, hi) as u64
}

/// Applies a scalar op to each pair of lanes.
fn lanewise2(
    shape: Shape,
    x: u128,
    y: u128,
    mut f: impl FnMut(RtValue, RtValue) -> Outcome<RtValue>,
) -> Outcome<u128> {
    let (a, b) = (split(shape, x), split(shape, y));
    let mut out = Vec::with_capacity(a.len());
    for (p, q) in a.iter().zip(&b) {
        out.push(bits_of(f(lane_value(shape, *p), lane_value(shape, *q))?));
    }
    Ok(join(shape, &out))
}

/// Applies an integer function of (width, a, b) to each pair of lanes.
fn int_lanes2(shape: Shape, x: u128, y: u128, f: impl Fn(u32, u64, u64) -> u64) -> u128 {
    let w = shape.lane_bits();
    let (a, b) = (split(shape, x), split(shape, y));
    let out: Vec<u64> = a.iter().zip(&b).map(|(p, q)| f(w, *p, *q)).collect();
    join(shape, &out)
}

pub(super) fn vbin(op: VecBinOp, shape: Shape, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    if !op.shape_ok(shape) {
        return malformed(format!("{} is not defined on {}", op.name(), shape.name()));
    }
    let x = v128(op.name(), a)?;
    if op.is_shift() {
        let RtValue::I32(amount) = b else {
            return malformed(format!("`{}` needs an i32 shift amount", op.name()));
        };
        let scalar = match op {
            VecBinOp::Shl => IntBinOp::Shl,
            VecBinOp::ShrS => IntBinOp::ShrS,
            _ => IntBinOp::ShrU,
        };
        let amount = u64::from(amount) % u64::from(shape.lane_bits());
        let bits = lanewise2(shape, x, 0, |l, _| {
            semantics::int_bin(scalar, l, lane_value(shape, amount))
        })?;
        return Ok(RtValue::V128(bits));
    }
    let y = v128(op.name(), b)?;
    use VecBinOp as B;
    let int_op = |o: IntBinOp| lanewise2(shape, x, y, |p, q| semantics::int_bin(o, p, q));
    let float_op = |o: FloatBinOp| lanewise2(shape, x, y, |p, q| semantics::float_bin(o, p, q));
    let bits = match op {
        B::Add => int_op(IntBinOp::Add)?,
        B::Sub => int_op(IntBinOp::Sub)?,
        B::Mul => int_op(IntBinOp::Mul)?,
        B::And => x & y,
        B::Or => x | y,
        B::Xor => x ^ y,
        B::AndNot => x & !y,
        B::AddSatS | B::SubSatS => int_lanes2(shape, x, y, |w, p, q| {
            let (p, q) = (i128::from(sext(w, p)), i128::from(sext(w, q)));
            let r = if op == B::AddSatS { p + q } else { p - q };
            let (lo, hi) = signed_range(w);
            clamp(r, lo, hi)
        }),
        B::AddSatU | B::SubSatU => int_lanes2(shape, x, y, |w, p, q| {
            let (p, q) = (i128::from(p), i128::from(q));
            let r = if op == B::AddSatU { p + q } else { p - q };
            clamp(r, 0, unsigned_max(w))
        }),
        B::AvgRoundU => int_lanes2(shape, x, y, |_, p, q| {
            ((u128::from(p) + u128::from(q) + 1) >> 1) as u64
        }),
        B::MinS | B::MaxS => int_lanes2(shape, x, y, |w, p, q| {
            let less = sext(w, p) < sext(w, q);
            if less == (op == B::MinS) {
                p
            } else {
                q
            }
        }),
        B::MinU | B::MaxU => {
            int_lanes2(
                shape,
                x,
                y,
                |_, p, q| {
                    if (p < q) == (op == B::MinU) {
                        p
                    } else {
                        q
                    }
                },
            )
        }
        B::Q15MulRoundSat => int_lanes2(shape, x, y, |w, p, q| {
            let r = (i128::from(sext(w, p)) * i128::from(sext(w, q)) + 0x4000) >> 15;
            let (lo, hi) = signed_range(w);
            clamp(r, lo, hi)
        }),
        B::Swizzle => {
            let (a, s) = (split(shape, x), split(shape, y));
            let out: Vec<u64> = s
                .iter()
                .map(|i| a.get(*i as usize).copied().unwrap_or(0))
                .collect();
            join(shape, &out)
        }
        B::NarrowS | B::NarrowSU | B::NarrowU => {
            let Some(to) = shape.narrowed() else {
                return malformed(format!("{} is not defined on {}", op.name(), shape.name()));
            };
            let w = shape.lane_bits();
            let nw = to.lane_bits();
            let out: Vec<u64> = split(shape, x)
                .into_iter()
                .chain(split(shape, y))
                .map(|l| match op {
                    B::NarrowS => {
                        let (lo, hi) = signed_range(nw);
                        clamp(sext(w, l).into(), lo, hi)
                    }
                    B::NarrowSU => clamp(sext(w, l).into(), 0, unsigned_max(nw)),
                    _ => clamp(l.into(), 0, unsigned_max(nw)),
                })
                .collect();
            join(to, &out)
        }
        B::AddPairwise => {
            let w = shape.lane_bits();
            let all: Vec<u64> = split(shape, x).into_iter().chain(split(shape, y)).collect();
            let out: Vec<u64> = all
                .chunks(2)
                .map(|c| c.iter().fold(0u64, |s, l| s.wrapping_add(*l)) & lane_mask(w) as u64)
                .collect();
            join(shape, &out)
        }
        B::FAdd => float_op(FloatBinOp::Add)?,
        B::FSub => float_op(FloatBinOp::Sub)?,
        B::FMul => float_op(FloatBinOp::Mul)?,
        B::FDiv => float_op(FloatBinOp::Div)?,
        B::FMin | B::FMax => lanewise2(shape, x, y, |p, q| {
            semantics::lane_min_max(op == B::FMin, p, q)
        })?,
        B::Shl | B::ShrS | B::ShrU => {
            return malformed("shift handled above");
        }
    };
    Ok(RtValue::V128(bits))
}

/// Applies a scalar op to each lane of `x` read in `shape`, the results forming lanes of `to`.
fn lanewise1(
    shape: Shape,
    to: Shape,
    lanes: impl Iterator<Item = u64>,
    mut f: impl FnMut(RtValue) -> Outcome<RtValue>,
) -> Outcome<u128> {
    let mut out = Vec::new();
    for l in lanes {
        out.push(bits_of(f(lane_value(shape, l))?));
    }
    Ok(join(to, &out))
}

pub(super) fn vun(op: VecUnOp, shape: Shape, a: RtValue) -> Outcome<RtValue> {
    if !op.shape_ok(shape) {
        return malformed(format!("{} is not defined on {}", op.name(), shape.name()));
    }
    let x = v128(op.name(), a)?;
    let lanes = split(shape, x);
    let half = lanes.len() / 2;
    use VecUnOp as U;
    let same =
        |f: &dyn Fn(RtValue) -> Outcome<RtValue>| lanewise1(shape, shape, lanes.iter().copied(), f);
    let w = shape.lane_bits();
    let bits = match op {
        U::Not => !x,
        U::Neg => same(&|l| semantics::int_un(IntUnOp::Neg, l))?,
        U::Popcnt => same(&|l| semantics::int_un(IntUnOp::Popcnt, l))?,
        U::Abs => {
            let out: Vec<u64> = lanes.iter().map(|l| sext(w, *l).unsigned_abs()).collect();
            join(shape, &out)
        }
        U::FNeg => same(&|l| semantics::float_un(FloatUnOp::Neg, l))?,
        U::FAbs => same(&|l| semantics::float_un(FloatUnOp::Abs, l))?,
        U::Sqrt => same(&|l| semantics::float_un(FloatUnOp::Sqrt, l))?,
        U::Ceil => same(&|l| semantics::float_un(FloatUnOp::Ceil, l))?,
        U::Floor => same(&|l| semantics::float_un(FloatUnOp::Floor, l))?,
        U::Trunc => same(&|l| semantics::float_un(FloatUnOp::Trunc, l))?,
        U::Nearest => same(&|l| semantics::float_un(FloatUnOp::Nearest, l))?,
        U::WidenLowS | U::WidenHighS | U::WidenLowU | U::WidenHighU => {
            let Some(to) = shape.widened() else {
                return malformed(format!("{} is not defined on {}", op.name(), shape.name()));
            };
            let part = if matches!(op, U::WidenLowS | U::WidenLowU) {
                &lanes[..half]
            } else {
                &lanes[half..]
            };
            let signed = matches!(op, U::WidenLowS | U::WidenHighS);
            let out: Vec<u64> = part
                .iter()
                .map(|l| if signed { sext(w, *l) as u64 } else { *l })
                .collect();
            join(to, &out)
        }
        U::FromSint | U::FromUint => {
            let (to, ty) = if shape == Shape::I32x4 {
                (Shape::F32x4, LoweredType::F32)
            } else {
                (Shape::F64x2, LoweredType::F64)
            };
            let conv = if op == U::FromSint {
                ConvOp::SintToF
            } else {
                ConvOp::UintToF
            };
            lanewise1(shape, to, lanes.iter().copied(), |l| {
                semantics::convert(conv, l, ty)
            })?
        }
        U::ToSintSat | U::ToUintSat => {
            let to = shape.int_shape();
            let conv = if op == U::ToSintSat {
                ConvOp::FToSintSat
            } else {
                ConvOp::FToUintSat
            };
            lanewise1(shape, to, lanes.iter().copied(), |l| {
                semantics::convert(conv, l, to.lane_type())
            })?
        }
        U::PromoteLow => lanewise1(shape, Shape::F64x2, lanes[..2].iter().copied(), |l| {
            semantics::convert(ConvOp::FPromote, l, LoweredType::F64)
        })?,
        U::Demote => lanewise1(shape, Shape::F32x4, lanes.iter().copied(), |l| {
            semantics::convert(ConvOp::FDemote, l, LoweredType::F32)
        })?,
    };
    Ok(RtValue::V128(bits))
}

pub(super) fn vint_cmp(op: IntCmpOp, shape: Shape, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    if shape.is_float() {
        return malformed(format!("icmp is not defined on {}", shape.name()));
    }
    let (x, y) = (v128("icmp", a)?, v128("icmp", b)?);
    let bits = lanewise2(shape, x, y, |p, q| {
        let r = semantics::int_cmp(op, p, q)?;
        Ok(mask_lane(shape, r))
    })?;
    Ok(RtValue::V128(bits))
}

pub(super) fn vfloat_cmp(op: FloatCmpOp, shape: Shape, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    if !shape.is_float() {
        return malformed(format!("fcmp is not defined on {}", shape.name()));
    }
    let (x, y) = (v128("fcmp", a)?, v128("fcmp", b)?);
    let bits = lanewise2(shape, x, y, |p, q| {
        let r = semantics::float_cmp(op, p, q)?;
        Ok(mask_lane(shape, r))
    })?;
    Ok(RtValue::V128(bits))
}

/// An `i8` 0/1 comparison result as a lane of all zeros or all ones.
fn mask_lane(shape: Shape, r: RtValue) -> RtValue {
    let ones = if r == RtValue::I8(0) { 0 } else { u64::MAX };
    lane_value(shape.int_shape(), ones)
}

pub(super) fn vtest(op: VecTestOp, shape: Shape, a: RtValue) -> Outcome<RtValue> {
    let x = v128(op.name(), a)?;
    let lanes = split(shape, x);
    Ok(match op {
        VecTestOp::AnyTrue => RtValue::I8((x != 0).into()),
        VecTestOp::AllTrue => RtValue::I8(lanes.iter().all(|l| *l != 0).into()),
        VecTestOp::Bitmask => {
            let top = shape.lane_bits() - 1;
            let m = lanes
                .iter()
                .enumerate()
                .fold(0u32, |m, (i, l)| m | (((l >> top) as u32 & 1) << i));
            RtValue::I32(m)
        }
    })
}

fn lane_operand(shape: Shape, v: RtValue, name: &str) -> Outcome<u64> {
    if v.ty() != shape.lane_type() {
        return malformed(format!(
            "`{name}.{}` needs a {} lane, found {}",
            shape.name(),
            shape.lane_type(),
            v.ty()
        ));
    }
    Ok(bits_of(v))
}

pub(super) fn splat(shape: Shape, v: RtValue) -> Outcome<RtValue> {
    let l = lane_operand(shape, v, "splat")?;
    let lanes = vec![l; shape.lanes() as usize];
    Ok(RtValue::V128(join(shape, &lanes)))
}

fn check_lane(shape: Shape, lane: u8) -> Outcome<usize> {
    if u32::from(lane) < shape.lanes() {
        Ok(lane.into())
    } else {
        malformed(format!("lane {lane} is out of range for {}", shape.name()))
    }
}

pub(super) fn extract_lane(shape: Shape, lane: u8, v: RtValue) -> Outcome<RtValue> {
    let i = check_lane(shape, lane)?;
    let lanes = split(shape, v128("extractlane", v)?);
    Ok(lane_value(shape, lanes.get(i).copied().unwrap_or(0)))
}

pub(super) fn insert_lane(shape: Shape, lane: u8, v: RtValue, x: RtValue) -> Outcome<RtValue> {
    let i = check_lane(shape, lane)?;
    let mut lanes = split(shape, v128("insertlane", v)?);
    let l = lane_operand(shape, x, "insertlane")?;
    if let Some(slot) = lanes.get_mut(i) {
        *slot = l;
    }
    Ok(RtValue::V128(join(shape, &lanes)))
}

pub(super) fn shuffle(lanes: &[u8; 16], a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (x, y) = (v128("shuffle", a)?, v128("shuffle", b)?);
    let bytes: Vec<u8> = x.to_le_bytes().into_iter().chain(y.to_le_bytes()).collect();
    let mut out = [0u8; 16];
    for (o, l) in out.iter_mut().zip(lanes) {
        *o = match bytes.get(usize::from(*l)) {
            Some(b) => *b,
            None => return malformed(format!("shuffle lane index {l} is not below 32")),
        };
    }
    Ok(RtValue::V128(u128::from_le_bytes(out)))
}

pub(super) fn bitselect(m: RtValue, t: RtValue, f: RtValue) -> Outcome<RtValue> {
    let (m, t, f) = (
        v128("bitselect", m)?,
        v128("bitselect", t)?,
        v128("bitselect", f)?,
    );
    Ok(RtValue::V128((t & m) | (f & !m)))
}

#[cfg(test)]
mod tests;
