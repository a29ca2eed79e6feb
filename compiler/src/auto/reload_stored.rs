//! A distributed loop's second part reading back what the first part stored
//! (docs/AUTO-OFFLOAD.md, "Loop distribution").
//!
//! PolyBench's atax at -O2 keeps `tmp[i]` in a register: the row's sum feeds `y[j] +=
//! a[i][j] * tmp[i]`, and clang stores it to `tmp[i]` at the end of the row. The part that
//! keeps the stores to `y` then keeps the whole sum too, and its loop has two inner loops
//! (the sum and the update), which no interchange takes. But the first part runs before
//! the second, whole: once it has run, `tmp[i]` holds the value the second part needs in
//! iteration `i`, wherever in the iteration it reads it. [`reload_stored`] gives the second
//! part a load of those bytes in place of the value, and the sum goes with the pruning
//! (`distribute::prune`).
//!
//! A value `v` is reloaded where it is defined at the loop's own level (not in an inner
//! loop), is used nowhere after the loop, and its store `S`:
//! - is at the loop's own level and stores `v` whole (its memory type is `v`'s type);
//! - is the last store of its array (its class) in an iteration: no store of the class is
//!   reachable from it without passing the header;
//! - runs in every iteration that uses `v`: its block dominates the use's, or every path
//!   from the use's block to the next iteration or out of the loop passes it;
//!
//! and the loop loads nothing of that class. Where `v` is a parameter of the store's block
//! (clang sinks the stores of guarded loops' results to a merge at the end of the
//! iteration), a value `w` passed to it is read back where every path from the use reaches
//! the store's block by an edge that passes `w` there. The load goes at the start of the
//! nearest block at the loop's own level that dominates every use it replaces (behind a
//! bounds check of its own), at `S`'s address, rebuilt there from pure integer arithmetic
//! where it is computed later in the iteration. Its bytes are the ones the first
//! part wrote in the same iteration: the launch tests that the first part's iterations are
//! its threads and that no other access meets those bytes
//! (`distribute::Distributed::reads_what_first_wrote`).
//!
//! This module rewrites a copy of the function; it must not decide whether a loop
//! distributes or launch anything.

use super::affine::Poly;
use super::induction::Analysis;
use lowered_ir::{BlockId, Inst, IntBinOp, LoadExtend, LoweredFunction, LoweredOp, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// Instructions by block and index in it.
type Site = (BlockId, usize);

/// A copy of a function whose loop reads back values another part stored.
#[derive(Clone, Debug)]
pub struct Reloaded {
    pub f: LoweredFunction,
    /// The classes (arrays) whose stored values it reads back.
    pub classes: Vec<Poly>,
    /// Instructions inserted at the start of blocks, by block: every instruction of the
    /// original block is that many places later in the copy.
    inserted: BTreeMap<BlockId, usize>,
}

impl Reloaded {
    /// Where the original's instruction `s` is in the copy.
    pub fn to_copy(&self, (b, i): Site) -> Site {
        (b, i + self.inserted.get(&b).copied().unwrap_or(0))
    }

    /// Where the copy's instruction `s` was in the original (`None`: inserted).
    pub fn to_original(&self, (b, i): Site) -> Option<Site> {
        let k = self.inserted.get(&b).copied().unwrap_or(0);
        (i >= k).then(|| (b, i - k))
    }
}

/// The most instructions rebuilt for one address.
const MAX_REBUILT: usize = 16;

/// `a.f` with each value the stores of `first` (the first part's, by class) write read back
/// from memory where loop `l` uses it, wherever that qualifies (above); `None` where none
/// does.
pub fn reload_stored(
    a: &mut Analysis<'_>,
    l: usize,
    first: &BTreeMap<Poly, Vec<Site>>,
) -> Option<Reloaded> {
    let f = a.f;
    let lp = a.forest.loops[l].clone();
    // The CFG apart from `a`, which the address analysis below borrows mutably.
    let cfg = a.cfg.clone();
    let ids = &cfg.ids;
    let index: HashMap<BlockId, usize> = ids.iter().enumerate().map(|(i, b)| (*b, i)).collect();
    let index_of = |id: BlockId| index.get(&id).copied();
    let blocks: BTreeSet<BlockId> = lp.blocks.iter().map(|b| ids[*b]).collect();
    let header = ids[lp.header];
    let inner: BTreeSet<BlockId> = lp
        .children
        .iter()
        .flat_map(|c| a.forest.loops[*c].blocks.iter().map(|b| ids[*b]))
        .collect();
    let own_level = |b: BlockId| blocks.contains(&b) && !inner.contains(&b);
    // The classes the loop loads from.
    let mut loaded: BTreeSet<Poly> = BTreeSet::new();
    for b in f.blocks.iter().filter(|b| blocks.contains(&b.id)) {
        for inst in &b.insts {
            if let LoweredOp::Load { addr, .. } = inst.op {
                match a.affine(addr) {
                    Some(x) => loaded.insert(x.constant.without_constant()),
                    // An address the analysis cannot read might be any array's.
                    None => return None,
                };
            }
        }
    }
    let defs = Defs::new(f);
    let mut out = Reloaded {
        f: f.clone(),
        classes: Vec::new(),
        inserted: BTreeMap::new(),
    };
    for (key, stores) in first {
        if loaded.contains(key) {
            continue;
        }
        // The class's last store in an iteration, at the loop's own level.
        let last = stores.iter().find(|s| {
            let others: Vec<Site> = stores.iter().filter(|x| x != s).copied().collect();
            super::distribute::precedes(f, &blocks, header, &others, &[**s])
        });
        let Some(&(sb, si)) = last.filter(|(b, _)| own_level(*b)) else {
            continue;
        };
        let Some(LoweredOp::Store {
            mem_ty,
            value,
            addr,
            offset,
        }) = f.block(sb).map(|b| b.insts[si].op.clone())
        else {
            continue;
        };
        if f.value_type(value) != Some(mem_ty) || defs.block_of(value).is_none() {
            continue;
        }
        let Some(s_at) = index_of(sb) else { continue };
        // The value, and where it is a parameter of the store's block (a merge, as clang
        // makes where it sinks the store past guarded loops), each value passed to it there
        // from inside the loop: a use of one of those reads what the store writes where every
        // path from it reaches the store through an edge that passes that value.
        let mut candidates: Vec<(Value, Option<usize>)> = vec![(value, None)];
        if let Some(k) = f
            .block(sb)
            .and_then(|b| b.params.iter().position(|p| *p == value))
        {
            for b in f.blocks.iter().filter(|b| blocks.contains(&b.id)) {
                for e in b.term.successors().iter().filter(|e| e.block == sb) {
                    if let Some(w) = e.args.get(k).copied().filter(|w| *w != value) {
                        if !candidates.contains(&(w, Some(k))) {
                            candidates.push((w, Some(k)));
                        }
                    }
                }
            }
        }
        // The uses read back, by value: the blocks whose uses the load replaces.
        let mut replaced: Vec<(Value, BTreeSet<BlockId>)> = Vec::new();
        for (x, passed_at) in candidates {
            let Some(xb) = defs.block_of(x).filter(|b| blocks.contains(b)) else {
                continue;
            };
            // A value of an inner loop (its last iteration's, after it) keeps its uses in
            // that loop: they are its recurrence, which goes once nothing else uses it.
            let recurrence: BTreeSet<BlockId> = lp
                .children
                .iter()
                .map(|c| &a.forest.loops[*c].blocks)
                .find(|c| index_of(xb).is_some_and(|i| c.contains(&i)))
                .map(|c| c.iter().map(|b| ids[*b]).collect())
                .unwrap_or_default();
            let mut users: BTreeSet<BlockId> = BTreeSet::new();
            for b in &f.blocks {
                let in_insts =
                    b.insts.iter().enumerate().any(|(i, inst)| {
                        !(b.id == sb && i == si) && inst.op.operands().contains(&x)
                    });
                if (in_insts || b.term.operands().contains(&x)) && !recurrence.contains(&b.id) {
                    users.insert(b.id);
                }
            }
            // Used after the loop: it stays.
            if users.is_empty() || users.iter().any(|b| !blocks.contains(b)) {
                continue;
            }
            let runs_with_store = |u: BlockId| match passed_at {
                None => {
                    u == sb
                        || index_of(u).is_some_and(|i| cfg.dominates(s_at, i))
                        || passes_through(f, &blocks, header, u, sb, None)
                }
                Some(k) => u != sb && passes_through(f, &blocks, header, u, sb, Some((k, x))),
            };
            if users.iter().all(|u| runs_with_store(*u)) {
                replaced.push((x, users));
            }
        }
        let users: BTreeSet<BlockId> = replaced
            .iter()
            .flat_map(|(_, u)| u.iter().copied())
            .collect();
        if users.is_empty() {
            continue;
        }
        // The load goes at the start of the nearest block at the loop's own level that
        // dominates every use it replaces.
        let Some(mut p_at) = users
            .iter()
            .map(|u| index_of(*u))
            .try_fold(None, |acc: Option<usize>, u| {
                let u = u?;
                Some(Some(match acc {
                    None => u,
                    Some(x) => common_dominator(&cfg.idom, x, u)?,
                }))
            })
            .flatten()
        else {
            continue;
        };
        while !own_level(ids[p_at]) {
            match cfg.idom.get(p_at).copied().flatten() {
                Some(up) if up != p_at => p_at = up,
                _ => break,
            }
        }
        let pb = ids[p_at];
        if !own_level(pb) {
            continue;
        }
        // The address at the start of that block.
        let available = |v: Value| match defs.block_of(v) {
            None => true,
            Some(b) if !blocks.contains(&b) => true,
            Some(b) if b == pb => defs.is_param(v),
            Some(b) => index_of(b).is_some_and(|x| cfg.dominates(x, p_at)),
        };
        let mut rebuilt: Vec<Inst> = Vec::new();
        let mut renamed: HashMap<Value, Value> = HashMap::new();
        let Some(at) = rebuild(
            &mut out.f,
            &defs,
            &available,
            addr,
            &mut rebuilt,
            &mut renamed,
        ) else {
            continue;
        };
        let reload = out.f.new_value(mem_ty);
        rebuilt.push(Inst {
            results: Vec::new(),
            op: LoweredOp::BoundsCheck {
                addr: at,
                offset,
                size: mem_ty.bytes(),
            },
        });
        rebuilt.push(Inst {
            results: vec![reload],
            op: LoweredOp::Load {
                ty: mem_ty,
                mem_ty,
                extend: LoadExtend::None,
                addr: at,
                offset,
            },
        });
        // Every use read back (not the store's, not the recurrence's) reads the load.
        for (x, users) in &replaced {
            for b in out.f.blocks.iter_mut().filter(|b| users.contains(&b.id)) {
                for (i, inst) in b.insts.iter_mut().enumerate() {
                    if b.id == sb && i == si {
                        continue;
                    }
                    for v in inst.op.operands_mut() {
                        if v == x {
                            *v = reload;
                        }
                    }
                }
                for v in b.term.operands_mut() {
                    if v == x {
                        *v = reload;
                    }
                }
            }
        }
        let k = rebuilt.len();
        if let Some(b) = out.f.blocks.iter_mut().find(|b| b.id == pb) {
            b.insts.splice(0..0, rebuilt);
        }
        *out.inserted.entry(pb).or_default() += k;
        out.classes.push(key.clone());
    }
    (!out.classes.is_empty()).then_some(out)
}

/// Where each value of a function is defined.
struct Defs {
    /// Instruction results: block and the instruction.
    insts: HashMap<Value, (BlockId, LoweredOp)>,
    /// Block parameters: their block.
    params: HashMap<Value, BlockId>,
}

impl Defs {
    fn new(f: &LoweredFunction) -> Defs {
        let mut insts = HashMap::new();
        let mut params = HashMap::new();
        for b in &f.blocks {
            for p in &b.params {
                params.insert(*p, b.id);
            }
            for i in &b.insts {
                for r in &i.results {
                    insts.insert(*r, (b.id, i.op.clone()));
                }
            }
        }
        Defs { insts, params }
    }

    fn block_of(&self, v: Value) -> Option<BlockId> {
        self.insts
            .get(&v)
            .map(|(b, _)| *b)
            .or_else(|| self.params.get(&v).copied())
    }

    fn is_param(&self, v: Value) -> bool {
        self.params.contains_key(&v)
    }
}

/// `v` where `available` says it may be read, else rebuilt from pure integer arithmetic
/// (appended to `out`, at most [`MAX_REBUILT`] instructions); `None` where it cannot be.
fn rebuild(
    f: &mut LoweredFunction,
    defs: &Defs,
    available: &dyn Fn(Value) -> bool,
    v: Value,
    out: &mut Vec<Inst>,
    renamed: &mut HashMap<Value, Value>,
) -> Option<Value> {
    if available(v) {
        return Some(v);
    }
    if let Some(r) = renamed.get(&v) {
        return Some(*r);
    }
    let (_, op) = defs.insts.get(&v)?;
    let pure = match op {
        LoweredOp::IConst { .. } | LoweredOp::IntUn { .. } => true,
        LoweredOp::IntBin { op, .. } => !matches!(
            op,
            IntBinOp::DivS | IntBinOp::DivU | IntBinOp::RemS | IntBinOp::RemU
        ),
        LoweredOp::Convert { arg, to, .. } => {
            to.is_int() && f.value_type(*arg).is_some_and(|t| t.is_int())
        }
        _ => false,
    };
    if !pure || out.len() >= MAX_REBUILT {
        return None;
    }
    let mut op = op.clone();
    for x in op.operands_mut() {
        *x = rebuild(f, defs, available, *x, out, renamed)?;
    }
    let ty = f.value_type(v)?;
    let r = f.new_value(ty);
    out.push(Inst {
        results: vec![r],
        op,
    });
    renamed.insert(v, r);
    Some(r)
}

/// Whether every path from block `from` to the next iteration (an edge to `header`) or out
/// of the loop of `blocks` passes block `through`; with `passing = (k, w)`, entering it by
/// an edge whose argument `k` is `w`.
fn passes_through(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
    from: BlockId,
    through: BlockId,
    passing: Option<(usize, Value)>,
) -> bool {
    let mut seen: BTreeSet<BlockId> = BTreeSet::from([from]);
    let mut work = vec![from];
    while let Some(b) = work.pop() {
        let Some(block) = f.block(b) else {
            return false;
        };
        // A return leaves without the store; a trap ends the run.
        if matches!(block.term, lowered_ir::Terminator::Return { .. }) {
            return false;
        }
        for s in block.term.successors() {
            if s.block == through {
                match passing {
                    Some((k, w)) if s.args.get(k) != Some(&w) => return false,
                    _ => continue,
                }
            }
            if s.block == header || !blocks.contains(&s.block) {
                return false;
            }
            if seen.insert(s.block) {
                work.push(s.block);
            }
        }
    }
    true
}

/// The nearest block dominating both `x` and `y` (indices of the CFG).
fn common_dominator(idom: &[Option<usize>], x: usize, y: usize) -> Option<usize> {
    let chain = |mut at: usize| {
        let mut out = vec![at];
        while let Some(up) = idom.get(at).copied().flatten().filter(|up| *up != at) {
            out.push(up);
            at = up;
        }
        out
    };
    let above_x: BTreeSet<usize> = chain(x).into_iter().collect();
    chain(y).into_iter().find(|b| above_x.contains(b))
}
