//! The TensorWasm compiler: WebAssembly functions to PTX kernels.
//!
//! Stages, each its own module with one job (docs/ARCHITECTURE.md):
//! `frontend` (wasmparser + cranelift-wasm) -> `families` (Cranelift IR to LoweredOp) ->
//! `convert` (LoweredOp to the pliron `mir` dialect) -> `llvm` (mem2reg, `mir` to the pliron
//! LLVM dialect, textual LLVM IR, NVPTX codegen) -> PTX. `pipeline` ties them together behind
//! [`lower`].

pub mod auto;
pub mod check_merge;
pub mod check_order;
pub mod conform;
pub mod convert;
pub mod error;
pub mod families;
pub mod frame;
pub mod frontend;
#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzz_targets;
pub mod llvm;
pub mod loop_versioning;
pub mod lowered_emit;
pub mod map_runner;
pub mod nan_canon;
#[cfg(test)]
pub(crate) mod pass_testing;
pub mod pipeline;

pub use error::{CompileError, Result};
pub use pipeline::{lower, BoundsCheckMode, Kernel, KernelAbi, Mode, Options};
