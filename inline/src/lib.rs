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
//! A callee is also inlined when it is pure but for a C stack frame of a few values at
//! constant offsets (`sin`, `cos`, `sinf`: their `__rem_pio2` returns two doubles through a
//! pointer into the caller's frame): with every callee it reaches inlined (the *flattened*
//! body), its frame is held in locals ([`frame`]) and what is inlined is that pure body. With
//! [`Limits::cold_traps`], a call of a function whose frame cannot be held so (indexed at run
//! time: `__rem_pio2_large`, for arguments beyond 2^20 pi/2) becomes an `unreachable` where it
//! is always reached ([`frame::cold_starts`]).
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
    /// Whether a call a flattened callee cannot hold (see the module docs) may become a trap:
    /// for code that only a kernel runs, whose trap makes its loop rerun the original on the
    /// CPU; never for code a CPU runs in place of the original.
    pub cold_traps: bool,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_callee_ops: 2_000,
            max_added_ops: 400_000,
            cold_traps: false,
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
    /// Whether it was pure only once its stack frame was held in locals ([`frame`]).
    pub framed: bool,
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
    /// Every type as read, for the arity of calls and blocks ([`frame`]).
    subtypes: Vec<wasmparser::SubType>,
    /// The type index of every function, imports first.
    func_types: Vec<u32>,
    /// The C stack pointer: the global that most functions open a frame from
    /// (`global.get g; i32.const F; i32.sub`).
    sp_global: Option<u32>,
}

impl Body<'_> {
    /// The declared locals one by one (without the parameters).
    fn declared(&self) -> Vec<ValType> {
        self.locals
            .iter()
            .flat_map(|&(n, t)| std::iter::repeat_n(t, n as usize))
            .collect()
    }
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
            subtypes: Vec::new(),
            func_types: Vec::new(),
            sp_global: None,
        };
        let mut func_types = Vec::new();
        for payload in Parser::new(0).parse_all(wasm) {
            match payload? {
                Payload::TypeSection(s) => {
                    for group in s {
                        for sub in group?.into_types() {
                            m.subtypes.push(sub.clone());
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
        m.func_types = m
            .func_imports
            .iter()
            .map(|i| i.2)
            .chain(m.bodies.iter().map(|b| b.ty))
            .collect();
        let mut opens: HashMap<u32, usize> = HashMap::new();
        for b in &m.bodies {
            if let [Operator::GlobalGet { global_index }, Operator::I32Const { .. }, Operator::I32Sub, ..] =
                b.ops.as_slice()
            {
                *opens.entry(*global_index).or_default() += 1;
            }
        }
        m.sp_global = opens
            .into_iter()
            .max_by_key(|&(g, n)| (n, std::cmp::Reverse(g)))
            .map(|(g, _)| g);
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
pub(crate) fn effect_free(op: &Operator<'_>) -> bool {
    use Operator as O;
    !is_store(op)
        && !matches!(
            op,
            O::V128Store8Lane { .. }
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

/// How many times [`Limits::max_callee_ops`] a flattened body may have for the flattening to
/// read it (only to learn whether its frame makes it cold: musl's `__rem_pio2_large`, about
/// 2,500 instructions).
const COLD_READ_FACTOR: usize = 10;

/// The deepest chain of pure calls that is inlined.
const MAX_CALL_DEPTH: usize = 16;

/// Which defined functions are pure, and each one's size with its callees inlined; which
/// are pure once their frame is held in locals, and their bodies so.
struct Purity {
    /// By defined index: the inlined size when pure.
    size: Vec<Option<usize>>,
    /// By defined index: what a flattening does with a call of it (`Class::Unknown` where
    /// no flattening asked).
    class: Vec<Class>,
    /// By function index: where a call of a `Cold` function is always reached, for each
    /// body that calls one.
    cold: HashMap<u32, std::collections::BTreeSet<usize>>,
}

/// A function that is not pure, as a flattening sees it ([`Purity::classify`]).
#[derive(Clone, Debug)]
enum Class {
    Unknown,
    Visiting,
    /// Pure with its frame in locals: inlined everywhere as this body.
    Framed(FramedBody),
    /// Inlined as it is into a flattening (it stores through a pointer it was given).
    Raw,
    /// Its frame cannot be held in locals: a call of it becomes a trap in a flattening
    /// (`Limits::cold_traps`).
    Cold,
    /// Never inlined.
    Unusable,
}

/// A framed function's pure body.
#[derive(Clone, Debug)]
struct FramedBody {
    /// The locals after the parameters: declared, added by the flattening, the slots.
    locals: Vec<ValType>,
    /// The instructions, encoded, the final `end` included.
    code: Vec<u8>,
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
        let mut p = Purity {
            size,
            class: vec![Class::Unknown; m.bodies.len()],
            cold: HashMap::new(),
        };
        if m.sp_global.is_some() {
            for d in 0..m.bodies.len() {
                p.classify(m, limits, d, 0);
            }
        }
        p
    }

    /// What a flattening does with a call of defined function `d` (its callees first).
    fn classify(&mut self, m: &Module<'_>, limits: &Limits, d: usize, depth: usize) -> Class {
        match &self.class[d] {
            Class::Unknown => {}
            Class::Visiting => return Class::Unusable,
            c => return c.clone(),
        }
        if self.size[d].is_some() {
            // Pure: nothing to flatten; a flattening inlines it as it is.
            self.class[d] = Class::Raw;
            return Class::Raw;
        }
        if depth > MAX_CALL_DEPTH {
            return Class::Unusable;
        }
        self.class[d] = Class::Visiting;
        let class = self.flatten(m, limits, d, depth).unwrap_or(Class::Unusable);
        self.class[d] = class.clone();
        class
    }

    fn flatten(
        &mut self,
        m: &Module<'_>,
        limits: &Limits,
        d: usize,
        depth: usize,
    ) -> Option<Class> {
        let body = &m.bodies[d];
        let (params, results) = m.signature(body.ty)?.clone();
        if results.len() > 1 || !body.locals.iter().all(|(_, t)| numeric(*t)) {
            return None;
        }
        let mut cold_callees = Vec::new();
        for op in &body.ops {
            match op {
                Operator::Call { function_index } => {
                    let callee = function_index.checked_sub(m.imported_funcs())? as usize;
                    match self.classify(m, limits, callee, depth + 1) {
                        Class::Raw | Class::Framed(_) => {}
                        Class::Cold if limits.cold_traps => cold_callees.push(*function_index),
                        _ => return None,
                    }
                }
                Operator::GlobalSet { .. } => {}
                op if !effect_free(op) && !is_store(op) => return None,
                _ => {}
            }
        }
        let caller = m.imported_funcs() + d as u32;
        if !cold_callees.is_empty() {
            let starts = frame::cold_starts(&body.ops, |f| cold_callees.contains(&f));
            self.cold.insert(caller, starts);
        }
        let declared: u32 = body.locals.iter().map(|(n, _)| n).sum();
        let mut x = Expander {
            m,
            purity: self,
            n_locals: params.len() as u32 + declared,
            added: Vec::new(),
            out: Vec::new(),
            sites: Vec::new(),
            flatten: true,
        };
        x.emit(&body.ops, None, false, self.cold.get(&caller))
            .ok()?;
        // A body too large to inline is still read, to learn whether it is cold.
        let too_large = x.out.len() > limits.max_callee_ops;
        if x.out.len() > COLD_READ_FACTOR * limits.max_callee_ops {
            return None;
        }
        let code = encode_all(&x.out);
        let ops = read_ops(&code).ok()?;
        let mut locals = body.declared();
        locals.extend(x.added);
        let first_new = params.len() as u32 + locals.len() as u32;
        let types = frame::Types {
            subtypes: &m.subtypes,
            func_types: &m.func_types,
        };
        let result = result_block(&results);
        Some(
            match frame::scalarize(&ops, &types, m.sp_global, result, first_new, reencode) {
                Ok(_) | Err(frame::Refusal::Impure) if too_large => Class::Unusable,
                Ok((ins, slots)) => {
                    locals.extend(slots);
                    Class::Framed(FramedBody {
                        locals,
                        code: encode_all(&ins),
                    })
                }
                Err(frame::Refusal::Dynamic) => Class::Cold,
                Err(frame::Refusal::Impure) => Class::Raw,
                Err(frame::Refusal::Unsupported) => Class::Unusable,
            },
        )
    }

    fn framed(&self, m: &Module<'_>, func: u32) -> Option<&FramedBody> {
        let d = func.checked_sub(m.imported_funcs())? as usize;
        match self.class.get(d)? {
            Class::Framed(b) => Some(b),
            _ => None,
        }
    }

    /// Whether a flattening inlines a call of `func` as it is.
    fn flattens(&self, m: &Module<'_>, func: u32) -> bool {
        func.checked_sub(m.imported_funcs())
            .and_then(|d| self.class.get(d as usize))
            .is_some_and(|c| matches!(c, Class::Raw | Class::Framed(_)))
    }

    fn pure(&self, m: &Module<'_>, func: u32) -> bool {
        func.checked_sub(m.imported_funcs())
            .and_then(|d| self.size.get(d as usize))
            .is_some_and(Option::is_some)
    }
}

/// Whether an instruction stores to memory (any width).
fn is_store(op: &Operator<'_>) -> bool {
    use Operator as O;
    matches!(
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
    )
}

fn numeric(t: ValType) -> bool {
    matches!(
        t,
        ValType::I32 | ValType::I64 | ValType::F32 | ValType::F64 | ValType::V128
    )
}

/// Writes one function's body with its pure calls inlined, or (`flatten`) with every call a
/// flattening inlines ([`Purity::flatten`]).
struct Expander<'m, 'a: 'm> {
    m: &'m Module<'a>,
    purity: &'m Purity,
    /// The caller's locals: parameters and declared ones, then those added for callees.
    n_locals: u32,
    added: Vec<ValType>,
    out: Vec<Instruction<'m>>,
    /// `(callee, framed)` of each inlined call.
    sites: Vec<(u32, bool)>,
    flatten: bool,
}

impl<'m> Expander<'m, '_> {
    fn encode(&self, op: &Operator<'m>) -> Result<Instruction<'m>, String> {
        reencode(op)
    }

    fn new_local(&mut self, t: ValType) -> u32 {
        self.added.push(t);
        self.n_locals + self.added.len() as u32 - 1
    }

    /// `ops` (a body without its final `end`, or the caller's whole body), its locals
    /// renumbered by `local_base` (`None`: the caller's own), its `return`s made branches
    /// to the enclosing inline block (`inlined`), its pure calls inlined, and an
    /// `unreachable` before each instruction `cold` names.
    fn emit(
        &mut self,
        ops: &[Operator<'m>],
        local_base: Option<u32>,
        inlined: bool,
        cold: Option<&std::collections::BTreeSet<usize>>,
    ) -> Result<(), String> {
        let mut depth = 0u32;
        for (i, op) in ops.iter().enumerate() {
            if cold.is_some_and(|c| c.contains(&i)) {
                self.out.push(Instruction::Unreachable);
            }
            let remap = |l: u32| local_base.map_or(l, |b| b + l);
            let ins = match op {
                Operator::LocalGet { local_index } => Instruction::LocalGet(remap(*local_index)),
                Operator::LocalSet { local_index } => Instruction::LocalSet(remap(*local_index)),
                Operator::LocalTee { local_index } => Instruction::LocalTee(remap(*local_index)),
                Operator::Return if inlined => Instruction::Br(depth),
                Operator::Call { function_index }
                    if self.purity.pure(self.m, *function_index)
                        || (self.flatten && self.purity.flattens(self.m, *function_index)) =>
                {
                    self.inline(*function_index)?;
                    continue;
                }
                Operator::Call { function_index }
                    if !self.flatten && self.purity.framed(self.m, *function_index).is_some() =>
                {
                    self.inline_framed(*function_index)?;
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

    /// The call of pure function `func` at this point (or, flattening, of any function a
    /// flattening inlines as it is): its arguments are on the stack.
    fn inline(&mut self, func: u32) -> Result<(), String> {
        let body = self.m.body(func).ok_or("a pure callee without a body")?;
        let locals = body.declared();
        let ops = body.ops.split_last().map_or(&[][..], |(_, rest)| rest);
        let cold = self.purity.cold.get(&func);
        self.splice(body.ty, &locals, ops, cold)?;
        self.sites.push((func, false));
        Ok(())
    }

    /// The call of framed function `func`: its pure body ([`FramedBody`]).
    fn inline_framed(&mut self, func: u32) -> Result<(), String> {
        let body = self.m.body(func).ok_or("a framed callee without a body")?;
        let framed = self
            .purity
            .framed(self.m, func)
            .ok_or("a framed callee without its body")?;
        let mut ops = read_ops(&framed.code).map_err(|e| e.to_string())?;
        ops.pop();
        self.splice(body.ty, &framed.locals.clone(), &ops, None)?;
        self.sites.push((func, true));
        Ok(())
    }

    /// `ops` of a callee (of type `ty`, declared `locals`) spliced in as a block.
    fn splice(
        &mut self,
        ty: u32,
        locals: &[ValType],
        ops: &[Operator<'m>],
        cold: Option<&std::collections::BTreeSet<usize>>,
    ) -> Result<(), String> {
        let (params, results) = self
            .m
            .signature(ty)
            .ok_or("a callee without a function type")?
            .clone();
        let base = self.n_locals + self.added.len() as u32;
        for &t in &params {
            self.new_local(t);
        }
        let mut declared = Vec::new();
        for &t in locals {
            declared.push((self.new_local(t), t));
        }
        for i in (0..params.len() as u32).rev() {
            self.out.push(Instruction::LocalSet(base + i));
        }
        for (l, t) in declared {
            self.out.push(zero(t));
            self.out.push(Instruction::LocalSet(l));
        }
        let block = self.encode(&Operator::Block {
            blockty: result_block(&results),
        })?;
        self.out.push(block);
        self.emit(ops, Some(base), true, cold)?;
        self.out.push(Instruction::End);
        Ok(())
    }
}

/// The instruction as wasm-encoder writes it.
fn reencode<'c>(op: &Operator<'c>) -> Result<Instruction<'c>, String> {
    RoundtripReencoder
        .instruction(op.clone())
        .map_err(|e| e.to_string())
}

/// `instructions` in the binary encoding.
fn encode_all(instructions: &[Instruction<'_>]) -> Vec<u8> {
    let mut code = Vec::new();
    for i in instructions {
        wasm_encoder::Encode::encode(i, &mut code);
    }
    code
}

/// The instructions of `code` ([`encode_all`]'s output).
fn read_ops(code: &[u8]) -> Result<Vec<Operator<'_>>, wasmparser::BinaryReaderError> {
    let mut reader = wasmparser::OperatorsReader::new(wasmparser::BinaryReader::new(code, 0));
    let mut ops = Vec::new();
    while !reader.eof() {
        ops.push(reader.read()?);
    }
    Ok(ops)
}

/// The block type of a body returning `results` (at most one value).
fn result_block(results: &[ValType]) -> BlockType {
    match results.first() {
        None => BlockType::Empty,
        Some(&t) => BlockType::Type(t),
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
            matches!(op, Operator::Call { function_index }
                if purity.pure(&m, *function_index) || purity.framed(&m, *function_index).is_some())
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
            flatten: false,
        };
        x.emit(&body.ops, None, false, None)
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
        sites.extend(x.sites.iter().map(|&(callee, framed)| Site {
            caller,
            callee,
            callee_name: m.names.get(&callee).cloned(),
            framed,
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

mod frame;
pub mod link;
pub use link::{link_libm, Linked};
pub mod wide;
pub use wide::lower_wide_arithmetic;

#[cfg(test)]
mod tests;
