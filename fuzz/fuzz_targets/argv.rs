//! Fuzz target `argv`: `parse_argv` (W1.1 argv from untrusted guest bytes) never panics, respects the caps and round-trips.
//!
//! The body is `tensor_wasm_compiler::fuzz_targets::argv`, which the CI smoke drives too
//! (docs/FUZZING.md). Run: `cargo +nightly fuzz run argv` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| tensor_wasm_compiler::fuzz_targets::argv(data));
