//! The opcodes of the vector family: WebAssembly SIMD over 128-bit values.
//!
//! Every vector value has the one type `v128`; an op says how it reads the 128 bits through
//! its [`Shape`] (lane type and count, lane 0 in the least significant bits, as wasm's little
//! endian memory order puts it). The shape is always the shape of the op's *vector operands*;
//! an op that changes the lane layout (widen, narrow, convert) documents the shape of its
//! result. This module defines the data only; the semantics are in docs/SEMANTICS.md section 6
//! and `interp/simd.rs`.

use crate::types::LoweredType;

opcode_enum!(
    /// How a `v128` is split into lanes.
    Shape {
        I8x16 => "i8x16", I16x8 => "i16x8", I32x4 => "i32x4", I64x2 => "i64x2",
        F32x4 => "f32x4", F64x2 => "f64x2",
    }
);

impl Shape {
    /// The scalar type of one lane.
    pub fn lane_type(self) -> LoweredType {
        match self {
            Shape::I8x16 => LoweredType::I8,
            Shape::I16x8 => LoweredType::I16,
            Shape::I32x4 => LoweredType::I32,
            Shape::I64x2 => LoweredType::I64,
            Shape::F32x4 => LoweredType::F32,
            Shape::F64x2 => LoweredType::F64,
        }
    }

    /// Lane width in bits.
    pub fn lane_bits(self) -> u32 {
        self.lane_type().bits()
    }

    /// Number of lanes.
    pub fn lanes(self) -> u32 {
        128 / self.lane_bits()
    }

    pub fn is_float(self) -> bool {
        matches!(self, Shape::F32x4 | Shape::F64x2)
    }

    /// The integer shape with lanes as wide as this one's.
    pub fn int_shape(self) -> Shape {
        match self {
            Shape::F32x4 => Shape::I32x4,
            Shape::F64x2 => Shape::I64x2,
            s => s,
        }
    }

    /// The integer shape with lanes twice as wide (widening ops), if any.
    pub fn widened(self) -> Option<Shape> {
        match self {
            Shape::I8x16 => Some(Shape::I16x8),
            Shape::I16x8 => Some(Shape::I32x4),
            Shape::I32x4 => Some(Shape::I64x2),
            _ => None,
        }
    }

    /// The integer shape with lanes half as wide (narrowing ops), if any.
    pub fn narrowed(self) -> Option<Shape> {
        match self {
            Shape::I16x8 => Some(Shape::I8x16),
            Shape::I32x4 => Some(Shape::I16x8),
            Shape::I64x2 => Some(Shape::I32x4),
            _ => None,
        }
    }
}

opcode_enum!(
    /// Two-operand vector ops, `v128 x v128 -> v128` lane-wise in the shape, except the
    /// shifts (`ishl`, `sshr`, `ushr`: the second operand is an `i32` amount taken modulo the
    /// lane width), `swizzle` (i8x16 only), the narrowing ops (result lanes half as wide:
    /// `lhs`'s lanes then `rhs`'s, each saturated), and `iadd_pairwise` (result lane i is the
    /// sum of lanes 2i and 2i+1 of the concatenation `lhs ++ rhs`).
    VecBinOp {
        Add => "iadd", Sub => "isub", Mul => "imul",
        AddSatS => "sadd_sat", AddSatU => "uadd_sat", SubSatS => "ssub_sat", SubSatU => "usub_sat",
        AvgRoundU => "avg_round",
        MinS => "smin", MinU => "umin", MaxS => "smax", MaxU => "umax",
        And => "band", Or => "bor", Xor => "bxor", AndNot => "band_not",
        Shl => "ishl", ShrS => "sshr", ShrU => "ushr",
        Swizzle => "swizzle",
        /// Signed lanes saturated to the signed half-width range.
        NarrowS => "snarrow",
        /// Signed lanes saturated to the unsigned half-width range.
        NarrowSU => "unarrow",
        /// Unsigned lanes saturated to the unsigned half-width range.
        NarrowU => "uunarrow",
        AddPairwise => "iadd_pairwise",
        /// i16x8 Q15 multiply: `sat((a * b + 0x4000) >> 15)`.
        Q15MulRoundSat => "sqmul_round_sat",
        FAdd => "fadd", FSub => "fsub", FMul => "fmul", FDiv => "fdiv",
        FMin => "fmin", FMax => "fmax",
    }
);

impl VecBinOp {
    /// Whether the second operand is a scalar `i32` shift amount.
    pub fn is_shift(self) -> bool {
        matches!(self, VecBinOp::Shl | VecBinOp::ShrS | VecBinOp::ShrU)
    }

    /// Whether the op reads float lanes.
    pub fn is_float(self) -> bool {
        matches!(
            self,
            VecBinOp::FAdd
                | VecBinOp::FSub
                | VecBinOp::FMul
                | VecBinOp::FDiv
                | VecBinOp::FMin
                | VecBinOp::FMax
        )
    }

    /// Whether the op is bitwise (any shape gives the same result).
    pub fn is_bitwise(self) -> bool {
        matches!(
            self,
            VecBinOp::And | VecBinOp::Or | VecBinOp::Xor | VecBinOp::AndNot
        )
    }
}

opcode_enum!(
    /// One-operand vector ops. Lane-wise in the shape unless stated: the widening ops read
    /// the low or high half of the lanes and produce lanes twice as wide (`swiden_low.i8x16`
    /// gives an i16x8); `fcvt_from_*` turn i32x4 into f32x4 and i64x2 into f64x2;
    /// `fcvt_to_*_sat` turn f32x4 into i32x4 and f64x2 into i64x2; `fvpromote_low.f32x4`
    /// gives the f64x2 of lanes 0 and 1; `fvdemote.f64x2` gives an f32x4 whose lanes 2 and 3
    /// are +0.
    VecUnOp {
        Not => "bnot", Neg => "ineg", Abs => "iabs", Popcnt => "popcnt",
        FNeg => "fneg", FAbs => "fabs", Sqrt => "sqrt",
        Ceil => "ceil", Floor => "floor", Trunc => "trunc", Nearest => "nearest",
        WidenLowS => "swiden_low", WidenHighS => "swiden_high",
        WidenLowU => "uwiden_low", WidenHighU => "uwiden_high",
        FromSint => "fcvt_from_sint", FromUint => "fcvt_from_uint",
        ToSintSat => "fcvt_to_sint_sat", ToUintSat => "fcvt_to_uint_sat",
        PromoteLow => "fvpromote_low", Demote => "fvdemote",
    }
);

impl VecUnOp {
    /// Whether the op reads float lanes.
    pub fn reads_float(self) -> bool {
        matches!(
            self,
            VecUnOp::FNeg
                | VecUnOp::FAbs
                | VecUnOp::Sqrt
                | VecUnOp::Ceil
                | VecUnOp::Floor
                | VecUnOp::Trunc
                | VecUnOp::Nearest
                | VecUnOp::ToSintSat
                | VecUnOp::ToUintSat
                | VecUnOp::PromoteLow
                | VecUnOp::Demote
        )
    }
}

opcode_enum!(
    /// Reductions of a vector to a scalar: `vany_true` (`i8`: 1 if any bit is set),
    /// `vall_true` (`i8`: 1 if every lane is non-zero), `vhigh_bits` (`i32`: bit i is the
    /// top bit of lane i).
    VecTestOp { AnyTrue => "vany_true", AllTrue => "vall_true", Bitmask => "vhigh_bits", }
);

impl VecBinOp {
    /// Whether the op is defined on operands of `shape`.
    pub fn shape_ok(self, shape: Shape) -> bool {
        use VecBinOp as B;
        match self {
            _ if self.is_bitwise() => true,
            _ if self.is_float() => shape.is_float(),
            B::Swizzle => shape == Shape::I8x16,
            B::Q15MulRoundSat => shape == Shape::I16x8,
            B::NarrowS | B::NarrowSU | B::NarrowU => shape.narrowed().is_some(),
            _ => !shape.is_float(),
        }
    }
}

impl VecUnOp {
    /// Whether the op is defined on an operand of `shape`.
    pub fn shape_ok(self, shape: Shape) -> bool {
        use VecUnOp as U;
        match self {
            U::Not => true,
            U::Neg | U::Abs | U::Popcnt => !shape.is_float(),
            U::WidenLowS | U::WidenHighS | U::WidenLowU | U::WidenHighU => {
                shape.widened().is_some()
            }
            U::FromSint | U::FromUint => matches!(shape, Shape::I32x4 | Shape::I64x2),
            U::PromoteLow => shape == Shape::F32x4,
            U::Demote => shape == Shape::F64x2,
            _ => shape.is_float(),
        }
    }
}

impl VecTestOp {
    /// The scalar type of the result.
    pub fn result_type(self) -> LoweredType {
        match self {
            VecTestOp::AnyTrue | VecTestOp::AllTrue => LoweredType::I8,
            VecTestOp::Bitmask => LoweredType::I32,
        }
    }
}
