//! Value types and signatures of the LoweredOp IR.
//!
//! The IR is typed with the scalar types WebAssembly computes with plus the narrow
//! integer types Cranelift uses for booleans and sub-word memory accesses. This module
//! only names types; it must not know how any later stage represents them.

use std::fmt;

/// The type of an SSA value in a [`crate::LoweredFunction`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LoweredType {
    /// A boolean or byte: comparison results are `i8` holding 0 or 1 (as in Cranelift).
    I8,
    /// A 16-bit integer (sub-word memory accesses only).
    I16,
    I32,
    I64,
    F32,
    F64,
    /// A 128-bit SIMD vector (the vector family).
    V128,
}

impl LoweredType {
    /// Every type, in a fixed order (useful for generators and tables).
    pub const ALL: [LoweredType; 7] = [
        LoweredType::I8,
        LoweredType::I16,
        LoweredType::I32,
        LoweredType::I64,
        LoweredType::F32,
        LoweredType::F64,
        LoweredType::V128,
    ];

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            LoweredType::I8 => 8,
            LoweredType::I16 => 16,
            LoweredType::I32 | LoweredType::F32 => 32,
            LoweredType::I64 | LoweredType::F64 => 64,
            LoweredType::V128 => 128,
        }
    }

    /// Width in bytes.
    pub fn bytes(self) -> u32 {
        self.bits() / 8
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            LoweredType::I8 | LoweredType::I16 | LoweredType::I32 | LoweredType::I64
        )
    }

    pub fn is_float(self) -> bool {
        matches!(self, LoweredType::F32 | LoweredType::F64)
    }

    /// The text-format name (`i32`, `f64`, ...).
    pub fn name(self) -> &'static str {
        match self {
            LoweredType::I8 => "i8",
            LoweredType::I16 => "i16",
            LoweredType::I32 => "i32",
            LoweredType::I64 => "i64",
            LoweredType::F32 => "f32",
            LoweredType::F64 => "f64",
            LoweredType::V128 => "v128",
        }
    }

    /// Parses a text-format name.
    pub fn from_name(name: &str) -> Option<LoweredType> {
        LoweredType::ALL.into_iter().find(|t| t.name() == name)
    }
}

impl fmt::Display for LoweredType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Parameter and result types of a lowered function (the wasm-visible ones only:
/// the linear memory and its length are implicit in every function).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct LoweredSignature {
    pub params: Vec<LoweredType>,
    pub results: Vec<LoweredType>,
}
