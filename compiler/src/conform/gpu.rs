//! The `gpu` backend of `tensor-wasm conform`: each invoked function is lowered in map mode
//! (with its callees, DESIGN.md sections 3-4) and run on the GPU through the runtime shim,
//! one launch per call (consecutive calls that write neither memory nor globals share one
//! launch, one thread each), in the script's order, on a device copy of the instance's memory that
//! is copied back after every launch, so the module's state carries from call to call.
//!
//! The module's mutable globals travel with the memory (every function of the program reads
//! and writes them in device memory; callees find them through the state window), and so do
//! its tables, passive segments and other memories, for code that uses them: `call_indirect`
//! dispatches over the functions of its type that a table can hold (all lowered with the
//! entry), and what the launch changed comes back after it. Calls it cannot run faithfully
//! are refused with a reason (the runner reports them as skips). Recursion runs on a 32 KiB
//! device stack, and `assert_exhaustion` runs too: a recursive device function traps with
//! `CallStackExhausted` past half of it (convert.rs `stack_guard_test`).
//! This module must not judge results: the runner compares them exactly as for `interp`.

use super::device_link::{merge_memory_aliases, Link};
use super::instance::DeviceState;
use super::instance::{CallError, Code, Instance};
use crate::convert::IndirectTargets;
use crate::error::CompileError;
use crate::map_runner::{run_map, MapOutcome, MapState};
use crate::pipeline::{called_functions, lower_program, LoweredProgram, Mode, Options};
use lowered_ir::interp::{InterpError, RtValue};
use lowered_ir::{InstanceOp, LoweredFunction, LoweredOp, Terminator};
use std::collections::HashMap;
use std::rc::Rc;
use tensor_wasm_shim::{KernelId, Runtime};

/// The GPU side of a conformance run: one CUDA runtime, programs and their kernels cached
/// per module and function.
pub struct GpuExec {
    rt: Runtime,
    /// [`Prepared::key`] to the program, lowered and loaded once.
    kernels: HashMap<KernelKey, Result<Rc<Prepared>, CompileError>>,
}

/// A program's cache key: the module's fingerprint, the function, the instance where its
/// linking matters (else 0) and what it takes from other instances ([`Link::key`]).
type KernelKey = (u64, u32, u64, u64);

/// A function's program as the GPU runs it: its loaded kernel, and what each launch must
/// carry (worked out once, not at every call).
struct Prepared {
    program: LoweredProgram,
    /// What it takes from other instances.
    link: Link,
    kernel: KernelId,
    /// Whether it uses tables, passive segments or other memories (the state window
    /// carries them).
    uses_state: bool,
    /// Entries each table may grow by on the device.
    table_room: u32,
    /// Whether it grows a memory besides memory 0.
    grows_other_memories: bool,
    /// Whether it grows memory 0 (the launch gets the whole allocation).
    grows_memory: bool,
}

impl Prepared {
    /// The cache key of function `index` of `code`: the module's bytes and, where the
    /// module imports functions (whose linked bodies the program may hold, and which
    /// decide its dispatch lists), the instance, and what it takes from other instances.
    fn key(code: &Code, index: u32, link: &Link) -> KernelKey {
        let linking = if code.info.num_imported_funcs() > 0 || !link.is_empty() {
            code.id
        } else {
            0
        };
        (code.fingerprint(), index, linking, link.key())
    }
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
        let prepared = self.prepare(instance, index).map_err(CallError::Lower)?;
        let program = &prepared.program;
        // Tables, passive segments and other memories go to the device for code that
        // uses them.
        let link = &prepared.link;
        let mut state = if prepared.uses_state {
            launch_state(
                instance,
                link,
                prepared.table_room,
                prepared.grows_other_memories,
            )
        } else {
            DeviceState::default()
        };
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
        // A program that grows the memory gets its whole allocation (its room to grow).
        let (memory, size) = instance.memory_with_room();
        let (memory, size) = if prepared.grows_memory {
            (memory, Some(size))
        } else {
            (&mut memory[..*size], None)
        };
        let map_state = MapState {
            memory,
            size,
            tables: &mut state.tables,
            data: &mut state.data,
            elems: &mut state.elems,
            memories: &mut state.memories,
            globals: &mut globals,
        };
        let outcomes = match run_map(&mut self.rt, prepared.kernel, &results, map_state, &bits) {
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
        if prepared.uses_state {
            instance.code.set_device_state(&state, &|h| link.entry(h));
        }
        // The mutable globals any function of the program touches come back as the module's
        // new state.
        for g in program
            .functions()
            .flat_map(|f| &f.globals)
            .filter(|g| g.mutable)
        {
            if let Some(bits) = globals.get(g.index as usize) {
                instance
                    .globals
                    .set(g.index, RtValue::from_bits(g.ty, *bits));
            }
        }
        // A function reference the program returns names a linked function by its number
        // there: the host knows it as that instance's function.
        let references: Vec<bool> = instance
            .code
            .info
            .func_type(index)
            .map(|t| {
                t.results()
                    .iter()
                    .map(|r| matches!(r, cranelift_wasm::wasmparser::ValType::Ref(_)))
                    .collect()
            })
            .unwrap_or_default();
        let host_bits = |b: u128, reference: bool| match link.entry(b as u64) {
            Some(e) if reference => super::tables::foreign_handle(e).map_or(b, u128::from),
            _ => b,
        };
        Ok(outcomes
            .into_iter()
            .map(|outcome| match outcome {
                MapOutcome::Returned(bits) => Ok(bits
                    .iter()
                    .zip(&results)
                    .enumerate()
                    .map(|(i, (b, t))| {
                        let reference = references.get(i).copied().unwrap_or(false);
                        RtValue::from_bits(*t, host_bits(*b, reference))
                    })
                    .collect()),
                MapOutcome::Trapped(kind) => Err(CallError::Run(InterpError::Trap(kind))),
                MapOutcome::HostCall => Err(CallError::Lower(CompileError::Unsupported {
                    func: program.entry.name.clone(),
                    op: "an indirect call of an imported or another instance's function".into(),
                    reason: "the device runs this instance's own functions only".into(),
                })),
                MapOutcome::TableRoom => Err(CallError::Lower(CompileError::Unsupported {
                    func: program.entry.name.clone(),
                    op: format!("table.grow by more than {TABLE_ROOM} entries in one launch"),
                    reason: "the device gets that much room to grow a table".into(),
                })),
            })
            .collect())
    }

    /// Function `index`'s program of `instance`, lowered and loaded (cached).
    fn prepare(&mut self, instance: &Instance, index: u32) -> Result<Rc<Prepared>, CompileError> {
        let link = Link::plan(instance);
        let key = Prepared::key(&instance.code, index, &link);
        if let Some(prepared) = self.kernels.get(&key) {
            return prepared.clone();
        }
        // The runtime's kernel registry is bounded: a long run starts a fresh one (and
        // recompiles what it needs again) when it is full.
        let loaded = self.kernels.values().filter(|k| k.is_ok()).count();
        if loaded >= tensor_wasm_shim::runtime::MAX_KERNELS {
            self.rt = with_stack(Runtime::new());
            self.kernels.clear();
        }
        let options = Options {
            mode: Mode::Map,
            ..Options::default()
        };
        let prepared = linked_program(instance, index, &link).and_then(|program| {
            let kernel = lower_program(&program, &options)?;
            let kernel =
                self.rt
                    .load_ptx(&kernel.ptx, &kernel.entry)
                    .map_err(|e| CompileError::Stage {
                        func: program.entry.name.clone(),
                        stage: "load_ptx",
                        reason: e.to_string(),
                    })?;
            let instance_op = |wanted: fn(&InstanceOp) -> bool| {
                program
                    .ops()
                    .any(|op| matches!(op, LoweredOp::Instance { op, .. } if wanted(op)))
            };
            // Indirect tail calls kept as jumps (`passes::tail_calls`) read the tables too.
            let uses_state = program.ops().any(|op| {
                matches!(
                    op,
                    LoweredOp::CallIndirect { .. } | LoweredOp::Instance { .. }
                )
            }) || program
                .functions()
                .flat_map(|f| &f.blocks)
                .any(|b| matches!(b.term, lowered_ir::Terminator::ReturnCallIndirect { .. }));
            let table_room = if instance_op(|op| matches!(op, InstanceOp::TableGrow { .. })) {
                TABLE_ROOM
            } else {
                0
            };
            let grows_other_memories = instance_op(|op| matches!(op, InstanceOp::MemGrow { .. }));
            Ok(Rc::new(Prepared {
                link,
                kernel,
                uses_state,
                table_room,
                grows_other_memories,
                grows_memory: program.grows_memory(),
                program,
            }))
        });
        self.kernels.insert(key, prepared.clone());
        prepared
    }
}

/// The tables, passive segments and other memories of `instance` as a launch of a program
/// linked by `link` gets them: other instances' tables it reads after the instance's own,
/// linked functions' entries as their handles in the program.
pub(crate) fn launch_state(instance: &Instance, link: &Link, room: u32, grow: bool) -> DeviceState {
    let mut state = instance.code.device_state(room, grow, &|e| link.handle(e));
    state.tables.extend(link.tables());
    state
}

/// Per-thread device stack for recursive device functions (the spec suite recurses about two
/// hundred calls deep): what the shim gives a module with recursion guards anyway. The driver
/// reserves it for every resident thread: about 8.6 GB on an H100, affordable for a
/// conformance run.
const STACK_BYTES: usize = tensor_wasm_shim::GUARDED_STACK_BYTES;

fn with_stack(mut rt: Runtime) -> Runtime {
    // A failure leaves the driver's default; deep recursion then faults and is reported.
    let _ = rt.set_stack_size(STACK_BYTES);
    rt
}

/// Entries a table may grow by on the device in one launch (within its limit); a launch
/// that grows it further ends for the host.
const TABLE_ROOM: u32 = 1 << 16;

/// Function `index` and every function it calls, lowered (the instance caches each): directly,
/// and through `call_indirect`, every function of the call's type a table can hold; tail
/// calls made loops or calls (`passes::tail_calls`).
#[cfg(test)]
pub(crate) fn program_of(instance: &Instance, index: u32) -> Result<LoweredProgram, CompileError> {
    linked_program(instance, index, &Link::nothing(instance))
}

/// [`program_of`] with what `link` takes from other instances: their functions that the
/// program reaches, and the bodies of imports linked to them (conform/device_link.rs).
pub(crate) fn linked_program(
    instance: &Instance,
    index: u32,
    link: &Link,
) -> Result<LoweredProgram, CompileError> {
    let body = |c: u32| match link.body(c) {
        Some(f) => Ok(f.clone()),
        None => instance.code.function(c).cloned(),
    };
    let mut entry = body(index)?;
    let mut callees: std::collections::BTreeMap<u32, lowered_ir::LoweredFunction> =
        Default::default();
    let mut indirect = IndirectTargets::new();
    let mut pending = reached(instance, link, &entry, &mut indirect);
    while let Some(c) = pending.pop() {
        if callees.contains_key(&c) {
            continue;
        }
        let f = body(c)?;
        pending.extend(reached(instance, link, &f, &mut indirect));
        callees.insert(c, f);
    }
    // A memory imported twice is one memory on the device.
    if instance.code.has_memory_aliases() {
        let canonical = |m: u32| instance.code.canonical(m);
        merge_memory_aliases(&mut entry, &canonical);
        for f in callees.values_mut() {
            merge_memory_aliases(f, &canonical);
        }
    }
    finish(entry, callees, indirect, index)
}

/// The program of `entry` (function `index`) and `callees`, with indirect tail calls made
/// jumps or calls (`passes::tail_calls`).
fn finish(
    entry: lowered_ir::LoweredFunction,
    callees: std::collections::BTreeMap<u32, lowered_ir::LoweredFunction>,
    indirect: IndirectTargets,
    index: u32,
) -> Result<LoweredProgram, CompileError> {
    let mut program = LoweredProgram {
        entry,
        callees: callees.into_iter().collect(),
        indirect: Some(indirect),
        tail_entries: Default::default(),
    };
    crate::passes::tail_calls::for_kernels(&mut program, index)?;
    Ok(program)
}

/// The functions `f` calls directly and, for each `call_indirect` or `call_ref` type not yet in
/// `indirect`, the functions that type may reach (recorded there).
fn reached(
    instance: &Instance,
    link: &Link,
    f: &LoweredFunction,
    indirect: &mut IndirectTargets,
) -> Vec<u32> {
    let mut out = called_functions(f);
    let types = f.blocks.iter().flat_map(|b| {
        let ops = b.insts.iter().filter_map(|i| match i.op {
            LoweredOp::CallIndirect { type_index, .. } | LoweredOp::CallRef { type_index, .. } => {
                Some(type_index)
            }
            _ => None,
        });
        let tail = match b.term {
            Terminator::ReturnCallIndirect { type_index, .. }
            | Terminator::ReturnCallRef { type_index, .. } => Some(type_index),
            _ => None,
        };
        ops.chain(tail)
    });
    for type_index in types.collect::<Vec<_>>() {
        if let std::collections::btree_map::Entry::Vacant(slot) = indirect.entry(type_index) {
            let targets = link.dispatch(instance, type_index);
            out.extend(&targets.device);
            slot.insert(targets);
        }
    }
    out
}
