//! Fuzz target `rewrite`: the runtime's module rewriter (regions, extraction, nest planning) on raw wasm or wasm-smith modules: every module it makes validates, and nothing panics.
//!
//! The body is `tensor_wasm_runtime::fuzz::rewrite`, which the runtime's test
//! `random_modules_rewrite_to_valid_modules` drives too (docs/FUZZING.md). Run:
//! `cargo +nightly fuzz run rewrite` from fuzz/.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = tensor_wasm_runtime::fuzz::rewrite(data);
});
