//! The pliron dialects of the TensorWasm pipeline.
//!
//! - `mir`: mid-level, typed, traps explicit; what the converter produces from LoweredOp and
//!   what pliron's mem2reg runs on.
//! - `nvvm`: special registers and the barrier.
//! - `to_llvm`: how every `mir` and `nvvm` op rewrites into pliron-llvm's dialect (through
//!   pliron-llvm's `ToLLVMDialect` interface, so one dialect conversion lowers a whole module).
//!
//! Registration is automatic (pliron collects ops and attributes at link time). This crate must
//! not know about wasm, Cranelift or LoweredOp.

pub mod mir;
pub mod nvvm;
pub mod text;
pub mod to_llvm;

/// The name of the module-scope global in which a kernel records its first trap
/// (low 32 bits: trap code; high 32 bits: linear thread id).
pub const TRAP_GLOBAL: &str = "__tensor_wasm_trap";
