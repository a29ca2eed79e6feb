//! Distribution of a parallel kernel by statement order (docs/AUTO-OFFLOAD.md, "Splitting a
//! parallel loop by statement"). PolyBench's gemm is `for i { for j C[i][j] *= beta; for k
//! { for j C[i][j] += alpha * A[i][k] * B[k][j] } }`: `i` is parallel, but with two child
//! loops it launches as one thread per row, each running the whole product of its row. Run
//! as `for i { for j S1 }` and then `for i { for k { for j S2 } }`, the first part is a 2-D
//! grid and the second an `i, j` grid with `k` in order inside each thread.
//!
//! Splitting a loop whose iterations touch disjoint bytes is legal wherever, within one
//! iteration, every access of the first part that meets one of the second (a store and
//! anything) comes before it: a pair from the same iteration keeps its order, and a pair
//! from two iterations never meets. So the cut is a point of the loop's body: the stores
//! before it go to the first part, the others to the second, and each part is a copy of the
//! function pruned to its stores (`distribute::prune`). The launch runs the parts only when
//! the whole loop's own preconditions hold too (`offload/split.rs`).
//!
//! This module builds the parts; it must not launch anything or decide at run time.

use super::distribute::{precedes, prune_forwarded, Aliases};
use super::induction::Analysis;
use super::loops::{Cfg, LoopForest};
use super::outline::{outline_all, Outlined};
use lowered_ir::{BlockId, LoweredFunction, LoweredOp};
use std::collections::{BTreeSet, HashSet};

/// The most cuts tried per loop (each prunes and outlines two copies of the function).
const MAX_CUTS: usize = 4;

/// A parallel kernel's loop run as two kernels one after the other, split at a point of its
/// body.
#[derive(Debug)]
pub struct Split {
    /// `L<n>` of the loop (the name of its whole kernel).
    pub name: String,
    pub header: BlockId,
    /// The parts in the order they run, named `L<n>.1`, `L<n>.2`: each an outlined kernel of
    /// its own copy of the function, with the stores before the cut or after it.
    pub parts: Vec<Outlined>,
    /// How each part runs, for `detect`: its thread loops and the one in order, named as
    /// in the function.
    pub shapes: Vec<String>,
    /// Values defined in the loop and read after it that the last part's copy replaced by
    /// what they stand for (`distribute::prune_forwarded`): where the host resumes after
    /// the loop, each (first) holds the value of the other.
    pub aliases: Aliases,
}

/// What `detect` says of a split loop.
pub fn describe(s: &Split) -> String {
    format!(
        "split by statement: its iterations are independent and its body runs as {} ({}) and then {} ({}), one launch each, where its whole kernel would run one thread per iteration; the launch also tests the whole loop's preconditions",
        s.parts[0].name, s.shapes[0], s.parts[1].name, s.shapes[1],
    )
}

/// How part `o`, outlined from copy `g`, runs, with the loops named as in `f` (a copy
/// numbers its loops without those it lost).
fn shape(f: &LoweredFunction, g: &LoweredFunction, o: &Outlined) -> String {
    let (gf, _) = super::analysis_form(g);
    let (in_copy, original) = (Analysis::new(&gf), Analysis::new(f));
    let name = |d: usize| -> String {
        let l = o.dims[d].loop_index;
        let header = in_copy
            .forest
            .loops
            .get(l)
            .map(|lp| in_copy.cfg.ids[lp.header]);
        original
            .forest
            .loops
            .iter()
            .position(|lp| Some(original.cfg.ids[lp.header]) == header)
            .map_or_else(|| format!("the loop at {header:?}"), |i| format!("L{i}"))
    };
    let threads: Vec<String> = (0..o.dims.len())
        .filter(|d| o.is_thread_dim(*d))
        .map(name)
        .collect();
    let in_order = o
        .in_order
        .map(|d| format!(", each running {} in order", name(d)))
        .unwrap_or_default();
    format!("threads {}{in_order}", threads.join(" x "))
}

/// The thread dimensions of a kernel.
fn thread_dims(o: &Outlined) -> usize {
    (0..o.dims.len()).filter(|d| o.is_thread_dim(*d)).count()
}

/// How many loops deep a kernel's nest is, its own loop included.
fn depth(o: &Outlined) -> usize {
    let chain = |mut l: usize| {
        let mut n = 1;
        while let Some(p) = o.loop_parent.get(&l) {
            n += 1;
            l = *p;
        }
        n
    };
    o.inner_trips.keys().map(|l| chain(*l)).max().unwrap_or(1)
}

/// Whether kernel `w` may be split: all its dimensions are threads, it combines no
/// reductions, checks no gathered reads and keeps no private copies (its preconditions then
/// say that its iterations touch disjoint bytes). The launch tests the first such form at
/// the loop's header.
pub fn splittable(w: &Outlined) -> bool {
    w.in_order.is_none() && w.only_its_groups()
}

/// For each kernel of `outlined` (the forms of `f`) whose dimensions are all threads, the
/// first cut of its loop into two parts that both outline with the same outer loop as
/// threads, one of them with more thread dimensions than the whole kernel.
pub fn split_all(f: &LoweredFunction, outlined: &[Outlined]) -> Vec<Split> {
    let candidates: Vec<&Outlined> = outlined.iter().filter(|w| splittable(w)).collect();
    if candidates.is_empty() {
        return Vec::new();
    }
    let (folded, reloads) = super::analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut out: Vec<Split> = Vec::new();
    for w in candidates {
        if out.iter().any(|s| s.header == w.header) {
            continue;
        }
        if let Some((mut parts, shapes, aliases)) = split_one(f, w) {
            for part in &mut parts {
                super::outline::name_for_the_host(part, &reloads);
            }
            out.push(Split {
                name: w.name.clone(),
                header: w.header,
                parts,
                shapes,
                aliases,
            });
        }
    }
    out
}

/// The parts of `w`'s loop at the first cut that pays, in `f` (the analysis form), with
/// their shapes.
fn split_one(f: &LoweredFunction, w: &Outlined) -> Option<(Vec<Outlined>, Vec<String>, Aliases)> {
    let stores = ordered_stores(f, &w.blocks, w.header)?;
    let loads: Vec<(BlockId, usize)> = f
        .blocks
        .iter()
        .filter(|b| w.blocks.contains(&b.id))
        .flat_map(|b| {
            b.insts
                .iter()
                .enumerate()
                .filter(|(_, i)| matches!(i.op, LoweredOp::Load { .. }))
                .map(move |(i, _)| (b.id, i))
        })
        .collect();
    let mut tried = 0;
    for k in 1..stores.len() {
        let (first, second) = stores.split_at(k);
        // Every store before the cut runs before every one after it in an iteration.
        if !precedes(f, &w.blocks, w.header, first, second) {
            continue;
        }
        tried += 1;
        if tried > MAX_CUTS {
            break;
        }
        let keep = |s: &[(BlockId, usize)]| s.iter().copied().collect::<BTreeSet<_>>();
        let (Some((ga, dead_a, _)), Some((gb, dead_b, aliases))) = (
            prune_forwarded(f, &w.blocks, w.header, &keep(first)),
            prune_forwarded(f, &w.blocks, w.header, &keep(second)),
        ) else {
            continue;
        };
        // A load neither part keeps would lose its trap.
        if dead_a.intersection(&dead_b).next().is_some() {
            continue;
        }
        let kept = |dead: &BTreeSet<(BlockId, usize)>| -> Vec<(BlockId, usize)> {
            loads
                .iter()
                .filter(|l| !dead.contains(l))
                .copied()
                .collect()
        };
        // The second part's loads come after the first's stores, the first's loads before
        // the second's stores.
        if !precedes(f, &w.blocks, w.header, first, &kept(&dead_b))
            || !precedes(f, &w.blocks, w.header, &kept(&dead_a), second)
        {
            continue;
        }
        let outline = |g: &LoweredFunction, n: usize| -> Option<Outlined> {
            let mut o = outline_all(g, false, false)
                .into_iter()
                .flatten()
                .find(|o| o.header == w.header)
                .filter(|o| {
                    o.only_its_groups()
                        && o.is_thread_dim(0)
                        && o.dims.first().map(|d| d.loop_index)
                            == w.dims.first().map(|d| d.loop_index)
                })?;
            o.name = format!("{}.{n}", w.name);
            Some(o)
        };
        let (Some(pa), Some(pb)) = (outline(&ga, 1), outline(&gb, 2)) else {
            continue;
        };
        // The deeper part (the one with more work, as far as the nest shows) gains thread
        // dimensions: splitting syrk only to run its `O(n^2)` scaling as a grid would add a
        // launch for nothing.
        let deepest = depth(&pa).max(depth(&pb));
        if [&pa, &pb]
            .iter()
            .any(|p| depth(p) == deepest && thread_dims(p) > thread_dims(w))
        {
            let shapes = vec![shape(f, &ga, &pa), shape(f, &gb, &pb)];
            return Some((vec![pa, pb], shapes, aliases));
        }
    }
    None
}

/// The stores (and `memory.fill`/`memory.copy`) of the loop of `blocks` headed by `header`,
/// in the order of its body (blocks in reverse postorder from the header, not following the
/// back edges to it, each inner loop's blocks before the code after it; instructions in
/// order). `None` when the loop calls anything or has an effect outside the memory that
/// both parts would repeat.
fn ordered_stores(
    f: &LoweredFunction,
    blocks: &BTreeSet<BlockId>,
    header: BlockId,
) -> Option<Vec<(BlockId, usize)>> {
    // The loops inside, by their blocks: a search that takes a block's exits from them
    // first finishes the code after a loop before the loop's own latch, so the reversed
    // postorder lists a vector loop's stores together, ahead of its scalar tail (in branch
    // order, a rotated loop's latch came after everything its exit reaches).
    let cfg = Cfg::new(f);
    let inner: Vec<HashSet<BlockId>> = (LoopForest::new(&cfg).loops.iter())
        .map(|l| l.blocks.iter().map(|b| cfg.ids[*b]).collect::<HashSet<_>>())
        .filter(|l| !l.contains(&header) && l.iter().all(|b| blocks.contains(b)))
        .collect();
    let leaves = |b: BlockId, s: BlockId| inner.iter().any(|l| l.contains(&b) && !l.contains(&s));
    // Postorder by depth-first search, then reversed.
    let mut seen: HashSet<BlockId> = HashSet::new();
    let mut post: Vec<BlockId> = Vec::new();
    let mut stack: Vec<(BlockId, usize)> = vec![(header, 0)];
    seen.insert(header);
    while let Some((b, next)) = stack.pop() {
        let mut succs: Vec<BlockId> = f
            .block(b)
            .map(|x| x.term.successors().iter().map(|s| s.block).collect())
            .unwrap_or_default();
        succs.sort_by_key(|s| !leaves(b, *s));
        if let Some(&s) = succs.get(next) {
            stack.push((b, next + 1));
            if blocks.contains(&s) && s != header && seen.insert(s) {
                stack.push((s, 0));
            }
        } else {
            post.push(b);
        }
    }
    let mut out = Vec::new();
    for b in post.iter().rev() {
        let block = f.block(*b)?;
        for (i, inst) in block.insts.iter().enumerate() {
            match &inst.op {
                LoweredOp::Store { .. }
                | LoweredOp::MemoryFill { .. }
                | LoweredOp::MemoryCopy { .. } => out.push((*b, i)),
                op if super::outline::repeats_outside_memory(op) => return None,
                _ => {}
            }
        }
    }
    Some(out)
}
