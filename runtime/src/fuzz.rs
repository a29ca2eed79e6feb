//! The body of the `rewrite` fuzz target (fuzz/fuzz_targets/rewrite.rs), which
//! `tests::random_modules_rewrite_to_valid_modules` also drives, so CI runs the same code.
//!
//! Input: bytes taken as a wasm-smith configuration and module (every feature wasm-smith
//! has), or, when they start with `\0asm`, as a module themselves. For a module every
//! validator feature accepts, finding regions, extracting every standalone region and
//! planning must not panic, and each module they make must validate with the same features.
//! This module only checks; it must not run wasm.

use crate::nests::plan;
use crate::rewrite::ModuleFacts;
use wasmparser::{Validator, WasmFeatures};

/// What one input exercised, for the test's counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RewriteCounts {
    /// The module validated, so regions were found.
    pub valid: bool,
    /// Regions extracted as functions of their own.
    pub extracted: usize,
    /// The module was planned (rewritten).
    pub planned: bool,
    /// Nests in the plan.
    pub nests: usize,
}

fn validates(wasm: &[u8]) -> Result<(), String> {
    Validator::new_with_features(WasmFeatures::all())
        .validate_all(wasm)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The module `data` stands for: itself when it starts with the wasm magic, otherwise a
/// wasm-smith module built from it (loops get at most 200 instructions in all).
pub fn module_from(data: &[u8]) -> Option<Vec<u8>> {
    if data.starts_with(b"\0asm") {
        return Some(data.to_vec());
    }
    let mut u = arbitrary::Unstructured::new(data);
    let mut config = <wasm_smith::Config as arbitrary::Arbitrary>::arbitrary(&mut u).ok()?;
    config.max_instructions = 200;
    wasm_smith::Module::new(config, &mut u)
        .ok()
        .map(|m| m.to_bytes())
}

/// Checks one input (see the module doc); panics on a violation.
pub fn rewrite(data: &[u8]) -> RewriteCounts {
    let mut counts = RewriteCounts::default();
    let Some(wasm) = module_from(data) else {
        return counts;
    };
    if validates(&wasm).is_err() {
        // Invalid input: each stage may refuse it, none may panic.
        let _ = ModuleFacts::parse(&wasm);
        let _ = plan(&wasm);
        return counts;
    }
    counts.valid = true;
    let facts = ModuleFacts::parse(&wasm).expect("a valid module parses");
    let all: Vec<usize> = (0..facts.regions.len())
        .filter(|r| facts.regions[*r].extractable.is_ok())
        .collect();
    counts.extracted = all.len();
    let candidates = facts.candidate_module(&all).expect("candidate module");
    if let Err(e) = validates(&candidates) {
        panic!(
            "the candidate module does not validate: {e}\noriginal:\n{}",
            wasmprinter::print_bytes(&wasm).unwrap_or_default()
        );
    }
    let Ok(p) = plan(&wasm) else {
        return counts;
    };
    counts.planned = true;
    counts.nests = p.nests.len();
    if let Err(e) = validates(&p.rewritten) {
        panic!(
            "the rewritten module does not validate: {e}\noriginal:\n{}",
            wasmprinter::print_bytes(&wasm).unwrap_or_default()
        );
    }
    counts
}
