//! Branches on loaded data, seen as the `select`s they compute.
//!
//! `if (d[i] < best) { best = d[i]; bid = id[i]; }` is a minimum and the index taken with
//! it, but clang cannot load `id[i]` where the test fails (the load may trap), so it
//! branches: the taken side loads `id[i]` and both sides meet at a block whose parameters
//! are the new `best` and `bid`. The reductions read `select`s
//! ([`super::induction`]), so such a loop stayed in order ("the value is carried from one
//! iteration to the next"). [`convert`] runs the side block's instructions in the block that
//! branches and passes `select(cond, taken, not taken)` to the meeting block, for every
//! triangle whose side block only computes and loads and whose condition reads loaded data.
//!
//! The side's loads then run where the test fails too. That is only right where their bytes
//! are in the memory, which a kernel's launch tests (every access it makes is ranged before
//! it launches); so, as [`super::trap_exits::fold`]'s, the result is for analysing and
//! outlining only, and this module must not be used on the code the CPU runs. Conditions on
//! counters and values from before the loop are left as branches: those are the path
//! conditions the launch evaluates to range only the accesses that run (a peeled
//! remainder's `if (k & 1)`).

use super::loops::{Cfg, LoopForest};
use lowered_ir::{
    BlockCall, BlockId, Inst, IntCmpOp, LoweredFunction, LoweredOp, Terminator, Value,
};
use std::borrow::Cow;
use std::collections::{BTreeSet, HashMap};

/// How deep [`reads_loaded_data`] follows a condition's operands.
const MAX_DEPTH: usize = 12;

/// The most instructions a side block may hold.
const MAX_SIDE: usize = 32;

/// `f` with every triangle on loaded data made `select`s ([`self`]); `f` itself when there
/// is none. Triangles in a row (an unrolled loop's) are independent: a side block has one
/// predecessor and ends in a jump, a meeting block has two, so no block is in two.
pub fn convert(f: &LoweredFunction) -> Cow<'_, LoweredFunction> {
    let cfg = Cfg::new(f);
    let forest = LoopForest::new(&cfg);
    let defs = f.instruction_sites();
    // (branching block, side block, meeting block, the side is taken where cond holds)
    let mut sites: Vec<(usize, usize, usize, bool)> = Vec::new();
    for (h, b) in f.blocks.iter().enumerate() {
        let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &b.term
        else {
            continue;
        };
        let Some(l) = forest.innermost.get(h).copied().flatten() else {
            continue;
        };
        let in_loop = &forest.loops[l].blocks;
        if cfg.idom[h].is_none() || !reads_loaded_data(f, &defs, in_loop, *cond, 0) {
            continue;
        }
        let pos = |c: &BlockCall| cfg.index(c.block);
        let (Some(t), Some(e)) = (pos(then_dest), pos(else_dest)) else {
            continue;
        };
        for (side, join, direct, taken) in [(t, e, else_dest, true), (e, t, then_dest, false)] {
            let s = &f.blocks[side];
            let Terminator::Jump(to) = &s.term else {
                continue;
            };
            let speculable = s.insts.len() <= MAX_SIDE
                && s.insts.iter().all(|i| {
                    super::outline::pure(&i.op)
                        || matches!(i.op, LoweredOp::Load { .. } | LoweredOp::BoundsCheck { .. })
                });
            let same_loop = |x: usize| forest.innermost.get(x).copied().flatten() == Some(l);
            if to.block != f.blocks[join].id
                || !same_loop(side)
                || !same_loop(join)
                || !s.params.is_empty()
                || side == join
                // (Verified code never branches to its entry, the one block that could
                // be both; merging would remove the branching block.)
                || join == h
                || side == h
                || cfg.preds[side] != [h]
                || cfg.preds[join].len() != 2
                || !cfg.preds[join].contains(&side)
                || !speculable
                || to.args.len() != direct.args.len()
                || to.args.len() != f.blocks[join].params.len()
                || to.args.iter().zip(&direct.args).any(|(a, b)| a == b)
            {
                continue;
            }
            sites.push((h, side, join, taken));
            break;
        }
    }
    if sites.is_empty() {
        return Cow::Borrowed(f);
    }
    let mut g = f.clone();
    // Where each block's instructions are now: a meeting block joins its branching block,
    // which may itself have joined the one before (triangles in a row).
    let mut holder: HashMap<BlockId, BlockId> = HashMap::new();
    let mut holders = Vec::new();
    for (h, side, join, taken) in sites {
        let mut hid = f.blocks[h].id;
        while let Some(next) = holder.get(&hid) {
            hid = *next;
        }
        let (sid, jid) = (f.blocks[side].id, f.blocks[join].id);
        let pos = |g: &LoweredFunction, id: BlockId| g.blocks.iter().position(|b| b.id == id);
        let (Some(hp), Some(sp), Some(jp)) = (pos(&g, hid), pos(&g, sid), pos(&g, jid)) else {
            continue;
        };
        let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = g.blocks[hp].term.clone()
        else {
            continue;
        };
        let Terminator::Jump(from_side) = g.blocks[sp].term.clone() else {
            continue;
        };
        let direct = if taken { else_dest } else { then_dest };
        let (cond, taken) = unnegated(f, &defs, cond, taken);
        // Each parameter of the meeting block becomes the `select` of what the two edges
        // pass, under its own name (the code after a loop reads it).
        let selects = (g.blocks[jp].params.iter())
            .zip(from_side.args.iter().zip(&direct.args))
            .map(|(&p, (&s, &d))| Inst {
                results: vec![p],
                op: LoweredOp::Select {
                    cond,
                    if_true: if taken { s } else { d },
                    if_false: if taken { d } else { s },
                },
            })
            .collect::<Vec<_>>();
        let side_insts = std::mem::take(&mut g.blocks[sp].insts);
        let join_insts = std::mem::take(&mut g.blocks[jp].insts);
        let term = g.blocks[jp].term.clone();
        let block = &mut g.blocks[hp];
        block.insts.extend(side_insts);
        block.insts.extend(selects);
        block.insts.extend(join_insts);
        block.term = term;
        g.blocks.retain(|b| b.id != sid && b.id != jid);
        holder.insert(jid, hid);
        holders.push(hid);
    }
    // The branch's condition, negated for wasm's `br_if`, is read by nothing now; a
    // comparison read by anything but its `select`s is no minimum's.
    g.drop_unread(&super::outline::pure, &|b| holders.contains(&b));
    Cow::Owned(g)
}

/// Whether `v` is computed from a load made in the loop of `in_loop` (through instructions,
/// not block parameters). A value loaded before the loop is the same in every iteration:
/// a branch on it is a path condition the launch evaluates.
fn reads_loaded_data(
    f: &LoweredFunction,
    defs: &HashMap<Value, (usize, usize)>,
    in_loop: &BTreeSet<usize>,
    v: Value,
    depth: usize,
) -> bool {
    let Some(&(b, i)) = defs.get(&v) else {
        return false;
    };
    let op = &f.blocks[b].insts[i].op;
    if matches!(op, LoweredOp::Load { .. }) {
        return in_loop.contains(&b);
    }
    depth < MAX_DEPTH
        && super::outline::pure(op)
        && op
            .operands()
            .into_iter()
            .any(|o| reads_loaded_data(f, defs, in_loop, o, depth + 1))
}

/// `cond` without wasm's negation `uextend(icmp eq x, 0)`, with `taken` flipped for each
/// one taken off: the `select` then reads the comparison itself, as clang's own do.
fn unnegated(
    f: &LoweredFunction,
    defs: &HashMap<Value, (usize, usize)>,
    mut cond: Value,
    mut taken: bool,
) -> (Value, bool) {
    let op = |v: Value| defs.get(&v).map(|&(b, i)| &f.blocks[b].insts[i].op);
    loop {
        let mut x = cond;
        if let Some(LoweredOp::Convert {
            op: lowered_ir::ConvOp::Uextend,
            arg,
            ..
        }) = op(x)
        {
            x = *arg;
        }
        let Some(LoweredOp::IntCmp {
            op: IntCmpOp::Eq,
            lhs,
            rhs,
        }) = op(x)
        else {
            return (cond, taken);
        };
        let zero = |v: &Value| matches!(op(*v), Some(LoweredOp::IConst { bits: 0, .. }));
        let inner = if zero(rhs) {
            *lhs
        } else if zero(lhs) {
            *rhs
        } else {
            return (cond, taken);
        };
        // The select's condition is an `i32`, as wasm's.
        if f.value_type(inner) != Some(lowered_ir::LoweredType::I32) {
            return (cond, taken);
        }
        cond = inner;
        taken = !taken;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::interp::{run_function, RtValue};

    /// `best = +inf; bid = -1; for i in 0..n { if d[i] < best { best = d[i]; bid = id[i] } }`,
    /// as Cranelift builds it from clang's wasm: the branch on the negated comparison goes
    /// around the block that loads `id[i]`.
    const NEAREST: &str = r#"
function @f(i32, i32, i32) -> (i32) {
block0(v0: i32, v1: i32, v2: i32):
  v3: f32 = fconst 0x7f800000
  v4: i32 = iconst 0xffffffff
  v5: i32 = iconst 0x0
  jump block1(v5, v3, v4)
block1(v6: i32, v7: f32, v8: i32):
  v9: i32 = iconst 0x2
  v10: i32 = ishl v6, v9
  v11: i32 = iadd v1, v10
  bounds_check v11, offset 0, size 4
  v12: f32 = load.f32 v11, offset 0
  v13: i8 = fcmp flt v12, v7
  v14: i32 = uextend v13
  v15: i32 = iconst 0x0
  v16: i8 = icmp eq v14, v15
  v17: i32 = uextend v16
  brif v17, block3(v7, v8), block2()
block2():
  v18: i32 = iadd v2, v10
  bounds_check v18, offset 0, size 4
  v19: i32 = load.i32 v18, offset 0
  jump block3(v12, v19)
block3(v20: f32, v21: i32):
  v22: i32 = iconst 0x1
  v23: i32 = iadd v6, v22
  v24: i8 = icmp ne v23, v0
  v25: i32 = uextend v24
  brif v25, block1(v23, v20, v21), block4()
block4():
  return v21
}
"#;

    fn run(f: &LoweredFunction, n: i32, mem: &[u8]) -> Vec<RtValue> {
        let mut mem = mem.to_vec();
        let args = [
            RtValue::from_i32(n),
            RtValue::from_i32(0),
            RtValue::from_i32(256),
        ];
        run_function(f, &args, &mut mem).expect("runs")
    }

    #[test]
    fn a_minimum_and_the_index_loaded_where_it_is_taken_become_selects() {
        let f = lowered_ir::parse_function(NEAREST).expect("parse");
        let before = super::super::induction::Analysis::new(&f).header_params(0);
        assert!(before
            .iter()
            .any(|(_, k)| matches!(k, super::super::induction::HeaderParam::Carried { .. })));
        let g = convert(&f);
        assert!(matches!(g, Cow::Owned(_)));
        // The side block and the meeting block are gone: one block holds the loop's body,
        // the meeting block's parameters are `select`s under their own names, and the
        // negated condition is dropped.
        assert_eq!(g.blocks.len(), f.blocks.len() - 2);
        lowered_ir::verify_function(&g).expect("verifies");
        let text = lowered_ir::print_function(&g);
        assert!(text.contains("v20: f32 = select v14, v12, v7"), "{text}");
        assert!(text.contains("v21: i32 = select v14, v19, v8"), "{text}");
        assert!(!text.contains("icmp eq v14"), "{text}");
        let params = super::super::induction::Analysis::new(&g).header_params(0);
        assert!(
            params
                .iter()
                .filter(|(_, k)| matches!(
                    k,
                    super::super::induction::HeaderParam::Reduction { .. }
                ))
                .count()
                == 2,
            "{params:?}"
        );
        // Where every byte is in the memory, the same results (ties, NaNs, repeats).
        let mut mem = vec![0u8; 512];
        for i in 0..64usize {
            let d = [3.0f32, -1.0, f32::NAN, -1.0, 0.0, -0.0, -7.5, -7.5][i % 8] + (i / 8) as f32;
            mem[4 * i..4 * i + 4].copy_from_slice(&d.to_le_bytes());
            mem[256 + 4 * i..260 + 4 * i].copy_from_slice(&(1000 + i as i32).to_le_bytes());
        }
        for n in [1, 2, 7, 8, 64] {
            assert_eq!(run(&f, n, &mem), run(&g, n, &mem), "n = {n}");
        }
    }

    #[test]
    fn branches_on_counters_and_around_stores_stay_branches() {
        // A test on the counter (a path condition the launch evaluates).
        let on_counter = NEAREST.replace("v13: i8 = fcmp flt v12, v7", "v13: i8 = icmp slt v6, v0");
        let f = lowered_ir::parse_function(&on_counter).expect("parse");
        assert!(matches!(convert(&f), Cow::Borrowed(_)));
        // A side block that stores.
        let stores = NEAREST.replace(
            "  v19: i32 = load.i32 v18, offset 0\n",
            "  v19: i32 = load.i32 v18, offset 0\n  store.i32 v19, v18, offset 0\n",
        );
        let f = lowered_ir::parse_function(&stores).expect("parse");
        assert!(matches!(convert(&f), Cow::Borrowed(_)));
    }
}
