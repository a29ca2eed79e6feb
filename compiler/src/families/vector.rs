//! The vector family: WebAssembly SIMD (v128).
//!
//! Every instruction that produces or consumes a 128-bit vector belongs here. No vector op is
//! lowered yet (SIMD is its own issue); each one is reported as an unsupported opcode of this
//! family, naming the opcode and the function, so modules using SIMD fail cleanly.

use super::{Family, LowerCtx};
use crate::error::Result;
use cranelift_codegen::ir;

pub fn lower(cx: &mut LowerCtx<'_>, inst: ir::Inst) -> Result<()> {
    Err(cx.unsupported(Family::Vector, inst))
}
