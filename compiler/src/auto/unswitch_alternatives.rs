//! Launch-time unswitching of a branch fixed before the nest whose two sides are alternative
//! loops: clang's run-time alias test hoisted out of a vectorised nest (`-O2 -msimd128`,
//! PolyBench's jacobi-2d and fdtd-2d compare the arrays' bounds once, before the sweep, and
//! every row then runs either its vector loop or its scalar loop). With both loops in the
//! row, the row is one thread's work: a kernel makes one child loop its threads, not two that
//! are alternatives. With the branch going either way the row has one child loop, which the
//! plan can make a second thread dimension.
//!
//! Unlike `unswitch_rows.rs`, nothing here predicts the side: the whole-program runtime
//! outlines the sweep into a function of its own, and the condition reaches it as an
//! argument. Both sides are analysed ([`alternatives`]), and each call runs the form whose
//! branch its arguments take (`offload::AutoFunction::for_call`) before any of its code
//! runs, so only a condition computed from the function's parameters alone (integer
//! arithmetic, [`Assumed::program`]) qualifies. A form means what the function means
//! wherever its branch goes its way: it only drops the blocks that then never run
//! (`unswitch::with_branch_going`). This module finds and specialises; it must not launch,
//! and it must not choose a form for a call (that reads the arguments).

use super::unswitch::{
    candidates, dropped_loops, loop_header_params, parameter_candidates, with_branches_going,
    Assumed, Candidate,
};
use lowered_ir::{
    BlockCall, BlockId, ConvOp, IntCmpOp, LoweredFunction, LoweredOp, Terminator, Value,
};

/// Both forms of `f` for each condition computed from the parameters alone on which
/// branches inside its loops go, where with all of them going either way a loop drops, as
/// `[else side, then side]`, at most [`super::unswitch::MAX_CANDIDATES`] branches. Every
/// branch on the condition goes the same way in a form (clang tests a hoisted alias test
/// again after the vector loop, to skip the remainder).
pub fn alternatives(f: &LoweredFunction) -> Vec<[(LoweredFunction, Assumed); 2]> {
    forms(f, &parameter_candidates(f))
}

/// For `detect`, which reports a function as written (its nests' values from before the
/// loops not yet the parameters of a region of their own): each branch inside `f`'s loops
/// on a condition fixed before them whose sides are alternative loops, with the headers of
/// the loops each side drops (`[else side, then side]`).
pub fn alternative_loops(f: &LoweredFunction) -> Vec<(BlockId, [Vec<BlockId>; 2])> {
    forms(f, &candidates(f))
        .into_iter()
        .map(|[(e, assumed), (t, _)]| (assumed.block, [dropped_loops(f, &e), dropped_loops(f, &t)]))
        .collect()
}

/// The value whose being non-zero a candidate's condition tests, through zero-extensions
/// and comparisons with 0, and whether the condition is its negation: clang branches once
/// on `icmp eq x, 0` and once on `x` itself for one hoisted alias test `x`.
fn root(c: &Candidate) -> (Value, bool) {
    let def = |v: Value| c.program.iter().find(|i| i.results.first() == Some(&v));
    let zero = |v: Value| def(v).is_some_and(|i| matches!(i.op, LoweredOp::IConst { bits: 0, .. }));
    let (mut v, mut negated) = (c.cond, false);
    while let Some(inst) = def(v) {
        match inst.op {
            LoweredOp::Convert {
                op: ConvOp::Uextend,
                arg,
                ..
            } => v = arg,
            LoweredOp::IntCmp { op, lhs, rhs }
                if zero(rhs) && matches!(op, IntCmpOp::Eq | IntCmpOp::Ne) =>
            {
                negated ^= op == IntCmpOp::Eq;
                v = lhs;
            }
            _ => break,
        }
    }
    (v, negated)
}

/// Both forms of `f` for each condition of `found` whose branches going either way drop a
/// loop.
fn forms(f: &LoweredFunction, found: &[Candidate]) -> Vec<[(LoweredFunction, Assumed); 2]> {
    let (loops, _) = loop_header_params(f);
    let roots: Vec<(Value, bool)> = found.iter().map(root).collect();
    let mut out = Vec::new();
    for (n, c) in found.iter().enumerate() {
        if roots[..n].iter().any(|(r, _)| *r == roots[n].0) {
            continue;
        }
        let side = |taken: bool| {
            // Every branch on the same test goes the way `c` going to `taken` sends it.
            let going: Vec<(usize, BlockCall)> = (found.iter().zip(&roots))
                .filter(|(_, (r, _))| *r == roots[n].0)
                .filter_map(|(d, (_, negated))| {
                    let goes = taken ^ (*negated != roots[n].1);
                    match &f.blocks[d.block].term {
                        Terminator::Branch {
                            then_dest,
                            else_dest,
                            ..
                        } => Some((d.block, if goes { then_dest } else { else_dest }.clone())),
                        _ => None,
                    }
                })
                .collect();
            let g = with_branches_going(f, &going);
            (loop_header_params(&g).0 < loops).then(|| (g, c.assumed(f, taken)))
        };
        if let (Some(a), Some(b)) = (side(false), side(true)) {
            out.push([a, b]);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auto::offload::AutoFunction;
    use crate::auto::unswitch::tests::lowered;
    use lowered_ir::RtValue;

    /// `for i < n: if (apart) { for j < m: out[i][j] = 2*j } else { for j < m: out[i][j] = 3*j }`
    /// with `apart` an argument: a hoisted test choosing between two row loops.
    const HOISTED: &str = r#"(module (memory 1)
      (func (export "rows") (param $n i32) (param $m i32) (param $apart i32) (param $out i32)
        (local $i i32) (local $j i32) (local $row i32)
        (block $done (loop $next
          (br_if $done (i32.ge_s (local.get $i) (local.get $n)))
          (local.set $row (i32.add (local.get $out) (i32.mul (local.get $i) (i32.shl (local.get $m) (i32.const 2)))))
          (local.set $j (i32.const 0))
          (if (local.get $apart)
            (then (block $a (loop $ja
              (br_if $a (i32.ge_s (local.get $j) (local.get $m)))
              (i32.store (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2))) (i32.shl (local.get $j) (i32.const 1)))
              (local.set $j (i32.add (local.get $j) (i32.const 1)))
              (br $ja))))
            (else (block $b (loop $jb
              (br_if $b (i32.ge_s (local.get $j) (local.get $m)))
              (i32.store (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2))) (i32.mul (local.get $j) (i32.const 3)))
              (local.set $j (i32.add (local.get $j) (i32.const 1)))
              (br $jb)))))
          (local.set $i (i32.add (local.get $i) (i32.const 1)))
          (br $next)))))"#;

    #[test]
    fn a_hoisted_branch_between_row_loops_gives_two_forms_a_call_chooses_between() {
        let f = lowered(HOISTED);
        let found = alternatives(&f);
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        let [(else_form, else_assumed), (then_form, then_assumed)] =
            found.into_iter().next().unwrap();
        assert!(!else_assumed.taken && then_assumed.taken);
        let (loops, _) = loop_header_params(&f);
        assert_eq!(loops, 3);
        assert_eq!(loop_header_params(&else_form).0, 2);
        assert_eq!(loop_header_params(&then_form).0, 2);
        // Each form is a grid (the row and its one loop); the function as written has a
        // thread per row at most.
        let dims = |a: &AutoFunction| {
            (a.outlined.iter())
                .filter(|o| o.outer_loops.is_empty())
                .map(|o| o.dims.len())
                .max()
                .unwrap_or(0)
        };
        let plain = AutoFunction::new(f);
        assert_eq!(dims(&plain), 1);
        let else_auto = AutoFunction::new(else_form).assuming(vec![else_assumed]);
        let then_auto = AutoFunction::new(then_form).assuming(vec![then_assumed]);
        assert_eq!((dims(&else_auto), dims(&then_auto)), (2, 2));
        let both = else_auto.with_alternatives(vec![then_auto]);
        let args = |apart: u32| [4, 8, apart, 1024].map(RtValue::I32).to_vec();
        // A call picks the form its argument takes: the else side for 0, the then side
        // for any other value.
        assert!(!both.for_call(&args(0)).assumed[0].taken);
        assert!(both.for_call(&args(1)).assumed[0].taken);
        assert!(both.for_call(&args(0xffff_fff9)).assumed[0].taken);
    }

    /// clang tests a hoisted alias test twice in a row: before the vector loop, and after it
    /// to skip the remainder. `if (apart) { loop a }; if (!apart) { loop b }`: with only one
    /// of the branches fixed, the other loop stays reachable; both go together.
    #[test]
    fn every_branch_on_the_condition_goes_the_same_way() {
        let src = HOISTED.replace(
            "(br $ja))))\n            (else (block $b",
            "(br $ja)))))\n          (if (local.get $apart) (then) (else (block $b",
        );
        assert_ne!(src, HOISTED);
        let f = lowered(&src);
        let found = alternatives(&f);
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        for (form, _) in &found[0] {
            assert_eq!(loop_header_params(form).0, 2);
        }
    }

    /// A branch on a value a loop computes, or on memory, is no candidate: a call cannot
    /// read it from its arguments.
    #[test]
    fn a_branch_on_a_loaded_value_has_no_alternatives() {
        let src = HOISTED.replace(
            "(if (local.get $apart)",
            "(if (i32.load (local.get $apart))",
        );
        assert!(alternatives(&lowered(&src)).is_empty());
    }

    /// clang's vectorised row with a scalar tail: `x == 0` skips the vector loop and `x`
    /// skips the scalar loop, one hoisted test read two ways. Each alone keeps a loop on
    /// one side; both going together, each side drops one. [`HOISTED`] with its `if` split
    /// in two.
    fn two_ways() -> String {
        HOISTED
            .replace("(if (local.get $apart)", "(if (i32.eqz (local.get $apart))")
            .replace("(then (block $a", "(then) (else (block $a")
            .replace("(br $ja))))", "(br $ja)))))")
            .replace(
                "(else (block $b",
                "(if (local.get $apart) (then) (else (block $b",
            )
    }

    #[test]
    fn branches_on_a_test_and_on_its_negation_go_together() {
        let f = lowered(&two_ways());
        assert_eq!(loop_header_params(&f).0, 3);
        let found = alternatives(&f);
        assert_eq!(found.len(), 1, "{}", lowered_ir::print_function(&f));
        let [(else_form, else_assumed), (then_form, then_assumed)] =
            found.into_iter().next().unwrap();
        assert_ne!(else_assumed.taken, then_assumed.taken);
        assert_eq!(loop_header_params(&else_form).0, 2);
        assert_eq!(loop_header_params(&then_form).0, 2);
        let plain = AutoFunction::new(f);
        let both = AutoFunction::new(else_form)
            .assuming(vec![else_assumed])
            .with_alternatives(vec![
                AutoFunction::new(then_form).assuming(vec![then_assumed])
            ]);
        // Each call's form keeps the one loop its `apart` runs, and means what `plain` does.
        for apart in [0u32, 1] {
            let args = [5, 3, apart, 1024].map(RtValue::I32).to_vec();
            let form = both.for_call(&args);
            assert_eq!(loop_header_params(&form.f).0, 2);
            let mut ours = vec![0u8; 65536];
            let mut theirs = vec![0u8; 65536];
            let mut interp = lowered_ir::Interpreter::new();
            interp.call(&form.f, &args, &mut ours).expect("form");
            interp.call(&plain.f, &args, &mut theirs).expect("plain");
            assert!(ours == theirs, "apart = {apart}");
        }
    }
}
