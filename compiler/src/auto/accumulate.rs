//! Gathered accumulations: `m[b] += d` where `b` is computed from loaded data (a histogram's
//! `hist[bin]++`, a radix sort's `count[(key >> s) & 255]++`). The loop's load, add and store
//! of one cell are one integer add to that cell; adds commute, so iterations that add to the
//! same cell may run in any order, as threads that each add atomically
//! (`LoweredOp::AtomicAdd`).
//!
//! This module finds the triples ([`find`]) and rewrites them in a kernel ([`make_atomic`]).
//! It decides nothing about the loop: `dependence.rs` lets two accumulations of one type
//! skip their pair test and ranges their bytes like every access (the cell's index must be
//! bounded, `Analysis::value_range`), and the launch tests those bytes against the loop's
//! other accesses. It must not rewrite a function that runs on the host.

use lowered_ir::{LoweredFunction, LoweredOp, LoweredType, Value};
use std::collections::HashMap;

/// One `store(a, load(a) + d)` of an `i32` or `i64`, by its instructions in one block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulation {
    pub block: usize,
    /// The instruction indices of the load, the add and the store.
    pub load: usize,
    pub add: usize,
    pub store: usize,
    /// The loaded value (the triple's name: it has no other use).
    pub loaded: Value,
    /// The amount added.
    pub delta: Value,
    pub mem_ty: LoweredType,
}

/// Every accumulation of `f`: a full-width `i32` or `i64` load, an add of it and another
/// value, and a store of the sum at the same address and offset, later in the same block
/// with only pure ops, loads and bounds checks between; the loaded value and the sum have
/// no other use.
pub fn find(f: &LoweredFunction) -> Vec<Accumulation> {
    let uses = f.use_counts();
    let once = |v: Value| uses.get(&v) == Some(&1);
    // Constants by value: clang's wasm names a global's address anew at each use.
    let mut constant: HashMap<Value, (LoweredType, u64)> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            if let (LoweredOp::IConst { ty, bits }, Some(r)) = (&i.op, i.results.first()) {
                constant.insert(*r, (*ty, *bits));
            }
        }
    }
    let same = |a: Value, b: Value| {
        a == b
            || constant
                .get(&a)
                .is_some_and(|c| constant.get(&b) == Some(c))
    };
    let mut out = Vec::new();
    for (bi, block) in f.blocks.iter().enumerate() {
        for (li, load) in block.insts.iter().enumerate() {
            let LoweredOp::Load {
                ty,
                mem_ty,
                extend: lowered_ir::LoadExtend::None,
                addr,
                offset,
            } = &load.op
            else {
                continue;
            };
            let (Some(&loaded), true) = (load.results.first(), ty == mem_ty) else {
                continue;
            };
            if !matches!(mem_ty, LoweredType::I32 | LoweredType::I64) || !once(loaded) {
                continue;
            }
            let found = (block.insts.iter().enumerate().skip(li + 1)).find_map(|(ai, add)| {
                let LoweredOp::IntBin {
                    op: lowered_ir::IntBinOp::Add,
                    lhs,
                    rhs,
                } = &add.op
                else {
                    return None;
                };
                let delta = match (*lhs == loaded, *rhs == loaded) {
                    (true, false) => *rhs,
                    (false, true) => *lhs,
                    _ => return None,
                };
                Some((ai, delta, *add.results.first()?))
            });
            let Some((ai, delta, sum)) = found.filter(|(_, _, sum)| once(*sum)) else {
                continue;
            };
            let stored = (block.insts.iter().enumerate().skip(ai + 1))
                .find(|(_, s)| matches!(&s.op, LoweredOp::Store { value, .. } if *value == sum));
            let Some((si, store)) = stored else {
                continue;
            };
            let same_place = matches!(&store.op, LoweredOp::Store { mem_ty: m, addr: a, offset: o, .. }
                if m == mem_ty && same(*a, *addr) && o == offset);
            let quiet_between = block.insts[li + 1..si]
                .iter()
                .all(|i| !i.op.has_side_effects() || matches!(i.op, LoweredOp::BoundsCheck { .. }));
            if same_place && quiet_between {
                out.push(Accumulation {
                    block: bi,
                    load: li,
                    add: ai,
                    store: si,
                    loaded,
                    delta,
                    mem_ty: *mem_ty,
                });
            }
        }
    }
    out
}

/// Rewrites the accumulations of `kernel` whose loaded value is in `which` as atomic adds
/// at their store's place (the load and the add go; bounds checks stay). Returns how many.
pub fn make_atomic(kernel: &mut LoweredFunction, which: &[Value]) -> usize {
    let mut gone: Vec<(usize, usize)> = Vec::new();
    for acc in find(kernel) {
        if !which.contains(&acc.loaded) {
            continue;
        }
        let insts = &mut kernel.blocks[acc.block].insts;
        let LoweredOp::Store { addr, offset, .. } = insts[acc.store].op else {
            continue;
        };
        insts[acc.store].op = LoweredOp::AtomicAdd {
            mem_ty: acc.mem_ty,
            value: acc.delta,
            addr,
            offset,
        };
        // The load and the add fed only the store.
        gone.extend([(acc.block, acc.load), (acc.block, acc.add)]);
    }
    let done = gone.len() / 2;
    gone.sort_unstable();
    for (b, i) in gone.into_iter().rev() {
        kernel.blocks[b].insts.remove(i);
    }
    done
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> LoweredFunction {
        lowered_ir::parse_function(text).expect("parses")
    }

    const HISTOGRAM: &str = "function @h(i32, i32) -> () {
block0(v0: i32, v1: i32):
  v2: i32 = load.ui8 v0, offset 0
  v3: i32 = iconst 0x2
  v4: i32 = ishl v2, v3
  v5: i32 = iadd v1, v4
  bounds_check v5, offset 0, size 4
  v6: i32 = load.i32 v5, offset 0
  v7: i32 = iconst 0x1
  v8: i32 = iadd v6, v7
  bounds_check v5, offset 0, size 4
  store.i32 v8, v5, offset 0
  return
}";

    #[test]
    fn a_histogram_cell_is_one_accumulation_and_becomes_an_atomic_add() {
        let mut f = parse(HISTOGRAM);
        let found = find(&f);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].load, found[0].add, found[0].store), (5, 7, 9));
        assert_eq!(make_atomic(&mut f, &[found[0].loaded]), 1);
        let text = lowered_ir::print_function(&f);
        assert!(text.contains("atomic_add.i32 v7, v5, offset 0"), "{text}");
        assert!(!text.contains("load.i32"), "{text}");
        lowered_ir::verify_function(&f).expect("verifies");
    }

    #[test]
    fn a_sum_read_elsewhere_or_stored_elsewhere_is_no_accumulation() {
        // The sum is also returned: an atomic add would not give it.
        let read = HISTOGRAM
            .replace("-> ()", "-> (i32)")
            .replace("  return\n", "  return v8\n");
        assert!(find(&parse(&read)).is_empty());
        // Stored to another cell than the one loaded.
        let moved = HISTOGRAM.replace("store.i32 v8, v5, offset 0", "store.i32 v8, v5, offset 4");
        assert!(find(&parse(&moved)).is_empty());
        // A narrower load (an 8-bit counter): GPU atomics add 32 or 64 bits.
        let narrow = HISTOGRAM
            .replace("v6: i32 = load.i32 v5", "v6: i32 = load.ui8 v5")
            .replace("store.i32 v8", "store.i8 v8");
        assert!(find(&parse(&narrow)).is_empty());
    }
}
