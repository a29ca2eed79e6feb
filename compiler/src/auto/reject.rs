//! The reject list (seeds/002 section 5, DESIGN.md section 5): operators that keep a whole
//! function on the CPU, found by reading its body with wasmparser before any lowering, and
//! the translation of a lowering error into a verdict a user can read.
//!
//! Rejected: atomics (wasm threads against the GPU memory model), table operations and
//! `call_indirect` (tables live on the host), reference and GC operators (no device
//! representation), `memory.grow` (kernels run on a fixed memory), calls to imported functions
//! other than `wasi:cuda/device` (the host is not reachable from a kernel), exceptions. This
//! module names operators in WAT spelling (`i32.atomic.rmw.add`, `memory.grow`); it must not
//! analyse loops.

use crate::error::CompileError;
use crate::frontend::ModuleInfo;
use cranelift_wasm::wasmparser::{FunctionBody, Operator};
use std::collections::BTreeMap;

/// The import module whose functions are GPU special registers (families/control.rs).
const DEVICE_MODULE: &str = "wasi:cuda/device";

/// The WAT name of an operator, from its wasmparser variant name
/// (`I32AtomicRmwAdd` -> `i32.atomic.rmw.add`, `F32x4Add` -> `f32x4.add`).
pub fn wat_name(op: &Operator<'_>) -> String {
    let debug = format!("{op:?}");
    let variant = debug.split([' ', '{', '(']).next().unwrap_or("");
    wat_name_of_variant(variant)
}

fn wat_name_of_variant(variant: &str) -> String {
    const PREFIXES: [&str; 16] = [
        "I8x16", "I16x8", "I32x4", "I64x2", "F32x4", "F64x2", "V128", "I32", "I64", "F32", "F64",
        "Memory", "Table", "Ref", "Global", "Local",
    ];
    let (prefix, rest) = PREFIXES
        .iter()
        .find_map(|p| {
            variant
                .strip_prefix(p)
                .filter(|r| r.starts_with(|c: char| c.is_ascii_uppercase()))
                .map(|r| (p.to_ascii_lowercase(), r))
        })
        .unwrap_or((String::new(), variant));
    let mut snake = String::new();
    for (i, c) in rest.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                snake.push('_');
            }
            snake.push(c.to_ascii_lowercase());
        } else {
            snake.push(c);
        }
    }
    // `atomic_rmw8_add_u` -> `atomic.rmw8.add_u`, `atomic_load` -> `atomic.load`.
    if let Some(after) = snake.strip_prefix("atomic_rmw") {
        let (width, op) = after.split_once('_').unwrap_or((after, ""));
        snake = format!("atomic.rmw{width}.{op}");
    } else if let Some(after) = snake.strip_prefix("atomic_") {
        snake = format!("atomic.{after}");
    }
    if prefix.is_empty() {
        snake
    } else {
        format!("{prefix}.{snake}")
    }
}

/// Why an operator keeps its function on the CPU, or `None` when it does not.
fn reject_reason(op: &Operator<'_>, module: &ModuleInfo) -> Option<String> {
    let name = wat_name(op);
    match op {
        Operator::Call { function_index } | Operator::ReturnCall { function_index } => {
            let import = module.import(*function_index)?;
            if import.module == DEVICE_MODULE {
                return None;
            }
            let hint = match import.name.as_str() {
                "memset" | "memcpy" | "memmove" => {
                    " (clang calls it for loops that fill or copy memory; with -mbulk-memory it emits memory.fill/memory.copy instead)"
                }
                _ => "",
            };
            return Some(format!(
                "calls the imported function `{}::{}`, which cannot run on the GPU{hint}",
                import.module, import.name
            ));
        }
        Operator::MemoryGrow { .. } => {
            return Some(
                "uses `memory.grow`: a kernel runs on a fixed snapshot of the memory".into(),
            )
        }
        Operator::CallIndirect { .. } | Operator::ReturnCallIndirect { .. } => {
            return Some(format!(
                "uses `{name}`: tables live on the host, so indirect calls cannot run on the GPU"
            ))
        }
        _ => {}
    }
    if name.contains("atomic") {
        return Some(format!(
            "uses the atomic operation `{name}`: wasm threads and atomics are not offloaded"
        ));
    }
    if name.starts_with("table.") || name == "elem_drop" {
        return Some(format!(
            "uses the table operation `{name}`: tables live on the host"
        ));
    }
    let gc_prefixes = [
        "ref.",
        "struct_",
        "array_",
        "i31_",
        "br_on_",
        "any_convert",
        "extern_convert",
        "call_ref",
        "return_call_ref",
    ];
    if gc_prefixes.iter().any(|p| name.starts_with(p)) {
        return Some(format!(
            "uses the reference operation `{name}`: references and GC objects have no GPU representation"
        ));
    }
    let eh = [
        "try",
        "catch",
        "throw",
        "rethrow",
        "delegate",
        "catch_all",
        "throw_ref",
        "try_table",
    ];
    if eh.contains(&name.as_str()) {
        return Some(format!("uses the exception-handling operation `{name}`"));
    }
    None
}

/// What the body scan found in one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BodyScan {
    /// Reject reasons, each with how many operators gave it, in first-seen order.
    pub rejects: Vec<(String, usize)>,
    /// The first SIMD (v128) operator, for the message when the vector family refuses it.
    pub first_simd: Option<String>,
}

/// Reads the body of defined function `defined` (0-based among defined functions).
pub fn scan_body(wasm: &[u8], module: &ModuleInfo, defined: usize) -> Result<BodyScan, String> {
    let range = module
        .bodies
        .get(defined)
        .ok_or_else(|| "the function has no body".to_string())?;
    let bytes = wasm
        .get(range.clone())
        .ok_or_else(|| "the function body is outside the module".to_string())?;
    let body = FunctionBody::new(cranelift_wasm::wasmparser::BinaryReader::new_features(
        bytes,
        range.start,
        cranelift_wasm::wasmparser::WasmFeatures::all(),
    ));
    let mut reader = body.get_operators_reader().map_err(|e| e.to_string())?;
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut order: Vec<String> = Vec::new();
    let mut scan = BodyScan::default();
    while !reader.eof() {
        let op = reader.read().map_err(|e| e.to_string())?;
        if let Some(reason) = reject_reason(&op, module) {
            let c = counts.entry(reason.clone()).or_insert(0);
            if *c == 0 {
                order.push(reason);
            }
            *c += 1;
        }
        if scan.first_simd.is_none() {
            let name = wat_name(&op);
            let simd = [
                "v128.", "i8x16.", "i16x8.", "i32x4.", "i64x2.", "f32x4.", "f64x2.",
            ];
            if simd.iter().any(|p| name.starts_with(p)) {
                scan.first_simd = Some(name);
            }
        }
    }
    scan.rejects = order
        .into_iter()
        .map(|r| {
            let c = counts.get(&r).copied().unwrap_or(1);
            (r, c)
        })
        .collect();
    Ok(scan)
}

/// The verdict text for a function whose lowering failed.
pub fn lowering_failure(err: &CompileError, scan: &BodyScan) -> String {
    match err {
        CompileError::UnsupportedOpcode {
            family: "vector",
            opcode,
            ..
        } => match &scan.first_simd {
            Some(op) => format!(
                "uses the SIMD operation `{op}`, which the vector family does not lower yet"
            ),
            None => format!(
                "uses the SIMD operation `{opcode}` (Cranelift), which the vector family does not lower yet"
            ),
        },
        CompileError::UnsupportedOpcode {
            family, opcode, ..
        } => format!("uses Cranelift operation `{opcode}`, which the {family} family does not lower"),
        CompileError::Unsupported { op, reason, .. } => format!("uses {op}: {reason}"),
        other => {
            // The messages start with "function `name`: "; the report names the function.
            let text = other.to_string();
            match text.split_once("`: ") {
                Some((head, rest)) if head.starts_with("function `") => rest.to_string(),
                _ => text,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operators_get_their_wat_names() {
        assert_eq!(wat_name_of_variant("I32AtomicRmwAdd"), "i32.atomic.rmw.add");
        assert_eq!(
            wat_name_of_variant("I32AtomicRmw8AddU"),
            "i32.atomic.rmw8.add_u"
        );
        assert_eq!(wat_name_of_variant("I64AtomicLoad"), "i64.atomic.load");
        assert_eq!(
            wat_name_of_variant("MemoryAtomicNotify"),
            "memory.atomic.notify"
        );
        assert_eq!(wat_name_of_variant("MemoryGrow"), "memory.grow");
        assert_eq!(wat_name_of_variant("F32x4Add"), "f32x4.add");
        assert_eq!(wat_name_of_variant("V128Load32Zero"), "v128.load32_zero");
        assert_eq!(wat_name_of_variant("TableGet"), "table.get");
        assert_eq!(wat_name_of_variant("RefFunc"), "ref.func");
        assert_eq!(wat_name_of_variant("CallIndirect"), "call_indirect");
        assert_eq!(wat_name_of_variant("AtomicFence"), "atomic.fence");
    }
}
