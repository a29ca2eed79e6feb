//! Fuzz target `lower_any`: a module (raw wasm or wasm-smith, accepted and rejected features) through kernel and map mode: PTX or a typed CompileError, never a panic.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::lower_any`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run lower_any` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::lower_any(data));
