//! Carried loads, loaded again: the analysis form of a loop in which clang keeps a value it
//! loaded for the next iteration (GVN's load PRE across the back edge).
//!
//! `B[i] = A[i-1] + A[i] + A[i+1]` compiles to a loop that loads only `A[i+1]` and carries
//! `A[i]` and `A[i-1]` in block parameters from the iterations before; a 2-unrolled loop
//! carries its last load. Such a parameter is neither an induction variable nor a
//! reduction, so the loop was sequential ("the value is carried from one iteration to the
//! next") although every iteration is independent. [`carried_loads`] replaces each such
//! parameter `p`, inside the loop, with a load at the loop header from the address the
//! previous iteration loaded it from: that address's instructions again, on the header's
//! induction variables less one step (the same operations, so the same address bit for bit);
//! `p` itself is passed around unchanged. Code after the loop that reads `p` (an unrolled
//! loop's odd last iteration) reads the new load too: in the last iteration it loads what `p`
//! held, and the finish function loads it again before a launch. A `v128` window clang
//! builds by shuffling the window before with the next one (a five-point sweep at
//! -O2 -msimd128) counts as the load of its bytes ([`window`]).
//!
//! The new load reads what the old iteration read wherever no iteration of the loop writes
//! the bytes another iteration reads: what a kernel's launch-time tests establish, the new
//! load being one of the kernel's accesses. In the first iteration it must read the value
//! that entered the loop (loaded before it, or by the code around an outlined nest): the
//! first iteration compares the two, bit for bit, and traps with `read_conflict` where they
//! differ, so such a launch reruns on the CPU and its kernel is not launched again. Where the
//! loop is a kernel's first dimension, the outliner moves that comparison to the launch and
//! drops the trap (`outline::entry_checks`, [`Reloaded::check`]). A value that enters an
//! inner loop as a constant on some path (a recursive filter's taps starting at `0.0` in
//! each row) is left carried: its check would fail in nearly every launch. As
//! [`super::trap_exits::fold`], the result is for analysing and outlining only; this module
//! must not be used on the code the CPU runs (the CPU keeps the carried value, which is right
//! whatever the loop writes).

use super::induction::{Analysis, Def, HeaderParam};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockId, ConvOp, IntBinOp, IntCmpOp, LoweredFunction, LoweredOp, LoweredType, TrapKind, Value,
};
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};

/// The most instructions an address may take to compute (cloned at the header).
const MAX_CHAIN: usize = 24;

/// A carried parameter that is loaded again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reloaded {
    /// The loop header and the parameter.
    pub header: BlockId,
    pub param: Value,
    /// The load at the header that replaces it in the loop, its address (in the analysis
    /// form), constant offset and byte count.
    pub load: Value,
    pub addr: Value,
    pub offset: u32,
    pub bytes: u32,
    /// The bits of the value the loop reads: all of them, but for a `v128` read only through
    /// shuffles, the bytes of the lanes those pick ([`demanded_bytes`]). The checks compare
    /// only these: clang starts a stencil's carried vector as a `splat` of the one lane its
    /// shuffle takes.
    pub mask: u128,
    /// The first iteration's check: the condition of its `trap_if` (a kernel whose launch
    /// compares the value instead drops it, `outline::entry_checks`).
    pub check: Value,
}

/// One rewrite, found on the original function.
struct Site {
    header: usize,
    index: usize,
    param: Value,
    /// The back edge's load: its op (type, width, extension, offset) and address.
    load: LoweredOp,
    addr: Value,
    /// The address's instructions in the loop, operands first.
    chain: Vec<Value>,
    /// Header parameters the address reads and the constant step of each (0: invariant).
    steps: Vec<(Value, i64)>,
    /// An induction variable of the loop and its value on entry: equal in the first
    /// iteration only.
    first: (Value, Value),
    /// [`Reloaded::mask`].
    mask: u128,
}

/// How many `shuffle`s deep [`window`] looks for the loads a window is made of.
const MAX_WINDOWS: usize = 4;

/// How many times [`carried_loads`] looks again for values carried through another one.
const MAX_ROUNDS: usize = 6;

/// `f` with every carried load of its loops loaded again ([`self`]), and what was
/// rewritten; `f` itself where nothing was. A value carried two iterations (`a[i-1]` of a
/// three-point stencil, whose back edge passes the parameter that carries `a[i]`) becomes a
/// carried load once that parameter is loaded again: its back edge then passes the new load.
/// So this looks again, up to [`MAX_ROUNDS`] times, until a round rewrites nothing.
pub fn carried_loads(f: &LoweredFunction) -> (Cow<'_, LoweredFunction>, Vec<Reloaded>) {
    let (first, mut done) = carried_loads_once(f);
    let Cow::Owned(mut out) = first else {
        return (Cow::Borrowed(f), done);
    };
    for _ in 1..MAX_ROUNDS {
        let (next, more) = carried_loads_once(&out);
        if more.is_empty() {
            break;
        }
        let next = next.into_owned();
        done.extend(more);
        out = next;
    }
    (Cow::Owned(out), done)
}

/// One round of [`carried_loads`]: the parameters whose back edges pass a load of the loop.
fn carried_loads_once(f: &LoweredFunction) -> (Cow<'_, LoweredFunction>, Vec<Reloaded>) {
    let mut a = Analysis::new(f);
    let mut sites = Vec::new();
    for l in 0..a.forest.loops.len() {
        let header = a.forest.loops[l].header;
        for index in 0..f.blocks[header].params.len() {
            if let Some(site) = site(&mut a, l, index) {
                sites.push(site);
            }
        }
    }
    if sites.is_empty() {
        return (Cow::Borrowed(f), Vec::new());
    }
    let loops: Vec<BTreeSet<usize>> = sites
        .iter()
        .map(|s| {
            let l = a
                .header_loop(s.header)
                .expect("a site's header heads a loop");
            a.forest.loops[l].blocks.clone()
        })
        .collect();
    let mut out = f.clone();
    let mut done = Vec::new();
    for (s, blocks) in sites.iter().zip(&loops) {
        let mut e = Emitter::new(&mut out.value_types);
        let mut map: HashMap<Value, Value> = HashMap::new();
        for &(p, step) in &s.steps {
            let before = if step == 0 {
                p
            } else {
                let ty = f.value_type(p).expect("a header parameter has a type");
                let c = e.iconst(ty, step as u64 & super::outline::ty_mask(ty));
                e.bin(IntBinOp::Sub, p, c, ty)
            };
            map.insert(p, before);
        }
        for &v in &s.chain {
            let Some(Def::Inst { block, inst }) = a.defs.get(&v).copied() else {
                continue;
            };
            let mut op = f.blocks[block].insts[inst].op.clone();
            for x in op.operands_mut() {
                if let Some(y) = map.get(x) {
                    *x = *y;
                }
            }
            let ty = f.value_type(v).expect("an instruction result has a type");
            map.insert(v, e.push(op, ty));
        }
        let addr = map.get(&s.addr).copied().unwrap_or(s.addr);
        let LoweredOp::Load {
            ty,
            mem_ty,
            extend,
            offset,
            ..
        } = s.load
        else {
            continue;
        };
        e.insts.push(lowered_ir::Inst {
            results: Vec::new(),
            op: LoweredOp::BoundsCheck {
                addr,
                offset,
                size: mem_ty.bytes(),
            },
        });
        let load = e.push(
            LoweredOp::Load {
                ty,
                mem_ty,
                extend,
                addr,
                offset,
            },
            ty,
        );
        // The first iteration: the value that entered the loop, or a trap.
        let (q, q0) = s.first;
        let first = e.cmp(IntCmpOp::Eq, q, q0);
        let bits = |e: &mut Emitter<'_>, v: Value| match ty {
            LoweredType::F32 | LoweredType::F64 => {
                let to = if ty == LoweredType::F32 {
                    LoweredType::I32
                } else {
                    LoweredType::I64
                };
                e.push(
                    LoweredOp::Convert {
                        op: ConvOp::Bitcast,
                        arg: v,
                        to,
                    },
                    to,
                )
            }
            _ => v,
        };
        let differs = if ty == LoweredType::V128 {
            // Some bit the loop reads differs: the lanes' xor, masked, has one set.
            let shape = lowered_ir::Shape::I8x16;
            let mut x = e.push(
                LoweredOp::VBin {
                    op: lowered_ir::VecBinOp::Xor,
                    shape,
                    lhs: load,
                    rhs: s.param,
                },
                LoweredType::V128,
            );
            if s.mask != u128::MAX {
                let keep = e.push(LoweredOp::VConst { bits: s.mask }, LoweredType::V128);
                x = e.push(
                    LoweredOp::VBin {
                        op: lowered_ir::VecBinOp::And,
                        shape,
                        lhs: x,
                        rhs: keep,
                    },
                    LoweredType::V128,
                );
            }
            e.push(
                LoweredOp::VTest {
                    op: lowered_ir::VecTestOp::AnyTrue,
                    shape,
                    arg: x,
                },
                LoweredType::I8,
            )
        } else {
            let (now, entered) = (bits(&mut e, load), bits(&mut e, s.param));
            e.cmp(IntCmpOp::Ne, now, entered)
        };
        let wrong = e.bin(IntBinOp::And, first, differs, LoweredType::I8);
        e.insts.push(lowered_ir::Inst {
            results: Vec::new(),
            op: LoweredOp::TrapIf {
                cond: wrong,
                kind: TrapKind::ReadConflict,
            },
        });
        let insts = std::mem::take(&mut e.insts);
        let added = insts.len();
        let h = &mut out.blocks[s.header];
        h.insts.splice(0..0, insts);
        let header_id = h.id;
        // Every read of the parameter reads the new load instead (not the check's, which
        // compares the two): in the loop, and after it, where it is the last iteration's.
        // The back edges pass the parameter on.
        for (b, block) in out.blocks.iter_mut().enumerate() {
            let from = if b == s.header { added } else { 0 };
            for inst in block.insts.iter_mut().skip(from) {
                for x in inst.op.operands_mut() {
                    if *x == s.param {
                        *x = load;
                    }
                }
            }
            for x in block.term.operands_mut() {
                if *x == s.param {
                    *x = load;
                }
            }
            if blocks.contains(&b) {
                for edge in block.term.successors_mut() {
                    if edge.block == header_id {
                        edge.args[s.index] = s.param;
                    }
                }
            }
        }
        done.push(Reloaded {
            header: header_id,
            param: s.param,
            load,
            addr,
            offset,
            bytes: mem_ty.bytes(),
            mask: s.mask,
            check: wrong,
        });
    }
    (Cow::Owned(out), done)
}

/// Parameter `index` of loop `l`'s header, when it is a carried load this module rewrites.
fn site(a: &mut Analysis<'_>, l: usize, index: usize) -> Option<Site> {
    let f = a.f;
    let lp = a.forest.loops[l].clone();
    let p = f.blocks[lp.header].params[index];
    if !matches!(a.header_param(l, index), HeaderParam::Carried { .. }) {
        return None;
    }
    // Every back edge passes one load made in this loop (not in a loop inside it), or a
    // window of two such loads of adjacent bytes.
    let next = one(a.next_values(l, index))?;
    let load = match loop_load(a, l, next)? {
        LoweredOp::Shuffle { lanes, lhs, rhs } => window(a, l, &lanes, lhs, rhs, 0)?,
        op => op,
    };
    let LoweredOp::Load { addr, .. } = load else {
        return None;
    };
    if f.value_type(next) != f.value_type(p) {
        return None;
    }
    // Where the parameter is read after the loop (or leaves it on an edge or a return), it
    // is the value the last iteration's header held: the new load of that iteration reads
    // it again, so those reads become reads of the load too (the finish function loads it
    // before the launch, where the loop writes none of its bytes).
    let used_outside = f.blocks.iter().enumerate().any(|(b, blk)| {
        !lp.blocks.contains(&b)
            && (blk.insts.iter().any(|i| i.op.operands().contains(&p))
                || blk.term.operands().contains(&p))
    }) || lp.blocks.iter().any(|&b| {
        let term = &f.blocks[b].term;
        term.successors().into_iter().any(|e| {
            e.args.contains(&p)
                && a.cfg
                    .ids
                    .iter()
                    .position(|id| *id == e.block)
                    .is_none_or(|t| !lp.blocks.contains(&t))
        }) || (!matches!(
            term,
            lowered_ir::Terminator::Jump(_)
                | lowered_ir::Terminator::Branch { .. }
                | lowered_ir::Terminator::BrTable { .. }
        ) && term.operands().contains(&p))
    });
    let mut chain = Vec::new();
    let mut steps = Vec::new();
    collect_chain(a, l, addr, &mut chain, &mut steps)?;
    let inits = a.init_values(l, index);
    if !matches!(
        f.value_type(p),
        Some(
            LoweredType::I32
                | LoweredType::I64
                | LoweredType::F32
                | LoweredType::F64
                | LoweredType::V128
        )
    ) || inits.is_empty()
    {
        return None;
    }
    // A value that enters an inner loop as a constant on some path (a filter's taps
    // starting at 0.0 in each row) is not the byte the first iteration would reload: the
    // check, a trap in the kernel of the loop around, would fail in nearly every launch.
    // The loop keeps carrying it. (An outermost loop's check is made by its launch, which
    // then only declines.)
    if lp.parent.is_some() && inits.into_iter().any(|v| constant_on_a_path(a, v, 0)) {
        return None;
    }
    let first = first_iteration(a, l)?;
    let mask = if f.value_type(p) == Some(LoweredType::V128) && !used_outside {
        demanded_bytes(f, &lp.blocks, p)
    } else {
        u128::MAX
    };
    Some(Site {
        header: lp.header,
        index,
        param: p,
        load,
        addr,
        chain,
        steps,
        first,
        mask,
    })
}

/// The op defining `v` where it is an instruction of loop `l` outside the loops inside it.
fn loop_load(a: &Analysis<'_>, l: usize, v: Value) -> Option<LoweredOp> {
    let Some(Def::Inst { block, inst }) = a.defs.get(&v).copied() else {
        return None;
    };
    let lp = &a.forest.loops[l];
    let innermost = a
        .forest
        .loops
        .iter()
        .enumerate()
        .all(|(m, x)| m == l || !x.blocks.contains(&block) || !x.blocks.is_subset(&lp.blocks));
    (lp.blocks.contains(&block) && innermost).then(|| a.f.blocks[block].insts[inst].op.clone())
}

/// A `shuffle` of two `v128` loads of loop `l` taking 16 consecutive bytes `k .. k + 16`
/// (`0 < k < 16`) where the second load reads the 16 bytes after the first's: the load of
/// those bytes, at the first's address `k` bytes further. clang builds a five-point
/// stencil's shifted windows so, each from the window before and the one it loads; either
/// operand may itself be such a window (up to [`MAX_WINDOWS`] deep).
fn window(
    a: &mut Analysis<'_>,
    l: usize,
    lanes: &[u8; 16],
    lhs: Value,
    rhs: Value,
    depth: usize,
) -> Option<LoweredOp> {
    let k = lanes[0];
    if depth >= MAX_WINDOWS
        || !(1..16).contains(&k)
        || lanes.iter().zip(k..).any(|(x, want)| *x != want)
    {
        return None;
    }
    let operand = |a: &mut Analysis<'_>, v: Value| match loop_load(a, l, v)? {
        LoweredOp::Shuffle { lanes, lhs, rhs } => window(a, l, &lanes, lhs, rhs, depth + 1),
        op @ LoweredOp::Load {
            ty: LoweredType::V128,
            mem_ty: LoweredType::V128,
            ..
        } => Some(op),
        _ => None,
    };
    let first = operand(a, lhs)?;
    let second = operand(a, rhs)?;
    let (
        LoweredOp::Load {
            ty,
            mem_ty,
            extend,
            addr: at,
            offset,
        },
        LoweredOp::Load {
            addr: next_at,
            offset: next_offset,
            ..
        },
    ) = (first, second)
    else {
        return None;
    };
    let gap = a.affine(next_at)?.sub(&a.affine(at)?)?;
    if gap.as_poly()?.as_const()? + i64::from(next_offset) - i64::from(offset) != 16 {
        return None;
    }
    Some(LoweredOp::Load {
        ty,
        mem_ty,
        extend,
        addr: at,
        offset: offset.checked_add(u32::from(k))?,
    })
}

/// The bits of `v128` parameter `p` that the instructions of `blocks` read: where every use
/// is a `shuffle`, the bytes its lanes pick from `p` (all eight bits of each); all of them
/// where any other instruction reads it. Block arguments are not uses here: [`site`] takes
/// all bits of a parameter read after its loop or passed out of it, a parameter reloaded
/// only goes back to its header otherwise, and no branch reads a `v128`.
fn demanded_bytes(f: &LoweredFunction, blocks: &BTreeSet<usize>, p: Value) -> u128 {
    let mut mask = 0u128;
    for &b in blocks {
        for inst in &f.blocks[b].insts {
            if !inst.op.operands().contains(&p) {
                continue;
            }
            let LoweredOp::Shuffle { lanes, lhs, rhs } = &inst.op else {
                return u128::MAX;
            };
            for &lane in lanes {
                let lane = u32::from(lane);
                if *lhs == p && lane < 16 {
                    mask |= 0xff << (8 * lane);
                }
                if *rhs == p && (16..32).contains(&lane) {
                    mask |= 0xff << (8 * (lane - 16));
                }
            }
        }
    }
    mask
}

/// Whether `v` is a constant, or a merge (a few deep) that receives one on some edge.
fn constant_on_a_path(a: &Analysis<'_>, v: Value, depth: usize) -> bool {
    match a.defs.get(&v) {
        Some(Def::Inst { .. }) => matches!(
            a.op_of(v),
            Some(LoweredOp::IConst { .. } | LoweredOp::FConst { .. })
        ),
        Some(Def::Param { block, index }) if depth < 4 && *block != 0 => {
            (a.incoming_args(*block, *index).into_iter())
                .any(|x| constant_on_a_path(a, x, depth + 1))
        }
        _ => false,
    }
}

/// An induction variable of loop `l` with a constant step and one value on entry that is
/// available at the header: it equals that value in the first iteration only (or after
/// wrapping around, where the check then fails safe).
fn first_iteration(a: &mut Analysis<'_>, l: usize) -> Option<(Value, Value)> {
    let header = a.forest.loops[l].header;
    for index in 0..a.f.blocks[header].params.len() {
        let HeaderParam::Induction { step, .. } = a.header_param(l, index) else {
            continue;
        };
        if step.as_const().is_none_or(|s| s == 0) {
            continue;
        }
        let Some(init) = one(a.init_values(l, index)) else {
            continue;
        };
        let available = a
            .def_block(init)
            .is_some_and(|b| !a.forest.loops[l].blocks.contains(&b) && a.cfg.dominates(b, header));
        if available {
            return Some((a.f.blocks[header].params[index], init));
        }
    }
    None
}

/// The single value of `values`, when they are all one.
fn one(values: Vec<Value>) -> Option<Value> {
    let first = *values.first()?;
    values.iter().all(|v| *v == first).then_some(first)
}

/// Adds the instructions computing `v` inside loop `l` to `chain` (operands first) and the
/// loop's header parameters it reads to `steps`; `None` where it reads anything else of the
/// loop (a load, another block's parameter, an inner loop's value) or an op that may trap.
fn collect_chain(
    a: &mut Analysis<'_>,
    l: usize,
    v: Value,
    chain: &mut Vec<Value>,
    steps: &mut Vec<(Value, i64)>,
) -> Option<()> {
    if chain.contains(&v) || steps.iter().any(|(p, _)| *p == v) {
        return Some(());
    }
    if !a.defined_in(v, l) {
        return Some(());
    }
    if chain.len() > MAX_CHAIN {
        return None;
    }
    let header = a.forest.loops[l].header;
    match a.defs.get(&v).copied()? {
        Def::Param { block, index } if block == header => {
            let step = match a.header_param(l, index) {
                HeaderParam::Invariant => 0,
                HeaderParam::Induction { step, .. } => step.as_const().filter(|s| *s != 0)?,
                _ => return None,
            };
            steps.push((v, step));
            Some(())
        }
        Def::Param { .. } => None,
        Def::Inst { block, inst } => {
            let op = a.f.blocks[block].insts[inst].op.clone();
            let pure = match &op {
                LoweredOp::IConst { .. } => true,
                LoweredOp::IntBin { op, .. } => !matches!(
                    op,
                    IntBinOp::DivS | IntBinOp::DivU | IntBinOp::RemS | IntBinOp::RemU
                ),
                LoweredOp::Convert {
                    op: ConvOp::Uextend | ConvOp::Sextend | ConvOp::Ireduce,
                    ..
                } => true,
                _ => false,
            };
            if !pure {
                return None;
            }
            for o in op.operands() {
                collect_chain(a, l, o, chain, steps)?;
            }
            chain.push(v);
            Some(())
        }
    }
}
