//! Replaces a run of consecutive bounds checks by one range test per base address, with the
//! original checks kept as the slow path.
//!
//! `check_order` puts a block's checks next to each other. Many of them address one base plus
//! small constants (a stencil reads `p`, `p + 4`, `p + 8`). For each base `b` of a run, with
//! `cmin` the smallest constant and `reach` the largest `c - cmin + offset + size` of its checks,
//! the test `zext(b + cmin) + reach <= memory_length` (64 bits) implies every check of that base:
//! an address of the group that does not wrap around 2^32 ends at most at `zext(b + cmin) +
//! reach`, and one that wraps is smaller still. The block is split at the run:
//!
//! ```text
//! block:  ...; ok = AND of the per-base tests; brif ok, cont(), slow()
//! slow:   the original checks, in order; jump cont()
//! cont:   the rest of the block
//! ```
//!
//! When a test fails, the original checks run, so a trap (or, in the corner case of a memory of
//! nearly 4 GiB and wrapping addresses, no trap) is exactly what the input does. Runs inside
//! a loop that `loop_versioning` proved are already gone, so this runs after it (splitting a
//! loop's block first would hide the loop from it). Functions with a C shadow-stack frame are
//! left alone (their frame accesses are not memory accesses, `frame.rs`).
//!
//! This module splits blocks at check runs only; it must not drop a check from the slow path,
//! reorder ops, or touch a run whose checks all have different bases (no test would be saved).

use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, ConvOp, Inst, IntBinOp, IntCmpOp, LoweredBlock, LoweredFunction, LoweredOp,
    LoweredType, Terminator, Value,
};
use std::collections::HashMap;

/// Splits every block of `f` at each run of two or more consecutive bounds checks.
pub fn merge_check_runs(f: &mut LoweredFunction) {
    if !super::frame::is_frameless(f) {
        return;
    }
    merge_frameless(f);
}

/// [`merge_check_runs`] of a function known to have no shadow-stack frame.
pub(super) fn merge_frameless(f: &mut LoweredFunction) {
    let consts: HashMap<Value, u64> = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match (&i.op, i.results.as_slice()) {
            (LoweredOp::IConst { bits, .. }, [r]) => Some((*r, *bits)),
            _ => None,
        })
        .collect();
    let adds: HashMap<Value, (Value, Value)> = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match (&i.op, i.results.as_slice()) {
            (
                LoweredOp::IntBin {
                    op: IntBinOp::Add,
                    lhs,
                    rhs,
                },
                [r],
            ) if f.value_type(*r) == Some(LoweredType::I32) => Some((*r, (*lhs, *rhs))),
            _ => None,
        })
        .collect();
    let split = Splitter { consts, adds };
    let mut next_block = f.blocks.iter().map(|b| b.id.0).max().unwrap_or(0) + 1;
    let mut slow_paths: Vec<BlockId> = Vec::new();
    let mut k = 0;
    while k < f.blocks.len() {
        let run = match slow_paths.contains(&f.blocks[k].id) {
            true => None,
            false => first_run(&f.blocks[k]),
        };
        // Worth it only when some base has several checks: fewer range tests than checks.
        let planned = run
            .map(|(a, b)| ((a, b), split.groups(&f.blocks[k].insts[a..b])))
            .filter(|((a, b), groups)| groups.len() < b - a);
        if let Some((run, groups)) = planned {
            let ids = (BlockId(next_block), BlockId(next_block + 1));
            next_block += 2;
            let (head, slow, cont) = split.split(f, k, run, &groups, ids);
            f.blocks[k] = head;
            slow_paths.push(slow.id);
            f.blocks.push(slow);
            // The rest of the block may hold more runs: it is visited later in the loop.
            f.blocks.push(cont);
        }
        k += 1;
    }
}

/// The first run of two or more consecutive bounds checks: (start, end) instruction indices.
fn first_run(b: &LoweredBlock) -> Option<(usize, usize)> {
    let is_check = |i: &Inst| matches!(i.op, LoweredOp::BoundsCheck { .. });
    let mut k = 0;
    while k < b.insts.len() {
        if is_check(&b.insts[k]) {
            let start = k;
            while k < b.insts.len() && is_check(&b.insts[k]) {
                k += 1;
            }
            if k - start >= 2 {
                return Some((start, k));
            }
        } else {
            k += 1;
        }
    }
    None
}

struct Splitter {
    consts: HashMap<Value, u64>,
    adds: HashMap<Value, (Value, Value)>,
}

/// One base address of a run: `base + cmin` is the lowest address value, `reach` the bytes the
/// group's checks cover from it.
struct Group {
    base: Value,
    cmin: i64,
    reach: u64,
}

impl Splitter {
    /// `v` as `base + constant` through chains of `iadd` with an `iconst` (i32, wrapping).
    fn decompose(&self, v: Value) -> (Value, i64) {
        let mut base = v;
        let mut c: i64 = 0;
        for _ in 0..8 {
            let Some((l, r)) = self.adds.get(&base) else {
                break;
            };
            if let Some(k) = self.consts.get(r) {
                c += i64::from(*k as u32 as i32);
                base = *l;
            } else if let Some(k) = self.consts.get(l) {
                c += i64::from(*k as u32 as i32);
                base = *r;
            } else {
                break;
            }
        }
        (base, c)
    }

    fn groups(&self, checks: &[Inst]) -> Vec<Group> {
        let mut members: Vec<(Value, Vec<(i64, u64)>)> = Vec::new();
        for inst in checks {
            let LoweredOp::BoundsCheck { addr, offset, size } = inst.op else {
                continue;
            };
            let (base, c) = self.decompose(addr);
            let extent = u64::from(offset) + u64::from(size);
            match members.iter_mut().find(|(b, _)| *b == base) {
                Some((_, m)) => m.push((c, extent)),
                None => members.push((base, vec![(c, extent)])),
            }
        }
        members
            .into_iter()
            .map(|(base, m)| {
                let cmin = m.iter().map(|(c, _)| *c).min().unwrap_or(0);
                let reach = m
                    .iter()
                    .map(|(c, e)| (c - cmin) as u64 + e)
                    .max()
                    .unwrap_or(0);
                Group { base, cmin, reach }
            })
            .collect()
    }

    /// The block split at `run` (whose checks form `groups`) into (head with the test, slow
    /// path, continuation).
    fn split(
        &self,
        f: &mut LoweredFunction,
        k: usize,
        run: (usize, usize),
        groups: &[Group],
        (slow_id, cont_id): (BlockId, BlockId),
    ) -> (LoweredBlock, LoweredBlock, LoweredBlock) {
        use LoweredType::{I32, I64, I8};
        let block = f.blocks[k].clone();
        let checks = &block.insts[run.0..run.1];
        let mut types = std::mem::take(&mut f.value_types);
        let mut e = Emitter::new(&mut types);
        let len = e.push(LoweredOp::MemoryLength, I64);
        let mut ok: Option<Value> = None;
        for g in groups {
            let low = if g.cmin == 0 {
                g.base
            } else {
                let c = e.iconst(I32, u64::from(g.cmin as i32 as u32));
                e.bin(IntBinOp::Add, g.base, c, I32)
            };
            let wide = e.zext64(low);
            let reach = e.iconst(I64, g.reach);
            let end = e.bin(IntBinOp::Add, wide, reach, I64);
            let inside = e.cmp(IntCmpOp::LeU, end, len);
            ok = Some(match ok {
                None => inside,
                Some(prev) => e.bin(IntBinOp::And, prev, inside, I8),
            });
        }
        // A run always has a group; without one, the constant 0 takes the slow path.
        let ok = match ok {
            Some(ok) => ok,
            None => e.iconst(I8, 0),
        };
        let cond = e.push(
            LoweredOp::Convert {
                op: ConvOp::Uextend,
                arg: ok,
                to: I32,
            },
            I32,
        );
        let mut insts: Vec<Inst> = block.insts[..run.0].to_vec();
        insts.append(&mut e.insts);
        f.value_types = types;
        let to = |block: BlockId| BlockCall {
            block,
            args: vec![],
        };
        let head = LoweredBlock {
            id: block.id,
            params: block.params.clone(),
            insts,
            term: Terminator::Branch {
                cond,
                then_dest: to(cont_id),
                else_dest: to(slow_id),
            },
        };
        let slow = LoweredBlock {
            id: slow_id,
            params: vec![],
            insts: checks.to_vec(),
            term: Terminator::Jump(to(cont_id)),
        };
        let cont = LoweredBlock {
            id: cont_id,
            params: vec![],
            insts: block.insts[run.1..].to_vec(),
            term: block.term.clone(),
        };
        (head, slow, cont)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass_testing::{bench, calls_agree, kernels_agree, plain, Rng};
    use lowered_ir::{verify_function, Dim3, RtValue};

    fn both(wasm: &[u8], name: &str) -> (LoweredFunction, LoweredFunction) {
        let plain = plain(wasm, name);
        let mut merged = plain.clone();
        merge_check_runs(&mut merged);
        verify_function(&merged).expect("merged function verifies");
        (plain, merged)
    }

    #[test]
    fn conv3x3_tests_one_range_per_base() {
        let (_, merged) = both(&bench("conv3x3.wasm"), "conv3x3");
        let text = lowered_ir::print_function(&merged);
        // Eleven checks (three rows of three pixels, the nine weights as one, the output) in
        // the slow path; five range tests (three rows, the weights, the output) in front.
        assert_eq!(text.matches("bounds_check").count(), 11, "{text}");
        assert_eq!(text.matches("icmp ule").count(), 5, "{text}");
    }

    #[test]
    fn conv3x3_and_jacobi_merged_equal_plain_in_the_interpreter() {
        let (plain_c, merged_c) = both(&bench("conv3x3.wasm"), "conv3x3");
        let (trapped, clean) = kernels_agree(&plain_c, &merged_c, 300, |rng, len| {
            let (w, h) = (3 + rng.below(14) as u32, 3 + rng.below(14) as u32);
            let mut ptr = || rng.below(u64::from(len) + 64) as u32 & !3;
            let (inp, wts, out) = (ptr(), ptr(), ptr());
            (vec![w, h, inp, wts, out], Dim3::new(w.div_ceil(4), h, 1))
        });
        assert!(
            trapped > 20 && clean > 20,
            "conv3x3: {trapped} trapped, {clean} clean"
        );
        let (plain_j, merged_j) = both(&bench("jacobi.wasm"), "jacobi");
        let (trapped, clean) = kernels_agree(&plain_j, &merged_j, 300, |rng, len| {
            let n = 3 + rng.below(14) as u32;
            let mut ptr = || rng.below(u64::from(len) + 64) as u32 & !3;
            let (src, dst) = (ptr(), ptr());
            (vec![n, src, dst], Dim3::new(n.div_ceil(4), n, 1))
        });
        assert!(
            trapped > 20 && clean > 20,
            "jacobi: {trapped} trapped, {clean} clean"
        );
    }

    /// Negative and positive constants around one base, near both ends of memory, and
    /// addresses that wrap around 2^32.
    #[test]
    fn constants_of_both_signs_and_wrapping_addresses_agree() {
        let wasm = wat::parse_str(
            r#"(module (memory 1)
              (func (export "f") (param $p i32) (result i32)
                (i32.add
                  (i32.add (i32.load (i32.add (local.get $p) (i32.const -8)))
                           (i32.load offset=2 (local.get $p)))
                  (i32.load8_u (i32.add (local.get $p) (i32.const 4))))))"#,
        )
        .expect("wat");
        let (plain, merged) = both(&wasm, "f");
        assert_eq!(
            lowered_ir::print_function(&merged)
                .matches("icmp ule")
                .count(),
            1
        );
        let mut rng = Rng(11);
        let cases: Vec<Vec<RtValue>> = (0..3000u32)
            .map(|k| {
                let p = match k % 3 {
                    0 => rng.below(64) as u32,
                    1 => 65536 - rng.below(64) as u32,
                    _ => 0u32.wrapping_sub(rng.below(64) as u32),
                };
                vec![RtValue::I32(p)]
            })
            .collect();
        let (trapped, clean) = calls_agree(&plain, &merged, cases, || {
            (0..65536).map(|i| i as u8).collect()
        });
        assert!(
            trapped > 100 && clean > 100,
            "{trapped} trapped, {clean} clean"
        );
    }
}
