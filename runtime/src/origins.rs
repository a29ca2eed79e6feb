//! Where each instruction of a rewritten module came from, so that a trap's backtrace names
//! the user's module and not ours. The rewritten module has more imports (every function
//! index moves), functions of its own (each nest's native loop, prefix and backups) and
//! re-encoded bodies (wasm-ld's padded LEB128 immediates become short): its frames said
//! `<wasm function 78>` at offsets that mean nothing in the program the user built. With
//! [`Origins`], a frame in a copied instruction is told as the original function at the
//! original offset, and the frame of the call that entered a nest (an instruction only the
//! rewriter wrote) is left out when the frame inside the nest already stands for that same
//! function: the backtrace reads as `wasmtime run` prints it for the original module.
//!
//! This module only maps offsets and formats frames as wasmtime's `WasmBacktrace` does; it
//! must not change what a program computes or which trap it reports.

use crate::rewrite::RewriteError;
use std::collections::HashMap;
use wasmparser::{Parser, Payload};

/// The copied instructions of one function body the rewriter wrote, in the code section's
/// order: `(byte position in the body, offset of the original instruction)`.
pub struct BodyOrigins {
    /// The original function the instructions come from (its index in the original module).
    pub func: u32,
    pub at: Vec<(usize, usize)>,
}

/// Offsets of the rewritten module mapped back to the original module.
#[derive(Clone, Debug, Default)]
pub struct Origins {
    /// Rewritten module offset of an instruction -> (original function, original offset).
    at: HashMap<usize, (u32, usize)>,
    /// Rewritten function index -> the original function its body comes from.
    funcs: HashMap<u32, u32>,
    /// Names of the original functions (the `name` section).
    names: HashMap<u32, String>,
}

impl Origins {
    /// The map of `rewritten`, whose code section holds `bodies` in order.
    pub fn new(
        rewritten: &[u8],
        bodies: Vec<BodyOrigins>,
        names: &HashMap<u32, String>,
    ) -> Result<Origins, RewriteError> {
        let mut out = Origins {
            names: names.clone(),
            ..Origins::default()
        };
        let mut imported = 0u32;
        let mut bodies = bodies.into_iter();
        let mut defined = 0u32;
        for payload in Parser::new(0).parse_all(rewritten) {
            match payload? {
                Payload::ImportSection(s) => {
                    for imports in s {
                        for import in imports? {
                            let (_, import) = import?;
                            if matches!(import.ty, wasmparser::TypeRef::Func(_)) {
                                imported += 1;
                            }
                        }
                    }
                }
                Payload::CodeSectionEntry(body) => {
                    let start = body.range().start;
                    if let Some(b) = bodies.next() {
                        out.funcs.insert(imported + defined, b.func);
                        for (pos, original) in b.at {
                            out.at.insert(start + pos, (b.func, original));
                        }
                    }
                    defined += 1;
                }
                _ => {}
            }
        }
        Ok(out)
    }

    /// The original function and offset of the rewritten module's instruction at `offset`.
    pub fn original(&self, offset: usize) -> Option<(u32, usize)> {
        self.at.get(&offset).copied()
    }

    /// `backtrace` as wasmtime's `Display` writes it, every frame told in the original
    /// module's terms; `None` when a frame has symbols (DWARF, which describes the original
    /// module's code offsets the rewritten module does not keep): then it stays as it is.
    pub fn backtrace_text(&self, backtrace: &wasmtime::WasmBacktrace) -> Option<String> {
        // (module name, original function, original offset when known)
        let mut frames: Vec<(String, u32, Option<usize>)> = Vec::new();
        for frame in backtrace.frames() {
            if !frame.symbols().is_empty() {
                return None;
            }
            let module = frame.module().name().unwrap_or("<unknown>").to_string();
            match frame.module_offset().and_then(|o| self.original(o)) {
                Some((func, offset)) => frames.push((module, func, Some(offset))),
                None => {
                    let func = self
                        .funcs
                        .get(&frame.func_index())
                        .copied()
                        .unwrap_or(frame.func_index());
                    // The call of a nest's import (or a gate the rewriter wrote): the frame
                    // inside the nest already stands for this function.
                    if frames.last().is_some_and(|(_, f, _)| *f == func) {
                        continue;
                    }
                    frames.push((module, func, None));
                }
            }
        }
        let mut out = String::from("error while executing at wasm backtrace:");
        for (i, (module, func, offset)) in frames.iter().enumerate() {
            out.push('\n');
            out.push_str(&format!("  {i:>3}: "));
            if let Some(offset) = offset {
                out.push_str(&format!("{offset:#8x} - "));
            }
            match self.names.get(func) {
                Some(name) => out.push_str(&format!("{module}!{name}")),
                None => out.push_str(&format!("{module}!<wasm function {func}>")),
            }
        }
        Some(out)
    }

    /// A guest error's text (`{error:?}`, as wasmtime words it) with its backtrace told in
    /// the original module's terms.
    pub fn error_text(origins: Option<&Origins>, error: &wasmtime::Error) -> String {
        let text = format!("{error:?}");
        let Some(backtrace) = error.downcast_ref::<wasmtime::WasmBacktrace>() else {
            return text;
        };
        let raw = backtrace.to_string();
        match (origins, text.strip_prefix(&raw)) {
            (Some(o), Some(rest)) => match o.backtrace_text(backtrace) {
                Some(mapped) => mapped + rest,
                None => text,
            },
            _ => text,
        }
    }
}
