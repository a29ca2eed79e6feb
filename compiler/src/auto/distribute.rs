//! Loop distribution for auto mode (docs/AUTO-OFFLOAD.md, "Loop distribution"): a loop that
//! is not a kernel itself, whose statements write different arrays that want different
//! parallel loops (bicg: `s[j] += r[i]*a[i][j]` wants the columns `j` as threads, `q[i] +=
//! a[i][j]*p[j]` the rows `i`), runs as two kernels one after the other.
//!
//! The loop's stores are classed by the array they write (the symbolic part of their address
//! outside the loop counters). For each split of those classes into two parts, a copy of the
//! function keeps only one part's stores inside the loop ([`prune`]): the values, loads and
//! block parameters of the loop that nothing kept needs are removed, with the bounds checks
//! of the accesses removed with them. Both copies keep every block and every SSA number of
//! the function, so the host's frame at the loop header is each copy's frame too. When each
//! copy's loop is outlined as a kernel of its own (`outline.rs`: parallel, or an
//! interchange), the loop is [`Distributed`].
//!
//! Running the parts one after the other is what the loop did only when neither part writes
//! a byte the other reads or writes; the host tests that at every entry from the two parts'
//! footprints, after each part's own preconditions (`offload.rs`), and otherwise runs the
//! loop as it is. A part that does not launch, traps or fails its first-call check after the
//! first launched puts back what the first wrote.
//!
//! This module builds the parts; it must not launch anything or decide at run time.

use super::affine::Poly;
use super::induction::Analysis;
use super::outline::{outline_all, Outlined};
use lowered_ir::{BlockId, LoweredFunction, LoweredOp, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// Instructions by block and index in it.
type Sites = BTreeSet<(BlockId, usize)>;

/// Values a pruned copy replaced, each with the value it stands for
/// ([`prune_forwarded`]).
pub type Aliases = Vec<(Value, Value)>;

/// The most store classes a loop may have: the splits tried are 2^(classes - 1) - 1.
const MAX_CLASSES: usize = 4;

/// A loop run as kernels one after the other, each with the stores of some arrays.
#[derive(Debug)]
pub struct Distributed {
    /// `L<n>` of the loop.
    pub name: String,
    pub header: BlockId,
    /// The loop's blocks (entries from elsewhere run the parts).
    pub blocks: BTreeSet<BlockId>,
    /// The parts in the order they run, each an outlined kernel of its own copy of the
    /// function, named `L<n>.1`, `L<n>.2`.
    pub parts: Vec<Outlined>,
    /// For each part, the arrays whose stores it keeps, as the report names them.
    pub arrays: Vec<Vec<String>>,
    /// Within one iteration of the loop, every store the first part keeps comes before every
    /// load the second keeps: where the second reads, in iteration `i`, exactly the bytes
    /// the first writes in iteration `i` (and the first's iterations are its threads), it
    /// reads what it read in the loop ([`same_iteration_bytes`]).
    pub flow_ordered: bool,
    /// The arrays (by class) whose values the second part reads back from memory where the
    /// loop used the value the first part stores (`reload_stored.rs`): in iteration `i` it
    /// reads just the bytes the first wrote in iteration `i`, whatever the order in the
    /// iteration.
    pub reloaded: Vec<Poly>,
    /// Where the parts are a loop's rows split where a branch flips (`peel_rows.rs`): each
    /// part runs one side of the branch, and the launch tests that the rows taking the
    /// first part's side come first, instead of testing that the parts touch different
    /// bytes (the second reads what the first wrote, as the loop did).
    pub peeled: Option<super::peel_rows::RowOrder>,
}

impl Distributed {
    /// Whether group `h` of the second part reads in each iteration just the bytes group `g`
    /// of the first wrote in it, and reads there what the loop read (the launch-time test
    /// lets that pair meet).
    pub fn reads_what_first_wrote(&self, g: usize, h: usize) -> bool {
        reads_first_writes(
            &self.parts[0],
            g,
            &self.parts[1],
            h,
            self.flow_ordered,
            &self.reloaded,
        )
    }
}

/// [`Distributed::reads_what_first_wrote`] for parts not yet made one.
fn reads_first_writes(
    first: &Outlined,
    g: usize,
    second: &Outlined,
    h: usize,
    flow_ordered: bool,
    reloaded: &[Poly],
) -> bool {
    let reload = || reloaded.contains(&second.groups[h].base.constant.without_constant());
    same_iteration_bytes(first, g, second, h) && (flow_ordered || reload())
}

/// What `detect` says of a distributed (or peeled) loop.
pub fn describe(d: &Distributed) -> String {
    if let Some(order) = &d.peeled {
        return super::peel_rows::describe(d, order);
    }
    let how = |o: &Outlined| {
        if o.outer_in_order() {
            format!(
                "{} runs the iterations of {} in order inside each thread",
                o.name, d.name
            )
        } else {
            format!("{} runs the iterations of {} as threads", o.name, d.name)
        }
    };
    format!(
        "distribution: its statements want different loops as threads, so it runs as {} (the stores to {}) and then {} (the stores to {}), one launch each: {}; {}; the launch tests that neither part writes a byte the other reads or writes{}",
        d.parts[0].name,
        d.arrays[0].join(", "),
        d.parts[1].name,
        d.arrays[1].join(", "),
        how(&d.parts[0]),
        how(&d.parts[1]),
        if d.flow_ordered {
            format!(
                ", except the bytes {} reads in an iteration just after {} wrote them in it",
                d.parts[1].name, d.parts[0].name
            )
        } else {
            String::new()
        },
    ) + &reloads(d)
}

/// What `detect` says of the values a distributed loop's second part reads back.
fn reloads(d: &Distributed) -> String {
    if d.reloaded.is_empty() {
        return String::new();
    }
    format!(
        "; {} reads back from memory what {} stored in the same iteration, where the loop used the stored value itself, instead of computing it again (the launch lets those bytes meet)",
        d.parts[1].name, d.parts[0].name
    )
}

/// Whether group `h` of `second`'s kernel only reads, in each iteration of the distributed
/// loop, exactly the bytes group `g` of `first`'s kernel covers in the same iteration, and
/// `first` runs that loop's iterations as threads (so no other iteration writes them).
pub fn same_iteration_bytes(first: &Outlined, g: usize, second: &Outlined, h: usize) -> bool {
    let (Some(dg), Some(dh)) = (first.dims.first(), second.dims.first()) else {
        return false;
    };
    let (gg, gh) = (&first.groups[g], &second.groups[h]);
    first.in_order.is_none()
        && gh.stores == 0
        && gg.len.is_none()
        && gh.len.is_none()
        && (gg.lo, gg.hi) == (gh.lo, gh.hi)
        && gg.base.constant == gh.base.constant
        && gg.base.coeffs.len() == 1
        && gh.base.coeffs.len() == 1
        && gg.base.coeffs.contains_key(&dg.loop_index)
        && gg.base.coeffs.get(&dg.loop_index) == gh.base.coeffs.get(&dh.loop_index)
}

/// Every loop of `f` whose header is not in `in_kernel` (the blocks of its kernels) and that
/// distributes into two kernels, outermost first (a loop inside a distributed one is not
/// tried).
pub fn distribute_all(f: &LoweredFunction, in_kernel: &HashSet<BlockId>) -> Vec<Distributed> {
    let (folded, reloads) = super::analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut a = Analysis::new(f);
    let names = super::report::Namer::new(f);
    let mut order: Vec<usize> = (0..a.forest.loops.len()).collect();
    order.sort_by_key(|l| a.forest.loops[*l].depth);
    let mut out: Vec<Distributed> = Vec::new();
    for l in order {
        let lp = a.forest.loops[l].clone();
        let header = a.cfg.ids[lp.header];
        if in_kernel.contains(&header) || out.iter().any(|d| d.blocks.contains(&header)) {
            continue;
        }
        let blocks: BTreeSet<BlockId> = lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect();
        let Some(classes) = store_classes(&mut a, &blocks) else {
            continue;
        };
        if classes.len() < 2 || classes.len() > MAX_CLASSES {
            continue;
        }
        let keys: Vec<&super::affine::Poly> = classes.keys().collect();
        let n = keys.len();
        let loads: BTreeSet<(BlockId, usize)> = f
            .blocks
            .iter()
            .filter(|b| blocks.contains(&b.id))
            .flat_map(|b| {
                b.insts
                    .iter()
                    .enumerate()
                    .filter(|(_, i)| matches!(i.op, LoweredOp::Load { .. }))
                    .map(move |(i, _)| (b.id, i))
            })
            .collect();
        // The stores of the classes in `mask`.
        let stores_of = |mask: u32| -> BTreeSet<(BlockId, usize)> {
            (0..n)
                .filter(|c| mask & (1 << c) != 0)
                .flat_map(|c| classes[keys[c]].iter().copied())
                .collect()
        };
        // The copy keeping the classes in `mask`, outlined at the loop, with the loads it
        // removed; once per set of classes (each split is tried in both orders).
        let mut kept: HashMap<u32, Option<(Outlined, Sites)>> = HashMap::new();
        let mut part = |mask: u32| {
            kept.entry(mask)
                .or_insert_with(|| outlined_part(f, &blocks, header, &stores_of(mask)))
                .clone()
        };
        // Every split in both orders; the first whose parts both outline, preferring one
        // whose first part's stores come before the second's loads in an iteration.
        let full = (1u32 << n) - 1;
        let mut found: Option<Distributed> = None;
        // The second part keeping the classes in `mask`, reading back what the first stores
        // (`reload_stored.rs`), where it reads any; once per set of classes.
        let mut after: HashMap<u32, Option<(Outlined, Sites, Vec<Poly>)>> = HashMap::new();
        for mask in 1..full {
            let (first, second) = (stores_of(mask), stores_of(full ^ mask));
            let second_mask = full ^ mask;
            let reloading = after
                .entry(second_mask)
                .or_insert_with(|| {
                    let before: BTreeMap<Poly, Vec<(BlockId, usize)>> = (0..n)
                        .filter(|c| second_mask & (1 << c) == 0)
                        .map(|c| (keys[c].clone(), classes[keys[c]].clone()))
                        .collect();
                    let r = super::reload_stored::reload_stored(&mut a, l, &before)?;
                    let keep: Sites = second.iter().map(|s| r.to_copy(*s)).collect();
                    let (o, dead) = outlined_part(&r.f, &blocks, header, &keep)?;
                    // The loads it removed, as the original's instructions.
                    let dead = dead.iter().filter_map(|s| r.to_original(*s)).collect();
                    Some((o, dead, r.classes))
                })
                .clone();
            let first_part = part(mask);
            let second_part = match reloading {
                Some(x) => Some(x),
                None => part(second_mask).map(|(o, dead)| (o, dead, Vec::new())),
            };
            let (Some((mut pa, dead_a)), Some((mut pb, dead_b, reloaded))) =
                (first_part, second_part)
            else {
                continue;
            };
            // A load neither part keeps would lose its trap.
            if dead_a.intersection(&dead_b).next().is_some() {
                continue;
            }
            pa.name = format!("L{l}.1");
            pb.name = format!("L{l}.2");
            for part in [&mut pa, &mut pb] {
                super::outline::name_for_the_host(part, &reloads);
            }
            let arrays = |kept: &BTreeSet<(BlockId, usize)>| -> Vec<String> {
                (0..n)
                    .filter(|c| classes[keys[*c]].iter().any(|s| kept.contains(s)))
                    .map(|c| names.affine(&a.forest, &super::affine::Affine::poly(keys[c].clone())))
                    .collect()
            };
            let read_second: Vec<(BlockId, usize)> = loads.difference(&dead_b).copied().collect();
            let stores_first: Vec<(BlockId, usize)> = first.iter().copied().collect();
            let flow_ordered = precedes(f, &blocks, header, &stores_first, &read_second);
            if always_meet(&pa, &pb, flow_ordered, &reloaded) {
                continue;
            }
            let d = Distributed {
                name: format!("L{l}"),
                header,
                blocks: blocks.clone(),
                arrays: vec![arrays(&first), arrays(&second)],
                parts: vec![pa, pb],
                flow_ordered,
                reloaded,
                peeled: None,
            };
            if flow_ordered {
                found = Some(d);
                break;
            }
            found.get_or_insert(d);
        }
        out.extend(found);
    }
    out
}

/// The copy of `f` keeping, in the loop of `blocks` headed by `header`, only the stores
/// `keep` ([`prune`]), outlined at the loop, with the loads it removed; `None` where the copy
/// does not verify or its loop is not one kernel that touches memory only by its groups
/// ([`Outlined::only_its_groups`]): a part's reduction total would not reach the code after
/// the loop; each iteration of a part that keeps private copies writes the same bytes, which
/// the other part could then not read back iteration by iteration (`privatize.rs`); and a
/// part's gathered reads are checked against the bytes its own launch writes, not the other
/// part's, so its read of a byte the second part writes in an earlier iteration would go
/// unseen.
fn outlined_part(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
    keep: &Sites,
) -> Option<(Outlined, Sites)> {
    let (g, dead) = prune(f, blocks, header, keep)?;
    let o = outline_all(&g, false, false)
        .into_iter()
        .flatten()
        .find(|o| o.header == header)
        .filter(|o| o.only_its_groups())?;
    Some((o, dead))
}

/// Whether a part writes through the same pointers (the symbolic part of the address) as
/// the other accesses, other than where the second reads what the first wrote in the same
/// iteration: the launch test would refuse every call (gemvt's `x[i] = 0` after the row that
/// reads `x[i]`).
fn always_meet(first: &Outlined, second: &Outlined, flow_ordered: bool, reloaded: &[Poly]) -> bool {
    let parts = [first, second];
    [(0, 1), (1, 0)].into_iter().any(|(i, j)| {
        parts[i]
            .groups
            .iter()
            .enumerate()
            .filter(|(_, g)| g.stores > 0)
            .any(|(g, gg)| {
                parts[j].groups.iter().enumerate().any(|(h, gh)| {
                    gg.base.constant.without_constant() == gh.base.constant.without_constant()
                        && !(i == 0
                            && reads_first_writes(first, g, second, h, flow_ordered, reloaded))
                })
            })
    })
}

/// Whether, within one iteration of the loop of `blocks` headed by `header` (paths that do
/// not come back to the header), each of `stores` runs before each of `loads` (by block and
/// instruction index): no load reaches a store, and in one block the stores come first.
pub(super) fn precedes(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
    stores: &[(BlockId, usize)],
    loads: &[(BlockId, usize)],
) -> bool {
    loads.iter().all(|&(lb, li)| {
        let mut reached: BTreeSet<BlockId> = BTreeSet::new();
        let mut work = vec![lb];
        while let Some(b) = work.pop() {
            for s in f.block(b).map(|x| x.term.successors()).unwrap_or_default() {
                if blocks.contains(&s.block) && s.block != header && reached.insert(s.block) {
                    work.push(s.block);
                }
            }
        }
        stores
            .iter()
            .all(|&(sb, si)| !reached.contains(&sb) && (sb != lb || si < li))
    })
}

/// The stores (and `memory.fill`/`memory.copy`) inside `blocks`, classed by the symbolic part
/// of their address outside the loop counters; `None` when one has no affine address, or the
/// loop calls anything or writes a global (a part could not keep those apart).
fn store_classes(
    a: &mut Analysis<'_>,
    blocks: &BTreeSet<BlockId>,
) -> Option<BTreeMap<super::affine::Poly, Vec<(BlockId, usize)>>> {
    let f = a.f;
    let mut classes: BTreeMap<super::affine::Poly, Vec<(BlockId, usize)>> = BTreeMap::new();
    for b in f.blocks.iter().filter(|b| blocks.contains(&b.id)) {
        for (i, inst) in b.insts.iter().enumerate() {
            let addr = match &inst.op {
                LoweredOp::Store { addr, .. } => *addr,
                LoweredOp::MemoryFill { dst, .. } | LoweredOp::MemoryCopy { dst, .. } => *dst,
                LoweredOp::Call { .. }
                | LoweredOp::CallIndirect { .. }
                | LoweredOp::CallRef { .. }
                | LoweredOp::GlobalSet { .. }
                | LoweredOp::MemoryGrow { .. }
                | LoweredOp::Instance { .. }
                | LoweredOp::Barrier => return None,
                _ => continue,
            };
            let key = a.affine(addr)?.constant.without_constant();
            classes.entry(key).or_default().push((b.id, i));
        }
    }
    Some(classes)
}

/// `f` with, inside `blocks` (the loop headed by `header`), only the stores `keep` (by block and instruction
/// index) and what they, the loop's control flow and the code outside the loop need: dead
/// values, loads and block parameters of the loop are removed, and a bounds check whose
/// address no kept access uses goes with them; a counted inner loop left with nothing to do
/// is skipped ([`empty_loop`]). Every other block and every SSA number stays. Returns the
/// copy and the loads it removed; `None` when the copy does not verify.
pub fn prune(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
    keep: &Sites,
) -> Option<(LoweredFunction, Sites)> {
    let inside = |b: BlockId| blocks.contains(&b);
    let is_store = |op: &LoweredOp| {
        matches!(
            op,
            LoweredOp::Store { .. } | LoweredOp::MemoryFill { .. } | LoweredOp::MemoryCopy { .. }
        )
    };
    // Where each value is defined: an instruction, or a block parameter (block, position).
    let def_inst = f.instruction_sites();
    let mut def_param: HashMap<Value, (BlockId, usize)> = HashMap::new();
    // The arguments passed to each parameter position of each block of the loop.
    let mut incoming: HashMap<(BlockId, usize), Vec<Value>> = HashMap::new();
    for b in &f.blocks {
        for (p, v) in b.params.iter().enumerate() {
            def_param.insert(*v, (b.id, p));
        }
        for s in b.term.successors() {
            if inside(s.block) {
                for (p, v) in s.args.iter().enumerate() {
                    incoming.entry((s.block, p)).or_default().push(*v);
                }
            }
        }
    }
    let kept_inst = |b: BlockId, i: usize, op: &LoweredOp| -> bool {
        if !inside(b) {
            return true;
        }
        if is_store(op) {
            return keep.contains(&(b, i));
        }
        // Bounds checks follow their accesses (below); other effects stay.
        op.has_side_effects() && !matches!(op, LoweredOp::BoundsCheck { .. })
    };
    // Roots: everything outside the loop, the kept effects inside it, its branch conditions
    // and the arguments of its edges that leave it.
    let mut live: HashSet<Value> = HashSet::new();
    let mut work: Vec<Value> = Vec::new();
    for b in &f.blocks {
        for (i, inst) in b.insts.iter().enumerate() {
            if kept_inst(b.id, i, &inst.op) {
                work.extend(inst.op.operands());
            }
        }
        if !inside(b.id) {
            work.extend(b.term.operands());
            continue;
        }
        match &b.term {
            lowered_ir::Terminator::Jump(_) => {}
            lowered_ir::Terminator::Branch { cond, .. } => work.push(*cond),
            lowered_ir::Terminator::BrTable { index, .. } => work.push(*index),
            other => work.extend(other.operands()),
        }
        for s in b.term.successors() {
            if !inside(s.block) {
                work.extend(s.args.iter().copied());
            }
        }
    }
    while let Some(v) = work.pop() {
        if !live.insert(v) {
            continue;
        }
        if let Some(&(bi, ii)) = def_inst.get(&v) {
            work.extend(f.blocks[bi].insts[ii].op.operands());
        }
        if let Some(&(b, p)) = def_param.get(&v) {
            if let Some(args) = incoming.get(&(b, p)) {
                work.extend(args.iter().copied());
            }
        }
    }
    // Addresses a kept access of the loop uses, by block: the bounds checks of those stay
    // (each check is in the block of its access).
    let mut checked: HashSet<(BlockId, Value)> = HashSet::new();
    for b in f.blocks.iter().filter(|b| inside(b.id)) {
        for (i, inst) in b.insts.iter().enumerate() {
            match &inst.op {
                LoweredOp::Load { addr, .. } if inst.results.iter().any(|r| live.contains(r)) => {
                    checked.insert((b.id, *addr));
                }
                op if is_store(op) && keep.contains(&(b.id, i)) => {
                    checked.extend(op.operands().into_iter().map(|v| (b.id, v)));
                }
                _ => {}
            }
        }
    }
    let mut g = f.clone();
    let mut dead_loads = BTreeSet::new();
    // Parameter positions of loop blocks that go.
    let mut dropped: HashMap<BlockId, Vec<usize>> = HashMap::new();
    for b in g.blocks.iter_mut() {
        if !inside(b.id) {
            continue;
        }
        let id = b.id;
        let mut index = 0;
        b.insts.retain(|inst| {
            let i = index;
            index += 1;
            let keep_it = match &inst.op {
                LoweredOp::BoundsCheck { addr, .. } => checked.contains(&(id, *addr)),
                op if is_store(op) => keep.contains(&(id, i)),
                op if op.has_side_effects() => true,
                _ => inst.results.iter().any(|r| live.contains(r)),
            };
            if !keep_it && matches!(inst.op, LoweredOp::Load { .. }) {
                dead_loads.insert((id, i));
            }
            keep_it
        });
        let gone: Vec<usize> = (0..b.params.len())
            .filter(|p| !live.contains(&b.params[*p]))
            .collect();
        if !gone.is_empty() && b.id != f.blocks[0].id {
            b.params = without(&b.params, &gone);
            dropped.insert(id, gone);
        }
    }
    for b in g.blocks.iter_mut() {
        for s in b.term.successors_mut() {
            if let Some(gone) = dropped.get(&s.block) {
                s.args = without(&s.args, gone);
            }
        }
    }
    while let Some(gone) = empty_loop(&mut g, blocks, header) {
        g.blocks.retain(|b| !gone.contains(&b.id));
    }
    lowered_ir::verify::verify_function(&g).ok()?;
    Some((g, dead_loads))
}

/// `f` with every trivial parameter of a block inside the loop of `blocks` (not its header
/// `header`) replaced by the one value it stands for and removed (`Analysis::canon`: every
/// edge into the block passes either the parameter itself or that value, such as an outer
/// counter an inner loop only carries around). Without this, an inner loop left with
/// nothing to do still defines values used after it, and stays. Returns the copy and, for
/// each removed parameter that code after the loop reads, the value it stands for.
fn without_trivial_params(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
) -> (LoweredFunction, Aliases) {
    let a = Analysis::new(f);
    let entry = f.blocks.first().map(|b| b.id);
    let mut subst: HashMap<Value, Value> = HashMap::new();
    let mut gone: HashMap<BlockId, Vec<usize>> = HashMap::new();
    for b in &f.blocks {
        if !blocks.contains(&b.id) || b.id == header || Some(b.id) == entry {
            continue;
        }
        for (p, param) in b.params.iter().enumerate() {
            let c = a.canon(*param);
            if c != *param {
                subst.insert(*param, c);
                gone.entry(b.id).or_default().push(p);
            }
        }
    }
    let mut g = f.clone();
    if subst.is_empty() {
        return (g, Vec::new());
    }
    for b in g.blocks.iter_mut() {
        for inst in b.insts.iter_mut() {
            for v in inst.op.operands_mut() {
                if let Some(x) = subst.get(v) {
                    *v = *x;
                }
            }
        }
        for v in b.term.operands_mut() {
            if let Some(x) = subst.get(v) {
                *v = *x;
            }
        }
        if let Some(ps) = gone.get(&b.id) {
            b.params = without(&b.params, ps);
        }
    }
    for b in g.blocks.iter_mut() {
        for s in b.term.successors_mut() {
            if let Some(ps) = gone.get(&s.block) {
                s.args = without(&s.args, ps);
            }
        }
    }
    // Parameters the code after the loop reads: the host goes on there with the values the
    // part's finish function gives, which are the copy's, so each is an alias of its value.
    let used_outside: HashSet<Value> = f
        .blocks
        .iter()
        .filter(|b| !blocks.contains(&b.id))
        .flat_map(|b| {
            b.insts
                .iter()
                .flat_map(|i| i.op.operands())
                .chain(b.term.operands())
        })
        .collect();
    let aliases = subst
        .into_iter()
        .filter(|(p, _)| used_outside.contains(p))
        .collect();
    (g, aliases)
}

/// [`prune`] after replacing the loop's trivial block parameters by what they stand for
/// ([`without_trivial_params`]), with the aliases that gives: where the host resumes after
/// the copy's loop, each removed parameter holds the value of what it stood for.
pub fn prune_forwarded(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
    keep: &Sites,
) -> Option<(LoweredFunction, Sites, Aliases)> {
    let (g, aliases) = without_trivial_params(f, blocks, header);
    let (g, dead) = prune(&g, blocks, header, keep)?;
    Some((g, dead, aliases))
}

/// `values` without the positions in `gone`.
fn without(values: &[Value], gone: &[usize]) -> Vec<Value> {
    values
        .iter()
        .enumerate()
        .filter(|(p, _)| !gone.contains(p))
        .map(|(_, v)| *v)
        .collect()
}

/// A counted loop strictly inside `blocks` (not the one headed by `header`) left with
/// nothing to do: no effect, no load, no value used after it, one block it leaves for, which takes
/// no arguments. Its entries are sent there instead (in `g`), and its blocks returned for
/// removal.
fn empty_loop(
    g: &mut LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
) -> Option<BTreeSet<BlockId>> {
    let found = {
        let mut a = Analysis::new(g);
        let mut found = None;
        for m in 0..a.forest.loops.len() {
            let lp = a.forest.loops[m].clone();
            let ids: BTreeSet<BlockId> = lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect();
            let m_header = a.cfg.ids[lp.header];
            if m_header == header || !ids.iter().all(|b| blocks.contains(b)) {
                continue;
            }
            let body: Vec<&lowered_ir::LoweredBlock> =
                g.blocks.iter().filter(|b| ids.contains(&b.id)).collect();
            if body.iter().any(|b| {
                b.insts
                    .iter()
                    .any(|i| i.op.has_side_effects() || matches!(i.op, LoweredOp::Load { .. }))
            }) {
                continue;
            }
            let defined: HashSet<Value> = body
                .iter()
                .flat_map(|b| {
                    b.params
                        .iter()
                        .chain(b.insts.iter().flat_map(|i| &i.results))
                })
                .copied()
                .collect();
            let mut exits = BTreeSet::new();
            for b in &body {
                for s in b.term.successors() {
                    if !ids.contains(&s.block) {
                        exits.insert((s.block, s.args.is_empty()));
                    }
                }
            }
            let [(exit, true)] = exits.into_iter().collect::<Vec<_>>()[..] else {
                continue;
            };
            let used_after = g.blocks.iter().filter(|b| !ids.contains(&b.id)).any(|b| {
                b.insts
                    .iter()
                    .flat_map(|i| i.op.operands())
                    .chain(b.term.operands())
                    .any(|v| defined.contains(&v))
            });
            let exit_params = g.block(exit).is_some_and(|b| !b.params.is_empty());
            if used_after || exit_params || a.counted(m).is_err() {
                continue;
            }
            found = Some((m_header, ids, exit));
            break;
        }
        found
    };
    let (m_header, ids, exit) = found?;
    for b in g.blocks.iter_mut().filter(|b| !ids.contains(&b.id)) {
        for s in b.term.successors_mut() {
            if s.block == m_header {
                s.block = exit;
                s.args.clear();
            }
        }
    }
    Some(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lowered(wat: &str, name: &str) -> LoweredFunction {
        let wasm = wat::parse_str(wat).unwrap();
        let module = crate::frontend::ModuleInfo::parse(&wasm).unwrap();
        let index = module.resolve_function(name).unwrap();
        crate::pipeline::lower_index(&wasm, &module, index, &Default::default()).unwrap()
    }

    /// bicg: `s[j] += r[i] * a[i][j]` and `q[i] += a[i][j] * p[j]` in one nest over `i, j`.
    const BICG: &str = r#"(module (memory 1)
      (func (export "bicg") (param $m i32) (param $n i32) (param $a i32) (param $s i32)
            (param $q i32) (param $p i32) (param $r i32)
        (local $i i32) (local $j i32) (local $aij i32)
        (if (i32.le_s (local.get $n) (i32.const 0)) (then (return)))
        (if (i32.le_s (local.get $m) (i32.const 0)) (then (return)))
        (loop $li
          (f64.store (i32.add (local.get $q) (i32.shl (local.get $i) (i32.const 3))) (f64.const 0))
          (local.set $j (i32.const 0))
          (loop $lj
            (local.set $aij (i32.add (local.get $a)
              (i32.shl (i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j)) (i32.const 3))))
            (f64.store (i32.add (local.get $s) (i32.shl (local.get $j) (i32.const 3)))
              (f64.add (f64.load (i32.add (local.get $s) (i32.shl (local.get $j) (i32.const 3))))
                (f64.mul (f64.load (i32.add (local.get $r) (i32.shl (local.get $i) (i32.const 3))))
                         (f64.load (local.get $aij)))))
            (f64.store (i32.add (local.get $q) (i32.shl (local.get $i) (i32.const 3)))
              (f64.add (f64.load (i32.add (local.get $q) (i32.shl (local.get $i) (i32.const 3))))
                (f64.mul (f64.load (local.get $aij))
                         (f64.load (i32.add (local.get $p) (i32.shl (local.get $j) (i32.const 3)))))))
            (local.set $j (i32.add (local.get $j) (i32.const 1)))
            (br_if $lj (i32.lt_s (local.get $j) (local.get $m))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br_if $li (i32.lt_s (local.get $i) (local.get $n))))))"#;

    #[test]
    fn bicg_distributes_into_a_column_kernel_and_a_row_kernel() {
        let f = lowered(BICG, "bicg");
        let d = distribute_all(&f, &HashSet::new());
        assert_eq!(d.len(), 1, "{d:?}");
        let d = &d[0];
        assert_eq!(d.parts.len(), 2);
        assert_eq!(d.parts[0].name, format!("{}.1", d.name));
        // One part keeps the stores to s (p3), the other those to q (p4).
        let mut arrays = d.arrays.clone();
        arrays.sort();
        assert_eq!(arrays, vec![vec!["p3".to_string()], vec!["p4".to_string()]]);
        // The part of s runs the columns as threads with i in order in each (an
        // interchange); the part of q the rows.
        let s_part = if d.arrays[0] == ["p3"] { 0 } else { 1 };
        assert!(d.parts[s_part].outer_in_order());
        assert!(d.parts[1 - s_part].in_order.is_none());
    }

    #[test]
    fn a_part_keeps_only_its_stores_and_what_they_need() {
        let f = lowered(BICG, "bicg");
        let mut a = Analysis::new(&f);
        let outer = (0..a.forest.loops.len())
            .find(|l| a.forest.loops[*l].depth == 0)
            .unwrap();
        let blocks: BTreeSet<BlockId> = a.forest.loops[outer]
            .blocks
            .iter()
            .map(|b| a.cfg.ids[*b])
            .collect();
        let header = a.cfg.ids[a.forest.loops[outer].header];
        let classes = store_classes(&mut a, &blocks).unwrap();
        assert_eq!(classes.len(), 2);
        let count = |g: &LoweredFunction, store: bool| -> usize {
            g.blocks
                .iter()
                .flat_map(|b| &b.insts)
                .filter(|i| match i.op {
                    LoweredOp::Store { .. } => store,
                    LoweredOp::Load { .. } => !store,
                    _ => false,
                })
                .count()
        };
        let stores = |g: &LoweredFunction| count(g, true);
        let loads = |g: &LoweredFunction| count(g, false);
        assert_eq!((stores(&f), loads(&f)), (3, 6));
        let q_stores: BTreeSet<_> = classes
            .values()
            .find(|v| v.len() == 2)
            .unwrap()
            .iter()
            .copied()
            .collect();
        let s_stores: BTreeSet<_> = classes
            .values()
            .find(|v| v.len() == 1)
            .unwrap()
            .iter()
            .copied()
            .collect();
        // Keeping q's stores: q's load, a and p stay; s's load and r's go.
        let (fq, dead_q) = prune(&f, &blocks, header, &q_stores).unwrap();
        assert_eq!((stores(&fq), loads(&fq), dead_q.len()), (2, 3, 3));
        let (fs, dead_s) = prune(&f, &blocks, header, &s_stores).unwrap();
        assert_eq!((stores(&fs), loads(&fs), dead_s.len()), (1, 3, 3));
        // Every block and SSA number stays.
        assert_eq!(fq.blocks.len(), f.blocks.len());
        assert_eq!(fq.value_types.len(), f.value_types.len());
        // Nothing kept: the loop keeps only its control flow.
        let (empty, dead) = prune(&f, &blocks, header, &BTreeSet::new()).unwrap();
        assert_eq!((stores(&empty), loads(&empty), dead.len()), (0, 0, 6));
    }
}
