//! Versions counted single-block loops on their bounds checks: one test before the loop
//! proves every iteration's accesses in bounds, and a copy of the loop without those checks
//! runs when it passes.
//!
//! A loop here is a block `H` that branches back to itself (clang's rotated inner loops,
//! unrolled or not, are such blocks), entered by exactly one edge from outside. Its trip count
//! must follow from its exit test: `iv' != bound` (`brif iv'` is `iv' != 0`) or `iv' <u bound`,
//! where `iv' = iv + step` is the next value of an induction variable (a parameter of `H` whose
//! back-edge argument adds a loop-invariant step) and `bound` is loop-invariant. A check is *provable* when its address
//! is an induction variable `p`, `p + inv`, or loop-invariant. For such a check, with `T` the
//! trip count, the first address `a0` and the pointer step `sp`, the guard requires
//! `zext(a0) + (T - 1) * zext(sp) + offset + size <= memory_length`, computed in 64 bits: an
//! iteration's address is at most `a0 + t * sp` (less if it wraps around 2^32), so each check
//! would pass. The guard also requires the trip count to be computable (a non-zero
//! step; for `!=`, a distance the step divides; for `<u`, no wrap of `iv'`) and below 2^31.
//!
//! Layout: the entry edge goes to a new guard block `G` (parameters: `H`'s), which branches to
//! `H` (the original loop, all checks kept) or to `H'` (a copy without the provable checks).
//! Values of `H` used after the loop reach their users through a new merge block `M` that both
//! loops exit to. When the guard fails the original loop runs, so behaviour, traps included,
//! is exactly that of the input. Functions with a C shadow-stack frame are left alone (their
//! frame accesses are not memory accesses, `frame.rs`).
//!
//! This module rewrites the LoweredOp function only; it must not touch loops it cannot prove
//! or change what any path computes.

use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, ConvOp, Inst, IntBinOp, IntCmpOp, LoweredBlock, LoweredFunction, LoweredOp,
    LoweredType, Terminator, Value,
};
use std::collections::{HashMap, HashSet};

/// Versions every loop of `f` that qualifies (see the module documentation).
pub fn version_loops(f: &mut LoweredFunction) {
    if !super::frame::is_frameless(f) {
        return;
    }
    version_frameless(f);
}

/// [`version_loops`] of a function known to have no shadow-stack frame.
pub(super) fn version_frameless(f: &mut LoweredFunction) {
    let candidates: Vec<BlockId> = f.blocks.iter().map(|b| b.id).collect();
    for h in candidates {
        if let Some(plan) = plan_loop(f, h) {
            apply(f, &plan);
        }
    }
}

/// A loop induction variable: parameter `index` of `H`, stepped by `step` each iteration.
#[derive(Clone, Copy, Debug)]
struct Induction {
    index: usize,
    step: Value,
}

/// How the exit test continues the loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Continue {
    /// While `iv' != bound`.
    Ne,
    /// While `iv' <u bound`.
    LtU,
}

/// A provable check: address `base + inv` (either may be absent), `offset + size` bytes.
#[derive(Clone, Copy, Debug)]
struct ProvableCheck {
    inst: usize,
    base: Option<Induction>,
    inv: Option<Value>,
    reach: u64,
}

struct Plan {
    header: BlockId,
    /// The block and successor position of the one entry edge.
    entry_pred: BlockId,
    exit_iv: Induction,
    cont: Continue,
    /// The invariant bound, or `None` for 0 (`brif next`).
    bound: Option<Value>,
    checks: Vec<ProvableCheck>,
}

/// The facts of `H` the planner looks up.
struct LoopFacts<'a> {
    block: &'a LoweredBlock,
    /// Value defined in `H` (instruction results) to its instruction index.
    defs: HashMap<Value, usize>,
}

impl LoopFacts<'_> {
    fn op_of(&self, v: Value) -> Option<&LoweredOp> {
        self.defs.get(&v).map(|&k| &self.block.insts[k].op)
    }

    /// Whether `v` has the same value in every iteration: defined outside `H` or a constant.
    fn invariant(&self, v: Value) -> bool {
        if self.block.params.contains(&v) {
            return false;
        }
        match self.op_of(v) {
            None => true,
            Some(op) => matches!(op, LoweredOp::IConst { .. }),
        }
    }

    /// The induction variable whose parameter is `v`, given the back edge's arguments.
    fn induction(&self, v: Value, back: &BlockCall) -> Option<Induction> {
        let index = self.block.params.iter().position(|p| *p == v)?;
        let next = *back.args.get(index)?;
        self.stepped(next, v).map(|step| Induction { index, step })
    }

    /// `step` when `next = param + step` with `step` invariant.
    fn stepped(&self, next: Value, param: Value) -> Option<Value> {
        match self.op_of(next)? {
            LoweredOp::IntBin {
                op: IntBinOp::Add,
                lhs,
                rhs,
            } => {
                if *lhs == param && self.invariant(*rhs) {
                    Some(*rhs)
                } else if *rhs == param && self.invariant(*lhs) {
                    Some(*lhs)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

fn plan_loop(f: &LoweredFunction, h: BlockId) -> Option<Plan> {
    let block = f.block(h)?;
    if h == f.blocks.first()?.id {
        return None;
    }
    let Terminator::Branch {
        cond,
        then_dest,
        else_dest,
    } = &block.term
    else {
        return None;
    };
    let (back, negated) = match (then_dest.block == h, else_dest.block == h) {
        (true, false) => (then_dest, false),
        (false, true) => (else_dest, true),
        _ => return None,
    };
    // Exactly one edge from outside the loop.
    let mut entry_pred = None;
    for b in &f.blocks {
        if b.id == h {
            continue;
        }
        for s in b.term.successors() {
            if s.block == h {
                if entry_pred.is_some() {
                    return None;
                }
                entry_pred = Some(b.id);
            }
        }
    }
    let entry_pred = entry_pred?;
    let facts = LoopFacts {
        block,
        defs: block
            .insts
            .iter()
            .enumerate()
            .flat_map(|(k, i)| i.results.iter().map(move |r| (*r, k)))
            .collect(),
    };
    // Normalise to `next PRED bound` with `next` an induction variable's back-edge argument.
    let next_of = |v: Value| -> Option<Induction> {
        let index = back.args.iter().position(|a| *a == v)?;
        let param = *block.params.get(index)?;
        facts.induction(param, back)
    };
    // The exit test: `brif (uextend (icmp p a b))`, `brif (icmp p a b)`, or `brif next`
    // (continue while `next != 0`, clang's count-up-to-zero loops).
    let (cont, iv, bound) = match (next_of(*cond), negated) {
        (Some(iv), false) => (Continue::Ne, iv, None),
        _ => {
            let cmp = match facts.op_of(*cond)? {
                LoweredOp::Convert {
                    op: ConvOp::Uextend,
                    arg,
                    ..
                } => facts.op_of(*arg)?,
                other => other,
            };
            let LoweredOp::IntCmp { op, lhs, rhs } = cmp else {
                return None;
            };
            let op = if negated { op.negated() } else { *op };
            match op {
                IntCmpOp::Ne => match (next_of(*lhs), next_of(*rhs)) {
                    (Some(iv), _) if facts.invariant(*rhs) => (Continue::Ne, iv, Some(*rhs)),
                    (_, Some(iv)) if facts.invariant(*lhs) => (Continue::Ne, iv, Some(*lhs)),
                    _ => return None,
                },
                IntCmpOp::LtU => (Continue::LtU, next_of(*lhs)?, Some(*rhs)),
                IntCmpOp::GtU => (Continue::LtU, next_of(*rhs)?, Some(*lhs)),
                _ => return None,
            }
        }
    };
    if !bound.is_none_or(|b| facts.invariant(b))
        || f.value_type(block.params[iv.index]) != Some(LoweredType::I32)
    {
        return None;
    }
    let mut checks = Vec::new();
    for (k, inst) in block.insts.iter().enumerate() {
        let LoweredOp::BoundsCheck { addr, offset, size } = inst.op else {
            continue;
        };
        let reach = u64::from(offset) + u64::from(size);
        let (base, inv) = if facts.invariant(addr) {
            (None, Some(addr))
        } else if let Some(ind) = facts.induction(addr, back) {
            (Some(ind), None)
        } else {
            match facts.op_of(addr) {
                Some(LoweredOp::IntBin {
                    op: IntBinOp::Add,
                    lhs,
                    rhs,
                }) => match (facts.induction(*lhs, back), facts.induction(*rhs, back)) {
                    (Some(ind), _) if facts.invariant(*rhs) => (Some(ind), Some(*rhs)),
                    (_, Some(ind)) if facts.invariant(*lhs) => (Some(ind), Some(*lhs)),
                    _ => continue,
                },
                _ => continue,
            }
        };
        checks.push(ProvableCheck {
            inst: k,
            base,
            inv,
            reach,
        });
    }
    if checks.is_empty() {
        return None;
    }
    Some(Plan {
        header: h,
        entry_pred,
        exit_iv: iv,
        cont,
        bound,
        checks,
    })
}

fn apply(f: &mut LoweredFunction, plan: &Plan) {
    use LoweredType::{I32, I64, I8};
    let Some(hpos) = f.blocks.iter().position(|b| b.id == plan.header) else {
        return;
    };
    let header = f.blocks[hpos].clone();
    let mut next_block = f.blocks.iter().map(|b| b.id.0).max().unwrap_or(0) + 1;
    let mut fresh_block = || {
        let id = BlockId(next_block);
        next_block += 1;
        id
    };
    let (g_id, fast_id, merge_id) = (fresh_block(), fresh_block(), fresh_block());
    let mut types = std::mem::take(&mut f.value_types);
    let fresh = |types: &mut Vec<LoweredType>, v: Value| {
        let t = types[v.0 as usize];
        types.push(t);
        Value(types.len() as u32 - 1)
    };

    // The guard block: its parameters stand for the loop's initial values.
    let g_params: Vec<Value> = header
        .params
        .iter()
        .map(|p| fresh(&mut types, *p))
        .collect();
    let mut e = Emitter::new(&mut types);
    // An invariant value as seen from G: constants of H are rematerialised.
    let defs: HashMap<Value, &LoweredOp> = header
        .insts
        .iter()
        .flat_map(|i| i.results.iter().map(move |r| (*r, &i.op)))
        .collect();
    let invariant = |e: &mut Emitter<'_>, v: Value| match defs.get(&v) {
        Some(LoweredOp::IConst { ty, bits }) => e.iconst(*ty, *bits),
        _ => v,
    };
    let init = |ind: Induction| g_params[ind.index];

    // Trip count T (i64) and whether it is known.
    let i0 = e.zext64(init(plan.exit_iv));
    let step32 = invariant(&mut e, plan.exit_iv.step);
    let s = e.zext64(step32);
    let b32 = match plan.bound {
        Some(b) => invariant(&mut e, b),
        None => e.iconst(I32, 0),
    };
    let b = e.zext64(b32);
    let zero = e.iconst(I64, 0);
    let one = e.iconst(I64, 1);
    let s_nonzero = e.cmp(IntCmpOp::Ne, s, zero);
    let s_safe = e.select(s_nonzero, s, one, I64);
    let (trips, trips_known) = match plan.cont {
        Continue::Ne => {
            // D = (bound - iv0) mod 2^32; T = D / s when s divides D and D != 0.
            let d32 = e.bin(IntBinOp::Sub, b32, init(plan.exit_iv), I32);
            let d = e.zext64(d32);
            let rem = e.bin(IntBinOp::RemU, d, s_safe, I64);
            let divides = e.cmp(IntCmpOp::Eq, rem, zero);
            let d_nonzero = e.cmp(IntCmpOp::Ne, d, zero);
            let t = e.bin(IntBinOp::DivU, d, s_safe, I64);
            let k1 = e.bin(IntBinOp::And, s_nonzero, divides, I8);
            let known = e.bin(IntBinOp::And, k1, d_nonzero, I8);
            (t, known)
        }
        Continue::LtU => {
            // One iteration if iv0 + s >= bound, else ceil((bound - iv0) / s); the last
            // `iv'` (iv0 + T * s) must not wrap past 2^32.
            let first = e.bin(IntBinOp::Add, i0, s, I64);
            let single = e.cmp(IntCmpOp::GeU, first, b);
            let dist = e.bin(IntBinOp::Sub, b, i0, I64);
            let s_minus_1 = e.bin(IntBinOp::Sub, s_safe, one, I64);
            let num = e.bin(IntBinOp::Add, dist, s_minus_1, I64);
            let ceil = e.bin(IntBinOp::DivU, num, s_safe, I64);
            let t = e.select(single, one, ceil, I64);
            let span = e.bin(IntBinOp::Mul, t, s, I64);
            let last = e.bin(IntBinOp::Add, i0, span, I64);
            let max32 = e.iconst(I64, u64::from(u32::MAX));
            let no_wrap = e.cmp(IntCmpOp::LeU, last, max32);
            let known = e.bin(IntBinOp::And, s_nonzero, no_wrap, I8);
            (t, known)
        }
    };
    let limit = e.iconst(I64, 1 << 31);
    let small = e.cmp(IntCmpOp::LeU, trips, limit);
    let mut ok = e.bin(IntBinOp::And, trips_known, small, I8);
    let t_minus_1 = e.bin(IntBinOp::Sub, trips, one, I64);
    let mem_len = e.push(LoweredOp::MemoryLength, I64);
    for c in &plan.checks {
        let first32 = match (c.base, c.inv) {
            (Some(ind), Some(inv)) => {
                let inv = invariant(&mut e, inv);
                e.bin(IntBinOp::Add, init(ind), inv, I32)
            }
            (Some(ind), None) => init(ind),
            (None, Some(inv)) => invariant(&mut e, inv),
            (None, None) => continue,
        };
        let a0 = e.zext64(first32);
        let end = match c.base {
            Some(ind) => {
                let sp32 = invariant(&mut e, ind.step);
                let sp = e.zext64(sp32);
                let span = e.bin(IntBinOp::Mul, t_minus_1, sp, I64);
                e.bin(IntBinOp::Add, a0, span, I64)
            }
            None => a0,
        };
        let reach = e.iconst(I64, c.reach);
        let end = e.bin(IntBinOp::Add, end, reach, I64);
        let inside = e.cmp(IntCmpOp::LeU, end, mem_len);
        ok = e.bin(IntBinOp::And, ok, inside, I8);
    }
    let ok32 = e.push(
        LoweredOp::Convert {
            op: ConvOp::Uextend,
            arg: ok,
            to: I32,
        },
        I32,
    );
    let g_insts = std::mem::take(&mut e.insts);
    let guard = LoweredBlock {
        id: g_id,
        params: g_params.clone(),
        insts: g_insts,
        term: Terminator::Branch {
            cond: ok32,
            then_dest: BlockCall {
                block: fast_id,
                args: g_params.clone(),
            },
            else_dest: BlockCall {
                block: plan.header,
                args: g_params.clone(),
            },
        },
    };

    // The fast copy: fresh values, provable checks dropped.
    let mut map: HashMap<Value, Value> = HashMap::new();
    for p in &header.params {
        map.insert(*p, fresh(&mut types, *p));
    }
    for inst in &header.insts {
        for r in &inst.results {
            map.insert(*r, fresh(&mut types, *r));
        }
    }
    let dropped: HashSet<usize> = plan.checks.iter().map(|c| c.inst).collect();
    let rename = |v: &Value| map.get(v).copied().unwrap_or(*v);
    let fast_insts: Vec<Inst> = header
        .insts
        .iter()
        .enumerate()
        .filter(|(k, _)| !dropped.contains(k))
        .map(|(_, i)| Inst {
            results: i.results.iter().map(rename).collect(),
            op: rename_op(&i.op, &rename),
        })
        .collect();

    // Values of H used outside it go through the merge block M.
    let defined: HashSet<Value> = header
        .params
        .iter()
        .copied()
        .chain(header.insts.iter().flat_map(|i| i.results.iter().copied()))
        .collect();
    let mut escaping: Vec<Value> = Vec::new();
    for b in f.blocks.iter().filter(|b| b.id != plan.header) {
        let used = b
            .insts
            .iter()
            .flat_map(|i| i.op.operands())
            .chain(b.term.operands());
        for v in used {
            if defined.contains(&v) && !escaping.contains(&v) {
                escaping.push(v);
            }
        }
    }
    let Terminator::Branch {
        cond,
        then_dest,
        else_dest,
    } = &header.term
    else {
        f.value_types = types;
        return;
    };
    let exit = if then_dest.block == plan.header {
        else_dest.clone()
    } else {
        then_dest.clone()
    };
    let exit_params: Vec<Value> = exit.args.iter().map(|a| fresh(&mut types, *a)).collect();
    let escape_params: Vec<Value> = escaping.iter().map(|v| fresh(&mut types, *v)).collect();
    let merge = LoweredBlock {
        id: merge_id,
        params: exit_params.iter().chain(&escape_params).copied().collect(),
        insts: Vec::new(),
        term: Terminator::Jump(BlockCall {
            block: exit.block,
            args: exit_params.clone(),
        }),
    };
    let to_merge = |args: &[Value], values: Vec<Value>| BlockCall {
        block: merge_id,
        args: args.iter().copied().chain(values).collect(),
    };
    let redirect = |call: &BlockCall, to_self: BlockId, renamed: bool| -> BlockCall {
        if call.block == plan.header {
            BlockCall {
                block: to_self,
                args: call
                    .args
                    .iter()
                    .map(|a| if renamed { rename(a) } else { *a })
                    .collect(),
            }
        } else if renamed {
            let args: Vec<Value> = call.args.iter().map(rename).collect();
            to_merge(&args, escaping.iter().map(rename).collect())
        } else {
            to_merge(&call.args, escaping.clone())
        }
    };
    let fast = LoweredBlock {
        id: fast_id,
        params: header.params.iter().map(rename).collect(),
        insts: fast_insts,
        term: Terminator::Branch {
            cond: rename(cond),
            then_dest: redirect(then_dest, fast_id, true),
            else_dest: redirect(else_dest, fast_id, true),
        },
    };
    let slow_term = Terminator::Branch {
        cond: *cond,
        then_dest: redirect(then_dest, plan.header, false),
        else_dest: redirect(else_dest, plan.header, false),
    };

    // Rewire: the entry edge to G, H's exit to M, later uses of H's values to M's parameters.
    let escape_map: HashMap<Value, Value> = escaping
        .iter()
        .copied()
        .zip(escape_params.iter().copied())
        .collect();
    for b in &mut f.blocks {
        if b.id == plan.header {
            b.term = slow_term.clone();
            continue;
        }
        if b.id == plan.entry_pred {
            retarget(&mut b.term, plan.header, g_id);
        }
        let rn = |v: &Value| escape_map.get(v).copied().unwrap_or(*v);
        for inst in &mut b.insts {
            inst.op = rename_op(&inst.op, &rn);
        }
        b.term = rename_term(&b.term, &rn);
    }
    f.value_types = types;
    f.blocks.push(guard);
    f.blocks.push(fast);
    f.blocks.push(merge);
}

fn retarget(term: &mut Terminator, from: BlockId, to: BlockId) {
    let fix = |c: &mut BlockCall| {
        if c.block == from {
            c.block = to;
        }
    };
    match term {
        Terminator::Jump(c) => fix(c),
        Terminator::Branch {
            then_dest,
            else_dest,
            ..
        } => {
            fix(then_dest);
            fix(else_dest);
        }
        Terminator::BrTable {
            default, targets, ..
        } => {
            fix(default);
            targets.iter_mut().for_each(fix);
        }
        Terminator::Return { .. }
        | Terminator::Trap { .. }
        | Terminator::ReturnCall { .. }
        | Terminator::ReturnCallIndirect { .. }
        | Terminator::ReturnCallRef { .. } => {}
    }
}

/// `term` with every value it reads renamed.
fn rename_term(term: &Terminator, rn: &impl Fn(&Value) -> Value) -> Terminator {
    let mut term = term.clone();
    for v in term.operands_mut() {
        *v = rn(v);
    }
    term
}

/// `op` with every operand renamed.
fn rename_op(op: &LoweredOp, rn: &impl Fn(&Value) -> Value) -> LoweredOp {
    let mut op = op.clone();
    for v in op.operands_mut() {
        *v = rn(v);
    }
    op
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass_testing::{bench, calls_agree, kernels_agree, plain, Rng};
    use lowered_ir::{verify_function, Dim3, RtValue};

    /// `name` of `wasm` before and after versioning.
    fn both(wasm: &[u8], name: &str) -> (LoweredFunction, LoweredFunction) {
        let plain = plain(wasm, name);
        let mut versioned = plain.clone();
        version_loops(&mut versioned);
        verify_function(&versioned).expect("versioned function verifies");
        (plain, versioned)
    }

    fn checks_in_self_loops(f: &LoweredFunction) -> Vec<usize> {
        f.blocks
            .iter()
            .filter(|b| b.term.successors().iter().any(|s| s.block == b.id))
            .map(|b| {
                b.insts
                    .iter()
                    .filter(|i| matches!(i.op, LoweredOp::BoundsCheck { .. }))
                    .count()
            })
            .collect()
    }

    #[test]
    fn gemv_and_matmul_get_a_loop_without_checks() {
        for (file, name) in [("gemv.wasm", "gemv"), ("matmul.wasm", "matmul")] {
            let (plain, versioned) = both(&bench(file), name);
            assert_eq!(checks_in_self_loops(&plain), vec![4], "{name}");
            assert_eq!(checks_in_self_loops(&versioned), vec![4, 0], "{name}");
            let text = lowered_ir::print_function(&versioned);
            assert_eq!(text.matches("memory_length").count(), 1, "{name}");
        }
    }

    /// Runs `f(q, n)` of `wasm` plain and versioned for random `q` near the end of one page and
    /// small `n`; results and traps must agree, and both outcomes must occur.
    fn agrees_near_the_end(wasm: &[u8]) {
        let (plain, versioned) = both(wasm, "f");
        assert_eq!(checks_in_self_loops(&versioned), vec![1, 0]);
        let mut rng = Rng(7);
        let cases: Vec<Vec<RtValue>> = (0..2000)
            .map(|_| {
                let n = rng.below(40) as u32;
                let q = 65536 - rng.below(200) as u32;
                vec![RtValue::I32(q), RtValue::I32(n)]
            })
            .collect();
        let (trapped, clean) = calls_agree(&plain, &versioned, cases, || vec![0x3f; 65536]);
        assert!(
            trapped > 100 && clean > 100,
            "{trapped} trapped, {clean} clean"
        );
    }

    /// A loop counting `k` from `-n` up to zero (`br_if $l k`): the exit test is the counter
    /// itself.
    #[test]
    fn count_up_to_zero_loop_agrees_at_the_memory_end() {
        let wasm = wat::parse_str(
            r#"(module (memory 1)
              (func (export "f") (param $q i32) (param $n i32) (result i32)
                (local $k i32) (local $acc i32)
                (local.set $k (i32.sub (i32.const 0) (local.get $n)))
                (block $done
                  (br_if $done (i32.eqz (local.get $n)))
                  (loop $l
                    (local.set $acc (i32.add (local.get $acc) (i32.load (local.get $q))))
                    (local.set $q (i32.add (local.get $q) (i32.const 4)))
                    (local.set $k (i32.add (local.get $k) (i32.const 1)))
                    (br_if $l (local.get $k))))
                (local.get $acc)))"#,
        )
        .expect("wat");
        agrees_near_the_end(&wasm);
    }

    /// An `iv' <u n` loop with a pointer stepped alongside (`i += 3`, `q += 12`) and an
    /// access at a static offset, called directly near the memory's end.
    #[test]
    fn unsigned_less_than_loop_agrees_at_the_memory_end() {
        let wasm = wat::parse_str(
            r#"(module (memory 1)
              (func (export "f") (param $q i32) (param $n i32) (result f32)
                (local $i i32) (local $acc f32)
                (block $done
                  (br_if $done (i32.eqz (local.get $n)))
                  (loop $l
                    (local.set $acc (f32.add (local.get $acc)
                      (f32.load offset=4 (local.get $q))))
                    (local.set $q (i32.add (local.get $q) (i32.const 12)))
                    (local.set $i (i32.add (local.get $i) (i32.const 3)))
                    (br_if $l (i32.lt_u (local.get $i) (local.get $n)))))
                (local.get $acc)))"#,
        )
        .expect("wat");
        agrees_near_the_end(&wasm);
    }

    #[test]
    fn gemv_versioned_equals_plain_in_the_interpreter() {
        let (plain, versioned) = both(&bench("gemv.wasm"), "gemv");
        let (trapped, clean) = kernels_agree(&plain, &versioned, 300, |rng, len| {
            let (m, n) = (1 + rng.below(12) as u32, rng.below(24) as u32);
            let mut ptr = || rng.below(u64::from(len) + 64) as u32 & !3;
            let (a, x, y) = (ptr(), ptr(), ptr());
            (vec![m, n, a, x, y], Dim3::new(m.div_ceil(4), 1, 1))
        });
        assert!(
            trapped > 20 && clean > 20,
            "{trapped} trapped, {clean} clean"
        );
    }

    #[test]
    fn matmul_versioned_equals_plain_in_the_interpreter() {
        let (plain, versioned) = both(&bench("matmul.wasm"), "matmul");
        let (trapped, clean) = kernels_agree(&plain, &versioned, 300, |rng, len| {
            let n = 1 + rng.below(12) as u32;
            let mut ptr = || rng.below(u64::from(len)) as u32 & !3;
            let (a, b, c) = (ptr(), ptr(), ptr());
            (vec![n, a, b, c], Dim3::new(n.div_ceil(4), n, 1))
        });
        assert!(
            trapped > 20 && clean > 20,
            "{trapped} trapped, {clean} clean"
        );
    }
}
