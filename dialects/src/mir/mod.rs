//! The `mir` dialect: LoweredOp's semantics as pliron ops (see `ops.rs` for the invariants).

pub mod attributes;
pub mod ops;

pub use attributes::*;
pub use ops::*;
