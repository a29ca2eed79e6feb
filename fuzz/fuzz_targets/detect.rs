//! Fuzz target `detect`: the auto-offload detector and launch planner on modules (raw wasm, WAT seeds, wasm-smith) or LoweredOp text: a report or a typed CompileError, never a panic.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::detect`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run detect` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::detect(data));
