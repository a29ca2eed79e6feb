//! Can the iterations of a loop run in parallel? The memory accesses of the loop (inner
//! loops included) with their affine addresses, tested pairwise (a store against every
//! access, itself included) for an overlap between two different iterations, plus the
//! scalar facts from `induction.rs` (carried values, reductions, values used after the loop)
//! and the operations that block parallelism (calls, bulk memory, global writes).
//!
//! The memory test, for accesses `A` (a store) and `B` whose addresses differ by a constant:
//! with `A = base + s*k + inner_A` and `B = base + d + s*k' + inner_B`, the inner loops'
//! contributions bounded by their constant trip counts (Banerjee's bounds), is there a
//! `k' != k` with overlapping bytes? When the two bases differ by a symbolic amount (two
//! pointer arguments) or the stride is symbolic (`4*n` per row), the test is not decided
//! here: it becomes a run-time precondition, because wasm pointers are plain offsets and
//! aliasing is only known from the call's arguments. This module decides and explains; it
//! must not print reports (`report.rs`) or plan launches.

use super::affine::{Affine, Atom, Poly};
use super::induction::{Analysis, Counted, HeaderParam};
use lowered_ir::{LoweredOp, LoweredType, Value};
use std::collections::BTreeSet;
use tensor_wasm_shim::offload::{ceil_div, floor_div};

/// One load or store of the function.
#[derive(Clone, Debug, PartialEq)]
pub struct Access {
    pub store: bool,
    /// The type in memory.
    pub mem_ty: LoweredType,
    /// Block index.
    pub block: usize,
    /// The instruction's index in its block.
    pub inst: usize,
    /// The address value (before the constant offset).
    pub addr_value: Value,
    /// `zext(addr) + offset` as an affine expression, when it is one.
    pub addr: Option<Affine>,
    /// The byte count of a `memory.fill`/`memory.copy` (`None`: the width of `mem_ty`):
    /// affine in loop counters and values known at a launch (a row of a triangle, `4*(n -
    /// i)`), or unknown (`Some(None)`) when it is not.
    pub len: Option<Option<Affine>>,
    /// Branch conditions that hold whenever the access runs: `(cond, taken)` means the
    /// access's block is reached only through the `taken` side of a `brif cond`.
    pub guard: Vec<(Value, bool)>,
    /// The conditions of `guard` whose branch alone makes a choice ([`Analysis::selected`]),
    /// with their sides: accesses on different sides keep groups of their own, so that a
    /// launch ranges each only where its side is taken (clang's peeled first column is not
    /// ranged beside the columns that start one later when it does not run).
    pub sides: Vec<(Value, bool)>,
    /// For one arm of a load through selects ([`select_arms`]): the select conditions, and
    /// the sides, under which this address is the one read (`y > 0` for the row `y - 1` of
    /// `y > 0 ? y - 1 : 0`). The address is exact there; empty for every other access.
    pub arm: Conditions,
    /// A load at `addr + t`, where `t` is a value computed in a loop that its instructions
    /// bound to `0..=spread` (a table read, `T[x & 31]`): the access is ranged as reading
    /// every byte of `addr .. addr + spread + width`. 0 for every other access.
    pub spread: i64,
    /// Every such `t` is a multiple of this (0 when there is none): it limits the alignment
    /// the access can be proved to have.
    pub spread_step: i64,
    /// The loaded value of a load (`None` for a store and for `memory.fill`/`memory.copy`).
    pub result: Option<Value>,
    /// `Some(l)`: this is the run of a header access of loop `l` past `l`'s last iteration
    /// (`l` exits at its header), written as the access one iteration further. It belongs
    /// to the bytes `l` touches (ranged with the others), but not to the dependence tests of
    /// `l` itself: there it is the header's own access in the extra iteration, which the
    /// tests count (`inner_trips`).
    pub past: Option<usize>,
    /// The load or the store of an accumulation (`accumulate::find`: `m[b] += d` of an
    /// integer) at a cell the data chooses (its index ranged like a table read's,
    /// [`Access::spread`] more than 0) or at one cell no counter moves, by its loaded value:
    /// two accumulations of one type commute, so their pair is not tested.
    pub accumulation: Option<Value>,
}

impl Access {
    /// The width in bytes when it is a constant.
    pub fn width(&self) -> Option<i64> {
        match &self.len {
            None => Some(i64::from(self.mem_ty.bytes())),
            Some(Some(p)) => p
                .as_poly()
                .and_then(Poly::as_const)
                .filter(|c| (0..=1 << 30).contains(c)),
            Some(None) => None,
        }
    }

    /// The width used for grouping and alignment (1 when it is symbolic).
    pub fn bytes(&self) -> i64 {
        self.width().unwrap_or(1)
    }

    /// The bytes the access may touch from its address: its width and its spread.
    pub fn reach(&self) -> i64 {
        self.bytes().saturating_add(self.spread)
    }

    /// A symbolic byte count, when the access has one.
    pub fn symbolic_len(&self) -> Option<&Affine> {
        match &self.len {
            Some(Some(p)) if p.as_poly().and_then(Poly::as_const).is_none() => Some(p),
            _ => None,
        }
    }
}

/// How loop `outer`'s own code (its blocks outside its only child `c`) can run in a kernel
/// where `c` joins `outer` as a dimension: every thread of one iteration of `outer` (a row)
/// runs that code, beside the other threads' iterations of `c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowBody {
    /// It stores nothing, and what it reads is not what `c` writes in the same row.
    Reads,
    /// It stores, before `c`: the thread of `c`'s first iteration runs those stores (and the
    /// reads that feed only them) and then its own iteration, in order; no other thread's
    /// iteration touches their bytes, and the reads every thread runs touch neither.
    FirstThreadStores,
    /// Its accesses meet `c`'s in the same row (`s = a[i][n-1]` before
    /// `for j { a[i][j] = s + j }`: a thread would read what a thread beside it wrote), or
    /// its stores come after `c`.
    Meets,
}

/// Two accesses of a row ([`row_body`]) whose addresses alone do not say whether they
/// meet: the launch tests them (`offload.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowPair {
    /// Indices into the function's accesses: `x` outside `c`, `y` inside it or outside too.
    pub x: usize,
    pub y: usize,
    /// `c`'s counter starts here for `y` (1: `x` runs in the first thread only, in order
    /// with that thread's own iteration).
    pub from: i64,
}

/// Whether two accesses of one row touch different bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Apart {
    Yes,
    No,
    /// Their addresses differ by a value known at the launch only.
    Unknown,
}

/// [`RowBody`] of loop `outer` around its only child `c`, and the pairs of accesses the
/// launch must test. Two accesses are apart by their addresses when those differ by
/// constants that keep them apart whatever `c`'s counter (from 1 for what the first thread
/// alone runs) and the counters of the loops inside it are, each choice of a value fixed
/// before `c` taken alternative by alternative. A difference known only at the launch (two
/// arguments: a nest function's live-ins `4*k` and `4*k + 4`, or two arrays) is left to it:
/// it compares the two in one row where the loops around `c` move both alike, and their
/// whole ranges otherwise.
pub fn row_body(
    a: &mut Analysis<'_>,
    accesses: &[Access],
    outer: usize,
    c: usize,
) -> (RowBody, Vec<RowPair>) {
    let (body, child) = (&a.forest.loops[outer].blocks, &a.forest.loops[c].blocks);
    let own: Vec<usize> = (0..accesses.len())
        .filter(|i| body.contains(&accesses[*i].block) && !child.contains(&accesses[*i].block))
        .collect();
    let inner: Vec<usize> = (0..accesses.len())
        .filter(|i| child.contains(&accesses[*i].block))
        .collect();
    let stores: Vec<usize> = own.iter().copied().filter(|i| accesses[*i].store).collect();
    if !stores.is_empty() && after_child(a, outer, c, &stores, accesses) {
        return (RowBody::Meets, Vec::new());
    }
    // The addresses as `outer`'s groups hold them (`row_pointers::accesses_by_rows`).
    let by_rows = super::row_pointers::accesses_by_rows(a, accesses, outer);
    let mut at_launch = Vec::new();
    for &xi in &own {
        let x = &accesses[xi];
        let first_only = x.store || x.result.is_some_and(|v| feeds_only_effects(a, v, c, outer));
        let from = i64::from(first_only);
        let against = inner
            .iter()
            .filter(|y| x.store || accesses[**y].store)
            .map(|y| (*y, from))
            .chain(stores.iter().filter(|_| !first_only).map(|z| (*z, 0)));
        for (yi, from) in against {
            let y = &accesses[yi];
            let (Some(ax), Some(ay)) = (&x.addr, &y.addr) else {
                return (RowBody::Meets, Vec::new());
            };
            // A value that changes from one iteration of `c` to the next is not the same in
            // both; a byte count of `memory.fill`/`memory.copy` is not a width.
            if x.len.is_some() || y.len.is_some() || a.varies(ax, c) || a.varies(ay, c) {
                return (RowBody::Meets, Vec::new());
            }
            let reach = (x.reach(), y.reach());
            // Both run in one iteration of `outer`: a branch outside `c` that one of them is
            // guarded by took the same side for the other, and so did its choices.
            let sides: Vec<(Value, bool)> = x
                .guard
                .iter()
                .chain(&y.guard)
                .filter(|(v, _)| !a.defined_in(*v, c))
                .copied()
                .collect();
            match apart_by_choices(a, ax, ay, reach, c, from, &sides, 0) {
                Apart::Yes => continue,
                Apart::No => return (RowBody::Meets, Vec::new()),
                Apart::Unknown => {}
            }
            // The launch ranges them by the groups of `outer`, which hold only accesses
            // whose addresses the counters describe (through row pointers read in `outer`,
            // `row_pointers::by_rows`, as `outer`'s groups do).
            let (bx, by) = (&by_rows[xi].addr, &by_rows[yi].addr);
            let varies =
                |b: &Option<Affine>| b.as_ref().is_none_or(|b| a.varies_opaquely(b, outer));
            if varies(bx) || varies(by) {
                return (RowBody::Meets, Vec::new());
            }
            at_launch.push(RowPair { x: xi, y: yi, from });
        }
    }
    let body = if stores.is_empty() {
        RowBody::Reads
    } else {
        RowBody::FirstThreadStores
    };
    (body, at_launch)
}

/// Whether a block of the accesses `stores` is reached from loop `c` without going round
/// `outer` again (code after `c`, which the kernel's threads never run: their iteration of
/// `c` ends them).
fn after_child(
    a: &Analysis<'_>,
    outer: usize,
    c: usize,
    stores: &[usize],
    accesses: &[Access],
) -> bool {
    let (body, child) = (&a.forest.loops[outer].blocks, &a.forest.loops[c].blocks);
    let header = a.forest.loops[outer].header;
    let mut todo: Vec<usize> = child.iter().copied().collect();
    let mut seen: BTreeSet<usize> = BTreeSet::new();
    while let Some(b) = todo.pop() {
        for s in a.cfg.succs[b].iter().copied() {
            if s != header && body.contains(&s) && !child.contains(&s) && seen.insert(s) {
                todo.push(s);
            }
        }
    }
    stores.iter().any(|i| seen.contains(&accesses[*i].block))
}

/// Whether addresses `ax` (outside loop `c`) and `ay`, reaching `reach` bytes, are apart in
/// one row for `c`'s counter from `from` on and any counters of the loops inside `c`; a
/// choice (the same value in both) alternative by alternative, or only the alternative of
/// the side `sides` says its branch took ([`Analysis::selected`]).
#[allow(clippy::too_many_arguments)]
fn apart_by_choices(
    a: &Analysis<'_>,
    ax: &Affine,
    ay: &Affine,
    reach: (i64, i64),
    c: usize,
    from: i64,
    sides: &[(Value, bool)],
    depth: usize,
) -> Apart {
    let choice = ax
        .atoms()
        .into_iter()
        .chain(ay.atoms())
        .find(|x| matches!(x, Atom::Choice(_)));
    if let Some(choice @ Atom::Choice(n)) = choice {
        let Some(alts) = a.choices.get(&n).filter(|_| depth < 4) else {
            return Apart::Unknown;
        };
        let taken: Option<&Affine> = a.selected.get(&n).and_then(|s| {
            let (_, side) = sides.iter().find(|(v, _)| *v == s.branch)?;
            Some(s.on_side(*side))
        });
        let mut out = Apart::Yes;
        for alt in alts.iter().filter(|x| taken.is_none_or(|t| t == *x)) {
            let verdict = match (ax.substitute(choice, alt), ay.substitute(choice, alt)) {
                (Some(bx), Some(by)) => {
                    apart_by_choices(a, &bx, &by, reach, c, from, sides, depth + 1)
                }
                _ => Apart::Unknown,
            };
            match verdict {
                Apart::No => return Apart::No,
                Apart::Unknown => out = Apart::Unknown,
                Apart::Yes => {}
            }
        }
        return out;
    }
    let Some(d) = ay.sub(ax) else {
        return Apart::Unknown;
    };
    let Some(mut gap) = d.constant.as_const() else {
        return Apart::Unknown;
    };
    let mut steps = Vec::new();
    for (l, p) in &d.coeffs {
        if p.is_zero() {
            continue;
        }
        let Some(s) = p.as_const().filter(|_| a.forest.within(*l, c)) else {
            return Apart::Unknown;
        };
        if *l == c {
            let Some(g) = s.checked_mul(from).and_then(|m| gap.checked_add(m)) else {
                return Apart::Unknown;
            };
            gap = g;
        }
        steps.push(s);
    }
    // Every counter is 0 or more: `y - x` only grows (or only shrinks) from `gap`.
    if (steps.iter().all(|s| *s >= 0) && gap >= reach.0)
        || (steps.iter().all(|s| *s <= 0) && gap <= -reach.1)
    {
        Apart::Yes
    } else {
        Apart::No
    }
}

/// The branches that must be taken to reach block `b`: walking up its dominators, each
/// dominator entered only from one block that ends in a `brif` with different targets gives
/// that block, the branch's condition and its side (`true`: the `then` edge).
pub fn guarding_branches(a: &Analysis<'_>, b: usize) -> Vec<(usize, Value, bool)> {
    let cfg = &a.cfg;
    let mut out = Vec::new();
    let mut d = b;
    while let Some(up) = cfg.idom[d].filter(|up| *up != d) {
        if let [p] = cfg.preds[d].as_slice() {
            if let lowered_ir::Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } = &a.f.blocks[*p].term
            {
                let id = cfg.ids[d];
                if then_dest.block != else_dest.block {
                    out.push((*p, *cond, then_dest.block == id));
                }
            }
        }
        d = up;
    }
    out
}

/// The branch conditions that hold whenever block `b` runs ([`guarding_branches`]).
fn block_guard(a: &Analysis<'_>, b: usize) -> Vec<(Value, bool)> {
    guarding_branches(a, b)
        .into_iter()
        .map(|(_, cond, taken)| (cond, taken))
        .collect()
}

/// What holds whenever loop `l`'s header is entered from outside it: the integer
/// comparisons (equalities, signed or unsigned orders) on the branches that dominate it, as `lhs OP rhs` with
/// both sides affine, outermost first (clang's `if (i + 1 < m)` around an inner loop
/// `for k = i + 1 .. m`, its `if ((count - 1) >=u 3)` around the loop unrolled by 4). The
/// launch ranges an inner loop's trip count only over the outer counters that pass them:
/// where they fail the loop does not run, and its count there (negative, under a `!=` exit
/// test) is not one.
pub fn entry_guards(a: &mut Analysis<'_>, l: usize) -> Vec<(Affine, lowered_ir::IntCmpOp, Affine)> {
    use lowered_ir::IntCmpOp::*;
    let header = a.forest.loops[l].header;
    let mut out = Vec::new();
    for (cond, taken) in block_guard(a, header) {
        if comparison_of(a, cond).is_none() {
            // A branch on an integer itself: taken where it is not 0.
            if let Some(x) = a.affine(cond) {
                out.push((x, if taken { Ne } else { Eq }, Affine::constant(0)));
            }
            continue;
        }
        out.extend(affine_comparison(a, cond, taken));
    }
    out.reverse();
    out
}

/// Collects every load and store of the function.
pub fn accesses(a: &mut Analysis<'_>) -> Vec<Access> {
    let mut out = Vec::new();
    let f = a.f;
    let mut accumulation_at: std::collections::HashMap<(usize, usize), Value> =
        std::collections::HashMap::new();
    for acc in super::accumulate::find(f) {
        accumulation_at.insert((acc.block, acc.load), acc.loaded);
        accumulation_at.insert((acc.block, acc.store), acc.loaded);
    }
    for (bi, b) in f.blocks.iter().enumerate() {
        for (ii, inst) in b.insts.iter().enumerate() {
            let (store, mem_ty, addr, offset) = match &inst.op {
                LoweredOp::Load {
                    mem_ty,
                    addr,
                    offset,
                    ..
                } => (false, *mem_ty, *addr, *offset),
                LoweredOp::Store {
                    mem_ty,
                    addr,
                    offset,
                    ..
                } => (true, *mem_ty, *addr, *offset),
                LoweredOp::MemoryFill { dst, len, .. } | LoweredOp::MemoryCopy { dst, len, .. } => {
                    // Ranges of bytes: the destination written, a copy's source read.
                    let n = a.affine(*len);
                    let mut ranges = vec![(true, *dst)];
                    if let LoweredOp::MemoryCopy { src, .. } = &inst.op {
                        ranges.push((false, *src));
                    }
                    for (store, at) in ranges {
                        let addr = a.affine(at);
                        out.push(Access {
                            store,
                            mem_ty: LoweredType::I8,
                            block: bi,
                            inst: ii,
                            addr_value: at,
                            addr,
                            len: Some(n.clone()),
                            guard: block_guard(a, bi),
                            sides: Vec::new(),
                            arm: Vec::new(),
                            spread: 0,
                            spread_step: 0,
                            result: None,
                            past: None,
                            accumulation: None,
                        });
                    }
                    continue;
                }
                _ => continue,
            };
            let affine = a
                .affine(addr)
                .and_then(|x| x.add(&Affine::constant(i64::from(offset))));
            // A load through selects reads one of their arms: one access per arm, each
            // under the conditions that pick it. An accumulation's load is one access,
            // ranged as its store is, by the bounds of its index.
            let accumulation = accumulation_at.get(&(bi, ii)).copied();
            let arms: Vec<(Option<Affine>, Conditions)> = match affine {
                Some(x) if !store && accumulation.is_none() => select_arms(a, x)
                    .into_iter()
                    .map(|(x, when)| (Some(x), when))
                    .collect(),
                other => vec![(other, Vec::new())],
            };
            // In the header of a loop that exits there, the access also runs once past the
            // loop's last iteration (the header's run that takes the exit: clang's loop
            // unrolled by 2 with its exit test between the halves). That run is one more
            // access, at the counter one past its last value; its select conditions spoke
            // of that counter, so they are left out (a wider range).
            let mut arms: Vec<(Option<Affine>, Conditions, Option<usize>)> =
                arms.into_iter().map(|(x, when)| (x, when, None)).collect();
            if let Some(l) = exits_at_header(a, bi) {
                let past: Vec<_> = arms
                    .iter()
                    .filter(|(x, ..)| x.as_ref().is_some_and(|x| !x.coeff(l).is_zero()))
                    .map(|(x, ..)| {
                        let x = x.as_ref().and_then(|x| x.add(&Affine::poly(x.coeff(l))));
                        (x, Vec::new(), Some(l))
                    })
                    .collect();
                arms.extend(past);
            }
            for (affine, arm, past) in arms {
                let (affine, spread, spread_step) = match affine {
                    Some(x) if !store || accumulation.is_some() => spread_table_index(a, x),
                    other => (other, 0, 0),
                };
                // Only at cells the data chooses, or at one cell that no counter moves (a
                // global count, `count++` where the loop's stores may reach it, so clang
                // loads and stores it in every iteration): an add at a cell that moves with
                // a counter (`s[j] += x` across rows) keeps its pair tests, so its loop runs
                // its iterations in order (an interchange) rather than threads that contend
                // for one cell.
                // (A peeled remainder's cell, a choice of where the unrolled loop stopped,
                // is not one cell: its column keeps its interchange.)
                let fixed = affine.as_ref().is_some_and(|x| {
                    x.coeffs.is_empty() && !x.atoms().iter().any(|t| matches!(t, Atom::Choice(_)))
                });
                let accumulation = accumulation.filter(|_| spread > 0 || fixed);
                out.push(Access {
                    store,
                    mem_ty,
                    block: bi,
                    inst: ii,
                    addr_value: addr,
                    addr: affine,
                    len: None,
                    guard: block_guard(a, bi),
                    sides: Vec::new(),
                    arm,
                    spread,
                    spread_step,
                    result: if store {
                        None
                    } else {
                        inst.results.first().copied()
                    },
                    past,
                    accumulation,
                });
            }
        }
    }
    // Every address is affine by now, so every choice they read is known.
    let branches: BTreeSet<Value> = a.selected.values().map(|s| s.branch).collect();
    for x in &mut out {
        x.sides = (x.guard.iter())
            .filter(|(c, _)| branches.contains(c))
            .copied()
            .collect();
    }
    out
}

/// The loop whose header is block `b`, when the loop exits from its header (which is not
/// one of its latches): the header then runs once more than the loop's iterations, and its
/// last run takes the exit.
pub fn exits_at_header(a: &Analysis<'_>, b: usize) -> Option<usize> {
    let l = a.header_loop(b)?;
    // A header that holds the whole body and tests after it, before a latch that tests
    // again (`Analysis::count_two_tests_after_the_body`), runs as often as the count says.
    if a.two_tests_after_the_body(l, &a.exit_edges(l)).is_some() {
        return None;
    }
    let lp = &a.forest.loops[l];
    let exits = a.cfg.succs[b].iter().any(|s| !lp.blocks.contains(s));
    (exits && !lp.latches.contains(&b)).then_some(l)
}

/// Whether loop `l` exits from its header and that header does more than compute values
/// (it loads, stores, traps or calls): its last run, past the loop's last iteration, then
/// has effects of its own, which threads over `l`'s iterations would leave out. Such a loop
/// is never a dimension of a kernel.
pub fn header_runs_past(a: &Analysis<'_>, l: usize) -> bool {
    let h = a.forest.loops[l].header;
    exits_at_header(a, h) == Some(l)
        && a.f.blocks[h]
            .insts
            .iter()
            .any(|i| !super::outline::pure(&i.op))
}

/// Whether SSA value `v` is computed inside some loop of the function.
fn in_a_loop(a: &Analysis<'_>, v: u32) -> bool {
    (0..a.forest.loops.len()).any(|l| a.defined_in(Value(v), l))
}

/// Conditions and the sides they are on, `(cond, taken)`: a branch's or a select's.
pub type Conditions = Vec<(Value, bool)>;

/// The most addresses a load through selects is split into ([`select_arms`]).
const MAX_SELECT_ARMS: usize = 8;

/// A load address `x` with opaque atoms computed inside loops that are `select`s between
/// affine values (an image's edge clamp, `y > 0 ? y - 1 : 0`, nested for both edges): `x`
/// with each combination of the arms in their place, each with the select conditions (and
/// sides) under which it is the address read. Every address is exact where its conditions
/// hold: `y - 1` is read only where `y > 0`, so a launch that ranges it only over the counter
/// values passing them ([`Group::bounds`]) never counts the row before an image, and a
/// dependence test that ignores them sees the very rows read (row `y - 1` in iteration `y`).
/// An address must never be rewritten into one that is right only as a range over its
/// counter's whole loop: kernels run parts of a loop, or inside it with its counter fixed,
/// and dependence tests compare two iterations.
///
/// Only for loads: a store's ranges are downloaded after a launch, and bytes it did not
/// write must not be. `[(x, [])]` when there is no such atom, an arm is not affine, or
/// there would be more than [`MAX_SELECT_ARMS`] addresses.
fn select_arms(a: &mut Analysis<'_>, x: Affine) -> Vec<(Affine, Conditions)> {
    let whole = |x: Affine| vec![(x, Vec::new())];
    let mut out = whole(x.clone());
    // A select in a loop: `(atom, condition, if_true, if_false)`.
    let select_of = |a: &Analysis<'_>, t: Atom| {
        let Atom::Opaque(v) = t else { return None };
        if !in_a_loop(a, v) {
            return None;
        }
        match a.op_of(Value(v)) {
            Some(LoweredOp::Select {
                cond,
                if_true,
                if_false,
            }) => Some((t, *cond, *if_true, *if_false)),
            _ => None,
        }
    };
    // Each pass replaces one select atom in every address; arms may hold selects of their
    // own (the second edge of a two-sided clamp), replaced in a later pass under both
    // conditions.
    for _ in 0..MAX_SELECT_ARMS {
        let select = out
            .iter()
            .flat_map(|(y, _)| y.atoms())
            .find_map(|t| select_of(a, t));
        let Some((atom, cond, if_true, if_false)) = select else {
            return out;
        };
        let (Some(p), Some(q)) = (a.affine(if_true), a.affine(if_false)) else {
            return whole(x);
        };
        let mut next: Vec<(Affine, Conditions)> = Vec::new();
        for (y, when) in &out {
            if !y.atoms().contains(&atom) {
                next.push((y.clone(), when.clone()));
                continue;
            }
            for (arm, side) in [(&p, true), (&q, false)] {
                let Some(z) = y.substitute(atom, arm) else {
                    return whole(x);
                };
                // The other side of a condition already taken is never read.
                if when.contains(&(cond, !side)) {
                    continue;
                }
                let mut when = when.clone();
                if !when.contains(&(cond, side)) {
                    when.push((cond, side));
                }
                // One address reached under two sets of conditions is read where either
                // holds: it keeps the conditions common to both.
                match next.iter_mut().find(|(y, _)| *y == z) {
                    Some((_, common)) => common.retain(|c| when.contains(c)),
                    None => next.push((z, when)),
                }
            }
        }
        if next.len() > MAX_SELECT_ARMS {
            return whole(x);
        }
        out = next;
    }
    whole(x)
}

/// The integer comparison a branch or select condition is (through one widening of its
/// result): its operation and operands.
fn comparison_of(a: &Analysis<'_>, cond: Value) -> Option<(lowered_ir::IntCmpOp, Value, Value)> {
    comparison_within(a, cond, 0)
}

/// [`comparison_of`], through up to 4 tests of a comparison's result against 0: wasm's
/// `i32.eqz` of a comparison (`(y + d >=u h) == 0` around a window's tap at -O1) is the
/// comparison negated, and `!= 0` the comparison itself (a result is 0 or 1).
fn comparison_within(
    a: &Analysis<'_>,
    cond: Value,
    depth: usize,
) -> Option<(lowered_ir::IntCmpOp, Value, Value)> {
    let unextended = |v: Value| match a.op_of(v) {
        Some(LoweredOp::Convert {
            op: lowered_ir::ConvOp::Uextend,
            arg,
            ..
        }) => *arg,
        _ => v,
    };
    let Some(LoweredOp::IntCmp { op, lhs, rhs }) = a.op_of(unextended(cond)) else {
        return None;
    };
    let zero = |v: Value| matches!(a.op_of(v), Some(LoweredOp::IConst { bits: 0, .. }));
    let inner = match (op, zero(*lhs), zero(*rhs)) {
        (lowered_ir::IntCmpOp::Eq | lowered_ir::IntCmpOp::Ne, false, true) => Some(*lhs),
        (lowered_ir::IntCmpOp::Eq | lowered_ir::IntCmpOp::Ne, true, false) => Some(*rhs),
        _ => None,
    };
    if let Some(x) = inner.filter(|_| depth < 4) {
        if let Some((iop, il, ir)) = comparison_within(a, x, depth + 1) {
            let iop = if *op == lowered_ir::IntCmpOp::Eq {
                iop.negated()
            } else {
                iop
            };
            return Some((iop, il, ir));
        }
    }
    Some((*op, *lhs, *rhs))
}

/// The select condition `cond` on side `side` as a [`Bound`]: the comparison as it is, or,
/// for clang's unsigned test of a counter against itself moved by a constant (`k - 1 >u k`,
/// true exactly at `k = 0`; `k <u k - 1` mirrored), the signed bound on `k` it is for
/// counters below `2^32 - |a|`.
fn arm_bound(a: &mut Analysis<'_>, cond: Value, side: bool) -> Option<Bound> {
    use lowered_ir::IntCmpOp::*;
    let (l, op, r) = affine_comparison(a, cond, true)?;
    // `x = k + s` against `y = k` for one counter `k`: `(k, s)`.
    let self_shift = |x: &Affine, y: &Affine| -> Option<(usize, i64)> {
        let [(&k, _)] = y.coeffs.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        if *y != Affine::counter(k, Poly::constant(1)) {
            return None;
        }
        let shift = x.sub(y)?.as_poly()?.as_const()?;
        (-(1 << 16)..0).contains(&shift).then_some((k, shift))
    };
    // `k + s >u k` (or `k <u k + s`), s < 0: true exactly for `k < -s`.
    let shifted = match op {
        GtU => self_shift(&l, &r),
        LtU => self_shift(&r, &l),
        _ => None,
    };
    if let Some((k, s)) = shifted {
        let counter = Affine::counter(k, Poly::constant(1));
        let op = if side { LtS } else { GeS };
        return Some((counter, op, Affine::constant(-s)));
    }
    affine_comparison(a, cond, side)
}

/// A load address `x` whose opaque atoms computed inside loops all appear alone, each with a
/// bounded value (`a.value_range`): the address without them, and the bytes past it they can
/// reach (`coefficient * max` summed) with the step they move in. `x` unchanged (spread 0)
/// when any such atom is unbounded or multiplied by another atom; the loop then sees an
/// address that varies opaquely, as before.
fn spread_table_index(a: &Analysis<'_>, x: Affine) -> (Option<Affine>, i64, i64) {
    let unchanged = |x: Affine| (Some(x), 0, 0);
    let mut out = x.clone();
    let (mut spread, mut step) = (0i64, 0i64);
    for (monomial, &c) in &x.constant.0 {
        let varying = monomial
            .iter()
            .any(|t| matches!(t, Atom::Opaque(v) if in_a_loop(a, *v)));
        if !varying {
            continue;
        }
        let [Atom::Opaque(v)] = monomial.as_slice() else {
            return unchanged(x);
        };
        let Some((max, s)) = a.value_range(Value(*v)) else {
            return unchanged(x);
        };
        // c * t for t in 0..=max: from min(0, c * max) over |c| * max bytes.
        let (Some(reach), Some(by)) = (c.checked_mul(max), c.checked_mul(s)) else {
            return unchanged(x);
        };
        out.constant.0.remove(monomial);
        if reach < 0 {
            let Some(shifted) = out.add(&Affine::constant(reach)) else {
                return unchanged(x);
            };
            out = shifted;
        }
        let Some(total) = spread.checked_add(reach.abs()) else {
            return unchanged(x);
        };
        spread = total;
        step = super::affine::gcd(step, by.abs());
    }
    // Atoms inside counter coefficients are left for the loop to judge.
    (Some(out), spread, step)
}

/// A condition on the call's arguments under which the loop is parallel.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Precondition {
    /// The bytes of access group `written` (over the whole loop) do not overlap those of
    /// group `other`. Groups are indices into [`LoopDeps::groups`].
    Disjoint { written: usize, other: usize },
    /// Two different iterations of the loop never touch the same bytes of these groups
    /// (the stride is symbolic: checked from the arguments before the launch).
    NoCrossIteration { written: usize, other: usize },
    /// For a loop run in order inside its child's threads ([`Interchange`]): the bytes of
    /// group `written` do not overlap those of group `other` in the threads after the first
    /// (one of the two is the loop's own code, which thread 0 runs in order with its own
    /// iterations of the child).
    DisjointBeyondThread0 { written: usize, other: usize },
}

/// The accesses of a group under one set of counter bounds ([`Group::bound_sets`]): their
/// bounds and the constant offsets they span, `base + [lo, hi)`.
#[derive(Clone, Debug, PartialEq)]
pub struct BoundSet {
    pub bounds: Vec<Bound>,
    pub lo: i64,
    pub hi: i64,
}

/// How many distinct sets of counter bounds a group keeps for its accesses
/// ([`Group::bound_sets`]): an unrolled window's loads, one set each.
pub const MAX_BOUND_SETS: usize = 8;

/// Accesses with the same address up to a constant: `base + [lo, hi)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// The address without its constant term.
    pub base: Affine,
    pub lo: i64,
    pub hi: i64,
    pub stores: usize,
    pub loads: usize,
    /// The largest alignment every access of the group can have: the gcd of the access
    /// widths and of their constant offsets' differences from `lo`.
    pub align: i64,
    /// The symbolic byte count of the group's `memory.fill`/`memory.copy` ranges (they
    /// then cover `base + lo .. base + lo + len`); it may change with the loop counters (a
    /// row of a triangle), and the launch ranges it by its largest value.
    pub len: Option<Affine>,
    /// Branch conditions that hold whenever any access of the group runs (those common to
    /// all of them) and that the loop cannot change: where one is false at a launch, no access
    /// of the group runs in it (a peeled remainder behind `if (n & 1)`), and its bytes are not
    /// ranged.
    pub guard: Vec<Guard>,
    /// Comparisons on the loop counters that hold whenever any access of the group runs
    /// (those common to all of them): clang's `if (i + 1 < m)` around the peeled first
    /// iteration of `for k = i + 1 .. m`. The launch ranges the group only over the counter
    /// values that pass them, so a peeled access is not ranged at the `i` where it never
    /// runs (`A[(i + 1)*m + i]` at `i = m - 1` is one row past the array).
    pub bounds: Vec<Bound>,
    /// Each access's own counter bounds, one set per distinct set (at most
    /// [`MAX_BOUND_SETS`]; `None` past that): the two loads of a window's unrolled column
    /// loop, `in[y*w + x + 2k - r]` behind `x + 2k - r <u w` and the next behind `x + 2k -
    /// r + 1 <u w`, share no bound, so `bounds` is empty and the window was ranged a
    /// radius past the image; ranged set by set, each access only where it runs.
    pub bound_sets: Option<Vec<BoundSet>>,
    /// The select conditions of its accesses ([`Access::arm`]; empty for every access not
    /// read through selects): arms under different conditions keep groups of their own, so
    /// several groups may share a base and offsets, and a group is found again only with
    /// its own conditions (`outline::group_holding`).
    pub arm: Conditions,
    /// The branch sides of its accesses ([`Access::sides`]).
    pub sides: Vec<(Value, bool)>,
}

impl Group {
    /// Whether accesses at `base` plus a constant, with byte count `len`, read under the
    /// select conditions `arm` and on the branch sides `sides`, are of this group's kind
    /// (the offsets aside): the key its accesses were grouped by, which finds it again in
    /// another loop's groups.
    pub fn keyed_like(
        &self,
        base: &Affine,
        len: Option<&Affine>,
        arm: &[(Value, bool)],
        sides: &[(Value, bool)],
    ) -> bool {
        self.base == *base && self.len.as_ref() == len && self.arm == arm && self.sides == sides
    }
}

/// `lhs OP rhs`, an integer comparison with both sides affine.
pub type Bound = (Affine, lowered_ir::IntCmpOp, Affine);

/// The comparisons of `guard` (the branch conditions that hold whenever block `b` runs) that
/// read a loop counter, each as a [`Bound`] on the side the block is on. Only those whose
/// counters all belong to loops holding `b`: past the end of an inner loop its exit test
/// speaks of its last iteration, not of a counter `b` runs with.
/// The conditions of a select arm ([`Access::arm`]) come with them, as [`arm_bound`] reads
/// them.
fn counter_bounds(a: &mut Analysis<'_>, access: &Access) -> Vec<Bound> {
    let mut out = Vec::new();
    let b = access.block;
    let conditions =
        (access.guard.iter().map(|c| (c, false))).chain(access.arm.iter().map(|c| (c, true)));
    for (&(cond, taken), arm) in conditions {
        let bound = if arm {
            arm_bound(a, cond, taken)
        } else {
            affine_comparison(a, cond, taken)
        };
        let Some((x, op, y)) = bound else {
            continue;
        };
        let (x, y) = (under_arm(a, x, &access.arm), under_arm(a, y, &access.arm));
        let mut counters = x.coeffs.keys().chain(y.coeffs.keys()).peekable();
        // Without counters, a comparison of the low bits of a count (`(i + 1) & 1 != 0`
        // around a remainder column): the launch's listing reads those at each thread's
        // counters. Any other comparison without counters is a guard of the whole loop.
        let low_bits = |x: &Affine| {
            x.atoms().iter().any(
                |t| matches!(t, Atom::Choice(n) if a.lows.contains_key(n) || a.floors.contains_key(n)),
            )
        };
        if counters.peek().is_none() {
            if low_bits(&x) || low_bits(&y) {
                out.push((x, op, y));
            }
            continue;
        }
        let held = counters.all(|l| {
            a.forest
                .loops
                .get(*l)
                .is_some_and(|lp| lp.blocks.contains(&b))
        });
        if held {
            out.push((x, op, y));
        }
    }
    out
}

/// `x` with each select atom whose condition is one of `arm` replaced by the side that
/// condition takes there: a two-sided clamp's second test reads the first select
/// (`max(t, 0) < h - 1`), which is `t` where the first test picked `t`, so the bound on the
/// arm read under both is `t < h - 1`. `x` as far as it could be put so otherwise (an arm
/// that is not affine keeps its select, an opaque atom the bound's reader leaves alone).
fn under_arm(a: &mut Analysis<'_>, x: Affine, arm: &[(Value, bool)]) -> Affine {
    let mut x = x;
    for _ in 0..MAX_SELECT_ARMS {
        let pick = x.atoms().into_iter().find_map(|t| {
            let Atom::Opaque(v) = t else { return None };
            let Some(LoweredOp::Select {
                cond,
                if_true,
                if_false,
            }) = a.op_of(Value(v))
            else {
                return None;
            };
            let &(_, side) = arm.iter().find(|(c, _)| c == cond)?;
            Some((t, if side { *if_true } else { *if_false }))
        });
        let Some((t, v)) = pick else { return x };
        match a.affine(v).and_then(|p| x.substitute(t, &p)) {
            Some(y) => x = y,
            None => return x,
        }
    }
    x
}

/// The integer comparison `cond` as a [`Bound`] on the side `taken` of its branch, when both
/// its sides are affine.
fn affine_comparison(a: &mut Analysis<'_>, cond: Value, taken: bool) -> Option<Bound> {
    let (op, lhs, rhs) = comparison_of(a, cond)?;
    let op = if taken { op } else { op.negated() };
    Some((a.affine(lhs)?, op, a.affine(rhs)?))
}

/// A loop-invariant branch condition and the integer instructions that compute it from
/// values defined before the loop (in order; empty when the condition itself is one).
#[derive(Clone, Debug, PartialEq)]
pub struct Guard {
    pub cond: Value,
    /// The side of the branch the group's accesses are on.
    pub taken: bool,
    pub program: Vec<lowered_ir::Inst>,
}

/// Whether `op` is integer arithmetic a launch may evaluate from the call's values (a
/// guard's program, an unswitched branch's condition: `unswitch.rs`).
pub(crate) fn pure_int(op: &LoweredOp) -> bool {
    matches!(
        op,
        LoweredOp::IConst { .. }
            | LoweredOp::IntBin { .. }
            | LoweredOp::IntUn { .. }
            | LoweredOp::IntCmp { .. }
            | LoweredOp::Convert { .. }
    )
}

/// The instructions computing `cond` from values defined outside loop `l`, when it is
/// integer arithmetic of them (so the same in every iteration).
fn guard_program(a: &Analysis<'_>, cond: Value, l: usize) -> Option<Vec<lowered_ir::Inst>> {
    fn visit(
        a: &Analysis<'_>,
        v: Value,
        l: usize,
        out: &mut Vec<lowered_ir::Inst>,
        depth: usize,
    ) -> Option<()> {
        if !a.defined_in(v, l) || out.iter().any(|i| i.results == [v]) {
            return Some(());
        }
        let op = a.op_of(v)?;
        if !pure_int(op) || depth > 16 {
            return None;
        }
        // A block parameter of the loop that only carries a value from outside it (clang's
        // `n & 3` threaded through the row loop) is that value: the program reads it.
        let outside = |x: Value| {
            let c = a.canon(x);
            (c != x && a.defined_in(x, l) && !a.defined_in(c, l) && a.op_of(x).is_none())
                .then_some(c)
        };
        let mut op = op.clone();
        for x in op.operands_mut() {
            match outside(*x) {
                Some(c) => *x = c,
                None => visit(a, *x, l, out, depth + 1)?,
            }
        }
        out.push(lowered_ir::Inst {
            results: vec![v],
            op,
        });
        Some(())
    }
    let mut out = Vec::new();
    visit(a, cond, l, &mut out, 0)?;
    Some(out)
}

/// The verdict on one loop.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LoopDeps {
    pub parallel: bool,
    /// Why the loop is not parallel (empty when it is).
    pub reasons: Vec<String>,
    pub preconditions: BTreeSet<Precondition>,
    pub groups: Vec<Group>,
    /// `(value, operation)` of each reduction found.
    pub reductions: Vec<(Value, super::induction::ReductionOp)>,
    /// Accumulations at gathered cells (`hist[bin]++`, [`Access::accumulation`]), by their
    /// loaded value: the kernel adds to those cells atomically
    /// (`accumulate::make_atomic`).
    pub accumulations: Vec<Value>,
    pub loads: usize,
    pub stores: usize,
    /// What a launch of this loop does beyond one thread per iteration, and why: inner loops
    /// run for each thread's own count, remainders tied to where their loop stopped.
    pub transformations: Vec<String>,
    /// For a sequential loop whose only child is parallel: that child's verdict when every
    /// thread runs all of this loop's iterations in order ([`analyse_all`]).
    pub interchange: Option<Interchange>,
    /// Loads (by their result) whose addresses no formula bounds (`x[col[k]]`, `a[perm[i]]`)
    /// in a loop whose stores all have affine addresses: the kernel checks each such read
    /// against the bytes the launch writes, and traps (`read_conflict`) where one meets
    /// them; the loop then reruns on the CPU (`outline::add_read_checks`).
    pub checked_loads: Vec<Value>,
    /// Groups (indices into [`LoopDeps::groups`]) whose addresses do not move with the
    /// loop's counter (a row's scratch array, `tmp[j]` inside `for i`), where some of them
    /// store: each thread gets copies of their bytes ([`private_groups`]). The launch takes
    /// the hull of the storing groups and of the groups that meet it as one region, which no
    /// other group may touch; the kernel sends those groups' accesses to its thread's copy
    /// and traps where a thread reads a byte of it that it has not written first; a merge
    /// after the launch writes each byte as the last thread that wrote it left it
    /// (`privatize::add_private_copies`, `privatize::merge_kernel`). Empty for most loops.
    pub private: Vec<usize>,
}

/// A sequential loop run inside the threads of its only child: the child's iterations are
/// the threads, and each thread runs every iteration of the loop in order with its own
/// iteration of the child (`for i { for j { y[j] += a[i][j] * x[i] } }` runs `j` as the
/// grid and sums each `y[j]` over `i` in the original order, so floats stay exact).
#[derive(Clone, Debug, PartialEq)]
pub struct Interchange {
    pub child: usize,
    /// The child's verdict over all iterations of the loop (its groups and preconditions).
    pub deps: Box<LoopDeps>,
    /// The child's only child as a second thread dimension, where it can be one
    /// ([`SecondDim`]): `for k { for i { for j { c[i][j] += a[i][k] * b[k][j] } } }` runs
    /// `i` and `j` as a 2-D grid, each thread summing its element over `k` in order.
    pub second: Option<SecondDim>,
}

/// The second thread dimension of an interchange: the child's only child, whose iterations
/// are threads beside the child's. Its verdict compares two of its iterations in one
/// iteration of the child (the child's counter is the same in both, as the launch pins it)
/// at any two iterations of the loop run in order; the child's own verdict covers threads of
/// different rows.
#[derive(Clone, Debug, PartialEq)]
pub struct SecondDim {
    pub child: usize,
    pub deps: Box<LoopDeps>,
}

/// Every loop's verdict; a sequential loop whose only child is parallel also gets the
/// verdict on that child across all of its iterations ([`Interchange`]).
pub fn analyse_all(
    a: &mut Analysis<'_>,
    accesses: &[Access],
    names: &super::report::Namer,
) -> Vec<LoopDeps> {
    let n = a.forest.loops.len();
    let mut deps: Vec<LoopDeps> = (0..n)
        .map(|l| analyse_loop(a, l, accesses, names))
        .collect();
    for k in 0..n {
        if !deps[k].parallel {
            deps[k].interchange = interchange_of(a, k, &deps, accesses, names);
        }
    }
    deps
}

/// The verdict on loop `k`'s only child across all of `k`'s iterations, when that child is
/// parallel on its own and `k` is counted ([`Interchange`]; its `deps.parallel` says whether
/// the threads can run `k` in order).
pub fn interchange_of(
    a: &mut Analysis<'_>,
    k: usize,
    deps: &[LoopDeps],
    accesses: &[Access],
    names: &super::report::Namer,
) -> Option<Interchange> {
    let children = a.forest.loops[k].children.clone();
    let [c] = children.as_slice() else {
        return None;
    };
    // A child whose header runs past its last iteration (`header_runs_past`) has one more
    // thread, which runs the header in every iteration of `k` and leaves the child as the
    // others do (`outline::Shape::in_order_blocks`); its accesses there are ranged one
    // iteration further (`inner_trips`).
    if !deps[*c].parallel || a.counted(k).is_err() {
        return None;
    }
    let inner = analyse_in(a, *c, Some(k), accesses, names);
    let second = if inner.parallel {
        second_dim(a, k, *c, deps, accesses, names)
    } else {
        None
    };
    Some(Interchange {
        child: *c,
        deps: Box::new(inner),
        second,
    })
}

/// The second thread dimension of `k`'s interchange with its child `c` ([`SecondDim`]):
/// `c`'s only child, where it is parallel on its own, counted the same in every iteration
/// of the nest (the grid is launched once), and where no code outside it in `k` calls, and
/// none outside `c` writes memory (the first loop's own stores keep one thread dimension).
fn second_dim(
    a: &mut Analysis<'_>,
    k: usize,
    c: usize,
    deps: &[LoopDeps],
    accesses: &[Access],
    names: &super::report::Namer,
) -> Option<SecondDim> {
    let children = a.forest.loops[c].children.clone();
    let [s] = children.as_slice() else {
        return None;
    };
    let s = *s;
    if !deps[s].parallel || !deps[s].reductions.is_empty() || header_runs_past(a, s) {
        return None;
    }
    if !same_count_throughout(a, s, k) {
        return None;
    }
    // The first loop's own code (outside `c`) runs in every thread; `c`'s own code (outside
    // `s`, a peeled remainder) runs in every thread of its row, its stores in the row's
    // first thread only (`outline.rs`), in order with that thread's iterations.
    let (rows, inner) = (
        a.forest.loops[c].blocks.clone(),
        a.forest.loops[s].blocks.clone(),
    );
    let effects = a.loop_blocks(k).into_iter().any(|b| {
        !inner.contains(&b)
            && a.f.blocks[b].insts.iter().any(|i| {
                (super::outline::writes_memory(&i.op) && !rows.contains(&b))
                    || super::outline::repeats_outside_memory(&i.op)
            })
    });
    if effects {
        return None;
    }
    Some(SecondDim {
        child: s,
        deps: Box::new(analyse_in(a, s, Some(k), accesses, names)),
    })
}

/// Whether loop `l` is counted with a count that reads no loop counter and no value defined
/// in loop `k` around it: the same in every iteration of the nest from `k` in (no triangle),
/// so that a grid launched once covers every row.
pub(crate) fn same_count_throughout(a: &mut Analysis<'_>, l: usize, k: usize) -> bool {
    a.counted(l)
        .is_ok_and(|c| c.trip.num.coeffs.is_empty() && !a.varies(&c.trip.num, k))
}

/// Whether loop `m`'s counter may differ between the two iterations of loop `l` that the
/// analysis of `l` within `scope` compares: the loops inside `l`, and with an interchange
/// (`scope` the loop every thread runs in order) `scope` and the loops inside it that are
/// not around `l`. A loop between `scope` and `l` is a thread dimension before `l`'s, the
/// same in both ([`SecondDim`]).
fn free_loop(a: &Analysis<'_>, m: usize, l: usize, scope: usize) -> bool {
    m != l && a.forest.within(m, scope) && (m == scope || !a.forest.within(l, m))
}

/// Analyses loop `l`; `accesses` are the function's, `names` renders values and counters.
pub fn analyse_loop(
    a: &mut Analysis<'_>,
    l: usize,
    accesses: &[Access],
    names: &super::report::Namer,
) -> LoopDeps {
    analyse_in(a, l, None, accesses, names)
}

/// Analyses loop `l` alone (`outer` = `None`), or `l` as the threads of a kernel whose every
/// thread runs all the iterations of `outer` (the loop around `l`) in order, each with its
/// own iteration of `l` (an interchange: two threads compare at any two iterations of
/// `outer`, which then counts as one of `l`'s inner loops).
fn analyse_in(
    a: &mut Analysis<'_>,
    l: usize,
    outer: Option<usize>,
    accesses: &[Access],
    names: &super::report::Namer,
) -> LoopDeps {
    let mut deps = LoopDeps::default();
    let mut reasons: Vec<String> = Vec::new();
    let counter = names.counter(&a.forest, l);
    let scope = outer.unwrap_or(l);
    // Stores through row pointers read in the nest (`c[i][j] = ...` of a `double **`), and
    // loads through the same ones, are affine in the counters once each row load is its
    // table's first row plus its spacing times the counter (`row_pointers.rs`), values the
    // launch reads.
    let accesses = super::row_pointers::accesses_by_rows(a, accesses, scope);
    let accesses: &[Access] = &accesses;
    if let Some(k) = outer {
        interchange_reasons(a, l, k, names, &mut reasons);
    }
    if let Err(why) = a.counted(l) {
        reasons.push(format!("it is not a counted loop: {why}"));
    } else if header_runs_past(a, l) {
        deps.transformations.push(
            "one more thread: it exits from its header, whose last run (past the last iteration) also loads, stores or traps; that run is a thread of its own, which runs the header and returns".into(),
        );
    }
    for (v, kind) in a.header_params(l) {
        match kind {
            HeaderParam::Carried { why } => reasons.push(format!(
                "the value {} is carried from one iteration to the next ({why})",
                names.value(a.f, v)
            )),
            HeaderParam::Reduction { op, lanes } => {
                deps.reductions.push((v, op));
                let what = match lanes {
                    Some(shape) => format!("{} over {} lanes", op.describe(), shape.name()),
                    None => op.describe().to_string(),
                };
                if op.needs_reassociation() && !a.reassociate_floats {
                    reasons.push(format!(
                        "it accumulates a {} in {}: floating-point results depend on the order, so the iterations run in order",
                        what,
                        names.value(a.f, v)
                    ));
                } else if outer.is_some() {
                    let article = if what.starts_with(['a', 'e', 'i', 'o', 'u']) {
                        "an"
                    } else {
                        "a"
                    };
                    reasons.push(format!(
                        "it accumulates {article} {} in {}, which a loop run in order inside the threads cannot combine",
                        what,
                        names.value(a.f, v)
                    ));
                } else {
                    // Exact in any order for integers: every thread combines its iteration's
                    // part from the operation's identity, and the launch combines the
                    // threads' parts. An ordered float minimum or maximum is exact when the
                    // parts are combined in order; other floats only when the user accepts
                    // another rounding.
                    deps.transformations.push(format!(
                        "its {} in {} is a parallel reduction: each thread's part starts from {}, and the parts are combined with the value on entry after the launch{}",
                        what,
                        names.value(a.f, v),
                        op.identity_name(),
                        if op.needs_reassociation() {
                            " (reassociated: --reassociate-floats)"
                        } else if op.ordered() {
                            " in the loop's order, thread after thread"
                        } else {
                            ""
                        }
                    ));
                }
            }
            HeaderParam::Induction { .. }
            | HeaderParam::FloatInduction { .. }
            | HeaderParam::Quadratic { .. }
            | HeaderParam::Invariant => {}
        }
    }
    // Values computed in the loop and used after it must be computable without running it
    // (a carried value or a reduction already explains itself).
    let explained = a.header_params(l).iter().any(|(_, k)| match k {
        HeaderParam::Carried { .. } => true,
        HeaderParam::Reduction { op, .. } => op.needs_reassociation() && !a.reassociate_floats,
        _ => false,
    });
    // Values the last iteration loads and the code after the loop reads: the finish function
    // loads them again before the launch, where no byte the loop writes is one of theirs.
    let mut live_loads: Vec<Value> = Vec::new();
    if !explained && outer.is_none() {
        // An integer reduction's total leaves the loop as the launch combines it.
        let totals = a.reduction_totals(l);
        for v in uncomputable_live_outs(a, l)
            .into_iter()
            .filter(|v| !totals.contains(&a.canon(*v)) && !totals.contains(v))
        {
            if matches!(a.op_of(v), Some(LoweredOp::Load { .. })) {
                live_loads.push(v);
                continue;
            }
            reasons.push(format!(
                "the value {} computed in the loop is used after it",
                names.value(a.f, v)
            ));
        }
    }
    // Operations that block parallelism.
    for b in a.loop_blocks(scope) {
        for inst in &a.f.blocks[b].insts {
            let why = match &inst.op {
                LoweredOp::Call { callee, .. } => Some(format!(
                    "it calls {}, whose memory effects are not analysed",
                    names.callee(*callee)
                )),
                LoweredOp::Instance { op, .. } => Some(format!(
                    "it uses `{}`, which kernels do not have",
                    op.name()
                )),
                LoweredOp::MemoryGrow { .. } => {
                    Some("it grows the memory (kernels run on a fixed memory)".to_string())
                }
                LoweredOp::CallIndirect { table, .. } => Some(format!(
                    "it calls through table {table}, whose functions are not analysed"
                )),
                LoweredOp::CallRef { .. } => Some(
                    "it calls through a function reference, whose function is not analysed"
                        .to_string(),
                ),
                LoweredOp::GlobalSet { index, .. } => {
                    Some(format!("it writes global {index} in every iteration"))
                }
                _ => None,
            };
            if let Some(w) = why {
                reasons.push(format!("{w} (at {})", a.cfg.ids[b]));
            }
        }
    }
    // Inner loops whose count the launch cannot range (a CSR row's `rp[i] .. rp[i + 1]`):
    // each thread runs them for its own count, and the kernel checks what they read against
    // what the launch writes (below), where a read is based on values no store of the loop
    // is based on (`val[k]` and `x[col[k]]` beside `y[i]`). A read of the array the loop
    // writes (a substitution's `x[j]` beside `x[i]`) would meet it at every launch, and a
    // store in such a loop keeps the loop sequential.
    let unbounded: Vec<usize> = (0..a.forest.loops.len())
        .filter(|m| *m != l && a.forest.within(*m, scope) && !count_bounded(a, accesses, *m, l))
        .collect();
    // Reads whose bytes cannot be bounded are checked by the kernel itself when every write
    // of the loop is ranged (and the loop is not run in order inside another's threads).
    // A byte count of `memory.fill`/`memory.copy` that changes between iterations in a way
    // the counters do not describe is not known at a launch.
    let len_unknown = |x: &Access| match &x.len {
        Some(Some(n)) => a.varies_opaquely(n, scope),
        Some(None) => true,
        None => false,
    };
    // An address varies opaquely also through a choice whose alternatives hold values the
    // loop computes (`t = c[i] ? b[i] : b[i] + 1; a[t + 2*i] = ...`): the two iterations a
    // pair test compares need not read the same `b[i]`, so no stride decides them.
    let varies = |a: &Analysis<'_>, ad: &Affine| {
        a.varies_opaquely(ad, scope) || varies_by_path(a, ad, scope)
    };
    let mut store_bases = BTreeSet::new();
    let mut writes_ranged = true;
    for x in accesses
        .iter()
        .filter(|x| x.store && a.forest.loops[scope].blocks.contains(&x.block))
    {
        match &x.addr {
            Some(ad) if !len_unknown(x) && !varies(a, ad) => {
                store_bases.extend(base_atoms(ad));
            }
            _ => writes_ranged = false,
        }
    }
    let checkable = writes_ranged && outer.is_none();
    // The accesses of the loop; an address with a value that changes between iterations in
    // a way the counters do not describe is not affine for this loop, nor is such a read's
    // in a loop of `unbounded` (checked instead).
    let mine_owned: Vec<Access> = accesses
        .iter()
        .filter(|x| a.forest.loops[scope].blocks.contains(&x.block))
        .map(|x| {
            let mut x = x.clone();
            if len_unknown(&x) {
                x.len = Some(None);
            }
            // Or one whose address takes a choice between values read from memory (where a
            // row's unrolled loop stopped: `rp[i]` or `rp[i + 1] - 1`).
            let checked_instead = checkable
                && !x.store
                && x.addr.as_ref().is_some_and(|ad| {
                    let bases = base_atoms(ad);
                    let unrangeable = unbounded
                        .iter()
                        .any(|m| a.forest.loops[*m].blocks.contains(&x.block))
                        || varies_by_path(a, ad, l);
                    unrangeable && !bases.is_empty() && bases.is_disjoint(&store_bases)
                });
            if checked_instead
                || x.addr.as_ref().is_some_and(|ad| varies(a, ad))
                || matches!(x.len, Some(None))
            {
                x.addr = None;
            }
            x
        })
        .collect();
    let mine: Vec<&Access> = mine_owned.iter().collect();
    deps.loads = mine.iter().filter(|x| !x.store).count();
    deps.stores = mine.iter().filter(|x| x.store).count();
    let any_store = deps.stores > 0;
    for x in &mine {
        if matches!(x.len, Some(None)) {
            reasons.push(format!(
                "the length of the memory.fill or memory.copy at {} is not a formula of the arguments and loop counters, so the bytes it touches are not known before it runs",
                a.cfg.ids[x.block]
            ));
            continue;
        }
        // Also in a loop without stores: the launch moves the bytes a kernel reads, and only
        // checked reads make it move them all.
        if x.addr.is_none() {
            if let Some(v) = x.result.filter(|_| !x.store && checkable) {
                if !deps.checked_loads.contains(&v) {
                    deps.checked_loads.push(v);
                }
                continue;
            }
            let what = if x.store { "store" } else { "load" };
            let so = if x.store || any_store {
                "an overlap with another iteration cannot be ruled out"
            } else {
                "the bytes it reads are not known before a launch"
            };
            reasons.push(format!(
                "the address of the {what} at {} ({}) is not an affine function of loop counters and arguments, so {so}",
                a.cfg.ids[x.block],
                names.value(a.f, x.addr_value)
            ));
        }
    }
    if !deps.checked_loads.is_empty() {
        deps.transformations.push(format!(
            "checked reads: {} load{} at addresses read from memory (a gather) {} checked by the kernel against the bytes the launch writes; one that meets them traps, and the loop reruns on the CPU",
            deps.checked_loads.len(),
            if deps.checked_loads.len() == 1 { "" } else { "s" },
            if deps.checked_loads.len() == 1 { "is" } else { "are" },
        ));
    }
    // An inner loop that is not counted covers bytes nobody can bound before it runs. One
    // whose trip count is affine in the counters around it (a triangular or trapezoidal
    // loop, `for j <= i`) is bounded at launch by the extremes of those counters
    // (`offload::Env::counter_ranges`): the union over the outer counters, a superset of the
    // bytes touched, so the checks on it stay sound. A count that takes an alternative of a
    // choice (a vector loop's remainder runs from where the vector loop stopped) is ranged
    // over each alternative, tied to the same alternative in the addresses
    // (`offload::Env::separate_everywhere`). A count that changes in a way the counters and
    // choices do not describe cannot be bounded.
    if any_store {
        let n = a.forest.loops.len();
        for m in 0..n {
            if m == l || !a.forest.within(m, scope) {
                continue;
            }
            let moves = mine
                .iter()
                .any(|x| x.addr.as_ref().is_some_and(|ad| ad.coeffs.contains_key(&m)));
            if !moves {
                continue;
            }
            let header = a.cfg.ids[a.forest.loops[m].header];
            match ranging_count(a, accesses, m) {
                None => reasons.push(format!(
                    "its inner loop L{m} (at {header}) is not counted, so the bytes it touches are not known before it runs"
                )),
                Some((c, early_exit)) => {
                    if early_exit {
                        deps.transformations.push(format!(
                            "early exit: its inner loop L{m} may leave before its count (a `break`); it stores nothing, and the launch ranges what it reads over at most {} iterations, the count of its exit test `{}`",
                            names.trip(&a.forest, &c.trip),
                            c.test
                        ));
                    }
                    let vs = variants(&c.trip.num, l, a);
                    let bounded = !unbounded.contains(&m);
                    // The counters around L{m} its count reads, in any alternative.
                    let outer: Vec<String> = vs
                        .iter()
                        .flatten()
                        .flat_map(|v| v.coeffs.keys().copied())
                        .filter(|k| !a.forest.within(*k, m))
                        .collect::<BTreeSet<usize>>()
                        .into_iter()
                        .map(|k| names.counter(&a.forest, k))
                        .collect();
                    if !bounded {
                        reasons.push(format!(
                            "the trip count of its inner loop L{m} (at {header}) changes from one iteration of {counter} to the next in a way the loop counters do not describe, so the bytes it touches cannot be bounded before a launch"
                        ));
                    } else if !outer.is_empty() {
                        deps.transformations.push(format!(
                            "triangular: its inner loop L{m} runs {} times, a count affine in {}; each thread runs it for its own count, and the launch ranges its accesses at both ends of that count",
                            names.trip(&a.forest, &c.trip),
                            outer.join(" and ")
                        ));
                    } else if a.varies(&c.trip.num, l) {
                        deps.transformations.push(format!(
                            "remainder: its inner loop L{m} runs {} times, from where another loop stopped; the launch ranges each alternative together with the addresses that take it",
                            names.trip(&a.forest, &c.trip)
                        ));
                    }
                }
            }
        }
    }
    // Groups of affine accesses: one per cluster of constant offsets from one base.
    let spans = offset_clusters(&mine);
    let mut group_span: Vec<(i64, i64)> = Vec::new();
    let mut group_of: Vec<Option<usize>> = Vec::new();
    for (x, span) in mine.iter().zip(&spans) {
        let (Some(addr), Some(span)) = (&x.addr, span) else {
            group_of.push(None);
            continue;
        };
        let c = addr.constant.constant_term();
        let mut base = addr.clone();
        base.constant = base.constant.without_constant();
        let len = x.symbolic_len().cloned();
        let bounds = counter_bounds(a, x);
        // Arms under different select conditions keep groups of their own, so that each is
        // ranged only where it is read.
        let gi = match (deps.groups.iter().zip(&group_span))
            .position(|(g, s)| s == span && g.keyed_like(&base, len.as_ref(), &x.arm, &x.sides))
        {
            Some(gi) => gi,
            None => {
                group_span.push(*span);
                deps.groups.push(Group {
                    base,
                    lo: c,
                    hi: c.saturating_add(x.reach()),
                    stores: 0,
                    loads: 0,
                    align: super::affine::gcd(x.bytes(), x.spread_step),
                    len,
                    guard: (x.guard.iter().chain(&x.arm))
                        .filter_map(|&(cond, taken)| {
                            let program = guard_program(a, cond, scope)?;
                            Some(Guard {
                                cond,
                                taken,
                                program,
                            })
                        })
                        .collect(),
                    bounds: bounds.clone(),
                    bound_sets: Some(Vec::new()),
                    arm: x.arm.clone(),
                    sides: x.sides.clone(),
                });
                deps.groups.len() - 1
            }
        };
        let g = &mut deps.groups[gi];
        g.guard
            .retain(|c| x.guard.contains(&(c.cond, c.taken)) || x.arm.contains(&(c.cond, c.taken)));
        g.bounds.retain(|c| bounds.contains(c));
        if let Some(sets) = &mut g.bound_sets {
            let (lo, hi) = (c, c.saturating_add(x.reach()));
            match sets.iter_mut().find(|s| s.bounds == bounds) {
                Some(set) => (set.lo, set.hi) = (set.lo.min(lo), set.hi.max(hi)),
                None => sets.push(BoundSet { bounds, lo, hi }),
            }
            if sets.len() > MAX_BOUND_SETS {
                g.bound_sets = None;
            }
        }
        g.align = super::affine::gcd(
            super::affine::gcd(g.align, super::affine::gcd(x.bytes(), x.spread_step)),
            c.saturating_sub(g.lo),
        );
        g.lo = g.lo.min(c);
        g.hi = g.hi.max(c.saturating_add(x.reach()));
        if x.store {
            g.stores += 1;
        } else {
            g.loads += 1;
        }
        group_of.push(Some(gi));
    }
    // The row pointer tables the groups read through: the nest must write none of their
    // bytes, so that the entries the launch read are the ones the threads read.
    let mut tables: Vec<u32> = deps
        .groups
        .iter()
        .flat_map(|g| super::row_pointers::rows_of(&g.base))
        .collect();
    tables.sort_unstable();
    tables.dedup();
    for v in tables {
        let name = names.value(a.f, Value(v));
        if !read_only_load(&mut deps, &mine, &group_of, Value(v)) {
            reasons.push(format!(
                "the row pointer {name} is read from bytes the loop may write, so its rows are not known before a launch"
            ));
            continue;
        }
        deps.transformations.push(format!(
            "row pointers: {name} is read as its table's first row plus the rows' spacing times the counter; the launch reads the table and runs only where the rows are evenly spaced and the loop writes none of the table's bytes"
        ));
    }
    for v in live_loads {
        if !read_only_load(&mut deps, &mine, &group_of, v) {
            reasons.push(format!(
                "the value {} loaded in the loop is used after it, from bytes the loop may write",
                names.value(a.f, v)
            ));
        }
    }
    let trips = inner_trips(a, l, scope);
    // Around the threads' loop: which accesses run in thread 0 only (the outer loop's own
    // stores, and its reads that feed only those; see below).
    let thread0_only: Vec<bool> = match outer {
        None => vec![false; mine.len()],
        Some(_) => mine
            .iter()
            .map(|x| {
                !a.forest.loops[l].blocks.contains(&x.block)
                    && (x.store || x.result.is_none_or(|v| feeds_only_effects(a, v, l, scope)))
            })
            .collect(),
    };
    // Groups the threads may each keep a copy of: their pairs are the launch's to judge,
    // unless the loop stays sequential for another reason (then they explain it as before).
    let private = match outer {
        None if deps.reductions.is_empty() && deps.checked_loads.is_empty() => {
            private_groups(a, l, &mine, &group_of, &deps.groups)
        }
        _ => Vec::new(),
    };
    let mut private_reasons: Vec<String> = Vec::new();
    let mut private_preconditions: BTreeSet<Precondition> = BTreeSet::new();
    for (i, x) in mine.iter().enumerate() {
        if !x.store {
            continue;
        }
        for (j, y) in mine.iter().enumerate() {
            if j < i && y.store {
                continue; // store pairs once
            }
            let (Some(ax), Some(ay), Some(gx), Some(gy)) =
                (&x.addr, &y.addr, group_of[i], group_of[j])
            else {
                continue;
            };
            // A storing group kept by the threads, against anything, and anything against a
            // storing group kept by them: the launch tests that no other group meets their
            // region.
            let kept = |g: usize| private.contains(&g) && deps.groups[g].stores > 0;
            let (reasons, preconditions) = if kept(gx) || kept(gy) {
                (&mut private_reasons, &mut private_preconditions)
            } else {
                (&mut reasons, &mut deps.preconditions)
            };
            // The header's run past `l`'s last iteration is the header's own access in one
            // more iteration (`inner_trips` counts it), not an access one iteration ahead.
            if x.past == Some(l) || y.past == Some(l) {
                continue;
            }
            // Two accumulations of one type: adds to a cell commute, and the kernel makes
            // each one atomic, so threads may add to one cell in any order.
            if x.accumulation.is_some() && y.accumulation.is_some() && x.mem_ty == y.mem_ty {
                for v in [x.accumulation, y.accumulation].into_iter().flatten() {
                    if !deps.accumulations.contains(&v) {
                        deps.accumulations.push(v);
                    }
                }
                continue;
            }
            if outer.is_some() {
                // Around the threads' loop, the outer loop's own accesses run in thread 0
                // only (its stores; the kernel guards them): with each other and with thread
                // 0's own iterations they keep their order, and against the other threads'
                // accesses their bytes must not meet at all.
                let in_threads = |x: &Access| a.forest.loops[l].blocks.contains(&x.block);
                match (in_threads(x), in_threads(y)) {
                    (true, true) => {}
                    // Both in the outer loop's own code: its stores, and the reads that feed
                    // only them, run in thread 0 in order (other threads' copies of those
                    // reads go nowhere). A read whose value reaches anything else runs in
                    // every thread and must not meet the stores.
                    (false, false) if thread0_only[j] => continue,
                    // One group: the same bytes, whatever the arguments.
                    _ if gx == gy => {
                        reasons.push(format!(
                            "interchange: the store to {} is read in every thread while thread 0 writes it",
                            names.group(&a.forest, &deps.groups[gx])
                        ));
                        continue;
                    }
                    // A store of the threads' loop against the outer loop's own access: apart
                    // from the threads after the first when that access runs in thread 0 only
                    // (a store, or a read that feeds only those), from every thread when it
                    // is a read every thread uses.
                    (inside, _) => {
                        let own = if inside { j } else { i };
                        preconditions.insert(if !thread0_only[own] {
                            Precondition::Disjoint {
                                written: gx,
                                other: gy,
                            }
                        } else {
                            Precondition::DisjointBeyondThread0 {
                                written: gx,
                                other: gy,
                            }
                        });
                        continue;
                    }
                }
            }
            let symbolic = x.width().is_none() || y.width().is_none();
            let result = if symbolic {
                // A byte count known only from the arguments: checked at launch time, as
                // whole ranges apart where the two are based on different pointer
                // arguments. Accesses at constant places (global arrays: no root) may be
                // the same array's, whose whole ranges meet (a row loop of `memcpy` into a
                // static matrix, each row's length `8*(n - 2)`, against itself): the launch
                // tests them across iterations, which takes whole ranges apart too.
                let (rx, ry) = (roots(ax), roots(ay));
                if !rx.is_empty() && !ry.is_empty() && rx.is_disjoint(&ry) {
                    PairResult::Disjoint
                } else {
                    PairResult::RunTime
                }
            } else {
                match pair_test(l, scope, ax, x.reach(), ay, y.reach(), &trips, a) {
                    // Two accesses at constant places (global arrays) that may meet at no one
                    // distance: the launch lists their bytes at their values, as it does for
                    // pointers that are arguments (whose difference is not a constant,
                    // `RunTime` there). Deciding here made global arrays worse off than
                    // malloc'ed ones: syrk's diagonal store, one of two alternatives of where
                    // its unrolled row stopped, may reach the next array's first element by
                    // the alternative that its last row never takes.
                    PairResult::Dependent(None)
                        if at_constant_places(ax) && at_constant_places(ay) =>
                    {
                        PairResult::RunTime
                    }
                    other => other,
                }
            };
            match result {
                PairResult::Independent => {}
                PairResult::Disjoint => {
                    preconditions.insert(Precondition::Disjoint {
                        written: gx,
                        other: gy,
                    });
                }
                PairResult::RunTime => {
                    preconditions.insert(Precondition::NoCrossIteration {
                        written: gx,
                        other: gy,
                    });
                }
                PairResult::Dependent(dist) => {
                    let whole = matches!(dist, Some(0) | None);
                    let addr_x = if whole {
                        names.group(&a.forest, &deps.groups[gx])
                    } else {
                        names.affine(&a.forest, ax)
                    };
                    let addr_y = if whole {
                        names.group(&a.forest, &deps.groups[gy])
                    } else {
                        names.affine(&a.forest, ay)
                    };
                    let what = if y.store { "store to" } else { "load from" };
                    let text = match dist {
                        Some(0) if i == j => format!(
                            "the store to {addr_x} writes the same bytes in every iteration of {counter}"
                        ),
                        Some(0) => format!(
                            "the store to {addr_x} and the {what} {addr_y} touch the same bytes in every iteration of {counter}"
                        ),
                        None if i == j => format!(
                            "the store to {addr_x} may write the same bytes in different iterations of {counter}"
                        ),
                        Some(d) => format!(
                            "the store to {addr_x} in iteration {counter} touches the bytes of the {what} {addr_y} in iteration {counter}{}{} (a dependence of distance {})",
                            if d < 0 { "-" } else { "+" },
                            d.unsigned_abs(),
                            d.unsigned_abs()
                        ),
                        None => format!(
                            "the store to {addr_x} may touch the bytes of the {what} {addr_y} in another iteration of {counter}"
                        ),
                    };
                    reasons.push(text);
                }
            }
        }
    }
    // Only where the threads accumulate across the outer loop (a written range is read too,
    // `y[j] += ...`): a loop that writes the same outputs afresh in every outer iteration
    // (a repeated sweep) launches as well per iteration, and its first-call check then
    // samples the threads instead of whole outer iterations.
    if let Some(k) = outer {
        let accumulates = deps.groups.iter().any(|g| g.stores > 0 && g.loads > 0);
        if !accumulates {
            reasons.push(format!(
                "interchange: nothing L{l} writes is read again across L{k}, so launching L{l} for each iteration of {} does as well",
                names.counter(&a.forest, k)
            ));
        }
    }
    if !private.is_empty() {
        if reasons.is_empty() {
            deps.private = private;
            deps.transformations.push(format!(
                "private copies: {} stay at the same bytes in every iteration of {counter}; each thread works on its own copy of them, a read of a byte its iteration has not written first traps (the loop then reruns on the CPU), and after the launch each byte is written as the last iteration that wrote it left it",
                (deps.private.iter())
                    .filter(|g| deps.groups[**g].stores > 0)
                    .map(|g| names.group(&a.forest, &deps.groups[*g]))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        } else {
            reasons.extend(private_reasons);
            deps.preconditions.extend(private_preconditions);
        }
    }
    dedup(&mut reasons);
    if !deps.accumulations.is_empty() && reasons.is_empty() {
        let n = deps.accumulations.len();
        deps.transformations.push(format!(
            "atomic adds: {n} accumulation{} (`m[b] += d` of an integer at a cell the data chooses, a histogram's, or at one fixed cell, a global count's) add atomically in the kernel, in any order; the launch ranges the cells by the bounds of their index",
            if n == 1 { "" } else { "s" }
        ));
    }
    if let Some(k) = outer {
        let around = names.counter(&a.forest, k);
        let text = match a.forest.loops[l].parent.filter(|p| *p != k) {
            Some(row) => format!(
                "second dimension: the iterations of L{l} are threads too, beside L{row}'s (a 2-D grid), each running every iteration of L{k} ({around}) in order"
            ),
            None => format!(
                "interchange: the iterations of L{l} are the threads and each runs every iteration of L{k} ({around}) in order, so what one element accumulates over {around} is summed in the original order; one launch instead of one per iteration of {around}"
            ),
        };
        deps.transformations.insert(0, text);
    }
    deps.parallel = reasons.is_empty();
    deps.reasons = reasons;
    deps
}

/// The groups of loop `l` whose addresses do not move with its counter (nor through a value
/// the loop computes, other than a choice between paths), when one of them stores, the
/// loop also stores elsewhere, each of their accesses is a plain load or store or a
/// `memory.copy`'s source (no select arms, no table spread, no run past a header, no bulk
/// write), and no load of them comes before every store to its array in the iteration's
/// order: [`LoopDeps::private`]. Empty otherwise, and for a loop whose header runs past its
/// last iteration (that run would be a thread of its own).
fn private_groups(
    a: &Analysis<'_>,
    l: usize,
    mine: &[&Access],
    group_of: &[Option<usize>],
    groups: &[Group],
) -> Vec<usize> {
    // Where a choice the loop makes picks the address (the remainder of an unrolled row
    // starts where the unrolled part stopped), the launch ranges each alternative: the
    // region covers them all.
    let fixed = |g: &Group| !g.base.coeffs.contains_key(&l) && !a.varies_opaquely(&g.base, l);
    let out: Vec<usize> = (0..groups.len()).filter(|g| fixed(&groups[*g])).collect();
    if !out.iter().any(|g| groups[*g].stores > 0) || header_runs_past(a, l) {
        return Vec::new();
    }
    // A loop that stores nothing else (a sweep repeated `steps` times into the same output)
    // would only run its whole work once per thread: its inner loops are the parallel ones.
    if !(0..groups.len()).any(|g| groups[g].stores > 0 && !out.contains(&g)) {
        return Vec::new();
    }
    // A `memory.copy` may read the region (doitgen's `memcpy(A[r][q], sum, ...)`): the
    // kernel copies from the thread's copy byte by byte; it may not write it.
    let plain = |x: &Access| {
        x.arm.is_empty()
            && x.spread == 0
            && x.past.is_none()
            && x.accumulation.is_none()
            && (x.len.is_none() || !x.store)
    };
    let kept: Vec<&Access> = (mine.iter().zip(group_of))
        .filter(|(_, g)| g.is_some_and(|g| out.contains(&g)))
        .map(|(x, _)| *x)
        .collect();
    // A load of those bytes before any store to them in the iteration (a time step's
    // `A[i - 1] + A[i + 1]` before it writes `A`) reads what an earlier iteration left:
    // every thread would trap, so the loop is not worth keeping copies for.
    let mut rank = vec![usize::MAX; a.f.blocks.len()];
    for (k, b) in a.cfg.rpo.iter().enumerate() {
        rank[*b] = k;
    }
    let at = |x: &Access| (rank[x.block], x.inst);
    // The same array: the same pointers, or for static arrays (no pointer) constant parts
    // less than a page apart.
    let same_array = |x: &Access, y: &Access| match (&x.addr, &y.addr) {
        (Some(ax), Some(ay)) => {
            let (rx, ry) = (base_atoms(ax), base_atoms(ay));
            if rx.is_empty() && ry.is_empty() {
                let (cx, cy) = (ax.constant.constant_term(), ay.constant.constant_term());
                cx.abs_diff(cy) < 4096
            } else {
                rx == ry
            }
        }
        _ => false,
    };
    // A load whose array is stored to only after it reads what an earlier iteration left.
    // (One whose array no kept store names, a pointer into it computed before the loop, is
    // left to the kernel's checks.)
    let written_first = kept.iter().filter(|x| !x.store).all(|x| {
        let stores: Vec<&&Access> = (kept.iter())
            .filter(|y| y.store && same_array(x, y))
            .collect();
        stores.is_empty() || stores.iter().any(|y| at(y) < at(x))
    });
    if kept.iter().all(|x| plain(x)) && written_first {
        out
    } else {
        Vec::new()
    }
}

/// Makes the bytes that load `v` reads ones no store of the loop writes: a
/// [`Precondition::Disjoint`] between every group holding one of its accesses in `mine`
/// (each arm of a load through selects) and every group with stores. `false`, adding
/// nothing, where it has no access there, or one of them has no group or a group that
/// stores.
fn read_only_load(
    deps: &mut LoopDeps,
    mine: &[&Access],
    group_of: &[Option<usize>],
    v: Value,
) -> bool {
    let held: Vec<Option<usize>> = mine
        .iter()
        .zip(group_of)
        .filter(|(x, _)| x.result == Some(v))
        .map(|(_, g)| *g)
        .collect();
    if held.is_empty()
        || held
            .iter()
            .any(|g| g.is_none_or(|h| deps.groups[h].stores > 0))
    {
        return false;
    }
    for h in held.into_iter().flatten() {
        for g in 0..deps.groups.len() {
            if deps.groups[g].stores > 0 {
                deps.preconditions.insert(Precondition::Disjoint {
                    written: g,
                    other: h,
                });
            }
        }
    }
    true
}

/// Why loop `l` cannot run as threads that each run every iteration of `k` (its parent)
/// in order, beyond the memory test: `k` must be counted and carry nothing but inductions,
/// its values used after it computable without running it, and the branches of its body
/// outside `l` (which every thread runs; its stores run in one thread, the kernel guards
/// them) must not read memory; `l`'s count must be the same in every iteration of `k` (the
/// threads are launched once), and nothing `l` computes may be read after it (each thread
/// has run one iteration of it, not the last).
fn interchange_reasons(
    a: &mut Analysis<'_>,
    l: usize,
    k: usize,
    names: &super::report::Namer,
    reasons: &mut Vec<String>,
) {
    let outer = names.counter(&a.forest, k);
    match a.counted(l) {
        Ok(c) if c.trip.num.coeffs.contains_key(&k) || a.varies(&c.trip.num, k) => {
            reasons.push(format!(
                "interchange: the trip count of L{l} changes with {outer}, and the threads are launched once"
            ))
        }
        _ => {}
    }
    for (v, kind) in a.header_params(k) {
        if !matches!(kind, HeaderParam::Induction { .. } | HeaderParam::Invariant) {
            reasons.push(format!(
                "interchange: {} is carried from one iteration of {outer} to the next",
                names.value(a.f, v)
            ));
        }
    }
    for v in uncomputable_live_outs(a, k) {
        reasons.push(format!(
            "interchange: the value {} computed in L{k} is used after it",
            names.value(a.f, v)
        ));
    }
    // What L{l} leaves for the code after it, the kernel computes for its last iteration
    // (`outline.rs`): an affine form of its own counter and of values from before L{k}.
    // Anything else read after it would be the thread's own iteration's value.
    for (v, _) in a.live_outs(l) {
        if !a.defined_in(a.canon(v), l) {
            continue;
        }
        let ty = a.ty(v);
        let computable = matches!(ty, Some(LoweredType::I32 | LoweredType::I64))
            && a.affine(v).is_some_and(|x| {
                x.coeffs.keys().all(|m| *m == l)
                    && x.atoms().iter().all(|t| match t {
                        Atom::Arg(i) => a.f.signature.params.get(*i as usize).copied() == ty,
                        Atom::Opaque(n) | Atom::Choice(n) => {
                            !a.defined_in(Value(*n), k) && a.ty(Value(*n)) == ty
                        }
                        Atom::Row(_) | Atom::RowStep(_) => false,
                    })
            });
        if !computable {
            reasons.push(format!(
                "interchange: the value {} computed in L{l} is read after it, where a thread has run only its own iteration",
                names.value(a.f, v)
            ));
        }
    }
    // The outer loop's own code runs in every thread, its stores in one: a branch there must
    // not read memory, which that one thread may be changing under the others.
    let inner = a.forest.loops[l].blocks.clone();
    for b in a.loop_blocks(k) {
        if inner.contains(&b) {
            continue;
        }
        if let lowered_ir::Terminator::Branch { cond, .. } = &a.f.blocks[b].term {
            if reads_memory(a, *cond, k, 0) {
                reasons.push(format!(
                    "interchange: the branch at {} reads memory, which the thread that runs L{k}'s stores may change under the others",
                    a.cfg.ids[b]
                ));
            }
        }
    }
}

/// The values loop `l` computes, used after it, that are not affine forms the finish
/// function can compute without running the loop.
fn uncomputable_live_outs(a: &mut Analysis<'_>, l: usize) -> Vec<Value> {
    a.live_outs(l)
        .into_keys()
        .filter(|v| {
            let computable = a.affine(*v).is_some_and(|x| !a.varies(&x, l))
                || invariant_pure(a, a.canon(*v), l, 0);
            a.defined_in(a.canon(*v), l) && !computable
        })
        .collect()
}

/// Whether `v` is pure arithmetic of values from before loop `l` (`n < 2` computed in the
/// loop and read after it): the same in every iteration, which the finish function computes
/// again without running the loop.
fn invariant_pure(a: &Analysis<'_>, v: Value, l: usize, depth: usize) -> bool {
    if !a.defined_in(v, l) {
        return true;
    }
    if depth > 16 {
        return false;
    }
    match a.defs.get(&v) {
        Some(super::induction::Def::Inst { block, inst }) => {
            let op = &a.f.blocks[*block].insts[*inst].op;
            super::outline::pure(op)
                && op
                    .operands()
                    .into_iter()
                    .all(|o| invariant_pure(a, a.canon(o), l, depth + 1))
        }
        _ => false,
    }
}

/// Whether every use of `v` (defined in loop `k`, outside its child `l`) is, through pure
/// arithmetic and loads, a store, `memory.copy` or `memory.fill` in `k` outside `l`: then
/// only the thread that runs those needs it.
fn feeds_only_effects(a: &Analysis<'_>, v: Value, l: usize, k: usize) -> bool {
    let f = a.f;
    let outside =
        |b: usize| a.forest.loops[k].blocks.contains(&b) && !a.forest.loops[l].blocks.contains(&b);
    let mut todo = vec![v];
    let mut seen = BTreeSet::new();
    while let Some(w) = todo.pop() {
        if !seen.insert(w) {
            continue;
        }
        // A long chain of uses is not followed to its end: not proved.
        if seen.len() > 256 {
            return false;
        }
        for (bi, b) in f.blocks.iter().enumerate() {
            for inst in &b.insts {
                if !inst.op.operands().contains(&w) {
                    continue;
                }
                if !outside(bi) {
                    return false;
                }
                let op = &inst.op;
                if super::outline::writes_memory(op) {
                    continue;
                }
                if !matches!(op, LoweredOp::Load { .. }) && !super::outline::pure(op) {
                    return false;
                }
                todo.extend(inst.results.iter().copied());
            }
            let mut term_uses = b.term.operands();
            for s in b.term.successors() {
                term_uses.extend(s.args.iter().copied());
            }
            if term_uses.contains(&w) {
                return false;
            }
        }
    }
    true
}

/// Whether `v` (defined in loop `k`) is computed from a load or a call in `k`.
fn reads_memory(a: &Analysis<'_>, v: Value, k: usize, depth: usize) -> bool {
    if !a.defined_in(v, k) {
        return false;
    }
    if depth > 32 {
        return true;
    }
    match a.op_of(v) {
        Some(op) => {
            matches!(
                op,
                LoweredOp::Load { .. } | LoweredOp::Call { .. } | LoweredOp::CallIndirect { .. }
            ) || op
                .operands()
                .into_iter()
                .any(|x| reads_memory(a, x, k, depth + 1))
        }
        // A block parameter: what flows into it is not followed; a carried one was refused.
        None => false,
    }
}

fn dedup(v: &mut Vec<String>) {
    let mut seen = BTreeSet::new();
    v.retain(|s| seen.insert(s.clone()));
}

/// Offsets of one base further apart than this (beyond the accesses' widths) are two groups:
/// the launch tests and the footprint then see two rows of a fixed-size array (`b[i][j]` and
/// `b[i+1][j]`, 320 bytes apart) as two narrow ranges, not one range spanning the row between.
const GROUP_GAP: i64 = 64;

/// For each access with an affine address, the span of constant offsets (with their reach) of
/// the cluster it belongs to among the accesses with the same base and symbolic length:
/// ranges closer than [`GROUP_GAP`] are one cluster. Adding accesses only merges clusters, so
/// an inner loop's groups each lie inside one of its outer loop's.
fn offset_clusters(mine: &[&Access]) -> Vec<Option<(i64, i64)>> {
    let key = |x: &&Access| {
        let addr = x.addr.as_ref()?;
        let mut base = addr.clone();
        base.constant = base.constant.without_constant();
        let c = addr.constant.constant_term();
        Some((
            base,
            x.symbolic_len().cloned(),
            c,
            c.saturating_add(x.reach()),
        ))
    };
    let keys: Vec<_> = mine.iter().map(key).collect();
    keys.iter()
        .map(|k| {
            let (base, len, lo, hi) = k.as_ref()?;
            // Grow the span until no access of the same base reaches into it.
            let (mut slo, mut shi) = (*lo, *hi);
            loop {
                let mut grown = false;
                for (b, l, xlo, xhi) in keys.iter().flatten() {
                    if b == base
                        && l == len
                        && *xlo <= shi.saturating_add(GROUP_GAP)
                        && *xhi >= slo.saturating_sub(GROUP_GAP)
                        && (*xlo < slo || *xhi > shi)
                    {
                        slo = slo.min(*xlo);
                        shi = shi.max(*xhi);
                        grown = true;
                    }
                }
                if !grown {
                    return Some((slo, shi));
                }
            }
        })
        .collect()
}

/// The constant trip counts (`None`: not constant) of loop `l` itself and of every other loop
/// whose counter may differ between the two iterations compared ([`free_loop`]). Loop `l`'s
/// own count includes its header's run past the last iteration where that run has effects
/// ([`header_runs_past`]): the header's accesses run once more than the body's.
fn inner_trips(a: &mut Analysis<'_>, l: usize, scope: usize) -> Vec<LoopTrips> {
    let n = a.forest.loops.len();
    let mut out = Vec::new();
    for m in 0..n {
        if m == l || free_loop(a, m, l, scope) {
            let extra = i64::from(m == l && header_runs_past(a, l));
            let found = trip_at_most(a, m, 0);
            out.push(LoopTrips {
                m,
                most: found.and_then(|(t, _)| t.checked_add(extra)),
                exact: found.is_some_and(|(_, exact)| exact),
            });
        }
    }
    out
}

/// How many times a loop of the pair tests runs: at most `most` (`None`: not known here),
/// exactly that where `exact` (a triangular loop's count is known only at its extreme).
struct LoopTrips {
    m: usize,
    most: Option<i64>,
    exact: bool,
}

impl LoopTrips {
    /// The count a pair test takes: `most`, or, unless `bounded`, only an exact one.
    fn count(&self, bounded: bool) -> Option<i64> {
        self.most.filter(|_| bounded || self.exact)
    }
}

/// At most how many times loop `m` runs, and whether that is its count exactly: a constant
/// count, or, for a count affine in the counters of loops around it (`for (j = i + 1; j <
/// n; j++)` inside `i < n`, with constant coefficients), the count at the extreme of each
/// of those counters, bounded the same way. `None` where a count is symbolic.
fn trip_at_most(a: &mut Analysis<'_>, m: usize, depth: usize) -> Option<(i64, bool)> {
    let c = a.counted(m).ok()?;
    let div = c.trip.div;
    if div <= 0 {
        return None;
    }
    let num = &c.trip.num;
    let mut most = num.constant.as_const()?;
    if depth >= 4 && !num.coeffs.is_empty() {
        return None;
    }
    for (k, coeff) in &num.coeffs {
        if *k == m || !a.forest.within(m, *k) {
            return None;
        }
        let coeff = coeff.as_const()?;
        let (t, _) = trip_at_most(a, *k, depth + 1)?;
        // A counter runs 0 .. t - 1; where its loop never runs, neither does `m` inside it.
        if t > 0 && coeff > 0 {
            most = most.checked_add(coeff.checked_mul(t - 1)?)?;
        }
    }
    Some((most.div_euclid(div), num.coeffs.is_empty()))
}

/// `t` when `diff == t * stride` for a non-zero integer `t` and a symbolic `stride` (a
/// constant stride with a constant difference is the ordinary test's).
fn whole_strides(diff: &Poly, stride: &Poly) -> Option<i64> {
    if stride.is_zero() || stride.as_const().is_some() {
        return None;
    }
    let (monomial, cs) = stride.0.iter().find(|(m, _)| !m.is_empty())?;
    let cd = *diff.0.get(monomial)?;
    if *cs == 0 || cd % cs != 0 {
        return None;
    }
    let t = cd / cs;
    let scaled = Affine::poly(stride.clone()).scale_poly(&Poly::constant(t))?;
    (t != 0 && scaled.as_poly() == Some(diff)).then_some(t)
}

enum PairResult {
    Independent,
    /// Independent if the two groups' whole ranges do not overlap.
    Disjoint,
    /// Independent if a check on the arguments' values passes.
    RunTime,
    /// A dependence, with its distance in iterations when known.
    Dependent(Option<i64>),
}

/// The pointer arguments an address is based on: arguments added with coefficient 1.
pub fn roots(x: &Affine) -> BTreeSet<u32> {
    base_atoms(x)
        .into_iter()
        .filter_map(|a| match a {
            Atom::Arg(i) => Some(i),
            _ => None,
        })
        .collect()
}

/// The values an address is based on: arguments and other values defined outside the
/// counters (a `malloc` result) added with coefficient 1.
fn base_atoms(x: &Affine) -> BTreeSet<Atom> {
    x.constant
        .0
        .iter()
        .filter_map(|(m, c)| match (m.as_slice(), c) {
            ([a @ (Atom::Arg(_) | Atom::Opaque(_) | Atom::Row(_))], 1) => Some(*a),
            _ => None,
        })
        .collect()
}

/// The count the launch ranges inner loop `m`'s accesses over, and whether it is a bound
/// of an early exit rather than the loop's trip count: its trip count where it is counted;
/// else, where it stores nothing, the count of an exit test it runs in every iteration
/// ([`Analysis::trip_bound`]): a search that leaves by a `break` (`for (k = 0; k < n; k++)
/// if (cdf[k] >= u) break;`) runs at most that many iterations, so its reads lie in the
/// bytes that many would read. Its writes would be ranged beyond the bytes it writes, and
/// a launch takes every byte of a written range back as the kernel leaves it: a loop that
/// stores stays unbounded. (A call in it keeps the nest sequential anyway: "Operations
/// that block parallelism" in `analyse_in`.) `None` otherwise.
fn ranging_count(a: &mut Analysis<'_>, accesses: &[Access], m: usize) -> Option<(Counted, bool)> {
    if let Ok(c) = a.counted(m) {
        return Some((c, false));
    }
    let blocks = &a.forest.loops[m].blocks;
    if accesses
        .iter()
        .any(|x| x.store && blocks.contains(&x.block))
    {
        return None;
    }
    a.trip_bound(m).map(|c| (c, true))
}

/// Whether inner loop `m`'s trip count is a formula the launch can range over loop `l`'s
/// iterations: counted, each alternative of its choices changing only with the counters.
fn count_bounded(a: &mut Analysis<'_>, accesses: &[Access], m: usize, l: usize) -> bool {
    let Some((c, _)) = ranging_count(a, accesses, m) else {
        return false;
    };
    variants(&c.trip.num, l, a).is_some_and(|vs| vs.iter().all(|v| !a.varies_opaquely(v, l)))
}

/// The variants of `x` with each choice atom defined inside loop `l` replaced by each of its
/// alternatives (two iterations of `l` may take different paths); `None` when too many.
fn variants(x: &Affine, l: usize, a: &Analysis<'_>) -> Option<Vec<Affine>> {
    let mut out = vec![x.clone()];
    for atom in x.atoms() {
        let super::affine::Atom::Choice(v) = atom else {
            continue;
        };
        if !a.defined_in(Value(v), l) {
            continue; // the same in both iterations: a symbol
        }
        let alts = a.choices.get(&v)?;
        let mut next = Vec::new();
        for cur in &out {
            for alt in alts {
                next.push(cur.substitute(atom, alt)?);
            }
        }
        if next.len() > 16 {
            return None;
        }
        out = next;
    }
    Some(out)
}

/// Whether an alternative of a choice `x` reads holds a value loop `l` computes (in a way
/// its counters do not describe): two iterations may then take the same alternative with
/// different values.
fn varies_by_path(a: &Analysis<'_>, x: &Affine, l: usize) -> bool {
    variants(x, l, a).is_some_and(|vs| vs.iter().any(|v| a.varies_opaquely(v, l)))
}

/// Whether `x` names no value of the function but the choices of where unrolled loops
/// stopped: an address in a global array, with constant strides.
fn at_constant_places(x: &Affine) -> bool {
    x.atoms().iter().all(|a| matches!(a, Atom::Choice(_)))
}

#[allow(clippy::too_many_arguments)]
fn pair_test(
    l: usize,
    scope: usize,
    x: &Affine,
    wx: i64,
    y: &Affine,
    wy: i64,
    trips: &[LoopTrips],
    a: &Analysis<'_>,
) -> PairResult {
    let (Some(xs), Some(ys)) = (variants(x, scope, a), variants(y, scope, a)) else {
        return PairResult::Dependent(None);
    };
    if xs.len() == 1 && ys.len() == 1 {
        return pair_test_one(l, scope, x, wx, y, wy, trips, a);
    }
    let mut worst = PairResult::Independent;
    for vx in &xs {
        for vy in &ys {
            let r = pair_test_one(l, scope, vx, wx, vy, wy, trips, a);
            let rank = |r: &PairResult| match r {
                PairResult::Independent => 0,
                PairResult::Disjoint => 1,
                PairResult::RunTime => 2,
                PairResult::Dependent(_) => 3,
            };
            if rank(&r) > rank(&worst) {
                worst = r;
            }
        }
    }
    match worst {
        // A dependence between two variants has no single distance.
        PairResult::Dependent(_) => PairResult::Dependent(None),
        other => other,
    }
}

/// [`pair_test_bounded`] with the loops' exact counts, and again with the counts of
/// triangular loops at their extremes (`LoopTrips::count`, bounded) where the first finds
/// the pair may meet: the second can only prove them apart. A dependence it finds may not
/// be there at the launch's values, so its other answers are not taken.
#[allow(clippy::too_many_arguments)]
fn pair_test_one(
    l: usize,
    scope: usize,
    x: &Affine,
    wx: i64,
    y: &Affine,
    wy: i64,
    trips: &[LoopTrips],
    a: &Analysis<'_>,
) -> PairResult {
    let first = pair_test_bounded(l, scope, x, wx, y, wy, trips, false, a);
    if matches!(first, PairResult::Independent) || trips.iter().all(|t| t.exact) {
        return first;
    }
    match pair_test_bounded(l, scope, x, wx, y, wy, trips, true, a) {
        PairResult::Independent => PairResult::Independent,
        _ => first,
    }
}

/// Whether two accesses of loop `l`'s iterations meet in different iterations, with each
/// loop's count as `trips` says it (`bounded`: triangular loops' at their extremes too).
#[allow(clippy::too_many_arguments)]
fn pair_test_bounded(
    l: usize,
    scope: usize,
    x: &Affine,
    wx: i64,
    y: &Affine,
    wy: i64,
    trips: &[LoopTrips],
    bounded: bool,
    a: &Analysis<'_>,
) -> PairResult {
    // Loops inside `l`, and the loop around it that every thread runs in order: their
    // counters may differ between the two accesses.
    let inner = |m: usize| free_loop(a, m, l, scope);
    // The parts that are the same in both iterations: outer counters, arguments.
    let bx = x.without_loops(&|m| m == l || inner(m));
    let by = y.without_loops(&|m| m == l || inner(m));
    let Some(diff) = by.sub(&bx) else {
        return PairResult::Dependent(None);
    };
    let Some(d) = diff.as_poly().and_then(Poly::as_const) else {
        // A whole number of this loop's strides apart, with the same inner terms and width
        // (`a[i*m + j]` against `a[(i-1)*m + j]`): the same bytes `t` iterations apart, whatever
        // the arguments; no launch-time test could pass (with more than `t` iterations).
        if let Some(t) = diff.as_poly().and_then(|p| whole_strides(p, &x.coeff(l))) {
            let inner_x = x.without_loops(&|m| !inner(m));
            let inner_y = y.without_loops(&|m| !inner(m));
            if x.coeff(l) == y.coeff(l) && inner_x.coeffs == inner_y.coeffs && wx == wy {
                return PairResult::Dependent(Some(-t));
            }
        }
        // Checked at launch time across iterations, through a common pointer argument (rows
        // of one matrix, `a + off1` and `a + off2` with symbolic offsets, whose whole ranges
        // interleave) or through different ones: two arguments may point into one array (a
        // loop region standing alone receives its row pointers as separate parameters, LU's
        // `a + (k+1)*n` and `a + i*n`), and bytes one iteration both writes and reads keep
        // their order in its thread. The check first passes ranges that do not overlap at
        // all, so it never refuses what a disjointness check would allow.
        return PairResult::RunTime;
    };
    let (sx, sy) = (x.coeff(l), y.coeff(l));
    if sx.is_zero() && sy.is_zero() {
        // Neither address moves with this loop: bytes both touch in one iteration are
        // touched again in the next.
        let inner_x = x.without_loops(&|m| !inner(m));
        let inner_y = y.without_loops(&|m| !inner(m));
        let same_inner = inner_x.coeffs == inner_y.coeffs;
        if same_inner && d > -wy && d < wx {
            return PairResult::Dependent(Some(0));
        }
    }
    let (Some(sx), Some(sy)) = (sx.as_const(), sy.as_const()) else {
        return PairResult::RunTime;
    };
    // Bounds of inner_y - inner_x.
    let (mut lo, mut hi) = (0i64, 0i64);
    for t in trips.iter().filter(|t| t.m != l) {
        let (cx, cy) = (x.coeff(t.m), y.coeff(t.m));
        if cx.is_zero() && cy.is_zero() {
            continue;
        }
        let (Some(cx), Some(cy), Some(t)) = (cx.as_const(), cy.as_const(), t.count(bounded)) else {
            return PairResult::RunTime;
        };
        if t <= 0 {
            continue;
        }
        let span = t - 1;
        let (Some(py), Some(px)) = (cy.checked_mul(span), cx.checked_mul(span)) else {
            return PairResult::Dependent(None);
        };
        let (Some(l2), Some(h2)) = (
            lo.checked_add(py.min(0))
                .and_then(|v| v.checked_sub(px.max(0))),
            hi.checked_add(py.max(0))
                .and_then(|v| v.checked_sub(px.min(0))),
        ) else {
            return PairResult::Dependent(None);
        };
        lo = l2;
        hi = h2;
    }
    let own = trips.iter().find(|t| t.m == l);
    let own_trip = own.and_then(|t| t.count(bounded));
    let own_exact = own.is_some_and(|t| t.exact);
    if sx != sy
        && (apart_by_extremes(d, (sx, sy), own_trip, (lo, hi), (wx, wy))
            || apart_by_walk(d, (sx, sy), own_trip, (lo, hi), (wx, wy)))
    {
        return PairResult::Independent;
    }
    if sx != sy {
        // Different strides: only a GCD test.
        let g = super::affine::gcd(sx, sy);
        let g = trips.iter().filter(|t| t.m != l).fold(g, |g, t| {
            let cx = x.coeff(t.m).as_const().unwrap_or(1);
            let cy = y.coeff(t.m).as_const().unwrap_or(1);
            super::affine::gcd(super::affine::gcd(g, cx), cy)
        });
        if g == 0 {
            return PairResult::Dependent(None);
        }
        let hit = ((-wy + 1)..wx).any(|t| t.checked_sub(d).is_none_or(|x| x.rem_euclid(g) == 0));
        return if hit {
            PairResult::Dependent(None)
        } else {
            PairResult::Independent
        };
    }
    let s = sx;
    // Overlap when d + s*delta + r is in (-wy, wx) for some r in [lo, hi], delta != 0.
    let window = (1 - wy)
        .checked_sub(d)
        .and_then(|v| v.checked_sub(hi))
        .zip((wx - 1).checked_sub(d).and_then(|v| v.checked_sub(lo)));
    let Some((xlo, xhi)) = window else {
        return PairResult::Dependent(None);
    };
    if xlo > xhi {
        return PairResult::Independent;
    }
    if s == 0 {
        return PairResult::Dependent(Some(0));
    }
    let (dlo, dhi) = multiples_within(i128::from(xlo), i128::from(xhi), i128::from(s));
    if dlo > dhi {
        return PairResult::Independent;
    }
    let mut best: Option<i128> = None;
    for cand in [dlo, dhi, -1, 1] {
        if cand != 0 && cand >= dlo && cand <= dhi && best.is_none_or(|b| cand.abs() < b.abs()) {
            best = Some(cand);
        }
    }
    if let Some(g) = inner_gcd(l, x, y, trips, bounded) {
        best = residue_distance(d, sx, g, (lo, hi), (wx, wy), (dlo, dhi)).unwrap_or(best);
    }
    match best {
        // Two iterations of a loop that runs fewer times than the distance never meet.
        Some(delta) if own_trip.is_some_and(|t| delta.abs() >= i128::from(t)) => {
            PairResult::Independent
        }
        // A long distance in a loop whose count is an argument: rows of a fixed-size array
        // (`double b[][40]`, `j < n`) meet only when the loop runs past a row, which the
        // launch-time test across iterations sees at the launch's values. A short one is a
        // recurrence (`a[i] = a[i-1]`) that no launch could pass.
        Some(delta) if !own_exact && delta.abs() >= LONG_DISTANCE => PairResult::RunTime,
        // The distance is from the store's iteration to the other access's.
        Some(delta) => PairResult::Dependent(i64::try_from(delta).ok()),
        None => PairResult::Independent,
    }
}

/// Whether two accesses whose addresses move by different strides `(sx, sy)` with loop `l`
/// never meet: `y - x` is `d + sy*iy - sx*ix + r`, with `ix`, `iy` in the loop's `trip`
/// iterations and `r` (the inner loops' part) in `[lo, hi]`; they meet only where that is
/// within `(-wy, wx)`. Arrays at constant places (static ones: `c[i][j] = ... b[k][j]`) are
/// apart this way, which the gcd test alone never finds. A count known only at the launch
/// proves nothing here.
fn apart_by_extremes(
    d: i64,
    (sx, sy): (i64, i64),
    trip: Option<i64>,
    (lo, hi): (i64, i64),
    (wx, wy): (i64, i64),
) -> bool {
    let Some(span) = trip.filter(|t| *t > 0).map(|t| i128::from(t - 1)) else {
        return false;
    };
    let (sx, sy) = (i128::from(sx) * span, i128::from(sy) * span);
    let low = i128::from(d) + i128::from(lo) + sy.min(0) - sx.max(0);
    let high = i128::from(d) + i128::from(hi) + sy.max(0) - sx.min(0);
    high <= -i128::from(wy) || low >= i128::from(wx)
}

/// Whether two accesses whose addresses move by different strides `(sx, sy)` with loop `l`
/// meet in no two different iterations, found by going through the iterations `iy` of the
/// second (at most [`WALK_LIMIT`]) and asking which `ix` could put the first within reach:
/// the row and the column of one triangle (`c[i][j]` and `c[j][i]` for `j >= i`, at
/// `8*j` and `640*j` from the diagonal) meet only on the diagonal, in one iteration, which
/// neither the extremes nor the gcd can tell. `y - x` is `d + sy*iy - sx*ix + r` with `r`
/// in `[lo, hi]`; they meet where that is within `(-wy, wx)`.
fn apart_by_walk(
    d: i64,
    (sx, sy): (i64, i64),
    trip: Option<i64>,
    (lo, hi): (i64, i64),
    (wx, wy): (i64, i64),
) -> bool {
    let Some(t) = trip.filter(|t| *t > 0 && i128::from(*t) <= WALK_LIMIT) else {
        return false;
    };
    let (sx, sy, t) = (i128::from(sx), i128::from(sy), i128::from(t));
    (0..t).all(|iy| {
        // sx*ix within [from, to].
        let base = i128::from(d) + sy * iy;
        let from = base + i128::from(lo) - i128::from(wx) + 1;
        let to = base + i128::from(hi) + i128::from(wy) - 1;
        let (first, last) = if sx == 0 {
            if from <= 0 && 0 <= to {
                (0, t - 1)
            } else {
                return true;
            }
        } else {
            let (a, b) = if sx > 0 { (from, to) } else { (-to, -from) };
            let m = sx.abs();
            (
                a.div_euclid(m) + i128::from(a.rem_euclid(m) != 0),
                b.div_euclid(m),
            )
        };
        let (first, last) = (first.max(0), last.min(t - 1));
        first > last || (first == last && first == iy)
    })
}

/// The gcd of the inner loops' constant coefficients in `x` and `y` (loops that run): the
/// inner terms' difference is a multiple of it. `None` when no inner loop moves either.
fn inner_gcd(l: usize, x: &Affine, y: &Affine, trips: &[LoopTrips], bounded: bool) -> Option<i64> {
    let mut g = 0;
    for t in trips.iter().filter(|t| t.m != l) {
        if t.count(bounded).is_none_or(|t| t <= 0) {
            continue;
        }
        for c in [x.coeff(t.m), y.coeff(t.m)] {
            g = super::affine::gcd(g, c.as_const()?);
        }
    }
    (g > 0).then_some(g)
}

/// The shortest distance `delta != 0` (in iterations, within `[dlo, dhi]`, the bounds'
/// answer) at which `d + s*delta + r` falls in the overlap window `(-wy, wx)` for an inner
/// difference `r` in `[lo, hi]` that is a multiple of `g`: rows of a flattened array
/// (`a[i][j]` at `640*i + 8*j`) meet only where the columns do, whatever the rows.
/// `Some(None)`: no distance at all. `None`: not decided here (both the window and the
/// multiples of `g` in `[lo, hi]` too many to go through).
///
/// Exact for that relaxation (every multiple of `g` in `[lo, hi]` taken as reachable), with
/// no limit on the period of `s*delta` modulo `g`: a column walk down 2,160-float rows
/// (deriche's second pass, `4*i + 17280*j`) repeats only every 4,320 columns, which the walk
/// this replaced (periods up to 4,096) left undecided, so the loop was called a dependence of
/// distance 1.
fn residue_distance(
    d: i64,
    s: i64,
    g: i64,
    (lo, hi): (i64, i64),
    (wx, wy): (i64, i64),
    (dlo, dhi): (i128, i128),
) -> Option<Option<i128>> {
    if g <= 0 || s == 0 {
        return None;
    }
    let (d, s, g, lo, hi) = (
        i128::from(d),
        i128::from(s),
        i128::from(g),
        i128::from(lo),
        i128::from(hi),
    );
    // The offsets `v` of the window where the bytes meet: `v = d + s*delta + r`.
    let (w0, w1) = (i128::from(1 - wy), i128::from(wx - 1));
    let (mlo, mhi) = (ceil_div(lo, g), floor_div(hi, g));
    let mut best: Option<i128> = None;
    let mut keep = |x: i128| {
        // The shortest; of two as short, the negative one.
        if best.is_none_or(|b| x.abs() < b.abs() || (x.abs() == b.abs() && x < b)) {
            best = Some(x);
        }
    };
    if w1 - w0 < WALK_LIMIT {
        for v in w0..=w1 {
            // `s*delta ≡ t (mod g)`, and `r = t - s*delta` within `[lo, hi]`.
            let t = v - d;
            let Some((class, period)) = solve_congruence(s, t, g) else {
                continue;
            };
            let (a, b) = multiples_within(t - hi, t - lo, s);
            if let Some(x) = nearest_nonzero(a.max(dlo), b.min(dhi), class, period) {
                keep(x);
            }
        }
    } else if mhi - mlo < WALK_LIMIT {
        for m in mlo..=mhi {
            // `r = g*m`: `s*delta` within the window less `d + r`.
            let (a, b) = multiples_within(w0 - d - g * m, w1 - d - g * m, s);
            if let Some(x) = nearest_nonzero(a.max(dlo), b.min(dhi), 0, 1) {
                keep(x);
            }
        }
    } else {
        return None;
    }
    Some(best)
}

/// The most offsets of the window, or multiples of the inner gcd, that
/// [`residue_distance`] goes through one by one.
const WALK_LIMIT: i128 = 1 << 16;

/// The `delta` with `s*delta ≡ t (mod g)`, as `(class, period)`: `delta ≡ class (mod
/// period)`. `None` when there is none. `s != 0`, `g > 0`.
fn solve_congruence(s: i128, t: i128, g: i128) -> Option<(i128, i128)> {
    let (g1, inv, _) = extended_gcd(s.rem_euclid(g), g);
    if t.rem_euclid(g1) != 0 {
        return None;
    }
    let period = g / g1;
    // `inv * s ≡ g1 (mod g)`, so `inv * (t / g1)` solves it.
    let class = ((inv.rem_euclid(period)) * (t / g1).rem_euclid(period)).rem_euclid(period);
    Some((class, period))
}

/// `(gcd(a, b), x, y)` with `a*x + b*y = gcd(a, b)`, for `a, b >= 0`.
fn extended_gcd(a: i128, b: i128) -> (i128, i128, i128) {
    if b == 0 {
        (a, 1, 0)
    } else {
        let (g, x, y) = extended_gcd(b, a.rem_euclid(b));
        (g, y, x - (a / b) * y)
    }
}

/// The whole `delta` with `lo <= s*delta <= hi`, as an interval (empty when `a > b`).
fn multiples_within(lo: i128, hi: i128, s: i128) -> (i128, i128) {
    if s > 0 {
        (ceil_div(lo, s), floor_div(hi, s))
    } else {
        (ceil_div(hi, s), floor_div(lo, s))
    }
}

/// The element of `[a, b]` congruent to `class` modulo `period`, other than 0, nearest 0 (the
/// negative one of two as near).
fn nearest_nonzero(a: i128, b: i128, class: i128, period: i128) -> Option<i128> {
    let up = a.max(1);
    let up = up + (class - up).rem_euclid(period);
    let down = b.min(-1);
    let down = down - (down - class).rem_euclid(period);
    let up = (up <= b).then_some(up);
    let down = (down >= a).then_some(down);
    match (down, up) {
        (Some(x), Some(y)) => Some(if -x <= y { x } else { y }),
        (x, y) => x.or(y),
    }
}

/// The shortest dependence distance (in iterations) that a loop with a symbolic count leaves
/// to the launch-time test rather than calling it a dependence.
const LONG_DISTANCE: i128 = 8;

#[cfg(test)]
mod residue_tests {
    use super::residue_distance;

    #[test]
    fn columns_meet_only_a_row_apart() {
        // 8-byte columns of 640-byte rows, any rows: the next meeting is 80 columns away.
        let wide = (-1_000_000, 1_000_000);
        assert_eq!(
            residue_distance(0, 8, 640, (-36_000, 36_000), (8, 8), wide),
            Some(Some(-80))
        );
        // Rows of 24 bytes with 8-byte steps: 3 columns apart.
        assert_eq!(
            residue_distance(0, 8, 24, (-240, 240), (8, 8), wide),
            Some(Some(-3))
        );
        // A 4-byte access 2 bytes into the next: no multiple of 8 fits, no distance at all.
        assert_eq!(
            residue_distance(2, 8, 8, (-64, 64), (2, 2), wide),
            Some(None)
        );
        // The same column only (no inner difference): no other iteration meets.
        assert_eq!(
            residue_distance(0, 8, 640, (0, 0), (8, 8), wide),
            Some(None)
        );
        // A long period, with 4-byte words one byte apart: the next iteration meets.
        assert_eq!(
            residue_distance(0, 1, 1 << 20, (-64, 64), (4, 4), wide),
            Some(Some(-1))
        );
        // deriche's column walk: 4-byte columns of 17,280-byte row pairs meet 4,320 columns
        // apart (a period of 4,320), past the 2,160 columns there are.
        let rows = 17_280 * 2_046;
        assert_eq!(
            residue_distance(0, 4, 17_280, (-rows, rows), (4, 4), wide),
            Some(Some(-4_320))
        );
        assert_eq!(
            residue_distance(8_640, 4, 17_280, (-rows, rows), (4, 4), wide),
            Some(Some(-2_160))
        );
        // A window too wide and multiples too many to go through: not decided here.
        assert_eq!(
            residue_distance(0, 3, 7, (-(1 << 40), 1 << 40), (1 << 20, 1 << 20), wide),
            None
        );
    }

    /// Every distance by brute force, nearest first (the negative one of two as near), every
    /// offset of the window for each: what [`residue_distance`] computes with congruences.
    fn walked(
        d: i64,
        s: i64,
        g: i64,
        (lo, hi): (i64, i64),
        (wx, wy): (i64, i64),
        (dlo, dhi): (i128, i128),
    ) -> Option<Option<i128>> {
        let (d, s, g) = (i128::from(d), i128::from(s), i128::from(g));
        let far = dlo.abs().max(dhi.abs());
        for k in 1..=far {
            for delta in [-k, k] {
                if !(dlo..=dhi).contains(&delta) {
                    continue;
                }
                for v in i128::from(1 - wy)..i128::from(wx) {
                    let r = v - d - s * delta;
                    if r.rem_euclid(g) == 0 && (i128::from(lo)..=i128::from(hi)).contains(&r) {
                        return Some(Some(delta));
                    }
                }
            }
        }
        Some(None)
    }

    #[test]
    fn congruences_find_what_the_walk_finds() {
        let mut cases = 0;
        for g in [1, 2, 3, 8, 12, 24, 640, 4_320] {
            for s in [-24, -8, -3, 1, 4, 8, 20] {
                for d in [-17, -8, -1, 0, 2, 5, 16] {
                    for w in [(1, 1), (4, 4), (8, 8), (4, 8), (16, 2)] {
                        for (lo, hi) in [(0, 0), (-64, 64), (-36_000, 36_000), (3, 40)] {
                            for bounds in [(-3_000, 3_000), (-5, 5), (1, 3), (-2, -1)] {
                                assert_eq!(
                                    residue_distance(d, s, g, (lo, hi), w, bounds),
                                    walked(d, s, g, (lo, hi), w, bounds),
                                    "d {d} s {s} g {g} window {w:?} r {lo}..{hi} delta {bounds:?}"
                                );
                                cases += 1;
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(cases, 8 * 7 * 7 * 5 * 4 * 4);
        // Through the multiples of `g` instead of the window's offsets.
        for (d, s, g, r, w) in [
            (0, 8, 640, (-36_000, 36_000), (1 << 17, 8)),
            (5, -3, 24, (-200, 200), (1 << 17, 1 << 17)),
        ] {
            let bounds = (-300, 300);
            assert_eq!(
                residue_distance(d, s, g, r, w, bounds),
                walked(d, s, g, r, w, bounds),
                "d {d} s {s} g {g}"
            );
        }
    }
}

#[cfg(test)]
mod extremes_tests {
    use super::{apart_by_extremes, apart_by_walk};

    /// Every pair of iterations by brute force: whether `x + sx*ix + rx` and `y + sy*iy + ry`
    /// ever share a byte (widths `wx`, `wy`), for counters in `trip` and inner parts whose
    /// difference `ry - rx` spans `lo..=hi`.
    fn meet(d: i64, strides: (i64, i64), trip: i64, span: (i64, i64), widths: (i64, i64)) -> bool {
        meet_where(d, strides, trip, span, widths, |_, _| true)
    }

    /// [`meet`] in two different iterations (`ix != iy`).
    fn meet_apart(
        d: i64,
        strides: (i64, i64),
        trip: i64,
        span: (i64, i64),
        widths: (i64, i64),
    ) -> bool {
        meet_where(d, strides, trip, span, widths, |ix, iy| ix != iy)
    }

    fn meet_where(
        d: i64,
        (sx, sy): (i64, i64),
        trip: i64,
        (lo, hi): (i64, i64),
        (wx, wy): (i64, i64),
        pair: impl Fn(i64, i64) -> bool,
    ) -> bool {
        (0..trip).any(|ix| {
            (0..trip).filter(|iy| pair(ix, *iy)).any(|iy| {
                (lo..=hi).any(|r| {
                    let diff = d + sy * iy - sx * ix + r;
                    diff > -wy && diff < wx
                })
            })
        })
    }

    /// A product's store `c[i][j]` against its load `b[k][j]` at constant places, apart; and
    /// the cases around it: every answer "apart" must be one where no pair of iterations
    /// meets (the test may say "not proved" where they do not meet either).
    #[test]
    fn apart_only_where_no_iterations_meet() {
        // c = 4000*i + 4*j + 12003648, b = 4*j + 16000*k + 4015648, over i < 1000.
        assert!(apart_by_extremes(
            -7_988_000,
            (4000, 0),
            Some(1000),
            (-3996, 3_987_996),
            (4, 4)
        ));
        assert!(!apart_by_extremes(
            -7_988_000,
            (4000, 0),
            None,
            (0, 0),
            (4, 4)
        ));
        let mut apart = 0;
        for d in -40..40 {
            for (sx, sy) in [(4, 0), (0, 4), (8, 4), (4, 8), (-4, 4), (12, -8)] {
                for trip in [1, 2, 5] {
                    for (lo, hi) in [(0, 0), (-8, 0), (0, 12), (-4, 4)] {
                        for w in [(4, 4), (8, 4), (1, 1)] {
                            if apart_by_extremes(d, (sx, sy), Some(trip), (lo, hi), w) {
                                apart += 1;
                                assert!(
                                    !meet(d, (sx, sy), trip, (lo, hi), w),
                                    "{d} {sx} {sy} {trip} {lo} {hi} {w:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(apart > 1000, "{apart}");
    }

    /// The walk is exact: apart exactly where no two different iterations meet. Among its
    /// cases, the two halves of covariance's triangle (`c[i][i+j]` at `8*j` and `c[i+j][i]`
    /// at `640*j` from the diagonal, 80 columns), which meet only in one iteration, and the
    /// same walk down rows of 10 columns, which meets the row in two.
    #[test]
    fn the_walk_says_apart_exactly_where_no_two_iterations_meet() {
        assert!(apart_by_walk(0, (8, 640), Some(80), (0, 0), (8, 8)));
        assert!(apart_by_walk(640, (8, 640), Some(80), (0, 0), (8, 8)));
        assert!(!apart_by_walk(0, (8, 80), Some(80), (0, 0), (8, 8)));
        assert!(!apart_by_walk(0, (8, 640), None, (0, 0), (8, 8)));
        let mut apart = 0;
        for d in -40..40 {
            for (sx, sy) in [(4, 0), (0, 4), (8, 4), (4, 8), (-4, 4), (12, -8), (4, 40)] {
                for trip in [1, 2, 5, 11] {
                    for (lo, hi) in [(0, 0), (-8, 0), (0, 12), (-4, 4)] {
                        for w in [(4, 4), (8, 4), (1, 1)] {
                            let walked = apart_by_walk(d, (sx, sy), Some(trip), (lo, hi), w);
                            apart += usize::from(walked);
                            assert_eq!(
                                walked,
                                !meet_apart(d, (sx, sy), trip, (lo, hi), w),
                                "{d} {sx} {sy} {trip} {lo} {hi} {w:?}"
                            );
                        }
                    }
                }
            }
        }
        assert!(apart > 1000, "{apart}");
    }
}
