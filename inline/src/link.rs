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
use wasmparser::{Operator, TypeRef, Validator, WasmFeatures};

/// The committed libm module.
pub const LIBM: &[u8] = include_bytes!("../libm/libm.wasm");

/// The module with libm linked in, and the imports that became libm's functions.
#[derive(Clone, Debug)]
pub struct Linked {
    pub wasm: Vec<u8>,
    pub linked: Vec<String>,
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
    let user = Module::read(wasm)?;
    if user.memories != 1 || user.memory64 || user.bodies.is_empty() {
        return Ok(unchanged());
    }
    let libm = Module::read(libm_bytes)?;
    if libm.imported_funcs() != 0 || libm.data.iter().any(|(at, _)| at.is_none()) {
        return Ok(unchanged());
    }
    // libm's bytes must not meet any of the module's.
    let span = |(at, bytes): &(Option<u32>, &[u8])| {
        at.map(|at| (u64::from(at), u64::from(at) + bytes.len() as u64))
    };
    let (lo, hi) = libm
        .data
        .iter()
        .filter_map(span)
        .fold((u64::MAX, 0u64), |(lo, hi), (s, e)| (lo.min(s), hi.max(e)));
    let clear = user
        .data
        .iter()
        .all(|d| span(d).is_some_and(|(s, e)| e <= lo || s >= hi || s == e));
    if !clear {
        return Ok(unchanged());
    }
    // Which imports libm defines with the same signature, and with pure code (the purity of
    // `lib.rs`, and no globals: libm's tables are all it may read).
    let purity = super::Purity::of(
        &libm,
        &super::Limits {
            max_callee_ops: 50_000,
            max_added_ops: usize::MAX,
            cold_traps: false,
        },
    );
    let mut linked: Vec<(u32, u32)> = Vec::new(); // (import index, libm function)
    for (i, (module, name, ty)) in user.func_imports.iter().enumerate() {
        if *module != "env" {
            continue;
        }
        let Some(&f) = libm.exports.get(name) else {
            continue;
        };
        let same = user.signature(*ty).is_some()
            && libm.body(f).and_then(|b| libm.signature(b.ty)) == user.signature(*ty);
        if same && purity.pure(&libm, f) && no_globals(&libm, f) {
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
        for op in libm.body(f).map_or(&[][..], |b| &b.ops[..]) {
            if let Operator::Call { function_index } = op {
                stack.push(*function_index);
            }
        }
    }
    let removed: BTreeSet<u32> = linked.iter().map(|(i, _)| *i).collect();
    let names = removed
        .iter()
        .map(|i| user.func_imports[*i as usize].1.to_string())
        .collect();
    let n_imports = user.imported_funcs();
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
        removed,
        imports_seen: 0,
        libm: &libm,
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
        linked: names,
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
    /// The removed imports, by function index (imports come first).
    removed: BTreeSet<u32>,
    /// Function imports re-encoded so far.
    imports_seen: u32,
    libm: &'l Module<'a>,
    /// libm's functions to append, in order.
    needed: Vec<u32>,
    libm_index: HashMap<u32, u32>,
    n_types: u32,
    data_written: bool,
    code_written: bool,
}

impl Writer<'_, '_> {
    fn libm_type(&self, f: u32) -> u32 {
        self.n_types + self.libm.body(f).map_or(0, |b| b.ty)
    }

    fn data_section(&mut self, data: &mut wasm_encoder::DataSection) {
        // `link_with` refused a libm segment without a constant offset.
        for (at, bytes) in &self.libm.data {
            let at = at.unwrap_or_default() as i32;
            data.active(
                0,
                &wasm_encoder::ConstExpr::i32_const(at),
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
        for ty in self.libm.types.iter() {
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
                if matches!(import.ty, TypeRef::Func(_) | TypeRef::FuncExact(_)) {
                    self.imports_seen += 1;
                    if self.removed.contains(&(self.imports_seen - 1)) {
                        continue;
                    }
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
        // In index order, where `link_with` numbered them.
        for f in self.needed.clone() {
            if let Some(body) = self.libm.body(f) {
                reencode::utils::parse_function_body(&mut bodies, code, body.raw.clone())?;
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
                    if let Some(n) = self.libm.names.get(f) {
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
