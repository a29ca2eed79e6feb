//! Exit tests before an empty latch, seen as the tests at the loop's end that they are.
//! clang ends some loops with `br_if $exit` and then `br $loop` (a loop whose body ends in
//! an exit test it shares with other code, an image loop after a select chain): Cranelift
//! gives the `br $loop` a block of its own that holds nothing but the jump back. The exit
//! test is then in the block before the latch, "in the middle of the body", and the loop was
//! not counted although it tests after its whole body. [`thread`] sends each branch to such
//! a block straight to the loop header with the block's arguments and drops the block: the
//! block that tests becomes the latch.
//!
//! The result is the same program (an empty block adds nothing), for analysing and
//! outlining only, as [`super::trap_exits::fold`]'s; it must not change any block that holds
//! an instruction, and it leaves blocks that other blocks also reach alone.

use super::loops::Cfg;
use lowered_ir::{BlockCall, LoweredFunction, Terminator};
use std::borrow::Cow;
use std::collections::HashSet;

/// `f` with every empty latch reached from one two-way branch bypassed ([`self`]); `f`
/// itself when there is none.
pub fn thread(f: &LoweredFunction) -> Cow<'_, LoweredFunction> {
    let cfg = Cfg::new(f);
    // (branching block, empty latch, the latch's jump)
    let mut sites: Vec<(usize, usize, BlockCall)> = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate().skip(1) {
        let Terminator::Jump(to) = &b.term else {
            continue;
        };
        if !b.insts.is_empty() || !b.params.is_empty() || to.block == b.id {
            continue;
        }
        let [p] = cfg.preds[bi][..] else { continue };
        let Some(header) = cfg.index(to.block) else {
            continue;
        };
        // A back edge: the header dominates the branching block (both reachable).
        if cfg.idom[p].is_none() || !cfg.dominates(header, p) {
            continue;
        }
        let Terminator::Branch {
            then_dest,
            else_dest,
            ..
        } = &f.blocks[p].term
        else {
            continue;
        };
        if (then_dest.block == b.id) == (else_dest.block == b.id) {
            continue;
        }
        sites.push((p, bi, to.clone()));
    }
    if sites.is_empty() {
        return Cow::Borrowed(f);
    }
    let mut g = f.clone();
    let mut dropped = HashSet::new();
    for (p, latch, to) in sites {
        let id = g.blocks[latch].id;
        if let Terminator::Branch {
            then_dest,
            else_dest,
            ..
        } = &mut g.blocks[p].term
        {
            for d in [then_dest, else_dest] {
                if d.block == id {
                    *d = to.clone();
                }
            }
        }
        dropped.insert(id);
    }
    g.blocks.retain(|b| !dropped.contains(&b.id));
    Cow::Owned(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exit_test_before_an_empty_latch_becomes_the_latch() {
        // for i in 0..n { a[i] = 1 }, tested in block2, whose latch block3 only jumps back.
        let text = r#"
function @f(i32, i32) -> () {
block0(v0: i32, v1: i32):
  v2: i32 = iconst 0x0
  jump block1(v2)
block1(v3: i32):
  v4: i32 = iconst 0x2
  v5: i32 = ishl v3, v4
  v6: i32 = iadd v1, v5
  v7: i32 = iconst 0x1
  store.i32 v7, v6, offset 0
  jump block2()
block2():
  v9: i32 = iadd v3, v7
  v10: i8 = icmp eq v9, v0
  v11: i32 = uextend v10
  brif v11, block4(), block3()
block3():
  jump block1(v9)
block4():
  return
}
"#;
        let f = lowered_ir::parse_function(text).expect("parse");
        let before = super::super::induction::Analysis::new(&f).counted(0);
        assert!(before.is_err_and(|e| e.contains("middle of the body")));
        let g = thread(&f);
        assert!(matches!(g, Cow::Owned(_)));
        assert_eq!(g.blocks.len(), f.blocks.len() - 1);
        let mut a = super::super::induction::Analysis::new(&g);
        let c = a.counted(0).expect("counted once the test is the latch's");
        assert_eq!(c.trip.div, 1);
        // The same program, run by the reference interpreter: the same bytes written.
        for n in [1i32, 5] {
            let run = |h: &LoweredFunction| {
                let mut mem = vec![0u8; 64];
                let args = [
                    lowered_ir::interp::RtValue::from_i32(n),
                    lowered_ir::interp::RtValue::from_i32(8),
                ];
                lowered_ir::interp::run_function(h, &args, &mut mem).expect("runs");
                mem
            };
            let written = run(&f);
            assert_eq!(written, run(&g));
            assert_eq!(written[8 + 4 * (n as usize - 1)], 1);
        }
        // A latch that holds an instruction, or that two blocks reach, is left alone.
        let busy = text.replace(
            "block3():\n  jump",
            "block3():\n  v12: i32 = iconst 0x3\n  jump",
        );
        let f = lowered_ir::parse_function(&busy).expect("parse");
        assert!(matches!(thread(&f), Cow::Borrowed(_)));
    }
}
