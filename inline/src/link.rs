//! Links libm into a module that imports libm functions from `env` (C compiled with
//! `-nostdlib` and `--allow-undefined` calls `env::expf`): each such import whose name and
//! signature match a function of the committed `libm/libm.wasm` (Debian's wasi-libc, built
//! by `libm/build.sh`) becomes that function, appended with the functions it calls, and
//! libm's read-only tables join the module's memory at libm's own addresses, 16 to 1000
//! (clang's modules leave the bytes below 1024 unused). Then the calls inline like any pure
//! call, and the CPU reference and the GPU kernel run the same wasm code.
//!
//! It must not link where that could change what the program computes: a module whose
//! active data segments touch libm's addresses, with more or fewer than one memory, or a
//! memory64, is returned unchanged; so is every import libm does not define with the same
//! signature. Nothing but imports, types, functions, bodies, data and names changes.

use super::{InlineError, Module};
use std::collections::{BTreeSet, HashMap};
use wasm_encoder::reencode::{self, Reencode};
use wasmparser::{Operator, Parser, Payload, TypeRef, Validator, WasmFeatures};

/// The committed libm module.
pub const LIBM: &[u8] = include_bytes!("../libm/libm.wasm");

/// The module with libm linked in, and the imports that became libm's functions.
#[derive(Clone, Debug)]
pub struct Linked {
    pub wasm: Vec<u8>,
    pub linked: Vec<String>,
}

/// What libm holds, read once per call.
struct Libm<'a> {
    m: Module<'a>,
    exports: HashMap<&'a str, u32>,
    /// The active data segments: `(address, bytes)`.
    data: Vec<(u32, &'a [u8])>,
}

fn read_libm(bytes: &[u8]) -> Result<Libm<'_>, InlineError> {
    let m = Module::read(bytes)?;
    let mut exports = HashMap::new();
    let mut data = Vec::new();
    for payload in Parser::new(0).parse_all(bytes) {
        match payload? {
            Payload::ExportSection(s) => {
                for e in s {
                    let e = e?;
                    if e.kind == wasmparser::ExternalKind::Func {
                        exports.insert(e.name, e.index);
                    }
                }
            }
            Payload::DataSection(s) => {
                for d in s {
                    let d = d?;
                    if let wasmparser::DataKind::Active { offset_expr, .. } = d.kind {
                        let mut r = offset_expr.get_operators_reader();
                        if let Ok(Operator::I32Const { value }) = r.read() {
                            data.push((value as u32, d.data));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    Ok(Libm { m, exports, data })
}

/// What the user module holds that decides whether and what to link.
struct Target<'a> {
    /// Function imports in order: `(module, name, type index)`.
    func_imports: Vec<(&'a str, &'a str, u32)>,
    memories: usize,
    memory64: bool,
    /// Active data segments whose offset is a constant: `(start, end)`; `None` for one whose
    /// offset is not (it could be anywhere).
    data: Vec<Option<(u64, u64)>>,
    has_code: bool,
}

fn read_target(bytes: &[u8]) -> Result<Target<'_>, InlineError> {
    let mut t = Target {
        func_imports: Vec::new(),
        memories: 0,
        memory64: false,
        data: Vec::new(),
        has_code: false,
    };
    for payload in Parser::new(0).parse_all(bytes) {
        match payload? {
            Payload::ImportSection(s) => {
                for group in s {
                    for item in group? {
                        let (_, import) = item?;
                        match import.ty {
                            TypeRef::Func(ty) | TypeRef::FuncExact(ty) => {
                                t.func_imports.push((import.module, import.name, ty))
                            }
                            TypeRef::Memory(m) => {
                                t.memories += 1;
                                t.memory64 |= m.memory64;
                            }
                            _ => {}
                        }
                    }
                }
            }
            Payload::MemorySection(s) => {
                for m in s {
                    let m = m?;
                    t.memories += 1;
                    t.memory64 |= m.memory64;
                }
            }
            Payload::DataSection(s) => {
                for d in s {
                    let d = d?;
                    if let wasmparser::DataKind::Active { offset_expr, .. } = d.kind {
                        let mut r = offset_expr.get_operators_reader();
                        t.data.push(match r.read() {
                            Ok(Operator::I32Const { value }) => {
                                let start = u64::from(value as u32);
                                Some((start, start + d.data.len() as u64))
                            }
                            _ => None,
                        });
                    }
                }
            }
            Payload::CodeSectionStart { .. } => t.has_code = true,
            _ => {}
        }
    }
    Ok(t)
}

/// Links libm (see the module docs); unchanged bytes and no names when nothing links.
pub fn link_libm(wasm: &[u8]) -> Result<Linked, InlineError> {
    link_with(wasm, LIBM)
}

/// [`link_libm`] with another libm module (tests).
pub fn link_with(wasm: &[u8], libm_bytes: &[u8]) -> Result<Linked, InlineError> {
    let unchanged = || Linked {
        wasm: wasm.to_vec(),
        linked: Vec::new(),
    };
    let wasm2 = || Validator::new_with_features(WasmFeatures::WASM2);
    if wasm2().validate_all(wasm).is_err() || wasm2().validate_all(libm_bytes).is_err() {
        return Ok(unchanged());
    }
    let target = read_target(wasm)?;
    if target.memories != 1 || target.memory64 || !target.has_code {
        return Ok(unchanged());
    }
    let libm = read_libm(libm_bytes)?;
    if libm.m.imported_funcs != 0 {
        return Ok(unchanged());
    }
    // libm's bytes must not meet any of the module's.
    let (lo, hi) = libm
        .data
        .iter()
        .fold((u64::MAX, 0u64), |(lo, hi), (at, bytes)| {
            (
                lo.min(u64::from(*at)),
                hi.max(u64::from(*at) + bytes.len() as u64),
            )
        });
    let clear = target
        .data
        .iter()
        .all(|d| d.is_some_and(|(s, e)| e <= lo || s >= hi || s == e));
    if !clear {
        return Ok(unchanged());
    }
    let user = Module::read(wasm)?;
    // Which imports libm defines with the same signature, and with pure code (the purity of
    // `lib.rs`, and no globals: libm's tables are all it may read).
    let purity = super::Purity::of(
        &libm.m,
        &super::Limits {
            max_callee_ops: 50_000,
            max_added_ops: usize::MAX,
        },
    );
    let mut linked: Vec<(u32, u32)> = Vec::new(); // (import index, libm function)
    for (i, (module, name, ty)) in target.func_imports.iter().enumerate() {
        if *module != "env" {
            continue;
        }
        let Some(&f) = libm.exports.get(name) else {
            continue;
        };
        let same = user.signature(*ty).is_some()
            && libm.m.body(f).and_then(|b| libm.m.signature(b.ty)) == user.signature(*ty);
        if same && purity.pure(&libm.m, f) && no_globals(&libm.m, f) {
            linked.push((i as u32, f));
        }
    }
    if linked.is_empty() {
        return Ok(unchanged());
    }
    // libm's functions the linked ones reach, in index order.
    let mut needed = BTreeSet::new();
    let mut stack: Vec<u32> = linked.iter().map(|(_, f)| *f).collect();
    while let Some(f) = stack.pop() {
        if !needed.insert(f) {
            continue;
        }
        for op in &libm.m.body(f).map_or(&[][..], |b| &b.ops[..]).to_vec() {
            if let Operator::Call { function_index } = op {
                stack.push(*function_index);
            }
        }
    }
    let removed: BTreeSet<u32> = linked.iter().map(|(i, _)| *i).collect();
    let n_imports = target.func_imports.len() as u32;
    let n_defined = user.bodies.len() as u32;
    let first_new = n_imports - removed.len() as u32 + n_defined;
    let libm_index: HashMap<u32, u32> = needed
        .iter()
        .enumerate()
        .map(|(k, f)| (*f, first_new + k as u32))
        .collect();
    let mut func_map = HashMap::new();
    let mut kept = 0;
    for i in 0..n_imports {
        if removed.contains(&i) {
            let f = linked.iter().find(|(j, _)| *j == i).map(|(_, f)| *f);
            func_map.insert(i, libm_index[&f.expect("linked")]);
        } else {
            func_map.insert(i, kept);
            kept += 1;
        }
    }
    for d in 0..n_defined {
        func_map.insert(n_imports + d, kept + d);
    }
    // libm's types, appended after the module's.
    let n_types = user.types.len() as u32;
    let mut writer = Writer {
        func_map,
        removed: removed
            .iter()
            .map(|i| {
                let (m, n, _) = target.func_imports[*i as usize];
                (m.to_string(), n.to_string())
            })
            .collect(),
        libm: &libm,
        libm_bytes,
        needed: needed.iter().copied().collect(),
        libm_index,
        n_types,
        data_written: false,
        code_written: false,
    };
    let out = super::reencode_module(&mut writer, wasm)?;
    if wasm2().validate_all(&out).is_err() {
        return Ok(unchanged());
    }
    Ok(Linked {
        wasm: out,
        linked: writer.removed.into_iter().map(|(_, n)| n).collect(),
    })
}

/// Whether libm's function `f` and the functions it calls use no global (libm's stack
/// pointer would not exist in the module it joins).
fn no_globals(m: &Module<'_>, f: u32) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![f];
    while let Some(f) = stack.pop() {
        if !seen.insert(f) {
            continue;
        }
        let Some(body) = m.body(f) else {
            return false;
        };
        for op in &body.ops {
            match op {
                Operator::GlobalGet { .. } | Operator::GlobalSet { .. } => return false,
                Operator::Call { function_index } => stack.push(*function_index),
                _ => {}
            }
        }
    }
    true
}

/// Re-encodes the user module with the linked imports removed and libm appended.
struct Writer<'l, 'a> {
    func_map: HashMap<u32, u32>,
    /// The removed imports, `(module, name)`.
    removed: Vec<(String, String)>,
    libm: &'l Libm<'a>,
    libm_bytes: &'l [u8],
    /// libm's functions to append, in order.
    needed: Vec<u32>,
    libm_index: HashMap<u32, u32>,
    n_types: u32,
    data_written: bool,
    code_written: bool,
}

impl Writer<'_, '_> {
    fn libm_type(&self, f: u32) -> u32 {
        self.n_types + self.libm.m.body(f).map_or(0, |b| b.ty)
    }

    fn data_section(&mut self, data: &mut wasm_encoder::DataSection) {
        for (at, bytes) in &self.libm.data {
            data.active(
                0,
                &wasm_encoder::ConstExpr::i32_const(*at as i32),
                bytes.iter().copied(),
            );
        }
        self.data_written = true;
    }
}

/// libm's bodies with libm's function and type indices moved to where they land.
struct LibmBodies<'w> {
    functions: &'w HashMap<u32, u32>,
    n_types: u32,
}

impl Reencode for LibmBodies<'_> {
    type Error = std::convert::Infallible;

    fn function_index(&mut self, func: u32) -> Result<u32, reencode::Error<Self::Error>> {
        Ok(self.functions.get(&func).copied().unwrap_or(func))
    }

    fn type_index(&mut self, ty: u32) -> Result<u32, reencode::Error<Self::Error>> {
        Ok(self.n_types + ty)
    }
}

impl Reencode for Writer<'_, '_> {
    type Error = std::convert::Infallible;

    fn function_index(&mut self, func: u32) -> Result<u32, reencode::Error<Self::Error>> {
        Ok(self.func_map.get(&func).copied().unwrap_or(func))
    }

    fn data_count(&mut self, count: u32) -> Result<u32, reencode::Error<Self::Error>> {
        Ok(count + self.libm.data.len() as u32)
    }

    fn parse_type_section(
        &mut self,
        types: &mut wasm_encoder::TypeSection,
        section: wasmparser::TypeSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_type_section(self, types, section)?;
        for ty in self.libm.m.types.iter() {
            let (params, results) = ty.clone().unwrap_or_default();
            let map = |v: &[wasmparser::ValType]| -> Vec<wasm_encoder::ValType> {
                v.iter()
                    .filter_map(|t| reencode::RoundtripReencoder.val_type(*t).ok())
                    .collect()
            };
            types.ty().function(map(&params), map(&results));
        }
        Ok(())
    }

    fn parse_import_section(
        &mut self,
        imports: &mut wasm_encoder::ImportSection,
        section: wasmparser::ImportSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        for group in section {
            for item in group? {
                let (_, import) = item?;
                let is_func = matches!(import.ty, TypeRef::Func(_) | TypeRef::FuncExact(_));
                if is_func
                    && self
                        .removed
                        .iter()
                        .any(|(m, n)| m == import.module && n == import.name)
                {
                    continue;
                }
                let ty = self.entity_type(import.ty)?;
                imports.import(import.module, import.name, ty);
            }
        }
        Ok(())
    }

    fn parse_function_section(
        &mut self,
        functions: &mut wasm_encoder::FunctionSection,
        section: wasmparser::FunctionSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_function_section(self, functions, section)?;
        for f in self.needed.clone() {
            functions.function(self.libm_type(f));
        }
        Ok(())
    }

    fn parse_code_section(
        &mut self,
        code: &mut wasm_encoder::CodeSection,
        section: wasmparser::CodeSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_code_section(self, code, section)?;
        let mut bodies = LibmBodies {
            functions: &self.libm_index,
            n_types: self.n_types,
        };
        // libm has no imported functions: its k-th body is function k.
        let mut k = 0u32;
        for payload in Parser::new(0).parse_all(self.libm_bytes) {
            if let Payload::CodeSectionEntry(body) = payload? {
                if self.libm_index.contains_key(&k) {
                    reencode::utils::parse_function_body(&mut bodies, code, body)?;
                }
                k += 1;
            }
        }
        self.code_written = true;
        Ok(())
    }

    fn parse_data_section(
        &mut self,
        data: &mut wasm_encoder::DataSection,
        section: wasmparser::DataSectionReader<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        reencode::utils::parse_data_section(self, data, section)?;
        self.data_section(data);
        Ok(())
    }

    fn intersperse_section_hook(
        &mut self,
        module: &mut wasm_encoder::Module,
        _after: Option<wasm_encoder::SectionId>,
        before: Option<wasm_encoder::SectionId>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        // A module without a data section gets one after its code.
        let past_code = match before {
            None => true,
            Some(id) => {
                (id as u8) > (wasm_encoder::SectionId::Code as u8)
                    && id != wasm_encoder::SectionId::DataCount
            }
        };
        if self.code_written
            && !self.data_written
            && past_code
            && before != Some(wasm_encoder::SectionId::Data)
        {
            let mut data = wasm_encoder::DataSection::new();
            self.data_section(&mut data);
            module.section(&data);
        }
        Ok(())
    }

    fn parse_custom_name_subsection(
        &mut self,
        names: &mut wasm_encoder::NameSection,
        section: wasmparser::Name<'_>,
    ) -> Result<(), reencode::Error<Self::Error>> {
        match section {
            wasmparser::Name::Function(map) => {
                let mut out = wasm_encoder::NameMap::new();
                let mut entries = Vec::new();
                for naming in map {
                    let naming = naming?;
                    let to = self.function_index(naming.index)?;
                    // A removed import's name would name libm's function twice.
                    if to < self.libm_index.values().copied().min().unwrap_or(u32::MAX) {
                        entries.push((to, naming.name));
                    }
                }
                // libm's functions keep their names.
                for (f, at) in &self.libm_index {
                    if let Some(n) = self.libm.m.names.get(f) {
                        entries.push((*at, n.as_str()));
                    }
                }
                entries.sort_by_key(|(i, _)| *i);
                entries.dedup_by_key(|(i, _)| *i);
                for (i, n) in entries {
                    out.append(i, n);
                }
                names.functions(&out);
                Ok(())
            }
            other => reencode::utils::parse_custom_name_subsection(self, names, other),
        }
    }
}
