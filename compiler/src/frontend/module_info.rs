//! Validation of a wasm module with wasmparser, and the facts about it later stages need.
//!
//! [`ModuleInfo::parse`] validates the whole module (MVP plus sign extension, non-trapping
//! float-to-int, multi-value, bulk memory and SIMD, so that an unsupported feature surfaces as a
//! clear "unsupported op" error later instead of "invalid wasm") and records function types,
//! imports, exports, globals, memories, data segments and each function body's location.
//! It must not translate code: that is `translate.rs`'s job.

use crate::error::{CompileError, Result};
use cranelift_wasm::wasmparser::{
    self, ExternalKind, FuncType, Operator, Parser, Payload, TypeRef, ValType, Validator,
    WasmFeatures,
};

/// A function import (only `wasi:cuda/device` ones are accepted by later stages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncImport {
    pub module: String,
    pub name: String,
    pub type_index: u32,
}

/// A global's type and constant initial value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlobalInfo {
    pub ty: ValType,
    pub mutable: bool,
    /// Bits of the initial value when the initialiser is a constant (`None` for an imported
    /// global or a `global.get` initialiser).
    pub init_bits: Option<u128>,
    pub imported: bool,
}

/// A data segment placed at a constant offset of memory 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSegment {
    pub offset: u64,
    pub bytes: Vec<u8>,
}

/// One memory of the module (imports first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryInfo {
    pub min_pages: u64,
    pub max_pages: Option<u64>,
    /// A 64-bit memory (memory64): `i64` addresses.
    pub is_64: bool,
    /// The log2 of its page size in bytes: 16 (64 KiB), or 0 (custom-page-sizes).
    pub page_log2: u8,
    pub imported: bool,
}

/// Values of imported immutable globals known at link time: (module, name, type) to bits.
pub type ImportedGlobals<'a> = dyn Fn(&str, &str, &wasmparser::GlobalType) -> Option<u128> + 'a;

/// Everything about the module that translation and later stages need.
#[derive(Clone, Debug, Default)]
pub struct ModuleInfo {
    pub types: Vec<FuncType>,
    pub func_imports: Vec<FuncImport>,
    /// Type index of each defined (non-imported) function.
    pub func_types: Vec<u32>,
    pub exports: Vec<(String, u32)>,
    pub globals: Vec<GlobalInfo>,
    /// Minimum pages of memory 0, if the module has a memory.
    pub memory_min_pages: Option<u64>,
    /// Whether memory 0 is 64-bit (memory64).
    pub memory_is_64: bool,
    /// Every memory, memory 0 first (multi-memory modules have more).
    pub memories: Vec<MemoryInfo>,
    /// The active data segments of memory 0 whose offsets are constants, in order.
    pub data: Vec<DataSegment>,
    /// The same for the other memories: (memory index, segment), in order.
    pub other_data: Vec<(u32, DataSegment)>,
    /// Byte range of each defined function's body within the module.
    pub bodies: Vec<std::ops::Range<usize>>,
    /// Each defined function's validation handle, made once for the module's bytes.
    pub validators: super::translate::FuncValidators,
    /// Whether each table (imports first) has 64-bit indices (memory64's table64).
    pub tables_64: Vec<bool>,
}

/// The wasm features the pipeline validates against.
pub fn accepted_features() -> WasmFeatures {
    WasmFeatures::MUTABLE_GLOBAL
        | WasmFeatures::SATURATING_FLOAT_TO_INT
        | WasmFeatures::SIGN_EXTENSION
        | WasmFeatures::MULTI_VALUE
        | WasmFeatures::BULK_MEMORY
        | WasmFeatures::SIMD
        | WasmFeatures::REFERENCE_TYPES
        // Memories of 1-byte pages: `memory.size`/`memory.grow` carry the page size.
        | WasmFeatures::CUSTOM_PAGE_SIZES
        | WasmFeatures::FLOATS
        // `i32`/`i64` add, sub and mul in constant expressions: evaluated here, in
        // `const_expr_bits`, like every other initialiser.
        | WasmFeatures::EXTENDED_CONST
        // `return_call`: a LoweredOp terminator the interpreter runs as a real tail call;
        // kernels refuse it (`return_call_indirect` and `return_call_ref` do not lower).
        | WasmFeatures::TAIL_CALL
        // wasmparser gates `externref` behind this flag besides REFERENCE_TYPES: without it
        // valid WebAssembly 2.0 modules with externref values fail validation.
        | WasmFeatures::GC_TYPES
        // Typed function references: `ref.as_non_null`, `br_on_null`, `br_on_non_null` and
        // `call_ref` on `i64` handles (`lowered_ir::reference`).
        | WasmFeatures::FUNCTION_REFERENCES
        // 64-bit memories: `i64` addresses in the interpreter; kernels and auto mode refuse
        // them (convert.rs, auto/libcalls.rs).
        | WasmFeatures::MEMORY64
        // Several memories: memory 0 as ever, the others through instance ops the
        // interpreter's resolver runs (kernels refuse those).
        | WasmFeatures::MULTI_MEMORY
        // Relaxed SIMD, translated deterministically by cranelift-wasm (fused multiply-add,
        // the `swizzle`, `min`/`max`, `trunc_sat`, `q15mulr_sat` and signed dot products of
        // plain SIMD), one of the results the proposal allows, the same on every target.
        | WasmFeatures::RELAXED_SIMD
}

/// The pipeline's features without the proposals WebAssembly 3.0 adopted (multi-memory,
/// memory64, typed function references, tail calls, extended constants): the validator a
/// script written for wasm 2.0 assumes.
pub fn wasm2_features() -> WasmFeatures {
    accepted_features().difference(
        WasmFeatures::MULTI_MEMORY
            | WasmFeatures::MEMORY64
            | WasmFeatures::FUNCTION_REFERENCES
            | WasmFeatures::TAIL_CALL
            | WasmFeatures::EXTENDED_CONST,
    )
}

impl ModuleInfo {
    /// Validates `bytes` and collects the module's facts.
    pub fn parse(bytes: &[u8]) -> Result<ModuleInfo> {
        ModuleInfo::parse_with_features(bytes, accepted_features())
    }

    /// [`ModuleInfo::parse`] validating against `features` instead of the pipeline's own: the
    /// auto-offload detector reads modules that use features the pipeline refuses (atomics)
    /// so that it can name the operator that keeps each function on the CPU.
    pub fn parse_with_features(bytes: &[u8], features: WasmFeatures) -> Result<ModuleInfo> {
        ModuleInfo::parse_linked(bytes, features, &|_, _, _| None)
    }

    /// [`ModuleInfo::parse_with_features`] with the values of imported globals that are
    /// known at link time: `imported(module, name, type)` gives an immutable global's bits
    /// (`None`: unknown). A known one is a constant like a defined global's initialiser
    /// (later initialisers and offsets that read it are evaluated); an unknown one stays
    /// unsupported. The spec-suite runner links `spectest` and registered globals this way.
    pub fn parse_linked(
        bytes: &[u8],
        features: WasmFeatures,
        imported: &ImportedGlobals<'_>,
    ) -> Result<ModuleInfo> {
        if bytes.len() < 4 || &bytes[..4] != b"\0asm" {
            return Err(CompileError::NotWasm {
                reason: "the input does not start with the wasm magic number `\\0asm`".into(),
            });
        }
        let mut validator = Validator::new_with_features(features);
        validator
            .validate_all(bytes)
            .map_err(|e| CompileError::InvalidWasm {
                reason: e.to_string(),
            })?;
        let mut info = ModuleInfo::default();
        for payload in Parser::new(0).parse_all(bytes) {
            let payload = payload.map_err(|e| CompileError::InvalidWasm {
                reason: e.to_string(),
            })?;
            info.record(payload, imported)?;
        }
        Ok(info)
    }

    fn record(&mut self, payload: Payload<'_>, imported: &ImportedGlobals<'_>) -> Result<()> {
        let invalid = |e: wasmparser::BinaryReaderError| CompileError::InvalidWasm {
            reason: e.to_string(),
        };
        match payload {
            Payload::TypeSection(reader) => {
                for rec in reader.into_iter_err_on_gc_types() {
                    self.types.push(rec.map_err(invalid)?);
                }
            }
            Payload::ImportSection(reader) => {
                for import in reader {
                    let import = import.map_err(invalid)?;
                    match import.ty {
                        TypeRef::Func(type_index) => self.func_imports.push(FuncImport {
                            module: import.module.to_string(),
                            name: import.name.to_string(),
                            type_index,
                        }),
                        TypeRef::Global(g) => self.globals.push(GlobalInfo {
                            ty: g.content_type,
                            mutable: g.mutable,
                            // A mutable one only when the linker shares it (the spec runner
                            // gives the exporter's current value and keeps both in step).
                            init_bits: imported(import.module, import.name, &g),
                            imported: true,
                        }),
                        TypeRef::Memory(m) => self.add_memory(&m, true),
                        TypeRef::Table(t) => self.tables_64.push(t.table64),
                        TypeRef::Tag(_) => {}
                    }
                }
            }
            Payload::FunctionSection(reader) => {
                for ty in reader {
                    self.func_types.push(ty.map_err(invalid)?);
                }
            }
            Payload::TableSection(reader) => {
                for t in reader {
                    self.tables_64.push(t.map_err(invalid)?.ty.table64);
                }
            }
            Payload::MemorySection(reader) => {
                for m in reader {
                    self.add_memory(&m.map_err(invalid)?, false);
                }
            }
            Payload::GlobalSection(reader) => {
                for g in reader {
                    let g = g.map_err(invalid)?;
                    let init_bits = const_expr_bits(&g.init_expr, &self.globals);
                    self.globals.push(GlobalInfo {
                        ty: g.ty.content_type,
                        mutable: g.ty.mutable,
                        init_bits,
                        imported: false,
                    });
                }
            }
            Payload::ExportSection(reader) => {
                for e in reader {
                    let e = e.map_err(invalid)?;
                    if e.kind == ExternalKind::Func {
                        self.exports.push((e.name.to_string(), e.index));
                    }
                }
            }
            Payload::DataSection(reader) => {
                for d in reader {
                    let d = d.map_err(invalid)?;
                    if let wasmparser::DataKind::Active {
                        memory_index,
                        offset_expr,
                    } = d.kind
                    {
                        if let Some(offset) = const_expr_bits(&offset_expr, &self.globals)
                            .and_then(|o| u64::try_from(o).ok())
                        {
                            let segment = DataSegment {
                                offset,
                                bytes: d.data.to_vec(),
                            };
                            match memory_index {
                                0 => self.data.push(segment),
                                m => self.other_data.push((m, segment)),
                            }
                        }
                    }
                }
            }
            Payload::CodeSectionEntry(body) => {
                self.bodies.push(body.range());
            }
            _ => {}
        }
        Ok(())
    }

    /// Records a memory; the first one is memory 0.
    fn add_memory(&mut self, m: &wasmparser::MemoryType, imported: bool) {
        if self.memories.is_empty() {
            self.memory_min_pages = Some(m.initial);
            self.memory_is_64 = m.memory64;
        }
        self.memories.push(MemoryInfo {
            min_pages: m.initial,
            max_pages: m.maximum,
            is_64: m.memory64,
            page_log2: m.page_size_log2.unwrap_or(16) as u8,
            imported,
        });
    }

    /// The log2 of memory `index`'s page size in bytes (16 where it has none).
    pub fn page_log2_at(&self, index: u32) -> u8 {
        self.memories
            .get(index as usize)
            .map_or(16, |m| m.page_log2)
    }

    /// The page size of memory `index` in bytes.
    pub fn page_bytes_at(&self, index: u32) -> u64 {
        1 << self.page_log2_at(index)
    }

    /// Whether table `index` has 64-bit indices (table64).
    pub fn table_is_64_at(&self, index: u32) -> bool {
        self.tables_64.get(index as usize).copied().unwrap_or(false)
    }

    /// Whether memory `index` is 64-bit (memory64).
    pub fn memory_is_64_at(&self, index: u32) -> bool {
        self.memories.get(index as usize).is_some_and(|m| m.is_64)
    }

    pub fn num_imported_funcs(&self) -> u32 {
        self.func_imports.len() as u32
    }

    /// The type of function `index` (imports first, as in wasm's index space).
    pub fn func_type(&self, index: u32) -> Option<&FuncType> {
        let ti = if let Some(imp) = self.func_imports.get(index as usize) {
            imp.type_index
        } else {
            *self
                .func_types
                .get((index - self.num_imported_funcs()) as usize)?
        };
        self.types.get(ti as usize)
    }

    /// The import behind function `index`, if it is imported.
    pub fn import(&self, index: u32) -> Option<&FuncImport> {
        self.func_imports.get(index as usize)
    }

    /// Resolves a function by export name, by `func<N>` / `$N` index syntax, or fails with
    /// the list of exports.
    pub fn resolve_function(&self, name: &str) -> Result<u32> {
        if let Some((_, idx)) = self.exports.iter().find(|(n, _)| n == name) {
            return Ok(*idx);
        }
        let numeric = name
            .strip_prefix("func")
            .or_else(|| name.strip_prefix('$'))
            .and_then(|s| s.parse::<u32>().ok());
        if let Some(idx) = numeric {
            if idx >= self.num_imported_funcs()
                && ((idx - self.num_imported_funcs()) as usize) < self.func_types.len()
            {
                return Ok(idx);
            }
        }
        let mut exports: Vec<&str> = self
            .exports
            .iter()
            .filter(|(_, i)| *i >= self.num_imported_funcs())
            .map(|(n, _)| n.as_str())
            .collect();
        exports.sort();
        Err(CompileError::NoSuchFunction {
            func: name.to_string(),
            available: if exports.is_empty() {
                "none".into()
            } else {
                exports.join(", ")
            },
        })
    }

    /// A display name for function `index`: its first export name, or `func<N>`.
    pub fn func_name(&self, index: u32) -> String {
        self.exports
            .iter()
            .find(|(_, i)| *i == index)
            .map(|(n, _)| n.clone())
            .unwrap_or_else(|| format!("func{index}"))
    }
}

/// The bits of a constant expression made of one `*.const` (other forms give `None`).
/// The value of a constant expression: constants, `global.get` of a global whose value is
/// known (`globals` so far), and the extended-const `i32`/`i64` `add`, `sub` and `mul`.
/// References are handles (`lowered_ir::reference`): `ref.null` and `ref.func`. `None` for
/// anything else (an imported global whose value is not known).
fn const_expr_bits(expr: &wasmparser::ConstExpr<'_>, globals: &[GlobalInfo]) -> Option<u128> {
    let mut reader = expr.get_operators_reader();
    let mut stack: Vec<u128> = Vec::new();
    loop {
        let bits = match reader.read().ok()? {
            Operator::End => break,
            Operator::I32Const { value } => u128::from(value as u32),
            Operator::I64Const { value } => u128::from(value as u64),
            Operator::F32Const { value } => u128::from(value.bits()),
            Operator::F64Const { value } => u128::from(value.bits()),
            Operator::V128Const { value } => u128::from_le_bytes(*value.bytes()),
            Operator::GlobalGet { global_index } => globals.get(global_index as usize)?.init_bits?,
            Operator::RefNull { .. } => u128::from(lowered_ir::reference::NULL),
            Operator::RefFunc { function_index } => {
                u128::from(lowered_ir::reference::handle(function_index))
            }
            op => {
                let (b, a) = (stack.pop()?, stack.pop()?);
                let (a32, b32, a64, b64) = (a as u32, b as u32, a as u64, b as u64);
                match op {
                    Operator::I32Add => u128::from(a32.wrapping_add(b32)),
                    Operator::I32Sub => u128::from(a32.wrapping_sub(b32)),
                    Operator::I32Mul => u128::from(a32.wrapping_mul(b32)),
                    Operator::I64Add => u128::from(a64.wrapping_add(b64)),
                    Operator::I64Sub => u128::from(a64.wrapping_sub(b64)),
                    Operator::I64Mul => u128::from(a64.wrapping_mul(b64)),
                    _ => return None,
                }
            }
        };
        stack.push(bits);
    }
    match stack[..] {
        [bits] => Some(bits),
        _ => None,
    }
}
