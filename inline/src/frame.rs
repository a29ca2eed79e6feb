//! Stack frames of callees held in locals, so that functions which keep a few values in C
//! stack memory (`sin`, `cos`, `sinf`, `tan`: `__rem_pio2(x, y)` returns two doubles through
//! a pointer into the caller's frame) inline as pure code.
//!
//! clang's wasm32 code keeps the C stack pointer in a mutable global: a function that needs
//! stack memory subtracts its frame size from it, accesses `frame + c`, and adds the size back
//! before it returns. [`scalarize`] reads one function body with its callees already inlined
//! (`lib.rs`, the flattening), follows every value derived from the stack pointer through the
//! operand stack and the locals, and, where each use is a full-width load or store at a
//! constant offset from it, gives each such slot a local of its own: the stores become
//! `local.set`, the loads `local.get`, and the stack pointer's reads and writes become a
//! constant and a `drop`. What is left stores nothing and writes no global.
//!
//! [`cold_starts`] finds, for each call of a function that cannot be held this way (musl's
//! `__rem_pio2_large`, reached only for arguments beyond 2^20 pi/2, indexes its frame at run
//! time), the first instruction from which that call is always reached; an `unreachable` put
//! there makes the rest dead. The kernel that holds it traps there and its loop reruns on the
//! CPU, which calls the original function (the runtime only: a CPU that runs the inlined code
//! itself must not get it, `Limits::cold_traps`).
//!
//! The C semantics are kept; the wasm memory below the stack pointer is not written (a dead
//! frame no program may read). This module only reads bodies and writes new instruction lists;
//! it decides nothing about which functions are inlined.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use wasm_encoder::Instruction;
use wasmparser::{
    BlockType, ContType, FrameKind, MemArg, ModuleArity, Operator, RefType, SubType, ValType,
};

/// Why a body could not be made pure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refusal {
    /// It stores to memory other than its frame, writes another global, or calls a function.
    Impure,
    /// Its frame is used at addresses that move (an array indexed at run time) or escapes.
    Dynamic,
    /// Anything else (the stack pointer is not restored on some path, paths disagree on it).
    Unsupported,
}

/// The module's types, for the arity of calls and blocks.
pub(crate) struct Types<'m> {
    pub subtypes: &'m [SubType],
    /// Type index of every function, imports first.
    pub func_types: &'m [u32],
}

/// What a value on the operand stack or in a local is known to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tag {
    Other,
    Const(i32),
    /// The stack pointer on entry plus this many bytes.
    Frame(i64),
}

/// One open block, loop, if or the function itself.
struct Ctrl {
    kind: FrameKind,
    ty: BlockType,
    height: usize,
    sp_entry: i64,
    /// The stack pointer where control leaves the construct (or, for a loop, only its end).
    sp_out: Option<i64>,
    /// Opened in dead code: nothing in it runs.
    dead: bool,
    has_else: bool,
}

/// How an instruction is written.
#[derive(Clone, Copy, Debug)]
enum Rewrite {
    /// A read of the stack pointer: any `i32` does, no address is taken from it.
    Dummy,
    /// A write of the stack pointer.
    Drop,
    Load(i64),
    Store(i64),
}

struct Walk<'t> {
    types: &'t Types<'t>,
    sp_global: Option<u32>,
    locals: HashMap<u32, i64>,
    stack: Vec<Tag>,
    ctrl: Vec<Ctrl>,
    sp: i64,
    dead: bool,
    /// Every tag written to each local.
    sets: HashMap<u32, Vec<Tag>>,
    /// Slot offset -> (type, loaded, stored).
    slots: BTreeMap<i64, (ValType, bool, bool)>,
    rewrites: HashMap<usize, Rewrite>,
    /// Instructions that run (the others are dead and left out).
    live: BTreeSet<usize>,
    /// The first refusal met; the walk goes on to settle the locals' tags.
    error: Option<Refusal>,
}

impl ModuleArity for Walk<'_> {
    fn sub_type_at(&self, type_idx: u32) -> Option<&SubType> {
        self.types.subtypes.get(type_idx as usize)
    }
    fn tag_type_arity(&self, _: u32) -> Option<(u32, u32)> {
        None
    }
    fn type_index_of_function(&self, f: u32) -> Option<u32> {
        self.types.func_types.get(f as usize).copied()
    }
    fn func_type_of_cont_type(&self, _: &ContType) -> Option<&wasmparser::FuncType> {
        None
    }
    fn sub_type_of_ref_type(&self, _: &RefType) -> Option<&SubType> {
        None
    }
    fn control_stack_height(&self) -> u32 {
        self.ctrl.len() as u32
    }
    fn label_block(&self, depth: u32) -> Option<(BlockType, FrameKind)> {
        let n = self.ctrl.len().checked_sub(1 + depth as usize)?;
        self.ctrl.get(n).map(|c| (c.ty, c.kind))
    }
}

fn full_load(op: &Operator<'_>) -> Option<(MemArg, ValType)> {
    use Operator as O;
    Some(match op {
        O::I32Load { memarg } => (*memarg, ValType::I32),
        O::I64Load { memarg } => (*memarg, ValType::I64),
        O::F32Load { memarg } => (*memarg, ValType::F32),
        O::F64Load { memarg } => (*memarg, ValType::F64),
        O::V128Load { memarg } => (*memarg, ValType::V128),
        _ => return None,
    })
}

fn full_store(op: &Operator<'_>) -> Option<(MemArg, ValType)> {
    use Operator as O;
    Some(match op {
        O::I32Store { memarg } => (*memarg, ValType::I32),
        O::I64Store { memarg } => (*memarg, ValType::I64),
        O::F32Store { memarg } => (*memarg, ValType::F32),
        O::F64Store { memarg } => (*memarg, ValType::F64),
        O::V128Store { memarg } => (*memarg, ValType::V128),
        _ => return None,
    })
}

fn width(t: ValType) -> i64 {
    match t {
        ValType::I32 | ValType::F32 => 4,
        ValType::I64 | ValType::F64 => 8,
        _ => 16,
    }
}

impl Walk<'_> {
    fn pop(&mut self) -> Tag {
        self.stack.pop().unwrap_or(Tag::Other)
    }

    fn fail(&mut self, why: Refusal) {
        self.error.get_or_insert(why);
    }

    /// Pops `n` values none of which may be a frame address.
    fn pop_plain(&mut self, n: u32) {
        for _ in 0..n {
            if let Tag::Frame(_) = self.pop() {
                self.fail(Refusal::Dynamic);
            }
        }
    }

    fn push_n(&mut self, n: u32) {
        self.stack
            .extend(std::iter::repeat_n(Tag::Other, n as usize));
    }

    fn merge(slot: &mut Option<i64>, sp: i64) -> Result<(), Refusal> {
        match *slot {
            None => {
                *slot = Some(sp);
                Ok(())
            }
            Some(s) if s == sp => Ok(()),
            Some(_) => Err(Refusal::Unsupported),
        }
    }

    /// A branch to label `depth` with the current stack pointer.
    fn branch(&mut self, depth: u32) -> Result<(), Refusal> {
        let n = self
            .ctrl
            .len()
            .checked_sub(1 + depth as usize)
            .ok_or(Refusal::Unsupported)?;
        let sp = self.sp;
        let c = &mut self.ctrl[n];
        if c.kind == FrameKind::Loop {
            if c.sp_entry != sp {
                return Err(Refusal::Unsupported);
            }
            Ok(())
        } else {
            Self::merge(&mut c.sp_out, sp)
        }
    }

    fn go_dead(&mut self) {
        let h = self.ctrl.last().map_or(0, |c| c.height);
        self.stack.truncate(h);
        self.dead = true;
    }

    fn slot(&mut self, at: i64, ty: ValType, store: bool) -> Result<(), Refusal> {
        let w = width(ty);
        // No other slot may overlap this one.
        if let Some((&o, &(t, _, _))) = self.slots.range(..at + w).next_back() {
            if o != at && o + width(t) > at {
                return Err(Refusal::Dynamic);
            }
            if o == at && t != ty {
                return Err(Refusal::Dynamic);
            }
        }
        let e = self.slots.entry(at).or_insert((ty, false, false));
        if store {
            e.2 = true;
        } else {
            e.1 = true;
        }
        Ok(())
    }

    fn block_arity(&self, ty: BlockType) -> Result<(u32, u32), Refusal> {
        self.block_type_arity(ty).ok_or(Refusal::Unsupported)
    }

    fn open(&mut self, kind: FrameKind, ty: BlockType) -> Result<(), Refusal> {
        let (params, _) = self.block_arity(ty)?;
        if !self.dead {
            self.pop_plain(params);
        }
        let height = self.stack.len();
        self.ctrl.push(Ctrl {
            kind,
            ty,
            height,
            sp_entry: self.sp,
            sp_out: None,
            dead: self.dead,
            has_else: false,
        });
        self.push_n(params);
        Ok(())
    }

    fn step(&mut self, i: usize, op: &Operator<'_>) -> Result<(), Refusal> {
        use Operator as O;
        match op {
            O::Block { blockty } => return self.open(FrameKind::Block, *blockty),
            O::Loop { blockty } => return self.open(FrameKind::Loop, *blockty),
            O::If { blockty } => {
                if !self.dead {
                    self.pop_plain(1);
                }
                return self.open(FrameKind::If, *blockty);
            }
            O::Else => {
                let sp = self.sp;
                let dead = self.dead;
                let c = self.ctrl.last_mut().ok_or(Refusal::Unsupported)?;
                let merged = if !c.dead && !dead {
                    Self::merge(&mut c.sp_out, sp)
                } else {
                    Ok(())
                };
                c.has_else = true;
                let (h, ty, entry, frame_dead) = (c.height, c.ty, c.sp_entry, c.dead);
                self.stack.truncate(h);
                let (params, _) = self.block_arity(ty)?;
                self.push_n(params);
                self.sp = entry;
                self.dead = frame_dead;
                if let Err(e) = merged {
                    self.fail(e);
                }
                return Ok(());
            }
            O::End => {
                let c = self.ctrl.pop().ok_or(Refusal::Unsupported)?;
                let (_, results) = self.block_arity(c.ty)?;
                if c.dead {
                    self.stack.truncate(c.height);
                    self.push_n(results);
                    return Ok(());
                }
                let mut out = c.sp_out;
                if !self.dead {
                    self.pop_plain(results);
                    if let Err(e) = Self::merge(&mut out, self.sp) {
                        self.fail(e);
                    }
                }
                if c.kind == FrameKind::If && !c.has_else {
                    if let Err(e) = Self::merge(&mut out, c.sp_entry) {
                        self.fail(e);
                    }
                }
                self.stack.truncate(c.height);
                self.push_n(results);
                match out {
                    Some(sp) => {
                        self.sp = sp;
                        self.dead = false;
                    }
                    None => self.dead = true,
                }
                if self.ctrl.is_empty() && out.is_some_and(|sp| sp != 0) {
                    self.fail(Refusal::Unsupported);
                }
                return Ok(());
            }
            _ => {}
        }
        if self.dead {
            return Ok(());
        }
        self.live.insert(i);
        match op {
            O::I32Const { value } => self.stack.push(Tag::Const(*value)),
            O::LocalGet { local_index } => {
                let t = self
                    .locals
                    .get(local_index)
                    .map_or(Tag::Other, |&x| Tag::Frame(x));
                self.stack.push(t);
            }
            O::LocalSet { local_index } | O::LocalTee { local_index } => {
                let v = self.pop();
                self.sets.entry(*local_index).or_default().push(v);
                if matches!(op, O::LocalTee { .. }) {
                    self.stack.push(v);
                }
            }
            O::GlobalGet { global_index } => {
                let t = if Some(*global_index) == self.sp_global {
                    self.rewrites.insert(i, Rewrite::Dummy);
                    Tag::Frame(self.sp)
                } else {
                    Tag::Other
                };
                self.stack.push(t);
            }
            O::GlobalSet { global_index } => {
                let v = self.pop();
                match (Some(*global_index) == self.sp_global, v) {
                    (true, Tag::Frame(x)) => {
                        self.sp = x;
                        self.rewrites.insert(i, Rewrite::Drop);
                    }
                    (true, _) => self.fail(Refusal::Unsupported),
                    (false, _) => self.fail(Refusal::Impure),
                }
            }
            O::I32Add | O::I32Sub => {
                let b = self.pop();
                let a = self.pop();
                let sub = matches!(op, O::I32Sub);
                let t = match (a, b) {
                    (Tag::Frame(x), Tag::Const(c)) => {
                        Tag::Frame(if sub { x - c as i64 } else { x + c as i64 })
                    }
                    (Tag::Const(c), Tag::Frame(x)) if !sub => Tag::Frame(x + c as i64),
                    (Tag::Frame(_), _) | (_, Tag::Frame(_)) => {
                        self.fail(Refusal::Dynamic);
                        Tag::Other
                    }
                    (Tag::Const(a), Tag::Const(b)) => Tag::Const(if sub {
                        a.wrapping_sub(b)
                    } else {
                        a.wrapping_add(b)
                    }),
                    _ => Tag::Other,
                };
                self.stack.push(t);
            }
            O::Drop => {
                self.pop();
            }
            O::Br { relative_depth } => {
                let (n, _) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                if let Err(e) = self.branch(*relative_depth) {
                    self.fail(e);
                }
                self.go_dead();
            }
            O::BrIf { relative_depth } => {
                let (n, m) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                if let Err(e) = self.branch(*relative_depth) {
                    self.fail(e);
                }
                self.push_n(m);
            }
            O::BrTable { targets } => {
                let (n, _) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                for t in targets.targets() {
                    let t = t.map_err(|_| Refusal::Unsupported)?;
                    if let Err(e) = self.branch(t) {
                        self.fail(e);
                    }
                }
                if let Err(e) = self.branch(targets.default()) {
                    self.fail(e);
                }
                self.go_dead();
            }
            O::Return => {
                let depth = self.ctrl.len().saturating_sub(1) as u32;
                let (n, _) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                if let Err(e) = self.branch(depth) {
                    self.fail(e);
                }
                self.go_dead();
            }
            O::Unreachable => self.go_dead(),
            O::Call { .. } => {
                let (n, _) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                self.fail(Refusal::Impure);
                let (_, m) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.push_n(m);
            }
            _ => {
                if let Some((memarg, ty)) = full_load(op) {
                    if let Tag::Frame(x) = self.pop() {
                        let at = x + memarg.offset as i64;
                        if let Err(e) = self.slot(at, ty, false) {
                            self.fail(e);
                        }
                        self.rewrites.insert(i, Rewrite::Load(at));
                    }
                    self.stack.push(Tag::Other);
                    return Ok(());
                }
                if let Some((memarg, ty)) = full_store(op) {
                    let v = self.pop();
                    let a = self.pop();
                    match (a, v) {
                        (_, Tag::Frame(_)) => self.fail(Refusal::Dynamic),
                        (Tag::Frame(x), _) => {
                            let at = x + memarg.offset as i64;
                            if let Err(e) = self.slot(at, ty, true) {
                                self.fail(e);
                            }
                            self.rewrites.insert(i, Rewrite::Store(at));
                        }
                        _ => self.fail(Refusal::Impure),
                    }
                    return Ok(());
                }
                let (n, m) = op.operator_arity(&*self).ok_or(Refusal::Unsupported)?;
                self.pop_plain(n);
                if !crate::effect_free(op) {
                    self.fail(Refusal::Impure);
                }
                self.push_n(m);
            }
        }
        Ok(())
    }
}

/// The body `ops` (a whole function body, its final `end` included, of a function returning
/// `result`) with its stack frame in new locals numbered from `first_new_local`: the new
/// instructions (dead code left out) and the types of the new locals.
pub(crate) fn scalarize<'a>(
    ops: &[Operator<'a>],
    types: &Types<'_>,
    sp_global: Option<u32>,
    result: BlockType,
    first_new_local: u32,
    encode: impl Fn(&Operator<'a>) -> Result<Instruction<'a>, String>,
) -> Result<(Vec<Instruction<'a>>, Vec<ValType>), Refusal> {
    // Which locals hold frame addresses: each pass reads the tags the last one settled,
    // until they stop changing.
    let mut locals: HashMap<u32, i64> = HashMap::new();
    let mut walk = None;
    for _ in 0..8 {
        let w = run(ops, types, sp_global, result, locals.clone())?;
        let mut settled = HashMap::new();
        for (&l, tags) in &w.sets {
            let frames: BTreeSet<i64> = tags
                .iter()
                .filter_map(|t| match t {
                    Tag::Frame(x) => Some(*x),
                    _ => None,
                })
                .collect();
            match frames.len() {
                0 => {}
                // Besides the frame address, only the zero an inlined callee's locals start
                // from.
                1 if tags
                    .iter()
                    .all(|t| matches!(t, Tag::Frame(_) | Tag::Const(0))) =>
                {
                    settled.insert(l, *frames.first().expect("one"));
                }
                _ => return Err(Refusal::Dynamic),
            }
        }
        if settled == locals {
            if let Some(e) = w.error {
                return Err(e);
            }
            walk = Some(w);
            break;
        }
        locals = settled;
    }
    let w = walk.ok_or(Refusal::Unsupported)?;
    // A slot read but never written would read what the memory held.
    if w.slots
        .values()
        .any(|&(_, loaded, stored)| loaded && !stored)
    {
        return Err(Refusal::Dynamic);
    }
    let slot_local: HashMap<i64, u32> = w
        .slots
        .keys()
        .enumerate()
        .map(|(k, &at)| (at, first_new_local + k as u32))
        .collect();
    let mut out = Vec::with_capacity(ops.len());
    for (i, op) in ops.iter().enumerate() {
        let control = matches!(
            op,
            Operator::Block { .. }
                | Operator::Loop { .. }
                | Operator::If { .. }
                | Operator::Else
                | Operator::End
        );
        if !control && !w.live.contains(&i) {
            continue;
        }
        match w.rewrites.get(&i) {
            Some(Rewrite::Dummy) => out.push(Instruction::I32Const(0)),
            Some(Rewrite::Drop) => out.push(Instruction::Drop),
            Some(Rewrite::Load(at)) => {
                out.push(Instruction::Drop);
                out.push(Instruction::LocalGet(slot_local[at]));
            }
            Some(Rewrite::Store(at)) => {
                out.push(Instruction::LocalSet(slot_local[at]));
                out.push(Instruction::Drop);
            }
            None => out.push(encode(op).map_err(|_| Refusal::Unsupported)?),
        }
    }
    let new_locals = w.slots.values().map(|&(t, _, _)| t).collect();
    Ok((out, new_locals))
}

fn run<'t>(
    ops: &[Operator<'_>],
    types: &'t Types<'t>,
    sp_global: Option<u32>,
    result: BlockType,
    locals: HashMap<u32, i64>,
) -> Result<Walk<'t>, Refusal> {
    let mut w = Walk {
        types,
        sp_global,
        locals,
        stack: Vec::new(),
        ctrl: vec![Ctrl {
            kind: FrameKind::Block,
            ty: result,
            height: 0,
            sp_entry: 0,
            sp_out: None,
            dead: false,
            has_else: false,
        }],
        sp: 0,
        dead: false,
        sets: HashMap::new(),
        slots: BTreeMap::new(),
        rewrites: HashMap::new(),
        live: BTreeSet::new(),
        error: None,
    };
    for (i, op) in ops.iter().enumerate() {
        w.step(i, op)?;
    }
    if !w.ctrl.is_empty() {
        return Err(Refusal::Unsupported);
    }
    Ok(w)
}

/// For each call in `ops` of a function `cold` names, the index of the first instruction
/// from which the call is always reached (no branch leaves between them; the construct that
/// holds the call is entered there or a branch out of it was not taken there).
pub(crate) fn cold_starts(ops: &[Operator<'_>], cold: impl Fn(u32) -> bool) -> BTreeSet<usize> {
    let mut starts = BTreeSet::new();
    for (c, op) in ops.iter().enumerate() {
        let Operator::Call { function_index } = op else {
            continue;
        };
        if !cold(*function_index) {
            continue;
        }
        // Backwards from the call: `r` constructs deep inside the span; `closed` is the
        // `end` of the construct at the call's level being walked through.
        let mut r = 0u32;
        let mut closed = c;
        let mut start = 0;
        for j in (0..c).rev() {
            let stop = match &ops[j] {
                Operator::End => {
                    if r == 0 {
                        closed = j;
                    }
                    r += 1;
                    false
                }
                Operator::Block { .. } | Operator::Loop { .. } | Operator::If { .. } => {
                    if r == 0 {
                        true
                    } else {
                        r -= 1;
                        false
                    }
                }
                Operator::Else => r == 0,
                Operator::Br { relative_depth } | Operator::BrIf { relative_depth } => {
                    *relative_depth >= r
                }
                Operator::BrTable { targets } => {
                    targets.default() >= r || targets.targets().any(|t| t.map_or(true, |t| t >= r))
                }
                Operator::Return => true,
                _ => false,
            };
            if stop {
                // A branch out of a construct before the call: the span starts after it.
                start = if r == 0 { j + 1 } else { closed + 1 };
                break;
            }
        }
        starts.insert(start);
    }
    starts
}
