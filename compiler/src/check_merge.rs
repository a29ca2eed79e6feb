//! Replaces a run of consecutive bounds checks by one range test per group of related
//! addresses, with the original checks kept as the slow path.
//!
//! `check_order` puts a block's checks next to each other. Many of them address one base plus
//! small constants (a stencil reads `p`, `p + 4`, `p + 8`), or the same pattern a few rows
//! apart (`p + k * (w * 4)` for rows `k = 0, 1, 2`). Each address is written as a polynomial
//! over the `i32` values it is computed from (through `iadd`, `isub`, `imul`, `ishl` by a
//! constant: ring operations mod 2^32); checks whose addresses differ from a group's first one
//! by `k * stride + c` (`0 <= k <= 64`, one non-constant `stride` per group, constant `c`) form
//! a group. With `cmin` the group's smallest constant, `kmax` its largest `k` and `reach` the
//! largest `c - cmin + offset + size`, the test
//! `zext(first + cmin) + kmax * zext(stride) + reach <= memory_length` (64 bits) implies every
//! check of the group: a member's address is `first + cmin + k * stride + (c - cmin)` mod 2^32,
//! which without wrapping ends at most at the tested sum, and wrapped is smaller still. The
//! block is split at the run:
//!
//! ```text
//! block:  ...; ok = AND of the per-group tests; brif ok, cont(), slow()
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
//! reorder ops, or touch a run whose checks all fall in different groups (no test saved).

use crate::auto::affine::{Atom, Poly};
use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockCall, BlockId, ConvOp, Inst, IntBinOp, IntCmpOp, LoweredBlock, LoweredFunction, LoweredOp,
    LoweredType, Terminator, Value,
};
use std::collections::HashMap;

/// Splits every block of `f` at each run of two or more consecutive bounds checks.
pub fn merge_check_runs(f: &mut LoweredFunction) {
    if matches!(crate::frame::analyze(f), Ok(Some(_)) | Err(_)) {
        return;
    }
    let defs: HashMap<Value, LoweredOp> = f
        .blocks
        .iter()
        .flat_map(|b| &b.insts)
        .filter_map(|i| match i.results.as_slice() {
            [r] if f.value_type(*r) == Some(LoweredType::I32) => Some((*r, i.op.clone())),
            _ => None,
        })
        .collect();
    let split = Splitter { defs };
    let mut next_block = f.blocks.iter().map(|b| b.id.0).max().unwrap_or(0) + 1;
    let mut slow_paths: Vec<BlockId> = Vec::new();
    let mut k = 0;
    while k < f.blocks.len() {
        let run = match slow_paths.contains(&f.blocks[k].id) {
            true => None,
            false => first_run(&f.blocks[k]),
        };
        // Worth it only when some base has several checks: fewer range tests than checks.
        let run = run.filter(|&(a, b)| split.groups(&f.blocks[k].insts[a..b]).len() < b - a);
        if let Some(run) = run {
            let ids = (BlockId(next_block), BlockId(next_block + 1));
            next_block += 2;
            let (head, slow, cont) = split.split(f, k, run, ids);
            f.blocks[k] = head;
            slow_paths.push(slow.id);
            f.blocks.push(slow);
            // The rest of the block may hold more runs: it is visited later in the loop.
            f.blocks.push(cont);
        }
        k += 1;
    }
}

/// Whether difference `d` between addresses `p` and `r` swaps one base pointer for another:
/// it holds a lone value (degree 1) that either address adds with coefficient +-1, as in
/// `out - in`. Such a pair is sound to group but its stride is as often negative (the test
/// would then always fail), so they are kept apart; row strides like `4 * w` are not bases.
fn changes_base(d: &Poly, p: &Poly, r: &Poly) -> bool {
    d.0.keys().filter(|m| m.len() == 1).any(|m| {
        [p, r]
            .iter()
            .any(|x| matches!(x.0.get(m), Some(1) | Some(-1)))
    })
}

/// `p` computed as an `i32` (mod 2^32) from its atoms, which are `i32` values.
fn materialize(e: &mut Emitter<'_>, p: &Poly) -> Option<Value> {
    use LoweredType::I32;
    let mut sum: Option<Value> = None;
    for (mono, coeff) in &p.0 {
        let mut term = e.iconst(I32, u64::from(*coeff as i32 as u32));
        for atom in mono {
            let Atom::Opaque(n) = atom else {
                return None;
            };
            term = e.bin(IntBinOp::Mul, term, Value(*n), I32);
        }
        sum = Some(match sum {
            None => term,
            Some(s) => e.bin(IntBinOp::Add, s, term, I32),
        });
    }
    sum
}

/// Where an address `reference + d` falls in group `g`: `(k, c)` with `d = k * stride + c`,
/// `0 <= k <= MAX_K`. A group without a stride takes `d`'s non-constant part as its stride.
fn member_of(g: &mut Group, d: &Poly) -> Option<(i64, i64)> {
    let c = d.constant_term();
    let rest = d.without_constant();
    if rest.is_zero() {
        return Some((0, c));
    }
    let stride = g.stride.get_or_insert_with(|| rest.clone());
    if let Some(k) = ratio(&rest, stride).filter(|k| (1..=MAX_K).contains(k)) {
        return Some((k, c));
    }
    // A finer stride (row `i` after rows `i - 1` and `i + 1`): rescale the group to it.
    let m = ratio(stride, &rest)
        .filter(|m| *m >= 2 && g.kmax.checked_mul(*m).is_some_and(|k| k <= MAX_K))?;
    g.kmax *= m;
    *stride = rest;
    Some((1, c))
}

/// `k` with `a = k * b`, when there is one.
fn ratio(a: &Poly, b: &Poly) -> Option<i64> {
    let (mono, b0) = b.0.iter().next()?;
    let a0 = *a.0.get(mono)?;
    if *b0 == 0 || a0 % b0 != 0 {
        return None;
    }
    let k = a0 / b0;
    (b.scale(k)? == *a).then_some(k)
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
    /// The op defining each `i32` value of the function.
    defs: HashMap<Value, LoweredOp>,
}

/// Checks whose addresses are `reference + k * stride + c` (mod 2^32) for small `k >= 0` and
/// constants `c`: `reference + cmin` is the lowest address value; the test is
/// `zext(reference + cmin) + kmax * zext(stride) + reach <= memory_length`.
struct Group {
    reference: Value,
    poly: Option<Poly>,
    stride: Option<Poly>,
    kmax: i64,
    /// (constant, bytes from the address) of each member.
    members: Vec<(i64, u64)>,
}

impl Group {
    fn cmin(&self) -> i64 {
        self.members.iter().map(|(c, _)| *c).min().unwrap_or(0)
    }

    /// The bytes past `reference + cmin + kmax * stride` the group's checks reach.
    fn reach(&self) -> Option<u64> {
        let cmin = self.cmin();
        self.members
            .iter()
            .map(|(c, e)| u64::try_from(c.checked_sub(cmin)?).ok()?.checked_add(*e))
            .try_fold(0u64, |m, r| Some(m.max(r?)))
    }
}

/// Largest `k` and `reach` a group may have, so the 64-bit test cannot overflow.
const MAX_K: i64 = 64;
const MAX_REACH: u64 = 1 << 32;

impl Splitter {
    /// `v` as a polynomial over the `i32` values it is computed from with `iadd`, `isub`,
    /// `imul`, `ishl` by a constant and constants: these are ring operations mod 2^32, so two
    /// addresses whose polynomials differ by `k * S + c` differ by that mod 2^32.
    fn poly(&self, v: Value, depth: u32) -> Option<Poly> {
        let leaf = || Some(Poly::atom(Atom::Opaque(v.0)));
        if depth == 0 {
            return leaf();
        }
        let sub = |x: Value| self.poly(x, depth - 1);
        match self.defs.get(&v) {
            Some(LoweredOp::IConst { bits, .. }) => {
                Some(Poly::constant(i64::from(*bits as u32 as i32)))
            }
            Some(LoweredOp::IntBin { op, lhs, rhs }) => match op {
                IntBinOp::Add => sub(*lhs)?.add(&sub(*rhs)?),
                IntBinOp::Sub => sub(*lhs)?.sub(&sub(*rhs)?),
                IntBinOp::Mul => sub(*lhs)?.mul(&sub(*rhs)?),
                IntBinOp::Shl => match self.defs.get(rhs) {
                    Some(LoweredOp::IConst { bits, .. }) => sub(*lhs)?.scale(1i64 << (bits & 31)),
                    _ => leaf(),
                },
                _ => leaf(),
            },
            _ => leaf(),
        }
    }

    fn groups(&self, checks: &[Inst]) -> Vec<Group> {
        let mut groups: Vec<Group> = Vec::new();
        for inst in checks {
            let LoweredOp::BoundsCheck { addr, offset, size } = inst.op else {
                continue;
            };
            let extent = u64::from(offset) + u64::from(size);
            let p = self.poly(addr, 16);
            let joined = groups.iter_mut().any(|g| {
                let place = match (&p, &g.poly) {
                    (Some(p), Some(r)) => p
                        .sub(r)
                        .filter(|d| !changes_base(d, p, r))
                        .and_then(|d| member_of(g, &d)),
                    _ => (addr == g.reference).then_some((0, 0)),
                };
                match place {
                    Some((k, c)) => {
                        if k > 0 && g.stride.is_none() {
                            return false;
                        }
                        g.kmax = g.kmax.max(k);
                        g.members.push((c, extent));
                        true
                    }
                    None => false,
                }
            });
            if !joined {
                groups.push(Group {
                    reference: addr,
                    poly: p,
                    stride: None,
                    kmax: 0,
                    members: vec![(0, extent)],
                });
            }
        }
        groups
    }

    /// `zext(reference + cmin) + kmax * zext(stride) + reach` in 64 bits, or `None` when the
    /// group is too wide for that sum to stay exact.
    fn group_end(&self, e: &mut Emitter<'_>, g: &Group) -> Option<Value> {
        use LoweredType::{I32, I64};
        let reach = g.reach().filter(|r| *r <= MAX_REACH)?;
        let cmin = g.cmin();
        let low = if cmin == 0 {
            g.reference
        } else {
            let c = e.iconst(I32, u64::from(cmin as i32 as u32));
            e.bin(IntBinOp::Add, g.reference, c, I32)
        };
        let mut end = e.zext64(low);
        if let (Some(stride), true) = (&g.stride, g.kmax > 0) {
            let s32 = materialize(e, stride)?;
            let s = e.zext64(s32);
            let span = if g.kmax == 1 {
                s
            } else {
                let k = e.iconst(I64, g.kmax as u64);
                e.bin(IntBinOp::Mul, s, k, I64)
            };
            end = e.bin(IntBinOp::Add, end, span, I64);
        }
        let r = e.iconst(I64, reach);
        Some(e.bin(IntBinOp::Add, end, r, I64))
    }

    /// The block split at `run` into (head with the test, slow path, continuation).
    fn split(
        &self,
        f: &mut LoweredFunction,
        k: usize,
        run: (usize, usize),
        (slow_id, cont_id): (BlockId, BlockId),
    ) -> (LoweredBlock, LoweredBlock, LoweredBlock) {
        use LoweredType::{I32, I64, I8};
        let block = f.blocks[k].clone();
        let checks = &block.insts[run.0..run.1];
        let groups = self.groups(checks);
        let mut types = std::mem::take(&mut f.value_types);
        let mut e = Emitter::new(&mut types);
        let len = e.push(LoweredOp::MemoryLength, I64);
        let mut ok: Option<Value> = None;
        for g in &groups {
            let inside = match self.group_end(&mut e, g) {
                Some(end) => e.cmp(IntCmpOp::LeU, end, len),
                // A group too wide for the test: the slow path decides.
                None => e.iconst(I8, 0),
            };
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
    fn stencils_test_one_range_per_group() {
        let (_, merged) = both(&bench("conv3x3.wasm"), "conv3x3");
        let text = lowered_ir::print_function(&merged);
        // Eleven checks (three rows of three pixels, the nine weights as one, the output) in
        // the slow path; three range tests (the rows, `w * 4` apart, as one group; the
        // weights; the output) in front.
        assert_eq!(text.matches("bounds_check").count(), 11, "{text}");
        assert_eq!(text.matches("icmp ule").count(), 3, "{text}");
        // jacobi: the four neighbours (rows i-1, i, i+1) as one group, the output apart (its
        // base is another pointer).
        let (_, merged) = both(&bench("jacobi.wasm"), "jacobi");
        let text = lowered_ir::print_function(&merged);
        assert_eq!(text.matches("bounds_check").count(), 5, "{text}");
        assert_eq!(text.matches("icmp ule").count(), 2, "{text}");
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
