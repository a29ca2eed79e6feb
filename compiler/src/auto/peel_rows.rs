//! Rows split where a branch flips: a loop whose iterations (rows) compute a branch from
//! comparisons of the counter with constants or sizes (`i == 0`, `i + 1 < m`) goes one way in
//! its first rows and the other in the rest. clang -O3 makes such rows out of a triangle's
//! empty inner loop: PolyBench's `symm` gives the first row (no `k < i`) a loop of its own,
//! `trmm` the last (no `k > i`). With two alternative loops in the row, neither is a
//! dimension of one kernel (the plan makes one child loop the threads, not two that are
//! alternatives), and each row launched its own kernel (62 launches at SMALL).
//!
//! Each side becomes a part: a copy of the function whose rows skip the other side (the
//! branch goes straight to where the sides meet). Run one after the other, the part whose
//! side the first rows take and then the other, they do what the loop did wherever the rows
//! taking the first side come before every row taking the second ([`RowOrder`]), which the
//! launch tests, and where the rows do nothing outside the two sides but compute values:
//! both parts run that code in every row, the skipped ones too. Each part is a kernel at the
//! loop (interchanged, for the triangles: the columns are the threads and each runs the
//! rows in order), so the loop is one launch per part.
//!
//! This module finds the branch and builds the parts ([`peel_all`]); it must not launch or
//! decide at run time. Both parts keep every block the loop needs and every SSA number, as a
//! distribution's do (`distribute.rs`, whose launch machinery runs them).

use super::affine::Atom;
use super::distribute::Distributed;
use super::induction::Analysis;
use super::outline::outline_all;
use super::unswitch_rows::{
    candidates_in, condition, predicted_side, Leaves, RowCandidate, RowTest,
};
use lowered_ir::{BlockCall, BlockId, LoweredFunction, RtValue, Terminator, Value};
use std::collections::{BTreeSet, HashMap, HashSet};

/// The test a peeled loop's launch makes: over its rows `0 .. n`, the branch goes to its
/// `first` side (`then` where true) in a prefix of them and to the other side in the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct RowOrder {
    /// The comparisons the branch reads, over the loop's counter.
    pub test: RowTest,
    /// The integer instructions computing `cond` from the comparisons' results.
    pub program: Vec<lowered_ir::Inst>,
    pub cond: Value,
    /// The branch's block (for messages).
    pub block: BlockId,
    /// The side the first part runs: `true` for `then`.
    pub first: bool,
}

impl RowOrder {
    /// `Ok` where, over the rows `0 .. n`, every row whose branch goes to the second part's
    /// side comes after every row going to the first's; else why not (a comparison's
    /// operand wraps or cannot be read, or the sides interleave).
    pub fn holds(&self, n: u64, atom: &dyn Fn(Atom, bool) -> Option<i64>) -> Result<(), String> {
        if n == 0 {
            return Ok(());
        }
        let mut lines = Vec::new();
        for l in &self.test.leaves {
            lines.push(l.line(n, atom).ok_or_else(|| {
                format!(
                    "the comparison {} (of block{}'s loop) cannot be read over its {n} rows without wrapping",
                    l.value, self.test.header.0
                )
            })?);
        }
        // Between two of these rows no comparison changes its result.
        let mut rows: BTreeSet<u64> = BTreeSet::from([0]);
        for l in &lines {
            rows.extend(l.turns(n));
        }
        let mut second = false;
        for k in rows {
            let known: HashMap<Value, RtValue> = lines
                .iter()
                .map(|l| (l.value, RtValue::I8(u8::from(l.at(k)))))
                .collect();
            let goes = condition(&self.program, self.cond, known).ok_or_else(|| {
                format!(
                    "the branch of block{} cannot be computed in row {k}",
                    self.block.0
                )
            })?;
            if goes != self.first {
                second = true;
            } else if second {
                return Err(format!(
                    "the branch of block{} on {} goes to its {} side again in row {k}, after rows that went the other way",
                    self.block.0,
                    self.cond,
                    super::unswitch::side(self.first)
                ));
            }
        }
        Ok(())
    }
}

/// Every loop of `f` whose header is not in `in_kernel` (the blocks of its kernels) and whose
/// rows split where a branch flips, each as two parts, outermost first (a loop inside a
/// peeled one is not tried).
pub fn peel_all(f: &LoweredFunction, in_kernel: &HashSet<BlockId>) -> Vec<Distributed> {
    let (folded, reloads) = super::analysis_form(f);
    let f: &LoweredFunction = &folded;
    let mut a = Analysis::new(f);
    let mut order: Vec<usize> = (0..a.forest.loops.len()).collect();
    order.sort_by_key(|l| a.forest.loops[*l].depth);
    let mut out: Vec<Distributed> = Vec::new();
    for l in order {
        let header = a.cfg.ids[a.forest.loops[l].header];
        if in_kernel.contains(&header) || out.iter().any(|d| d.blocks.contains(&header)) {
            continue;
        }
        let found = candidates_in(&mut a, l, Leaves::Bounds)
            .into_iter()
            .filter(|c| a.forest.innermost[c.block] == Some(l))
            .take(super::unswitch::MAX_CANDIDATES)
            .find_map(|c| peeled(&a, l, &c, &reloads));
        out.extend(found);
    }
    out
}

/// Loop `l` split at candidate `c`'s branch, where both parts are kernels at the loop.
fn peeled(
    a: &Analysis<'_>,
    l: usize,
    c: &RowCandidate,
    reloads: &[super::reload::Reloaded],
) -> Option<Distributed> {
    let f = a.f;
    let lp = &a.forest.loops[l];
    let Terminator::Branch {
        then_dest,
        else_dest,
        ..
    } = &f.blocks[c.block].term
    else {
        return None;
    };
    let (then_b, else_b) = (a.cfg.index(then_dest.block)?, a.cfg.index(else_dest.block)?);
    // The blocks each side reaches in the row, and where they meet.
    let reach = |from: usize| -> BTreeSet<usize> {
        let mut seen = BTreeSet::new();
        let mut work = vec![from];
        while let Some(b) = work.pop() {
            if b == lp.header || !lp.blocks.contains(&b) || !seen.insert(b) {
                continue;
            }
            work.extend(a.cfg.succs[b].iter().copied());
        }
        seen
    };
    let (rt, re) = (reach(then_b), reach(else_b));
    let common: BTreeSet<usize> = rt.intersection(&re).copied().collect();
    let own = [
        rt.difference(&common).copied().collect::<BTreeSet<usize>>(),
        re.difference(&common).copied().collect::<BTreeSet<usize>>(),
    ];
    // The meeting block: the one block of both that a side's own block (or the branch)
    // enters.
    let entered = |b: &usize| {
        a.cfg.preds[*b]
            .iter()
            .any(|p| *p == c.block || own[0].contains(p) || own[1].contains(p))
    };
    let meets: Vec<usize> = common.iter().copied().filter(entered).collect();
    let [meet] = meets[..] else {
        return None;
    };
    // Each side leaves only through the meeting block: a side that went back to the header
    // or out of the loop on its own would, skipped, take the common code instead.
    let through_meet = |side: &BTreeSet<usize>| {
        side.iter().all(|b| {
            a.cfg.succs[*b]
                .iter()
                .all(|s| *s == meet || side.contains(s))
        })
    };
    if !own.iter().all(through_meet) {
        return None;
    }
    // Both parts run everything outside the sides in every row: it must only compute.
    let sides: BTreeSet<usize> = own[0].union(&own[1]).copied().collect();
    let computes = lp.blocks.iter().filter(|b| !sides.contains(b)).all(|b| {
        f.blocks[*b]
            .insts
            .iter()
            .all(|i| super::outline::pure(&i.op))
    });
    if !computes || own.iter().all(|s| s.is_empty()) {
        return None;
    }
    // Each part's branch goes straight to the meeting block on the side it skips, with the
    // arguments that side passes there: its own where the branch knows them, else the
    // other side's where they are the same values (a parameter passed around the side's
    // loop unchanged is the value from before it).
    let meet_id = f.blocks[meet].id;
    let into_meet = |side: usize| -> Option<Vec<Value>> {
        let mut calls: Vec<&BlockCall> = Vec::new();
        let dest = [then_dest, else_dest][side];
        if dest.block == meet_id {
            calls.push(dest);
        }
        for b in &own[side] {
            calls.extend(
                f.blocks[*b]
                    .term
                    .successors()
                    .into_iter()
                    .filter(|s| s.block == meet_id),
            );
        }
        let first = calls.first()?;
        calls
            .iter()
            .all(|x| x.args == first.args)
            .then(|| first.args.clone())
    };
    let known_at_branch = |side: usize, args: &[Value]| {
        args.iter().all(|v| {
            a.def_block(*v)
                .is_none_or(|d| !own[side].contains(&d) && a.cfg.dominates(d, c.block))
        })
    };
    let canon = |args: &[Value]| -> Vec<Value> { args.iter().map(|v| a.canon(*v)).collect() };
    let skip = |side: usize| -> Option<BlockCall> {
        let args = into_meet(side)?;
        if known_at_branch(side, &args) {
            return Some(BlockCall {
                block: meet_id,
                args,
            });
        }
        let other = into_meet(1 - side)?;
        (known_at_branch(side, &other) && canon(&other) == canon(&args)).then_some(BlockCall {
            block: meet_id,
            args: other,
        })
    };
    let mut parts = Vec::new();
    for (k, runs) in [true, false].into_iter().enumerate() {
        // The part running the `then` side skips the `else` side, and so on.
        let skipped = usize::from(runs);
        let call = skip(skipped)?;
        let mut g = f.clone();
        let Terminator::Branch {
            then_dest: t,
            else_dest: e,
            ..
        } = &mut g.blocks[c.block].term
        else {
            return None;
        };
        *(if runs { e } else { t }) = call;
        super::outline::drop_unreachable(&mut g);
        let header = a.cfg.ids[lp.header];
        let mut o = outline_all(&g, false, false)
            .into_iter()
            .flatten()
            .find(|o| o.header == header && o.outer_loops.is_empty() && o.only_its_groups())?;
        o.name = format!("L{l}.{}", k + 1);
        super::outline::name_for_the_host(&mut o, reloads);
        parts.push((runs, o));
    }
    // The side the first row takes where the values of the call are large and far apart
    // runs first; the launch tests the order with the real values.
    let first = predicted_side(c).unwrap_or(true);
    if !first {
        parts.reverse();
    }
    Some(Distributed {
        name: format!("L{l}"),
        header: a.cfg.ids[lp.header],
        blocks: lp.blocks.iter().map(|b| a.cfg.ids[*b]).collect(),
        arrays: parts
            .iter()
            .map(|(runs, _)| vec![format!("the {} side", super::unswitch::side(*runs))])
            .collect(),
        parts: parts.into_iter().map(|(_, o)| o).collect(),
        flow_ordered: false,
        reloaded: Vec::new(),
        peeled: Some(RowOrder {
            test: c.test.clone(),
            program: c.program.clone(),
            cond: c.cond,
            block: f.blocks[c.block].id,
            first,
        }),
    })
}

/// What `detect` says of a peeled loop.
pub fn describe(d: &Distributed, order: &RowOrder) -> String {
    format!(
        "peeling: the branch of block{} goes to one side in its first rows and to the other in the rest (a loop of its own for a row a triangle leaves empty), so it runs as {} (the rows taking the {} side) and then {} (the others), one launch each, every part skipping the other's side; the launch tests that the rows come in that order",
        order.block.0,
        d.parts[0].name,
        super::unswitch::side(order.first),
        d.parts[1].name,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto::unswitch::tests::lowered;
    use crate::auto::unswitch_rows::Leaf;
    use lowered_ir::IntCmpOp;

    /// `for i < n: if (i == 0) { for j < m: a[j] += j } else { for j < m: a[j] += a[i*m +
    /// j] }`: the first row has a loop of its own (clang -O3's symm); every row adds to the
    /// same cells, so the columns are threads that run the rows in order.
    const FIRST_ROW: &str = r#"(module (memory 1)
      (func (export "rows") (param $n i32) (param $m i32) (param $a i32) (local $i i32) (local $j i32) (local $p i32)
        (block $done (loop $next
          (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
          (local.set $j (i32.const 0))
          (if (i32.eqz (local.get $i))
            (then
              (block $d1 (loop $n1
                (br_if $d1 (i32.ge_s (local.get $j) (local.get $m)))
                (local.set $p (i32.add (local.get $a) (i32.shl (local.get $j) (i32.const 2))))
                (i32.store (local.get $p) (i32.add (i32.load (local.get $p)) (local.get $j)))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $n1))))
            (else
              (block $d2 (loop $n2
                (br_if $d2 (i32.ge_s (local.get $j) (local.get $m)))
                (local.set $p (i32.add (local.get $a) (i32.shl (local.get $j) (i32.const 2))))
                (i32.store (local.get $p) (i32.add (i32.load (local.get $p))
                  (i32.load (i32.add (local.get $a)
                    (i32.shl (i32.add (i32.mul (local.get $i) (local.get $m)) (local.get $j)) (i32.const 2))))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $n2)))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $next)))))"#;

    #[test]
    fn a_first_row_with_a_loop_of_its_own_is_peeled_into_two_kernels() {
        let f = lowered(FIRST_ROW);
        let found = peel_all(&f, &HashSet::new());
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        let d = &found[0];
        assert_eq!(d.parts.len(), 2);
        let order = d.peeled.as_ref().expect("peeled");
        // `i == 0` holds in the first row: its side runs first.
        assert_eq!(order.test.leaves.len(), 1);
        // Each part is a whole kernel at the rows' loop: its columns are threads that run
        // the rows in order (the other rows read the row before).
        for p in &d.parts {
            assert_eq!(p.header, d.header);
            assert!(p.outer_loops.is_empty());
            assert!(p.outer_in_order(), "{}", p.name);
        }
        let text = describe(d, order);
        assert!(text.starts_with("peeling: the branch of block"), "{text}");
    }

    #[test]
    fn a_side_that_goes_back_to_the_header_on_its_own_is_not_peeled() {
        // The first row's side ends with its own `i += 1; continue`: skipped, its rows
        // would take the common code to the header instead.
        let continued = FIRST_ROW.replacen(
            "(br $n1))))",
            "(br $n1))) (local.set $i (i32.add (local.get $i) (i32.const 1))) (br $next))",
            1,
        );
        assert_ne!(continued, FIRST_ROW);
        let f = lowered(&continued);
        assert!(
            peel_all(&f, &HashSet::new()).is_empty(),
            "{}",
            lowered_ir::print_function(&f)
        );
    }

    #[test]
    fn the_launch_tests_that_the_first_sides_rows_come_first() {
        let f = lowered(FIRST_ROW);
        let found = peel_all(&f, &HashSet::new());
        let order = found[0].peeled.clone().expect("peeled");
        let none = |_: Atom, _: bool| None;
        // `i == 0` over any number of rows: true in row 0 only, a prefix.
        for n in [0, 1, 2, 3, 1000] {
            assert_eq!(order.holds(n, &none), Ok(()), "{n} rows");
        }
        // The sides the other way round: rows 1.. would take the first part's side after
        // row 0 took the second's.
        let reversed = RowOrder {
            first: !order.first,
            ..order.clone()
        };
        assert_eq!(reversed.holds(1, &none), Ok(()));
        assert!(reversed.holds(2, &none).is_err());
    }

    #[test]
    fn a_comparison_that_is_true_in_one_middle_row_interleaves() {
        // `i == 5`: false, true in row 5, false again.
        let order = RowOrder {
            test: RowTest {
                header: BlockId(1),
                leaves: vec![Leaf {
                    value: Value(7),
                    op: IntCmpOp::Eq,
                    bits: 32,
                    lhs: [
                        super::super::affine::Poly::constant(0),
                        super::super::affine::Poly::constant(1),
                    ],
                    rhs: [
                        super::super::affine::Poly::constant(5),
                        super::super::affine::Poly::constant(0),
                    ],
                }],
            },
            program: Vec::new(),
            cond: Value(7),
            block: BlockId(1),
            first: false,
        };
        let none = |_: Atom, _: bool| None;
        assert_eq!(order.holds(5, &none), Ok(()));
        assert_eq!(order.holds(6, &none), Ok(()));
        assert!(order.holds(7, &none).is_err());
        // `i < 5` (true first) flips once.
        let lt = RowOrder {
            test: RowTest {
                leaves: vec![Leaf {
                    op: IntCmpOp::LtS,
                    ..order.test.leaves[0].clone()
                }],
                ..order.test.clone()
            },
            first: true,
            ..order.clone()
        };
        assert_eq!(lt.holds(100, &none), Ok(()));
        assert!(RowOrder { first: false, ..lt }.holds(100, &none).is_err());
    }
}
