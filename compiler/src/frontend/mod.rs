//! The frontend: wasm bytes to Cranelift IR.
//!
//! `module_info` validates the module with wasmparser and records what later stages need;
//! `environ` is our cranelift-wasm `FuncEnvironment`; `translate` runs cranelift-wasm on one
//! function. Nothing here knows about LoweredOp, pliron or LLVM.

pub mod environ;
pub mod module_info;
pub mod translate;

pub use environ::{Intrinsic, NS_INTRINSIC, NS_WASM_FUNC};
pub use module_info::{FuncImport, ModuleInfo};
pub use translate::translate_function;
