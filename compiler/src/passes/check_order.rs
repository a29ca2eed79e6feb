//! Moves a block's bounds checks ahead of its loads, so that the checks come first and the
//! loads can be issued together.
//!
//! A `bounds_check` only reads its address and the memory length, and a failing one ends the
//! thread with `memory_out_of_bounds`. Moving it above an op that neither writes anything nor
//! can trap (arithmetic, a load, a global read, ...) changes nothing observable: whether the
//! check fails is the same, and the ops it now precedes leave no trace. So inside each
//! *segment* of a block (a run of ops between ops that write, synchronise, call or can trap
//! with another kind: `store`, `global_set`, `call`, `barrier`, bulk memory, `trap_if`), the
//! ops are emitted in this order: first the pure ops that compute the checked addresses, then
//! the checks, then everything else, each group in its original order. A check whose address
//! depends on a load of the same segment (an indirect access) stays with the rest. The payoff
//! is on the GPU: with a segment's checks next to each other, LLVM folds their branches into
//! one, and no branch separates the loads, so they are in flight together instead of one after
//! the other (a 3x3 convolution reads nine values).
//!
//! Among a segment's moved checks, one per address is kept: the one reaching furthest
//! (`offset + size`), which passes exactly when all of them pass.
//!
//! This module reorders ops inside one block; it must not move ops across blocks or segments,
//! merge checks of different addresses, or reorder anything that writes or traps with another
//! kind.

use lowered_ir::{Inst, LoweredFunction, LoweredOp, Value};
use std::collections::HashSet;

/// Reorders every block of `f` as described in the module documentation.
pub fn hoist_bounds_checks(f: &mut LoweredFunction) {
    for block in &mut f.blocks {
        let insts = std::mem::take(&mut block.insts);
        let mut out: Vec<Inst> = Vec::with_capacity(insts.len());
        let mut segment: Vec<Inst> = Vec::new();
        for inst in insts {
            if is_barrier(&inst.op) {
                out.extend(reorder_segment(std::mem::take(&mut segment)));
                out.push(inst);
            } else {
                segment.push(inst);
            }
        }
        out.extend(reorder_segment(segment));
        block.insts = out;
    }
}

/// Whether ops may not move across `op`: it writes, synchronises, calls, or traps with a kind
/// other than a bounds check's.
fn is_barrier(op: &LoweredOp) -> bool {
    op.has_side_effects() && !matches!(op, LoweredOp::BoundsCheck { .. })
}

/// Address computations, then checks, then the rest (see the module documentation).
fn reorder_segment(segment: Vec<Inst>) -> Vec<Inst> {
    if !segment
        .iter()
        .any(|i| matches!(i.op, LoweredOp::BoundsCheck { .. }))
    {
        return segment;
    }
    // Values that depend on a load of this segment.
    let mut load_dependent: HashSet<Value> = HashSet::new();
    for inst in &segment {
        let from_load = matches!(inst.op, LoweredOp::Load { .. })
            || inst
                .op
                .operands()
                .iter()
                .any(|v| load_dependent.contains(v));
        if from_load {
            load_dependent.extend(inst.results.iter().copied());
        }
    }
    let movable = |inst: &Inst| match inst.op {
        LoweredOp::BoundsCheck { addr, .. } => !load_dependent.contains(&addr),
        _ => false,
    };
    // The segment's ops that the movable checks' addresses need, found backwards.
    let mut needed: HashSet<Value> = segment
        .iter()
        .filter(|i| movable(i))
        .flat_map(|i| i.op.operands())
        .collect();
    let mut is_address = vec![false; segment.len()];
    for (k, inst) in segment.iter().enumerate().rev() {
        if inst.results.iter().any(|r| needed.contains(r)) {
            is_address[k] = true;
            needed.extend(inst.op.operands());
        }
    }
    let mut addresses = Vec::new();
    let mut checks = Vec::new();
    let mut rest = Vec::new();
    for (k, inst) in segment.into_iter().enumerate() {
        if is_address[k] {
            addresses.push(inst);
        } else if movable(&inst) {
            checks.push(inst);
        } else {
            rest.push(inst);
        }
    }
    addresses.extend(widest_per_address(checks));
    addresses.extend(rest);
    addresses
}

/// Keeps one check per address: the one whose `offset + size` reaches furthest, at the first
/// position of that address. The offset is added in 64 bits, so that check passing means every
/// other check of the address passes, and any of them failing means it fails; with no
/// observable op between them, one check does the work of all.
fn widest_per_address(checks: Vec<Inst>) -> Vec<Inst> {
    let end = |i: &Inst| match i.op {
        LoweredOp::BoundsCheck { offset, size, .. } => u64::from(offset) + u64::from(size),
        _ => 0,
    };
    let addr = |i: &Inst| match i.op {
        LoweredOp::BoundsCheck { addr, .. } => Some(addr),
        _ => None,
    };
    let mut out: Vec<Inst> = Vec::with_capacity(checks.len());
    for check in checks {
        match out.iter_mut().find(|kept| addr(kept) == addr(&check)) {
            Some(kept) if end(kept) < end(&check) => *kept = check,
            Some(_) => {}
            None => out.push(check),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowered_ir::{parse_function, print_function, verify_function};

    fn hoisted(text: &str) -> String {
        let mut f = parse_function(text).expect("test function parses");
        hoist_bounds_checks(&mut f);
        verify_function(&f).expect("still verifies");
        print_function(&f)
    }

    #[test]
    fn address_computations_then_checks_then_loads() {
        let out = hoisted(
            "function @f(i32, i32) -> (i32) {
block0(v0: i32, v1: i32):
  bounds_check v0, offset 0, size 4
  v2: i32 = load.i32 v0, offset 0
  v3: i32 = iconst 0x4
  v4: i32 = iadd v0, v3
  v5: i32 = imul v2, v2
  bounds_check v4, offset 0, size 4
  v6: i32 = load.i32 v4, offset 0
  v7: i32 = iadd v5, v6
  bounds_check v1, offset 8, size 4
  v8: i32 = load.i32 v1, offset 8
  v9: i32 = iadd v7, v8
  return v9
}",
        );
        let expected = "function @f(i32, i32) -> (i32) {
block0(v0: i32, v1: i32):
  v3: i32 = iconst 0x4
  v4: i32 = iadd v0, v3
  bounds_check v0, offset 0, size 4
  bounds_check v4, offset 0, size 4
  bounds_check v1, offset 8, size 4
  v2: i32 = load.i32 v0, offset 0
  v5: i32 = imul v2, v2
  v6: i32 = load.i32 v4, offset 0
  v7: i32 = iadd v5, v6
  v8: i32 = load.i32 v1, offset 8
  v9: i32 = iadd v7, v8
  return v9
}
";
        assert_eq!(out, expected);
    }

    #[test]
    fn checks_stay_behind_stores_traps_and_calls() {
        let out = hoisted(
            "function @g(i32, i32) -> () {
block0(v0: i32, v1: i32):
  bounds_check v0, offset 0, size 4
  store.i32 v1, v0, offset 0
  v2: i32 = load.i32 v0, offset 0
  bounds_check v1, offset 0, size 4
  v3: i8 = icmp eq v1, v1
  trap_if v3, integer_divide_by_zero
  v4: i32 = load.i32 v1, offset 0
  bounds_check v2, offset 0, size 1
  return
}",
        );
        let expected = "function @g(i32, i32) -> () {
block0(v0: i32, v1: i32):
  bounds_check v0, offset 0, size 4
  store.i32 v1, v0, offset 0
  bounds_check v1, offset 0, size 4
  v2: i32 = load.i32 v0, offset 0
  v3: i8 = icmp eq v1, v1
  trap_if v3, integer_divide_by_zero
  bounds_check v2, offset 0, size 1
  v4: i32 = load.i32 v1, offset 0
  return
}
";
        assert_eq!(out, expected);
    }

    #[test]
    fn an_indirect_access_keeps_its_check_after_the_load_it_depends_on() {
        let text = "function @h(i32) -> (i32) {
block0(v0: i32):
  bounds_check v0, offset 0, size 4
  v1: i32 = load.i32 v0, offset 0
  bounds_check v1, offset 0, size 4
  v2: i32 = load.i32 v1, offset 0
  return v2
}
";
        assert_eq!(hoisted(text), text);
    }

    #[test]
    fn one_check_per_address_the_widest() {
        let out = hoisted(
            "function @w(i32) -> (i32) {
block0(v0: i32):
  bounds_check v0, offset 4, size 4
  v1: i32 = load.i32 v0, offset 4
  bounds_check v0, offset 12, size 4
  v2: i32 = load.i32 v0, offset 12
  bounds_check v0, offset 0, size 8
  v3: i64 = load.i64 v0, offset 0
  return v1
}",
        );
        assert!(out.contains(
            "block0(v0: i32):\n  bounds_check v0, offset 12, size 4\n  v1: i32 = load.i32 v0, offset 4\n"
        ), "{out}");
        assert_eq!(out.matches("bounds_check").count(), 1, "{out}");
    }
}
