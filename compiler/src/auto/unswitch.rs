//! Launch-time unswitching: a loop nest that carries a value from one iteration to the next
//! only on one side of a branch whose condition no loop computes (fixed before the nest) is
//! analysed as the function with that branch always going the other way, and its kernels
//! launch only where the launch reads the condition and finds it so ([`Assumed`]).
//!
//! clang makes such values out of undefined behaviour: an integer box filter's `s / c`,
//! where `c` counts the taps read, divides by 0 when the radius is negative, and clang gives
//! that path `poison`, which wasm keeps as the local's previous value: the previous pixel's
//! mean, carried to the next pixel where the radius is negative, and nowhere else (the
//! sweep's `a05_image`, `golden/programs/box_u8.c`). With the branch going the other way the
//! value is never read, and the pixels are independent.
//!
//! A specialisation ([`specialisations`]) keeps the program's meaning wherever the branch
//! goes the assumed way: it only drops the blocks that then never run and the block
//! parameters nothing reads. It must not be used for a kernel whose launch does not test the assumption first (the hook's
//! `try_launch` does, reading `offload::AutoFunction::assumed`), nor by a host that would
//! run the specialised function's own loops where a launch declines: the whole-program
//! runtime runs the original nest natively then (`run --invoke`, whose interpreter runs the
//! host code of the function it analysed, does not unswitch). It does not move code.

use super::loops::{Cfg, LoopForest};
use lowered_ir::{BlockId, LoweredFunction, Terminator, Value};
use std::collections::{HashMap, HashSet};

/// How many branches [`specialisations`] tries: each is a whole analysis of the function per
/// side, paid only by nests that are not parallel as they are.
pub const MAX_CANDIDATES: usize = 4;

/// A branch a kernel was analysed with going one way: the launch reads `cond` (fixed before
/// the nest) and launches only where it is non-zero exactly when `taken`.
#[derive(Clone, Debug, PartialEq)]
pub struct Assumed {
    pub cond: Value,
    pub taken: bool,
    /// The block of the branch (for messages).
    pub block: BlockId,
    /// The integer instructions that compute `cond` from values the launch reads (defined
    /// before every loop), in order; empty where `cond` is one itself. For a branch of
    /// [`Assumed::rows`], from its comparisons' results and constants only.
    pub program: Vec<lowered_ir::Inst>,
    /// Where each iteration of the nest's outermost loop computes the condition afresh from
    /// comparisons affine in its counter (`unswitch_rows.rs`): those comparisons, which the
    /// launch evaluates over the loop's range before `program`.
    pub rows: Option<super::unswitch_rows::RowTest>,
}

/// The values of `f` no loop computes: its parameters and the values of blocks outside
/// every loop (the launch reads them).
fn outside_loops(f: &LoweredFunction, forest: &LoopForest) -> HashSet<Value> {
    let mut out: HashSet<Value> = f.blocks[0].params.iter().copied().collect();
    for (bi, b) in f.blocks.iter().enumerate() {
        if forest.loops.iter().any(|l| l.blocks.contains(&bi)) {
            continue;
        }
        out.extend(b.params.iter().copied());
        out.extend(b.insts.iter().flat_map(|i| i.results.iter().copied()));
    }
    out
}

/// The block parameters that every edge passes either themselves or one same value: a
/// loop-invariant value handed around the loop (a local Cranelift keeps as a parameter),
/// each with that value, resolved through chains of them.
fn same_as(f: &LoweredFunction) -> HashMap<Value, Value> {
    let index = f.block_positions();
    let mut incoming: HashMap<Value, Vec<Value>> = HashMap::new();
    for b in &f.blocks {
        for s in b.term.successors() {
            let Some(&t) = index.get(&s.block) else {
                continue;
            };
            for (p, a) in f.blocks[t].params.iter().zip(&s.args) {
                incoming.entry(*p).or_default().push(*a);
            }
        }
    }
    let mut canon: HashMap<Value, Value> = HashMap::new();
    let resolve = |canon: &HashMap<Value, Value>, mut v: Value| {
        for _ in 0..64 {
            match canon.get(&v) {
                Some(x) if *x != v => v = *x,
                _ => break,
            }
        }
        v
    };
    loop {
        let mut changed = false;
        for (p, args) in &incoming {
            let others: HashSet<Value> = args
                .iter()
                .map(|a| resolve(&canon, *a))
                .filter(|a| a != p)
                .collect();
            if let [x] = others.into_iter().collect::<Vec<_>>()[..] {
                if canon.get(p) != Some(&x) && resolve(&canon, x) != *p {
                    canon.insert(*p, x);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    canon.keys().map(|p| (*p, resolve(&canon, *p))).collect()
}

/// The instructions computing `v` from `outside` (in order), where they are integer
/// arithmetic, at most 16 deep.
/// What [`Fixed::program`] reads: the function's definitions, its parameters that stand for
/// another value ([`same_as`]) and the values the launch reads ([`outside_loops`]). Built
/// once per function.
struct Fixed<'a> {
    defs: HashMap<Value, &'a lowered_ir::Inst>,
    same: HashMap<Value, Value>,
    outside: HashSet<Value>,
}

impl<'a> Fixed<'a> {
    fn new(f: &'a LoweredFunction) -> Fixed<'a> {
        let cfg = Cfg::new(f);
        Fixed {
            defs: (f.blocks.iter())
                .flat_map(|b| &b.insts)
                .flat_map(|i| i.results.iter().map(move |r| (*r, i)))
                .collect(),
            same: same_as(f),
            outside: outside_loops(f, &LoopForest::new(&cfg)),
        }
    }

    /// The instructions computing `v` from values the launch reads, in order, where they
    /// are integer arithmetic at most 16 deep, and the value they compute (`v`, or the
    /// value `v` stands for). A parameter that stands for another value reads as that one,
    /// in the program's operands too.
    fn program(&self, v: Value) -> Option<(Vec<lowered_ir::Inst>, Value)> {
        let mut out = Vec::new();
        self.visit(v, &mut out, 0)?;
        Some((out, self.canon(v)))
    }

    fn canon(&self, v: Value) -> Value {
        self.same.get(&v).copied().unwrap_or(v)
    }

    fn visit(&self, v: Value, out: &mut Vec<lowered_ir::Inst>, depth: usize) -> Option<()> {
        let v = self.canon(v);
        if self.outside.contains(&v) || out.iter().any(|i| i.results.contains(&v)) {
            return Some(());
        }
        let inst = self.defs.get(&v)?;
        if depth > 16 || !super::dependence::pure_int(&inst.op) {
            return None;
        }
        for x in inst.op.operands() {
            self.visit(x, out, depth + 1)?;
        }
        let mut inst = (*inst).clone();
        for x in inst.op.operands_mut() {
            *x = self.canon(*x);
        }
        out.push(inst);
        Some(())
    }
}

/// A branch [`candidates`] found: its block (index), and the condition as the launch
/// computes it ([`Assumed::cond`], [`Assumed::program`]).
pub(super) struct Candidate {
    pub(super) block: usize,
    pub(super) cond: Value,
    pub(super) program: Vec<lowered_ir::Inst>,
}

impl Candidate {
    /// The assumption of `f` specialised with this branch going to its `taken` side.
    pub(super) fn assumed(&self, f: &LoweredFunction, taken: bool) -> Assumed {
        Assumed {
            cond: self.cond,
            taken,
            block: f.blocks[self.block].id,
            program: self.program.clone(),
            rows: None,
        }
    }
}

/// The branches inside a loop on a condition no loop computes (a parameter of the function
/// or a value of a block outside every loop, through integer arithmetic), at most
/// [`MAX_CANDIDATES`], innermost first: those whose other side may hold a carried value.
pub(super) fn candidates(f: &LoweredFunction) -> Vec<Candidate> {
    candidates_reading(f, Fixed::new(f))
}

/// [`candidates`] whose conditions are computed from the function's parameters alone
/// (through the values of blocks outside the loops too): a call reads them from its
/// arguments before any of its code runs.
pub(super) fn parameter_candidates(f: &LoweredFunction) -> Vec<Candidate> {
    let mut fixed = Fixed::new(f);
    fixed.outside = f.blocks[0].params.iter().copied().collect();
    candidates_reading(f, fixed)
}

/// The branches inside a loop whose conditions `fixed` computes, innermost first, at most
/// [`MAX_CANDIDATES`].
fn candidates_reading(f: &LoweredFunction, fixed: Fixed<'_>) -> Vec<Candidate> {
    let cfg = Cfg::new(f);
    let forest = LoopForest::new(&cfg);
    let depth = |b: usize| {
        forest
            .loops
            .iter()
            .filter(|l| l.blocks.contains(&b))
            .count()
    };
    let mut out: Vec<(usize, Candidate)> = (0..f.blocks.len())
        .filter(|&bi| depth(bi) > 0)
        .filter_map(|bi| match &f.blocks[bi].term {
            Terminator::Branch {
                cond,
                then_dest,
                else_dest,
            } if then_dest.block != else_dest.block => {
                let (program, cond) = fixed.program(*cond)?;
                Some((
                    depth(bi),
                    Candidate {
                        block: bi,
                        cond,
                        program,
                    },
                ))
            }
            _ => None,
        })
        .collect();
    out.sort_by_key(|(d, _)| std::cmp::Reverse(*d));
    out.truncate(MAX_CANDIDATES);
    out.into_iter().map(|(_, c)| c).collect()
}

/// Every specialisation of `f` worth analysing: for each branch `candidates` finds, each side
/// that `specialise` keeps, made one at a time as the caller asks for them.
pub fn specialisations(
    f: &LoweredFunction,
) -> impl Iterator<Item = (LoweredFunction, Assumed)> + '_ {
    let before = loop_header_params(f);
    candidates(f).into_iter().flat_map(move |c| {
        [false, true]
            .into_iter()
            .filter_map(move |taken| specialise(f, &c, taken, before))
    })
}

/// `then` or `else`: the side of a branch that `taken` names.
pub fn side(taken: bool) -> &'static str {
    if taken {
        "then"
    } else {
        "else"
    }
}

/// `f` with candidate `c`'s branch always going to its `taken` side, the blocks that then
/// never run dropped and the block parameters nothing reads removed (with their arguments);
/// `None` where a loop went or no loop header lost a parameter (`before`: `f`'s
/// [`loop_header_params`]; the branch carried nothing, and the analysis would see the same
/// loops).
fn specialise(
    f: &LoweredFunction,
    c: &Candidate,
    taken: bool,
    before: (usize, usize),
) -> Option<(LoweredFunction, Assumed)> {
    let Terminator::Branch {
        then_dest,
        else_dest,
        ..
    } = &f.blocks.get(c.block)?.term
    else {
        return None;
    };
    let assumed = c.assumed(f, taken);
    let g = with_branch_going(f, c.block, if taken { then_dest } else { else_dest });
    let (loops, params) = loop_header_params(&g);
    // Every loop stays (a branch around a whole loop says nothing of what it carries), and
    // a loop header lost a parameter.
    (loops == before.0 && params < before.1).then_some((g, assumed))
}

/// `f` with the branch ending block `block` always going to `dest`, the blocks that then
/// never run dropped and the block parameters nothing reads removed (with their arguments).
pub(super) fn with_branch_going(
    f: &LoweredFunction,
    block: usize,
    dest: &lowered_ir::BlockCall,
) -> LoweredFunction {
    with_branches_going(f, &[(block, dest.clone())])
}

/// [`with_branch_going`] for several branches at once (`(block, dest)`, blocks by index in
/// `f`).
pub(super) fn with_branches_going(
    f: &LoweredFunction,
    going: &[(usize, lowered_ir::BlockCall)],
) -> LoweredFunction {
    let mut g = f.clone();
    for (block, dest) in going {
        g.blocks[*block].term = Terminator::Jump(dest.clone());
    }
    super::outline::drop_unreachable(&mut g);
    drop_dead_params(&mut g);
    g
}

/// The headers of `f`'s loops that `g` (`f` specialised) no longer has.
pub(super) fn dropped_loops(f: &LoweredFunction, g: &LoweredFunction) -> Vec<BlockId> {
    let headers = |h: &LoweredFunction| -> Vec<BlockId> {
        let cfg = Cfg::new(h);
        let forest = LoopForest::new(&cfg);
        forest.loops.iter().map(|l| cfg.ids[l.header]).collect()
    };
    let kept = headers(g);
    headers(f)
        .into_iter()
        .filter(|x| !kept.contains(x))
        .collect()
}

/// How many loops `f` has, and how many parameters their headers have together.
pub(super) fn loop_header_params(f: &LoweredFunction) -> (usize, usize) {
    let cfg = Cfg::new(f);
    let forest = LoopForest::new(&cfg);
    let params = forest
        .loops
        .iter()
        .map(|l| f.blocks[l.header].params.len())
        .sum();
    (forest.loops.len(), params)
}

/// Removes the parameters of blocks other than the entry that nothing reads but the
/// arguments of other such parameters (a value handed around a loop and never used), and
/// the arguments every edge passes them.
fn drop_dead_params(f: &mut LoweredFunction) {
    let index = f.block_positions();
    // Values read by an instruction or by a terminator other than as an edge's argument.
    let mut live: HashSet<Value> = HashSet::new();
    for b in &f.blocks {
        for inst in &b.insts {
            live.extend(inst.op.operands());
        }
        let mut term = b.term.clone();
        for s in term.successors_mut() {
            s.args.clear();
        }
        live.extend(term.operands());
    }
    // An argument is read where the parameter it is passed to is.
    loop {
        let before = live.len();
        for b in &f.blocks {
            for s in b.term.successors() {
                let Some(&t) = index.get(&s.block) else {
                    continue;
                };
                for (p, a) in f.blocks[t].params.iter().zip(&s.args) {
                    if live.contains(p) || t == 0 {
                        live.insert(*a);
                    }
                }
            }
        }
        if live.len() == before {
            break;
        }
    }
    let dead: HashMap<BlockId, Vec<bool>> = f
        .blocks
        .iter()
        .enumerate()
        .skip(1)
        .map(|(_, b)| (b.id, b.params.iter().map(|p| !live.contains(p)).collect()))
        .collect();
    for b in f.blocks.iter_mut() {
        if let Some(d) = dead.get(&b.id) {
            let mut k = 0;
            b.params.retain(|_| {
                k += 1;
                !d[k - 1]
            });
        }
        for s in b.term.successors_mut() {
            if let Some(d) = dead.get(&s.block) {
                let mut k = 0;
                s.args.retain(|_| {
                    k += 1;
                    !d.get(k - 1).copied().unwrap_or(false)
                });
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::frontend::ModuleInfo;
    use crate::pipeline::{lower_index, Options};
    use lowered_ir::LoweredOp;

    /// `for i < n: if (r >= 0) m = 2*i; out[i] = m;`: `m` is carried from one iteration to
    /// the next only where `r < 0`.
    pub(crate) const STALE: &str = r#"(module (memory 1)
      (func (export "stale") (param $n i32) (param $r i32) (param $out i32) (local $i i32) (local $m i32)
        (block $done (loop $next
          (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
          (if (i32.ge_s (local.get $r) (i32.const 0))
            (then (local.set $m (i32.shl (local.get $i) (i32.const 1)))))
          (i32.store (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))) (local.get $m))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $next)))))"#;

    /// The first function of the module `src` (WAT), lowered.
    pub(crate) fn lowered(src: &str) -> LoweredFunction {
        let wasm = wat::parse_str(src).expect("wat");
        let module = ModuleInfo::parse(&wasm).expect("module");
        lower_index(&wasm, &module, 0, &Options::default()).expect("lowered")
    }

    #[test]
    fn the_side_that_assigns_drops_the_carried_value_and_the_other_keeps_it() {
        let f = lowered(STALE);
        let found = candidates(&f);
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        let c = &found[0];
        let Terminator::Branch { then_dest, .. } = &f.blocks[c.block].term else {
            panic!("a branch")
        };
        // Which side assigns `m`: the one whose block stores nothing and jumps on.
        let then_assigns = f
            .blocks
            .iter()
            .find(|x| x.id == then_dest.block)
            .is_some_and(|x| {
                x.insts
                    .iter()
                    .any(|i| matches!(i.op, LoweredOp::IntBin { .. }))
            });
        let before = loop_header_params(&f);
        let (kept, assumed) =
            specialise(&f, c, then_assigns, before).expect("a header lost a parameter");
        assert_eq!(assumed.taken, then_assigns);
        assert!(!assumed.program.is_empty() || f.blocks[0].params.contains(&assumed.cond));
        let (loops, params) = loop_header_params(&kept);
        let (loops_before, params_before) = before;
        assert_eq!(loops, loops_before);
        assert_eq!(
            params + 1,
            params_before,
            "{}",
            lowered_ir::print_function(&kept)
        );
        // The other side reads `m` where it was left: nothing to drop.
        assert!(specialise(&f, c, !then_assigns, before).is_none());
        // And the one specialisation offered is that side.
        let offered: Vec<bool> = specialisations(&f).map(|(_, a)| a.taken).collect();
        assert_eq!(offered, [then_assigns]);
    }

    #[test]
    fn a_branch_around_a_whole_loop_is_not_a_specialisation() {
        // `if (r > 0) for j < n: out[j] = j` inside `for i < n`: taking the branch's other
        // side removes the inner loop, which says nothing of what it carries.
        let src = r#"(module (memory 1)
          (func (export "around") (param $n i32) (param $r i32) (param $out i32) (local $i i32) (local $j i32)
            (block $done (loop $next
              (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
              (if (i32.gt_s (local.get $r) (i32.const 0)) (then
                (local.set $j (i32.const 0))
                (block $d2 (loop $n2
                  (br_if $d2 (i32.ge_s (local.get $j) (local.get $n)))
                  (i32.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 2))) (local.get $j))
                  (local.set $j (i32.add (local.get $j) (i32.const 1)))
                  (br $n2)))))
              (local.set $i (i32.add (local.get $i) (i32.const 1)))
              (br $next)))))"#;
        let f = lowered(src);
        for (g, _) in specialisations(&f) {
            assert_eq!(loop_header_params(&g).0, loop_header_params(&f).0);
        }
    }
}
