//! The verifier of the LoweredOp IR.
//!
//! It checks, and names the offending block and op in each error:
//! - structure: at least one block, unique block ids, every successor exists, the entry's
//!   parameters match the signature and no branch targets the entry;
//! - SSA: every value is defined exactly once (block parameter or op result) and every use is
//!   dominated by its definition;
//! - types: each op's operands and results have the types the op requires, branch arguments
//!   match block parameters, `return` matches the signature.
//!
//! It never modifies the function and never panics on malformed input.

use crate::function::{BlockId, LoweredFunction, Value};
use crate::ops::{ConvOp, InstanceOp, LoweredOp, Terminator};
use crate::print::{op_text, terminator_text};
use crate::types::LoweredType as T;
use std::collections::{HashMap, HashSet};

/// A verifier finding.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("in function `{func}`, {block}: `{op}`: {reason}")]
pub struct VerifyError {
    pub func: String,
    pub block: String,
    pub op: String,
    pub reason: String,
}

/// Verifies `func`; returns the first problem found.
pub fn verify_function(func: &LoweredFunction) -> Result<(), VerifyError> {
    Verifier { func }.run()
}

struct Verifier<'a> {
    func: &'a LoweredFunction,
}

impl Verifier<'_> {
    fn err(&self, block: BlockId, op: String, reason: impl Into<String>) -> VerifyError {
        VerifyError {
            func: self.func.name.clone(),
            block: block.to_string(),
            op,
            reason: reason.into(),
        }
    }

    fn ty(&self, v: Value) -> Option<T> {
        self.func.value_type(v)
    }

    fn run(&self) -> Result<(), VerifyError> {
        let f = self.func;
        let Some(entry) = f.blocks.first() else {
            return Err(VerifyError {
                func: f.name.clone(),
                block: "-".into(),
                op: "-".into(),
                reason: "function has no blocks".into(),
            });
        };
        let mut index: HashMap<BlockId, usize> = HashMap::new();
        for (i, b) in f.blocks.iter().enumerate() {
            if index.insert(b.id, i).is_some() {
                return Err(self.err(b.id, "-".into(), "block defined twice"));
            }
        }
        let entry_types: Vec<Option<T>> = entry.params.iter().map(|p| self.ty(*p)).collect();
        let sig: Vec<Option<T>> = f.signature.params.iter().map(|t| Some(*t)).collect();
        if entry_types != sig {
            return Err(self.err(
                entry.id,
                "-".into(),
                "entry block parameters differ from the signature",
            ));
        }
        // Definitions: each value once.
        let mut def_site: HashMap<Value, (usize, usize)> = HashMap::new();
        for (bi, b) in f.blocks.iter().enumerate() {
            for p in &b.params {
                self.define(&mut def_site, *p, (bi, 0), b.id, "block parameter")?;
            }
            for (ii, inst) in b.insts.iter().enumerate() {
                for r in &inst.results {
                    self.define(&mut def_site, *r, (bi, ii + 1), b.id, &op_text(&inst.op))?;
                }
            }
        }
        for b in &f.blocks {
            for s in b.term.successors() {
                if s.block == entry.id {
                    return Err(self.err(
                        b.id,
                        terminator_text(&b.term),
                        "branch to the entry block",
                    ));
                }
                let Some(&ti) = index.get(&s.block) else {
                    return Err(self.err(
                        b.id,
                        terminator_text(&b.term),
                        format!("unknown block {}", s.block),
                    ));
                };
                let target = &f.blocks[ti];
                let want: Vec<Option<T>> = target.params.iter().map(|p| self.ty(*p)).collect();
                let got: Vec<Option<T>> = s.args.iter().map(|a| self.ty(*a)).collect();
                if want != got {
                    return Err(self.err(
                        b.id,
                        terminator_text(&b.term),
                        format!("arguments to {} do not match its parameters", s.block),
                    ));
                }
            }
        }
        let idom = dominators(f, &index);
        for (bi, b) in f.blocks.iter().enumerate() {
            for (ii, inst) in b.insts.iter().enumerate() {
                let text = op_text(&inst.op);
                for u in inst.op.operands() {
                    self.check_dominates(&def_site, &idom, u, (bi, ii + 1), b.id, &text)?;
                }
                self.check_op_types(b.id, &text, &inst.op, &inst.results)?;
            }
            let text = terminator_text(&b.term);
            for u in b.term.operands() {
                self.check_dominates(&def_site, &idom, u, (bi, b.insts.len() + 1), b.id, &text)?;
            }
            match &b.term {
                Terminator::Branch { cond, .. } => self.want_int(b.id, &text, *cond)?,
                Terminator::BrTable { index, .. } => self.want(b.id, &text, *index, T::I32)?,
                Terminator::Return { values } => {
                    let got: Vec<Option<T>> = values.iter().map(|v| self.ty(*v)).collect();
                    let want: Vec<Option<T>> =
                        f.signature.results.iter().map(|t| Some(*t)).collect();
                    if got != want {
                        return Err(self.err(
                            b.id,
                            text,
                            "returned values do not match the signature",
                        ));
                    }
                }
                // The callee's types are checked when it is called (its signature is not here).
                Terminator::ReturnCallIndirect { callee, .. } => {
                    self.want(b.id, &text, *callee, T::I32)?
                }
                Terminator::ReturnCallRef { callee, .. } => {
                    self.want(b.id, &text, *callee, T::I64)?
                }
                Terminator::Jump(_) | Terminator::Trap { .. } | Terminator::ReturnCall { .. } => {}
            }
        }
        Ok(())
    }

    fn define(
        &self,
        defs: &mut HashMap<Value, (usize, usize)>,
        v: Value,
        site: (usize, usize),
        block: BlockId,
        op: &str,
    ) -> Result<(), VerifyError> {
        if self.ty(v).is_none() {
            return Err(self.err(block, op.into(), format!("{v} has no type")));
        }
        if defs.insert(v, site).is_some() {
            return Err(self.err(block, op.into(), format!("{v} is defined more than once")));
        }
        Ok(())
    }

    fn check_dominates(
        &self,
        defs: &HashMap<Value, (usize, usize)>,
        idom: &[Option<usize>],
        v: Value,
        use_site: (usize, usize),
        block: BlockId,
        op: &str,
    ) -> Result<(), VerifyError> {
        let Some(&(db, di)) = defs.get(&v) else {
            return Err(self.err(block, op.into(), format!("{v} is used but never defined")));
        };
        let (ub, ui) = use_site;
        let ok = if db == ub {
            di < ui
        } else {
            dominates(idom, db, ub)
        };
        if !ok {
            return Err(self.err(block, op.into(), format!("{v} does not dominate this use")));
        }
        Ok(())
    }

    fn want(&self, b: BlockId, op: &str, v: Value, t: T) -> Result<(), VerifyError> {
        match self.ty(v) {
            Some(got) if got == t => Ok(()),
            got => Err(self.err(
                b,
                op.into(),
                format!(
                    "{v} must be {t}, found {}",
                    got.map(|g| g.name()).unwrap_or("nothing")
                ),
            )),
        }
    }

    fn want_int(&self, b: BlockId, op: &str, v: Value) -> Result<(), VerifyError> {
        match self.ty(v) {
            Some(t) if t.is_int() => Ok(()),
            _ => Err(self.err(b, op.into(), format!("{v} must be an integer"))),
        }
    }

    fn check_op_types(
        &self,
        b: BlockId,
        text: &str,
        op: &LoweredOp,
        results: &[Value],
    ) -> Result<(), VerifyError> {
        let rtys: Vec<Option<T>> = results.iter().map(|r| self.ty(*r)).collect();
        let one = |want: Option<T>| -> Result<T, VerifyError> {
            match rtys.as_slice() {
                [Some(t)] if want.is_none_or(|w| w == *t) => Ok(*t),
                _ => Err(self.err(
                    b,
                    text.into(),
                    format!(
                        "expected one result{}",
                        want.map(|w| format!(" of type {w}")).unwrap_or_default()
                    ),
                )),
            }
        };
        let none = || -> Result<(), VerifyError> {
            if results.is_empty() {
                Ok(())
            } else {
                Err(self.err(b, text.into(), "this op has no results"))
            }
        };
        let same = |v: Value, t: T| self.want(b, text, v, t);
        // A memory address: a wasm32 `i32` index, or a memory64 `i64` one.
        let address = |v: Value| match self.ty(v) {
            Some(T::I64) => Ok(()),
            _ => same(v, T::I32),
        };
        match op {
            LoweredOp::IConst { ty, bits } => {
                let t = one(Some(*ty))?;
                if !t.is_int() {
                    return Err(self.err(b, text.into(), "iconst needs an integer type"));
                }
                if t.bits() < 64 && *bits >> t.bits() != 0 {
                    return Err(self.err(b, text.into(), format!("constant does not fit in {t}")));
                }
            }
            LoweredOp::FConst { ty, bits } => {
                let t = one(Some(*ty))?;
                if !t.is_float() {
                    return Err(self.err(b, text.into(), "fconst needs a float type"));
                }
                if t == T::F32 && *bits >> 32 != 0 {
                    return Err(self.err(b, text.into(), "constant does not fit in f32"));
                }
            }
            LoweredOp::IntBin { lhs, rhs, .. } => {
                let t = one(None)?;
                if !t.is_int() {
                    return Err(self.err(b, text.into(), "integer op on a non-integer type"));
                }
                same(*lhs, t)?;
                same(*rhs, t)?;
            }
            LoweredOp::IntUn { arg, .. } => {
                let t = one(None)?;
                if !t.is_int() {
                    return Err(self.err(b, text.into(), "integer op on a non-integer type"));
                }
                same(*arg, t)?;
            }
            LoweredOp::IntCmp { lhs, rhs, .. } => {
                one(Some(T::I8))?;
                let t = self
                    .ty(*lhs)
                    .filter(|t| t.is_int())
                    .ok_or_else(|| self.err(b, text.into(), "icmp needs integer operands"))?;
                same(*rhs, t)?;
            }
            LoweredOp::FloatBin { lhs, rhs, .. } => {
                let t = one(None)?;
                if !t.is_float() {
                    return Err(self.err(b, text.into(), "float op on a non-float type"));
                }
                same(*lhs, t)?;
                same(*rhs, t)?;
            }
            LoweredOp::FloatUn { arg, .. } => {
                let t = one(None)?;
                if !t.is_float() {
                    return Err(self.err(b, text.into(), "float op on a non-float type"));
                }
                same(*arg, t)?;
            }
            LoweredOp::FloatCmp { lhs, rhs, .. } => {
                one(Some(T::I8))?;
                let t = self
                    .ty(*lhs)
                    .filter(|t| t.is_float())
                    .ok_or_else(|| self.err(b, text.into(), "fcmp needs float operands"))?;
                same(*rhs, t)?;
            }
            LoweredOp::Convert { op, arg, to } => {
                one(Some(*to))?;
                let from = self
                    .ty(*arg)
                    .ok_or_else(|| self.err(b, text.into(), format!("{arg} has no type")))?;
                if !conversion_ok(*op, from, *to) {
                    return Err(self.err(
                        b,
                        text.into(),
                        format!("cannot {} from {from} to {to}", op.name()),
                    ));
                }
            }
            LoweredOp::Select {
                cond,
                if_true,
                if_false,
            } => {
                let t = one(None)?;
                self.want_int(b, text, *cond)?;
                same(*if_true, t)?;
                same(*if_false, t)?;
            }
            LoweredOp::TrapIf { cond, .. } => {
                none()?;
                self.want_int(b, text, *cond)?;
            }
            LoweredOp::BoundsCheck { addr, size, .. } => {
                none()?;
                address(*addr)?;
                if !matches!(size, 1 | 2 | 4 | 8 | 16) {
                    return Err(self.err(b, text.into(), "access size must be 1, 2, 4, 8 or 16"));
                }
            }
            LoweredOp::Load {
                ty,
                mem_ty,
                extend,
                addr,
                ..
            } => {
                one(Some(*ty))?;
                address(*addr)?;
                let widening = *extend != crate::ops::LoadExtend::None;
                let ok = if widening {
                    mem_ty.is_int() && ty.is_int() && mem_ty.bits() < ty.bits()
                } else {
                    mem_ty == ty
                };
                if !ok {
                    return Err(self.err(b, text.into(), format!("cannot load {mem_ty} as {ty}")));
                }
            }
            LoweredOp::Store {
                mem_ty,
                value,
                addr,
                ..
            }
            | LoweredOp::AtomicAdd {
                mem_ty,
                value,
                addr,
                ..
            } => {
                none()?;
                address(*addr)?;
                let vt = self
                    .ty(*value)
                    .ok_or_else(|| self.err(b, text.into(), format!("{value} has no type")))?;
                let (ok, why) = if matches!(op, LoweredOp::AtomicAdd { .. }) {
                    // GPU atomics add whole 32- or 64-bit integers.
                    let ok = matches!(vt, T::I32 | T::I64) && vt == *mem_ty;
                    (ok, format!("cannot add {vt} atomically to {mem_ty}: an atomic add takes an i32 or i64 of the cell's own width"))
                } else {
                    let ok = vt == *mem_ty
                        || (vt.is_int() && mem_ty.is_int() && mem_ty.bits() < vt.bits());
                    (ok, format!("cannot store {vt} as {mem_ty}"))
                };
                if !ok {
                    return Err(self.err(b, text.into(), why));
                }
            }
            LoweredOp::MemorySize { .. } => {
                one(Some(T::I32))?;
            }
            LoweredOp::MemoryLength => {
                one(Some(T::I64))?;
            }
            LoweredOp::Instance { op, args } => {
                if args.len() != op.arity() {
                    return Err(self.err(
                        b,
                        text.into(),
                        format!("{} takes {} operands", op.name(), op.arity()),
                    ));
                }
                for (a, t) in args.iter().zip(op.operand_types()) {
                    same(*a, t)?;
                }
                if let InstanceOp::MemStore {
                    value_ty, mem_ty, ..
                } = op
                {
                    let ok = value_ty == mem_ty
                        || (value_ty.is_int()
                            && mem_ty.is_int()
                            && mem_ty.bits() < value_ty.bits());
                    if !ok {
                        return Err(self.err(
                            b,
                            text.into(),
                            format!("cannot store {value_ty} as {mem_ty}"),
                        ));
                    }
                }
                match op.result_type() {
                    Some(t) => {
                        one(Some(t))?;
                    }
                    None => none()?,
                }
            }
            LoweredOp::MemoryGrow { delta, .. } => {
                one(Some(T::I32))?;
                same(*delta, T::I32)?;
            }
            LoweredOp::GlobalGet { index, ty } => {
                one(Some(*ty))?;
                let g = self.func.global(*index).ok_or_else(|| {
                    self.err(b, text.into(), format!("global g{index} is not declared"))
                })?;
                if g.ty != *ty {
                    return Err(self.err(
                        b,
                        text.into(),
                        format!("global g{index} has type {}", g.ty),
                    ));
                }
            }
            LoweredOp::GlobalSet { index, value } => {
                none()?;
                let g = self.func.global(*index).ok_or_else(|| {
                    self.err(b, text.into(), format!("global g{index} is not declared"))
                })?;
                if !g.mutable {
                    return Err(self.err(b, text.into(), format!("global g{index} is immutable")));
                }
                same(*value, g.ty)?;
            }
            LoweredOp::ReadSpecialReg { .. } => {
                one(Some(T::I32))?;
            }
            LoweredOp::Barrier => none()?,
            LoweredOp::Call { .. } => {}
            LoweredOp::CallIndirect { callee, .. } => same(*callee, T::I32)?,
            LoweredOp::CallRef { callee, .. } => same(*callee, T::I64)?,
            LoweredOp::MemoryCopy { dst, src: a, len }
            | LoweredOp::MemoryFill { dst, value: a, len } => {
                none()?;
                same(*dst, T::I32)?;
                same(*a, T::I32)?;
                same(*len, T::I32)?;
            }
            LoweredOp::VConst { .. } => {
                one(Some(T::V128))?;
            }
            LoweredOp::VBin {
                op,
                shape,
                lhs,
                rhs,
            } => {
                one(Some(T::V128))?;
                self.want_shape(b, text, op.shape_ok(*shape), op.name(), *shape)?;
                same(*lhs, T::V128)?;
                same(*rhs, if op.is_shift() { T::I32 } else { T::V128 })?;
            }
            LoweredOp::VUn { op, shape, arg } => {
                one(Some(T::V128))?;
                self.want_shape(b, text, op.shape_ok(*shape), op.name(), *shape)?;
                same(*arg, T::V128)?;
            }
            LoweredOp::VIntCmp {
                shape, lhs, rhs, ..
            } => {
                one(Some(T::V128))?;
                self.want_shape(b, text, !shape.is_float(), "icmp", *shape)?;
                same(*lhs, T::V128)?;
                same(*rhs, T::V128)?;
            }
            LoweredOp::VFloatCmp {
                shape, lhs, rhs, ..
            } => {
                one(Some(T::V128))?;
                self.want_shape(b, text, shape.is_float(), "fcmp", *shape)?;
                same(*lhs, T::V128)?;
                same(*rhs, T::V128)?;
            }
            LoweredOp::VTest { op, shape, arg } => {
                one(Some(op.result_type()))?;
                let ok = *op == crate::ops::VecTestOp::AnyTrue || !shape.is_float();
                self.want_shape(b, text, ok, op.name(), *shape)?;
                same(*arg, T::V128)?;
            }
            LoweredOp::Splat { shape, arg } => {
                one(Some(T::V128))?;
                same(*arg, shape.lane_type())?;
            }
            LoweredOp::ExtractLane { shape, lane, arg } => {
                one(Some(shape.lane_type()))?;
                self.want_lane(b, text, *lane, *shape)?;
                same(*arg, T::V128)?;
            }
            LoweredOp::InsertLane {
                shape,
                lane,
                vector,
                value,
            } => {
                one(Some(T::V128))?;
                self.want_lane(b, text, *lane, *shape)?;
                same(*vector, T::V128)?;
                same(*value, shape.lane_type())?;
            }
            LoweredOp::Shuffle { lanes, lhs, rhs } => {
                one(Some(T::V128))?;
                if lanes.iter().any(|l| *l >= 32) {
                    return Err(self.err(b, text.into(), "shuffle lane index must be below 32"));
                }
                same(*lhs, T::V128)?;
                same(*rhs, T::V128)?;
            }
            LoweredOp::VFma {
                shape,
                a,
                b: mul,
                c,
            } => {
                one(Some(T::V128))?;
                if !shape.is_float() {
                    return Err(self.err(b, text.into(), "fma needs a float shape"));
                }
                same(*a, T::V128)?;
                same(*mul, T::V128)?;
                same(*c, T::V128)?;
            }
            LoweredOp::Bitselect {
                mask,
                if_true,
                if_false,
            } => {
                one(Some(T::V128))?;
                same(*mask, T::V128)?;
                same(*if_true, T::V128)?;
                same(*if_false, T::V128)?;
            }
        }
        Ok(())
    }
}

impl Verifier<'_> {
    fn want_shape(
        &self,
        b: BlockId,
        text: &str,
        ok: bool,
        name: &str,
        shape: crate::ops::Shape,
    ) -> Result<(), VerifyError> {
        if ok {
            Ok(())
        } else {
            Err(self.err(
                b,
                text.into(),
                format!("{name} is not defined on {}", shape.name()),
            ))
        }
    }

    fn want_lane(
        &self,
        b: BlockId,
        text: &str,
        lane: u8,
        shape: crate::ops::Shape,
    ) -> Result<(), VerifyError> {
        if u32::from(lane) < shape.lanes() {
            Ok(())
        } else {
            Err(self.err(
                b,
                text.into(),
                format!("lane {lane} is out of range for {}", shape.name()),
            ))
        }
    }
}

fn conversion_ok(op: ConvOp, from: T, to: T) -> bool {
    match op {
        ConvOp::Uextend | ConvOp::Sextend => {
            from.is_int() && to.is_int() && from.bits() < to.bits()
        }
        ConvOp::Ireduce => from.is_int() && to.is_int() && from.bits() > to.bits(),
        ConvOp::Bitcast => from.bits() == to.bits() && from != to,
        ConvOp::FPromote => from == T::F32 && to == T::F64,
        ConvOp::FDemote => from == T::F64 && to == T::F32,
        ConvOp::FToSint | ConvOp::FToUint | ConvOp::FToSintSat | ConvOp::FToUintSat => {
            from.is_float() && matches!(to, T::I32 | T::I64)
        }
        ConvOp::SintToF | ConvOp::UintToF => matches!(from, T::I32 | T::I64) && to.is_float(),
    }
}

/// Immediate dominators by the iterative algorithm of Cooper, Harvey and Kennedy over the
/// reverse post-order. Unreachable blocks get `None`.
fn dominators(f: &LoweredFunction, index: &HashMap<BlockId, usize>) -> Vec<Option<usize>> {
    let n = f.blocks.len();
    let succs: Vec<Vec<usize>> = f
        .blocks
        .iter()
        .map(|b| {
            b.term
                .successors()
                .iter()
                .filter_map(|s| index.get(&s.block).copied())
                .collect()
        })
        .collect();
    // Post-order by an explicit stack.
    let mut order = Vec::with_capacity(n);
    let mut seen = HashSet::new();
    let mut stack = vec![(0usize, 0usize)];
    seen.insert(0);
    while let Some((b, i)) = stack.pop() {
        if i < succs[b].len() {
            stack.push((b, i + 1));
            let s = succs[b][i];
            if seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            order.push(b);
        }
    }
    let mut rpo_num = vec![usize::MAX; n];
    for (i, b) in order.iter().rev().enumerate() {
        rpo_num[*b] = i;
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, ss) in succs.iter().enumerate() {
        for s in ss {
            preds[*s].push(b);
        }
    }
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev().skip(1) {
            let mut new: Option<usize> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(cur) => intersect(&idom, &rpo_num, p, cur),
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

fn intersect(idom: &[Option<usize>], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a].unwrap_or(0);
        }
        while rpo[b] > rpo[a] {
            b = idom[b].unwrap_or(0);
        }
    }
    a
}

/// Whether block `a` dominates block `b` (an unreachable `b` is dominated by everything).
fn dominates(idom: &[Option<usize>], a: usize, b: usize) -> bool {
    if idom[b].is_none() {
        return true;
    }
    let mut cur = b;
    loop {
        if cur == a {
            return true;
        }
        match idom[cur] {
            Some(p) if p != cur => cur = p,
            _ => return false,
        }
    }
}
