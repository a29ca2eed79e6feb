//! The TensorWasm compiler: WebAssembly functions to PTX kernels.
//!
//! Stages, each its own module with one job (docs/ARCHITECTURE.md):
//! `frontend` (wasmparser + cranelift-wasm) -> `families` (Cranelift IR to LoweredOp) ->
//! `convert` (LoweredOp to the pliron `mir` dialect) -> `llvm` (mem2reg, `mir` to the pliron
//! LLVM dialect, textual LLVM IR, NVPTX codegen) -> PTX. `pipeline` ties them together behind
//! [`lower`].

pub mod auto;
pub mod conform;
pub mod convert;
pub mod error;
pub mod families;
pub mod frontend;
#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzz_targets;
pub mod kernel_runner;
pub mod llvm;
pub mod lowered_emit;
pub mod map_runner;
pub mod map_state;
#[cfg(test)]
pub(crate) mod pass_testing;
pub mod passes;
pub mod pipeline;
pub mod recursion;

pub use error::{CompileError, Result};
// The passes keep their old paths (`crate::frame`, ...) too.
pub use passes::{check_merge, check_order, frame, loop_versioning, nan_canon};
pub use pipeline::{lower, BoundsCheckMode, Kernel, KernelAbi, Mode, Options};
