//! The `gpu` backend of `tensor-wasm conform`: each invoked function is lowered in map mode
//! (with its callees, DESIGN.md sections 3-4) and run on the GPU through the runtime shim,
//! one launch per call, in the script's order, on a device copy of the instance's memory that
//! is copied back after every launch, so the module's state carries from call to call.
//!
//! Calls it cannot run faithfully are refused with a reason (the runner reports them as
//! skips): functions that touch mutable globals (their values are not carried between
//! launches yet), and `assert_exhaustion` (a device stack overflow would fault the context).
//! This module must not judge results: the runner compares them exactly as for `interp`.

use super::instance::{CallError, Instance};
use crate::error::CompileError;
use crate::map_runner::{run_map, MapOutcome};
use crate::pipeline::{called_functions, lower_program, LoweredProgram, Mode, Options};
use lowered_ir::interp::{InterpError, RtValue};
use lowered_ir::LoweredOp;
use std::collections::HashMap;
use tensor_wasm_shim::{KernelId, Runtime};

/// The GPU side of a conformance run: one CUDA runtime, kernels cached per module and function.
pub struct GpuExec {
    rt: Runtime,
    /// (module bytes fingerprint, function index) to the loaded kernel.
    kernels: HashMap<(u64, u32), Result<KernelId, CompileError>>,
}

impl GpuExec {
    /// Opens the GPU; fails with one line when there is none.
    pub fn new() -> Result<GpuExec, String> {
        let rt = Runtime::new();
        if !rt.is_available() {
            return Err(format!(
                "NotAvailable: the gpu backend needs a CUDA GPU ({})",
                rt.unavailable_reason().unwrap_or("no driver")
            ));
        }
        Ok(GpuExec {
            rt,
            kernels: HashMap::new(),
        })
    }

    /// Runs function `index` of `instance` on `args` as one map-mode launch.
    pub fn call(
        &mut self,
        instance: &mut Instance,
        index: u32,
        args: &[RtValue],
    ) -> Result<Vec<RtValue>, CallError> {
        let program = program_of(instance, index).map_err(CallError::Lower)?;
        let touches_mutable_globals = std::iter::once(&program.entry)
            .chain(program.callees.iter().map(|(_, f)| f))
            .any(|f| {
                f.globals.iter().any(|g| g.mutable)
                    || f.blocks
                        .iter()
                        .flat_map(|b| &b.insts)
                        .any(|i| matches!(i.op, LoweredOp::GlobalSet { .. }))
            });
        if touches_mutable_globals {
            return Err(CallError::Lower(CompileError::Unsupported {
                func: program.entry.name.clone(),
                op: "mutable globals".into(),
                reason: "their values are not carried between GPU launches yet".into(),
            }));
        }
        if is_recursive(index, &program) {
            return Err(CallError::Lower(CompileError::Unsupported {
                func: program.entry.name.clone(),
                op: "recursive calls".into(),
                reason: "the gpu backend does not run them (the device stack is not sized for unbounded recursion)".into(),
            }));
        }
        let key = (instance.code.fingerprint(), index);
        let kid = match self.kernels.get(&key) {
            Some(k) => k.clone(),
            None => {
                let options = Options {
                    mode: Mode::Map,
                    ..Options::default()
                };
                let loaded = lower_program(&program, &options).and_then(|kernel| {
                    self.rt
                        .load_ptx(&kernel.ptx, &kernel.entry)
                        .map_err(|e| CompileError::Stage {
                            func: program.entry.name.clone(),
                            stage: "load_ptx",
                            reason: e.to_string(),
                        })
                });
                self.kernels.insert(key, loaded.clone());
                loaded
            }
        }
        .map_err(CallError::Lower)?;
        let tuple: Vec<u64> = args.iter().map(|a| a.bits() as u64).collect();
        let results = program.entry.signature.results.clone();
        let outcome = match run_map(&mut self.rt, kid, &results, &mut instance.memory, &[tuple]) {
            Ok(outcome) => outcome,
            Err(e) => {
                // A fault poisons the CUDA context: start a fresh one for the next call.
                self.rt = Runtime::new();
                self.kernels.clear();
                return Err(CallError::Device(format!(
                    "function `{}`: the GPU launch failed: {e}",
                    program.entry.name
                )));
            }
        };
        match outcome.into_iter().next() {
            Some(MapOutcome::Returned(bits)) => Ok(bits
                .iter()
                .zip(&results)
                .map(|(b, t)| RtValue::from_bits(*t, u128::from(*b)))
                .collect()),
            Some(MapOutcome::Trapped(kind)) => Err(CallError::Run(InterpError::Trap(kind))),
            None => Err(CallError::Device(format!(
                "function `{}`: the GPU returned no outcome",
                program.entry.name
            ))),
        }
    }
}

/// Whether the call graph reachable from `entry` (wasm index) has a cycle.
fn is_recursive(entry: u32, program: &LoweredProgram) -> bool {
    let mut edges: HashMap<u32, Vec<u32>> = HashMap::new();
    edges.insert(entry, called_functions(&program.entry));
    for (i, f) in &program.callees {
        edges.insert(*i, called_functions(f));
    }
    // Depth-first search with an explicit stack: 1 = on the path, 2 = done.
    let mut state: HashMap<u32, u8> = HashMap::new();
    let mut stack = vec![(entry, 0usize)];
    state.insert(entry, 1);
    while let Some((node, next)) = stack.pop() {
        let succs = edges.get(&node).map(Vec::as_slice).unwrap_or(&[]);
        if let Some(&s) = succs.get(next) {
            stack.push((node, next + 1));
            match state.get(&s) {
                Some(1) => return true,
                Some(_) => {}
                None => {
                    state.insert(s, 1);
                    stack.push((s, 0));
                }
            }
        } else {
            state.insert(node, 2);
        }
    }
    false
}

/// Function `index` and every function it calls, lowered (the instance caches each).
fn program_of(instance: &Instance, index: u32) -> Result<LoweredProgram, CompileError> {
    let entry = instance.code.function(index)?.clone();
    let mut callees: std::collections::BTreeMap<u32, lowered_ir::LoweredFunction> =
        Default::default();
    let mut pending = called_functions(&entry);
    while let Some(c) = pending.pop() {
        if callees.contains_key(&c) {
            continue;
        }
        let f = instance.code.function(c)?.clone();
        pending.extend(called_functions(&f));
        callees.insert(c, f);
    }
    Ok(LoweredProgram {
        entry,
        callees: callees.into_iter().collect(),
    })
}
