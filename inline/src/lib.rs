//! Inlines calls of small pure functions into their callers, at the WebAssembly level.
//!
//! A C program linked with wasi-libc holds `expf`, `logf`, `powf`, `sqrtf` and the rest as
//! functions of its own: pure code that reads constant tables in the data segments. A loop
//! that calls one cannot be analysed or outlined as a kernel while the call stays a call (its
//! memory effects are another function's). After [`inline_pure_calls`] the loop holds the
//! callee's code: the auto analysis sees its loads (table reads at bounded addresses) like any
//! other, and CPU and GPU run the same wasm instructions, so they agree bit for bit.
//!
//! A callee is inlined when it is *pure*: it stores nothing, grows no memory, writes no
//! global, calls nothing indirectly and calls no import; it only calls other pure functions;
//! it is not recursive; it returns at most one value; its locals are numbers or vectors; and
//! its body, with its own callees inlined, has at most [`Limits::max_callee_ops`]
//! instructions. Only modules that validate with the WebAssembly 2.0 features are touched.
//!
//! Each call site becomes: the arguments stored into fresh locals of the caller (the callee's
//! parameters), the callee's declared locals set to zero (wasm locals start at zero on every
//! call, and an inlined body may run many times), and the callee's body inside a `block` of
//! the callee's result type, with its locals renumbered and each `return` made a branch to
//! that block. The function level of the callee's body is that block, so every other branch
//! depth stays as it is.
//!
//! This module must not change anything but the bodies of the functions whose calls it
//! inlines: no index of a function, type, global or section moves, and a module it cannot
//! handle is returned unchanged.

use std::collections::HashMap;
use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasm_encoder::Instruction;
use wasmparser::{BlockType, Operator, Parser, Payload, TypeRef, ValType, Validator, WasmFeatures};

/// Why a module could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum InlineError {
    #[error("the module does not parse: {0}")]
    Parse(#[from] wasmparser::BinaryReaderError),
    #[error("an instruction of function {func} could not be re-encoded: {why}")]
    Reencode { func: u32, why: String },
}

/// How much may be inlined.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The most instructions a callee may have, its own pure callees inlined (musl's `powf`
    /// is about 700).
    pub max_callee_ops: usize,
    /// The most instructions all the inlining of one module may add.
    pub max_added_ops: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_callee_ops: 2_000,
            max_added_ops: 400_000,
        }
    }
}

/// One inlined call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    /// The function that held the call, by index.
    pub caller: u32,
    /// The function inlined there, by index.
    pub callee: u32,
    /// Its name in the `name` section, when it has one.
    pub callee_name: Option<String>,
}

/// The module after inlining and what was inlined where (nothing: the bytes are the input's).
#[derive(Clone, Debug)]
pub struct Inlined {
    pub wasm: Vec<u8>,
    pub sites: Vec<Site>,
}

/// One defined function as read.
struct Body<'a> {
    /// The type index.
    ty: u32,
    /// The declared locals (without the parameters), as `(count, type)` groups.
    locals: Vec<(u32, ValType)>,
    /// The instructions, the final `end` included.
    ops: Vec<Operator<'a>>,
    /// The body as read, for re-encoding it whole.
    raw: wasmparser::FunctionBody<'a>,
}

/// What a module holds that the inliner and the libm linker need.
struct Module<'a> {
    /// Function types by type index (`None`: not a function type).
    types: Vec<Option<(Vec<ValType>, Vec<ValType>)>>,
    /// Function imports in order: `(module, name, type index)`.
    func_imports: Vec<(&'a str, &'a str, u32)>,
    /// Memories, imported and defined, and whether any is a memory64.
    memories: usize,
    memory64: bool,
    bodies: Vec<Body<'a>>,
    /// Exported functions by name.
    exports: HashMap<&'a str, u32>,
    /// Active data segments: `(address, bytes)`, the address `None` where the offset is not
    /// an `i32.const` (it could be anywhere).
    data: Vec<(Option<u32>, &'a [u8])>,
    /// Function names from the `name` section.
    names: HashMap<u32, String>,
}

impl<'a> Module<'a> {
    fn read(wasm: &'a [u8]) -> Result<Module<'a>, InlineError> {
        let mut m = Module {
            types: Vec::new(),
            func_imports: Vec::new(),
            memories: 0,
            memory64: false,
            bodies: Vec::new(),
            exports: HashMap::new(),
            data: Vec::new(),
            names: HashMap::new(),
        };
        let mut func_types = Vec::new();
        for payload in Parser::new(0).parse_all(wasm) {
            match payload? {
                Payload::TypeSection(s) => {
                    for group in s {
                        for sub in group?.into_types() {
                            m.types.push(match &sub.composite_type.inner {
                                wasmparser::CompositeInnerType::Func(f) => {
                                    Some((f.params().to_vec(), f.results().to_vec()))
                                }
                                _ => None,
                            });
                        }
                    }
                }
                Payload::ImportSection(s) => {
                    for group in s {
                        for item in group? {
                            let (_, import) = item?;
                            match import.ty {
                                TypeRef::Func(ty) | TypeRef::FuncExact(ty) => {
                                    m.func_imports.push((import.module, import.name, ty))
                                }
                                TypeRef::Memory(t) => {
                                    m.memories += 1;
                                    m.memory64 |= t.memory64;
                                }
                                _ => {}
                            }
                        }
                    }
                }
                Payload::MemorySection(s) => {
                    for t in s {
                        m.memories += 1;
                        m.memory64 |= t?.memory64;
                    }
                }
                Payload::ExportSection(s) => {
                    for e in s {
                        let e = e?;
                        if e.kind == wasmparser::ExternalKind::Func {
                            m.exports.insert(e.name, e.index);
                        }
                    }
                }
                Payload::DataSection(s) => {
                    for d in s {
                        let d = d?;
                        if let wasmparser::DataKind::Active { offset_expr, .. } = d.kind {
                            let at = match offset_expr.get_operators_reader().read() {
                                Ok(Operator::I32Const { value }) => Some(value as u32),
                                _ => None,
                            };
                            m.data.push((at, d.data));
                        }
                    }
                }
                Payload::FunctionSection(s) => {
                    for t in s {
                        func_types.push(t?);
                    }
                }
                Payload::CodeSectionEntry(body) => {
                    let ty = func_types.get(m.bodies.len()).copied().unwrap_or(u32::MAX);
                    let mut locals = Vec::new();
                    for l in body.get_locals_reader()? {
                        locals.push(l?);
                    }
                    let mut ops = Vec::new();
                    let mut reader = body.get_operators_reader()?;
                    while !reader.eof() {
                        ops.push(reader.read()?);
                    }
                    m.bodies.push(Body {
                        ty,
                        locals,
                        ops,
                        raw: body,
                    });
                }
                Payload::CustomSection(c) => {
                    // A malformed name section only loses the names.
                    if let wasmparser::KnownCustom::Name(names) = c.as_known() {
                        for n in names.into_iter().flatten() {
                            if let wasmparser::Name::Function(map) = n {
                                for naming in map.into_iter().flatten() {
                                    m.names.insert(naming.index, naming.name.to_string());
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        Ok(m)
    }

    fn imported_funcs(&self) -> u32 {
        self.func_imports.len() as u32
    }

    fn signature(&self, ty: u32) -> Option<&(Vec<ValType>, Vec<ValType>)> {
        self.types.get(ty as usize)?.as_ref()
    }

    /// The defined function `func`'s body (`None` for an import).
    fn body(&self, func: u32) -> Option<&Body<'a>> {
        self.bodies
            .get(func.checked_sub(self.imported_funcs())? as usize)
    }
}

/// Whether an instruction may appear in a pure function (the module validated with the 2.0
/// features, so these are all the effects there are).
fn effect_free(op: &Operator<'_>) -> bool {
    use Operator as O;
    !matches!(
        op,
        O::I32Store { .. }
            | O::I64Store { .. }
            | O::F32Store { .. }
            | O::F64Store { .. }
            | O::I32Store8 { .. }
            | O::I32Store16 { .. }
            | O::I64Store8 { .. }
            | O::I64Store16 { .. }
            | O::I64Store32 { .. }
            | O::V128Store { .. }
            | O::V128Store8Lane { .. }
            | O::V128Store16Lane { .. }
            | O::V128Store32Lane { .. }
            | O::V128Store64Lane { .. }
            | O::MemoryGrow { .. }
            | O::MemoryFill { .. }
            | O::MemoryCopy { .. }
            | O::MemoryInit { .. }
            | O::DataDrop { .. }
            | O::GlobalSet { .. }
            | O::CallIndirect { .. }
            | O::ReturnCall { .. }
            | O::ReturnCallIndirect { .. }
            | O::TableGet { .. }
            | O::TableSet { .. }
            | O::TableGrow { .. }
            | O::TableSize { .. }
            | O::TableFill { .. }
            | O::TableCopy { .. }
            | O::TableInit { .. }
            | O::ElemDrop { .. }
            | O::RefNull { .. }
            | O::RefIsNull
            | O::RefFunc { .. }
            | O::TypedSelect { .. }
    )
}

/// The deepest chain of pure calls that is inlined.
const MAX_CALL_DEPTH: usize = 16;

/// Which defined functions are pure, and each one's size with its callees inlined.
struct Purity {
    /// By defined index: the inlined size when pure.
    size: Vec<Option<usize>>,
}

impl Purity {
    fn of(m: &Module<'_>, limits: &Limits) -> Purity {
        #[derive(Clone, Copy, PartialEq)]
        enum State {
            Unvisited,
            Visiting,
            Done(Option<usize>),
        }
        fn visit(
            m: &Module<'_>,
            limits: &Limits,
            d: usize,
            state: &mut Vec<State>,
            depth: usize,
        ) -> Option<usize> {
            match state[d] {
                State::Done(s) => return s,
                // Call chains this deep are not inlined (and the walk stays off the stack's
                // end on generated modules).
                _ if depth > MAX_CALL_DEPTH => return None,
                // A cycle: recursive functions are not inlined.
                State::Visiting => return None,
                State::Unvisited => {}
            }
            state[d] = State::Visiting;
            let result = (|| {
                let body = &m.bodies[d];
                let (_, results) = m.signature(body.ty)?;
                if results.len() > 1 || !body.locals.iter().all(|(_, t)| numeric(*t)) {
                    return None;
                }
                let mut size = 0usize;
                for op in &body.ops {
                    if !effect_free(op) {
                        return None;
                    }
                    size += match op {
                        Operator::Call { function_index } => {
                            let callee = function_index.checked_sub(m.imported_funcs())? as usize;
                            visit(m, limits, callee, state, depth + 1)?
                        }
                        _ => 1,
                    };
                    if size > limits.max_callee_ops {
                        return None;
                    }
                }
                Some(size)
            })();
            state[d] = State::Done(result);
            result
        }
        let mut state = vec![State::Unvisited; m.bodies.len()];
        let size = (0..m.bodies.len())
            .map(|d| visit(m, limits, d, &mut state, 0))
            .collect();
        Purity { size }
    }

    fn pure(&self, m: &Module<'_>, func: u32) -> bool {
        func.checked_sub(m.imported_funcs())
            .and_then(|d| self.size.get(d as usize))
            .is_some_and(Option::is_some)
    }
}

fn numeric(t: ValType) -> bool {
    matches!(
        t,
        ValType::I32 | ValType::I64 | ValType::F32 | ValType::F64 | ValType::V128
    )
}

/// Writes one function's body with its pure calls inlined.
struct Expander<'m, 'a> {
    m: &'m Module<'a>,
    purity: &'m Purity,
    /// The caller's locals: parameters and declared ones, then those added for callees.
    n_locals: u32,
    added: Vec<ValType>,
    out: Vec<Instruction<'a>>,
    sites: Vec<u32>,
}

impl<'a> Expander<'_, 'a> {
    fn encode(&self, op: &Operator<'a>) -> Result<Instruction<'a>, String> {
        RoundtripReencoder
            .instruction(op.clone())
            .map_err(|e| e.to_string())
    }

    fn new_local(&mut self, t: ValType) -> u32 {
        self.added.push(t);
        self.n_locals + self.added.len() as u32 - 1
    }

    /// `ops` (a body without its final `end`, or the caller's whole body), its locals
    /// renumbered by `local_base` (`None`: the caller's own), its `return`s made branches
    /// to the enclosing inline block (`inlined`), and its pure calls inlined.
    fn emit(
        &mut self,
        ops: &[Operator<'a>],
        local_base: Option<u32>,
        inlined: bool,
    ) -> Result<(), String> {
        let mut depth = 0u32;
        for op in ops {
            let remap = |l: u32| local_base.map_or(l, |b| b + l);
            let ins = match op {
                Operator::LocalGet { local_index } => Instruction::LocalGet(remap(*local_index)),
                Operator::LocalSet { local_index } => Instruction::LocalSet(remap(*local_index)),
                Operator::LocalTee { local_index } => Instruction::LocalTee(remap(*local_index)),
                Operator::Return if inlined => Instruction::Br(depth),
                Operator::Call { function_index } if self.purity.pure(self.m, *function_index) => {
                    self.inline(*function_index)?;
                    continue;
                }
                Operator::Block { .. } | Operator::Loop { .. } | Operator::If { .. } => {
                    depth += 1;
                    self.encode(op)?
                }
                Operator::End => {
                    depth = depth.saturating_sub(1);
                    self.encode(op)?
                }
                _ => self.encode(op)?,
            };
            self.out.push(ins);
        }
        Ok(())
    }

    /// The call of pure function `func` at this point: its arguments are on the stack.
    fn inline(&mut self, func: u32) -> Result<(), String> {
        let body = self.m.body(func).ok_or("a pure callee without a body")?;
        let (params, results) = self
            .m
            .signature(body.ty)
            .ok_or("a pure callee without a function type")?
            .clone();
        let base = self.n_locals + self.added.len() as u32;
        for &t in &params {
            self.new_local(t);
        }
        let mut declared = Vec::new();
        for &(n, t) in &body.locals {
            for _ in 0..n {
                declared.push((self.new_local(t), t));
            }
        }
        for i in (0..params.len() as u32).rev() {
            self.out.push(Instruction::LocalSet(base + i));
        }
        for (l, t) in declared {
            self.out.push(zero(t));
            self.out.push(Instruction::LocalSet(l));
        }
        let ty = match results.first() {
            None => BlockType::Empty,
            Some(&t) => BlockType::Type(t),
        };
        let block = self.encode(&Operator::Block { blockty: ty })?;
        self.out.push(block);
        let ops = body.ops.split_last().map_or(&[][..], |(_, rest)| rest);
        self.emit(ops, Some(base), true)?;
        self.out.push(Instruction::End);
        self.sites.push(func);
        Ok(())
    }
}

fn zero(t: ValType) -> Instruction<'static> {
    match t {
        ValType::I32 => Instruction::I32Const(0),
        ValType::I64 => Instruction::I64Const(0),
        ValType::F32 => Instruction::F32Const(0.0f32.into()),
        ValType::F64 => Instruction::F64Const(0.0f64.into()),
        _ => Instruction::V128Const(0),
    }
}

/// Inlines every call of a pure function (see the module docs) in `wasm`. A module that does
/// not validate with the WebAssembly 2.0 features, or that holds no such call, comes back
/// unchanged with no sites.
pub fn inline_pure_calls(wasm: &[u8], limits: &Limits) -> Result<Inlined, InlineError> {
    let unchanged = || Inlined {
        wasm: wasm.to_vec(),
        sites: Vec::new(),
    };
    if Validator::new_with_features(WasmFeatures::WASM2)
        .validate_all(wasm)
        .is_err()
    {
        return Ok(unchanged());
    }
    let m = Module::read(wasm)?;
    let purity = Purity::of(&m, limits);
    let calls_pure = |b: &Body<'_>| {
        b.ops.iter().any(|op| {
            matches!(op, Operator::Call { function_index } if purity.pure(&m, *function_index))
        })
    };
    if !m.bodies.iter().any(calls_pure) {
        return Ok(unchanged());
    }
    // The new bodies, by defined index, while the budget lasts.
    let mut bodies: HashMap<usize, wasm_encoder::Function> = HashMap::new();
    let mut sites = Vec::new();
    let mut added_ops = 0usize;
    for (d, body) in m.bodies.iter().enumerate() {
        if !calls_pure(body) {
            continue;
        }
        let caller = m.imported_funcs() + d as u32;
        let params = m.signature(body.ty).map_or(0, |(p, _)| p.len() as u32);
        let declared: u32 = body.locals.iter().map(|(n, _)| n).sum();
        let mut x = Expander {
            m: &m,
            purity: &purity,
            n_locals: params + declared,
            added: Vec::new(),
            out: Vec::new(),
            sites: Vec::new(),
        };
        x.emit(&body.ops, None, false)
            .map_err(|why| InlineError::Reencode { func: caller, why })?;
        added_ops += x.out.len().saturating_sub(body.ops.len());
        if added_ops > limits.max_added_ops {
            break;
        }
        let mut locals: Vec<(u32, wasm_encoder::ValType)> = Vec::new();
        let groups = body
            .locals
            .iter()
            .copied()
            .chain(x.added.iter().map(|&t| (1, t)));
        for (n, t) in groups {
            let t = encoder_type(t).map_err(|why| InlineError::Reencode { func: caller, why })?;
            locals.push((n, t));
        }
        let mut f = wasm_encoder::Function::new(locals);
        for ins in &x.out {
            f.instruction(ins);
        }
        sites.extend(x.sites.iter().map(|&callee| Site {
            caller,
            callee,
            callee_name: m.names.get(&callee).cloned(),
        }));
        bodies.insert(d, f);
    }
    if bodies.is_empty() {
        return Ok(unchanged());
    }
    let mut writer = Writer {
        bodies,
        defined_seen: 0,
    };
    Ok(Inlined {
        wasm: reencode_module(&mut writer, wasm)?,
        sites,
    })
}

/// `wasm` re-encoded through `writer`.
fn reencode_module<R: Reencode<Error = std::convert::Infallible>>(
    writer: &mut R,
    wasm: &[u8],
) -> Result<Vec<u8>, InlineError> {
    let mut module = wasm_encoder::Module::new();
    writer
        .parse_core_module(&mut module, Parser::new(0), wasm)
        .map_err(|e| InlineError::Reencode {
            func: u32::MAX,
            why: e.to_string(),
        })?;
    Ok(module.finish())
}

fn encoder_type(t: ValType) -> Result<wasm_encoder::ValType, String> {
    RoundtripReencoder.val_type(t).map_err(|e| e.to_string())
}

/// Re-encodes the module, replacing the bodies that changed.
struct Writer {
    bodies: HashMap<usize, wasm_encoder::Function>,
    defined_seen: usize,
}

impl Reencode for Writer {
    type Error = std::convert::Infallible;

    fn parse_function_body(
        &mut self,
        code: &mut wasm_encoder::CodeSection,
        func: wasmparser::FunctionBody<'_>,
    ) -> Result<(), wasm_encoder::reencode::Error<Self::Error>> {
        let d = self.defined_seen;
        self.defined_seen += 1;
        match self.bodies.get(&d) {
            Some(f) => {
                code.function(f);
                Ok(())
            }
            None => wasm_encoder::reencode::utils::parse_function_body(self, code, func),
        }
    }
}

pub mod link;
pub use link::{link_libm, Linked};
pub mod wide;
pub use wide::lower_wide_arithmetic;

#[cfg(test)]
mod tests;
