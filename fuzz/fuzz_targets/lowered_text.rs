//! Fuzz target `lowered_text`: the LoweredOp text parser never panics; print then parse is the identity on verified functions.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::lowered_text`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run lowered_text` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::lowered_text(data));
