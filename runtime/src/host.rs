//! The nest imports: what runs when the rewritten module calls `tensor_wasm:auto nest_<k>`.
//!
//! The call's arguments are the locals the loop uses. The nest's analysed function runs in
//! the LoweredOp interpreter only up to its loop header, where the compiler's offload hook
//! evaluates the trip counts, the preconditions and the cost model on these values and
//! launches the kernel over the instance's memory (only the kernel's footprint moves). When
//! anything says no, the hook declines and the loop runs natively instead: the export
//! `__tensor_wasm_nest_<k>`, the same wasm the original function held, compiled by wasmtime.
//!
//! The first launch of each kernel is checked: the native loop runs first on the memory as
//! it is, its result is kept aside, the memory is put back, and the kernel's result must equal
//! it (two NaNs agree); otherwise the CPU's memory stands and the kernel is never launched
//! again (the deopt guard). A native loop that traps is the program's trap, as in wasmtime.
//!
//! This module moves values and memory between wasmtime and the offload hook; it must not
//! judge launches itself.

use crate::nests::Nest;
use lowered_ir::{Interpreter, RtValue};
use std::sync::Arc;
use tensor_wasm_compiler::auto::offload::{
    self, fingerprint, KernelExecutor, OffloadEvent, OffloadOptions, DECLINED,
};
use tensor_wasm_shim::offload::KernelState;
use wasmtime::{Caller, Val};

/// The offload side of a store: the executor (a GPU or the simulator), the options, and
/// what happened at every nest call.
pub struct OffloadState {
    pub nests: Arc<Vec<Nest>>,
    pub exec: Option<Box<dyn KernelExecutor + Send>>,
    pub options: OffloadOptions,
    /// One entry per nest call, in order (the loop names are `nest_<k>`).
    pub events: Vec<OffloadEvent>,
}

/// Anything a store's data must give the nest imports.
pub trait HasOffload {
    fn offload(&mut self) -> &mut OffloadState;
}

fn to_rt(v: &Val) -> wasmtime::Result<RtValue> {
    Ok(match v {
        Val::I32(x) => RtValue::I32(*x as u32),
        Val::I64(x) => RtValue::I64(*x as u64),
        Val::F32(b) => RtValue::F32(*b),
        Val::F64(b) => RtValue::F64(*b),
        Val::V128(b) => RtValue::V128(b.as_u128()),
        other => wasmtime::bail!("a nest argument {other:?} (references do not cross)"),
    })
}

fn to_val(v: RtValue) -> wasmtime::Result<Val> {
    Ok(match v {
        RtValue::I32(x) => Val::I32(x as i32),
        RtValue::I64(x) => Val::I64(x as i64),
        RtValue::F32(b) => Val::F32(b),
        RtValue::F64(b) => Val::F64(b),
        RtValue::V128(b) => Val::V128(b.into()),
        other => wasmtime::bail!("a nest result of type {}", other.ty()),
    })
}

/// Before host code runs inside a resident region: the device's newer bytes come back.
fn sync_host<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
) -> wasmtime::Result<()> {
    let (data, host) = memory.data_and_store_mut(caller);
    if let Some(exec) = host.offload().exec.as_mut() {
        exec.sync_host(data)
            .map_err(|e| wasmtime::format_err!("device: {e}"))?;
    }
    Ok(())
}

/// The body of import `resident_begin`: the memory may stay on the device until
/// `resident_end`.
pub fn resident_begin<T: HasOffload + 'static>(mut caller: Caller<'_, T>) -> wasmtime::Result<()> {
    if let Some(exec) = caller.data_mut().offload().exec.as_mut() {
        exec.begin_resident();
    }
    Ok(())
}

/// The body of import `resident_end`: the device's newer bytes come back to the memory.
pub fn resident_end<T: HasOffload + 'static>(mut caller: Caller<'_, T>) -> wasmtime::Result<()> {
    let Some(memory) = caller.get_export("memory").and_then(|e| e.into_memory()) else {
        return Ok(());
    };
    let (data, host) = memory.data_and_store_mut(&mut caller);
    if let Some(exec) = host.offload().exec.as_mut() {
        exec.end_resident(data)
            .map_err(|e| wasmtime::format_err!("device: {e}"))?;
    }
    Ok(())
}

/// The body of import `nest_<k>`.
pub fn call_nest<T: HasOffload + 'static>(
    mut caller: Caller<'_, T>,
    k: usize,
    params: &[Val],
    results: &mut [Val],
) -> wasmtime::Result<()> {
    let native = caller
        .get_export(&format!("__tensor_wasm_nest_{k}"))
        .and_then(|e| e.into_func())
        .ok_or_else(|| wasmtime::format_err!("the rewritten module lacks nest {k}'s function"))?;
    let memory = caller.get_export("memory").and_then(|e| e.into_memory());
    let (Some(memory), true) = (memory, caller.data_mut().offload().exec.is_some()) else {
        return native.call(&mut caller, params, results);
    };
    let args = params
        .iter()
        .map(to_rt)
        .collect::<wasmtime::Result<Vec<_>>>()?;
    let nests = caller.data_mut().offload().nests.clone();
    let nest = &nests[k];
    // The first launch of a new kernel is checked against the native loop, run first.
    let state = caller.data_mut().offload();
    let kernel = nest.auto.outlined.iter().find(|o| o.outer_loops.is_empty());
    let new = kernel.is_some_and(|o| {
        state
            .exec
            .as_mut()
            .is_some_and(|e| e.guard().state(fingerprint(&o.kernel)) == KernelState::New)
    });
    let check = state.options.first_call_check && new;
    let reference = if check {
        sync_host(&mut caller, memory)?;
        let before = memory.data(&caller).to_vec();
        native.call(&mut caller, params, results)?;
        let data = memory.data_mut(&mut caller);
        let after = data.to_vec();
        data[..before.len()].copy_from_slice(&before);
        Some((after, results.to_vec()))
    } else {
        None
    };
    let (data, host) = memory.data_and_store_mut(&mut caller);
    let state = host.offload();
    let mut options = state.options;
    options.decline_to_caller = true;
    let exec = state.exec.as_mut().expect("checked above");
    let mut interp = Interpreter::new().with_fuel(options.fuel);
    let (outcome, mut events) = offload::call_with_reference(
        &nest.auto,
        &mut interp,
        &args,
        data,
        exec.as_mut(),
        options,
        reference.as_ref().map(|(m, _)| m.clone()),
    );
    for e in &mut events {
        e.loop_name = format!("nest_{k}");
    }
    state.events.extend(events);
    match outcome {
        Ok(values) if values.len() == results.len() => {
            for (slot, v) in results.iter_mut().zip(values) {
                *slot = to_val(v)?;
            }
            Ok(())
        }
        outcome => {
            // Declined (or the interpreter could not reach the loop): the native loop's
            // result, computed now or already by the check.
            if let Err(e) = &outcome {
                if !e.to_string().contains(DECLINED) {
                    exec.counters().record_fallback("not_evaluable");
                    state.events.push(OffloadEvent {
                        loop_name: format!("nest_{k}"),
                        fallback: Some(("not_evaluable".into(), e.to_string())),
                        threads: 0,
                        checked: false,
                        kernel_ms: Vec::new(),
                    });
                }
            }
            match reference {
                Some((after, values)) => {
                    // The hook declined before launching: the memory is as it was before
                    // the loop, and the native run's memory is the result.
                    memory.data_mut(&mut caller)[..after.len()].copy_from_slice(&after);
                    results.clone_from_slice(&values);
                    Ok(())
                }
                None => {
                    sync_host(&mut caller, memory)?;
                    native.call(&mut caller, params, results)
                }
            }
        }
    }
}
