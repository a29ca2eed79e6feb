//! C library calls the GPU can do itself: clang (without `-mbulk-memory`) calls imported
//! `memset`, `memcpy` and `memmove` for loops that fill or copy memory (gemv and matmul at
//! -O3 zero a row with `memset`). Before analysis, [`inline_libc_calls`] rewrites each such
//! call into the bulk-memory instruction with the C semantics (`memory.fill` for `memset`,
//! `memory.copy`, which allows overlap, for the other two), keeping the returned destination,
//! so those functions are analysed instead of rejected.
//!
//! The rewrite works on the binary: it walks the sections by hand, re-encodes only the code
//! section (three new `i32` locals per rewritten body, each call spliced out), and returns the
//! original bytes whenever anything is unexpected. It must not change anything else.

use crate::frontend::ModuleInfo;
use cranelift_wasm::wasmparser::{BinaryReader, FunctionBody, Operator, ValType, WasmFeatures};
use std::collections::BTreeMap;

/// Which bulk-memory instruction replaces a call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Libc {
    Fill,
    Copy,
}

/// The rewritten module and, per defined function (0-based), the imports it no longer calls.
pub struct Inlined {
    pub wasm: Vec<u8>,
    pub notes: BTreeMap<usize, Vec<String>>,
}

/// Rewrites the calls; on any surprise returns the module unchanged.
pub fn inline_libc_calls(wasm: &[u8], module: &ModuleInfo) -> Inlined {
    inline_libc_calls_with_defined(wasm, module, &[])
}

/// [`inline_libc_calls`], and also the calls of the module's own functions `defined` names
/// `memset`, `memcpy` or `memmove` (`(function index, name)`, from the name section: the
/// wasi-libc functions a C program links in). The runtime analyses loops this way; their
/// first launch is still checked against the native loop, which calls the module's own code.
pub fn inline_libc_calls_with_defined(
    wasm: &[u8],
    module: &ModuleInfo,
    defined: &[(u32, String)],
) -> Inlined {
    let unchanged = || Inlined {
        wasm: wasm.to_vec(),
        notes: BTreeMap::new(),
    };
    let kind_of = |name: &str| match name {
        "memset" => Some(Libc::Fill),
        "memcpy" | "memmove" => Some(Libc::Copy),
        _ => None,
    };
    let c_signature = |t: Option<&cranelift_wasm::wasmparser::FuncType>| {
        t.is_some_and(|t| {
            t.params() == [ValType::I32, ValType::I32, ValType::I32]
                && t.results() == [ValType::I32]
        })
    };
    if module.memory_min_pages.is_none() || module.memory_is_64 {
        return unchanged();
    }
    let mut targets: BTreeMap<u32, (Libc, String)> = BTreeMap::new();
    for (i, imp) in module.func_imports.iter().enumerate() {
        let Some(kind) = kind_of(&imp.name) else {
            continue;
        };
        if c_signature(module.types.get(imp.type_index as usize)) {
            targets.insert(i as u32, (kind, format!("{}::{}", imp.module, imp.name)));
        }
    }
    for (index, name) in defined {
        let Some(kind) = kind_of(name) else { continue };
        if *index >= module.num_imported_funcs() && c_signature(module.func_type(*index)) {
            targets.insert(*index, (kind, name.clone()));
        }
    }
    if targets.is_empty() {
        return unchanged();
    }
    match rewrite(wasm, module, &targets) {
        Some(out) => out,
        None => unchanged(),
    }
}

fn read_uleb(bytes: &[u8], pos: &mut usize) -> Option<u64> {
    let mut result: u64 = 0;
    let mut shift = 0;
    loop {
        let b = *bytes.get(*pos)?;
        *pos += 1;
        result |= u64::from(b & 0x7f) << shift;
        if b & 0x80 == 0 {
            return Some(result);
        }
        shift += 7;
        if shift > 35 {
            return None;
        }
    }
}

fn write_uleb(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let b = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn rewrite(
    wasm: &[u8],
    module: &ModuleInfo,
    targets: &BTreeMap<u32, (Libc, String)>,
) -> Option<Inlined> {
    if wasm.len() < 8 {
        return None;
    }
    let mut pos = 8;
    let mut code: Option<(usize, usize, usize)> = None; // (section start, content start, end)
    while pos < wasm.len() {
        let start = pos;
        let id = *wasm.get(pos)?;
        pos += 1;
        let size = usize::try_from(read_uleb(wasm, &mut pos)?).ok()?;
        let content = pos;
        pos = pos.checked_add(size)?;
        if pos > wasm.len() {
            return None;
        }
        if id == 10 {
            code = Some((start, content, pos));
        }
    }
    let (sec_start, content, end) = code?;
    let mut p = content;
    let count = usize::try_from(read_uleb(wasm, &mut p)?).ok()?;
    let mut bodies = Vec::with_capacity(count);
    let mut notes: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for defined in 0..count {
        let size = usize::try_from(read_uleb(wasm, &mut p)?).ok()?;
        let body = wasm.get(p..p.checked_add(size)?)?;
        p += size;
        let index = module.num_imported_funcs() + defined as u32;
        let nparams = module.func_type(index)?.params().len() as u64;
        let (new_body, used) = rewrite_body(body, nparams, targets)?;
        if !used.is_empty() {
            notes.insert(defined, used);
        }
        bodies.push(new_body);
    }
    if p != end || notes.is_empty() {
        return None;
    }
    let mut section = Vec::new();
    write_uleb(&mut section, count as u64);
    for b in &bodies {
        write_uleb(&mut section, b.len() as u64);
        section.extend_from_slice(b);
    }
    let mut out = wasm[..sec_start].to_vec();
    out.push(10);
    write_uleb(&mut out, section.len() as u64);
    out.extend_from_slice(&section);
    out.extend_from_slice(&wasm[end..]);
    Some(Inlined { wasm: out, notes })
}

/// One body with its calls replaced; the imports it called.
fn rewrite_body(
    body: &[u8],
    nparams: u64,
    targets: &BTreeMap<u32, (Libc, String)>,
) -> Option<(Vec<u8>, Vec<String>)> {
    let fb = FunctionBody::new(BinaryReader::new_features(body, 0, WasmFeatures::all()));
    let mut locals = fb.get_locals_reader().ok()?;
    let mut nlocals: u64 = 0;
    let mut groups: u64 = 0;
    for _ in 0..locals.get_count() {
        let (n, _) = locals.read().ok()?;
        nlocals = nlocals.checked_add(u64::from(n))?;
        groups += 1;
    }
    let ops_start = locals.original_position();
    // The bytes of the local groups, after their count.
    let mut q = 0;
    read_uleb(body, &mut q)?;
    let groups_bytes = body.get(q..ops_start)?;
    let mut reader = fb.get_operators_reader().ok()?;
    let mut splices: Vec<(usize, usize, Libc)> = Vec::new();
    let mut used: Vec<String> = Vec::new();
    let mut prev: Option<(usize, Option<Libc>)> = None;
    while !reader.eof() {
        let (op, offset) = reader.read_with_offset().ok()?;
        if let Some((start, Some(kind))) = prev {
            splices.push((start, offset, kind));
        }
        let kind = match op {
            Operator::Call { function_index } => targets.get(&function_index).map(|(k, name)| {
                if !used.contains(name) {
                    used.push(name.clone());
                }
                *k
            }),
            _ => None,
        };
        prev = Some((offset, kind));
    }
    if splices.is_empty() {
        return Some((body.to_vec(), used));
    }
    let t1 = nparams.checked_add(nlocals)?;
    let (t2, t3) = (t1 + 1, t1 + 2);
    let mut out = Vec::with_capacity(body.len() + 16 * splices.len());
    write_uleb(&mut out, groups + 1);
    out.extend_from_slice(groups_bytes);
    out.push(3);
    out.push(0x7f); // three i32 locals
    let mut at = ops_start;
    for (start, stop, kind) in splices {
        out.extend_from_slice(body.get(at..start)?);
        // Stack: dst, second (value or source), len -> dst.
        out.push(0x21);
        write_uleb(&mut out, t3);
        out.push(0x21);
        write_uleb(&mut out, t2);
        out.push(0x22);
        write_uleb(&mut out, t1);
        out.push(0x20);
        write_uleb(&mut out, t2);
        out.push(0x20);
        write_uleb(&mut out, t3);
        match kind {
            Libc::Fill => out.extend_from_slice(&[0xfc, 0x0b, 0x00]),
            Libc::Copy => out.extend_from_slice(&[0xfc, 0x0a, 0x00, 0x00]),
        }
        out.push(0x20);
        write_uleb(&mut out, t1);
        at = stop;
    }
    out.extend_from_slice(body.get(at..)?);
    Some((out, used))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memset_and_memcpy_become_bulk_memory_with_the_same_result() {
        let wasm = wat::parse_str(
            r#"(module
  (import "env" "memset" (func $memset (param i32 i32 i32) (result i32)))
  (import "env" "memcpy" (func $memcpy (param i32 i32 i32) (result i32)))
  (memory 1)
  (func (export "f") (param $p i32) (result i32)
    (local $x i32)
    (drop (call $memset (local.get $p) (i32.const 7) (i32.const 16)))
    (call $memcpy (i32.add (local.get $p) (i32.const 32)) (local.get $p) (i32.const 16))))"#,
        )
        .expect("wat");
        let module = ModuleInfo::parse(&wasm).expect("parse");
        let out = inline_libc_calls(&wasm, &module);
        assert_eq!(
            out.notes.get(&0),
            Some(&vec!["env::memset".to_string(), "env::memcpy".to_string()])
        );
        // Valid, with the calls gone and the bulk-memory instructions in place.
        let m = ModuleInfo::parse(&out.wasm).expect("the rewritten module validates");
        assert_eq!(m.func_imports.len(), 2);
        let text = wasmprinter_like(&out.wasm);
        assert!(
            text.contains("MemoryFill") && text.contains("MemoryCopy"),
            "{text}"
        );
        assert!(!text.contains("Call {"), "{text}");
    }

    /// The operators of every body, by their wasmparser names.
    fn wasmprinter_like(wasm: &[u8]) -> String {
        let module = ModuleInfo::parse(wasm).expect("parse");
        let mut out = String::new();
        for range in &module.bodies {
            let fb = FunctionBody::new(BinaryReader::new_features(
                &wasm[range.clone()],
                range.start,
                WasmFeatures::all(),
            ));
            let mut r = fb.get_operators_reader().expect("ops");
            while !r.eof() {
                out.push_str(&format!("{:?}\n", r.read().expect("op")));
            }
        }
        out
    }

    #[test]
    fn modules_without_those_imports_are_unchanged() {
        let wasm = wat::parse_str(r#"(module (func (export "g")))"#).expect("wat");
        let module = ModuleInfo::parse(&wasm).expect("parse");
        let out = inline_libc_calls(&wasm, &module);
        assert_eq!(out.wasm, wasm);
        assert!(out.notes.is_empty());
    }
}
