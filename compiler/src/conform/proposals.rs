//! Which WebAssembly proposal a skipped assertion waits for.
//!
//! Two questions, both answered by the newest wasmparser in the lock (0.263), which knows more
//! proposals than the pipeline's own validator (wasmparser 0.217 with the pipeline's feature
//! set):
//! - [`newest_verdict`]: is a module our validator rejects valid with every proposal enabled,
//!   and which proposals does it need (each one whose removal alone makes it invalid)?
//! - [`proposal_of`]: the proposal a skip's category belongs to, for the per-proposal summary
//!   `conform` prints ("core" for core wasm the pipeline does not run yet, such as
//!   `call_indirect`).
//!
//! This module only classifies; it must not run or instantiate anything.

use wasmparser_latest::{Validator, WasmFeatures};

/// The validator [`newest_verdict`] uses, as skips name it.
pub const NEWEST_VALIDATOR: &str = "wasmparser 0.263";

/// What the newest validator says about a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Valid with every proposal enabled; `needs` lists the proposals (by their spec names)
    /// without which it is not.
    Valid { needs: Vec<&'static str> },
    /// Invalid even with every proposal enabled (the message of the error).
    Invalid(String),
}

/// The proposals whose features we toggle, with the names the spec repository gives them,
/// the smaller ones first (a module that validates with one of them added to wasm 2.0 is
/// named by the first that suffices).
const PROPOSALS: [(WasmFeatures, &str); 17] = [
    (WasmFeatures::FUNCTION_REFERENCES, "function-references"),
    (WasmFeatures::TAIL_CALL, "tail-call"),
    (WasmFeatures::EXTENDED_CONST, "extended-const"),
    (WasmFeatures::MEMORY64, "memory64"),
    (WasmFeatures::MULTI_MEMORY, "multi-memory"),
    (WasmFeatures::CUSTOM_PAGE_SIZES, "custom-page-sizes"),
    (WasmFeatures::RELAXED_SIMD, "relaxed-simd"),
    (WasmFeatures::WIDE_ARITHMETIC, "wide-arithmetic"),
    (WasmFeatures::THREADS, "threads"),
    (
        WasmFeatures::SHARED_EVERYTHING_THREADS,
        "shared-everything-threads",
    ),
    (WasmFeatures::EXCEPTIONS, "exception-handling"),
    (
        WasmFeatures::LEGACY_EXCEPTIONS,
        "exception-handling (legacy)",
    ),
    (WasmFeatures::GC, "gc"),
    (WasmFeatures::GC_TYPES, "gc"),
    // Descriptors of gc structs (`struct.new_desc`, exact reference types): it builds on gc.
    (WasmFeatures::CUSTOM_DESCRIPTORS, "custom-descriptors"),
    (WasmFeatures::STACK_SWITCHING, "stack-switching"),
    (WasmFeatures::MEMORY_CONTROL, "memory-control"),
];

fn validate(features: WasmFeatures, wasm: &[u8]) -> Result<(), String> {
    Validator::new_with_features(features)
        .validate_all(wasm)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The newest validator's verdict on `wasm` (see [`Verdict`]).
pub fn newest_verdict(wasm: &[u8]) -> Verdict {
    let all = WasmFeatures::all();
    if let Err(e) = validate(all, wasm) {
        return Verdict::Invalid(e);
    }
    // Wasm 2.0 (with SIMD) plus one proposal; several proposals (the gc proposal builds on
    // function references) are found by taking each away from all of them.
    let base = WasmFeatures::WASM2 | WasmFeatures::SIMD;
    if validate(base, wasm).is_ok() {
        return Verdict::Valid { needs: vec![] };
    }
    if let Some((_, name)) = PROPOSALS
        .iter()
        .find(|(feature, _)| validate(base | *feature, wasm).is_ok())
    {
        return Verdict::Valid { needs: vec![name] };
    }
    let mut needs: Vec<&'static str> = Vec::new();
    for (feature, name) in PROPOSALS {
        if !needs.contains(&name) && validate(all.difference(feature), wasm).is_err() {
            needs.push(name);
        }
    }
    Verdict::Valid { needs }
}

/// The proposal a skip category waits for: a proposal name from the spec repository, or
/// `core` for core wasm the pipeline does not run yet, or `harness` for what the runner
/// itself does not model (linking, exhaustion on the GPU, ...).
pub fn proposal_of(category: &str) -> String {
    if let Some(rest) = category.strip_prefix(NEEDS_PREFIX) {
        if let Some((names, _)) = rest.split_once(" proposal") {
            return names.to_string();
        }
    }
    const BY_TEXT: &[(&str, &str)] = &[
        ("tag import", "exception-handling"),
        ("exceptions are not supported", "exception-handling"),
        ("newer than wasmparser 0.217", "newer than wasmparser 0.217"),
        ("implementation limit", "implementation limit"),
        // A proposal repository's assertion that a later spec change overturned.
        ("the script predates", "out-of-date script"),
        ("newer than wasmparser 0.263", "newer than wasmparser 0.263"),
        ("64-bit table", "memory64"),
        ("return_call", "tail-call"),
        ("call_ref", "function-references"),
        ("typed function references", "function-references"),
        ("gc reference", "gc"),
        ("host references (gc)", "gc"),
        ("call_indirect", "core (tables)"),
        ("table.", "reference-types"),
        ("elem.drop", "reference-types"),
        ("ref.", "reference-types"),
        ("reference", "reference-types"),
        ("memory.grow", "core (memory.grow)"),
        ("memory.init", "bulk-memory"),
        ("data.drop", "bulk-memory"),
        ("multiple memories", "multi-memory"),
        ("64-bit memories", "memory64"),
        ("linking", "core (linking)"),
        ("imports", "core (linking)"),
        ("imported", "core (linking)"),
    ];
    BY_TEXT
        .iter()
        .find(|(text, _)| category.contains(text))
        .map_or("harness", |(_, p)| p)
        .to_string()
}

/// How a module skip that [`newest_verdict`] explained begins: `the module needs the gc
/// proposal`, `the module needs the gc and exception-handling proposal`.
pub const NEEDS_PREFIX: &str = "the module needs the ";

#[cfg(test)]
mod tests {
    use super::*;

    fn wat(text: &str) -> Vec<u8> {
        wat::parse_str(text).expect("test WAT parses")
    }

    #[test]
    fn a_core_module_needs_nothing_and_a_gc_module_names_gc() {
        let core = wat("(module (func (result i32) i32.const 1))");
        assert_eq!(newest_verdict(&core), Verdict::Valid { needs: vec![] });
        let typed = wat("(module (type $t (func)) (table 1 (ref null $t)))");
        assert_eq!(
            newest_verdict(&typed),
            Verdict::Valid {
                needs: vec!["function-references"]
            }
        );
        let gc = wat("(module (type (struct (field i32))))");
        assert_eq!(newest_verdict(&gc), Verdict::Valid { needs: vec!["gc"] });
        let mem64 = wat("(module (memory i64 1))");
        assert_eq!(
            newest_verdict(&mem64),
            Verdict::Valid {
                needs: vec!["memory64"]
            }
        );
    }

    #[test]
    fn an_invalid_module_is_invalid_for_the_newest_validator_too() {
        let bad = wat("(module (func (result i32) f32.const 1))");
        assert!(matches!(newest_verdict(&bad), Verdict::Invalid(_)));
    }

    #[test]
    fn skip_categories_name_their_proposal() {
        assert_eq!(
            proposal_of("`call_indirect (tables live on the host)` is unsupported"),
            "core (tables)"
        );
        assert_eq!(
            proposal_of("`return_call_indirect (tail calls)` is unsupported"),
            "tail-call"
        );
        assert_eq!(
            proposal_of("the module imports a memory (linking is not supported)"),
            "core (linking)"
        );
        assert_eq!(
            proposal_of("call-stack exhaustion is not run on the GPU"),
            "harness"
        );
        assert_eq!(
            proposal_of("`table_size of 64-bit table 0 (table64)` is unsupported"),
            "memory64"
        );
        assert_eq!(
            proposal_of("exceptions are not supported"),
            "exception-handling"
        );
        assert_eq!(
            proposal_of("the script predates wasm 2.0: a segment that does not fit is an instantiation trap"),
            "out-of-date script"
        );
        assert_eq!(
            proposal_of("the module needs the memory64 proposal"),
            "memory64"
        );
        assert_eq!(
            proposal_of("implementation limit: a table of more than 10,000,000 entries"),
            "implementation limit"
        );
    }
}
