//! Locals a loop region reads that its function sets once, before the region, from its own
//! parameters: clang's hoisted `n - 1` or `4 * n`. The region's own function (a nest, its
//! prefix, its backups) gets them as parameters like any other local; it recomputes them at
//! its entry from the parameters they came from, so the loop analysis of the nest sees
//! `p6 = p0 - 1` rather than two unrelated values (an image loop over `y < h` clamped to row
//! `h - 1` is then ranged inside the image). The recomputed value equals the passed one:
//! the set runs on every path to the region and nothing else writes the local or its
//! operands.
//!
//! This module only finds such locals; `rewrite.rs` writes the recomputation. It must not
//! take an expression that reads memory, globals, or a local written anywhere in the function.

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
    let mut writes: std::collections::HashMap<u32, u32> = Default::default();
    for (op, _) in ops {
        if let Operator::LocalSet { local_index } | Operator::LocalTee { local_index } = op {
            *writes.entry(*local_index).or_default() += 1;
        }
    }
    // The innermost frame of each operator (0: the function's body) and each frame's parent.
    // An `else` starts a frame of its own: its code does not run after the `then` part's.
    let mut parent: Vec<usize> = vec![0];
    let mut stack: Vec<usize> = vec![0];
    let mut frame_of: Vec<usize> = Vec::with_capacity(ops.len());
    for (op, _) in ops {
        frame_of.push(*stack.last().unwrap_or(&0));
        match op {
            Operator::Block { .. }
            | Operator::Loop { .. }
            | Operator::If { .. }
            | Operator::Try { .. }
            | Operator::TryTable { .. } => {
                parent.push(*stack.last().unwrap_or(&0));
                stack.push(parent.len() - 1);
            }
            Operator::Else => {
                stack.pop();
                parent.push(*stack.last().unwrap_or(&0));
                stack.push(parent.len() - 1);
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
    let unwritten_param = |l: u32| l < params && !writes.contains_key(&l) && used.contains(&l);
    let mut out = Vec::new();
    for (i, (op, _)) in ops[..start].iter().enumerate() {
        let Operator::LocalSet { local_index: l } = op else {
            continue;
        };
        if *l < params
            || writes.get(l) != Some(&1)
            || !used.contains(l)
            || !enclosing.contains(&frame_of[i])
        {
            continue;
        }
        if let Some(expr) = expression(&ops[..i], &unwritten_param) {
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
            | Operator::I32And
            | Operator::I32Or
            | Operator::I32Xor
            | Operator::I64Add
            | Operator::I64Sub
            | Operator::I64Mul
            | Operator::I64Shl
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

    /// `h - 1` set before the loop is recomputed; a local set twice, one set in an `if`
    /// whose `else` holds the loop, one from a written parameter, are not.
    #[test]
    fn locals_set_once_from_parameters_before_the_region() {
        let ops = body(
            r#"(module (func (param i32 i32 i32) (local i32 i32 i32 i32)
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
                      (i32.add (local.get 4) (i32.add (local.get 5) (local.get 6))))))))))"#,
        );
        let loop_at = ops
            .iter()
            .find(|(op, _)| matches!(op, Operator::Loop { .. }))
            .expect("loop")
            .1;
        let found = derived_inputs(&ops, 3, loop_at, &[0, 1, 2, 3, 4, 5, 6]);
        let locals: Vec<u32> = found.iter().map(|d| d.local).collect();
        assert_eq!(locals, vec![3]);
        assert_eq!(found[0].ops.len(), 3);
        // Without the parameter among the region's locals there is nothing to recompute from.
        assert!(derived_inputs(&ops, 3, loop_at, &[1, 2, 3, 4, 5, 6]).is_empty());
    }
}
