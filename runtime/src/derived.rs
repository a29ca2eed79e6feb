//! Locals a loop region reads that its function computes before the region from other
//! values the region reads: clang's hoisted `n - 1` or `4 * n`. The region's own function (a
//! nest, its prefix, its backups) gets them as parameters like any other local; it
//! recomputes them at its entry from the values they came from, so the loop analysis of the
//! nest sees `p6 = p0 - 1` rather than two unrelated values (an image loop over `y < h`
//! clamped to row `h - 1` is then ranged inside the image; an unrolled loop's remainder
//! count `(n + 3*i + 3) & 3` is then the low bits of the count `n - i - 1`). Two kinds:
//! - set once in the function, in a frame around the region, from parameters the function
//!   never writes (the region may be inside a loop);
//! - where no loop encloses the region (it runs at most once per call, as in `main`), set
//!   or teed on every path to the region, from locals the region also reads, with nothing
//!   writing the local or its operands from there to the region's start (`n = argc > 1 ?
//!   atoi(argv[1]) : 17`, then `n + 3` and `n - 1`, in locals clang reuses elsewhere).
//!
//! Either way the recomputed value equals the value the local has at the region's entry.
//! This module only finds such locals; `rewrite.rs` writes the recomputation. It must not
//! take an expression that reads memory or globals, or a local that may change between the
//! set and the region.

use wasmparser::Operator;

/// The most operators a recomputed expression has.
const MAX_OPS: usize = 8;

/// A local the region reads, set once before it from the function's parameters: the
/// operators that compute it (their `local.get`s read parameters only).
#[derive(Debug, Clone)]
pub struct Derived<'a> {
    pub local: u32,
    pub ops: Vec<Operator<'a>>,
}

/// The locals among `used` (the region's) that are set exactly once in the function, by a
/// `local.set` before `region_start` (a byte offset of `ops`) in a frame that encloses the
/// region, from an expression of constants, integer arithmetic and parameters (the first
/// `params` locals) that the function never writes and the region also uses.
pub fn derived_inputs<'a>(
    ops: &[(Operator<'a>, usize)],
    params: u32,
    region_start: usize,
    used: &[u32],
) -> Vec<Derived<'a>> {
    // Where each local is written.
    let mut writes_at: std::collections::HashMap<u32, Vec<usize>> = Default::default();
    for (i, (op, _)) in ops.iter().enumerate() {
        if let Operator::LocalSet { local_index: l } | Operator::LocalTee { local_index: l } = op {
            writes_at.entry(*l).or_default().push(i);
        }
    }
    let writes = |l: u32| writes_at.get(&l).map_or(0, Vec::len);
    // The innermost frame of each operator (0: the function's body) and each frame's parent.
    // An `else` starts a frame of its own: its code does not run after the `then` part's.
    let mut parent: Vec<usize> = vec![0];
    let mut stack: Vec<usize> = vec![0];
    let mut frame_of: Vec<usize> = Vec::with_capacity(ops.len());
    // The operator that opens each frame (`None` for the body).
    let mut opened_at: Vec<Option<usize>> = vec![None];
    for (k, (op, _)) in ops.iter().enumerate() {
        frame_of.push(*stack.last().unwrap_or(&0));
        match op {
            Operator::Block { .. }
            | Operator::Loop { .. }
            | Operator::If { .. }
            | Operator::Try { .. }
            | Operator::TryTable { .. } => {
                parent.push(*stack.last().unwrap_or(&0));
                stack.push(parent.len() - 1);
                opened_at.push(Some(k));
            }
            Operator::Else => {
                stack.pop();
                parent.push(*stack.last().unwrap_or(&0));
                stack.push(parent.len() - 1);
                opened_at.push(Some(k));
            }
            Operator::End => {
                stack.pop();
            }
            _ => {}
        }
    }
    let Some(start) = ops.iter().position(|(_, o)| *o == region_start) else {
        return Vec::new();
    };
    let mut enclosing = vec![frame_of[start]];
    while let Some(&f) = enclosing.last() {
        if f == 0 {
            break;
        }
        enclosing.push(parent[f]);
    }
    let unwritten_param = |l: u32| l < params && writes(l) == 0 && used.contains(&l);
    let opened_by =
        |f: usize, what: fn(&Operator<'_>) -> bool| opened_at[f].is_some_and(|k| what(&ops[k].0));
    // The region runs at most once per call when no loop encloses it: then a set before it,
    // in a frame around it, runs before it and never again, and a local nothing writes from
    // that set to the region's start holds at the region's entry the value it had there
    // (the region's functions recompute entry values: what the region itself writes later
    // does not matter).
    let region_once = enclosing
        .iter()
        .all(|f| !opened_by(*f, |op| matches!(op, Operator::Loop { .. })));
    let unwritten_after = |m: u32, i: usize| {
        writes_at
            .get(&m)
            .is_none_or(|w| w.iter().all(|&j| j <= i || j >= start))
    };
    // Whether operator `i` runs on every path to the region: it lies in a frame around the
    // region, or in plain `block`s inside one with no branch from the outermost such block's
    // start up to it (clang's `local.tee` of `n - 1` at the head of a block that tests it).
    let on_every_path = |i: usize| {
        let mut f = frame_of[i];
        let mut from = None;
        while !enclosing.contains(&f) {
            if !opened_by(f, |op| matches!(op, Operator::Block { .. })) {
                return false;
            }
            from = opened_at[f];
            f = parent[f];
        }
        from.is_none_or(|k| {
            !ops[k..i].iter().any(|(op, _)| {
                matches!(
                    op,
                    Operator::Br { .. }
                        | Operator::BrIf { .. }
                        | Operator::BrTable { .. }
                        | Operator::Return
                        | Operator::Unreachable
                )
            })
        })
    };
    let mut out = Vec::new();
    for (i, (op, _)) in ops[..start].iter().enumerate() {
        let l = match op {
            Operator::LocalSet { local_index } => local_index,
            // A tee only where the rule below for a region run once applies.
            Operator::LocalTee { local_index } if region_once => local_index,
            _ => continue,
        };
        let teed = matches!(op, Operator::LocalTee { .. });
        let in_frame = enclosing.contains(&frame_of[i]);
        if *l < params || !used.contains(l) || !(in_frame || (region_once && on_every_path(i))) {
            continue;
        }
        // Set once in the function from parameters it never writes (the region may be in a
        // loop); or, where the region runs once per call, set last before it from locals it
        // also uses that nothing writes from here to its start (clang's `n + 3`, an
        // induction variable's start, from `n = argc > 1 ? atoi(argv[1]) : 17`, with both
        // locals reused elsewhere in the function).
        let once_from_params = writes(*l) == 1 && in_frame && !teed;
        let last_before = region_once && unwritten_after(*l, i);
        if !once_from_params && !last_before {
            continue;
        }
        // Not the local itself: `i = i - 3` read its value from before this set.
        let readable = |m: u32| {
            unwritten_param(m)
                || (last_before && m != *l && used.contains(&m) && unwritten_after(m, i))
        };
        if let Some(expr) = expression(&ops[..i], &readable) {
            out.push(Derived {
                local: *l,
                ops: expr,
            });
        }
    }
    out
}

/// The operators right before the end of `ops` that push one value: constants, reads of
/// locals `readable` accepts and integer arithmetic, at most [`MAX_OPS`].
fn expression<'a>(
    ops: &[(Operator<'a>, usize)],
    readable: &dyn Fn(u32) -> bool,
) -> Option<Vec<Operator<'a>>> {
    // Values still owed to the operators taken so far.
    let mut needed = 1i32;
    let mut at = ops.len();
    while needed > 0 {
        if ops.len() - at >= MAX_OPS || at == 0 {
            return None;
        }
        at -= 1;
        let (pops, pushes) = match &ops[at].0 {
            Operator::LocalGet { local_index } if readable(*local_index) => (0, 1),
            Operator::I32Const { .. } | Operator::I64Const { .. } => (0, 1),
            Operator::I32Add
            | Operator::I32Sub
            | Operator::I32Mul
            | Operator::I32Shl
            | Operator::I32ShrU
            | Operator::I32ShrS
            | Operator::I32And
            | Operator::I32Or
            | Operator::I32Xor
            | Operator::I64Add
            | Operator::I64Sub
            | Operator::I64Mul
            | Operator::I64Shl
            | Operator::I64ShrU
            | Operator::I64ShrS
            | Operator::I64And
            | Operator::I64Or
            | Operator::I64Xor => (2, 1),
            Operator::I64ExtendI32S | Operator::I64ExtendI32U | Operator::I32WrapI64 => (1, 1),
            _ => return None,
        };
        needed += pops - pushes;
    }
    Some(ops[at..].iter().map(|(op, _)| op.clone()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(wat: &str) -> Vec<(Operator<'static>, usize)> {
        let wasm: &'static [u8] = Box::leak(wat::parse_str(wat).expect("wat").into_boxed_slice());
        for payload in wasmparser::Parser::new(0).parse_all(wasm) {
            if let Ok(wasmparser::Payload::CodeSectionEntry(b)) = payload {
                let mut r = b.get_operators_reader().expect("ops");
                let mut out = Vec::new();
                while !r.eof() {
                    let (op, at) = r.read_with_offset().expect("op");
                    out.push((op, at));
                }
                return out;
            }
        }
        panic!("no body")
    }

    /// Inside a loop (the region runs many times per call): `h - 1` set before the region is
    /// recomputed; a local set twice, one set in an `if` whose `else` holds the region, one
    /// from a written parameter, are not.
    #[test]
    fn locals_set_once_from_parameters_before_the_region() {
        let ops = body(
            r#"(module (func (param i32 i32 i32) (local i32 i32 i32 i32)
              (loop
              (local.set 3 (i32.add (local.get 0) (i32.const -1)))
              (local.set 4 (i32.const 1))
              (local.set 4 (local.get 0))
              (local.set 2 (i32.const 7))
              (local.set 6 (i32.mul (local.get 2) (i32.const 4)))
              (if (local.get 1)
                (then (local.set 5 (i32.shl (local.get 0) (i32.const 2))))
                (else
                  (loop
                    (br_if 0 (i32.lt_s
                      (local.get 3)
                      (i32.add (local.get 4) (i32.add (local.get 5) (local.get 6)))))))))))"#,
        );
        let loop_at = ops
            .iter()
            .rfind(|(op, _)| matches!(op, Operator::Loop { .. }))
            .expect("loop")
            .1;
        let found = derived_inputs(&ops, 3, loop_at, &[0, 1, 2, 3, 4, 5, 6]);
        let locals: Vec<u32> = found.iter().map(|d| d.local).collect();
        assert_eq!(locals, vec![3]);
        assert_eq!(found[0].ops.len(), 3);
        // Without the parameter among the region's locals there is nothing to recompute from.
        assert!(derived_inputs(&ops, 3, loop_at, &[1, 2, 3, 4, 5, 6]).is_empty());
    }

    fn derived_at_loop(wat: &str, params: u32, used: &[u32]) -> Vec<u32> {
        let ops = body(wat);
        let loop_at = ops
            .iter()
            .rfind(|(op, _)| matches!(op, Operator::Loop { .. }))
            .expect("loop")
            .1;
        derived_inputs(&ops, params, loop_at, used)
            .iter()
            .map(|d| d.local)
            .collect()
    }

    /// In a region no loop encloses (`main`'s): `n`, set twice (a default, then a call's
    /// result), feeds `n + 3` (local 2, also set earlier) and `n - 1` (local 3, teed at the
    /// head of a block with no branch before it); both are recomputed, until local 2 is set
    /// from itself (`n + 4`, which only its value before that set gives). Local 4, set from a
    /// call after its expression, and local 5, teed after a `br_if` in its block, are not;
    /// nor is anything when the same code sits in a loop.
    #[test]
    fn locals_set_last_before_a_region_run_once() {
        let straight = r#"(module (func (param i32) (local i32 i32 i32 i32 i32)
              (local.set 1 (i32.const 17))
              (local.set 2 (i32.const 5))
              (block (br_if 0 (local.get 0)) (local.set 1 (call 0 (local.get 0))))
              (local.set 2 (i32.add (local.get 1) (i32.const 3)))
              (block (block
                (br_if 1 (i32.eqz (local.tee 3 (i32.add (local.get 1) (i32.const -1)))))))
              (local.set 4 (i32.shl (local.get 1) (i32.const 2)))
              (local.set 4 (call 0 (local.get 4)))
              (block
                (br_if 0 (local.get 0))
                (drop (local.tee 5 (i32.add (local.get 1) (i32.const 1)))))
              (local.set 2 (i32.add (local.get 2) (i32.const 1)))
              (loop
                (br_if 0 (i32.lt_s (local.get 2)
                  (i32.add (local.get 3) (i32.add (local.get 4) (local.get 5))))))))"#;
        assert_eq!(derived_at_loop(straight, 1, &[1, 2, 3, 4, 5]), vec![3]);
        // Without `n` among the region's locals there is nothing to recompute from.
        assert!(derived_at_loop(straight, 1, &[2, 3, 4, 5]).is_empty());
        let in_a_loop = r#"(module (func (param i32) (local i32 i32)
              (loop
                (local.set 1 (call 0 (local.get 0)))
                (local.set 2 (i32.add (local.get 1) (i32.const 3)))
                (loop (br_if 0 (i32.lt_s (local.get 2) (local.get 1))))
                (br_if 0 (local.get 0)))))"#;
        assert!(derived_at_loop(in_a_loop, 1, &[1, 2]).is_empty());
    }

    /// Shifts right are arithmetic too: clang's count of a loop unrolled by two over packed
    /// pixels, `(w >>u 1) * 6`, is recomputed from `w` (the image width the region also
    /// reads), so the region's analysis ranges the remainder column from `w`; a division
    /// (which may trap) is not taken.
    #[test]
    fn shifted_counts_are_recomputed_and_divisions_are_not() {
        let wat = r#"(module (func (param i32) (local i32 i32 i32)
              (local.set 1 (i32.mul (i32.shr_u (local.get 0) (i32.const 1)) (i32.const 6)))
              (local.set 2 (i32.shr_s (local.get 0) (i32.const 3)))
              (local.set 3 (i32.div_u (local.get 0) (i32.const 3)))
              (loop (br_if 0 (i32.lt_s (local.get 0)
                (i32.add (local.get 1) (i32.add (local.get 2) (local.get 3))))))))"#;
        assert_eq!(derived_at_loop(wat, 1, &[0, 1, 2, 3]), vec![1, 2]);
    }
}
