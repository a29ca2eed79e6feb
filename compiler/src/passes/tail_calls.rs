//! Tail calls for kernels, which have no tail calls of their own: a function that
//! tail-calls itself (`return_call` of its own index) loops instead, through a new entry
//! block that jumps to the old one, so the stack does not grow however deep the recursion;
//! functions that tail-call each other directly in a cycle are copied into each other, so
//! that the cycle is jumps inside one function ([`merge_tail_cycles`]);
//! every other tail call (`return_call`, `return_call_indirect`, `return_call_ref`) becomes
//! the call and a return of its results, which is exact as long as it cannot come back to
//! its caller. A tail call whose callee (or, through a table or reference, any function it
//! may reach) can reach the caller again is refused: that recursion could be unbounded,
//! which the wasm semantics allow and a device stack does not.
//!
//! This pass works on a whole program (the entry and everything it may call, with the
//! dispatch lists of its indirect calls) and must not change anything but tail calls.

use crate::convert::IndirectTargets;
use crate::error::CompileError;
use crate::pipeline::LoweredProgram;
use lowered_ir::{BlockCall, BlockId, Inst, LoweredBlock, LoweredFunction, LoweredOp, Terminator};
use std::collections::{BTreeMap, BTreeSet};

/// Rewrites every tail call of `program`, whose entry is function `entry`, as the module
/// docs say; or refuses the first that could recurse without bound, naming its function.
pub fn for_kernels(program: &mut LoweredProgram, entry: u32) -> Result<(), CompileError> {
    let indirect = program.indirect.clone().unwrap_or_default();
    let graph = call_graph(program, entry, &indirect);
    let bodies: BTreeMap<u32, LoweredFunction> = std::iter::once((entry, program.entry.clone()))
        .chain(program.callees.iter().cloned())
        .collect();
    let tails = tail_graph(&bodies, &indirect);
    let local = merge_tail_cycles(&mut program.entry, entry, &bodies, &tails);
    if rewrite(&mut program.entry, entry, &graph, &indirect, &local)? {
        program.tail_entries.insert(None, local);
    }
    for (index, f) in &mut program.callees {
        let local = merge_tail_cycles(f, *index, &bodies, &tails);
        if rewrite(f, *index, &graph, &indirect, &local)? {
            program.tail_entries.insert(Some(*index), local);
        }
    }
    Ok(())
}

/// Which functions each function may tail-call (`return_call`, and the device functions a
/// `return_call_indirect` or `return_call_ref` may reach) among those of `bodies`.
fn tail_graph(bodies: &BTreeMap<u32, LoweredFunction>, indirect: &IndirectTargets) -> CallGraph {
    bodies
        .iter()
        .map(|(i, f)| {
            let callees = f
                .blocks
                .iter()
                .flat_map(|b| callees_of_term(&b.term, indirect))
                .filter(|c| bodies.contains_key(c))
                .collect();
            (*i, callees)
        })
        .collect()
}

/// Mutual tail recursion (`even` and `odd` tail-calling each other, directly or through a
/// table or a reference): when `f` (function `index`) is on a cycle of tail calls, every
/// other function it reaches by tail calls is copied into `f` as blocks of its own
/// (fresh block and value numbers, its entry block taking its parameters), and each direct
/// tail call among them becomes a jump to the callee's entry: to `f`'s own entry a tail call
/// of itself, which [`rewrite`] then loops. The cycle then runs in one frame, however deep it
/// goes. Returns the entry block of each function now inside `f`, `f`'s own included (empty
/// when there is no cycle), for the indirect tail calls the converter makes jumps.
fn merge_tail_cycles(
    f: &mut LoweredFunction,
    index: u32,
    bodies: &BTreeMap<u32, LoweredFunction>,
    tails: &CallGraph,
) -> BTreeMap<u32, BlockId> {
    // Everything `f` reaches by tail calls comes in (a table's other functions of the type
    // too), so that every tail call inside is a jump; only when `f` is on a cycle.
    let members: Vec<u32> = bodies
        .keys()
        .copied()
        .filter(|g| *g != index && reaches(tails, index, *g))
        .collect();
    let on_cycle = tails.get(&index).is_some_and(|c| c.contains(&index))
        || members.iter().any(|g| reaches(tails, *g, index));
    if !on_cycle {
        return BTreeMap::new();
    }
    // Each member's blocks, renumbered past `f`'s.
    let mut next_block = f.blocks.iter().map(|b| b.id.0 + 1).max().unwrap_or(0);
    let mut entries: BTreeMap<u32, BlockId> = BTreeMap::new();
    let mut copies = Vec::new();
    for g in &members {
        let body = &bodies[g];
        let value_base = f.value_types.len() as u32;
        f.value_types.extend(body.value_types.iter().copied());
        let block_of: BTreeMap<BlockId, BlockId> = body
            .blocks
            .iter()
            .map(|b| {
                next_block += 1;
                (b.id, BlockId(next_block - 1))
            })
            .collect();
        entries.insert(*g, block_of[&body.blocks[0].id]);
        let value = |v: lowered_ir::Value| lowered_ir::Value(v.0 + value_base);
        for b in &body.blocks {
            let mut insts = b.insts.clone();
            for inst in &mut insts {
                for r in &mut inst.results {
                    *r = value(*r);
                }
                for v in inst.op.operands_mut() {
                    *v = value(*v);
                }
            }
            let mut term = b.term.clone();
            for v in term.operands_mut() {
                *v = value(*v);
            }
            for s in term.successors_mut() {
                s.block = block_of[&s.block];
            }
            copies.push(LoweredBlock {
                id: block_of[&b.id],
                params: b.params.iter().map(|v| value(*v)).collect(),
                insts,
                term,
            });
        }
        for gl in &body.globals {
            if f.global(gl.index).is_none() {
                f.globals.push(gl.clone());
            }
        }
    }
    f.globals.sort_by_key(|g| g.index);
    f.blocks.extend(copies);
    // Direct tail calls among the members (and of `f`'s copies of them) become jumps.
    for b in &mut f.blocks {
        if let Terminator::ReturnCall { callee, args } = &b.term {
            if let Some(entry) = entries.get(callee) {
                b.term = Terminator::Jump(BlockCall {
                    block: *entry,
                    args: args.clone(),
                });
            }
        }
    }
    // `f`'s own entry: the loop header once [`rewrite`] puts a new entry block before it.
    entries.insert(index, f.blocks[0].id);
    entries
}

/// Which functions each function of the program may call, directly, by a tail call or
/// through its dispatch lists.
type CallGraph = BTreeMap<u32, BTreeSet<u32>>;

fn call_graph(program: &LoweredProgram, entry: u32, indirect: &IndirectTargets) -> CallGraph {
    let functions = std::iter::once((entry, &program.entry))
        .chain(program.callees.iter().map(|(i, f)| (*i, f)));
    functions
        .map(|(index, f)| {
            let mut callees = BTreeSet::new();
            for block in &f.blocks {
                for inst in &block.insts {
                    callees.extend(callees_of_op(&inst.op, indirect));
                }
                callees.extend(callees_of_term(&block.term, indirect));
            }
            (index, callees)
        })
        .collect()
}

fn dispatch(type_index: u32, indirect: &IndirectTargets) -> Vec<u32> {
    indirect
        .get(&type_index)
        .map(|d| d.device.clone())
        .unwrap_or_default()
}

fn callees_of_op(op: &LoweredOp, indirect: &IndirectTargets) -> Vec<u32> {
    match op {
        LoweredOp::Call { callee, .. } => vec![*callee],
        LoweredOp::CallIndirect { type_index, .. } | LoweredOp::CallRef { type_index, .. } => {
            dispatch(*type_index, indirect)
        }
        _ => Vec::new(),
    }
}

fn callees_of_term(term: &Terminator, indirect: &IndirectTargets) -> Vec<u32> {
    match term {
        Terminator::ReturnCall { callee, .. } => vec![*callee],
        Terminator::ReturnCallIndirect { type_index, .. }
        | Terminator::ReturnCallRef { type_index, .. } => dispatch(*type_index, indirect),
        _ => Vec::new(),
    }
}

/// Whether `from` can reach `to` in `graph` (one call or more).
fn reaches(graph: &CallGraph, from: u32, to: u32) -> bool {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from];
    while let Some(f) = todo.pop() {
        if f == to {
            return true;
        }
        if seen.insert(f) {
            todo.extend(graph.get(&f).into_iter().flatten());
        }
    }
    false
}

/// Rewrites the tail calls of `f` (function `index`); an indirect tail call whose every
/// device target is in `local` (copied into `f`) stays, for the converter to make jumps.
/// Returns whether one stayed.
fn rewrite(
    f: &mut LoweredFunction,
    index: u32,
    graph: &CallGraph,
    indirect: &IndirectTargets,
    local: &BTreeMap<u32, BlockId>,
) -> Result<bool, CompileError> {
    let func = f.name.clone();
    let refuse = |op: &str| CompileError::Unsupported {
        func: func.clone(),
        op: format!("{op} (a tail call that can recurse)"),
        reason: "kernels loop a function's tail calls of itself and make other tail calls \
                 plain calls, which must not recurse without bound on a device stack"
            .into(),
    };
    let mut loops = false;
    let mut kept = false;
    for b in 0..f.blocks.len() {
        let term = f.blocks[b].term.clone();
        if let Terminator::ReturnCallIndirect { type_index, .. }
        | Terminator::ReturnCallRef { type_index, .. } = &term
        {
            let targets = dispatch(*type_index, indirect);
            if !targets.is_empty() && targets.iter().all(|t| local.contains_key(t)) {
                // Jumps to the targets' entries, `f`'s own the loop header.
                kept = true;
                loops = true;
                continue;
            }
        }
        let (op, name, callees) = match &term {
            Terminator::ReturnCall { callee, args } if *callee == index => {
                loops = true;
                // The old entry block, which the new one (made below) jumps to.
                f.blocks[b].term = Terminator::Jump(BlockCall {
                    block: f.blocks[0].id,
                    args: args.clone(),
                });
                continue;
            }
            Terminator::ReturnCall { callee, args } => (
                LoweredOp::Call {
                    callee: *callee,
                    args: args.clone(),
                },
                "return_call",
                vec![*callee],
            ),
            Terminator::ReturnCallIndirect {
                table,
                type_index,
                callee,
                args,
            } => (
                LoweredOp::CallIndirect {
                    table: *table,
                    type_index: *type_index,
                    callee: *callee,
                    args: args.clone(),
                },
                "return_call_indirect",
                dispatch(*type_index, indirect),
            ),
            Terminator::ReturnCallRef {
                type_index,
                callee,
                args,
            } => (
                LoweredOp::CallRef {
                    type_index: *type_index,
                    callee: *callee,
                    args: args.clone(),
                },
                "return_call_ref",
                dispatch(*type_index, indirect),
            ),
            _ => continue,
        };
        if callees.iter().any(|c| reaches(graph, *c, index)) {
            return Err(refuse(name));
        }
        let results: Vec<_> = f
            .signature
            .results
            .clone()
            .into_iter()
            .map(|t| f.new_value(t))
            .collect();
        let block = &mut f.blocks[b];
        block.insts.push(Inst {
            results: results.clone(),
            op,
        });
        block.term = Terminator::Return { values: results };
    }
    if loops {
        // A new entry block with fresh parameters jumps to the old one, which becomes the
        // loop's header.
        let params: Vec<_> = f.blocks[0]
            .params
            .iter()
            .filter_map(|p| f.value_type(*p))
            .collect::<Vec<_>>()
            .into_iter()
            .map(|t| f.new_value(t))
            .collect();
        let id = BlockId(f.blocks.iter().map(|b| b.id.0 + 1).max().unwrap_or(0));
        let header = f.blocks[0].id;
        f.blocks.insert(
            0,
            LoweredBlock {
                id,
                params: params.clone(),
                insts: Vec::new(),
                term: Terminator::Jump(BlockCall {
                    block: header,
                    args: params,
                }),
            },
        );
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `entry` of `wat` as a map-mode program (`lower_program_ir` runs this pass).
    fn program_of(wat: &str, entry: &str) -> Result<LoweredProgram, CompileError> {
        let wasm = wat::parse_str(wat).expect("WAT");
        let options = crate::pipeline::Options {
            mode: crate::pipeline::Mode::Map,
            ..Default::default()
        };
        crate::pipeline::lower_program_ir(&wasm, entry, &options)
    }

    #[test]
    fn self_tail_calls_loop_and_other_tail_calls_become_calls() {
        let program = program_of(
            r#"(module
                 (func $sum (export "sum") (param i64 i64) (result i64)
                   (if (result i64) (i64.eqz (local.get 0)) (then (call $done (local.get 1)))
                     (else (return_call $sum (i64.sub (local.get 0) (i64.const 1))
                                             (i64.add (local.get 1) (local.get 0))))))
                 (func $done (param i64) (result i64) (return_call $id (local.get 0)))
                 (func $id (param i64) (result i64) (local.get 0)))"#,
            "sum",
        )
        .expect("no unbounded recursion");
        let tail_calls = |f: &LoweredFunction| {
            f.blocks.iter().any(|b| {
                matches!(
                    b.term,
                    Terminator::ReturnCall { .. }
                        | Terminator::ReturnCallIndirect { .. }
                        | Terminator::ReturnCallRef { .. }
                )
            })
        };
        assert!(!tail_calls(&program.entry));
        // $id, reached only by a tail call, is in the program, called from $done ($sum's
        // own copy comes along, as for any function that calls itself).
        assert_eq!(
            program.callees.iter().map(|c| c.0).collect::<Vec<_>>(),
            vec![0, 1, 2]
        );
        assert!(program.callees.iter().all(|(_, f)| !tail_calls(f)));
        // The new entry block jumps to the old one, the loop's header.
        let Terminator::Jump(to) = &program.entry.blocks[0].term else {
            panic!(
                "the entry does not jump: {:?}",
                program.entry.blocks[0].term
            );
        };
        assert_eq!(to.block, program.entry.blocks[1].id);
        lowered_ir::verify_function(&program.entry).expect("verifies");
        // The interpreter gives the same sum: 0 + 1 + ... + 100000, with no frame per step.
        let resolve = |i: u32| program.callees.iter().find(|c| c.0 == i).map(|c| &c.1);
        let mut interp = lowered_ir::Interpreter::with_resolver(resolve);
        let args = [
            lowered_ir::RtValue::I64(100_000),
            lowered_ir::RtValue::I64(0),
        ];
        let got = interp.call(&program.entry, &args, &mut []).expect("runs");
        assert_eq!(got, vec![lowered_ir::RtValue::I64(5_000_050_000)]);
    }

    #[test]
    fn mutual_tail_recursion_runs_in_one_frame() {
        let program = program_of(
            r#"(module
                 (func $even (export "even") (param i32) (result i32)
                   (if (result i32) (i32.eqz (local.get 0)) (then (i32.const 44))
                     (else (return_call $odd (i32.sub (local.get 0) (i32.const 1))))))
                 (func $odd (param i32) (result i32)
                   (if (result i32) (i32.eqz (local.get 0)) (then (i32.const 99))
                     (else (return_call $even (i32.sub (local.get 0) (i32.const 1)))))))"#,
            "even",
        )
        .expect("a cycle of direct tail calls loops");
        lowered_ir::verify_function(&program.entry).expect("verifies");
        let tail_calls = program
            .entry
            .blocks
            .iter()
            .any(|b| matches!(b.term, Terminator::ReturnCall { .. }));
        assert!(!tail_calls);
        // A million steps, no frame per step; both parities.
        let resolve = |i: u32| program.callees.iter().find(|c| c.0 == i).map(|c| &c.1);
        for (n, want) in [(1_000_000u32, 44u32), (999_999, 99), (0, 44)] {
            let mut interp = lowered_ir::Interpreter::with_resolver(resolve);
            let got = interp
                .call(&program.entry, &[lowered_ir::RtValue::I32(n)], &mut [])
                .expect("runs");
            assert_eq!(got, vec![lowered_ir::RtValue::I32(want)], "even({n})");
        }
    }

    #[test]
    fn tail_recursion_through_a_plain_call_is_refused_naming_the_function() {
        // $odd comes back to $even by a plain call: a device stack would grow with it.
        let e = program_of(
            r#"(module
                 (func $even (export "even") (param i32) (result i32)
                   (if (result i32) (i32.eqz (local.get 0)) (then (i32.const 1))
                     (else (return_call $odd (i32.sub (local.get 0) (i32.const 1))))))
                 (func $odd (param i32) (result i32)
                   (if (result i32) (i32.eqz (local.get 0)) (then (i32.const 0))
                     (else (call $even (i32.sub (local.get 0) (i32.const 1)))))))"#,
            "even",
        )
        .expect_err("unbounded");
        assert_eq!(
            e.to_string(),
            "function `even`: `return_call (a tail call that can recurse)` is unsupported: kernels loop a function's tail calls of itself and make other tail calls plain calls, which must not recurse without bound on a device stack"
        );
    }
}
