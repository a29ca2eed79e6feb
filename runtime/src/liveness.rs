//! Which locals of a wasm function body are live after a given instruction: backward
//! dataflow over the body's control-flow graph, one node per operator.
//!
//! The rewriter returns from an extracted loop only the locals it writes that are live after
//! the loop: returning a dead one would make its last value a loop-carried result and keep
//! a parallel loop sequential, and leaving out a live one would be a miscompile, so the
//! answer errs towards live (an operator this module does not model, such as exception
//! handling, makes every local live).
//!
//! This module only computes liveness; it must not change code.

use wasmparser::Operator;

/// A set of locals as bits.
#[derive(Clone, PartialEq, Eq)]
struct Bits(Vec<u64>);

impl Bits {
    fn new(n: usize) -> Bits {
        Bits(vec![0; n.div_ceil(64)])
    }
    fn all(n: usize) -> Bits {
        let mut b = Bits::new(n);
        for i in 0..n {
            b.insert(i as u32);
        }
        b
    }
    fn insert(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }
    fn remove(&mut self, i: u32) {
        self.0[i as usize / 64] &= !(1 << (i % 64));
    }
    fn contains(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }
    fn union(&mut self, other: &Bits) {
        for (a, b) in self.0.iter_mut().zip(&other.0) {
            *a |= b;
        }
    }
}

/// Liveness of one function body's locals at every operator.
pub struct Liveness {
    /// Live before each operator (index into the body's operators).
    live_in: Vec<Bits>,
}

impl Liveness {
    /// Computes liveness for `ops` (a whole body, its final `end` included) over
    /// `n_locals` locals (parameters first).
    pub fn new(ops: &[(Operator<'_>, usize)], n_locals: usize) -> Liveness {
        let n = ops.len();
        let succs = successors(ops);
        let mut uses = Vec::with_capacity(n);
        let mut defs: Vec<Option<u32>> = Vec::with_capacity(n);
        for (op, _) in ops {
            let (u, d) = match op {
                Operator::LocalGet { local_index } => (Some(*local_index), None),
                Operator::LocalSet { local_index } | Operator::LocalTee { local_index } => {
                    (None, Some(*local_index))
                }
                _ => (None, None),
            };
            uses.push(u);
            defs.push(d);
        }
        let unknown = |op: &Operator<'_>| {
            matches!(
                op,
                Operator::Try { .. }
                    | Operator::TryTable { .. }
                    | Operator::Catch { .. }
                    | Operator::CatchAll
                    | Operator::Delegate { .. }
                    | Operator::Rethrow { .. }
            )
        };
        let mut live_in: Vec<Bits> = (0..n).map(|_| Bits::new(n_locals)).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for i in (0..n).rev() {
                let mut out = Bits::new(n_locals);
                match &succs[i] {
                    Some(list) => {
                        for s in list {
                            out.union(&live_in[*s]);
                        }
                    }
                    None => out = Bits::all(n_locals),
                }
                if unknown(&ops[i].0) {
                    out = Bits::all(n_locals);
                }
                if let Some(d) = defs[i] {
                    out.remove(d);
                }
                if let Some(u) = uses[i] {
                    out.insert(u);
                }
                if out != live_in[i] {
                    live_in[i] = out;
                    changed = true;
                }
            }
        }
        Liveness { live_in }
    }

    /// Whether `local` may be read after control reaches operator `at` (before it runs).
    /// Past the last operator nothing is live.
    pub fn live_before(&self, at: usize, local: u32) -> bool {
        self.live_in.get(at).is_some_and(|b| b.contains(local))
    }
}

/// Each operator's successors; `None` where this module cannot tell (treated as "every
/// local live"). Leaving the function has no successor.
fn successors(ops: &[(Operator<'_>, usize)]) -> Vec<Option<Vec<usize>>> {
    let n = ops.len();
    // Matching `else` and `end` of every block-like operator.
    let mut end_of = vec![usize::MAX; n];
    let mut else_of = vec![usize::MAX; n];
    let mut stack: Vec<usize> = Vec::new();
    for (i, (op, _)) in ops.iter().enumerate() {
        match op {
            Operator::Block { .. }
            | Operator::Loop { .. }
            | Operator::If { .. }
            | Operator::Try { .. }
            | Operator::TryTable { .. } => stack.push(i),
            Operator::Else => {
                if let Some(&open) = stack.last() {
                    else_of[open] = i;
                }
            }
            Operator::End => {
                if let Some(open) = stack.pop() {
                    end_of[open] = i;
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut frames: Vec<usize> = Vec::new();
    // Where a branch to frame `f` goes: a loop's first operator, otherwise its `end`.
    let target = |frames: &[usize], d: u32| -> Option<usize> {
        let f = *frames.get(frames.len().checked_sub(1 + d as usize)?)?;
        Some(match ops[f].0 {
            Operator::Loop { .. } => f,
            _ => end_of[f],
        })
    };
    for (i, (op, _)) in ops.iter().enumerate() {
        let next = (i + 1 < n).then_some(i + 1);
        let s: Option<Vec<usize>> = match op {
            Operator::Block { .. }
            | Operator::Loop { .. }
            | Operator::Try { .. }
            | Operator::TryTable { .. } => {
                frames.push(i);
                Some(next.into_iter().collect())
            }
            Operator::If { .. } => {
                frames.push(i);
                let other = if else_of[i] != usize::MAX {
                    else_of[i] + 1
                } else {
                    end_of[i]
                };
                Some(next.into_iter().chain([other]).collect())
            }
            Operator::Else => {
                let f = frames.last().copied();
                Some(f.map(|f| end_of[f]).into_iter().collect())
            }
            Operator::End => {
                frames.pop();
                Some(next.into_iter().collect())
            }
            Operator::Br { relative_depth } => {
                Some(target(&frames, *relative_depth).into_iter().collect())
            }
            Operator::BrIf { relative_depth }
            | Operator::BrOnNull { relative_depth }
            | Operator::BrOnNonNull { relative_depth }
            | Operator::BrOnCast { relative_depth, .. }
            | Operator::BrOnCastFail { relative_depth, .. } => Some(
                target(&frames, *relative_depth)
                    .into_iter()
                    .chain(next)
                    .collect(),
            ),
            Operator::BrTable { targets } => {
                let mut v: Vec<usize> = target(&frames, targets.default()).into_iter().collect();
                for d in targets.targets().flatten() {
                    v.extend(target(&frames, d));
                }
                Some(v)
            }
            Operator::Return
            | Operator::ReturnCall { .. }
            | Operator::ReturnCallIndirect { .. }
            | Operator::ReturnCallRef { .. }
            | Operator::Unreachable
            | Operator::Throw { .. }
            | Operator::ThrowRef => Some(Vec::new()),
            Operator::Catch { .. }
            | Operator::CatchAll
            | Operator::Delegate { .. }
            | Operator::Rethrow { .. }
            | Operator::Resume { .. }
            | Operator::ResumeThrow { .. }
            | Operator::ResumeThrowRef { .. }
            | Operator::Switch { .. }
            | Operator::Suspend { .. } => None,
            _ => Some(next.into_iter().collect()),
        };
        out.push(s);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ops_of(wat: &str) -> (Vec<u8>, usize) {
        let wasm = wat::parse_str(wat).expect("wat");
        (wasm, 0)
    }

    fn body_liveness(wat: &str) -> (Vec<(String, usize)>, Vec<Vec<u32>>) {
        let (wasm, _) = ops_of(wat);
        let mut result = (Vec::new(), Vec::new());
        for p in wasmparser::Parser::new(0).parse_all(&wasm) {
            if let Ok(wasmparser::Payload::CodeSectionEntry(body)) = p {
                let mut r = body.get_operators_reader().unwrap();
                let mut ops = Vec::new();
                while !r.eof() {
                    ops.push(r.read_with_offset().unwrap());
                }
                let l = Liveness::new(&ops, 3);
                for (i, (op, off)) in ops.iter().enumerate() {
                    result.0.push((format!("{op:?}"), *off));
                    result
                        .1
                        .push((0..3).filter(|x| l.live_before(i, *x)).collect());
                }
            }
        }
        result
    }

    #[test]
    fn a_local_written_before_every_read_is_dead_before_the_write() {
        let (ops, live) = body_liveness(
            "(module (func (param i32) (local i32 i32)
               (local.set 1 (i32.const 5))
               (loop (local.set 2 (local.get 1)) (br_if 0 (local.get 0)))
               (local.set 2 (i32.const 0))
               (drop (local.get 2))))",
        );
        // Before the loop: 0 (the loop's condition) and 1 are live, 2 is not (written
        // before it is read after the loop).
        let at_loop = ops.iter().position(|(o, _)| o.starts_with("Loop")).unwrap();
        assert_eq!(live[at_loop], vec![0, 1]);
    }

    #[test]
    fn a_loop_carried_local_is_live_at_the_back_edge() {
        let (ops, live) = body_liveness(
            "(module (func (param i32) (local i32 i32)
               (loop (local.set 1 (i32.add (local.get 1) (i32.const 1)))
                     (br_if 0 (local.get 0)))
               (drop (local.get 2))))",
        );
        let at_loop = ops.iter().position(|(o, _)| o.starts_with("Loop")).unwrap();
        assert_eq!(live[at_loop], vec![0, 1, 2]);
    }
}
