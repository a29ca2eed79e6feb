//! Which device functions of a lowered program may call themselves again: the functions on a
//! cycle of its call graph, through direct calls, tail calls that stayed calls, and indirect
//! calls (an edge to every function of the called type that the tables may hold).
//!
//! The converter puts a recursion guard into exactly these (`Linkage::stack_guarded`): a
//! GPU thread's stack is a fixed allocation, so a call chain that could grow without bound
//! must trap with `CallStackExhausted` before it overflows (which would fault the CUDA
//! context). A function off every cycle adds a bounded depth, which the guarded budget's
//! spare half covers. This module only reads the program; it must not change it.

use crate::pipeline::LoweredProgram;
use lowered_ir::{LoweredFunction, LoweredOp, Terminator};
use std::collections::{BTreeMap, BTreeSet};

/// The indices (among `program.callees`) of the functions that can reach themselves.
pub fn recursive_callees(program: &LoweredProgram) -> BTreeSet<u32> {
    let graph: BTreeMap<u32, BTreeSet<u32>> = program
        .callees
        .iter()
        .map(|(index, f)| (*index, successors(program, f)))
        .collect();
    graph
        .keys()
        .copied()
        .filter(|&start| reaches(&graph, start))
        .collect()
}

/// Whether a path of one call or more leads from `start` back to it.
fn reaches(graph: &BTreeMap<u32, BTreeSet<u32>>, start: u32) -> bool {
    let mut seen = BTreeSet::new();
    let mut work: Vec<u32> = graph.get(&start).into_iter().flatten().copied().collect();
    while let Some(f) = work.pop() {
        if f == start {
            return true;
        }
        if seen.insert(f) {
            work.extend(graph.get(&f).into_iter().flatten().copied());
        }
    }
    false
}

/// The functions `f` may call: those it names, and the device targets of each type it calls
/// indirectly (none where the program has no tables: such calls do not lower).
fn successors(program: &LoweredProgram, f: &LoweredFunction) -> BTreeSet<u32> {
    let indirect = |type_index: u32| -> Vec<u32> {
        program
            .indirect
            .as_ref()
            .and_then(|targets| targets.get(&type_index))
            .map(|d| d.device.clone())
            .unwrap_or_default()
    };
    let mut out = BTreeSet::new();
    for b in &f.blocks {
        for inst in &b.insts {
            match &inst.op {
                LoweredOp::Call { callee, .. } => {
                    out.insert(*callee);
                }
                LoweredOp::CallIndirect { type_index, .. }
                | LoweredOp::CallRef { type_index, .. } => out.extend(indirect(*type_index)),
                _ => {}
            }
        }
        match &b.term {
            Terminator::ReturnCall { callee, .. } => {
                out.insert(*callee);
            }
            Terminator::ReturnCallIndirect { type_index, .. }
            | Terminator::ReturnCallRef { type_index, .. } => out.extend(indirect(*type_index)),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pipeline::{lower_program_ir, Mode, Options};

    fn recursive(wat: &str, entry: &str) -> BTreeSet<u32> {
        let wasm = wat::parse_str(wat).unwrap();
        let options = Options {
            mode: Mode::Map,
            ..Options::default()
        };
        let program = lower_program_ir(&wasm, entry, &options).unwrap();
        recursive_callees(&program)
    }

    #[test]
    fn only_functions_on_a_cycle_are_recursive() {
        let wat = r#"(module
          (func $main (export "main") (param i64) (result i64)
            (i64.add (call $even (local.get 0)) (call $leaf (local.get 0))))
          (func $even (param i64) (result i64)
            (if (result i64) (i64.eqz (local.get 0)) (then (call $leaf (local.get 0)))
              (else (call $odd (i64.sub (local.get 0) (i64.const 1))))))
          (func $odd (param i64) (result i64)
            (if (result i64) (i64.eqz (local.get 0)) (then (i64.const 0))
              (else (call $even (i64.sub (local.get 0) (i64.const 1))))))
          (func $leaf (param i64) (result i64) (i64.mul (local.get 0) (i64.const 3))))"#;
        // $even is 1, $odd 2; $leaf (3) ends every path, $main (0) is the entry.
        assert_eq!(recursive(wat, "main"), BTreeSet::from([1, 2]));
    }

    #[test]
    fn a_self_call_is_a_cycle_and_a_chain_is_not() {
        let wat = r#"(module
          (func $main (export "main") (param i64) (result i64) (call $fac (local.get 0)))
          (func $fac (param i64) (result i64)
            (if (result i64) (i64.eqz (local.get 0)) (then (i64.const 1))
              (else (i64.mul (local.get 0) (call $fac (i64.sub (local.get 0) (i64.const 1)))))))
          (func $chain (export "chain") (param i64) (result i64) (call $leaf (local.get 0)))
          (func $leaf (param i64) (result i64) (local.get 0)))"#;
        assert_eq!(recursive(wat, "main"), BTreeSet::from([1]));
        assert!(recursive(wat, "chain").is_empty());
    }
}
