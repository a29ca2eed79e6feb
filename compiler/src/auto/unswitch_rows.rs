//! Launch-time unswitching of a branch that every iteration of a nest's outermost loop
//! computes afresh, from comparisons of values affine in that loop's counter: clang's
//! run-time alias test in front of a vectorised row (`-O2 -msimd128`). Where the row's
//! arrays may overlap, the row runs a scalar loop; where they are apart, a vector loop and
//! its remainder. With both loops in the row, the row is one thread's work (a kernel makes
//! one child loop its threads, not two that are alternatives); analysed with the branch going
//! one way ([`row_specialisations`]), the row has the one child the plan can make a thread
//! dimension or run in order inside its threads (PolyBench's heat-3d sweeps and gemm's
//! product then launch as grids instead of a thread per row).
//!
//! The launch evaluates each comparison ([`Leaf`]) at the loop's first and last iteration
//! ([`RowTest::leaf_values`]): where both operands stay inside their type's range (no
//! wrap-around) and the comparison comes out the same at both ends (for `==` and `!=`, where
//! the difference keeps one sign, or is 0 at both), it comes out so in every iteration (each
//! operand is linear in the counter), and the condition computed from those results
//! ([`super::unswitch::Assumed::program`]) is the same in every row. Anything else declines
//! the launch (`unswitched`), and the whole-program runtime runs the original nest natively.
//!
//! Which way to analyse is predicted by reading every array as its own region far from the
//! others ([`predicted_side`]), the reading the launch-time tests need for the kernel anyway:
//! an alias test then says "apart". This module finds and specialises; it must not launch,
//! and a specialisation must not be run where the launch has not tested its branch (as
//! `unswitch.rs`'s).

use super::affine::{Atom, Poly};
use super::induction::Analysis;
use super::unswitch::{dropped_loops, with_branch_going, Assumed, MAX_CANDIDATES};
use lowered_ir::{BlockId, IntCmpOp, LoweredFunction, LoweredOp, RtValue, Terminator, Value};
use std::collections::HashMap;

/// The comparisons a row-computed branch reads, over the nest's outermost loop.
#[derive(Clone, Debug, PartialEq)]
pub struct RowTest {
    /// The header of the outermost loop: only a kernel whose outermost loop it is ranges
    /// its counter (`0 .. trips[0]`).
    pub header: BlockId,
    pub leaves: Vec<Leaf>,
}

/// One comparison `lhs op rhs`, each operand `c + s*k` at the outermost loop's iteration `k`
/// (`[c, s]`, polynomials of the function's arguments and values from before every loop).
#[derive(Clone, Debug, PartialEq)]
pub struct Leaf {
    /// The comparison's result (an `i8` of 0 or 1).
    pub value: Value,
    pub op: IntCmpOp,
    /// The operands' width in bits (32 or 64).
    pub bits: u32,
    pub lhs: [Poly; 2],
    pub rhs: [Poly; 2],
}

fn signed_op(op: IntCmpOp) -> bool {
    use IntCmpOp::*;
    matches!(op, LtS | GtS | LeS | GeS)
}

/// `a op b` on exact integers.
fn compare(op: IntCmpOp, a: i128, b: i128) -> bool {
    use IntCmpOp::*;
    match op {
        Eq => a == b,
        Ne => a != b,
        LtS | LtU => a < b,
        GtS | GtU => a > b,
        LeS | LeU => a <= b,
        GeS | GeU => a >= b,
    }
}

impl Leaf {
    /// The values an operand may take without wrapping, `lo..hi`, as the comparison reads
    /// its operands (their width and signedness).
    fn operand_range(&self) -> Option<(i128, i128)> {
        Some(match (self.bits, signed_op(self.op)) {
            (32, false) => (0i128, 1i128 << 32),
            (32, true) => (-(1i128 << 31), 1i128 << 31),
            (64, false) => (0, 1i128 << 64),
            (64, true) => (-(1i128 << 63), 1i128 << 63),
            _ => return None,
        })
    }

    /// The comparison over the iterations `0 .. n` (`n >= 1`) as the difference of its
    /// operands, the atoms read by `atom` (with the signedness the comparison reads its
    /// operands with); `None` where an operand cannot be read or leaves its type's range
    /// (linear in the counter: inside at both ends is inside throughout).
    pub(super) fn line(&self, n: u64, atom: &dyn Fn(Atom, bool) -> Option<i64>) -> Option<Line> {
        let signed = signed_op(self.op);
        let (lo, hi) = self.operand_range()?;
        let last = i128::from(n.checked_sub(1)?);
        let read = |a: Atom| atom(a, signed);
        let line = |[c, s]: &[Poly; 2]| -> Option<(i128, i128)> {
            let (c, s) = (i128::from(c.eval(&read)?), i128::from(s.eval(&read)?));
            let inside = |v: i128| lo <= v && v < hi;
            (inside(c) && inside(c + s * last)).then_some((c, s))
        };
        let ((lc, ls), (rc, rs)) = (line(&self.lhs)?, line(&self.rhs)?);
        Some(Line {
            value: self.value,
            op: self.op,
            d0: lc - rc,
            ds: ls - rs,
        })
    }

    /// The comparison's result in every iteration `0 .. n` (`n >= 1`), where it is one; the
    /// atoms read by `atom` (with the signedness the comparison reads its operands with).
    fn value_over(&self, n: u64, atom: &dyn Fn(Atom, bool) -> Option<i64>) -> Option<bool> {
        let line = self.line(n, atom)?;
        let last = n - 1;
        match self.op {
            // `l - r` is linear in the counter: 0 at both ends is 0 throughout, one sign at
            // both ends is never 0.
            IntCmpOp::Eq | IntCmpOp::Ne => {
                let (d0, d1) = (line.d(0).signum(), line.d(last).signum());
                (d0 == d1).then_some((d0 == 0) == (self.op == IntCmpOp::Eq))
            }
            // Where `l - r` is below (or above) a bound is a half-line: the same at both
            // ends, the same in between.
            _ => {
                let (first, last) = (line.at(0), line.at(last));
                (first == last).then_some(first)
            }
        }
    }
}

/// A comparison `d(k) op 0`, `d(k) = d0 + ds*k` the difference of its operands at iteration
/// `k` ([`Leaf::line`]).
pub(super) struct Line {
    pub value: Value,
    op: IntCmpOp,
    d0: i128,
    ds: i128,
}

impl Line {
    fn d(&self, k: u64) -> i128 {
        self.d0 + self.ds * i128::from(k)
    }

    /// The comparison's result at iteration `k`.
    pub fn at(&self, k: u64) -> bool {
        compare(self.op, self.d(k), 0)
    }

    /// The iterations in `0 .. n` around where `d` crosses 0: every iteration whose result
    /// differs from the one before it is among them, with that one before.
    pub fn turns(&self, n: u64) -> Vec<u64> {
        if self.ds == 0 {
            return Vec::new();
        }
        let root = (-self.d0).div_euclid(self.ds);
        (root - 1..=root + 2)
            .filter(|k| *k >= 0 && *k < i128::from(n))
            .map(|k| k as u64)
            .collect()
    }
}

impl RowTest {
    /// Each comparison's result, the same in every iteration `0 .. n` of the outermost loop,
    /// as the `i8` the comparison gives; `Err` names the first that is not known so.
    pub fn leaf_values(
        &self,
        n: u64,
        atom: &dyn Fn(Atom, bool) -> Option<i64>,
    ) -> Result<HashMap<Value, RtValue>, String> {
        let mut out = HashMap::new();
        for l in &self.leaves {
            let v = l.value_over(n, atom).ok_or_else(|| {
                format!(
                    "the comparison {} (of block{}'s loop) is not the same in all {n} iterations, or cannot be read",
                    l.value, self.header.0
                )
            })?;
            out.insert(l.value, RtValue::I8(u8::from(v)));
        }
        Ok(out)
    }
}

/// The condition `program` computes into `cond` from the comparisons' results `known`:
/// whether it is non-zero, where the program evaluates.
pub fn condition(
    program: &[lowered_ir::Inst],
    cond: Value,
    mut known: HashMap<Value, RtValue>,
) -> Option<bool> {
    for inst in program {
        let x = lowered_ir::eval_int_op(&inst.op, &|v| known.get(&v).copied())?;
        known.insert(*inst.results.first()?, x);
    }
    known.get(&cond)?.is_nonzero_int()
}

/// A branch [`row_candidates`] found: its block (index), its condition, the instructions
/// computing it from the comparisons (constants included), and the comparisons.
pub(super) struct RowCandidate {
    pub block: usize,
    pub cond: Value,
    pub program: Vec<lowered_ir::Inst>,
    pub test: RowTest,
}

/// Which comparisons a candidate's condition may read.
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Leaves {
    /// Both operands read a value of the call (an alias test's addresses): the same in
    /// every row where the arrays are apart.
    Addresses,
    /// At least one operand reads no value of the call (the counter against a constant or
    /// a size: `i == 0`, `i + 1 < m`): one way in the first rows, the other in the rest
    /// (`peel_rows.rs`).
    Bounds,
}

/// Builds a candidate's program and comparisons for one loop `outer`.
struct Finder<'a, 'f> {
    a: &'a mut Analysis<'f>,
    outer: usize,
    leaves_of: Leaves,
    program: Vec<lowered_ir::Inst>,
    leaves: Vec<Leaf>,
}

impl Finder<'_, '_> {
    /// `v` as `[c, s]` over `outer`'s counter, with atoms the launch reads (arguments and
    /// values from before every loop).
    fn linear(&mut self, v: Value) -> Option<[Poly; 2]> {
        let x = self.a.affine(v)?;
        if x.coeffs.keys().any(|l| *l != self.outer) {
            return None;
        }
        // An opaque value computed in the loop (the analysis reads a value it cannot
        // follow as one) is not one the launch reads.
        let outer = self.outer;
        let a = &*self.a;
        let plain = |x: &Atom| match x {
            Atom::Arg(_) => true,
            Atom::Opaque(n) => !a.defined_in(Value(*n), outer),
            _ => false,
        };
        if !x.atoms().iter().all(plain) {
            return None;
        }
        Some([x.constant.clone(), x.coeff(self.outer)])
    }

    fn visit(&mut self, v: Value, depth: usize) -> Option<()> {
        let v = self.a.canon(v);
        let seen = |r: &[Value]| r.contains(&v);
        if self.leaves.iter().any(|l| l.value == v) || self.program.iter().any(|i| seen(&i.results))
        {
            return Some(());
        }
        if depth > 16 || !self.a.defined_in(v, self.outer) {
            return None;
        }
        let op = self.a.op_of(v)?.clone();
        if let LoweredOp::IntCmp { op: cmp, lhs, rhs } = op {
            let bits = match self.a.ty(lhs)? {
                lowered_ir::LoweredType::I32 => 32,
                lowered_ir::LoweredType::I64 => 64,
                _ => return None,
            };
            // Both sides read a value of the call (an address each, as an alias test
            // compares): a comparison of the counter with a constant (a row's minimum
            // count for its vector loop, which a triangle's first rows fail) is not the
            // same in every row, and the launch would decline every time.
            let reads_call = |x: &[Poly; 2]| x.iter().any(|p| p.0.keys().any(|m| !m.is_empty()));
            if let (Some(l), Some(r)) = (self.linear(lhs), self.linear(rhs)) {
                let addresses = reads_call(&l) && reads_call(&r);
                if addresses != (self.leaves_of == Leaves::Addresses) {
                    return None;
                }
                self.leaves.push(Leaf {
                    value: v,
                    op: cmp,
                    bits,
                    lhs: l,
                    rhs: r,
                });
                return Some(());
            }
        }
        if !super::dependence::pure_int(&op) {
            return None;
        }
        for x in op.operands() {
            self.visit(x, depth + 1)?;
        }
        let mut inst = lowered_ir::Inst {
            op,
            results: vec![v],
        };
        for x in inst.op.operands_mut() {
            *x = self.a.canon(*x);
        }
        self.program.push(inst);
        Some(())
    }
}

/// The branches inside `f`'s one outermost loop on a condition computed in that loop from
/// comparisons of values linear in its counter (at least one that moves with it: one that
/// does not is `unswitch.rs`'s), at most [`MAX_CANDIDATES`], innermost first.
fn row_candidates(f: &LoweredFunction) -> Vec<RowCandidate> {
    let mut a = Analysis::new(f);
    let outermost: Vec<usize> = (0..a.forest.loops.len())
        .filter(|l| a.forest.loops[*l].parent.is_none())
        .collect();
    let [outer] = outermost[..] else {
        return Vec::new();
    };
    let mut out = candidates_in(&mut a, outer, Leaves::Addresses);
    out.truncate(MAX_CANDIDATES);
    out
}

/// The branches inside loop `outer` of `a`'s function on a condition computed in that loop
/// from comparisons (of the kind `leaves_of` names) of values linear in its counter, at
/// least one that moves with it, innermost first.
pub(super) fn candidates_in(
    a: &mut Analysis<'_>,
    outer: usize,
    leaves_of: Leaves,
) -> Vec<RowCandidate> {
    let f = a.f;
    let header = f.blocks[a.forest.loops[outer].header].id;
    let blocks = a.forest.loops[outer].blocks.clone();
    let depth = |a: &Analysis<'_>, b: usize| {
        a.forest
            .loops
            .iter()
            .filter(|l| l.blocks.contains(&b))
            .count()
    };
    let mut out = Vec::new();
    for bi in blocks {
        let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &f.blocks[bi].term
        else {
            continue;
        };
        if then_dest.block == else_dest.block {
            continue;
        }
        let mut finder = Finder {
            a,
            outer,
            leaves_of,
            program: Vec::new(),
            leaves: Vec::new(),
        };
        if finder.visit(*cond, 0).is_none() {
            continue;
        }
        let (program, leaves) = (finder.program, finder.leaves);
        let moves = leaves
            .iter()
            .any(|l| !l.lhs[1].is_zero() || !l.rhs[1].is_zero());
        if !moves {
            continue;
        }
        let cond = a.canon(*cond);
        out.push((
            depth(a, bi),
            RowCandidate {
                block: bi,
                cond,
                program,
                test: RowTest { header, leaves },
            },
        ));
    }
    out.sort_by_key(|(d, c)| (std::cmp::Reverse(*d), c.block));
    out.into_iter().map(|(_, c)| c).collect()
}

/// The way the branch goes where every argument and value from before the loops is an
/// array of its own, 64 MiB apart from the others (arguments in the slots 1-31 of a 32-bit
/// memory, other values in 32-62), at the first iteration: an alias test's "apart" side;
/// for a bound (`peel_rows.rs`), the side of the first row where sizes are large (`i ==
/// 0` and `i + 1 < m` are true there). `None` where the condition cannot be read so.
pub(super) fn predicted_side(c: &RowCandidate) -> Option<bool> {
    let apart = |a: Atom, _signed: bool| -> Option<i64> {
        match a {
            Atom::Arg(i) => Some((i64::from(i % 31) + 1) << 26),
            Atom::Opaque(v) => Some((i64::from(v % 31) + 32) << 26),
            _ => None,
        }
    };
    let known = c.test.leaf_values(1, &apart).ok()?;
    condition(&c.program, c.cond, known)
}

/// `f` analysed with a branch going one way where its sides are alternative loops (a side
/// drops a loop: a vectorised row's alias test), for each branch [`row_candidates`] finds:
/// the predicted side only ([`predicted_side`]), or both where there is none.
pub fn row_specialisations(f: &LoweredFunction) -> Vec<(LoweredFunction, Assumed)> {
    let mut out = Vec::new();
    for c in row_candidates(f) {
        let Terminator::Branch {
            then_dest,
            else_dest,
            ..
        } = &f.blocks[c.block].term
        else {
            continue;
        };
        let sides = match predicted_side(&c) {
            Some(taken) => vec![taken],
            None => vec![false, true],
        };
        for taken in sides {
            let g = with_branch_going(f, c.block, if taken { then_dest } else { else_dest });
            // A side must drop a loop inside the rows, never the rows' own loop: the
            // outermost loop's exit test compares its counter with a bound too, and with it
            // going to the exit the function ran one row and left (the rows' kernel gone, the
            // interpreter ran that row's inner loops itself; the sweep's `tile` at -O2
            // -msimd128 transposed the first row of each tile only).
            let dropped = dropped_loops(f, &g);
            if dropped.is_empty() || dropped.contains(&c.test.header) {
                continue;
            }
            out.push((
                g,
                Assumed {
                    cond: c.cond,
                    taken,
                    block: f.blocks[c.block].id,
                    program: c.program.clone(),
                    rows: Some(c.test.clone()),
                },
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto::unswitch::loop_header_params;
    use crate::auto::unswitch::tests::lowered;

    /// `for i < n: if (out + 4*i < a_end && a < out + 4*i + 4) { for j < 2: out[i] += a[j] }
    /// else { out[i] = 7 }`: the row's alias test against `a`'s two words, with a loop on one
    /// side only.
    const ROWS: &str = r#"(module (memory 1)
      (func (export "rows") (param $n i32) (param $out i32) (param $a i32) (local $i i32) (local $j i32) (local $p i32)
        (block $done (loop $next
          (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
          (local.set $p (i32.add (local.get $out) (i32.shl (local.get $i) (i32.const 2))))
          (if (i32.and
                (i32.lt_u (local.get $p) (i32.add (local.get $a) (i32.const 8)))
                (i32.lt_u (local.get $a) (i32.add (local.get $p) (i32.const 4))))
            (then
              (local.set $j (i32.const 0))
              (block $d2 (loop $n2
                (br_if $d2 (i32.ge_s (local.get $j) (i32.const 2)))
                (i32.store (local.get $p) (i32.add (i32.load (local.get $p))
                  (i32.load (i32.add (local.get $a) (i32.shl (local.get $j) (i32.const 2))))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $n2))))
            (else (i32.store (local.get $p) (i32.const 7))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $next)))))"#;

    #[test]
    fn an_alias_test_per_row_is_predicted_apart_and_drops_the_other_loop() {
        let f = lowered(ROWS);
        let found = row_candidates(&f);
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        let c = &found[0];
        assert_eq!(c.test.leaves.len(), 2);
        // Apart, `out + 4i < a + 8 && a < out + 4i + 4` is false: the `else` side.
        assert_eq!(predicted_side(c), Some(false));
        let specs = row_specialisations(&f);
        assert_eq!(specs.len(), 1);
        let (g, assumed) = &specs[0];
        assert!(!assumed.taken);
        assert_eq!(loop_header_params(g).0 + 1, loop_header_params(&f).0);
    }

    #[test]
    fn the_launch_reads_the_test_at_both_ends_of_the_rows() {
        let f = lowered(ROWS);
        let c = &row_candidates(&f)[0];
        // Arguments: n, out, a.
        let read = |out: i64, a: i64| {
            move |x: Atom, _signed: bool| match x {
                Atom::Arg(1) => Some(out),
                Atom::Arg(2) => Some(a),
                _ => None,
            }
        };
        let at = |out, a, n| {
            c.test
                .leaf_values(n, &read(out, a))
                .ok()
                .and_then(|k| condition(&c.program, c.cond, k))
        };
        // `a` far above every row: apart in all of them.
        assert_eq!(at(0, 4096, 100), Some(false));
        // `a` inside row 50's word: the test is true there and false elsewhere, so not the
        // same in every row.
        assert_eq!(at(0, 200, 100), None);
        // `a` on the first row only, one row: true throughout.
        assert_eq!(at(0, 0, 1), Some(true));
        // A row address past 2^32 wraps: not read.
        assert_eq!(at(0xffff_fff0, 4096, 100), None);
    }
}
