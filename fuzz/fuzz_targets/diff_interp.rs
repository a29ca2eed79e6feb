//! Fuzz target `diff_interp`: wasm-smith modules without imports: the LoweredOp interpreter and wasmi 2 agree on results, traps and memory.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::diff_interp`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run diff_interp` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::diff_interp(data));
