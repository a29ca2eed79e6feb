//! Fuzz target `dialect_text`: pliron's parser with the `mir` and `nvvm` dialects registered never panics.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::dialect_text`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run dialect_text` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::dialect_text(data));
