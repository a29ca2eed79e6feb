//! Outlining for auto mode: each kernel of the launch plan (an outermost parallel loop nest of
//! 1 to 3 dimensions) becomes three LoweredOp functions that the host side of
//! `tensor-wasm run` (`offload.rs`) uses when the interpreted host code reaches the loop:
//!
//! - the **kernel**: one GPU thread runs one iteration of the nest. Two thread dimensions take
//!   their counters from a 2-D grid (x the inner one); one or three split a 1-D thread number
//!   (the last dimension fastest). A dimension every thread runs in order (an interchange,
//!   [`Outlined::in_order`]: the first, or the second inside a parallel loop) is no thread
//!   dimension: its loop runs whole in each thread, through a gate block that counts its
//!   iterations (`Shape::in_order_blocks`). Every header parameter of a
//!   dimension is set to `init + step * k` (inductions) or `init` (invariants); the loop's
//!   blocks are copied with every back edge and exit edge of a dimension turned into a
//!   return. Inner loops that are not dimensions run sequentially inside the thread.
//! - the **finish** function: the values the code after the loop reads from it (the exit
//!   edge's arguments, the live-outs: inductions and pure arithmetic of them) computed for
//!   the last iteration without running the loop, plus whether the exit edge is taken then
//!   (a check of the trip count).
//! - the **reference**: the loop alone, run sequentially; the first-call check compares the
//!   kernel's memory with it.
//!
//! Parameters, in this order, for all three: the values the loop reads from outside it (the
//! host frame's values, by their SSA numbers), the header parameters of the outermost loop
//! (their values on entry), then (kernel and finish only) one step per induction parameter of
//! every dimension, evaluated by the host from the plan's polynomial, and one `i64` trip
//! count per dimension.
//!
//! This module builds functions; it must not decide whether a launch is allowed (the host
//! evaluates the preconditions, `offload.rs`) or change the analysis' verdicts. A loop it cannot
//! outline gets a reason and runs on the CPU.

use super::affine::{Affine, Poly};
use super::dependence::{self, Group, LoopDeps, Precondition};
use super::induction::{Analysis, HeaderParam, TripCount};
use super::reduction::{store_parts, Reduction};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, ConvOp, FloatBinOp, Inst, IntBinOp, IntCmpOp, LoweredBlock,
    LoweredFunction, LoweredOp, LoweredSignature, LoweredType, SpecialReg, Terminator, Value,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// One dimension of a kernel: a loop whose iterations are GPU threads.
#[derive(Clone, Debug, PartialEq)]
pub struct Dim {
    /// The loop's index in the analysis (`L<n>`).
    pub loop_index: usize,
    pub trip: TripCount,
    /// How the exit test reads the arguments: `signed`, `unsigned` or `equality`.
    pub compare: &'static str,
    /// The type of the compared counter (the modulus of an `equality` trip count).
    pub counter_ty: LoweredType,
    /// The loop exits at its header, whose run past the last iteration has effects
    /// (`dependence::header_runs_past`): the dimension has `trip + 1` threads, the last of
    /// which runs the header and returns ([`Dim::threads`]).
    pub runs_past: bool,
}

impl Dim {
    /// The threads of this dimension for `trip` iterations.
    pub fn threads(&self, trip: u64) -> u64 {
        trip.saturating_add(u64::from(self.runs_past))
    }
}

/// A step parameter: the step of one induction parameter of a dimension.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub poly: Poly,
    pub ty: LoweredType,
}

/// A sum of inductions (`HeaderParam::Quadratic`): the header parameters it adds, and the
/// constant added with them.
type SumOf = (Vec<usize>, i64);

/// A run-time precondition between two access groups (indices into [`Outlined::groups`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// The dimension (index into [`Outlined::dims`]) whose iterations run in parallel.
    pub dim: usize,
    pub written: usize,
    pub other: usize,
    /// `false`: the ranges must not overlap at all; `true`: not across iterations of `dim`.
    pub cross_iteration: bool,
    /// The ranges are taken over the threads after the first (`dim`'s counter from 1): the
    /// loop's own code runs in thread 0, in order with that thread's iterations.
    pub beyond_thread_0: bool,
    /// The outer loop's own code against the threads of its row (`dependence::RowPair`):
    /// where the dimensions before `dim` move both groups alike at the launch, the ranges
    /// are taken in one iteration of those (a row); otherwise the whole ranges, from the
    /// first thread on, must not overlap.
    pub in_row: bool,
}

/// A loop nest turned into functions, with what the host needs to launch it.
#[derive(Clone, Debug, PartialEq)]
pub struct Outlined {
    /// `L<n>` of the outermost loop.
    pub name: String,
    pub header: BlockId,
    /// The blocks of the outermost loop (entries from elsewhere launch the kernel).
    pub blocks: BTreeSet<BlockId>,
    /// Without per-access checks: the form that launches.
    pub kernel: LoweredFunction,
    /// `offload::fingerprint(&kernel)`, found at the first launch (printing the kernel
    /// took a fifth of each launch decision's time when done at every call). Edits of
    /// `kernel` come before any launch.
    pub kernel_fingerprint: std::sync::OnceLock<u64>,
    pub finish: LoweredFunction,
    pub reference: LoweredFunction,
    /// Host values passed first: read by the loop, defined before it.
    pub live_ins: Vec<Value>,
    /// The outermost header's parameters (their entry values are passed next).
    pub header_params: Vec<Value>,
    pub steps: Vec<Step>,
    pub dims: Vec<Dim>,
    /// Every loop inside the nest, with its trip count when counted (for access ranges).
    pub inner_trips: BTreeMap<usize, Option<(TripCount, &'static str, LoweredType)>>,
    /// The loops inside the nest that are not counted but have an exit test that bounds
    /// their count (`Analysis::trip_bound`): the cost model's estimate of their work, and
    /// the launch's range of their accesses ([`Outlined::ranging_trip`]).
    pub inner_bounds: BTreeMap<usize, (TripCount, &'static str, LoweredType)>,
    /// The enclosing loop of each loop inside the nest (not the outermost): the cost model
    /// counts the kernel once per iteration of each innermost loop and the loops around it,
    /// so that loops one after another add (syr2k's row scaling, then its `k` loop) instead
    /// of multiplying.
    pub loop_parent: BTreeMap<usize, usize>,
    /// Per loop inside the nest, what holds whenever it is entered
    /// (`dependence::entry_guards`): its count is ranged only where they hold.
    pub inner_guards: BTreeMap<usize, Vec<(Affine, lowered_ir::IntCmpOp, Affine)>>,
    /// The loops inside the nest that exit only after their body and that no entry guard
    /// skips (a do-while): entered with a count below 1, such a loop still runs its first
    /// iteration, so that iteration is ranged wherever it is entered, and the launch refuses
    /// a triangular thread dimension of one unless every row that enters it counts at least
    /// 1 (its rows of no threads would skip that iteration).
    pub runs_once: BTreeSet<usize>,
    /// Outer loops of the nest (the host loops around it); the launch recovers their
    /// counters from `outer_counters` where it can.
    pub outer_loops: BTreeSet<usize>,
    /// The exit is taken at the header (after `trip` iterations) rather than at a latch.
    pub header_exit: bool,
    pub exit_block: BlockId,
    pub exit_args: Vec<Value>,
    /// Values defined in the loop and used after it; the finish function returns them
    /// after its `taken` flag, in this order.
    pub live_outs: Vec<Value>,
    pub groups: Vec<Group>,
    pub checks: Vec<Check>,
    /// The entry value of wasm parameter `i` is SSA value `args[i]` of the host function.
    pub args: Vec<Value>,
    /// The alternatives of every choice atom (for ranges through values the launch does not
    /// know yet, such as where an inner unrolled loop stops).
    pub choices: HashMap<u32, Vec<Affine>>,
    /// [`super::induction::Analysis::floors`].
    pub floors: HashMap<u32, Affine>,
    /// [`super::induction::Analysis::lows`].
    pub lows: HashMap<u32, Affine>,
    /// [`super::induction::Analysis::sign_cleared`] computed inside the nest or in the host
    /// loops around it, with their `x`: the launch checks that each `x` stays in 0..2^31,
    /// where `x & 0x7ffffffe` is the `x & -2` the ranges took it for.
    pub sign_cleared: Vec<(u32, Affine)>,
    /// [`super::induction::Analysis::min_max`].
    pub min_max: HashMap<u32, super::induction::MinMax>,
    /// [`super::induction::Analysis::selected`]: a choice made inside the nest by a branch
    /// on a value from before it is read at the launch through that value.
    pub selected: HashMap<u32, super::induction::Selected>,
    /// Values defined inside the nest (block parameters and results). The host frame may
    /// still hold one from an earlier run of the nest (a time loop around it): such a value
    /// is not the one this launch's iterations compute, so the launch never reads it.
    pub defined_inside: BTreeSet<Value>,
    /// The tables of the row loads its groups name ([`Analysis::row_loads`]), which the
    /// launch reads (`offload::Env::read_rows`).
    pub row_loads: HashMap<u32, super::row_pointers::RowTable>,
    /// The largest static offset of a load or store in the nest.
    pub max_static_offset: u32,
    /// Every access is in a group whose alignment the launch tests (to its width): the
    /// kernel is converted with natural accesses, no run-time alignment tests.
    pub natural_alignment: bool,
    /// The kernel checks its gathered reads (`LoopDeps::checked_loads`): it takes two more
    /// parameters before the reductions' scratch, the first byte the launch writes and the
    /// one past its last (`i64`), and it reads anywhere in the memory ([`add_read_checks`]).
    pub read_checks: bool,
    /// The kernel adds to cells that several threads may share (`LoopDeps::accumulations`,
    /// `accumulate::make_atomic`): its first-call check compares the whole loop, whose
    /// prefix would leave every cell partly counted.
    pub atomic_adds: bool,
    /// The dimension that is not threads (index into `dims`): every thread runs all of its
    /// iterations in order, each with the thread's own iterations of the others (an
    /// interchange, `dependence::Interchange`). The first (a sequential loop around its
    /// child's threads) or the second (a parallel loop's only child, `plan::kernel_dims`).
    /// The grid covers the other dimensions.
    pub in_order: Option<usize>,
    /// Two dimensions whose outer loop stores outside the inner one, before it
    /// (`dependence::RowBody::FirstThreadStores`): the thread of each row's first inner
    /// iteration runs those stores; a launch needs at least one inner iteration.
    pub first_thread_stores: bool,
    /// A one-dimensional kernel whose iterations only run bulk ops (`bulk_lanes.rs`): each
    /// iteration is [`super::bulk_lanes::LANES`] threads, the launch's second dimension.
    pub lanes: bool,
    /// Loops around the nest with an induction `param = init + step*k` (constant step), from
    /// which the host recovers their counters at the launch.
    pub outer_counters: Vec<OuterCounter>,
    /// The integer reductions the launch combines (a one-dimensional kernel only).
    pub reductions: Vec<Reduction>,
    /// Values carried into the first dimension's loop that its kernel loads again
    /// (`reload.rs`): the launch compares each with the bytes it is loaded from in the first
    /// iteration, instead of the kernel's first thread.
    pub entry_checks: Vec<EntryCheck>,
    /// Header parameters of the outermost loop (indices into [`Outlined::header_params`])
    /// that are exact `f64` counters whose start only the launch knows: each must enter as
    /// a whole number ([`super::induction::is_exact_float_start`]), or the loop runs on the
    /// CPU.
    pub exact_float_starts: Vec<usize>,
    /// The groups each thread keeps a copy of (indices into [`Outlined::groups`],
    /// `dependence::LoopDeps::private`), whose accesses the kernel sends to the thread's
    /// copy (`privatize.rs`); it then takes `6 + private.len()` more parameters, last.
    pub private: Vec<usize>,
}

/// A value carried into a kernel's loop that each iteration loads again ([`Outlined::entry_checks`]).
#[derive(Clone, Debug, PartialEq)]
pub struct EntryCheck {
    /// The loop header's parameter (read from the host's frame at the launch).
    pub param: Value,
    /// The address the first iteration loads it from (before the constant offset), as a
    /// polynomial of the arguments; the load's constant offset and byte count.
    pub addr: Poly,
    pub offset: u32,
    pub bytes: u32,
    /// The bits compared ([`super::reload::Reloaded::mask`]).
    pub mask: u128,
}

/// How the host recovers the counter of a loop around the nest.
#[derive(Clone, Debug, PartialEq)]
pub struct OuterCounter {
    pub loop_index: usize,
    pub param: Value,
    pub init: Affine,
    pub step: i64,
}

/// A kernel of the plan that could not be outlined.
#[derive(Clone, Debug, PartialEq)]
pub struct NotOutlined {
    pub name: String,
    pub header: BlockId,
    pub blocks: BTreeSet<BlockId>,
    pub why: String,
}

/// Every kernel of `f`'s plan, outlined, or why not; with `backups`, then every backup
/// kernel ([`super::plan::backup_loops`]) that can be outlined (one that cannot is left out:
/// its outer kernel's fallback stays the whole loop on the CPU, as without backups).
pub fn outline_all(
    f: &LoweredFunction,
    backups: bool,
    reassociate_floats: bool,
) -> Vec<Result<Outlined, NotOutlined>> {
    // Checks that trap are `trap_if`s in the kernels too (`trap_exits.rs`).
    let (folded, reloads) = super::analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut a = Analysis::new(f);
    a.reassociate_floats = reassociate_floats;
    let names = super::report::Namer::new(f);
    let accesses = dependence::accesses(&mut a);
    super::plan::warm_up(&mut a);
    let deps: Vec<LoopDeps> = dependence::analyse_all(&mut a, &accesses, &names);
    let backup = if backups {
        super::plan::backup_loops(&a, &deps)
    } else {
        Vec::new()
    };
    let mut all: Vec<Result<Outlined, NotOutlined>> = super::plan::kernel_loops(&a, &deps)
        .into_iter()
        .map(|k| {
            let accesses = &accesses;
            let lp = &a.forest.loops[k];
            let header = a.cfg.ids[lp.header];
            let blocks = lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect();
            outline(&mut a, &deps, accesses, k).map_err(|why| NotOutlined {
                name: format!("L{k}"),
                header,
                blocks,
                why,
            })
        })
        .collect();
    // A loop run in order inside threads of two dimensions, then with threads of one.
    let rows: Vec<Outlined> = all
        .iter()
        .filter_map(|o| o.as_ref().ok())
        .filter_map(|o| by_rows(&mut a, &deps, &accesses, o))
        .collect();
    all.extend(rows.into_iter().map(Ok));
    // A parallel kernel whose only child is parallel across all of its iterations may also
    // launch as that child's threads, each running the kernel's loop in order (an
    // interchange): where the launch-time test of the kernel's own iterations fails (trmm's
    // rows read the rows below them), the columns may still be apart.
    let primary: Vec<usize> = all
        .iter()
        .filter_map(|o| o.as_ref().ok())
        .filter(|o| o.in_order.is_none())
        .filter_map(|o| o.dims.first().map(|d| d.loop_index))
        .collect();
    for k in primary {
        let Some(i) = super::plan::interchange_form(&mut a, &deps, k, &accesses, &names) else {
            continue;
        };
        let mut alternative = deps.clone();
        alternative[k].parallel = false;
        alternative[k].interchange = Some(i);
        if let Ok(mut o) = outline(&mut a, &alternative, &accesses, k) {
            o.name = format!("L{k} in order");
            let rows = by_rows(&mut a, &alternative, &accesses, &o);
            all.push(Ok(o));
            all.extend(rows.map(Ok));
        }
    }
    for k in backup {
        if let Ok(o) = outline(&mut a, &deps, &accesses, k) {
            all.push(Ok(o));
        }
    }
    for o in all.iter_mut().flatten() {
        entry_checks(&mut a, o, &reloads);
        name_for_the_host(o, &reloads);
    }
    all
}

/// Renames `o`'s live-outs and exit arguments to the values of the function the host runs:
/// a carried parameter read after its loop is, in the analysis form, the load that loads it
/// again (`reload.rs`), which the finish function computes; the host's code after the loop
/// reads the parameter itself.
pub fn name_for_the_host(o: &mut Outlined, reloads: &[super::reload::Reloaded]) {
    let host = |v: &mut Value| {
        if let Some(r) = reloads.iter().find(|r| r.load == *v) {
            *v = r.param;
        }
    };
    o.live_outs.iter_mut().for_each(host);
    o.exit_args.iter_mut().for_each(host);
}

/// Kernel `o` (outlined under `deps`), whose loop run in order has threads of two
/// dimensions, with threads of one (the rows, each running its row's columns in order),
/// named `<o> by rows`: where the launch-time test within a row fails (the row's own store
/// lands on a column another thread of the row writes), the rows may still be apart. `None`
/// where `o` has no such threads.
fn by_rows(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    accesses: &[dependence::Access],
    o: &Outlined,
) -> Option<Outlined> {
    let k = o.dims.first()?.loop_index;
    let mut deps = match o.in_order {
        Some(0 | 1) if o.dims.len() == 3 => deps.to_vec(),
        _ => return None,
    };
    match o.in_order {
        // A sequential loop around threads of two dimensions: without the second.
        Some(0) => deps[k].interchange.as_mut()?.second = None,
        // A parallel loop around a loop run in order: the parallel loop alone.
        _ => deps[o.dims[1].loop_index].interchange = None,
    }
    let mut rows = outline(a, &deps, accesses, k).ok()?;
    rows.name = format!("{} by rows", o.name);
    Some(rows)
}

/// Moves the first-iteration checks of the loads `o`'s first dimension carries
/// (`reload.rs`) from its kernel to its launch ([`Outlined::entry_checks`]), where the
/// address the first iteration loads from is a polynomial of the arguments: a check in the
/// kernel makes it a kernel that may trap, which inside a resident region takes back the
/// device's newer bytes of all it overwrites before every launch.
fn entry_checks(a: &mut Analysis<'_>, o: &mut Outlined, reloads: &[super::reload::Reloaded]) {
    let Some(dim) = o
        .dims
        .first()
        .map(|d| d.loop_index)
        .filter(|_| o.in_order.is_none())
    else {
        return;
    };
    for r in reloads.iter().filter(|r| r.header == o.header) {
        let Some(at) = a.affine(r.addr) else {
            continue;
        };
        let first = at.without_loops(&|l| l == dim);
        if !first.coeffs.is_empty() {
            continue;
        }
        let mut dropped = false;
        for b in &mut o.kernel.blocks {
            b.insts.retain(|i| {
                let check = matches!(i.op, LoweredOp::TrapIf { cond, .. } if cond == r.check);
                dropped |= check;
                !check
            });
        }
        if dropped {
            o.entry_checks.push(EntryCheck {
                param: r.param,
                addr: first.constant,
                offset: r.offset,
                bytes: r.bytes,
                mask: r.mask,
            });
        }
    }
}

fn outline(
    a: &mut Analysis<'_>,
    deps: &[LoopDeps],
    accesses: &[dependence::Access],
    k: usize,
) -> Result<Outlined, String> {
    let f = a.f;
    let kd = super::plan::kernel_dims(a, deps, accesses, k);
    let in_order = kd.in_order;
    // The outer loop's stores outside the inner one: kernel_dims let the inner loop join
    // only where the first thread of each row can run them.
    let first_thread_stores = kd.first_thread_stores();
    let dims_idx = kd.loops.clone();
    let lp = a.forest.loops[k].clone();
    let block_ids: BTreeSet<BlockId> = lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect();
    // Dimensions and their header parameters.
    let mut dims = Vec::new();
    let mut steps = Vec::new();
    // Per dimension: for each header parameter, the step slot of an induction (or None).
    let mut param_steps: Vec<Vec<Option<usize>>> = Vec::new();
    // Per dimension: for each header parameter, the step of an exact `f64` counter.
    let mut float_steps: Vec<Vec<Option<f64>>> = Vec::new();
    let mut quadratic: Vec<Vec<Option<SumOf>>> = Vec::new();
    let mut exact_float_starts = Vec::new();
    let mut reductions: Vec<Reduction> = Vec::new();
    // With two dimensions: the child's header parameter that each reduction enters.
    let mut inner_params: Vec<usize> = Vec::new();
    for &d in &dims_idx {
        let c = a
            .counted(d)
            .map_err(|why| format!("L{d} is not counted: {why}"))?;
        let counter_ty = a.ty(c.counter).unwrap_or(LoweredType::I32);
        let runs_past = dependence::header_runs_past(a, d);
        if runs_past && !c.trip.num.coeffs.is_empty() {
            return Err(format!(
                "L{d} exits at its header, which also loads, stores or traps, and its count changes with the counters around it"
            ));
        }
        dims.push(Dim {
            loop_index: d,
            trip: c.trip.clone(),
            compare: c.compare,
            counter_ty,
            runs_past,
        });
        let mut slots = Vec::new();
        let mut floats = Vec::new();
        let mut sums = Vec::new();
        let params = a.header_params(d);
        for (pi, (v, kind)) in params.iter().cloned().enumerate() {
            let ty = a.ty(v).unwrap_or(LoweredType::I32);
            let mut float = None;
            let mut sum = None;
            match kind {
                HeaderParam::Induction { step, .. } if ty.is_int() => {
                    steps.push(Step { poly: step, ty });
                    slots.push(Some(steps.len() - 1));
                }
                HeaderParam::Invariant => slots.push(None),
                // A sum of an integer induction of the same loop: from that induction's
                // entry value and step (`Shape::param_values`).
                HeaderParam::Quadratic { by, plus }
                    if ty.is_int()
                        && by.iter().all(|b| {
                            matches!(params.get(*b), Some((_, HeaderParam::Induction { .. })))
                        }) =>
                {
                    sum = Some((by, plus));
                    slots.push(None);
                }
                HeaderParam::FloatInduction {
                    step,
                    start_checked,
                } => {
                    // A start only the launch knows: it reads the outermost loop's.
                    if start_checked && d != k {
                        return Err(format!(
                            "the f64 counter {v} of L{d} starts from a value the launch cannot test"
                        ));
                    }
                    if start_checked {
                        exact_float_starts.push(pi);
                    }
                    float = Some(step);
                    slots.push(None);
                }
                // Through the kernel's second dimension: the parameter of the child that a
                // reduction of the kernel's loop enters, which each thread starts from the
                // identity (the outer loop's own code only passes it along).
                HeaderParam::Reduction { .. }
                    if dims_idx.len() == 2 && d == dims_idx[1] && inner_params.contains(&pi) =>
                {
                    slots.push(None);
                }
                HeaderParam::Reduction { op, lanes }
                    if (!op.needs_reassociation() || a.reassociate_floats)
                        && d == k
                        && (dims_idx.len() == 1
                            || (dims_idx.len() == 2 && lanes.is_none() && {
                                let entered = kd.entered_by(pi);
                                inner_params.extend(entered);
                                entered.is_some()
                            }))
                        && in_order.is_none()
                        && (lanes.is_some() == (ty == LoweredType::V128))
                        && matches!(
                            ty,
                            LoweredType::I32
                                | LoweredType::I64
                                | LoweredType::F32
                                | LoweredType::F64
                                | LoweredType::V128
                        ) =>
                {
                    reductions.push(Reduction {
                        param: pi,
                        op,
                        ty,
                        lanes,
                    });
                    slots.push(None);
                }
                other => {
                    return Err(format!(
                    "header parameter {v} of L{d} is {other:?}, neither an induction nor invariant"
                ))
                }
            }
            floats.push(float);
            sums.push(sum);
        }
        // A sum's inductions each have a step (`Shape::param_values` reads them).
        for (by, _) in sums.iter().flatten() {
            if by.iter().any(|b| !matches!(slots.get(*b), Some(Some(_)))) {
                return Err(format!(
                    "a sum of inductions of L{d} adds an induction without a step"
                ));
            }
        }
        param_steps.push(slots);
        float_steps.push(floats);
        quadratic.push(sums);
    }
    // The single exit edge of the outermost loop.
    let mut exits = Vec::new();
    for &b in &lp.blocks {
        for (si, s) in f.blocks[b].term.successors().into_iter().enumerate() {
            if !block_ids.contains(&s.block) {
                exits.push((b, si, s.clone()));
            }
        }
    }
    let [(exiting, exit_succ, exit_call)] = exits.as_slice() else {
        return Err(format!("L{k} has {} exit edges, not one", exits.len()));
    };
    // A single-block loop exits at its latch (which is also its header).
    let header_exit = *exiting == lp.header && !lp.latches.contains(exiting);
    if !header_exit && !lp.latches.contains(exiting) {
        return Err(format!(
            "L{k} exits from {}, neither its header nor a latch",
            a.cfg.ids[*exiting]
        ));
    }
    // The header runs once more than the body: where that run has effects it is one more
    // thread (`Dim::runs_past`), which a reduction's parts do not cover. In a kernel run in
    // order, that thread runs the header in every iteration and leaves as the others do.
    // An index taken with a minimum or maximum combines beside it: both in the kernel, one
    // dimension (the parts of a 2-D grid fold per row first).
    for r in &reductions {
        if let super::induction::ReductionOp::ArgOf { value, .. } = r.op {
            let beside = reductions.iter().any(|v| v.param == usize::from(value));
            if !beside || dims_idx.len() != 1 {
                return Err(format!(
                    "its index in header parameter {} goes with a minimum or maximum that this kernel does not combine beside it",
                    r.param
                ));
            }
        }
    }
    if dims.iter().any(|d| d.runs_past) && !reductions.is_empty() {
        return Err(format!(
            "a loop of L{k} exits at its header, which also loads, stores or traps, and the kernel combines a reduction"
        ));
    }
    for &b in &lp.blocks {
        for i in &f.blocks[b].insts {
            if let LoweredOp::GlobalGet { index, .. } = i.op {
                if f.global(index).is_none_or(|g| g.mutable) {
                    return Err(format!(
                        "L{k} reads mutable global {index}, which the host may have changed"
                    ));
                }
            }
        }
    }
    // Live-ins: values used in the loop, defined outside it.
    let mut live_ins = BTreeSet::new();
    for &b in &lp.blocks {
        let blk = &f.blocks[b];
        let mut used: Vec<Value> = blk.insts.iter().flat_map(|i| i.op.operands()).collect();
        used.extend(blk.term.operands());
        for s in blk.term.successors() {
            used.extend(s.args.iter().copied());
        }
        for v in used {
            if !a.defined_in(v, k) {
                live_ins.insert(v);
            }
        }
    }
    // The wasm parameters: the finish function may compute a live-out from them.
    live_ins.extend(f.blocks[0].params.iter().copied());
    // Block parameters of the loop that copy a value from before it (Cranelift passes
    // invariants around loops): the finish function reads the original.
    for &b in &lp.blocks {
        for p in &f.blocks[b].params {
            let c = a.canon(*p);
            if c != *p && !a.defined_in(c, k) {
                live_ins.insert(c);
            }
        }
    }
    // What each threads' loop leaves for the code after it (computed for its last
    // iteration), outermost first.
    let mut thread_live_outs: Vec<Vec<Value>> = Vec::new();
    let mut thread_affine = HashMap::new();
    let mut thread_copies: Vec<HashMap<Value, Value>> = Vec::new();
    for &c in in_order.map_or(&[][..], |p| &dims_idx[p + 1..]) {
        let (mut outs, mut copies) = (Vec::new(), HashMap::new());
        for v in a.live_outs(c).into_keys() {
            if !a.defined_in(v, c) {
                continue;
            }
            // A parameter that carries a value from outside around the loop is that value.
            let original = a.canon(v);
            if original != v && !a.defined_in(original, c) {
                if !a.defined_in(original, k) {
                    live_ins.insert(original);
                }
                copies.insert(v, original);
                continue;
            }
            let x = a
                .affine(v)
                .ok_or_else(|| format!("{v}, read after L{c}, is not affine"))?;
            // Its values from before the nest are kernel parameters.
            for atom in x.atoms() {
                if let super::affine::Atom::Opaque(n) | super::affine::Atom::Choice(n) = atom {
                    live_ins.insert(Value(n));
                }
            }
            thread_affine.insert(v, x);
            outs.push(v);
        }
        thread_live_outs.push(outs);
        thread_copies.push(copies);
    }
    let outer_loops: BTreeSet<usize> = {
        let mut s = BTreeSet::new();
        let mut anc = lp.parent;
        while let Some(p) = anc {
            s.insert(p);
            anc = a.forest.loops[p].parent;
        }
        s
    };
    let mut outer_counters = Vec::new();
    for &m in &outer_loops {
        for (v, kind) in a.header_params(m) {
            if let HeaderParam::Induction { init, step } = kind {
                if let Some(step) = step.as_const().filter(|c| *c != 0) {
                    if init.coeffs.is_empty() {
                        outer_counters.push(OuterCounter {
                            loop_index: m,
                            param: v,
                            init,
                            step,
                        });
                        break;
                    }
                }
            }
        }
    }
    // A dimension after the first whose count reads the counter of a loop around the nest
    // (`for i; for j <= i` launched per iteration of i as the second dimension of an
    // interchange, or below a time loop) recovers that counter in the kernel from the loop's
    // induction, a kernel parameter.
    for (di, dim) in dims.iter().enumerate().skip(1) {
        for l in dim.trip.num.coeffs.keys() {
            if dims_idx.contains(l) {
                continue;
            }
            let c = outer_counters
                .iter()
                .find(|c| c.loop_index == *l)
                .ok_or_else(|| {
                    format!(
                        "the count of L{} (dimension {di}) reads the counter of L{l}, which has no induction the kernel can recover it from",
                        dim.loop_index
                    )
                })?;
            live_ins.insert(c.param);
            for atom in c.init.atoms() {
                if let super::affine::Atom::Opaque(n) | super::affine::Atom::Choice(n) = atom {
                    live_ins.insert(Value(n));
                }
            }
        }
    }
    let live_ins: Vec<Value> = live_ins.into_iter().collect();
    for v in &live_ins {
        let ty = a.ty(*v).unwrap_or(LoweredType::I8);
        if ty == LoweredType::I8 || ty == LoweredType::I16 {
            return Err(format!(
                "L{k} reads {v} of type {ty} from before the loop; kernel parameters are i32, i64, f32, f64 or v128"
            ));
        }
    }
    let header_params = f.blocks[lp.header].params.clone();
    let live_outs: Vec<Value> = a.live_outs(k).into_keys().collect();
    let mut inner_trips = BTreeMap::new();
    let mut inner_bounds = BTreeMap::new();
    let mut inner_guards = BTreeMap::new();
    let mut runs_once = BTreeSet::new();
    let mut loop_parent = BTreeMap::new();
    for m in 0..a.forest.loops.len() {
        if a.forest.within(m, k) {
            if let Some(p) = a.forest.loops[m].parent.filter(|_| m != k) {
                loop_parent.insert(m, p);
            }
            let t = a.counted(m).ok().map(|c| {
                let ty = a.ty(c.counter).unwrap_or(LoweredType::I32);
                (c.trip, c.compare, ty)
            });
            let guards = dependence::entry_guards(a, m);
            // Whether the loop is entered only where its count is at least 1. A guard on the
            // way in from before the nest is taken for clang's (the nest's own `n >= 1`).
            // Where an `if` inside the nest comes first (`if (i < k)` around `do ... while
            // (j < m)`, `if (a[i] != t)`, `if (i % 3 == 0)`: tests that pick rows and say
            // nothing of `m - j`), only a guard on the count itself does (a rotated `for`
            // loop's `j0 < m`). Not for a loop that leaves by `!=` (clang's unrolled and
            // rotated loops): entered with a count of 0 it would run 2^32 times, and the
            // launch takes it as not entered there.
            let picks = m != k && picks_rows(a, m, k);
            let ensured = !guards.is_empty()
                && (!picks
                    || t.as_ref().is_some_and(|(trip, compare, _)| {
                        *compare == "equality"
                            || guards
                                .iter()
                                .any(|g| guard_ensures_an_iteration(g, trip, compare))
                    }));
            if t.is_none() {
                if let Some(c) = a.trip_bound(m) {
                    let ty = a.ty(c.counter).unwrap_or(LoweredType::I32);
                    inner_bounds.insert(m, (c.trip, c.compare, ty));
                }
            }
            inner_trips.insert(m, t);
            // A loop that leaves only after its body (a do-while) runs its first iteration
            // wherever it is entered, unless a test on the way in holds only where its count
            // is at least 1 (`ensured`).
            let lm = &a.forest.loops[m];
            let leaves_at_header = !lm.latches.contains(&lm.header)
                && a.cfg.succs[lm.header]
                    .iter()
                    .any(|s| !lm.blocks.contains(s));
            if m != k && !ensured && !leaves_at_header {
                runs_once.insert(m);
            }
            if !guards.is_empty() {
                inner_guards.insert(m, guards);
            }
        }
    }
    // Groups and checks of every dimension, by the outer loop's groups.
    let groups = deps[k].groups.clone();
    // The function's accesses as the outer loop's groups hold them: through row pointers
    // read in the nest (`row_pointers::accesses_by_rows`).
    let seen = super::row_pointers::accesses_by_rows(a, accesses, k);
    let mut checks = Vec::new();
    for (di, (&d, dd)) in dims_idx
        .iter()
        .zip(super::plan::dim_deps(deps, &kd))
        .enumerate()
    {
        let Some(dd) = dd else { continue };
        for p in &dd.preconditions {
            let (w, o, cross, beyond_thread_0) = match p {
                Precondition::Disjoint { written, other } => (*written, *other, false, false),
                Precondition::NoCrossIteration { written, other } => {
                    (*written, *other, true, false)
                }
                Precondition::DisjointBeyondThread0 { written, other } => {
                    (*written, *other, false, true)
                }
            };
            // The outer loop's group of the same addresses (it may hold more accesses, and
            // its cluster of offsets contains the inner group's).
            // An inner loop's group through a row pointer read outside it (`c[i]` in `j`'s
            // group) is found as the outer loop writes it (`row_pointers::by_rows`).
            let mut find = |g: &Group| {
                let mut g = g.clone();
                g.base = super::row_pointers::by_rows(a, &g.base, k);
                group_holding(&groups, &g)
            };
            let outside = || format!("a precondition of L{d} names an access range outside L{k}'s");
            let gw = find(&dd.groups[w]).ok_or_else(outside)?;
            let go = match find(&dd.groups[o]) {
                Some(go) => go,
                // Reads at an address the outer loop cannot range (a row picked by a loaded
                // index, srad's `J[iN[i]*cols + j]`, a range for L{d} alone) are checked by
                // the kernel against every byte the launch writes: none of them meets the
                // written range then, in any iteration.
                None if in_order.is_none()
                    && checked_reads_only(a, &seen, &deps[k], d, &dd.groups[o]) =>
                {
                    continue
                }
                None => return Err(outside()),
            };
            checks.push(Check {
                dim: di,
                written: gw,
                other: go,
                cross_iteration: cross,
                beyond_thread_0,
                // A thread dimension after the loop run in order, with one before it: its
                // verdict compares two iterations of one row (`dependence::SecondDim`, or an
                // interchange inside a parallel kernel); its first thread runs the row's own
                // stores.
                in_row: in_order.is_some_and(|p| di > p && (0..di).any(|x| x != p)),
            });
        }
    }
    // The outer loops' own code against the threads of their inner dimension in one row
    // (`dependence::row_body`): the pairs whose addresses differ by values known only at
    // the launch, tested there in one row where the rows move both alike (`Check::in_row`).
    for (row, (_, pairs)) in kd.rows.iter().enumerate() {
        let di = row + 1;
        let (outer, c) = (dims_idx[row], dims_idx[di]);
        for p in pairs {
            let (Some(gx), Some(gy)) =
                (group_of(&groups, &seen[p.x]), group_of(&groups, &seen[p.y]))
            else {
                return Err(format!(
                    "an access of L{outer} outside L{c} has no range to test at the launch"
                ));
            };
            checks.push(Check {
                dim: di,
                written: gx,
                other: gy,
                cross_iteration: false,
                beyond_thread_0: p.from == 1,
                in_row: true,
            });
        }
    }
    // Every access wider than a byte belongs to a group the launch tests for alignment to at
    // least its width: the kernel can then be converted with natural accesses.
    let natural_alignment = accesses
        .iter()
        .filter(|x| lp.blocks.contains(&x.block) && x.bytes() > 1)
        .all(|x| {
            let Some(addr) = &x.addr else {
                return false;
            };
            let mut base = addr.clone();
            base.constant = base.constant.without_constant();
            let c = addr.constant.constant_term();
            groups.iter().any(|g| {
                g.keyed_like(&base, x.symbolic_len(), &x.arm, &x.sides)
                    && g.align >= x.bytes()
                    && (c - g.lo) % x.bytes() == 0
            })
        });
    let args = f.blocks[0].params.clone();
    // Affine forms of the loop's other block parameters (a live-out merged from two paths
    // that compute the same `i + 1`), for the finish function.
    let mut param_affine = HashMap::new();
    for &b in &lp.blocks {
        if b == lp.header {
            continue;
        }
        for p in f.blocks[b].params.clone() {
            if let Some(x) = a.affine(p) {
                param_affine.insert(p, x);
            }
        }
    }
    param_affine.extend(thread_affine);
    // A row loop of `memcpy`/`memset` calls: a warp per row (`bulk_lanes.rs`).
    let lanes = kd.bulk_lanes && reductions.is_empty();
    let shape = Shape {
        f,
        k,
        param_affine: &param_affine,
        dims: &dims_idx,
        dim_trips: &dims,
        param_steps: &param_steps,
        float_steps: &float_steps,
        quadratic: &quadratic,
        live_ins: &live_ins,
        n_steps: steps.len(),
        step_consts: steps.iter().map(|s| s.poly.as_const()).collect(),
        in_order,
        first_thread_stores,
        thread_live_outs: &thread_live_outs,
        thread_copies: &thread_copies,
        outer_counters: &outer_counters,
        reductions: &reductions,
        inner_params: &inner_params,
        lanes,
    };
    let mut kernel = shape.kernel(a)?;
    // Each thread's copy of the loop's scratch arrays (`privatize.rs`), rewritten while the
    // kernel's blocks still hold the function's instructions at their indices.
    let private = if deps[k].private.is_empty() {
        Vec::new()
    } else {
        if dims.len() > 2
            || lanes
            || in_order.is_some()
            || !reductions.is_empty()
            || first_thread_stores
            || dims.iter().any(|d| d.runs_past)
        {
            return Err(
                "a kernel keeping private copies must be one or two plain dimensions".into(),
            );
        }
        let private = super::privatize::accesses_of(
            &deps[k].private,
            &groups,
            &seen,
            &lp.blocks,
            &a.cfg.ids,
            |x| group_of(&groups, x),
        )?;
        super::privatize::add_private_copies(&mut kernel, &private, deps[k].private.len())?;
        private
    };
    let finish = shape.finish(
        a,
        *exiting,
        *exit_succ,
        &exit_call.args,
        &live_outs,
        header_exit,
    )?;
    let reference = shape.reference(a)?;
    for g in [&kernel, &finish, &reference] {
        lowered_ir::verify_function(g)
            .map_err(|e| format!("the outlined function does not verify: {e}"))?;
    }
    // The kernel launches only after every range it accesses was tested: it needs no
    // per-access checks.
    crate::pipeline::strip_bounds_checks(&mut kernel);
    // Its accumulations at gathered cells add atomically: threads may share a cell.
    let accumulations = &deps[k].accumulations;
    if !accumulations.is_empty() {
        let made = super::accumulate::make_atomic(&mut kernel, accumulations);
        if made != accumulations.len() {
            return Err(format!(
                "the kernel holds {made} of the loop's {} accumulations",
                accumulations.len()
            ));
        }
        lowered_ir::verify_function(&kernel)
            .map_err(|e| format!("the kernel with atomic adds does not verify: {e}"))?;
    }
    // Except its gathered reads, which it checks itself.
    let read_checks = !deps[k].checked_loads.is_empty() && in_order.is_none();
    if read_checks {
        add_read_checks(&mut kernel, &deps[k].checked_loads, !reductions.is_empty());
        lowered_ir::verify_function(&kernel)
            .map_err(|e| format!("the kernel with read checks does not verify: {e}"))?;
    }
    let defined_inside: BTreeSet<Value> = lp
        .blocks
        .iter()
        .flat_map(|b| {
            let block = &f.blocks[*b];
            block
                .params
                .iter()
                .copied()
                .chain(block.insts.iter().flat_map(|i| i.results.iter().copied()))
        })
        .collect();
    // Those of the nest and of the host loops around it (whose affine form, `x` less a
    // low-bits atom, the launch may evaluate from the outer counters rather than read).
    let around = |v: Value| {
        a.def_block(v).is_some_and(|b| {
            outer_loops
                .iter()
                .any(|l| a.forest.loops[*l].blocks.contains(&b))
        })
    };
    let mut sign_cleared: Vec<(u32, Affine)> = a
        .sign_cleared
        .iter()
        .filter(|(v, _)| defined_inside.contains(&Value(**v)) || around(Value(**v)))
        .map(|(v, x)| (*v, x.clone()))
        .collect();
    sign_cleared.sort_by_key(|(v, _)| *v);
    Ok(Outlined {
        name: format!("L{k}"),
        header: a.cfg.ids[lp.header],
        blocks: block_ids,
        kernel,
        kernel_fingerprint: std::sync::OnceLock::new(),
        finish,
        reference,
        live_ins,
        header_params,
        steps,
        dims,
        inner_trips,
        inner_bounds,
        loop_parent,
        inner_guards,
        runs_once,
        outer_loops,
        header_exit,
        exit_block: exit_call.block,
        exit_args: exit_call.args.clone(),
        live_outs,
        groups,
        checks,
        args,
        choices: a.choices.clone(),
        floors: a.floors.clone(),
        lows: a.lows.clone(),
        sign_cleared,
        min_max: a.min_max.clone(),
        selected: a.selected.clone(),
        row_loads: a.row_loads.clone(),
        defined_inside,
        outer_counters,
        natural_alignment,
        read_checks,
        atomic_adds: !accumulations.is_empty(),
        in_order,
        first_thread_stores,
        lanes,
        reductions,
        entry_checks: Vec::new(),
        exact_float_starts,
        private: match private.is_empty() {
            true => Vec::new(),
            false => deps[k].private.clone(),
        },
        // An access whose address operand is a constant (a table libm reads at
        // `i32.const 0` + offset) has no dynamic part that could wrap.
        max_static_offset: lp
            .blocks
            .iter()
            .flat_map(|b| &f.blocks[*b].insts)
            .filter_map(|i| match i.op {
                LoweredOp::Load { offset, addr, .. } | LoweredOp::Store { offset, addr, .. } => {
                    let constant = matches!(
                        a.op_of(addr),
                        Some(LoweredOp::IConst { bits, .. }) if (*bits as u32 as i32) >= 0
                    );
                    (!constant).then_some(offset)
                }
                _ => None,
            })
            .max()
            .unwrap_or(0),
    })
}

impl Outlined {
    /// The count the launch ranges inner loop `l`'s accesses over: its trip count, or
    /// where it may leave early by a `break`, the count of the exit test that bounds it
    /// (`inner_bounds`; such a loop moves no store of a parallel nest:
    /// `dependence::ranging_count`).
    pub fn ranging_trip(&self, l: usize) -> Option<&(TripCount, &'static str, LoweredType)> {
        match self.inner_trips.get(&l) {
            Some(Some(t)) => Some(t),
            _ => self.inner_bounds.get(&l),
        }
    }

    /// Whether what the kernel does to memory is only its groups' accesses, which the
    /// launch ranges: no reduction totals for the code after it, no gathered reads checked
    /// against its own launch's writes only (`read_checks`), no private copies. Only such a
    /// kernel runs as one part of a loop cut in two (`split.rs`, `distribute.rs`): the
    /// launch tests that the parts do not meet by their groups alone.
    pub fn only_its_groups(&self) -> bool {
        self.reductions.is_empty() && !self.read_checks && self.private.is_empty()
    }

    /// Whether dimension `i`'s iterations are threads: all but the one every thread runs in
    /// order ([`Outlined::in_order`]).
    pub fn is_thread_dim(&self, i: usize) -> bool {
        self.in_order != Some(i)
    }

    /// The threads of each thread dimension for the dimensions' `trips` ([`Dim::threads`]):
    /// the launch's grid, outer first.
    pub fn thread_counts(&self, trips: &[u64]) -> Vec<u64> {
        trips
            .iter()
            .enumerate()
            .filter(|(i, _)| self.is_thread_dim(*i))
            .map(|(i, t)| self.dims[i].threads(*t))
            .collect()
    }

    /// Whether every thread runs the first dimension in order: then the first-call check
    /// may run a prefix of its iterations (`offload::try_launch`).
    pub fn outer_in_order(&self) -> bool {
        self.in_order == Some(0)
    }
}

/// Whether an op has an effect that running it again in another thread would repeat
/// outside the memory (a call, `memory.grow`, an instance op, `global.set`): code that
/// every thread of a row runs must have none.
pub(crate) fn repeats_outside_memory(op: &LoweredOp) -> bool {
    matches!(
        op,
        LoweredOp::Call { .. }
            | LoweredOp::CallIndirect { .. }
            | LoweredOp::CallRef { .. }
            | LoweredOp::MemoryGrow { .. }
            | LoweredOp::Instance { .. }
            | LoweredOp::GlobalSet { .. }
    )
}

/// Whether an op has no effect and cannot trap (it may be repeated or dropped).
pub(crate) fn pure(op: &LoweredOp) -> bool {
    !matches!(
        op,
        LoweredOp::TrapIf { .. }
            | LoweredOp::BoundsCheck { .. }
            | LoweredOp::Load { .. }
            | LoweredOp::Store { .. }
            | LoweredOp::GlobalGet { .. }
            | LoweredOp::GlobalSet { .. }
            | LoweredOp::ReadSpecialReg { .. }
            | LoweredOp::Barrier
            | LoweredOp::Call { .. }
            | LoweredOp::CallIndirect { .. }
            | LoweredOp::CallRef { .. }
            | LoweredOp::MemoryGrow { .. }
            | LoweredOp::Instance { .. }
            | LoweredOp::MemoryCopy { .. }
            | LoweredOp::MemoryFill { .. }
    )
}

/// What the three builders share.
struct Shape<'x> {
    f: &'x LoweredFunction,
    k: usize,
    param_affine: &'x HashMap<Value, Affine>,
    dims: &'x [usize],
    /// The dimensions' trip counts (a triangular one reads the counters of those before it).
    dim_trips: &'x [Dim],
    param_steps: &'x [Vec<Option<usize>>],
    /// Per dimension and header parameter: the step of an exact `f64` counter
    /// (`HeaderParam::FloatInduction`), computed as `init + step * k`.
    float_steps: &'x [Vec<Option<f64>>],
    /// Per dimension and header parameter: the parameters whose sum it is, and the constant
    /// added with them (`HeaderParam::Quadratic`), computed as `init + (q0 + c)*k +
    /// s*k*(k-1)/2`.
    quadratic: &'x [Vec<Option<SumOf>>],
    live_ins: &'x [Value],
    n_steps: usize,
    /// The steps that are constants (most are): the code uses the constant, so the backend
    /// sees it; the parameter stays, unused.
    step_consts: Vec<Option<i64>>,
    /// The dimension every thread runs in order ([`Outlined::in_order`]).
    in_order: Option<usize>,
    /// [`Outlined::first_thread_stores`].
    first_thread_stores: bool,
    /// [`Outlined::lanes`].
    lanes: bool,
    /// Then, per dimension after the first (the threads' loops, outermost first): the
    /// values it computes that the code after it reads.
    thread_live_outs: &'x [Vec<Value>],
    /// And its parameters that carry a value from outside it, read after it: that value.
    thread_copies: &'x [HashMap<Value, Value>],
    /// Loops around the nest and their inductions ([`Outlined::outer_counters`]).
    outer_counters: &'x [OuterCounter],
    /// [`Outlined::reductions`].
    reductions: &'x [Reduction],
    /// With two dimensions: per reduction, the child's header parameter it enters, which
    /// each thread starts from the identity; the thread's part is what the child's back
    /// edge passes to it (`plan::reductions_enter`).
    inner_params: &'x [usize],
}

/// A function under construction: value table, blocks, next block id.
struct Draft {
    types: Vec<LoweredType>,
    blocks: Vec<LoweredBlock>,
    next_block: u32,
}

impl Draft {
    fn new(f: &LoweredFunction) -> Draft {
        Draft {
            types: f.value_types.clone(),
            blocks: Vec::new(),
            next_block: f.blocks.iter().map(|b| b.id.0 + 1).max().unwrap_or(0),
        }
    }
    fn value(&mut self, ty: LoweredType) -> Value {
        self.types.push(ty);
        Value(self.types.len() as u32 - 1)
    }
    fn block_id(&mut self) -> BlockId {
        self.next_block += 1;
        BlockId(self.next_block - 1)
    }
    fn finish(
        self,
        f: &LoweredFunction,
        name: String,
        results: Vec<LoweredType>,
    ) -> LoweredFunction {
        let params = self.blocks[0]
            .params
            .iter()
            .map(|p| self.types[p.0 as usize])
            .collect();
        let mut out = LoweredFunction {
            name,
            signature: LoweredSignature { params, results },
            value_types: self.types,
            blocks: self.blocks,
            globals: f.globals.clone(),
        };
        drop_unreachable(&mut out);
        order_defs_first(&mut out);
        out
    }
}

impl Shape<'_> {
    fn ty(&self, v: Value) -> LoweredType {
        self.f.value_type(v).unwrap_or(LoweredType::I32)
    }

    /// The entry block's parameters: live-ins (original values), header inits, then steps
    /// and trips when `with_counters`. Returns (inits, steps, trips).
    fn entry_params(
        &self,
        d: &mut Draft,
        a: &Analysis<'_>,
        with_counters: bool,
    ) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
        let header = a.forest.loops[self.k].header;
        let inits: Vec<Value> = self.f.blocks[header]
            .params
            .iter()
            .map(|p| d.value(self.ty(*p)))
            .collect();
        let mut steps = Vec::new();
        let mut trips = Vec::new();
        if with_counters {
            let mut slot_ty = vec![LoweredType::I64; self.n_steps];
            for (di, slots) in self.param_steps.iter().enumerate() {
                let h = a.forest.loops[self.dims[di]].header;
                for (pi, s) in slots.iter().enumerate() {
                    if let Some(s) = s {
                        slot_ty[*s] = self.ty(self.f.blocks[h].params[pi]);
                    }
                }
            }
            steps = slot_ty.iter().map(|t| d.value(*t)).collect();
            trips = self
                .dims
                .iter()
                .map(|_| d.value(LoweredType::I64))
                .collect();
        }
        // A v128 value crosses the launch as two i64 halves (low lane first).
        let mut params: Vec<Value> = Vec::new();
        let mut prelude = Vec::new();
        for v in self.live_ins.iter().chain(&inits) {
            if d.types[v.0 as usize] != LoweredType::V128 {
                params.push(*v);
                continue;
            }
            let (lo, hi) = (d.value(LoweredType::I64), d.value(LoweredType::I64));
            params.extend([lo, hi]);
            let splat = d.value(LoweredType::V128);
            prelude.push(Inst {
                results: vec![splat],
                op: LoweredOp::Splat {
                    shape: lowered_ir::Shape::I64x2,
                    arg: lo,
                },
            });
            prelude.push(Inst {
                results: vec![*v],
                op: LoweredOp::InsertLane {
                    shape: lowered_ir::Shape::I64x2,
                    lane: 1,
                    vector: splat,
                    value: hi,
                },
            });
        }
        params.extend(&steps);
        params.extend(&trips);
        d.blocks.push(LoweredBlock {
            id: BlockId(u32::MAX),
            params,
            insts: prelude,
            term: Terminator::Return { values: vec![] },
        });
        (inits, steps, trips)
    }

    /// `init + step * k` in the parameter's type, `init` for an invariant, and for the sum
    /// of an induction `q = q0 + s*k` and a constant `c` (`HeaderParam::Quadratic`)
    /// `init + (q0 + c)*k + s*k*(k-1)/2`, wrapping as the loop's additions do.
    fn param_values(
        &self,
        e: &mut Emitter<'_>,
        dim: usize,
        inits: &[Value],
        steps: &[Value],
        k: Value,
    ) -> Vec<Value> {
        let mut k32 = None;
        let mut kf = None;
        let mut vals: Vec<Value> = inits
            .iter()
            .zip(&self.param_steps[dim])
            .zip(&self.float_steps[dim])
            .map(|((init, slot), float)| match (slot, float) {
                // Exact: `k` below 2^53, the product and the sum whole numbers below it.
                (None, Some(step)) => {
                    let k = *kf.get_or_insert_with(|| {
                        e.push(
                            LoweredOp::Convert {
                                op: ConvOp::UintToF,
                                arg: k,
                                to: LoweredType::F64,
                            },
                            LoweredType::F64,
                        )
                    });
                    let c = e.push(
                        LoweredOp::FConst {
                            ty: LoweredType::F64,
                            bits: step.to_bits(),
                        },
                        LoweredType::F64,
                    );
                    let m = e.push(
                        LoweredOp::FloatBin {
                            op: FloatBinOp::Mul,
                            lhs: k,
                            rhs: c,
                        },
                        LoweredType::F64,
                    );
                    e.push(
                        LoweredOp::FloatBin {
                            op: FloatBinOp::Add,
                            lhs: *init,
                            rhs: m,
                        },
                        LoweredType::F64,
                    )
                }
                (None, None) => *init,
                (Some(s), _) => {
                    let ty = e.types[init.0 as usize];
                    let kk = if ty == LoweredType::I64 {
                        k
                    } else {
                        *k32.get_or_insert_with(|| {
                            e.push(
                                LoweredOp::Convert {
                                    op: ConvOp::Ireduce,
                                    arg: k,
                                    to: LoweredType::I32,
                                },
                                LoweredType::I32,
                            )
                        })
                    };
                    let step = match self.step_consts[*s] {
                        Some(c) => e.iconst(ty, c as u64 & ty_mask(ty)),
                        None => steps[*s],
                    };
                    let m = e.bin(IntBinOp::Mul, step, kk, ty);
                    e.bin(IntBinOp::Add, *init, m, ty)
                }
            })
            .collect();
        for (pi, by) in self.quadratic[dim].iter().enumerate() {
            let (Some((qs, plus)), Some(&init)) = (by, inits.get(pi)) else {
                continue;
            };
            let ty = e.types[init.0 as usize];
            // q0 and s: the sums of the inductions' entry values and steps.
            let mut q0 = e.iconst(ty, 0);
            let mut step = e.iconst(ty, 0);
            for qi in qs {
                let (Some(&q), Some(Some(slot))) = (inits.get(*qi), self.param_steps[dim].get(*qi))
                else {
                    continue;
                };
                let s = match self.step_consts[*slot] {
                    Some(c) => e.iconst(ty, c as u64 & ty_mask(ty)),
                    None => steps[*slot],
                };
                q0 = e.bin(IntBinOp::Add, q0, q, ty);
                step = e.bin(IntBinOp::Add, step, s, ty);
            }
            // k*(k-1)/2 modulo 2^64, exactly: the even one of `k` and `k - 1` halved, times
            // the other (`k` is an i64 counter).
            let i64t = LoweredType::I64;
            let one = e.iconst(i64t, 1);
            let bit = e.bin(IntBinOp::And, k, one, i64t);
            let not_bit = e.bin(IntBinOp::Sub, one, bit, i64t);
            let a = e.bin(IntBinOp::ShrU, k, not_bit, i64t);
            let km1 = e.bin(IntBinOp::Sub, k, one, i64t);
            let b = e.bin(IntBinOp::ShrU, km1, bit, i64t);
            let tri = e.bin(IntBinOp::Mul, a, b, i64t);
            let (kt, trit) = if ty == i64t {
                (k, tri)
            } else {
                let reduce = |e: &mut Emitter<'_>, x: Value| {
                    e.push(
                        LoweredOp::Convert {
                            op: ConvOp::Ireduce,
                            arg: x,
                            to: ty,
                        },
                        ty,
                    )
                };
                (reduce(e, k), reduce(e, tri))
            };
            let c = e.iconst(ty, *plus as u64 & ty_mask(ty));
            let q0c = e.bin(IntBinOp::Add, q0, c, ty);
            let first = e.bin(IntBinOp::Mul, q0c, kt, ty);
            let second = e.bin(IntBinOp::Mul, step, trit, ty);
            let sum = e.bin(IntBinOp::Add, first, second, ty);
            vals[pi] = e.bin(IntBinOp::Add, init, sum, ty);
        }
        vals
    }

    /// Whether thread `ks[di]` of a dimension whose count changes with the counters before
    /// it (a triangle) is an iteration: `(k + 1) * div <= num` for a count of
    /// `floor(num / div)`, `num` in its row from [`Self::row_num`].
    fn triangle_guard(&self, e: &mut Emitter<'_>, di: usize, ks: &[Value], num: Value) -> Value {
        let dim = &self.dim_trips[di];
        let ty = dim.counter_ty;
        let k = if ty == LoweredType::I64 {
            ks[di]
        } else {
            e.push(
                LoweredOp::Convert {
                    op: ConvOp::Ireduce,
                    arg: ks[di],
                    to: ty,
                },
                ty,
            )
        };
        // k < floor(num / div), i.e. (k + 1) * div <= num: signed when the exit test
        // compares signed; otherwise unsigned (an equality test's count is `num` itself, which
        // the launch checked lies in 0..2^bits).
        let signed = dim.compare == "signed";
        let within = if dim.trip.div == 1 {
            let op = if signed { IntCmpOp::LtS } else { IntCmpOp::LtU };
            e.cmp(op, k, num)
        } else {
            let one = e.iconst(ty, 1);
            let div = e.iconst(ty, dim.trip.div as u64 & ty_mask(ty));
            let next = e.bin(IntBinOp::Add, k, one, ty);
            let need = e.bin(IntBinOp::Mul, next, div, ty);
            let op = if signed { IntCmpOp::LeS } else { IntCmpOp::LeU };
            e.cmp(op, need, num)
        };
        if self.in_order.is_none_or(|p| di <= p) {
            return within;
        }
        // Under a loop run in order, the row's first thread goes on even where its row has
        // no iteration: it runs that loop's own code for the row (its stores, `in_order_blocks`),
        // and meets this loop's entry only where the program enters it too (a loop tested at
        // its header then leaves at once; one tested at its latch is guarded before it).
        let zero = e.iconst(ty, 0);
        let row_first = e.cmp(IntCmpOp::Eq, k, zero);
        e.bin(IntBinOp::Or, within, row_first, LoweredType::I8)
    }

    /// `num` of dimension `di`'s count `floor(num / div)` in the row of the thread whose
    /// counters are `ks`, in the counter's type; `None` for a count that reads no counter
    /// (the grid is exactly that count). A counter of a loop around the nest is recovered
    /// from its induction (`param = init + step * k`, a kernel parameter).
    fn row_num(
        &self,
        e: &mut Emitter<'_>,
        di: usize,
        ks: &[Value],
    ) -> Result<Option<Value>, String> {
        let dim = &self.dim_trips[di];
        if dim.trip.num.coeffs.is_empty() {
            return Ok(None);
        }
        let ty = dim.counter_ty;
        let mut counters: HashMap<usize, Value> =
            self.dims.iter().copied().zip(ks.iter().copied()).collect();
        for l in dim.trip.num.coeffs.keys() {
            if counters.contains_key(l) {
                continue;
            }
            let c = self
                .outer_counters
                .iter()
                .find(|c| c.loop_index == *l)
                .ok_or_else(|| format!("the count of L{} reads L{l}'s counter", dim.loop_index))?;
            counters.insert(*l, self.outer_counter(e, c));
        }
        Ok(Some(emit_affine_at(e, &dim.trip.num, ty, self.f, &|l| {
            counters.get(&l).copied()
        })))
    }

    /// Dimension `di`'s count in the thread's row as an `i64` (`floor(num / div)`, at least
    /// 0), `num` in its row from [`Self::row_num`].
    fn row_count(&self, e: &mut Emitter<'_>, di: usize, num: Value) -> Value {
        let dim = &self.dim_trips[di];
        let ty = dim.counter_ty;
        let signed = dim.compare == "signed";
        let zero = e.iconst(ty, 0);
        let num = if signed {
            let neg = e.cmp(IntCmpOp::LtS, num, zero);
            e.select(neg, zero, num, ty)
        } else {
            num
        };
        let count = if dim.trip.div == 1 {
            num
        } else {
            let div = e.iconst(ty, dim.trip.div as u64 & ty_mask(ty));
            e.bin(IntBinOp::DivU, num, div, ty)
        };
        if ty == LoweredType::I64 {
            count
        } else {
            e.push(
                LoweredOp::Convert {
                    op: ConvOp::Uextend,
                    arg: count,
                    to: LoweredType::I64,
                },
                LoweredType::I64,
            )
        }
    }

    /// The counter of a loop around the nest, as an `i64`, from its induction:
    /// `(param - init) / step`.
    fn outer_counter(&self, e: &mut Emitter<'_>, c: &OuterCounter) -> Value {
        let ty = self.ty(c.param);
        let init = emit_affine_at(e, &c.init, ty, self.f, &|_| None);
        let mut k = e.bin(IntBinOp::Sub, c.param, init, ty);
        if c.step != 1 {
            let step = e.iconst(ty, c.step as u64 & ty_mask(ty));
            k = e.bin(IntBinOp::DivS, k, step, ty);
        }
        if ty == LoweredType::I64 {
            k
        } else {
            e.push(
                LoweredOp::Convert {
                    op: ConvOp::Sextend,
                    arg: k,
                    to: LoweredType::I64,
                },
                LoweredType::I64,
            )
        }
    }

    /// The kernel: one thread per iteration of the nest.
    fn kernel(&self, a: &Analysis<'_>) -> Result<LoweredFunction, String> {
        let f = self.f;
        let mut d = Draft::new(f);
        let (inits, steps, trips) = self.entry_params(&mut d, a, true);
        // Where the threads' parts of the reductions go (the last parameter).
        let scratch = (!self.reductions.is_empty()).then(|| {
            let v = d.value(LoweredType::I64);
            d.blocks[0].params.push(v);
            v
        });
        let body = d.block_id();
        let ret = d.block_id();
        let entry_id = d.block_id();
        d.blocks[0].id = entry_id;
        // entry: the thread number, and whether it is an iteration.
        let mut e = Emitter::new(&mut d.types);
        use SpecialReg::*;
        let gx = e.thread_position(ThreadIdxX, BlockIdxX, BlockDimX);
        // Two thread dimensions run on a 2-D grid (x: the inner counter, y: the outer one), as
        // a hand-written 2-D kernel does; one or three on a 1-D grid, split below. A loop
        // every thread runs in order (`in_order`) is no thread dimension.
        let p = self.in_order;
        let thread_dims: Vec<usize> = (0..trips.len()).filter(|x| Some(*x) != p).collect();
        let two_d = thread_dims.len() == 2;
        // A bulk-rows kernel's iterations are the grid's y, their lanes its x (`bulk_lanes`).
        let gy = (two_d || self.lanes).then(|| e.thread_position(ThreadIdxY, BlockIdxY, BlockDimY));
        // Thread 0 runs the stores of a loop every thread runs in order; with two thread
        // dimensions, the first thread of each row runs the stores of the row's own code.
        let first = p.map(|_| {
            let zero = e.iconst(LoweredType::I64, 0);
            let row_first = e.cmp(IntCmpOp::Eq, gx, zero);
            let first = match gy {
                Some(gy) => {
                    let y0 = e.cmp(IntCmpOp::Eq, gy, zero);
                    e.bin(IntBinOp::And, row_first, y0, LoweredType::I8)
                }
                None => row_first,
            };
            (first, row_first)
        });
        // A dimension whose header runs past its last iteration has one more thread.
        let runs: Vec<Value> = trips
            .iter()
            .zip(self.dim_trips)
            .map(|(t, dim)| {
                if dim.runs_past {
                    let one = e.iconst(LoweredType::I64, 1);
                    e.bin(IntBinOp::Add, *t, one, LoweredType::I64)
                } else {
                    *t
                }
            })
            .collect();
        let (gid, inside) = if let (true, Some(gy)) = (self.lanes, gy) {
            ((gy, gy), e.cmp(IntCmpOp::LtU, gy, runs[0]))
        } else if let Some(gy) = gy {
            let in_x = e.cmp(IntCmpOp::LtU, gx, runs[thread_dims[1]]);
            let in_y = e.cmp(IntCmpOp::LtU, gy, runs[thread_dims[0]]);
            let both = e.bin(IntBinOp::And, in_x, in_y, LoweredType::I8);
            ((gy, gx), both)
        } else if p.is_some() {
            // One thread per iteration of the second dimension; the first runs in order.
            ((gx, gx), e.cmp(IntCmpOp::LtU, gx, runs[thread_dims[0]]))
        } else {
            let mut total = runs[0];
            for t in &runs[1..] {
                total = e.bin(IntBinOp::Mul, total, *t, LoweredType::I64);
            }
            ((gx, gx), e.cmp(IntCmpOp::LtU, gx, total))
        };
        // The first thread of each row runs the outer loop's own stores.
        let row_first = self.first_thread_stores.then(|| {
            let zero = e.iconst(LoweredType::I64, 0);
            e.cmp(IntCmpOp::Eq, gx, zero)
        });
        d.blocks[0].insts.extend(e.insts);
        d.blocks[0].term = Terminator::Branch {
            cond: inside,
            then_dest: BlockCall {
                block: body,
                args: vec![],
            },
            else_dest: BlockCall {
                block: ret,
                args: vec![],
            },
        };
        // body: the counters (last dimension fastest), then the outer header's values.
        let mut e = Emitter::new(&mut d.types);
        let ks = if two_d {
            // (The counter of a loop run in order is not a thread's: `range` below.)
            (0..trips.len())
                .map(|x| if x == thread_dims[1] { gid.1 } else { gid.0 })
                .collect()
        } else if p.is_some() {
            vec![gid.0, gid.1]
        } else {
            let mut ks = vec![gid.0; trips.len()];
            let mut rest = gid.0;
            for di in (1..trips.len()).rev() {
                ks[di] = e.bin(IntBinOp::RemU, rest, runs[di], LoweredType::I64);
                rest = e.bin(IntBinOp::DivU, rest, runs[di], LoweredType::I64);
            }
            ks[0] = rest;
            ks
        };
        // A loop each thread runs in order runs its iterations `from .. to` (two more
        // parameters): all of them, or a first-call check's prefix and then the rest.
        let pending = e.insts;
        let range = p.map(|_| {
            let (from, to) = (d.value(LoweredType::I64), d.value(LoweredType::I64));
            d.blocks[0].params.extend([from, to]);
            (from, to, d.block_id(), d.value(LoweredType::I64))
        });
        let mut e = Emitter {
            types: &mut d.types,
            insts: pending,
        };
        // The kernel's loop starts at the thread's iteration, or at the range's first when
        // it runs in order.
        let gated = range.filter(|_| p == Some(0));
        let mut header_args = self.param_values(
            &mut e,
            0,
            &inits,
            &steps,
            gated.map_or(ks[0], |(from, ..)| from),
        );
        // A reduction starts from its operation's identity in every thread.
        let mut identities = Vec::new();
        for r in self.reductions {
            let c = r.identity(&mut e);
            header_args[r.param] = c;
            identities.push(c);
        }
        let header = a.forest.loops[self.k].header;
        let mut into = f.blocks[header].id;
        if let Some((from, _, gate, _)) = gated {
            into = gate;
            header_args.push(from);
        }
        let insts = e.insts;
        d.blocks.push(LoweredBlock {
            id: body,
            params: vec![],
            insts,
            term: Terminator::Jump(BlockCall {
                block: into,
                args: header_args,
            }),
        });
        d.blocks.push(LoweredBlock {
            id: ret,
            params: vec![],
            insts: vec![],
            term: Terminator::Return { values: vec![] },
        });
        // The thread's parts, stored where its iteration ends (a back edge or the exit): at
        // its place in the loop's order, `i * count(j) + j` with two dimensions.
        let part_index = if two_d && !self.reductions.is_empty() {
            let mut e = Emitter::new(&mut d.types);
            let row = e.bin(IntBinOp::Mul, gid.0, runs[thread_dims[1]], LoweredType::I64);
            let at = e.bin(IntBinOp::Add, row, gid.1, LoweredType::I64);
            d.blocks[0].insts.extend(e.insts);
            at
        } else {
            gid.0
        };
        let parts = scratch.map(|scratch| self.parts_block(&mut d, scratch, part_index));
        // Entry blocks of the inner dimensions.
        let mut dim_entry: HashMap<BlockId, BlockId> = HashMap::new();
        let mut edge_trips = trips.clone();
        for (di, (&dim, &k_dim)) in self.dims.iter().zip(&ks).enumerate().skip(1) {
            let h = &f.blocks[a.forest.loops[dim].header];
            let id = d.block_id();
            let params: Vec<Value> = h.params.iter().map(|p| d.value(self.ty(*p))).collect();
            let mut e = Emitter::new(&mut d.types);
            // A loop run in order inside the threads starts at the range's first iteration,
            // through its gate (`in_order_blocks`).
            let gate = range.filter(|_| p == Some(di));
            let k_dim = gate.map_or(k_dim, |(from, ..)| from);
            let mut vals = self.param_values(&mut e, di, &params, &steps, k_dim);
            // A triangular dimension launches over its largest count: a thread past its
            // row's own count is no iteration and returns.
            let num = match gate {
                Some(_) => None,
                None => self.row_num(&mut e, di, &ks)?,
            };
            let within = num.map(|num| self.triangle_guard(&mut e, di, &ks, num));
            // A triangular dimension after a loop run in order ends where its row's count
            // does: the values read after it are those of the row's last iteration. (Its
            // count may read values of the rows' own code, which this block follows.)
            if let Some(num) = num.filter(|_| p.is_some_and(|p| di > p)) {
                edge_trips[di] = self.row_count(&mut e, di, num);
            }
            let insts = e.insts;
            let into_header = match gate {
                Some((from, _, gate, _)) => {
                    vals.push(from);
                    BlockCall {
                        block: gate,
                        args: vals,
                    }
                }
                None => BlockCall {
                    block: h.id,
                    args: vals,
                },
            };
            d.blocks.push(LoweredBlock {
                id,
                params,
                insts,
                term: match within {
                    Some(cond) => Terminator::Branch {
                        cond,
                        then_dest: into_header,
                        // A thread past its row's count stores the identities as its parts
                        // (a reduction through the child of a triangle).
                        else_dest: match parts {
                            Some(parts) => BlockCall {
                                block: parts,
                                args: identities.clone(),
                            },
                            None => BlockCall {
                                block: ret,
                                args: vec![],
                            },
                        },
                    },
                    None => Terminator::Jump(into_header),
                },
            });
            dim_entry.insert(h.id, id);
        }
        // The nest's blocks, each dimension's back and exit edges returning.
        let dim_blocks: Vec<BTreeSet<BlockId>> = self
            .dims
            .iter()
            .map(|l| {
                a.forest.loops[*l]
                    .blocks
                    .iter()
                    .map(|b| a.cfg.ids[*b])
                    .collect()
            })
            .collect();
        let dim_headers: Vec<BlockId> = self
            .dims
            .iter()
            .map(|l| a.cfg.ids[a.forest.loops[*l].header])
            .collect();
        if let (Some((first, row_first)), Some(range)) = (first, range) {
            let edges = Edges {
                ret,
                first,
                row_first,
                trips: edge_trips,
                range,
            };
            self.in_order_blocks(a, &mut d, &edges, &dim_blocks, &dim_headers, &dim_entry)?;
            let name = format!("{}__auto_L{}", f.name, self.k);
            return Ok(d.finish(f, name, vec![]));
        }
        for b in a.forest.loops[self.k].blocks.iter() {
            let mut blk = f.blocks[*b].clone();
            if self.lanes {
                let insts = std::mem::take(&mut blk.insts);
                blk.insts = super::bulk_lanes::split(insts, gx, &mut d.types);
            }
            // What this block's back edge passes on, for an exit beside it (a latch exit):
            // the back edge of the dimension whose iteration is the thread's part.
            let part_dim = if self.inner_params.is_empty() { 0 } else { 1 };
            let back_args: Option<Vec<Value>> = blk
                .term
                .successors()
                .iter()
                .find(|s| s.block == dim_headers[part_dim])
                .map(|s| s.args.clone());
            let id = blk.id;
            for s in blk.term.successors_mut() {
                let from_in = |di: usize| dim_blocks[di].contains(&id);
                let mut to_ret = false;
                for di in 0..self.dims.len() {
                    if !from_in(di) {
                        continue;
                    }
                    let back = s.block == dim_headers[di];
                    let exit = !dim_blocks[di].contains(&s.block);
                    to_ret |= back || exit;
                }
                if to_ret {
                    *s = match parts {
                        Some(parts) => {
                            let passed = if s.block == dim_headers[part_dim] {
                                Some(s.args.clone())
                            } else {
                                back_args.clone()
                            };
                            let args = match passed {
                                Some(args) if part_dim == 0 => {
                                    self.reductions.iter().map(|r| args[r.param]).collect()
                                }
                                Some(args) => self.inner_params.iter().map(|p| args[*p]).collect(),
                                None => identities.clone(),
                            };
                            BlockCall { block: parts, args }
                        }
                        None => BlockCall {
                            block: ret,
                            args: vec![],
                        },
                    };
                } else if let Some(entry) = dim_entry.get(&s.block) {
                    s.block = *entry;
                }
            }
            match row_first {
                Some(first) if !dim_blocks[1].contains(&id) => push_guarded(&mut d, blk, first),
                _ => d.blocks.push(blk),
            }
        }
        let name = format!("{}__auto_L{}", f.name, self.k);
        Ok(d.finish(f, name, vec![]))
    }

    /// A block taking one value per reduction that stores them as thread `thread`'s part at
    /// `scratch + thread * part_bytes + r * slot_bytes` and returns.
    fn parts_block(&self, d: &mut Draft, scratch: Value, thread: Value) -> BlockId {
        let id = d.block_id();
        let params: Vec<Value> = self.reductions.iter().map(|r| d.value(r.ty)).collect();
        let mut e = Emitter::new(&mut d.types);
        store_parts(&mut e, self.reductions, scratch, thread, &params);
        let insts = e.insts;
        d.blocks.push(LoweredBlock {
            id,
            params,
            insts,
            term: Terminator::Return { values: vec![] },
        });
        id
    }

    /// The nest's blocks for a kernel with a dimension `p` that every thread runs in order
    /// (`Shape::in_order`): that loop's back edges go through a gate block that counts its
    /// iterations and returns at the end of the range the launch gave. A thread dimension
    /// before it (a parallel kernel's rows) returns at its back and exit edges, its own code
    /// touching no memory (`plan::kernel_dims`). Each thread dimension after it continues
    /// after its back edge and exit edge (the thread has run its one iteration), through its
    /// one exit edge, whose arguments come from outside it (`dependence` refused the rest); an
    /// exit edge back to the header of the dimension around it ends that one's iteration too.
    /// The exit edge's arguments computed in the dimension's loop, and the code after it
    /// reading them, take their values at its last iteration instead (affine in its counter,
    /// from its trip count in `edges.trips`). The stores of the loop run in order (a peeled
    /// remainder) run in the thread where `first` holds only (where it is the first
    /// dimension; else in the first thread of each row), those of the next dimension's own
    /// code (with one more) in the first thread of each row: each is split into a block of
    /// its own behind a branch on it.
    fn in_order_blocks(
        &self,
        a: &Analysis<'_>,
        d: &mut Draft,
        edges: &Edges,
        dim_blocks: &[BTreeSet<BlockId>],
        headers: &[BlockId],
        dim_entry: &HashMap<BlockId, BlockId>,
    ) -> Result<(), String> {
        let f = self.f;
        let p = self.in_order.unwrap_or(0);
        let ret = edges.ret;
        let (_, to, gate, count) = edges.range;
        let k_header = &f.blocks[a.forest.loops[self.dims[p]].header];
        // The gate: past the range, return; else the header, with the count passed on.
        {
            let params: Vec<Value> = k_header
                .params
                .iter()
                .map(|p| d.value(self.ty(*p)))
                .chain([count])
                .collect();
            let mut e = Emitter::new(&mut d.types);
            let past = e.cmp(IntCmpOp::GeU, count, to);
            let insts = e.insts;
            d.blocks.push(LoweredBlock {
                id: gate,
                params: params.clone(),
                insts,
                term: Terminator::Branch {
                    cond: past,
                    then_dest: BlockCall {
                        block: ret,
                        args: vec![],
                    },
                    else_dest: BlockCall {
                        block: k_header.id,
                        args: params[..params.len() - 1].to_vec(),
                    },
                },
            });
        }
        // An edge back to the header goes to the gate with the count plus one, computed in
        // `insts` (the edge's block).
        let back = |d: &mut Draft, insts: &mut Vec<Inst>, s: &mut BlockCall| {
            if s.block != k_header.id {
                return;
            }
            let mut e = Emitter::new(&mut d.types);
            let one = e.iconst(LoweredType::I64, 1);
            let next = e.bin(IntBinOp::Add, count, one, LoweredType::I64);
            insts.extend(e.insts);
            s.block = gate;
            s.args.push(next);
        };
        let outer = &dim_blocks[0];
        // Per thread dimension after `p`, outermost first: the block that ends a thread's
        // iteration of it, and the values read after it at its last iteration.
        let mut done: Vec<BlockCall> = Vec::new();
        let mut renames: Vec<HashMap<Value, Value>> = Vec::new();
        for (level, &c) in self.dims.iter().enumerate().skip(p + 1) {
            let n = level - p - 1;
            let threads = &dim_blocks[level];
            let lc = &a.forest.loops[c];
            let mut exits: Vec<BlockCall> = Vec::new();
            for b in &lc.blocks {
                for s in f.blocks[*b].term.successors() {
                    if !threads.contains(&s.block) && !exits.contains(s) {
                        exits.push(s.clone());
                    }
                }
            }
            let [exit] = exits.as_slice() else {
                return Err(format!("L{c} has {} exit edges, not one", exits.len()));
            };
            let around = self.dims[level - 1];
            if !dim_blocks[level - 1].contains(&exit.block) {
                return Err(format!("L{c} leaves L{around} directly"));
            }
            // The exit edge's arguments at the last iteration, in a block of their own.
            let header_exit = lc.blocks.iter().any(|b| {
                *b == lc.header
                    && !lc.latches.contains(b)
                    && f.blocks[*b]
                        .term
                        .successors()
                        .iter()
                        .any(|s| !threads.contains(&s.block))
            });
            let trip = edges.trips[level];
            let mut e = Emitter::new(&mut d.types);
            let one = e.iconst(LoweredType::I64, 1);
            let last = if header_exit {
                trip
            } else {
                e.bin(IntBinOp::Sub, trip, one, LoweredType::I64)
            };
            let mut rename: HashMap<Value, Value> = self.thread_copies[n].clone();
            for v in &self.thread_live_outs[n] {
                let x = self
                    .param_affine
                    .get(v)
                    .ok_or_else(|| format!("{v}, read after L{c}, is not affine"))?;
                let ty = self.ty(*v);
                let at_last = emit_affine_at(&mut e, x, ty, f, &|m| (m == c).then_some(last));
                rename.insert(*v, at_last);
            }
            let mut insts = e.insts;
            let mut after = BlockCall {
                block: exit.block,
                args: exit.args.iter().map(|v| renamed(&rename, v)).collect(),
            };
            if n == 0 {
                back(d, &mut insts, &mut after);
            } else if after.block == headers[level - 1] {
                // Straight back to the header around: that iteration ends too.
                after = done[n - 1].clone();
            }
            let id = d.block_id();
            d.blocks.push(LoweredBlock {
                id,
                params: vec![],
                insts,
                term: Terminator::Jump(after),
            });
            done.push(BlockCall {
                block: id,
                args: vec![],
            });
            renames.push(rename);
        }
        let innermost = self.dims.len() - 1;
        let ret_call = BlockCall {
            block: ret,
            args: vec![],
        };
        for b in &a.forest.loops[self.k].blocks {
            let mut blk = f.blocks[*b].clone();
            // The innermost dimension holding the block.
            let level = (0..self.dims.len())
                .rev()
                .find(|l| dim_blocks[*l].contains(&blk.id))
                .unwrap_or(0);
            for s in blk.term.successors_mut() {
                if !outer.contains(&s.block) {
                    *s = ret_call.clone();
                } else if level < p
                    && (s.block == headers[level] || !dim_blocks[level].contains(&s.block))
                {
                    // A thread dimension around the loop run in order: one iteration each.
                    *s = ret_call.clone();
                } else if level > p
                    && (s.block == headers[level] || !dim_blocks[level].contains(&s.block))
                {
                    *s = done[level - p - 1].clone();
                } else if let Some(entry) = dim_entry
                    .get(&s.block)
                    .filter(|_| s.block != headers[level])
                {
                    // (The loop run in order keeps its back edges: `back` below.)
                    s.block = *entry;
                }
            }
            if level == innermost || level < p {
                d.blocks.push(blk);
                continue;
            }
            // After the threads' loop inside, its values are those of its last iteration.
            let rename = &renames[level - p];
            for inst in &mut blk.insts {
                for o in inst.op.operands_mut() {
                    *o = renamed(rename, o);
                }
            }
            match &mut blk.term {
                Terminator::Branch { cond, .. } => *cond = renamed(rename, cond),
                Terminator::BrTable { index, .. } => *index = renamed(rename, index),
                _ => {}
            }
            let mut insts = std::mem::take(&mut blk.insts);
            for s in blk.term.successors_mut() {
                for x in &mut s.args {
                    *x = renamed(rename, x);
                }
                if level == p {
                    back(d, &mut insts, s);
                }
            }
            blk.insts = insts;
            let guard = if level == 0 {
                edges.first
            } else {
                edges.row_first
            };
            push_guarded(d, blk, guard);
        }
        Ok(())
    }

    /// The finish function: `taken` (the exit edge is taken in the last iteration), then the
    /// live-outs, computed from the counter of the last iteration without running the loop.
    fn finish(
        &self,
        a: &Analysis<'_>,
        exiting: usize,
        exit_succ: usize,
        exit_args: &[Value],
        live_outs: &[Value],
        header_exit: bool,
    ) -> Result<LoweredFunction, String> {
        let f = self.f;
        let mut d = Draft::new(f);
        let (inits, steps, trips) = self.entry_params(&mut d, a, true);
        d.blocks[0].id = d.block_id();
        let lp = &a.forest.loops[self.k];
        // A reduction's total is given (the last parameters): it stands for the header
        // parameter where the loop exits at the header, for what the exiting latch passes to
        // it otherwise. Its value before the last iteration is not known then.
        let mut given: HashMap<Value, Value> = HashMap::new();
        for r in self.reductions {
            let total = d.value(r.ty);
            d.blocks[0].params.push(total);
            let param = f.blocks[lp.header].params[r.param];
            if header_exit {
                given.insert(param, total);
                continue;
            }
            if live_outs.contains(&param) || exit_args.contains(&param) {
                return Err(format!(
                    "the value of reduction {param} before the last iteration is read after the loop"
                ));
            }
            let header_id = f.blocks[lp.header].id;
            for s in f.blocks[exiting].term.successors() {
                if s.block == header_id {
                    given.insert(s.args[r.param], total);
                }
            }
        }
        // Only the blocks on every path to the exiting block ran in the last iteration.
        let mut chain = vec![exiting];
        let mut cur = exiting;
        while cur != lp.header {
            match a.cfg.idom[cur] {
                Some(p) if lp.blocks.contains(&p) => {
                    chain.push(p);
                    cur = p;
                }
                _ => return Err("the exiting block is not dominated by the header".into()),
            }
        }
        chain.reverse();
        let term = &f.blocks[exiting].term;
        let (cond, exit_on_true) = match term {
            Terminator::Branch { cond, .. } => (*cond, exit_succ == 0),
            _ => return Err("the loop's exit is not a two-way branch".into()),
        };
        // The slice: what the condition, the exit arguments and the live-outs depend on.
        let mut need: Vec<Value> = vec![cond];
        need.extend(exit_args.iter().filter(|v| a.defined_in(**v, self.k)));
        need.extend(live_outs);
        let header = lp.header;
        let mut wanted: BTreeSet<Value> = BTreeSet::new();
        // Block parameters that only copy one value (Cranelift passes invariants around).
        let mut copies: HashMap<Value, Value> = HashMap::new();
        // Block parameters computed from their affine form instead.
        let mut affine_params: Vec<Value> = Vec::new();
        while let Some(v) = need.pop() {
            if given.contains_key(&v) || !a.defined_in(v, self.k) || !wanted.insert(v) {
                continue;
            }
            match a.defs.get(&v) {
                Some(super::induction::Def::Param { block, .. }) if *block == header => {}
                Some(super::induction::Def::Param { .. })
                    if a.canon(v) != v
                        && (a.defined_in(a.canon(v), self.k)
                            || self.live_ins.contains(&a.canon(v))) =>
                {
                    copies.insert(v, a.canon(v));
                    need.push(a.canon(v));
                }
                Some(super::induction::Def::Param { .. })
                    if self.materializable(a, v).is_some() =>
                {
                    affine_params.push(v);
                }
                Some(super::induction::Def::Param { block, .. }) => {
                    return Err(format!(
                        "{v}, read after the loop, depends on the path taken (a parameter of {})",
                        a.cfg.ids[*block]
                    ))
                }
                Some(super::induction::Def::Inst { block, inst }) => {
                    if !chain.contains(block) {
                        return Err(format!(
                            "{v}, read after the loop, is not computed on every iteration's path"
                        ));
                    }
                    let op = &f.blocks[*block].insts[*inst].op;
                    // A load: the analysis made the launch test that the loop writes none of
                    // its bytes, so it reads before the launch what the last iteration read.
                    if !pure(op) && !matches!(op, LoweredOp::Load { .. }) {
                        return Err(format!(
                            "{v}, read after the loop, is not pure arithmetic of the counters"
                        ));
                    }
                    need.extend(op.operands());
                }
                None => return Err(format!("{v} has no definition")),
            }
        }
        let mut e = Emitter::new(&mut d.types);
        let one = e.iconst(LoweredType::I64, 1);
        let last = if header_exit {
            trips[0]
        } else {
            e.bin(IntBinOp::Sub, trips[0], one, LoweredType::I64)
        };
        let vals = self.param_values(&mut e, 0, &inits, &steps, last);
        let mut rename: HashMap<Value, Value> =
            f.blocks[header].params.iter().copied().zip(vals).collect();
        // A copy is renamed to what its original is renamed to (or to the original).
        let resolved: Vec<(Value, Value)> = copies
            .iter()
            .map(|(c, o)| {
                let mut o = *o;
                while let Some(next) = copies.get(&o) {
                    o = *next;
                }
                (*c, *rename.get(&o).unwrap_or(&o))
            })
            .collect();
        rename.extend(resolved);
        rename.extend(given);
        for v in affine_params {
            if let Some(x) = self.materializable(a, v) {
                let ty = self.ty(v);
                let val = emit_affine(&mut e, &x, ty, self.f, last);
                rename.insert(v, val);
            }
        }
        for b in &chain {
            for inst in &f.blocks[*b].insts {
                if inst.results.iter().any(|r| wanted.contains(r)) {
                    let mut c: Inst = inst.clone();
                    for o in c.op.operands_mut() {
                        if let Some(n) = rename.get(o) {
                            *o = *n;
                        }
                    }
                    // A load is checked as the loop checked it (a finish function that
                    // traps declines the launch).
                    if let LoweredOp::Load {
                        addr,
                        offset,
                        mem_ty,
                        ..
                    } = &c.op
                    {
                        e.insts.push(Inst {
                            results: Vec::new(),
                            op: LoweredOp::BoundsCheck {
                                addr: *addr,
                                offset: *offset,
                                size: mem_ty.bytes(),
                            },
                        });
                    }
                    e.insts.push(c);
                }
            }
        }
        let get = |rename: &HashMap<Value, Value>, v: Value| *rename.get(&v).unwrap_or(&v);
        let cond = get(&rename, cond);
        let zero32 = e.iconst(LoweredType::I32, 0);
        let one32 = e.iconst(LoweredType::I32, 1);
        let taken = if exit_on_true {
            e.select(cond, one32, zero32, LoweredType::I32)
        } else {
            e.select(cond, zero32, one32, LoweredType::I32)
        };
        let mut values = vec![taken];
        values.extend(live_outs.iter().map(|v| get(&rename, *v)));
        let mut results = vec![LoweredType::I32];
        results.extend(live_outs.iter().map(|v| self.ty(*v)));
        d.blocks[0].insts.extend(e.insts);
        d.blocks[0].term = Terminator::Return { values };
        let name = format!("{}__auto_L{}_finish", f.name, self.k);
        Ok(d.finish(f, name, results))
    }

    /// The affine form of block parameter `v` when the finish function can compute it: only
    /// the outer loop's counter, atoms that are wasm parameters or live-ins of `v`'s type.
    fn materializable(&self, a: &Analysis<'_>, v: Value) -> Option<Affine> {
        let x = self.param_affine.get(&v)?;
        let ty = self.ty(v);
        if !ty.is_int() || x.coeffs.keys().any(|l| *l != self.k) {
            return None;
        }
        for atom in x.atoms() {
            let val = match atom {
                super::affine::Atom::Arg(i) => *self.f.blocks[0].params.get(i as usize)?,
                super::affine::Atom::Opaque(n) | super::affine::Atom::Choice(n) => Value(n),
                super::affine::Atom::Row(_) | super::affine::Atom::RowStep(_) => return None,
            };
            if a.defined_in(val, self.k) || !self.live_ins.contains(&val) || self.ty(val) != ty {
                return None;
            }
        }
        Some(x.clone())
    }

    /// The loop alone, sequential: entered with the header's entry values, returning at its
    /// exit.
    fn reference(&self, a: &Analysis<'_>) -> Result<LoweredFunction, String> {
        let f = self.f;
        let mut d = Draft::new(f);
        let (inits, _, _) = self.entry_params(&mut d, a, false);
        let ret = d.block_id();
        d.blocks[0].id = d.block_id();
        let lp = &a.forest.loops[self.k];
        d.blocks[0].term = Terminator::Jump(BlockCall {
            block: f.blocks[lp.header].id,
            args: inits,
        });
        // It returns the reductions' totals: the header's parameters where it exits at the
        // header, what the exiting latch passes to them otherwise.
        let totals: Vec<Value> = self.reductions.iter().map(|r| d.value(r.ty)).collect();
        d.blocks.push(LoweredBlock {
            id: ret,
            params: totals.clone(),
            insts: vec![],
            term: Terminator::Return { values: totals },
        });
        let header_id = f.blocks[lp.header].id;
        let ids: BTreeSet<BlockId> = lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect();
        for b in &lp.blocks {
            let mut blk = f.blocks[*b].clone();
            let passed: Vec<Value> =
                match blk.term.successors().iter().find(|s| s.block == header_id) {
                    Some(back) => self.reductions.iter().map(|r| back.args[r.param]).collect(),
                    None => self
                        .reductions
                        .iter()
                        .map(|r| f.blocks[lp.header].params[r.param])
                        .collect(),
                };
            for s in blk.term.successors_mut() {
                if !ids.contains(&s.block) {
                    *s = BlockCall {
                        block: ret,
                        args: passed.clone(),
                    };
                }
            }
            d.blocks.push(blk);
        }
        let name = format!("{}__auto_L{}_reference", f.name, self.k);
        let results = self.reductions.iter().map(|r| r.ty).collect();
        Ok(d.finish(f, name, results))
    }
}

/// Whether an op writes the linear memory: a store, `memory.copy` or `memory.fill`.
pub(crate) fn writes_memory(op: &LoweredOp) -> bool {
    matches!(
        op,
        LoweredOp::Store { .. } | LoweredOp::MemoryCopy { .. } | LoweredOp::MemoryFill { .. }
    )
}

/// `v`, or what `rename` puts in its place.
fn renamed(rename: &HashMap<Value, Value>, v: &Value) -> Value {
    *rename.get(v).unwrap_or(v)
}

/// Where the blocks of a kernel that runs its first dimension in order lead.
struct Edges {
    /// The kernel's return block.
    ret: BlockId,
    /// Whether this is thread 0 (the one that runs the first loop's own stores).
    first: Value,
    /// Whether this is the first thread of its row (the one that runs the stores of the
    /// second dimension's own code, where a third is the threads of the row).
    row_first: Value,
    /// The trip counts of the dimensions; a triangular one's in the thread's row.
    trips: Vec<Value>,
    /// The first loop's iterations to run, `from .. to`, its gate block and the gate's
    /// count parameter.
    range: (Value, Value, BlockId, Value),
}

/// The checks of a kernel's gathered reads (`loads`, by result): two more parameters, the
/// first byte the launch writes and the one past its last (`i64`, before the reductions'
/// scratch when `scratch_last`), and before each such load its bounds check (the launch did
/// not range it) and a `read_conflict` trap where its bytes meet that range. A thread never
/// reads a byte another thread may write, so the launch stays exact; where a read would,
/// the loop reruns on the CPU from the memory before the launch.
fn add_read_checks(kernel: &mut LoweredFunction, loads: &[Value], scratch_last: bool) {
    let i64t = LoweredType::I64;
    let types = &mut kernel.value_types;
    let lo = Value(types.len() as u32);
    let hi = Value(lo.0 + 1);
    types.extend([i64t, i64t]);
    for b in &mut kernel.blocks {
        let mut out = Vec::with_capacity(b.insts.len());
        for inst in std::mem::take(&mut b.insts) {
            if let (
                LoweredOp::Load {
                    mem_ty,
                    addr,
                    offset,
                    ..
                },
                Some(r),
            ) = (&inst.op, inst.results.first())
            {
                if loads.contains(r) {
                    let (addr, offset, width) = (*addr, *offset, mem_ty.bytes());
                    let mut e = Emitter::new(types);
                    let effect = |op| Inst {
                        results: Vec::new(),
                        op,
                    };
                    e.insts.push(effect(LoweredOp::BoundsCheck {
                        addr,
                        offset,
                        size: width,
                    }));
                    let wide = e.zext64(addr);
                    let off = e.iconst(i64t, u64::from(offset));
                    let at = e.bin(IntBinOp::Add, wide, off, i64t);
                    let size = e.iconst(i64t, u64::from(width));
                    let end = e.bin(IntBinOp::Add, at, size, i64t);
                    let past_lo = e.cmp(IntCmpOp::GtU, end, lo);
                    let below_hi = e.cmp(IntCmpOp::LtU, at, hi);
                    let meets = e.bin(IntBinOp::And, past_lo, below_hi, LoweredType::I8);
                    e.insts.push(effect(LoweredOp::TrapIf {
                        cond: meets,
                        kind: lowered_ir::TrapKind::ReadConflict,
                    }));
                    out.extend(e.insts);
                }
            }
            out.push(inst);
        }
        b.insts = out;
    }
    let params = &mut kernel.blocks[0].params;
    let at = if scratch_last {
        params.len().saturating_sub(1)
    } else {
        params.len()
    };
    params.splice(at..at, [lo, hi]);
    kernel
        .signature
        .params
        .splice(at..at, [LoweredType::I64, LoweredType::I64]);
}

/// Pushes `blk` with each store, `memory.copy` and `memory.fill` in a block of its own that
/// runs only where `cond` holds (the rest of the block runs everywhere).
fn push_guarded(d: &mut Draft, blk: LoweredBlock, cond: Value) {
    let LoweredBlock {
        id,
        params,
        insts,
        term,
    } = blk;
    let mut cur = LoweredBlock {
        id,
        params,
        insts: Vec::new(),
        term: Terminator::Return { values: vec![] },
    };
    for inst in insts {
        if !writes_memory(&inst.op) {
            cur.insts.push(inst);
            continue;
        }
        let (guarded, rest) = (d.block_id(), d.block_id());
        let to_rest = BlockCall {
            block: rest,
            args: vec![],
        };
        cur.term = Terminator::Branch {
            cond,
            then_dest: BlockCall {
                block: guarded,
                args: vec![],
            },
            else_dest: to_rest.clone(),
        };
        d.blocks.push(std::mem::replace(
            &mut cur,
            LoweredBlock {
                id: rest,
                params: vec![],
                insts: Vec::new(),
                term: Terminator::Return { values: vec![] },
            },
        ));
        d.blocks.push(LoweredBlock {
            id: guarded,
            params: vec![],
            insts: vec![inst],
            term: Terminator::Jump(to_rest),
        });
    }
    cur.term = term;
    d.blocks.push(cur);
}

/// The group of `groups` holding access `x` (its base, and its constant offset inside the
/// group's cluster).
fn group_of(groups: &[Group], x: &dependence::Access) -> Option<usize> {
    let addr = x.addr.as_ref()?;
    let mut base = addr.clone();
    base.constant = base.constant.without_constant();
    let c = addr.constant.constant_term();
    groups.iter().position(|g| {
        g.keyed_like(&base, x.symbolic_len(), &x.arm, &x.sides) && g.lo <= c && c < g.hi
    })
}

/// Whether group `g` of loop `d` holds only loads the kernel of `outer` checks against the
/// bytes its launch writes ([`LoopDeps::checked_loads`]), and at least one.
fn checked_reads_only(
    a: &Analysis<'_>,
    accesses: &[dependence::Access],
    outer: &LoopDeps,
    d: usize,
    g: &Group,
) -> bool {
    let blocks = &a.forest.loops[d].blocks;
    let mut members = accesses
        .iter()
        .filter(|x| blocks.contains(&x.block))
        .filter(|x| group_of(std::slice::from_ref(g), x).is_some())
        .peekable();
    members.peek().is_some()
        && members.all(|x| !x.store && x.result.is_some_and(|r| outer.checked_loads.contains(&r)))
}

/// The group of `groups` with the key of `like` ([`Group::keyed_like`]) whose cluster of
/// offsets holds `like`'s: an outer loop's group of the same accesses (it may
/// hold more, and its bounds are then fewer, which ranges more). Groups of one base and
/// offsets under other select conditions range other counter values: matching one of them
/// checked a store's precondition over an arm's rows only.
pub(crate) fn group_holding(groups: &[Group], like: &Group) -> Option<usize> {
    groups.iter().position(|g| {
        g.keyed_like(&like.base, like.len.as_ref(), &like.arm, &like.sides)
            && g.lo <= like.lo
            && like.hi <= g.hi
    })
}

/// Instructions computing the affine `x` in integer type `ty` (wrapping, as wasm computes
/// it) with the outer counter `k` (an `i64`).
fn emit_affine(
    e: &mut Emitter<'_>,
    x: &Affine,
    ty: LoweredType,
    f: &LoweredFunction,
    k: Value,
) -> Value {
    emit_affine_at(e, x, ty, f, &|_| Some(k))
}

/// [`emit_affine`] with each loop's counter given by `counter` (a loop it does not know
/// counts as 0, which callers avoid).
fn emit_affine_at(
    e: &mut Emitter<'_>,
    x: &Affine,
    ty: LoweredType,
    f: &LoweredFunction,
    counter: &dyn Fn(usize) -> Option<Value>,
) -> Value {
    let poly = |e: &mut Emitter<'_>, p: &Poly| -> Value {
        let mut sum = e.iconst(ty, 0);
        for (monomial, coeff) in &p.0 {
            let mut term = e.iconst(ty, *coeff as u64 & ty_mask(ty));
            for atom in monomial {
                let v = match atom {
                    super::affine::Atom::Arg(i) => f.blocks[0].params[*i as usize],
                    super::affine::Atom::Opaque(n) | super::affine::Atom::Choice(n) => Value(*n),
                    // Row atoms live only in dependence addresses
                    // (`row_pointers::by_rows`), never in the trip counts, counter starts
                    // and live-out values this emits; the loaded value is their meaning.
                    super::affine::Atom::Row(n) | super::affine::Atom::RowStep(n) => Value(*n),
                };
                term = e.bin(IntBinOp::Mul, term, v, ty);
            }
            sum = e.bin(IntBinOp::Add, sum, term, ty);
        }
        sum
    };
    let mut v = poly(e, &x.constant);
    for (l, c) in &x.coeffs {
        let coeff = poly(e, c);
        let k = match counter(*l) {
            Some(k) => k,
            None => e.iconst(LoweredType::I64, 0),
        };
        let kk = if ty == LoweredType::I64 {
            k
        } else {
            e.push(
                LoweredOp::Convert {
                    op: ConvOp::Ireduce,
                    arg: k,
                    to: ty,
                },
                ty,
            )
        };
        let m = e.bin(IntBinOp::Mul, coeff, kk, ty);
        v = e.bin(IntBinOp::Add, v, m, ty);
    }
    v
}

/// The bits of an integer constant of type `ty` (a negative step as an `i32` constant).
pub(crate) fn ty_mask(ty: LoweredType) -> u64 {
    match ty.bytes() {
        8 => u64::MAX,
        n => (1u64 << (n * 8)) - 1,
    }
}

/// Removes blocks the entry cannot reach (the copied code after an inner dimension; the
/// side of a branch `unswitch.rs` fixes).
pub(crate) fn drop_unreachable(f: &mut LoweredFunction) {
    let index = f.block_positions();
    let mut seen = vec![false; f.blocks.len()];
    let mut stack = vec![0usize];
    while let Some(b) = stack.pop() {
        if std::mem::replace(&mut seen[b], true) {
            continue;
        }
        for s in f.blocks[b].term.successors() {
            if let Some(&t) = index.get(&s.block) {
                stack.push(t);
            }
        }
    }
    let mut i = 0;
    f.blocks.retain(|_| {
        i += 1;
        seen[i - 1]
    });
}

/// Puts `f`'s blocks in reverse postorder from the entry where, in their listed order, a
/// value is read before the block defining it: the converter to `mir` defines values in
/// the listed order. A block of a kernel's own that reads a value of the nest (a
/// triangular row's count reading the row's remainder choice) is listed before the nest's
/// blocks; in reverse postorder every block follows the blocks that dominate it. Functions
/// already in a usable order keep it (and their output).
fn order_defs_first(f: &mut LoweredFunction) {
    let mut defined: HashSet<Value> = HashSet::new();
    let mut late = false;
    'blocks: for b in &f.blocks {
        defined.extend(b.params.iter().copied());
        for i in &b.insts {
            if i.op.operands().iter().any(|v| !defined.contains(v)) {
                late = true;
                break 'blocks;
            }
            defined.extend(i.results.iter().copied());
        }
        if b.term.operands().iter().any(|v| !defined.contains(v)) {
            late = true;
            break;
        }
    }
    if !late {
        return;
    }
    let rpo = super::loops::Cfg::new(f).rpo;
    let mut blocks: Vec<Option<LoweredBlock>> = std::mem::take(&mut f.blocks)
        .into_iter()
        .map(Some)
        .collect();
    f.blocks = rpo.iter().filter_map(|b| blocks[*b].take()).collect();
}

/// Evaluates the affine `x` at the given counter values (missing counters are 0).
pub fn eval_affine(
    x: &Affine,
    atom: &dyn Fn(super::affine::Atom) -> Option<i64>,
    counters: &BTreeMap<usize, i64>,
) -> Option<i128> {
    let mut v = i128::from(x.constant.eval(atom)?);
    for (l, c) in &x.coeffs {
        let k = i128::from(*counters.get(l).unwrap_or(&0));
        v = v.checked_add(i128::from(c.eval(atom)?).checked_mul(k)?)?;
    }
    Some(v)
}

/// Whether a branch inside nest `k` (an `if`, not a loop's exit test) must be taken on the
/// way into loop `m`: a test that picks rows, whatever it reads (a counter, a loaded value,
/// `i % 3`, something no affine form says), or clang's own test before a rotated loop.
fn picks_rows(a: &Analysis<'_>, m: usize, k: usize) -> bool {
    let nest = &a.forest.loops[k].blocks;
    dependence::guarding_branches(a, a.forest.loops[m].header)
        .into_iter()
        .any(|(p, _, _)| {
            // A loop's exit test has a side outside the innermost loop that holds it.
            let exit = a.forest.innermost[p].is_some_and(|l| {
                let body = &a.forest.loops[l].blocks;
                a.cfg.succs[p].iter().any(|s| !body.contains(s))
            });
            nest.contains(&p) && !exit
        })
}

/// Whether the entry guard `(l, op, r)` holds only where a loop of `trip` iterations (its exit
/// test reading its operands as `compare` says) runs at least once: `l < r` with `r - l` the
/// count's numerator plus a constant that keeps it at `div` or more. A guard of the other
/// signedness reads other values and ensures nothing (an `!=` loop takes either).
fn guard_ensures_an_iteration(
    (l, op, r): &(Affine, lowered_ir::IntCmpOp, Affine),
    trip: &TripCount,
    compare: &str,
) -> bool {
    use lowered_ir::IntCmpOp::*;
    let signed = matches!(op, LtS | LeS | GtS | GeS);
    let same_reading = match compare {
        "signed" => signed,
        "unsigned" => !signed,
        _ => true,
    };
    // The guard as `low < high` (at least 1 apart) or `low <= high` (at least 0).
    let (low, high, least) = match op {
        LtS | LtU => (l, r, 1),
        LeS | LeU => (l, r, 0),
        GtS | GtU => (r, l, 1),
        GeS | GeU => (r, l, 0),
        Eq | Ne => return false,
    };
    let Some(apart) = high.sub(low) else {
        return false;
    };
    let extra = trip
        .num
        .sub(&apart)
        .and_then(|d| d.as_poly().and_then(|p| p.as_const()));
    same_reading && extra.is_some_and(|k| least + k >= trip.div)
}

#[cfg(test)]
mod tests {
    use super::super::affine::{Affine, Atom, Poly};
    use super::{guard_ensures_an_iteration, TripCount};
    use lowered_ir::IntCmpOp::*;

    fn arg(i: u32) -> Affine {
        Affine::poly(Poly::atom(Atom::Arg(i)))
    }

    /// `p1 - i` (a row's do-while from its diagonal `i` up to `m = p1`), `i` loop 0's counter.
    fn to_m() -> TripCount {
        let i = Affine::counter(0, Poly::constant(1));
        TripCount {
            num: arg(1).sub(&i).unwrap(),
            div: 1,
        }
    }

    #[test]
    fn only_a_guard_on_the_count_itself_ensures_a_do_while_runs_its_count() {
        let i = Affine::counter(0, Poly::constant(1));
        let next = i.add(&Affine::constant(1)).unwrap();
        // An unrolled loop of `n / 4` iterations.
        let quarter = TripCount {
            num: arg(0),
            div: 4,
        };
        let cases = [
            // clang's guard of a rotated `for (j = i; j < m; j++)`: `i < m`, or `m > i`.
            ((i.clone(), LtS, arg(1)), to_m(), true),
            ((arg(1), GtS, i.clone()), to_m(), true),
            // `i + 1 <= m` says as much; `i <= m` allows a count of 0.
            ((next, LeS, arg(1)), to_m(), true),
            ((i.clone(), LeS, arg(1)), to_m(), false),
            // A test of something else (`i < k`), an equality, or the other signedness: no.
            ((i.clone(), LtS, arg(2)), to_m(), false),
            ((i.clone(), Ne, arg(1)), to_m(), false),
            ((i.clone(), LtU, arg(1)), to_m(), false),
            // The unrolled loop behind `n >= 4`, not behind `n >= 3`.
            ((arg(0), GeS, Affine::constant(4)), quarter.clone(), true),
            ((arg(0), GeS, Affine::constant(3)), quarter, false),
        ];
        for (guard, trip, ensures) in cases {
            assert_eq!(
                guard_ensures_an_iteration(&guard, &trip, "signed"),
                ensures,
                "{guard:?} for {trip:?}"
            );
        }
    }
}
