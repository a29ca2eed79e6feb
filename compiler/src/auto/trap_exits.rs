//! Checks that trap, seen by the loop analysis as what they are. A loop with a check in its
//! body (`if (b[i] == 0) __builtin_trap();`, `if (b[i] == 0) abort();`, `assert(i < len)`,
//! Rust's bounds checks) branches to a block that only ends in a trap (after calling
//! `abort`, `__assert_fail` or a panic function, which never return). That block lies
//! outside the loop, so the loop had two exits and was not counted: every such loop stayed
//! on the CPU. [`fold`] turns each branch to such a block into a `trap_if` on the branch's
//! condition followed by a jump to the other side, and drops the trap-only blocks nothing
//! reaches any more: the loop has one exit, and its kernel traps where the check fails.
//!
//! The folded function is for analysing and outlining only: the kernel traps instead of
//! calling `abort` or printing the assertion, and a kernel that traps is rerun on the CPU from
//! the memory as it was before the launch (`offload.rs`), where the original code makes the
//! calls, prints what it prints and ends the program as it does. This module must not be
//! used on the code the CPU runs.

use crate::lowered_emit::Emitter;
use lowered_ir::{
    BlockId, Inst, IntCmpOp, LoweredFunction, LoweredOp, LoweredType, Terminator, TrapKind,
};
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

/// `f` with every two-way branch to a block that only traps folded into a `trap_if`
/// ([`self`]); `f` itself when there is none.
pub fn fold(f: &LoweredFunction) -> Cow<'_, LoweredFunction> {
    let trap_only: HashMap<BlockId, TrapKind> = f
        .blocks
        .iter()
        .filter_map(|b| match b.term {
            Terminator::Trap { kind } => Some((b.id, kind)),
            _ => None,
        })
        .collect();
    if trap_only.is_empty() {
        return Cow::Borrowed(f);
    }
    // Each branch with one side that only traps: its block, the trap, the condition, whether
    // it traps where the condition is zero, and the other side.
    let mut sites = Vec::new();
    for (bi, b) in f.blocks.iter().enumerate() {
        let Terminator::Branch {
            cond,
            then_dest,
            else_dest,
        } = &b.term
        else {
            continue;
        };
        let trap = |d: BlockId| trap_only.get(&d).copied().filter(|_| d != b.id);
        match (trap(then_dest.block), trap(else_dest.block)) {
            (Some(kind), None) => sites.push((bi, kind, *cond, false, else_dest.clone())),
            (None, Some(kind)) => sites.push((bi, kind, *cond, true, then_dest.clone())),
            _ => {}
        }
    }
    if sites.is_empty() {
        return Cow::Borrowed(f);
    }
    let mut g = f.clone();
    for (bi, kind, cond, on_zero, rest) in sites {
        let ty = g.value_type(cond).unwrap_or(LoweredType::I32);
        let mut e = Emitter::new(&mut g.value_types);
        let trap_cond = if on_zero {
            let zero = e.iconst(ty, 0);
            e.cmp(IntCmpOp::Eq, cond, zero)
        } else {
            cond
        };
        e.insts.push(Inst {
            results: Vec::new(),
            op: LoweredOp::TrapIf {
                cond: trap_cond,
                kind,
            },
        });
        let b = &mut g.blocks[bi];
        b.insts.extend(e.insts);
        b.term = Terminator::Jump(rest);
    }
    // The trap-only blocks no branch reaches any more.
    let reached: HashSet<BlockId> = g
        .blocks
        .iter()
        .flat_map(|b| b.term.successors().into_iter().map(|s| s.block))
        .collect();
    let entry = g.blocks.first().map(|b| b.id);
    g.blocks.retain(|b| {
        Some(b.id) == entry || !trap_only.contains_key(&b.id) || reached.contains(&b.id)
    });
    Cow::Owned(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_branch_to_a_trap_becomes_a_trap_if_and_the_loop_one_exit() {
        // for i in 0..n { if b[i] == 0 trap; c[i] = 1 }: the check's block traps.
        let text = r#"
function @f(i32, i32) -> () {
block0(v0: i32, v1: i32):
  v2: i32 = iconst 0x0
  jump block1(v2)
block1(v3: i32):
  v4: i32 = iconst 0x2
  v5: i32 = ishl v3, v4
  v6: i32 = iadd v1, v5
  bounds_check v6, offset 0, size 4
  v8: i32 = load.i32 v6, offset 0
  v9: i8 = icmp eq v8, v2
  v10: i32 = uextend v9
  brif v10, block3(), block2()
block2():
  v11: i32 = iconst 0x1
  store.i32 v11, v6, offset 0
  v13: i32 = iadd v3, v11
  v14: i8 = icmp ne v13, v0
  v15: i32 = uextend v14
  brif v15, block1(v13), block4()
block3():
  trap unreachable
block4():
  return
}
"#;
        let f = lowered_ir::parse_function(text).expect("parse");
        let folded = fold(&f);
        assert!(matches!(folded, Cow::Owned(_)));
        assert!(folded
            .blocks
            .iter()
            .all(|b| !matches!(b.term, Terminator::Trap { .. })));
        let b1 = folded.block(BlockId(1)).expect("block1");
        assert!(matches!(
            b1.insts.last().map(|i| &i.op),
            Some(LoweredOp::TrapIf { .. })
        ));
        let mut report = crate::auto::FunctionReport {
            name: "f".into(),
            index: 0,
            signature: String::new(),
            verdict: crate::auto::FunctionVerdict::Rejected,
            reasons: Vec::new(),
            loops: Vec::new(),
            kernels: Vec::new(),
        };
        crate::auto::analyse(&f, &mut report);
        assert_eq!(report.kernels.len(), 1, "{report:?}");
        // Nothing to fold: the same function.
        let plain = lowered_ir::parse_function("function @g() -> () {\nblock0():\n  return\n}\n")
            .expect("parse");
        assert!(matches!(fold(&plain), Cow::Borrowed(_)));
    }
}
