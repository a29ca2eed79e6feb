//! The value semantics of each LoweredOp family: pure functions from operand values to a
//! result value or a fault, with exact WebAssembly behaviour (docs/SEMANTICS.md).
//!
//! Every function here checks its operand types and returns [`Fault::Malformed`] for IR the
//! verifier would reject, and defends the wasm traps itself (a zero divisor, a float out of
//! an integer's range, an access past the end of memory) even though the family passes put
//! an explicit check before each such op: the reference interpreter must never panic and
//! never compute an undefined value. NaN results are deterministic: the first NaN operand
//! with its quiet bit set, or the positive canonical NaN when no operand is a NaN (both are
//! in the set the wasm spec allows). This module knows nothing of blocks, frames or calls.

use super::RtValue;
use crate::ops::{ConvOp, FloatBinOp, FloatCmpOp, FloatUnOp, IntBinOp, IntCmpOp, IntUnOp};
use crate::ops::{LoadExtend, TrapKind};
use crate::types::LoweredType;

/// Why an op produced no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Fault {
    /// A wasm trap.
    Trap(TrapKind),
    /// IR the verifier would reject (wrong operand type, undefined value, ...).
    Malformed(String),
    /// Well-formed IR the interpreter cannot run as configured (a call without a resolver).
    Unsupported(String),
    /// The call depth limit was reached.
    CallStackExhausted(usize),
}

pub(super) type Outcome<T> = Result<T, Fault>;

fn malformed<T>(reason: impl Into<String>) -> Outcome<T> {
    Err(Fault::Malformed(reason.into()))
}

// ---------------------------------------------------------------------------------------
// Integers: a value is (width in bits, bits zero-extended to 64).

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn sext(width: u32, bits: u64) -> i64 {
    let shift = 64 - width.clamp(1, 64);
    ((bits << shift) as i64) >> shift
}

/// The width and bits of an integer value.
pub(super) fn int_parts(v: RtValue) -> Option<(u32, u64)> {
    match v {
        RtValue::I8(b) => Some((8, b.into())),
        RtValue::I16(b) => Some((16, b.into())),
        RtValue::I32(b) => Some((32, b.into())),
        RtValue::I64(b) => Some((64, b)),
        _ => None,
    }
}

fn int_type(width: u32) -> LoweredType {
    match width {
        8 => LoweredType::I8,
        16 => LoweredType::I16,
        32 => LoweredType::I32,
        _ => LoweredType::I64,
    }
}

fn make_int(width: u32, bits: u64) -> RtValue {
    RtValue::from_bits(int_type(width), (bits & mask(width)).into())
}

fn bool_value(b: bool) -> RtValue {
    RtValue::I8(b.into())
}

/// Both operands of a binary integer op: the same integer type.
fn int_pair(name: &str, a: RtValue, b: RtValue) -> Outcome<(u32, u64, u64)> {
    match (int_parts(a), int_parts(b)) {
        (Some((wa, x)), Some((wb, y))) if wa == wb => Ok((wa, x, y)),
        _ => malformed(format!(
            "`{name}` needs two operands of one integer type, found {} and {}",
            a.ty(),
            b.ty()
        )),
    }
}

pub(super) fn int_bin(op: IntBinOp, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (w, x, y) = int_pair(op.name(), a, b)?;
    let (sx, sy) = (sext(w, x), sext(w, y));
    let amount = (y & u64::from(w - 1)) as u32;
    let bits = match op {
        IntBinOp::Add => x.wrapping_add(y),
        IntBinOp::Sub => x.wrapping_sub(y),
        IntBinOp::Mul => x.wrapping_mul(y),
        IntBinOp::DivS => {
            if y == 0 {
                return Err(Fault::Trap(TrapKind::IntegerDivideByZero));
            }
            if sy == -1 && sx == sext(w, 1u64 << (w - 1)) {
                return Err(Fault::Trap(TrapKind::IntegerOverflow));
            }
            sx.wrapping_div(sy) as u64
        }
        IntBinOp::DivU => x
            .checked_div(y)
            .ok_or(Fault::Trap(TrapKind::IntegerDivideByZero))?,
        IntBinOp::RemS => {
            if y == 0 {
                return Err(Fault::Trap(TrapKind::IntegerDivideByZero));
            }
            // MIN % -1 is 0 in wasm; wrapping_rem gives exactly that.
            sx.wrapping_rem(sy) as u64
        }
        IntBinOp::RemU => x
            .checked_rem(y)
            .ok_or(Fault::Trap(TrapKind::IntegerDivideByZero))?,
        IntBinOp::And => x & y,
        IntBinOp::Or => x | y,
        IntBinOp::Xor => x ^ y,
        IntBinOp::Shl => x << amount,
        IntBinOp::ShrS => (sx >> amount) as u64,
        IntBinOp::ShrU => x >> amount,
        IntBinOp::Rotl => (x << amount) | (x >> ((w - amount) % w)),
        IntBinOp::Rotr => (x >> amount) | (x << ((w - amount) % w)),
    };
    Ok(make_int(w, bits))
}

pub(super) fn int_un(op: IntUnOp, a: RtValue) -> Outcome<RtValue> {
    let Some((w, x)) = int_parts(a) else {
        return malformed(format!(
            "`{}` needs an integer operand, found {}",
            op.name(),
            a.ty()
        ));
    };
    let bits = match op {
        IntUnOp::Clz => u64::from(x.leading_zeros() - (64 - w)),
        IntUnOp::Ctz => u64::from(x.trailing_zeros().min(w)),
        IntUnOp::Popcnt => u64::from(x.count_ones()),
        IntUnOp::Neg => x.wrapping_neg(),
    };
    Ok(make_int(w, bits))
}

pub(super) fn int_cmp(op: IntCmpOp, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (w, x, y) = int_pair(op.name(), a, b)?;
    let (sx, sy) = (sext(w, x), sext(w, y));
    Ok(bool_value(match op {
        IntCmpOp::Eq => x == y,
        IntCmpOp::Ne => x != y,
        IntCmpOp::LtS => sx < sy,
        IntCmpOp::LtU => x < y,
        IntCmpOp::GtS => sx > sy,
        IntCmpOp::GtU => x > y,
        IntCmpOp::LeS => sx <= sy,
        IntCmpOp::LeU => x <= y,
        IntCmpOp::GeS => sx >= sy,
        IntCmpOp::GeU => x >= y,
    }))
}

// ---------------------------------------------------------------------------------------
// Floats: computed on the native types, results taken as bits.

/// The IEEE binary formats, so each float op is written once.
trait Ieee: Copy + PartialOrd + std::ops::Add<Output = Self> + std::ops::Sub<Output = Self> {
    const SIGN: u64;
    const QUIET: u64;
    /// The bits of +infinity: every NaN's magnitude bits are above it.
    const INF: u64;
    /// The NaN an op makes from operands that are not NaNs: the canonical NaN with the sign
    /// set, x86's "QNaN floating-point indefinite", which wasmtime's native code gives on the
    /// machines we compare with (wasm leaves a fresh NaN's sign open), so a program prints
    /// `-nan` here as it does there.
    const DEFAULT_NAN: u64;
    fn from_bits64(bits: u64) -> Self;
    fn bits64(self) -> u64;
    fn is_nan(self) -> bool;
    fn mul(self, o: Self) -> Self;
    fn div(self, o: Self) -> Self;
    fn sqrt(self) -> Self;
    fn ceil(self) -> Self;
    fn floor(self) -> Self;
    fn trunc(self) -> Self;
    fn round_ties_even(self) -> Self;
}

macro_rules! ieee_impl {
    ($t:ty, $bits:ty, $sign:expr, $quiet:expr, $inf:expr) => {
        impl Ieee for $t {
            const SIGN: u64 = $sign;
            const QUIET: u64 = $quiet;
            const INF: u64 = $inf;
            const DEFAULT_NAN: u64 = $sign | $inf | $quiet;
            fn from_bits64(bits: u64) -> Self {
                <$t>::from_bits(bits as $bits)
            }
            fn bits64(self) -> u64 {
                self.to_bits().into()
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn mul(self, o: Self) -> Self {
                self * o
            }
            fn div(self, o: Self) -> Self {
                self / o
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            fn trunc(self) -> Self {
                <$t>::trunc(self)
            }
            fn round_ties_even(self) -> Self {
                <$t>::round_ties_even(self)
            }
        }
    };
}

ieee_impl!(f32, u32, 1 << 31, 1 << 22, 0x7f80_0000);
ieee_impl!(f64, u64, 1 << 63, 1 << 51, 0x7ff0_0000_0000_0000);

fn is_nan_bits<T: Ieee>(bits: u64) -> bool {
    bits & !T::SIGN > T::INF
}

/// The NaN an op returns: its first NaN operand made quiet, else [`Ieee::DEFAULT_NAN`] (as
/// x86's SSE arithmetic does).
fn nan_result<T: Ieee>(inputs: &[u64]) -> u64 {
    inputs
        .iter()
        .find(|b| is_nan_bits::<T>(**b))
        .map_or(T::DEFAULT_NAN, |b| b | T::QUIET)
}

/// `r` as bits, with a NaN result replaced by the deterministic one.
fn arith<T: Ieee>(r: T, inputs: &[u64]) -> u64 {
    if r.is_nan() {
        nan_result::<T>(inputs)
    } else {
        r.bits64()
    }
}

fn float_bits(v: RtValue) -> Option<(LoweredType, u64)> {
    match v {
        RtValue::F32(b) => Some((LoweredType::F32, b.into())),
        RtValue::F64(b) => Some((LoweredType::F64, b)),
        _ => None,
    }
}

fn float_pair(name: &str, a: RtValue, b: RtValue) -> Outcome<(LoweredType, u64, u64)> {
    match (float_bits(a), float_bits(b)) {
        (Some((ta, x)), Some((tb, y))) if ta == tb => Ok((ta, x, y)),
        _ => malformed(format!(
            "`{name}` needs two operands of one float type, found {} and {}",
            a.ty(),
            b.ty()
        )),
    }
}

fn float_bin_t<T: Ieee>(op: FloatBinOp, x: u64, y: u64) -> u64 {
    let (a, b) = (T::from_bits64(x), T::from_bits64(y));
    let both = [x, y];
    match op {
        FloatBinOp::Add => arith(a + b, &both),
        FloatBinOp::Sub => arith(a - b, &both),
        FloatBinOp::Mul => arith(a.mul(b), &both),
        FloatBinOp::Div => arith(a.div(b), &both),
        FloatBinOp::Min | FloatBinOp::Max => {
            let min = op == FloatBinOp::Min;
            if a.is_nan() || b.is_nan() {
                // Cranelift's x86 sequence makes a NaN by adding the operands into the
                // second one's register: its NaN, quieted, comes first.
                nan_result::<T>(&[y, x])
            } else if a == b {
                // Equal values have equal bits except +0 and -0: min takes the sign, max drops it.
                if min {
                    x | y
                } else {
                    x & y
                }
            } else if (a < b) == min {
                x
            } else {
                y
            }
        }
        FloatBinOp::Copysign => (x & !T::SIGN) | (y & T::SIGN),
    }
}

/// A lane of `f32x4`/`f64x2` `min` (`max` where `!min`), as Cranelift's x86 code computes
/// it: as the scalar op but for a NaN lane, which is the canonical quiet NaN with its sign
/// set for `min` (the lanes' NaN mask is or-ed in, then the payload cleared), and with the
/// sign of either operand for `max` (the two `maxps` results or-ed, then the payload
/// cleared).
fn lane_min_max_t<T: Ieee>(min: bool, x: u64, y: u64) -> u64 {
    let (a, b) = (T::from_bits64(x), T::from_bits64(y));
    if !(a.is_nan() || b.is_nan()) {
        let op = if min {
            FloatBinOp::Min
        } else {
            FloatBinOp::Max
        };
        return float_bin_t::<T>(op, x, y);
    }
    let canonical = T::DEFAULT_NAN & !T::SIGN;
    if min {
        canonical | T::SIGN
    } else {
        canonical | ((x | y) & T::SIGN)
    }
}

/// [`lane_min_max_t`] on one lane's value.
pub(super) fn lane_min_max(min: bool, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (ty, x, y) = float_pair(if min { "fmin" } else { "fmax" }, a, b)?;
    let bits = if ty == LoweredType::F32 {
        lane_min_max_t::<f32>(min, x, y)
    } else {
        lane_min_max_t::<f64>(min, x, y)
    };
    Ok(RtValue::from_bits(ty, bits.into()))
}

pub(super) fn float_bin(op: FloatBinOp, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (ty, x, y) = float_pair(op.name(), a, b)?;
    let bits = if ty == LoweredType::F32 {
        float_bin_t::<f32>(op, x, y)
    } else {
        float_bin_t::<f64>(op, x, y)
    };
    Ok(RtValue::from_bits(ty, bits.into()))
}

fn float_un_t<T: Ieee>(op: FloatUnOp, x: u64) -> u64 {
    let a = T::from_bits64(x);
    match op {
        FloatUnOp::Neg => x ^ T::SIGN,
        FloatUnOp::Abs => x & !T::SIGN,
        FloatUnOp::Sqrt => arith(a.sqrt(), &[x]),
        FloatUnOp::Ceil => arith(a.ceil(), &[x]),
        FloatUnOp::Floor => arith(a.floor(), &[x]),
        FloatUnOp::Trunc => arith(a.trunc(), &[x]),
        FloatUnOp::Nearest => arith(a.round_ties_even(), &[x]),
    }
}

pub(super) fn float_un(op: FloatUnOp, a: RtValue) -> Outcome<RtValue> {
    let Some((ty, x)) = float_bits(a) else {
        return malformed(format!(
            "`{}` needs a float operand, found {}",
            op.name(),
            a.ty()
        ));
    };
    let bits = if ty == LoweredType::F32 {
        float_un_t::<f32>(op, x)
    } else {
        float_un_t::<f64>(op, x)
    };
    Ok(RtValue::from_bits(ty, bits.into()))
}

fn float_cmp_t<T: Ieee>(op: FloatCmpOp, x: u64, y: u64) -> bool {
    let (a, b) = (T::from_bits64(x), T::from_bits64(y));
    // Rust's comparisons are IEEE's: false when unordered, except `!=`.
    match op {
        FloatCmpOp::Eq => a == b,
        FloatCmpOp::Ne => a != b,
        FloatCmpOp::Lt => a < b,
        FloatCmpOp::Gt => a > b,
        FloatCmpOp::Le => a <= b,
        FloatCmpOp::Ge => a >= b,
    }
}

pub(super) fn float_cmp(op: FloatCmpOp, a: RtValue, b: RtValue) -> Outcome<RtValue> {
    let (ty, x, y) = float_pair(op.name(), a, b)?;
    Ok(bool_value(if ty == LoweredType::F32 {
        float_cmp_t::<f32>(op, x, y)
    } else {
        float_cmp_t::<f64>(op, x, y)
    }))
}

// ---------------------------------------------------------------------------------------
// Conversions.

/// Float (as f64, exact for f32) to a wasm integer with the trapping `trunc` semantics.
fn trunc_checked(x: f64, to: LoweredType, signed: bool) -> Outcome<u64> {
    if x.is_nan() {
        return Err(Fault::Trap(TrapKind::InvalidConversionToInteger));
    }
    // The open intervals of values whose truncation fits; the bounds are exact in f64.
    let (lo, hi) = match (to, signed) {
        (LoweredType::I32, true) => (-2_147_483_649.0, 2_147_483_648.0),
        (LoweredType::I32, false) => (-1.0, 4_294_967_296.0),
        (LoweredType::I64, true) => (-9_223_372_036_854_777_856.0, 9_223_372_036_854_775_808.0),
        _ => (-1.0, 18_446_744_073_709_551_616.0),
    };
    if !(x > lo && x < hi) {
        return Err(Fault::Trap(TrapKind::IntegerOverflow));
    }
    Ok(saturate(x, to, signed))
}

/// Float to integer with Rust's `as`, which is wasm's `trunc_sat` (NaN to 0).
fn saturate(x: f64, to: LoweredType, signed: bool) -> u64 {
    match (to, signed) {
        (LoweredType::I32, true) => u64::from(x as i32 as u32),
        (LoweredType::I32, false) => u64::from(x as u32),
        (_, true) => x as i64 as u64,
        (_, false) => x as u64,
    }
}

fn promote(x: u32) -> u64 {
    let f = f32::from_bits(x);
    if f.is_nan() {
        // Keep sign and payload, set the quiet bit: canonical stays canonical.
        let sign = u64::from(x >> 31) << 63;
        let payload = u64::from(x & 0x007f_ffff) << 29;
        sign | 0x7ff0_0000_0000_0000 | payload | (1 << 51)
    } else {
        f64::from(f).to_bits()
    }
}

fn demote(x: u64) -> u32 {
    let f = f64::from_bits(x);
    if f.is_nan() {
        let sign = ((x >> 63) as u32) << 31;
        let payload = ((x & 0x000f_ffff_ffff_ffff) >> 29) as u32;
        sign | 0x7f80_0000 | payload | (1 << 22)
    } else {
        // `as` rounds to nearest, ties to even, and overflows to infinity.
        (f as f32).to_bits()
    }
}

pub(super) fn convert(op: ConvOp, a: RtValue, to: LoweredType) -> Outcome<RtValue> {
    let from = a.ty();
    let bad = || malformed(format!("cannot {} from {from} to {to}", op.name()));
    let int = int_parts(a);
    let float = float_bits(a).map(|(t, b)| {
        if t == LoweredType::F32 {
            f64::from(f32::from_bits(b as u32))
        } else {
            f64::from_bits(b)
        }
    });
    let to_int_width = match to {
        LoweredType::I8 | LoweredType::I16 | LoweredType::I32 | LoweredType::I64 => Some(to.bits()),
        _ => None,
    };
    let wasm_int = matches!(to, LoweredType::I32 | LoweredType::I64);
    let bits: u128 = match op {
        ConvOp::Uextend | ConvOp::Sextend | ConvOp::Ireduce => {
            let (Some((w, x)), Some(tw)) = (int, to_int_width) else {
                return bad();
            };
            let ok = match op {
                ConvOp::Ireduce => tw < w,
                _ => tw > w,
            };
            if !ok {
                return bad();
            }
            let v = if op == ConvOp::Sextend {
                sext(w, x) as u64
            } else {
                x
            };
            (v & mask(tw)).into()
        }
        ConvOp::Bitcast => {
            if from.bits() != to.bits() {
                return bad();
            }
            a.bits()
        }
        ConvOp::FPromote => match a {
            RtValue::F32(x) if to == LoweredType::F64 => promote(x).into(),
            _ => return bad(),
        },
        ConvOp::FDemote => match a {
            RtValue::F64(x) if to == LoweredType::F32 => demote(x).into(),
            _ => return bad(),
        },
        ConvOp::FToSint | ConvOp::FToUint => match float {
            Some(x) if wasm_int => trunc_checked(x, to, op == ConvOp::FToSint)?.into(),
            _ => return bad(),
        },
        ConvOp::FToSintSat | ConvOp::FToUintSat => match float {
            Some(x) if wasm_int => saturate(x, to, op == ConvOp::FToSintSat).into(),
            _ => return bad(),
        },
        ConvOp::SintToF | ConvOp::UintToF => {
            let Some((w, x)) = int else {
                return bad();
            };
            let signed = op == ConvOp::SintToF;
            // One rounding, to nearest with ties to even: Rust's `as` guarantees it.
            match to {
                LoweredType::F32 if signed => (sext(w, x) as f32).to_bits().into(),
                LoweredType::F32 => (x as f32).to_bits().into(),
                LoweredType::F64 if signed => (sext(w, x) as f64).to_bits().into(),
                LoweredType::F64 => (x as f64).to_bits().into(),
                _ => return bad(),
            }
        }
    };
    Ok(RtValue::from_bits(to, bits))
}

// ---------------------------------------------------------------------------------------
// Memory.

/// The first byte of an access of `size` bytes at `zext(addr) + offset`, or the trap.
pub(super) fn effective_address(
    memory_len: usize,
    addr: RtValue,
    offset: u32,
    size: u64,
) -> Outcome<usize> {
    let Some((_, base)) = int_parts(addr) else {
        return malformed(format!(
            "an address must be an integer, found {}",
            addr.ty()
        ));
    };
    let start = base.checked_add(offset.into());
    let end = start.and_then(|s| s.checked_add(size));
    match (start, end) {
        (Some(s), Some(e)) if e <= memory_len as u64 => {
            usize::try_from(s).map_err(|_| Fault::Trap(TrapKind::MemoryOutOfBounds))
        }
        _ => Err(Fault::Trap(TrapKind::MemoryOutOfBounds)),
    }
}

pub(super) fn load(
    memory: &[u8],
    ty: LoweredType,
    mem_ty: LoweredType,
    extend: LoadExtend,
    addr: RtValue,
    offset: u32,
) -> Outcome<RtValue> {
    let ok = match extend {
        LoadExtend::None => mem_ty == ty,
        LoadExtend::Zero | LoadExtend::Sign => {
            mem_ty.is_int() && ty.is_int() && mem_ty.bits() < ty.bits()
        }
    };
    if !ok {
        return malformed(format!("cannot load {mem_ty} as {ty}"));
    }
    let size = mem_ty.bytes() as usize;
    let start = effective_address(memory.len(), addr, offset, size as u64)?;
    let bytes = start
        .checked_add(size)
        .and_then(|end| memory.get(start..end))
        .ok_or(Fault::Trap(TrapKind::MemoryOutOfBounds))?;
    let mut le = [0u8; 16];
    le.get_mut(..size)
        .ok_or(Fault::Trap(TrapKind::MemoryOutOfBounds))?
        .copy_from_slice(bytes);
    let raw = u128::from_le_bytes(le);
    let bits = match extend {
        LoadExtend::Sign => u128::from(sext(mem_ty.bits(), raw as u64) as u64 & mask(ty.bits())),
        _ => raw,
    };
    Ok(RtValue::from_bits(ty, bits))
}

pub(super) fn store(
    memory: &mut [u8],
    mem_ty: LoweredType,
    value: RtValue,
    addr: RtValue,
    offset: u32,
) -> Outcome<()> {
    let vt = value.ty();
    let ok = vt == mem_ty || (vt.is_int() && mem_ty.is_int() && mem_ty.bits() < vt.bits());
    if !ok {
        return malformed(format!("cannot store {vt} as {mem_ty}"));
    }
    let size = mem_ty.bytes() as usize;
    let start = effective_address(memory.len(), addr, offset, size as u64)?;
    let le = value.bits().to_le_bytes();
    let (Some(dst), Some(src)) = (
        start
            .checked_add(size)
            .and_then(|end| memory.get_mut(start..end)),
        le.get(..size),
    ) else {
        return Err(Fault::Trap(TrapKind::MemoryOutOfBounds));
    };
    dst.copy_from_slice(src);
    Ok(())
}

/// The byte range `[zext(start), zext(start) + zext(len))` of a bulk-memory op, or the trap
/// when it does not lie within the memory. Operands are `i32`, read unsigned.
fn bulk_range(
    memory_len: usize,
    what: &str,
    start: RtValue,
    len: RtValue,
) -> Outcome<std::ops::Range<usize>> {
    let (RtValue::I32(s), RtValue::I32(n)) = (start, len) else {
        return malformed(format!(
            "`{what}` needs i32 operands, found {} and {}",
            start.ty(),
            len.ty()
        ));
    };
    let end = u64::from(s) + u64::from(n);
    if end > memory_len as u64 {
        return Err(Fault::Trap(TrapKind::MemoryOutOfBounds));
    }
    // Both fit in usize: they are at most the memory length.
    Ok(s as usize..end as usize)
}

/// wasm `memory.copy`: both ranges are checked before any byte moves; overlapping ranges
/// copy as if through a temporary buffer (`copy_within` is a memmove).
pub(super) fn memory_copy(
    memory: &mut [u8],
    dst: RtValue,
    src: RtValue,
    len: RtValue,
) -> Outcome<()> {
    let to = bulk_range(memory.len(), "memory_copy", dst, len)?;
    let from = bulk_range(memory.len(), "memory_copy", src, len)?;
    memory.copy_within(from, to.start);
    Ok(())
}

/// wasm `memory.fill`: the range is checked before any byte is written; the low 8 bits of
/// `value` are written.
pub(super) fn memory_fill(
    memory: &mut [u8],
    dst: RtValue,
    value: RtValue,
    len: RtValue,
) -> Outcome<()> {
    let RtValue::I32(v) = value else {
        return malformed(format!(
            "`memory_fill` needs an i32 value, found {}",
            value.ty()
        ));
    };
    let range = bulk_range(memory.len(), "memory_fill", dst, len)?;
    if let Some(bytes) = memory.get_mut(range) {
        bytes.fill(v as u8);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::LoweredType as T;

    fn i32v(x: i32) -> RtValue {
        RtValue::I32(x as u32)
    }
    fn i64v(x: i64) -> RtValue {
        RtValue::I64(x as u64)
    }
    fn trap(k: TrapKind) -> Outcome<RtValue> {
        Err(Fault::Trap(k))
    }

    #[test]
    fn narrow_integers_wrap_at_their_width() {
        assert_eq!(
            int_bin(IntBinOp::Add, RtValue::I8(0xff), RtValue::I8(2)),
            Ok(RtValue::I8(1))
        );
        assert_eq!(
            int_bin(IntBinOp::DivS, RtValue::I8(0x80), RtValue::I8(0xff)),
            trap(TrapKind::IntegerOverflow)
        );
        assert_eq!(
            int_bin(IntBinOp::ShrS, RtValue::I16(0x8000), RtValue::I16(17)),
            Ok(RtValue::I16(0xc000))
        );
        assert_eq!(
            int_bin(IntBinOp::Rotl, RtValue::I8(0x81), RtValue::I8(1)),
            Ok(RtValue::I8(0x03))
        );
        assert_eq!(int_un(IntUnOp::Clz, RtValue::I8(1)), Ok(RtValue::I8(7)));
        assert_eq!(int_un(IntUnOp::Ctz, RtValue::I16(0)), Ok(RtValue::I16(16)));
        assert_eq!(
            int_cmp(IntCmpOp::LtS, RtValue::I8(0xff), RtValue::I8(0)),
            Ok(RtValue::I8(1))
        );
    }

    #[test]
    fn sixty_four_bit_edges() {
        assert_eq!(
            int_bin(IntBinOp::DivS, i64v(i64::MIN), i64v(-1)),
            trap(TrapKind::IntegerOverflow)
        );
        assert_eq!(
            int_bin(IntBinOp::RemS, i64v(i64::MIN), i64v(-1)),
            Ok(i64v(0))
        );
        assert_eq!(int_bin(IntBinOp::Rotr, i64v(1), i64v(64)), Ok(i64v(1)));
        assert_eq!(int_un(IntUnOp::Clz, i64v(0)), Ok(i64v(64)));
        assert_eq!(int_un(IntUnOp::Popcnt, i64v(-1)), Ok(i64v(64)));
    }

    #[test]
    fn mismatched_operands_are_malformed_not_panics() {
        assert!(matches!(
            int_bin(IntBinOp::Add, i32v(1), i64v(1)),
            Err(Fault::Malformed(_))
        ));
        assert!(matches!(
            float_bin(FloatBinOp::Add, RtValue::F32(0), RtValue::F64(0)),
            Err(Fault::Malformed(_))
        ));
        assert!(matches!(
            int_un(IntUnOp::Clz, RtValue::F32(0)),
            Err(Fault::Malformed(_))
        ));
        assert!(matches!(
            convert(ConvOp::Uextend, i64v(1), T::I32),
            Err(Fault::Malformed(_))
        ));
        assert!(matches!(
            convert(ConvOp::FToSint, RtValue::F32(0), T::I16),
            Err(Fault::Malformed(_))
        ));
        assert!(matches!(
            load(&[0; 8], T::I32, T::I64, LoadExtend::None, i32v(0), 0),
            Err(Fault::Malformed(_))
        ));
    }

    #[test]
    fn nan_results_are_deterministic() {
        let snan = 0x7f80_0001u64;
        let payload = 0xffc1_2345u64;
        // An operand NaN is returned quiet; a fresh NaN is the canonical one with the sign
        // set (x86's default NaN).
        assert_eq!(float_bin_t::<f32>(FloatBinOp::Add, snan, 0), 0x7fc0_0001);
        assert_eq!(float_bin_t::<f32>(FloatBinOp::Mul, 0, payload), payload);
        let zero = 0u64;
        assert_eq!(float_bin_t::<f32>(FloatBinOp::Div, zero, zero), 0xffc0_0000);
        assert_eq!(
            float_un_t::<f64>(FloatUnOp::Sqrt, (-1.0f64).to_bits()),
            0xfff8_0000_0000_0000
        );
        // Sign operations keep a signalling payload as it is.
        assert_eq!(float_un_t::<f32>(FloatUnOp::Neg, snan), 0xff80_0001);
    }

    #[test]
    fn promote_and_demote_keep_nan_payloads_quiet() {
        assert_eq!(promote(0x7fc0_0000), 0x7ff8_0000_0000_0000);
        assert_eq!(promote(0xff80_0001), 0xfff8_0000_2000_0000);
        assert_eq!(demote(0x7ff8_0000_0000_0000), 0x7fc0_0000);
        assert_eq!(demote(0x7ff0_0000_2000_0000), 0x7fc0_0001);
        assert_eq!(demote(1e300f64.to_bits()), f32::INFINITY.to_bits());
    }

    #[test]
    fn trapping_truncation_bounds_are_exact() {
        let s32 = |x: f64| trunc_checked(x, T::I32, true);
        assert_eq!(s32(-2_147_483_648.9), Ok(0x8000_0000));
        assert_eq!(
            s32(-2_147_483_649.0),
            Err(Fault::Trap(TrapKind::IntegerOverflow))
        );
        assert_eq!(s32(2_147_483_647.9), Ok(0x7fff_ffff));
        assert_eq!(
            s32(2_147_483_648.0),
            Err(Fault::Trap(TrapKind::IntegerOverflow))
        );
        let u64_ = |x: f64| trunc_checked(x, T::I64, false);
        assert_eq!(u64_(-0.9), Ok(0));
        assert_eq!(u64_(-1.0), Err(Fault::Trap(TrapKind::IntegerOverflow)));
        assert_eq!(
            u64_(18_446_744_073_709_549_568.0),
            Ok(0xffff_ffff_ffff_f800)
        );
        let s64 = |x: f64| trunc_checked(x, T::I64, true);
        assert_eq!(s64(-9_223_372_036_854_775_808.0), Ok(1 << 63));
        assert_eq!(
            s64(f64::NAN),
            Err(Fault::Trap(TrapKind::InvalidConversionToInteger))
        );
    }

    #[test]
    fn accesses_past_the_end_trap_at_every_width() {
        let mut mem = vec![0u8; 10];
        assert_eq!(effective_address(10, i32v(2), 4, 4), Ok(6));
        assert_eq!(
            effective_address(10, i32v(-1), u32::MAX, 8),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(
            effective_address(10, i64v(-1), 1, 1),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(
            store(&mut mem, T::I64, i64v(-2), i32v(3), 0),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(
            store(&mut mem, T::I16, i32v(0x1234_5678), i32v(8), 0),
            Ok(())
        );
        assert_eq!(&mem[8..], &[0x78, 0x56]);
        assert_eq!(
            load(&mem, T::I64, T::I16, LoadExtend::Sign, i32v(8), 0),
            Ok(i64v(0x5678))
        );
        assert_eq!(
            load(&mem, T::V128, T::V128, LoadExtend::None, i32v(0), 0),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
    }

    #[test]
    fn bulk_copy_is_a_memmove_checked_before_any_write() {
        let mut mem: Vec<u8> = (0..10).collect();
        // Overlapping forward and backward copies behave as through a buffer.
        assert_eq!(memory_copy(&mut mem, i32v(2), i32v(0), i32v(5)), Ok(()));
        assert_eq!(mem, [0, 1, 0, 1, 2, 3, 4, 7, 8, 9]);
        assert_eq!(memory_copy(&mut mem, i32v(0), i32v(1), i32v(4)), Ok(()));
        assert_eq!(mem, [1, 0, 1, 2, 2, 3, 4, 7, 8, 9]);
        let before = mem.clone();
        // A source past the end traps and leaves the destination untouched.
        assert_eq!(
            memory_copy(&mut mem, i32v(0), i32v(8), i32v(3)),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(
            memory_copy(&mut mem, i32v(-1), i32v(0), i32v(1)),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(mem, before);
        // Zero bytes at exactly the end are in bounds; one past it is not.
        assert_eq!(memory_copy(&mut mem, i32v(10), i32v(10), i32v(0)), Ok(()));
        assert_eq!(
            memory_copy(&mut mem, i32v(11), i32v(0), i32v(0)),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert!(matches!(
            memory_copy(&mut mem, i64v(0), i32v(0), i32v(0)),
            Err(Fault::Malformed(_))
        ));
    }

    #[test]
    fn bulk_fill_writes_the_low_byte_within_bounds_only() {
        let mut mem = vec![0u8; 8];
        assert_eq!(memory_fill(&mut mem, i32v(2), i32v(0x1ab), i32v(3)), Ok(()));
        assert_eq!(mem, [0, 0, 0xab, 0xab, 0xab, 0, 0, 0]);
        assert_eq!(
            memory_fill(&mut mem, i32v(6), i32v(1), i32v(3)),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(
            memory_fill(&mut mem, i32v(0), i32v(1), i32v(-1)),
            Err(Fault::Trap(TrapKind::MemoryOutOfBounds))
        );
        assert_eq!(mem, [0, 0, 0xab, 0xab, 0xab, 0, 0, 0]);
        assert_eq!(memory_fill(&mut mem, i32v(8), i32v(1), i32v(0)), Ok(()));
        assert!(matches!(
            memory_fill(&mut mem, i32v(0), i64v(1), i32v(0)),
            Err(Fault::Malformed(_))
        ));
    }
}
