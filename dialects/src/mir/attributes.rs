//! Attributes of the `mir` dialect: the operation kinds (one enum per op group, so each
//! LoweredOp has exactly one `mir` op + kind), constant bits, alignment and trap kinds.
//!
//! These are data only; their meaning is documented on the ops that carry them (ops.rs) and in
//! docs/SEMANTICS.md.

use pliron::derive::pliron_attr;

/// Two-operand integer operations (`mir.ibin`). Shifts and rotates take the amount modulo the
/// width; division and remainder are only reached after their explicit trap checks, and
/// `rem_s` of MIN by -1 is 0. `add_sat_s`/`sub_sat_s` are signed saturating add and subtract of
/// 8-, 16- or 32-bit values (the SIMD `add_sat_s`/`sub_sat_s` lanes).
#[pliron_attr(name = "mir.ibin_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum IntBinKind {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    RemS,
    RemU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    Rotl,
    Rotr,
    AddSatS,
    SubSatS,
}

/// One-operand integer operations (`mir.iun`); `clz`/`ctz` of zero give the width.
#[pliron_attr(name = "mir.iun_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum IntUnKind {
    Clz,
    Ctz,
    Popcnt,
    Neg,
}

/// Integer comparison predicates (`mir.icmp`).
#[pliron_attr(name = "mir.icmp_pred", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum IntPred {
    Eq,
    Ne,
    LtS,
    LtU,
    GtS,
    GtU,
    LeS,
    LeU,
    GeS,
    GeU,
}

/// Two-operand float operations (`mir.fbin`).
#[pliron_attr(name = "mir.fbin_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum FloatBinKind {
    Add,
    Sub,
    Mul,
    Div,
    Min,
    Max,
    Copysign,
}

/// One-operand float operations (`mir.fun`).
#[pliron_attr(name = "mir.fun_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum FloatUnKind {
    Neg,
    Abs,
    Sqrt,
    Ceil,
    Floor,
    Trunc,
    Nearest,
    /// A NaN becomes the canonical NaN with the same sign; any other value is unchanged.
    /// Emitted where a computed NaN's bits are observed (compiler/src/passes/nan_canon.rs).
    Canonicalize,
    /// A NaN becomes the canonical NaN with the sign set (x86's default NaN: what a fresh NaN
    /// is in wasmtime's native code); any other value is unchanged.
    CanonicalizeNegative,
    /// A NaN becomes the positive canonical NaN; any other value is unchanged.
    CanonicalizePositive,
    /// The value unchanged, through inline PTX the optimiser cannot see into: a NaN rebuilt
    /// as x86 computes it (compiler/src/convert.rs `rebuild_nan`) must keep its bits, and LLVM
    /// would otherwise turn an integer mask of them into `fabs`, which the GPU computes as
    /// `abs.f32` (a NaN comes out as `0x7fffffff`).
    Opaque,
}

/// Float comparison predicates (`mir.fcmp`): ordered, except `Ne` which is unordered.
#[pliron_attr(name = "mir.fcmp_pred", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum FloatPred {
    Eq,
    Ne,
    Lt,
    Gt,
    Le,
    Ge,
}

/// Conversions (`mir.conv`); the target type is the result type.
#[pliron_attr(name = "mir.conv_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum ConvKind {
    Uextend,
    Sextend,
    Ireduce,
    Bitcast,
    FPromote,
    FDemote,
    FToSint,
    FToUint,
    FToSintSat,
    FToUintSat,
    SintToF,
    UintToF,
}

/// A WebAssembly trap (`mir.trap`); the numeric code is what the kernel records.
#[pliron_attr(name = "mir.trap_kind", format, verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Copy, Debug, Hash)]
pub enum TrapKindAttr {
    Unreachable,
    MemoryOutOfBounds,
    IntegerDivideByZero,
    IntegerOverflow,
    InvalidConversionToInteger,
    TableOutOfBounds,
    UndefinedElement,
    UninitializedElement,
    IndirectCallTypeMismatch,
    NullReference,
    NullFunctionReference,
    CallStackExhausted,
    ReadConflict,
}

impl TrapKindAttr {
    /// The code written to `__tensor_wasm_trap` (docs/ABI.md).
    pub fn code(self) -> u32 {
        match self {
            TrapKindAttr::Unreachable => 1,
            TrapKindAttr::MemoryOutOfBounds => 2,
            TrapKindAttr::IntegerDivideByZero => 3,
            TrapKindAttr::IntegerOverflow => 4,
            TrapKindAttr::InvalidConversionToInteger => 5,
            TrapKindAttr::TableOutOfBounds => 6,
            TrapKindAttr::UndefinedElement => 7,
            TrapKindAttr::UninitializedElement => 8,
            TrapKindAttr::IndirectCallTypeMismatch => 9,
            TrapKindAttr::NullReference => 10,
            TrapKindAttr::NullFunctionReference => 11,
            TrapKindAttr::CallStackExhausted => 12,
            TrapKindAttr::ReadConflict => 13,
        }
    }
}

/// The exact bits of a constant (integers zero-extended; floats as their IEEE bit pattern).
#[pliron_attr(name = "mir.bits", format = "$0", verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Debug, Hash)]
pub struct BitsAttr(pub u64);

/// A field index of an aggregate (`mir.unpack`).
#[pliron_attr(name = "mir.index", format = "$0", verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Debug, Hash)]
pub struct IndexAttr(pub u32);

/// The alignment in bytes a memory access may assume.
#[pliron_attr(name = "mir.align", format = "$0", verifier = "succ")]
#[derive(PartialEq, Eq, Clone, Debug, Hash)]
pub struct AlignAttr(pub u32);
