//! The `gpu` backend of `tensor-wasm conform`: each invoked function is lowered in map mode
//! (with its callees, DESIGN.md sections 3-4) and run on the GPU through the runtime shim,
//! one launch per call (consecutive calls that write neither memory nor globals share one
//! launch, one thread each), in the script's order, on a device copy of the instance's memory that
//! is copied back after every launch, so the module's state carries from call to call.
//!
//! The module's mutable globals travel with the memory (the entry reads and writes them in
//! device memory). Calls it cannot run faithfully are refused with a reason (the runner
//! reports them as skips): callees that touch mutable globals (they keep private copies), and
//! `assert_exhaustion` (a device stack overflow would fault the context). Recursion runs on a
//! 32 KiB device stack.
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
            rt: with_stack(rt),
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
        let mut outcomes = self.call_batch(instance, index, &[args.to_vec()])?;
        outcomes.pop().unwrap_or_else(|| {
            Err(CallError::Device(format!(
                "function {index}: the GPU returned no outcome"
            )))
        })
    }

    /// Runs function `index` on every tuple of `tuples` in one launch (one thread each): for
    /// calls that write neither memory nor globals, where the order between them cannot
    /// matter. The outer error means no call ran; the inner results are per tuple.
    #[allow(clippy::type_complexity)]
    pub fn call_batch(
        &mut self,
        instance: &mut Instance,
        index: u32,
        tuples: &[Vec<RtValue>],
    ) -> Result<Vec<Result<Vec<RtValue>, CallError>>, CallError> {
        let program = program_of(instance, index).map_err(CallError::Lower)?;
        // The entry reads and writes the module's globals in device memory; callees still
        // keep private copies, so a callee that touches a mutable global cannot run here.
        let touches_mutable_globals = program.callees.iter().map(|(_, f)| f).any(|f| {
            f.globals.iter().any(|g| g.mutable)
                || f.blocks
                    .iter()
                    .flat_map(|b| &b.insts)
                    .any(|i| matches!(i.op, LoweredOp::GlobalSet { .. }))
        });
        if touches_mutable_globals {
            return Err(CallError::Lower(CompileError::Unsupported {
                func: program.entry.name.clone(),
                op: "mutable globals in a callee".into(),
                reason: "callees keep private copies of them on the GPU".into(),
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
        let bits: Vec<Vec<u64>> = tuples
            .iter()
            .map(|t| {
                t.iter()
                    .flat_map(|a| {
                        let bits = a.bits();
                        let words = crate::convert::map_slots(a.ty());
                        [bits as u64, (bits >> 64) as u64].into_iter().take(words)
                    })
                    .collect()
            })
            .collect();
        let results = program.entry.signature.results.clone();
        let count = instance.code.info.globals.len() as u32;
        let mut globals: Vec<u128> = (0..count)
            .map(|g| instance.globals.get(g).map(|v| v.bits()).unwrap_or(0))
            .collect();
        let outcomes = match run_map(
            &mut self.rt,
            kid,
            &results,
            instance.memory_mut(),
            &mut globals,
            &bits,
        ) {
            Ok(outcomes) => outcomes,
            Err(e) => {
                // A fault poisons the CUDA context: start a fresh one for the next call.
                self.rt = with_stack(Runtime::new());
                self.kernels.clear();
                return Err(CallError::Device(format!(
                    "function `{}`: the GPU launch failed: {e}",
                    program.entry.name
                )));
            }
        };
        // The entry's mutable globals come back as the module's new state.
        for g in program.entry.globals.iter().filter(|g| g.mutable) {
            if let Some(bits) = globals.get(g.index as usize) {
                instance
                    .globals
                    .set(g.index, RtValue::from_bits(g.ty, *bits));
            }
        }
        Ok(outcomes
            .into_iter()
            .map(|outcome| match outcome {
                MapOutcome::Returned(bits) => Ok(bits
                    .iter()
                    .zip(&results)
                    .map(|(b, t)| RtValue::from_bits(*t, *b))
                    .collect()),
                MapOutcome::Trapped(kind) => Err(CallError::Run(InterpError::Trap(kind))),
            })
            .collect())
    }
}

/// Per-thread device stack for recursive device functions (the spec suite recurses about a
/// hundred calls deep). The driver reserves it for every resident thread: 32 KiB is about
/// 8.6 GB on an H100, affordable for a conformance run.
const STACK_BYTES: usize = 32 * 1024;

fn with_stack(mut rt: Runtime) -> Runtime {
    // A failure leaves the driver's default; deep recursion then faults and is reported.
    let _ = rt.set_stack_size(STACK_BYTES);
    rt
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
