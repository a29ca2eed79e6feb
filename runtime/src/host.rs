//! The nest imports: what runs when the rewritten module calls `tensor_wasm:auto nest_<k>`.
//!
//! The call's arguments are the locals the loop uses. The nest's analysed function runs in
//! the LoweredOp interpreter only up to its loop header, where the compiler's offload hook
//! evaluates the trip counts, the preconditions and the cost model on these values and
//! launches the kernel over the instance's memory (only the kernel's footprint moves). When
//! anything says no, the hook declines and the loop runs natively instead: the export
//! `__tensor_wasm_nest_<k>`, the same wasm the original function held, compiled by wasmtime.
//!
//! The first launch of each kernel is checked: when the hook is about to launch a new kernel
//! it stops; the kernel then runs on a copy of the memory on another thread while the native
//! side runs on the memory itself: for a large loop only its first iterations (the nest's
//! prefix function), whose changed bytes the kernel's memory must hold, and the kernel's
//! memory then stands; otherwise the whole loop, which the kernel's memory must equal and
//! whose memory stands (two NaNs agree). A kernel that fails is never launched again (the
//! deopt guard) and the whole loop runs natively. Calls that do not launch never pay for
//! this. A native loop that traps is the program's trap, as in wasmtime.
//!
//! This module moves values and memory between wasmtime and the offload hook; it must not
//! judge launches itself.

use crate::nests::Nest;
use crate::rewrite::{BACKUPS_EXPORT, SAMPLE_EXPORT, SKIP_EXPORT};
use lowered_ir::{Interpreter, RtValue};
use std::sync::Arc;
use std::time::Instant;
use tensor_wasm_compiler::auto::offload::{
    self, BulkSource, CostVerdict, CpuRun, Footprint, KernelExecutor, OffloadEvent, OffloadOptions,
    Reference, Written, DECLINED, NEEDS_REFERENCE,
};
use tensor_wasm_compiler::auto::parallel;
use tensor_wasm_shim::offload::KernelState;
use wasmtime::{Caller, Val};

/// The offload side of a store: the executor (a GPU or the simulator), the options, and
/// what happened at every nest call.
pub struct OffloadState {
    pub nests: Arc<Vec<Nest>>,
    pub exec: Option<Box<dyn KernelExecutor + Send>>,
    pub options: OffloadOptions,
    /// One entry per nest call that was offered to the hook, in order (the loop names are
    /// `nest_<k>`); calls skipped by the back-off are only counted.
    pub events: Vec<OffloadEvent>,
    /// Per nest: calls so far, how many of the last attempts declined in a row, and the
    /// arguments and footprint of the last decline.
    pub history: Vec<NestHistory>,
    /// Per nest, its native function once looked up; the exported memory once looked up.
    pub natives: Vec<Option<wasmtime::Func>>,
    /// Per nest, its backups function once looked up (`Some(None)`: it has none).
    pub backups: Vec<Option<Option<wasmtime::Func>>>,
    /// Per nest, its skip counter once looked up ([`SKIP_EXPORT`]; `Some(None)`: none).
    pub skips: Vec<Option<Option<wasmtime::Global>>>,
    /// The module's [`crate::rewrite::HOLDS_EXPORT`] flag once looked up (`Some(None)`: it
    /// has none).
    pub holds_flag: Option<Option<wasmtime::Global>>,
    /// Inside a resident region (between `resident_begin` and `resident_end`): the device
    /// may hold newer bytes than the memory, so no call site may skip the host.
    pub resident: bool,
    /// The [`Self::native_depth`] at which the resident region's own code runs: 0 for a loop
    /// of the module's functions, 1 for a nest's backups body (`rewrite.rs`,
    /// `resident_backups`), whose loads and stores read back what they need.
    pub resident_at: u32,
    /// `resident_begin` calls made while already resident (a backups body reached from
    /// native code inside another region): they and their `resident_end` change nothing.
    pub resident_nested: u32,
    pub memory: Option<Option<wasmtime::Memory>>,
    /// How many native nest functions are running (a declined nest, a reference, a nest
    /// backed off). Code around a nest they call reads the memory, so such a nest's writes
    /// must come back at once, even inside a resident region.
    pub native_depth: u32,
    /// The first-call check runs about 1/`check_fraction` of a large nest's outer loop
    /// natively ([`prefix_limit`]); 1 runs it whole.
    pub check_fraction: u32,
    /// The kernel's copy of the memory during a first-call check, and the bytes of its
    /// written ranges before a prefix ran, kept for the next check.
    pub check_buffer: Vec<u8>,
    pub check_written: Written,
    /// Where the first-call checks' time went (`--metrics`).
    pub check_times: CheckTimes,
    /// Where the hook's own time went (`--metrics`).
    pub hook_times: HookTimes,
    /// The sampled check whose native prefix is running ([`sample_stop`]).
    pub sample: Option<SampleClock>,
    /// The race against plain wasmtime this run is in ([`crate::race`]), and the CPU time
    /// (ns, the cost model's) of the work its launches have done: far enough ahead, it takes
    /// the race before it ends.
    pub race: Option<crate::race::Gates>,
    pub launched_cpu_ns: f64,
}

impl OffloadState {
    /// Keeps the events of a nest call; its launches' work may put this run so far ahead of
    /// plain wasmtime that the race is decided ([`crate::race::Gates::take_if_ahead`]).
    fn record(&mut self, events: Vec<OffloadEvent>) {
        let mut launched = events.iter().filter(|e| e.fallback.is_none()).peekable();
        let any = launched.peek().is_some();
        self.launched_cpu_ns += launched.filter_map(|e| e.cpu_ns).sum::<f64>();
        if let Some(race) = &self.race {
            // A GPU launch follows a context, which resumed the opponent already; a
            // simulated one (`--race on --simulate`) resumes it here.
            if any {
                race.risk();
            }
            race.take_if_ahead(self.launched_cpu_ns);
        }
        self.events.extend(events);
    }
}

/// A sampled first-call check's native prefix, as it runs: when it started, how many
/// iterations it began, and whether the kernel beside it has finished.
#[derive(Debug)]
pub struct SampleClock {
    started: std::time::Instant,
    begun: u64,
    kernel_done: Arc<std::sync::atomic::AtomicBool>,
    /// The prefix must run its whole limit (the kernel runs the same iterations in order).
    fixed: bool,
}

/// The body of import `sample_stop` ([`crate::rewrite::SAMPLE_STOP_IMPORT`]), which a
/// prefix function calls before each iteration of its outer loop: 1 (stop) once at least one
/// iteration ran, the kernel beside it has finished (the native side then holds the check
/// up) and [`CHECK_FLOOR`] has passed. While the kernel runs (the device's context being
/// made, the upload, the kernel) the prefix goes on, up to its limit: that checking is
/// free. Outside a check, and for a prefix that must run its limit, always 0.
pub fn sample_stop<T: HasOffload + 'static>(mut caller: Caller<'_, T>) -> i32 {
    let Some(clock) = caller.data_mut().offload().sample.as_mut() else {
        return 0;
    };
    clock.begun += 1;
    let ran = clock.begun - 1;
    let stop = !clock.fixed
        && ran >= 1
        && clock.kernel_done.load(std::sync::atomic::Ordering::Acquire)
        && clock.started.elapsed() >= CHECK_FLOOR;
    i32::from(stop)
}

/// The least time a sampled check's native prefix runs once the kernel has finished (the
/// prefix also stops at its limit, [`prefix_limit`]).
pub const CHECK_FLOOR: std::time::Duration = std::time::Duration::from_millis(20);

/// Seconds spent by the first-call checks, by part.
#[derive(Clone, Copy, Debug, Default)]
pub struct CheckTimes {
    pub checks: u64,
    /// Bringing the device's bytes back and copying the memory for the kernel.
    pub copy_s: f64,
    /// The native side: waiting for the hook's decision, keeping the written bytes, and the
    /// prefix or the whole loop.
    pub native_s: f64,
    /// The kernel's side: the hook, the launch and the comparison.
    pub kernel_s: f64,
    /// After both: the kernel's bytes copied in, or the memory put back and the whole loop
    /// run natively.
    pub apply_s: f64,
}

/// Seconds spent in the hook of nests called through the host, by part (`--metrics`).
#[derive(Clone, Copy, Debug, Default)]
pub struct HookTimes {
    /// Nest calls that reached the host, and those of them the back-off ran natively at once.
    pub calls: u64,
    pub backed_off: u64,
    /// Nest calls its call site ran natively without reaching the host, inside the window
    /// the back-off gave it (counted as `backoff` fallbacks too).
    pub skipped: u64,
    /// From the host's entry to the native call, or to the kernel's return where it
    /// launched: the attempt (its footprint and cost model), bringing the device's bytes
    /// back, the launch.
    pub decide_s: f64,
    /// Nest functions run natively from the host (declines and backed-off calls; a
    /// first-call check's native side is in [`CheckTimes`]), the outermost only: with the
    /// hook's time of the nests they call in turn.
    pub native_s: f64,
}

impl OffloadState {
    /// Whether the device may hold bytes newer than the memory's: it holds some, or no
    /// executor exists yet (the device is not up, so nothing may be assumed either way).
    fn device_may_hold(&self) -> bool {
        (self.exec.as_ref()).is_none_or(|e| e.holds_device_bytes())
    }

    /// Whether the code that called a nest is native code that reads the memory directly
    /// (a declined nest's loop, a reference), not a resident region's own code (which
    /// reads back what it loads): then what a kernel wrote must come back at once.
    fn native_code_reads(&self) -> bool {
        self.native_depth > 0 && !(self.resident && self.native_depth == self.resident_at)
    }
}

/// Runs nest `k`'s native function, counted in [`OffloadState::native_depth`].
fn run_native<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    native: wasmtime::Func,
    params: &[Val],
    results: &mut [Val],
) -> wasmtime::Result<()> {
    let state = caller.data_mut().offload();
    state.native_depth += 1;
    let outermost = state.native_depth == 1;
    let started = Instant::now();
    let r = native.call(&mut *caller, params, results);
    let state = caller.data_mut().offload();
    state.native_depth -= 1;
    if outermost {
        state.hook_times.native_s += started.elapsed().as_secs_f64();
    }
    r
}

/// Adds the time since `entered` to the hook's deciding time. Past [`RISKY_HOOK_S`] of it,
/// this run is slower than plain wasmtime by its own hook: the race's opponent must run
/// ([`crate::race::Gates::risk`]) even if nothing launched.
fn decided<T: HasOffload + 'static>(caller: &mut Caller<'_, T>, entered: Instant) {
    let state = caller.data_mut().offload();
    state.hook_times.decide_s += entered.elapsed().as_secs_f64();
    if state.hook_times.decide_s > RISKY_HOOK_S {
        if let Some(race) = &state.race {
            race.risk();
        }
    }
}

/// The hook's own time past which a run that launched nothing counts as risking being
/// slower than plain wasmtime: about the analysis' lead, which is all a paused opponent
/// could win by otherwise (LU at n = 1024 once asked the hook 2,045 times for 0.55 s).
pub const RISKY_HOOK_S: f64 = 0.02;

/// What the back-off remembers of one nest.
#[derive(Clone, Debug, Default)]
pub struct NestHistory {
    pub calls: u64,
    pub declines: u32,
    /// The footprint of the last declined call and its arguments: a call skipped with the
    /// same arguments touches the same bytes (a nest's ranges are functions of its
    /// arguments), so a resident copy gives back and invalidates only those.
    pub last_declined: Option<(Vec<RtValue>, Footprint)>,
    /// The last decline came from a launch-time test (not the cost model or the device):
    /// the nest then runs its native loop with backups ([`BACKUPS_EXPORT`]), backed off
    /// or not.
    pub tested_decline: bool,
    /// The last value this runtime gave the nest's skip counter ([`SKIP_EXPORT`]): the
    /// call site ran that many entries natively without asking, counted as `backoff` when
    /// the host is asked again.
    pub skip_window: u32,
    /// The window the next decline in a row sets (0 after a launch).
    pub next_window: u32,
    /// The last decline was the cost model's even on a ready device: only such a nest's call
    /// site may skip the host.
    pub settled_decline: bool,
    /// The last decline was the cost model's because the device was not ready yet, and
    /// what it would have saved on a ready device ([`KernelExecutor::prepare`]): a call
    /// the back-off runs natively counts that saving again toward starting the device.
    pub waited_saving_ns: f64,
}

/// After this many declines in a row, a nest is offered to the hook only every
/// [`BACKOFF_PERIOD`]th call (the others run natively at once, counted as `backoff`): a tiny
/// loop called a million times (a `memcpy` per row) must not pay the hook's evaluation
/// each time.
pub const BACKOFF_AFTER: u32 = 8;
pub const BACKOFF_PERIOD: u64 = 64;

/// The most entries a call site skips the host for in one go ([`SKIP_EXPORT`]): the window
/// doubles from [`BACKOFF_PERIOD`] with every decline in a row up to this, so a tiny loop
/// entered 20 million times asks the host about 5,000 times (a host call costs about half a
/// microsecond), and a larger call of the same nest waits at most this many entries to be
/// offered to the device again.
pub const MAX_SKIP_WINDOW: u32 = 4096;

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
    to_host(caller, memory, |exec, data| exec.sync_host(data))
}

/// The device's newer bytes come back through `how` (the executor's `sync_host` or
/// `flush`), as a wasmtime error where the device fails.
fn to_host<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
    how: impl FnOnce(&mut dyn KernelExecutor, &mut [u8]) -> Result<(), String>,
) -> wasmtime::Result<()> {
    let (data, host) = memory.data_and_store_mut(caller);
    if let Some(exec) = executor_over(host.offload(), data) {
        how(exec, data).map_err(|e| wasmtime::format_err!("device: {e}"))?;
    }
    Ok(())
}

/// The body of import `resident_begin`: the memory may stay on the device until
/// `resident_end`.
pub fn resident_begin<T: HasOffload + 'static>(mut caller: Caller<'_, T>) -> wasmtime::Result<()> {
    let state = caller.data_mut().offload();
    if state.resident {
        state.resident_nested += 1;
        return Ok(());
    }
    // Call sites that skip the host go on skipping: the region's device copy holds nothing
    // yet, and the first launch or bulk call that makes it hold bytes sets every counter to
    // 0 (`ask_again`). (Until 2026-11-28 each region's start did, so a time loop whose
    // region begins at every step asked the host at every step for each of its nests.)
    state.resident = true;
    state.resident_at = state.native_depth;
    if let Some(exec) = state.exec.as_mut() {
        exec.begin_resident();
    }
    let holds = state.exec.as_ref().is_some_and(|e| e.holds_device_bytes());
    set_holds_flag(&mut caller, holds)
}

/// Sets the module's [`crate::rewrite::HOLDS_EXPORT`] flag, which guards host code's
/// `read_back`/`write_back` calls in resident regions and the functions they call: 1 from
/// the moment the device may hold newer bytes than the memory inside a region (a launch, a
/// bulk call on the device) to the region's end. While it is 0 the accesses make no host
/// call (a step function called 20 million times from a region that never launches).
fn set_holds_flag<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    on: bool,
) -> wasmtime::Result<()> {
    let flag = match caller.data_mut().offload().holds_flag {
        Some(g) => g,
        None => {
            let g = caller
                .get_export(crate::rewrite::HOLDS_EXPORT)
                .and_then(|e| e.into_global());
            caller.data_mut().offload().holds_flag = Some(g);
            g
        }
    };
    match flag {
        Some(g) => g.set(&mut *caller, Val::I32(i32::from(on))),
        None => Ok(()),
    }
}

/// The body of import `resident_end`: the device's newer bytes come back to the memory.
pub fn resident_end<T: HasOffload + 'static>(mut caller: Caller<'_, T>) -> wasmtime::Result<()> {
    let state = caller.data_mut().offload();
    if state.resident_nested > 0 {
        state.resident_nested -= 1;
        return Ok(());
    }
    state.resident = false;
    set_holds_flag(&mut caller, false)?;
    let Some(memory) = caller.get_export("memory").and_then(|e| e.into_memory()) else {
        return Ok(());
    };
    let (data, host) = memory.data_and_store_mut(&mut caller);
    if let Some(exec) = executor_over(host.offload(), data) {
        exec.end_resident(data)
            .map_err(|e| wasmtime::format_err!("device: {e}"))?;
    }
    Ok(())
}

/// After a call of the program ended in a trap or `proc_exit` inside a resident region: the
/// region ends there (the device's newer bytes come back, so the memory the embedder reads
/// holds every store made before the trap), and the next call starts outside any region.
pub fn end_after_error<T: HasOffload + 'static>(
    store: &mut wasmtime::Store<T>,
    memory: Option<wasmtime::Memory>,
) -> Result<(), String> {
    let state = store.data_mut().offload();
    state.native_depth = 0;
    state.resident_nested = 0;
    if !std::mem::take(&mut state.resident) {
        return Ok(());
    }
    if let Some(Some(g)) = state.holds_flag {
        g.set(&mut *store, Val::I32(0)).map_err(|e| e.to_string())?;
    }
    let Some(memory) = memory else {
        return Ok(());
    };
    let (data, host) = memory.data_and_store_mut(store);
    match executor_over(host.offload(), data) {
        Some(exec) => exec.end_resident(data),
        None => Ok(()),
    }
}

/// The body of import `host_<name>` (`name` one of `memcpy`, `memmove`, `memset`): host code
/// inside a resident region calls the module's own C function through it. The device's
/// newer bytes of the ranges it reads and writes come back first, what it writes is no longer
/// valid on the device, and then the module's function (exported as
/// `__tensor_wasm_<name>`) runs as it would have: only those bytes move, where syncing the
/// whole memory would move everything the kernels wrote (jacobi2d's odd copy-back row).
pub fn host_bulk<T: HasOffload + 'static>(
    mut caller: Caller<'_, T>,
    name: &str,
    (dst, src_or_byte, len): (i32, i32, i32),
) -> wasmtime::Result<i32> {
    let range = |at: i32| {
        let start = i128::from(at as u32);
        tensor_wasm_shim::offload::ByteRange {
            start,
            end: start + i128::from(len as u32),
        }
    };
    let footprint = Footprint {
        reads: if name == "memset" {
            Vec::new()
        } else {
            vec![range(src_or_byte)]
        },
        writes: vec![range(dst)],
    };
    if let Some(memory) = caller.get_export("memory").and_then(|e| e.into_memory()) {
        // A large copy or fill runs in the device's copy: what the device holds newer need
        // not come back, nor the destination go up again for the next launch.
        let source = match name {
            "memset" => BulkSource::Fill {
                byte: src_or_byte as u8,
            },
            _ => BulkSource::Copy {
                src: u64::from(src_or_byte as u32),
            },
        };
        let (data, host) = memory.data_and_store_mut(&mut caller);
        let state = host.offload();
        if state.resident {
            if let Some(exec) = executor_over(state, data) {
                let on_device = exec
                    .bulk_on_device(data, u64::from(dst as u32), source, u64::from(len as u32))
                    .map_err(|e| wasmtime::format_err!("device: {e}"))?;
                if on_device {
                    // The device now holds bytes: no call site may skip the host.
                    ask_again_if_skipping(&mut caller)?;
                    return Ok(dst);
                }
            }
        }
        if let Some(exec) = caller.data_mut().offload().exec.as_mut() {
            exec.declined(&footprint);
        }
        sync_host(&mut caller, memory)?;
    }
    let Some(f) = caller
        .get_export(&format!("__tensor_wasm_{name}"))
        .and_then(|e| e.into_func())
    else {
        wasmtime::bail!("the rewritten module does not export its `{name}`");
    };
    // The function's own loops are nests too; it is native code around them.
    let mut out = [Val::I32(0)];
    run_native(
        &mut caller,
        f,
        &[Val::I32(dst), Val::I32(src_or_byte), Val::I32(len)],
        &mut out,
    )?;
    Ok(out[0].unwrap_i32())
}

/// The body of import `read_back(address, offset, bytes)`: host code inside a resident
/// region is about to load `bytes` bytes at `address + offset` (`rewrite::read_back_of`);
/// the device's newer copy of them comes back first (nothing moves where the device holds
/// none). Out-of-bounds addresses are left to the load, which traps as wasm says.
pub fn read_back<T: HasOffload + 'static>(
    caller: Caller<'_, T>,
    (address, offset, bytes): (i32, i32, i32),
) -> wasmtime::Result<()> {
    host_access(caller, (address, offset, bytes), false)
}

/// The body of import `write_back(address, offset, bytes)`: as [`read_back`], before a
/// store; the device's copy of those bytes is then stale (a later launch uploads them).
pub fn write_back<T: HasOffload + 'static>(
    caller: Caller<'_, T>,
    (address, offset, bytes): (i32, i32, i32),
) -> wasmtime::Result<()> {
    host_access(caller, (address, offset, bytes), true)
}

/// The bytes around a host access whose newer copy on the device comes back with it
/// ([`read_back`], [`write_back`]): a power of two.
const HOST_ACCESS_PAGE: i128 = 4096;

fn host_access<T: HasOffload + 'static>(
    mut caller: Caller<'_, T>,
    (address, offset, bytes): (i32, i32, i32),
    write: bool,
) -> wasmtime::Result<()> {
    let state = caller.data_mut().offload();
    // Outside a resident region, or inside one before the device holds any byte (a time
    // loop whose nests all ran natively so far), the memory is the only copy: nothing moves.
    // Host code in such a loop makes this call at every load and store it has.
    if !state.resident || !state.exec.as_ref().is_some_and(|e| e.holds_device_bytes()) {
        return Ok(());
    }
    let start = i128::from(address as u32) + i128::from(offset as u32);
    let range = tensor_wasm_shim::offload::ByteRange {
        start,
        end: start + i128::from(bytes as u32),
    };
    // The device's newer bytes come back by the page around the access: a loop of the
    // region's host code reading a table cell by cell (a histogram's cumulative sum) then
    // brings it back in one transfer, not one per cell. Only the access's own bytes stop
    // being valid on the device.
    let page = tensor_wasm_shim::offload::ByteRange {
        start: start & !(HOST_ACCESS_PAGE - 1),
        end: (range.end + HOST_ACCESS_PAGE - 1) & !(HOST_ACCESS_PAGE - 1),
    };
    let footprint = Footprint {
        reads: vec![page],
        writes: if write { vec![range] } else { Vec::new() },
    };
    let memory = state.memory.flatten();
    let memory = memory.or_else(|| caller.get_export("memory").and_then(|e| e.into_memory()));
    if let Some(memory) = memory {
        if let Some(exec) = caller.data_mut().offload().exec.as_mut() {
            exec.declined(&footprint);
        }
        sync_host(&mut caller, memory)?;
    }
    Ok(())
}

/// Nest `k`'s native function and the exported memory, looked up once per instance (every
/// nest call needs them; a nest backed off runs natively millions of times).
fn exports<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    k: usize,
) -> wasmtime::Result<(wasmtime::Func, Option<wasmtime::Memory>)> {
    let state = caller.data_mut().offload();
    if let (Some(Some(f)), Some(m)) = (state.natives.get(k), state.memory) {
        return Ok((*f, m));
    }
    let native = caller
        .get_export(&format!("__tensor_wasm_nest_{k}"))
        .and_then(|e| e.into_func())
        .ok_or_else(|| wasmtime::format_err!("the rewritten module lacks nest {k}'s function"))?;
    let memory = caller.get_export("memory").and_then(|e| e.into_memory());
    let state = caller.data_mut().offload();
    if state.natives.len() <= k {
        state.natives.resize(k + 1, None);
    }
    state.natives[k] = Some(native);
    state.memory = Some(memory);
    Ok((native, memory))
}

/// Nest `k`'s skip counter ([`SKIP_EXPORT`]), looked up once per instance.
fn skip_global<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    k: usize,
) -> Option<wasmtime::Global> {
    cached_export(
        caller,
        k,
        || format!("{SKIP_EXPORT}{k}"),
        |s| &mut s.skips,
        |e| e.into_global(),
    )
}

/// The export `name()` names for nest `k`, looked up once per instance and kept in the `cache` vector of
/// the offload state (`Some(None)`: the module has none).
fn cached_export<T: HasOffload + 'static, X: Copy>(
    caller: &mut Caller<'_, T>,
    k: usize,
    name: impl FnOnce() -> String,
    cache: fn(&mut OffloadState) -> &mut Vec<Option<Option<X>>>,
    convert: fn(wasmtime::Extern) -> Option<X>,
) -> Option<X> {
    if let Some(Some(known)) = cache(caller.data_mut().offload()).get(k) {
        return *known;
    }
    let found = caller.get_export(&name()).and_then(convert);
    let slots = cache(caller.data_mut().offload());
    if slots.len() <= k {
        slots.resize(k + 1, None);
    }
    slots[k] = Some(found);
    found
}

/// Counts as `backoff` the entries call sites have skipped the host for since it last set
/// their counters, reading each counter: the runtime asks for the counters after the
/// program ends, and a resident region zeroes them, before the next host call would have
/// counted them.
pub fn count_skipped(mut store: impl wasmtime::AsContextMut<Data: HasOffload>) {
    for (k, g) in skip_globals(store.as_context_mut().data_mut().offload()) {
        let left = g.get(&mut store).i32().unwrap_or(0).max(0) as u32;
        count_used(store.as_context_mut().data_mut().offload(), k, left);
    }
}

/// Sets every call site's skip counter to 0, what the sites skipped so far counted first: from
/// now on each asks the host, whose native loop would otherwise run beside a device copy that
/// holds the memory's bytes or newer ones (a resident region begins, or inside one the device
/// starts to hold bytes: a launch, a bulk call run on the device).
fn ask_again<T: HasOffload + 'static>(caller: &mut Caller<'_, T>) -> wasmtime::Result<()> {
    count_skipped(&mut *caller);
    for (k, g) in skip_globals(caller.data_mut().offload()) {
        g.set(&mut *caller, Val::I32(0))?;
        caller.data_mut().offload().history[k].skip_window = 0;
    }
    Ok(())
}

/// Inside a resident region, once the device holds bytes (after a launch or a bulk call run
/// on the device): host code's accesses call the host again ([`set_holds_flag`]), and
/// [`ask_again`] where a call site may be skipping the host.
fn ask_again_if_skipping<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
) -> wasmtime::Result<()> {
    let state = caller.data_mut().offload();
    if state.resident {
        set_holds_flag(caller, true)?;
    }
    let state = caller.data_mut().offload();
    if state.resident && state.history.iter().any(|h| h.skip_window > 0) {
        ask_again(caller)?;
    }
    Ok(())
}

/// The skip counters looked up so far, by nest.
fn skip_globals(state: &OffloadState) -> Vec<(usize, wasmtime::Global)> {
    state
        .skips
        .iter()
        .enumerate()
        .filter_map(|(k, g)| g.flatten().map(|g| (k, g)))
        .filter(|(k, _)| *k < state.history.len())
        .collect()
}

/// Nest `k`'s call site has `left` of the window the host last gave it: the entries it ran
/// without asking count as calls and `backoff` fallbacks, and `left` is the window now.
fn count_used(state: &mut OffloadState, k: usize, left: u32) {
    let Some(h) = state.history.get_mut(k) else {
        return;
    };
    let used = h.skip_window.saturating_sub(left);
    h.skip_window = left;
    h.calls += u64::from(used);
    state.hook_times.skipped += u64::from(used);
    if let Some(exec) = state.exec.as_mut() {
        exec.counters().record_fallbacks("backoff", u64::from(used));
    }
}

/// Lets nest `k`'s call site run its next `window` entries natively without asking.
fn set_skip<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    k: usize,
    window: u32,
) -> wasmtime::Result<()> {
    let Some(global) = skip_global(caller, k) else {
        return Ok(());
    };
    global.set(&mut *caller, Val::I32(window as i32))?;
    let state = caller.data_mut().offload();
    if state.history.len() <= k {
        state.history.resize(k + 1, NestHistory::default());
    }
    state.history[k].skip_window = window;
    Ok(())
}

/// The store's executor, told first that the instance's linear memory is `data` now
/// ([`KernelExecutor::host_memory`]: a GPU executor may page-lock it). `data` must be the
/// store's exported memory as `wasmtime::Memory::data_and_store_mut` gives it, never a copy.
fn executor_over<'a>(
    state: &'a mut OffloadState,
    data: &[u8],
) -> Option<&'a mut (dyn KernelExecutor + Send + 'static)> {
    let exec = state.exec.as_mut()?;
    // SAFETY: `data` is the store's linear memory (every caller takes it from
    // `data_and_store_mut` of the exported memory). It stays mapped while the store lives,
    // and a store drops its data, with this executor, before its memories; where
    // `memory.grow` moves or resizes it, the next hook call names it again here before
    // giving it to the executor.
    unsafe { exec.host_memory(data.as_ptr(), data.len()) };
    Some(exec.as_mut())
}

/// What one offload attempt of a nest call gave.
enum Attempt {
    /// The kernel ran: these are the results.
    Done(Vec<Val>),
    /// A first launch that needs the native loop's result to compare with.
    NeedsReference,
    /// Run the native loop.
    Declined,
}

/// The body of import `nest_<k>`.
pub fn call_nest<T: HasOffload + 'static>(
    mut caller: Caller<'_, T>,
    k: usize,
    params: &[Val],
    results: &mut [Val],
) -> wasmtime::Result<()> {
    let entered = Instant::now();
    let (native, memory) = exports(&mut caller, k)?;
    // No executor: none at all, or a first-call check holds it while its native side runs.
    let (Some(memory), true) = (memory, caller.data_mut().offload().exec.is_some()) else {
        return run_native(&mut caller, native, params, results);
    };
    let args = params
        .iter()
        .map(to_rt)
        .collect::<wasmtime::Result<Vec<_>>>()?;
    let state = caller.data_mut().offload();
    state.hook_times.calls += 1;
    if state.history.len() <= k {
        state.history.resize(k + 1, NestHistory::default());
    }
    let resident = state.resident;
    // The call site asks only once its counter is 0: all of its last window was used.
    count_used(state, k, 0);
    let h = &mut state.history[k];
    h.calls += 1;
    let (calls, declines, settled_before) = (h.calls - 1, h.declines, h.settled_decline);
    // Inside a resident region, whether the device holds any of the memory's bytes yet.
    let holds = state.device_may_hold();
    // A nest the cost model keeps declining even on a ready device skips the host at its call
    // site (below), outside resident regions and inside one while the device holds nothing
    // (a launch or a bulk call on the device then sets every counter to 0: `ask_again`).
    // Others stay with the host: one a launch-time test declined runs its backups, which
    // only the host can choose, and one declined while the device is not up must go on
    // being offered (its work is what starts the device when it pays).
    let gated = (!resident || !holds) && settled_before && skip_global(&mut caller, k).is_some();
    let state = caller.data_mut().offload();
    let h = &mut state.history[k];
    // Inside a resident region a nest backs off only where its last decline's footprint
    // holds for these arguments: without it, running natively would take back every
    // byte the device holds newer (LU's column loop, whose arguments change every step,
    // would move the whole trailing matrix both ways at each one).
    let same_args = h.last_declined.as_ref().is_some_and(|(a, _)| *a == args);
    // Nor where the device holds nothing yet: LU at n = 1024 declined all of its 2,045
    // row updates (too small for the device) and asked the hook at each, 0.55 s of a run
    // that took 0.32 s with nothing offloaded.
    let backing_off = declines >= BACKOFF_AFTER && calls % BACKOFF_PERIOD != 0 && !gated;
    // Since launch-time refusals tell their footprint too (2026-12-02), a nest whose
    // arguments changed backs off as well where the footprint for the new arguments can be
    // computed without a whole attempt (`OffloadOptions::footprint_only`): ludcmp's row loop,
    // refused 1,467 times as `overlap` inside its resident region, made each refusal run the
    // cost model and the exact overlap listing first. Only after a refusal that the next
    // call would meet again (a launch-time test's, or the cost model's on a ready device):
    // adi's sweeps, declined 8 times while the device started, then backed off at 45 of
    // their next 81 calls, each taking its arrays back from the device (2 GB moved, 1.07x of
    // wasmtime instead of 1.8x).
    let known = !resident || same_args || !holds;
    let decisive = h.tested_decline || h.settled_decline;
    if backing_off && (known || (decisive && footprint_for(&mut caller, memory, k, &args)?)) {
        let state = caller.data_mut().offload();
        let h = &mut state.history[k];
        let same = same_args
            .then(|| h.last_declined.as_ref().map(|(_, f)| f.clone()))
            .flatten();
        let waited_saving = h.waited_saving_ns;
        if let Some(exec) = state.exec.as_mut() {
            exec.counters().record_fallback("backoff");
            if let Some(f) = same {
                exec.declined(&f);
            }
            // A nest declined because the device was not up still counts toward starting
            // it, at its last offered call's saving: rowmat's resident row loop, backed off
            // after 8 such declines, never started the device (0.98x of wasmtime where it
            // was 2-3x); offering it every time instead cost LU at n = 1024 about 0.1 s
            // of hook calls that never started it either.
            if waited_saving > 0.0 {
                exec.prepare(waited_saving);
            }
        }
        let tested = h.tested_decline;
        state.hook_times.backed_off += 1;
        sync_host(&mut caller, memory)?;
        let f = fallback_of(&mut caller, k, native, tested);
        decided(&mut caller, entered);
        return run_native(&mut caller, f, params, results);
    }
    let state = caller.data_mut().offload();
    let events_before = state.events.len();
    let prepared_before = state.exec.as_ref().map_or(0.0, |e| e.prepared_ns());
    let first = attempt(&mut caller, memory, k, &args)?;
    let launched = matches!(first, Attempt::Done(_) | Attempt::NeedsReference);
    if launched {
        // Inside a resident region the device now holds bytes: no call site may skip the host.
        ask_again_if_skipping(&mut caller)?;
    }
    let state = caller.data_mut().offload();
    // Declines of the cost model while the device is still starting say nothing about the
    // nest; a failed launch-time test does (it fails the same once the device is ready).
    let starting = state.exec.as_ref().is_some_and(|e| e.is_starting());
    let footprint = state
        .exec
        .as_ref()
        .and_then(|e| e.declined_footprint().cloned());
    // Why this attempt declined: the last fallback it recorded.
    let why = (!launched)
        .then(|| {
            state.events[events_before.min(state.events.len())..]
                .iter()
                .rev()
                .find(|e| e.fallback.is_some())
        })
        .flatten();
    // Refused by a launch-time test: the loop's backups may launch inside it.
    let tested = why
        .and_then(|e| e.fallback.as_ref())
        .is_some_and(|(reason, _)| !UNTESTED_REASONS.contains(&reason.as_str()));
    // Or by the cost model whatever the device's state, or while the device was starting.
    let verdict = why.and_then(|e| e.cost);
    let settled = verdict == Some(CostVerdict::NotWorthOnAReadyDevice);
    let waited = verdict == Some(CostVerdict::DeviceNotReady);
    let prepared = state.exec.as_ref().map_or(0.0, |e| e.prepared_ns()) - prepared_before;
    let h = &mut state.history[k];
    h.tested_decline = tested;
    h.settled_decline = settled && !launched;
    h.waited_saving_ns = if waited && !launched { prepared } else { 0.0 };
    if launched {
        h.declines = 0;
    } else {
        if !starting || tested || settled {
            h.declines = h.declines.saturating_add(1);
        }
        h.last_declined = footprint.map(|f| (args.clone(), f));
    }
    // Declined again and again by the cost model, even on a ready device: the call site runs
    // the next entries natively without asking, a window that doubles with each further
    // decline.
    let holds_now = state.device_may_hold();
    let h = &mut state.history[k];
    let window =
        if launched || !settled || h.declines < BACKOFF_AFTER || (state.resident && holds_now) {
            h.next_window = 0;
            0
        } else {
            h.next_window = (h.next_window * 2).clamp(BACKOFF_PERIOD as u32, MAX_SKIP_WINDOW);
            h.next_window
        };
    if window > 0 {
        set_skip(&mut caller, k, window)?;
    }
    let attempt = match first {
        Attempt::NeedsReference => {
            return checked_launch(&mut caller, memory, k, &args, native, params, results)
        }
        other => other,
    };
    match attempt {
        Attempt::Done(values) => {
            decided(&mut caller, entered);
            results.clone_from_slice(&values);
            // Called from native code, which goes on reading the memory: what the kernel
            // wrote must be there.
            if caller.data_mut().offload().native_code_reads() {
                sync_host(&mut caller, memory)?;
            }
            Ok(())
        }
        _ => {
            sync_host(&mut caller, memory)?;
            let f = fallback_of(&mut caller, k, native, tested);
            decided(&mut caller, entered);
            run_native(&mut caller, f, params, results)
        }
    }
}

/// What nest `k` runs natively: after a refusal by a launch-time test (`tested`) its loop
/// with backups calling their imports ([`BACKUPS_EXPORT`]) if it has backups, else `native`.
/// Looked up once per instance.
fn fallback_of<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    k: usize,
    native: wasmtime::Func,
    tested: bool,
) -> wasmtime::Func {
    if !tested {
        return native;
    }
    cached_export(
        caller,
        k,
        || format!("{BACKUPS_EXPORT}{k}"),
        |s| &mut s.backups,
        |e| e.into_func(),
    )
    .unwrap_or(native)
}

/// Fallback reasons that say nothing about the loop's own launch-time tests (the cost model,
/// the device, the deopt guard): such a nest runs its plain native loop, not its backups.
const UNTESTED_REASONS: [&str; 7] = [
    "too_small",
    "device_error",
    "deoptimized",
    "backoff",
    "no_iterations",
    // The nest would have launched: its backups would not have run.
    "dry_run",
    "simulation_budget",
];

/// How many iterations of a nest's outer loop of `trips` the first-call check runs natively
/// at most: about `trips / fraction` ([`OffloadState::check_fraction`]), fewer where the
/// cost model estimates (`cpu_ns`, the whole loop) that they would take more than
/// [`CHECK_BUDGET_NS`], and at least [`MIN_PREFIX`]; `None` where that is the whole loop. A
/// kernel that runs the whole loop passes no estimate: its prefix stops by the clock
/// instead ([`sample_stop`]), once the kernel has finished.
pub fn prefix_limit(trips: u64, fraction: u32, cpu_ns: Option<f64>) -> Option<u64> {
    let mut limit = trips.div_ceil(u64::from(fraction.max(1)));
    if let Some(ns) = cpu_ns.filter(|ns| *ns > 0.0 && trips > 0) {
        let per_iteration = ns / trips as f64;
        limit = limit.min((CHECK_BUDGET_NS / per_iteration).ceil() as u64);
    }
    let limit = limit.max(MIN_PREFIX);
    (fraction > 1 && limit < trips).then_some(limit)
}

/// The fewest outer iterations a sampled first-call check runs.
pub const MIN_PREFIX: u64 = 4;

/// The most native time a sampled check spends, as the cost model estimates it (beyond
/// [`MIN_PREFIX`] iterations): 0.1 s. gemm at n = 2048 then checks about 6 rows, not 32
/// (0.9 s).
pub const CHECK_BUDGET_NS: f64 = 100e6;

/// What the native side of a checked launch ran.
enum NativeRun {
    /// Nothing: the hook declined before the launch.
    NotStarted,
    /// The whole loop, on the memory itself: its memory and results stand.
    Whole(wasmtime::Result<()>),
    /// The loop's first iterations (the prefix function), on the memory itself.
    Prefix(wasmtime::Result<()>),
}

/// A new kernel's first launch, checked. The kernel launches on a copy of the memory on
/// another thread; once the launch is decided the hook says how many iterations the outer
/// loop has and which bytes the launch writes, and the native side runs at the same time on
/// the memory itself:
/// - with a large loop, only its first iterations (`__tensor_wasm_sample_<k>`,
///   [`prefix_limit`]), after keeping the written ranges' bytes; the bytes they changed must
///   be the kernel's and nothing else may differ. If so, the kernel's written ranges are
///   copied in and its results stand, so the check costs a fraction of a native run; if not
///   (or the launch failed), the memory is put back and the whole loop runs natively;
/// - otherwise the whole loop, whose memory and results stand either way (the kernel's
///   memory must equal it), so the check costs the longer of the two runs.
///
/// The hook compares and sets the deopt guard; it reads the native memory in place. The
/// kernel's copy of the memory and the kept bytes are buffers reused across checks
/// ([`OffloadState::check_buffer`]: a fresh one costs a page fault per 4 KiB). During the
/// check the executor is away from the store: nests the native loop calls run natively.
fn checked_launch<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
    k: usize,
    args: &[RtValue],
    native: wasmtime::Func,
    params: &[Val],
    results: &mut [Val],
) -> wasmtime::Result<()> {
    // The device's newer bytes come back first: the copy and the native run start from the
    // same memory, and nothing is left on the device that the native run should have read.
    // What the device holds stays valid: after a check that agrees, the host holds the
    // kernel's bytes (or equal ones), so the next launch in a resident region uploads
    // nothing again (blur's step loop uploaded both images twice). Every other outcome
    // gives the device's copy up below ([`settle_device`]).
    let started = std::time::Instant::now();
    flush_host(caller, memory)?;
    let prefix = caller
        .get_export(&format!("{SAMPLE_EXPORT}{k}"))
        .and_then(|e| e.into_func());
    let (data, host) = memory.data_and_store_mut(&mut *caller);
    let state = host.offload();
    let mut copy = std::mem::take(&mut state.check_buffer);
    copy_memory(&mut copy, data);
    let mut written = std::mem::take(&mut state.check_written);
    let nests = state.nests.clone();
    let options = state.options;
    let fraction = state.check_fraction;
    let (race, launched_cpu_ns) = (state.race.clone(), state.launched_cpu_ns);
    state.check_times.checks += 1;
    state.check_times.copy_s += started.elapsed().as_secs_f64();
    executor_over(state, data);
    let Some(mut exec) = state.exec.take() else {
        state.check_buffer = copy;
        state.check_written = written;
        return run_native(caller, native, params, results);
    };
    // The ranges the launch may write, as the hook said when it launched.
    let mut launch_writes: Option<Vec<(u64, u64)>> = None;
    // The channels hold borrows of the store: they end with this block.
    let (gpu, native_run, native_s) = {
        // The hook's start decides the prefix (both sides must run the same iterations: a
        // kernel that runs the outer loop in order inside its threads runs that prefix too).
        let has_prefix = prefix.is_some();
        type Start = (Option<u64>, Vec<(u64, u64)>, bool);
        let writes_here = &mut launch_writes;
        let (trips_tx, trips_rx) = std::sync::mpsc::channel::<Start>();
        let (cpu_done, cpu_result) = std::sync::mpsc::channel::<Option<CpuRun<'_>>>();
        // Set once the kernel's side waits for the native side (or has given up).
        let kernel_done = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let done_at_finish = kernel_done.clone();
        let reference = Reference::Concurrent {
            start: Box::new(move |launch| {
                // Decided to launch: far enough ahead, this run takes its race now, before the
                // check's native side needs the CPU.
                if let Some(race) = &race {
                    race.risk();
                    race.take_if_ahead(launched_cpu_ns + launch.cpu_ns.unwrap_or(0.0));
                }
                let estimate = launch.cpu_ns.filter(|_| launch.in_order);
                let limit = (has_prefix && !launch.whole)
                    .then(|| prefix_limit(launch.outer_trips, fraction, estimate))
                    .flatten();
                let _ = trips_tx.send((limit, launch.footprint.downloads(), launch.in_order));
                limit
            }),
            finish: Box::new(move || {
                done_at_finish.store(true, std::sync::atomic::Ordering::Release);
                cpu_result.recv().ok().flatten()
            }),
        };
        let caller_here = &mut *caller;
        let written_here = &mut written;
        std::thread::scope(|s| {
            let gpu = s.spawn(|| {
                let started = std::time::Instant::now();
                let out = attempt_on(
                    &nests,
                    k,
                    args,
                    &mut copy,
                    exec.as_mut(),
                    options,
                    Some(reference),
                );
                kernel_done.store(true, std::sync::atomic::Ordering::Release);
                (out, started.elapsed().as_secs_f64())
            });
            // The hook says the outer loop's trip count as it launches; a decline closes the
            // channel (the hook is gone).
            let native_started = std::time::Instant::now();
            let native_run = match trips_rx.recv() {
                Err(_) => NativeRun::NotStarted,
                Ok((limit, writes, in_order)) => {
                    *writes_here = Some(writes.clone());
                    match (limit, prefix) {
                        (Some(limit), Some(prefix)) => {
                            written_here.keep(memory.data(&*caller_here), &writes);
                            let written: &Written = written_here;
                            let mut with_limit = params.to_vec();
                            with_limit.push(Val::I64(limit as i64));
                            let mut ignored = results.to_vec();
                            caller_here.data_mut().offload().sample = Some(SampleClock {
                                started: std::time::Instant::now(),
                                begun: 0,
                                kernel_done: kernel_done.clone(),
                                fixed: in_order,
                            });
                            let r = run_native(caller_here, prefix, &with_limit, &mut ignored);
                            caller_here.data_mut().offload().sample = None;
                            let caller_now: &Caller<'_, T> = caller_here;
                            let after = r.is_ok().then(|| CpuRun::Prefix {
                                written,
                                after: memory.data(caller_now),
                            });
                            // The kernel's thread may already have given up: nobody listens then.
                            let _ = cpu_done.send(after);
                            NativeRun::Prefix(r)
                        }
                        _ => {
                            let r = run_native(caller_here, native, params, results);
                            let caller_now: &Caller<'_, T> = caller_here;
                            let after = r.is_ok().then(|| CpuRun::Whole(memory.data(caller_now)));
                            let _ = cpu_done.send(after);
                            NativeRun::Whole(r)
                        }
                    }
                }
            };
            (
                gpu.join(),
                native_run,
                native_started.elapsed().as_secs_f64(),
            )
        })
    };
    let state = caller.data_mut().offload();
    state.exec = Some(exec);
    state.check_times.native_s += native_s;
    let applying = std::time::Instant::now();
    let (attempt, unchecked) = match gpu {
        Ok(((attempt, events), kernel_s)) => {
            state.check_times.kernel_s += kernel_s;
            let unchecked: Vec<u64> = events.iter().filter_map(|e| e.totals_unchecked).collect();
            state.record(events);
            (attempt, unchecked)
        }
        Err(panic) => std::panic::resume_unwind(panic),
    };
    // Whether the device's copy still equals the memory where it is valid: after a check
    // that agreed, but for what the kernel wrote when the native run's bytes stand.
    let agreed = matches!(attempt, Attempt::Done(_));
    let outcome = match native_run {
        NativeRun::Whole(r) => {
            settle_device(
                caller,
                memory,
                match (&r, agreed) {
                    (Ok(()), true) => Settle::Discard(launch_writes.unwrap_or_default()),
                    _ => Settle::Invalidate,
                },
            )?;
            // Called from native code, which goes on reading and writing the memory: the
            // device's copy of what the kernel read is not to be trusted after it either
            // (a launch whose check agreed left those bytes valid, and native code changed
            // one before the next launch read it).
            if caller.data_mut().offload().native_code_reads() {
                sync_host(caller, memory)?;
            }
            // A kernel that combined reductions gave the nest's results too: they must be
            // the native run's (which stand for this call either way).
            if let (Ok(()), Attempt::Done(values), false) = (&r, &attempt, unchecked.is_empty()) {
                if !same_results(values, results, options.reassociate_floats) {
                    let state = caller.data_mut().offload();
                    if let Some(exec) = state.exec.as_mut() {
                        for k in &unchecked {
                            exec.guard().set(*k, KernelState::Deoptimized);
                        }
                        exec.counters().record_fallback("first_call_mismatch");
                    }
                }
            }
            r
        }
        // The loop's first iterations trap: the whole loop traps there too, with this memory.
        NativeRun::Prefix(Err(trap)) => {
            settle_device(caller, memory, Settle::Invalidate)?;
            Err(trap)
        }
        NativeRun::Prefix(Ok(())) => {
            let data = memory.data_mut(&mut *caller);
            match attempt {
                Attempt::Done(values) if data.len() == copy.len() => {
                    // Outside the written ranges the prefix left what the kernel left.
                    for (start, bytes) in written.ranges() {
                        let range = start..start + bytes.len();
                        parallel::copy(&mut data[range.clone()], &copy[range]);
                    }
                    results.clone_from_slice(&values);
                    if caller.data_mut().offload().native_code_reads() {
                        sync_host(caller, memory)?;
                    }
                    Ok(())
                }
                _ => {
                    // A mismatch, a failed launch or a grown memory: back to where the loop
                    // began (the kernel's copy outside its written ranges, their bytes from
                    // before; a grown memory keeps its new pages), and the whole loop runs.
                    let n = copy.len().min(data.len());
                    parallel::copy(&mut data[..n], &copy[..n]);
                    written.restore(data);
                    settle_device(caller, memory, Settle::Invalidate)?;
                    run_native(caller, native, params, results)
                }
            }
        }
        NativeRun::NotStarted => {
            settle_device(caller, memory, Settle::Invalidate)?;
            run_native(caller, native, params, results)
        }
    };
    let state = caller.data_mut().offload();
    state.check_buffer = copy;
    state.check_written = written;
    state.check_times.apply_s += applying.elapsed().as_secs_f64();
    outcome
}

/// What a checked launch leaves of the device's copy of the memory ([`settle_device`]).
enum Settle {
    /// The native run's bytes stand where the kernel wrote (equal to the kernel's, or
    /// within the check's tolerance): those ranges are the device's no more.
    Discard(Vec<(u64, u64)>),
    /// Anything else (a mismatch, a failure, a decline, a trap): native code ran on the
    /// memory, so the device's copy is given up as before any host code.
    Invalidate,
}

/// The device's newer bytes come back, what the device holds stays valid (a check compares
/// with the memory as it is).
fn flush_host<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
) -> wasmtime::Result<()> {
    to_host(caller, memory, |exec, data| exec.flush(data))
}

/// After a checked launch's native side ran on the memory: see [`Settle`].
fn settle_device<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
    settle: Settle,
) -> wasmtime::Result<()> {
    match settle {
        Settle::Invalidate => sync_host(caller, memory),
        Settle::Discard(writes) => {
            if let Some(exec) = caller.data_mut().offload().exec.as_mut() {
                exec.discard(&Footprint::writing(&writes));
            }
            Ok(())
        }
    }
}

/// Whether two lists of results are equal, floats by their bits; with `reassociated` (float
/// reductions reordered), floats within `auto::reduction::REASSOCIATION_TOLERANCE`.
fn same_results(a: &[Val], b: &[Val], reassociated: bool) -> bool {
    use tensor_wasm_compiler::auto::reduction::{floats_agree as near, REASSOCIATION_TOLERANCE};
    let (t32, t64) = REASSOCIATION_TOLERANCE;
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (Val::I32(x), Val::I32(y)) => x == y,
            (Val::I64(x), Val::I64(y)) => x == y,
            (Val::F32(x), Val::F32(y)) if reassociated => {
                near(f32::from_bits(*x).into(), f32::from_bits(*y).into(), t32)
            }
            (Val::F64(x), Val::F64(y)) if reassociated => {
                near(f64::from_bits(*x), f64::from_bits(*y), t64)
            }
            (Val::F32(x), Val::F32(y)) => x == y,
            (Val::F64(x), Val::F64(y)) => x == y,
            (Val::V128(x), Val::V128(y)) => x.as_u128() == y.as_u128(),
            _ => false,
        })
}

/// Copies `data` into `copy` (made its length): on up to [`parallel::MAX_THREADS`] threads
/// for a large memory, into a fresh zeroed allocation when the length changed (its pages are
/// first touched by the copying threads, not by one thread zeroing them first). A first-call
/// check of a nest over a 256 MiB memory spent 0.15 s copying on one thread.
fn copy_memory(copy: &mut Vec<u8>, data: &[u8]) {
    if copy.len() != data.len() {
        *copy = vec![0u8; data.len()];
    }
    parallel::copy(copy, data);
}

/// Runs nest `k`'s analysed function up to its loop, where the offload hook launches or
/// declines (or stops before a new kernel's first launch: [`checked_launch`]).
fn attempt<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
    k: usize,
    args: &[RtValue],
) -> wasmtime::Result<Attempt> {
    let (data, host) = memory.data_and_store_mut(caller);
    let state = host.offload();
    let nests = state.nests.clone();
    let options = state.options;
    let Some(exec) = executor_over(state, data) else {
        return Ok(Attempt::Declined);
    };
    let (attempt, events) = attempt_on(&nests, k, args, data, exec, options, None);
    state.record(events);
    Ok(attempt)
}

/// Whether nest `k`'s footprint for `args` is now the executor's declined footprint
/// ([`OffloadOptions::footprint_only`]: no cost model, no launch-time test, nothing
/// recorded), so that running it natively takes back and invalidates only its bytes. False
/// where it cannot be computed, or where a footprint was already pending (then it is not
/// known to be this one's).
fn footprint_for<T: HasOffload + 'static>(
    caller: &mut Caller<'_, T>,
    memory: wasmtime::Memory,
    k: usize,
    args: &[RtValue],
) -> wasmtime::Result<bool> {
    let (data, host) = memory.data_and_store_mut(caller);
    let state = host.offload();
    let nests = state.nests.clone();
    let mut options = state.options;
    options.footprint_only = true;
    let Some(exec) = executor_over(state, data) else {
        return Ok(false);
    };
    if exec.declined_footprint().is_some() {
        return Ok(false);
    }
    let _ = attempt_on(&nests, k, args, data, exec, options, None);
    Ok(exec.declined_footprint().is_some())
}

/// [`attempt`] on the pieces of a store: the nests, the memory, the executor; `reference`
/// is the native loop's memory a first launch is checked against.
fn attempt_on(
    nests: &[Nest],
    k: usize,
    args: &[RtValue],
    data: &mut [u8],
    exec: &mut dyn KernelExecutor,
    mut options: OffloadOptions,
    reference: Option<Reference>,
) -> (Attempt, Vec<OffloadEvent>) {
    options.decline_to_caller = true;
    let mut interp = Interpreter::new().with_fuel(options.fuel);
    let (outcome, mut events) = offload::call_with_reference(
        &nests[k].auto,
        &mut interp,
        args,
        data,
        exec,
        options,
        reference,
    );
    for e in &mut events {
        e.loop_name = format!("nest_{k}");
    }
    let attempt = match outcome {
        Ok(values) => match values.into_iter().map(to_val).collect() {
            Ok(values) => Attempt::Done(values),
            // A result the store cannot hold: the native loop gives it.
            Err(_) => Attempt::Declined,
        },
        Err(e) => {
            let text = e.to_string();
            if text.contains(NEEDS_REFERENCE) {
                Attempt::NeedsReference
            } else {
                if !text.contains(DECLINED) {
                    // The interpreter could not reach the loop: run it natively, counted.
                    exec.counters().record_fallback("not_evaluable");
                    events.push(OffloadEvent {
                        loop_name: format!("nest_{k}"),
                        fallback: Some(("not_evaluable".into(), text)),
                        cost: None,
                        threads: 0,
                        checked: false,
                        sampled: false,
                        kernel_ms: Vec::new(),
                        totals_unchecked: None,
                        cpu_ns: None,
                    });
                }
                Attempt::Declined
            }
        }
    };
    (attempt, events)
}
