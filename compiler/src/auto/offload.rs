//! The host side of auto mode: runs a function in the LoweredOp interpreter and, each time
//! the interpreted code enters an outlined loop nest (`outline.rs`), decides from the call's
//! values whether the nest runs as a kernel:
//!
//! 1. the trip count of every dimension and the step of every induction, from the plan's
//!    expressions evaluated on the frame's values;
//! 2. the preconditions, tested by the shim (`tensor_wasm_shim::offload`) on the concrete
//!    byte ranges: every access range in the memory (the kernel has no per-access checks),
//!    written ranges disjoint from what other iterations access, bases aligned;
//! 3. the finish function says the exit is taken in the last iteration and not before it (a
//!    check of the trip count) and gives the values the code after the loop reads;
//! 4. the first launch of each kernel (by fingerprint) is compared with the loop run
//!    sequentially on a copy of the memory (the reference function); a mismatch keeps the
//!    CPU's memory and deoptimizes that kernel for good (the deopt guard).
//!
//! Anything that fails runs the loop on the CPU instead (the interpreter continues into it),
//! counted as a fallback with its reason. A kernel that traps is also rerun on the CPU, from
//! the memory as it was before the launch, so the trap and the memory are wasm's.
//!
//! Kernels run through a [`KernelExecutor`]: the GPU ([`GpuExecutor`], PTX through the shim)
//! or the interpreter's grid simulation ([`InterpExecutor`], for tests without a GPU). This
//! module must not change the analysis' verdicts or the outlined code.

use super::affine::{Affine, Atom, Poly};
pub use super::check_compare::{
    first_difference, first_prefix_difference, first_prefix_difference_outside, Written,
};
use super::device_memory::{byte_count, DeviceCopy};
pub use super::device_memory::{BulkSource, Footprint};
use super::listing;
use super::outline::{eval_affine, Outlined};
use super::page_lock::{LockStep, PageLock};
use super::privatize::PrivateRegion;
use super::reduction::Reduction;
use lowered_ir::{
    Dim3, EntryHook, HookAction, InterpError, Interpreter, LoweredFunction, LoweredType, RtValue,
    ThreadPosition, TrapKind, Value,
};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tensor_wasm_shim::offload::{
    threads_collide, windows_fit_stride, ByteRange, DeoptGuard, Digit, KernelState, OffloadCounters,
};
use tensor_wasm_shim::{AbiError, KernelId, LoweredArg, Runtime};

mod distributed;
pub(crate) mod ptx;
mod split;

pub use ptx::{lower_outlined, Prelowering, PtxCache};

/// Threads per block of an auto-mode launch.
pub const BLOCK_THREADS: u32 = 256;

/// Runs `threads` threads of a helper kernel (the combine kernel, the private copies'
/// merge) on a 1-D grid in the interpreter, over `memory`.
fn run_threads(
    kernel: &LoweredFunction,
    args: &[RtValue],
    threads: u64,
    memory: &mut [u8],
) -> Result<(), String> {
    let (grid, block) = launch_shape(&[threads])?;
    let mut interp = Interpreter::new();
    for bx in 0..grid[0] {
        for tx in 0..block[0] {
            let position = ThreadPosition {
                thread_idx: Dim3::new(tx, 0, 0),
                block_idx: Dim3::new(bx, 0, 0),
                block_dim: Dim3::new(block[0], 1, 1),
                grid_dim: Dim3::new(grid[0], 1, 1),
            };
            interp
                .call_in_thread(kernel, args, memory, Some(position))
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// How a kernel launch ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Launch {
    /// Every thread finished; the memory holds the result.
    Done,
    /// A thread trapped; the memory is as it was before the launch.
    Trapped(TrapKind),
}

/// An outlined kernel as it launches.
pub struct Kernel<'a> {
    /// Without per-access checks.
    pub function: &'a LoweredFunction,
    /// A hash of its text (the deopt guard's and the PTX cache's key).
    pub fingerprint: u64,
    /// Every access may be converted as naturally aligned (the launch tested it).
    pub natural_alignment: bool,
    /// The loop's integer reductions (none for most kernels). Each thread then stores its
    /// parts beside the memory ([`super::reduction`]): the executor appends the kernel's
    /// last argument, where they go (an `i64` byte offset from the memory), folds them with
    /// the combine kernel when there are many, and keeps what is left for
    /// [`KernelExecutor::take_parts`].
    pub reductions: &'a [Reduction],
    /// Each iteration runs as [`super::bulk_lanes::LANES`] threads (`Outlined::lanes`): the
    /// launch adds them as the last dimension of its trips.
    pub lanes: bool,
    /// The region each thread keeps a copy of, for a kernel with `Outlined::private`
    /// groups: the executor puts the copies and their shadows beside the memory (after any
    /// reduction parts), appends [`PrivateRegion::kernel_args`], and after the launch runs
    /// [`super::privatize::merge_kernel`] before anything comes back.
    pub private: Option<PrivateRegion>,
}

impl Kernel<'_> {
    /// Bytes of parts per thread.
    fn part_bytes(&self) -> u64 {
        super::reduction::part_bytes(self.reductions)
    }
}

/// Runs outlined kernels: on the GPU, or simulated by the interpreter.
pub trait KernelExecutor {
    /// Runs `kernel` (no per-access checks) over the iterations `trips` (one trip count per
    /// dimension, outer first; [`launch_shape`] gives the grid) with `args` over `memory`.
    /// `footprint` holds every byte the kernel may read or write: an executor may move only
    /// those bytes between `memory` and the device.
    fn launch(
        &mut self,
        kernel: &Kernel<'_>,
        trips: &[u64],
        args: &[RtValue],
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<Launch, String>;
    fn counters(&mut self) -> &mut OffloadCounters;
    fn guard(&mut self) -> &mut DeoptGuard;
    /// Instructions a simulated device may still interpret in launches (`None`: a real
    /// device, or no limit). A launch estimated to take more is declined as
    /// `simulation_budget` and the loop runs natively: the interpreter runs kernels about
    /// 200 times slower than the CPU runs the loop.
    fn simulation_left(&self) -> Option<u64> {
        None
    }
    /// Counts a simulated launch's estimated `instructions` against that budget.
    fn simulated(&mut self, _instructions: u64) {}
    /// The parts of the last successful launch of a kernel with [`Kernel::reductions`]:
    /// [`super::reduction::combined_parts`] of them, one after the other (empty otherwise).
    fn take_parts(&mut self) -> Vec<u8> {
        Vec::new()
    }
    /// The kernel times (ms) of the timed launches the last [`KernelExecutor::launch`] made
    /// before its real one (none unless asked for).
    fn take_timings(&mut self) -> Vec<f64> {
        Vec::new()
    }
    /// The bytes and time spent moving memory and launching (a device's executor only).
    fn transfer_stats(&self) -> Option<TransferStats> {
        None
    }
    /// The instance's linear memory is now `len` bytes at `base`; the host says so before it
    /// hands that memory to any other method. A GPU executor may page-lock it for faster
    /// transfers ([`super::page_lock`]); others ignore it.
    ///
    /// # Safety
    /// The range must be the instance's memory, mapped at `base` until the next call or until
    /// the executor is dropped (a store drops its data, with the executor, before its
    /// memories); where the memory moves or grows, the host calls again before any other
    /// method is given it.
    unsafe fn host_memory(&mut self, _base: *const u8, _len: usize) {}
    /// The host promises not to touch the memory until [`KernelExecutor::sync_host`] or
    /// [`KernelExecutor::end_resident`]: launches may leave their results on the device.
    fn begin_resident(&mut self) {}
    /// Gives the host every byte the device holds newer, before host code runs (which may
    /// write anywhere, so the device's copy is valid nowhere afterwards).
    fn sync_host(&mut self, _memory: &mut [u8]) -> Result<(), String> {
        Ok(())
    }
    /// Gives the host every byte the device holds newer, when no host code runs before the
    /// next launch (the device's copy stays valid).
    fn flush(&mut self, _memory: &mut [u8]) -> Result<(), String> {
        Ok(())
    }
    /// The device's copy of what a launch with `footprint` wrote is not to be used (the
    /// host replaced it with the CPU's result).
    fn discard(&mut self, _footprint: &Footprint) {}
    /// Gives the host the device's newer bytes of `ranges` (inside a resident region; the
    /// device's copy stays valid), for the host to read them.
    fn make_current(&mut self, _memory: &mut [u8], _ranges: &[(u64, u64)]) -> Result<(), String> {
        Ok(())
    }
    /// [`KernelExecutor::sync_host`], and launches copy both ways again.
    fn end_resident(&mut self, memory: &mut [u8]) -> Result<(), String> {
        self.sync_host(memory)
    }
    /// How long, in nanoseconds, a launch would still wait for the device to be ready (its
    /// context being made), for the cost model.
    fn startup_wait_ns(&self) -> f64 {
        0.0
    }
    /// A launch would pay once the device is ready, saving about `saving_ns` against the
    /// CPU: start making it ready (or count the saving toward starting).
    fn prepare(&mut self, _saving_ns: f64) {}
    /// `kernel`'s launch would go ahead on a ready device: an executor whose device is still
    /// being made may lower it meanwhile, beside the host.
    fn prelower(&mut self, _kernel: &Kernel<'_>) {}
    /// Adds `s` seconds of the launch decision's `phase` to the executor's
    /// [`TransferStats`] (`run --metrics`).
    fn decide_time(&mut self, _phase: DecidePhase, _s: f64) {}
    /// What [`KernelExecutor::prepare`] has been given so far, all calls together.
    fn prepared_ns(&self) -> f64 {
        0.0
    }
    /// The device is being made ready right now (launches wait for it).
    fn is_starting(&self) -> bool {
        false
    }
    /// The loop about to run on the host instead of a launch touches only `footprint`: the
    /// next [`KernelExecutor::sync_host`] may give back only those bytes and keep the rest of
    /// a resident copy valid.
    fn declined(&mut self, _footprint: &Footprint) {}
    /// The footprint given to the last [`KernelExecutor::declined`], if the next
    /// [`KernelExecutor::sync_host`] has not consumed it yet.
    fn declined_footprint(&self) -> Option<&Footprint> {
        None
    }
    /// The bytes a launch with `footprint` would move, for the cost model: inside a resident
    /// region none (its transfers are paid once for the whole region).
    fn transfer_bytes(&self, footprint: &Footprint) -> u64 {
        footprint.transfer_bytes()
    }

    /// Whether transfers run from and into page-locked host memory now (the cost model then
    /// prices a byte at [`super::cost::CostModel::locked_ns_per_byte`]).
    fn transfers_locked(&self) -> bool {
        false
    }

    /// The bytes declining a launch with `footprint` would move (a resident device copy's
    /// dirty and valid bytes it touches); the cost model adds them to the CPU's side. No
    /// default: an executor that forgot it would make declining look free in every
    /// resident region (the deferred GPU executor did, so LU's column loop moved the
    /// trailing matrix both ways at every step on the H100).
    fn decline_bytes(&self, footprint: &Footprint) -> u64;

    /// Inside a resident region, whether the device holds any bytes the host would give up
    /// by running native code (valid or newer ones); outside one, false (the shadow keeps
    /// comparing). A nest declined again and again may back off to native code in a
    /// resident region only where this is false or its footprint is known. No default, for
    /// the reason [`KernelExecutor::decline_bytes`] has none.
    fn holds_device_bytes(&self) -> bool;
    /// Inside a resident region, runs a bulk call of `len` bytes at `dst` in the device's
    /// copy of `memory` when [`DeviceCopy::bulk_on_device`] allows it (uploading what of
    /// the source the device does not hold yet): `Ok(true)` when it did, and the destination
    /// is then the device's (newer than the host's). `Ok(false)`: the host runs the call.
    fn bulk_on_device(
        &mut self,
        _memory: &[u8],
        _dst: u64,
        _source: BulkSource,
        _len: u64,
    ) -> Result<bool, String> {
        Ok(false)
    }
}

/// Whether a kernel can trap (a check or a trapping terminator is left in it).
fn may_trap(kernel: &LoweredFunction) -> bool {
    kernel.blocks.iter().any(|b| {
        matches!(b.term, lowered_ir::Terminator::Trap { .. })
            || b.insts.iter().any(|i| {
                matches!(
                    i.op,
                    lowered_ir::LoweredOp::TrapIf { .. }
                        | lowered_ir::LoweredOp::BoundsCheck { .. }
                )
            })
    })
}

/// What the simulator spends starting one thread, counted in instructions against its
/// budget ([`KernelExecutor::simulation_left`]): about 1.2 us, where an instruction takes
/// about 5.4 ns (fdtd-2d's 22 M threads of 72-88 instructions took 37 s, 9.5 s of it their
/// instructions).
pub const SIMULATED_THREAD_START: u64 = 256;

/// The interpreter as the "device" (CI has no GPU). Threads run one after another in
/// *reverse* order (kernels have no barriers): a launch whose iterations depend on each other
/// then gives a result different from the sequential loop's, which the tests see, where
/// running them in order would hide it.
#[derive(Default)]
pub struct InterpExecutor {
    pub counters: OffloadCounters,
    pub guard: DeoptGuard,
    /// Steps each simulated thread may take (`None`: unlimited).
    pub fuel: Option<u64>,
    /// Threads that trapped with `memory_out_of_bounds`. The kernels have no per-access
    /// checks, so on a GPU such an access is an illegal address, not a trap: a launch-time
    /// bounds test let through a launch it should have refused. Tests require 0.
    pub out_of_bounds: u64,
    /// Launches that failed for a reason other than a trap (out of fuel, malformed IR).
    pub errors: Vec<String>,
    /// Launches of a kernel's build whose accesses test their alignment (some access group
    /// was misaligned at the launch).
    pub tested_alignment_launches: u64,
    /// The simulated device's copy of the memory. Outside a resident region it is filled
    /// with [`POISON`] before every launch, so a kernel that reads a byte its footprint
    /// did not upload computes garbage, and a byte it writes outside its footprint is lost:
    /// a footprint that misses an access shows in the result.
    pub device: Vec<u8>,
    /// Which bytes of `device` are valid and newer (inside a resident region).
    pub copy: DeviceCopy,
    /// Launches and the bytes they uploaded and downloaded (no times: `transfer_stats`).
    pub moved: TransferStats,
    /// The last launch's reduction parts ([`KernelExecutor::take_parts`]).
    pub parts: Vec<u8>,
    /// Instructions (estimated, threads times instructions per thread) the launches may
    /// still interpret ([`KernelExecutor::simulation_left`]); `None`: no limit.
    pub simulation_budget: Option<u64>,
}

/// Copies `ranges` of `from` into the same places of `to` (the simulator's transfers).
fn copy_ranges(from: &[u8], to: &mut [u8], ranges: &[(u64, u64)]) {
    for &(lo, hi) in ranges {
        let (lo, hi) = (lo as usize, hi as usize);
        to[lo..hi].copy_from_slice(&from[lo..hi]);
    }
}

/// What the simulated device holds where nothing was uploaded.
pub const POISON: u8 = 0xa5;

impl InterpExecutor {
    /// `ranges` of the host's memory copied to the simulated device, and counted.
    fn send(&mut self, memory: &[u8], ranges: &[(u64, u64)]) {
        self.moved.bytes_up += byte_count(ranges);
        copy_ranges(memory, &mut self.device, ranges);
    }

    /// The simulated device's bytes of `ranges` copied back to the host, and counted.
    fn bring_back(&mut self, memory: &mut [u8], ranges: &[(u64, u64)]) {
        self.moved.bytes_down += byte_count(ranges);
        copy_ranges(&self.device, memory, ranges);
    }
}

impl KernelExecutor for InterpExecutor {
    fn launch(
        &mut self,
        kernel: &Kernel<'_>,
        trips: &[u64],
        args: &[RtValue],
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<Launch, String> {
        let may_trap = may_trap(kernel.function);
        self.tested_alignment_launches += u64::from(!kernel.natural_alignment);
        let parts = kernel.part_bytes();
        let reductions = kernel.reductions;
        let private = kernel.private.clone();
        let kernel = kernel.function;
        let (grid, block) = launch_shape(trips)?;
        if self.device.len() != memory.len() {
            self.device = vec![POISON; memory.len()];
            self.copy.reallocated();
        }
        // As the GPU's `save_before`: the device's newer bytes a launch that may trap could
        // overwrite are kept aside on the device. Here the launch runs on a copy of the
        // device's bytes, which stay as they were until it succeeds: they are the copy.
        let saved = if may_trap {
            self.copy.dirty_in(&footprint.downloads())
        } else {
            Vec::new()
        };
        self.moved.saved_bytes += byte_count(&saved);
        if !self.copy.is_resident() {
            // Everything but what the device is known to hold.
            let mut at = 0;
            for &(lo, hi) in self.copy.held() {
                let lo = (lo as usize).min(self.device.len());
                self.device[at..lo].fill(POISON);
                at = (hi as usize).min(self.device.len()).max(at);
            }
            self.device[at..].fill(POISON);
        }
        let up = self.copy.uploads(memory, &footprint.uploads());
        self.send(memory, &up);
        self.copy.in_sync(memory, &up);
        self.moved.launches += 1;
        let written = footprint.downloads();
        let mut scratch = self.device.clone();
        // The reductions' parts go past the memory (poisoned: a thread that stores none
        // leaves garbage, as on a device).
        let parts_at = memory.len().next_multiple_of(16);
        let threads: u64 = trips.iter().product();
        let combine = super::reduction::combine_steps(threads, parts);
        let mut with_parts = args.to_vec();
        if parts > 0 {
            scratch.resize(parts_at + combine.bytes as usize, POISON);
            with_parts.push(RtValue::I64(parts_at as u64));
        }
        // Each thread's private copies and shadows after them (`privatize.rs`).
        let private_at = scratch.len().next_multiple_of(16) as u64;
        if let Some(r) = &private {
            let bytes = r
                .scratch_bytes(threads)
                .ok_or("the private copies' size overflows")?;
            scratch.resize((private_at + bytes) as usize, POISON);
            let extra = r.kernel_args(private_at, threads, super::privatize::row_threads(trips));
            with_parts.extend(extra.iter().map(|x| RtValue::I64(*x as u64)));
        }
        let args = &with_parts[..];
        let mut interp = Interpreter::new().with_fuel(self.fuel.unwrap_or(u64::MAX));
        let mut trap = None;
        let mut positions = Vec::new();
        for by in 0..grid[1] {
            for bx in 0..grid[0] {
                for ty in 0..block[1] {
                    for tx in 0..block[0] {
                        positions.push(ThreadPosition {
                            thread_idx: Dim3::new(tx, ty, 0),
                            block_idx: Dim3::new(bx, by, 0),
                            block_dim: Dim3::new(block[0], block[1], 1),
                            grid_dim: Dim3::new(grid[0], grid[1], 1),
                        });
                    }
                }
            }
        }
        for position in positions.into_iter().rev() {
            match interp.call_in_thread(kernel, args, &mut scratch, Some(position)) {
                Ok(_) => {}
                Err(InterpError::Trap(kind)) => {
                    self.out_of_bounds += u64::from(kind == TrapKind::MemoryOutOfBounds);
                    trap = Some(kind);
                }
                Err(e) => {
                    self.errors.push(e.to_string());
                    self.bring_back(memory, &saved);
                    self.copy.failed(&written);
                    return Err(e.to_string());
                }
            }
        }
        match trap {
            Some(kind) => {
                self.bring_back(memory, &saved);
                self.copy.failed(&written);
                Ok(Launch::Trapped(kind))
            }
            None => {
                if let Some(r) = private.as_ref().filter(|r| r.span > 0) {
                    let k = super::privatize::merge_kernel();
                    let (args, bytes) = r.merge_args(private_at, threads);
                    let args = args.map(|x| RtValue::I64(x as u64));
                    run_threads(&k, &args, bytes, &mut scratch)
                        .map_err(|e| format!("the private copies' merge: {e}"))?;
                }
                if parts > 0 {
                    let at = parts_at as u64;
                    for step in &combine.steps {
                        let k = super::reduction::combine_kernel(reductions);
                        let args = [at + step.from, at + step.to, step.count, step.combined]
                            .map(RtValue::I64);
                        run_threads(&k, &args, step.combined, &mut scratch)
                            .map_err(|e| format!("the combine kernel: {e}"))?;
                    }
                    let from = (at + combine.left_at) as usize;
                    self.parts = scratch[from..from + (combine.left * parts) as usize].to_vec();
                }
                scratch.truncate(memory.len());
                self.device = scratch;
                let back = self.copy.launched(&written);
                copy_ranges(&self.device, memory, &back);
                self.copy.in_sync(memory, &back);
                self.moved.bytes_down += byte_count(&back);
                Ok(Launch::Done)
            }
        }
    }

    fn transfer_stats(&self) -> Option<TransferStats> {
        Some(self.moved)
    }

    fn decide_time(&mut self, phase: DecidePhase, s: f64) {
        self.moved.add_decide_time(phase, s);
    }

    fn begin_resident(&mut self) {
        self.copy.begin_resident();
    }

    fn sync_host(&mut self, memory: &mut [u8]) -> Result<(), String> {
        let back = self.copy.for_host();
        self.bring_back(memory, &back);
        Ok(())
    }

    fn declined(&mut self, footprint: &Footprint) {
        self.copy.declined(footprint);
    }

    fn declined_footprint(&self) -> Option<&Footprint> {
        self.copy.declined_footprint()
    }

    fn flush(&mut self, memory: &mut [u8]) -> Result<(), String> {
        let back = self.copy.flush();
        self.bring_back(memory, &back);
        Ok(())
    }

    fn make_current(&mut self, memory: &mut [u8], ranges: &[(u64, u64)]) -> Result<(), String> {
        let back = self.copy.flush_in(ranges);
        self.bring_back(memory, &back);
        Ok(())
    }

    fn discard(&mut self, footprint: &Footprint) {
        self.copy.discard(footprint);
    }

    fn end_resident(&mut self, memory: &mut [u8]) -> Result<(), String> {
        self.sync_host(memory)?;
        self.copy.end_resident();
        Ok(())
    }

    fn transfer_bytes(&self, footprint: &Footprint) -> u64 {
        self.copy.transfer_bytes(footprint)
    }

    fn decline_bytes(&self, footprint: &Footprint) -> u64 {
        self.copy.decline_bytes(footprint)
    }

    fn holds_device_bytes(&self) -> bool {
        self.copy.holds_bytes()
    }

    fn bulk_on_device(
        &mut self,
        memory: &[u8],
        dst: u64,
        source: BulkSource,
        len: u64,
    ) -> Result<bool, String> {
        if self.device.len() != memory.len() {
            return Ok(false);
        }
        let Some(up) = self.copy.bulk_on_device(memory, dst, source, len) else {
            return Ok(false);
        };
        self.send(memory, &up);
        let (d, n) = (dst as usize, len as usize);
        match source {
            BulkSource::Copy { src } => self.device.copy_within(src as usize..src as usize + n, d),
            BulkSource::Fill { byte } => self.device[d..d + n].fill(byte),
        }
        self.moved.device_bulk_bytes += len;
        self.copy.launched(&[(dst, dst + len)]);
        Ok(true)
    }

    fn counters(&mut self) -> &mut OffloadCounters {
        &mut self.counters
    }

    fn take_parts(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.parts)
    }

    fn guard(&mut self) -> &mut DeoptGuard {
        &mut self.guard
    }

    fn simulation_left(&self) -> Option<u64> {
        self.simulation_budget
    }

    fn simulated(&mut self, instructions: u64) {
        if let Some(left) = &mut self.simulation_budget {
            *left = left.saturating_sub(instructions);
        }
    }
}

/// The GPU through the shim: each kernel lowered to PTX once (by fingerprint); before a
/// launch the bytes it may read or write are uploaded, after it the bytes it may write are
/// downloaded (its [`Footprint`]), never the whole memory.
pub struct GpuExecutor {
    pub runtime: Runtime,
    pub sm: u32,
    /// Before each real launch, launch the kernel this many more times on the same input,
    /// timing each (`run --time-launches N`); their memory effects are discarded.
    pub timed_launches: usize,
    timings: Vec<f64>,
    loaded: HashMap<u64, KernelId>,
    /// PTX kept on disk by fingerprint (`run --cache DIR`): a kernel is lowered once across
    /// runs, not once per process.
    pub ptx_cache: Option<PtxCache>,
    /// What the transfers and launches cost so far.
    pub stats: TransferStats,
    /// Kernels lowered on threads beside the host while the context was made.
    pub prelowering: Prelowering,
    /// What the device copy holds (inside a resident region, more than one launch's worth).
    copy: DeviceCopy,
    /// Whether the instance's memory is page-locked, and when it should be.
    lock: PageLock,
    /// The last launch's reduction parts ([`KernelExecutor::take_parts`]).
    parts: Vec<u8>,
    /// Why the host's memory can no longer be made current: a launch that trapped or failed
    /// after overwriting bytes only the device held, whose saved copy could not come back.
    /// Every later transfer fails with it, so the run stops with an error rather than go on
    /// from stale bytes.
    lost: Option<String>,
}

/// A part of a launch decision, timed for `run --metrics` ([`KernelExecutor::decide_time`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidePhase {
    /// A whole attempt at the loop's entry: judging, tests, finish function and launch.
    Attempt,
    /// The launch-time tests (bounds, alignment, overlap listings).
    Tests,
    /// The finish function, interpreted to check the trip count and give the live-outs.
    Finish,
    /// The executor's launch call: transfers, kernels, loading, saves and arguments (the
    /// runtime's deferred executor takes out the wait for the CUDA context it may hold).
    Launch,
}

impl TransferStats {
    /// Adds `s` seconds to `phase`'s total.
    pub fn add_decide_time(&mut self, phase: DecidePhase, s: f64) {
        match phase {
            DecidePhase::Attempt => self.attempt_s += s,
            DecidePhase::Tests => self.tests_s += s,
            DecidePhase::Finish => self.finish_s += s,
            DecidePhase::Launch => self.launch_s += s,
        }
    }
}

/// Time and bytes spent moving memory and running kernels (`run --metrics`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TransferStats {
    pub launches: u64,
    pub bytes_up: u64,
    pub bytes_down: u64,
    pub upload_s: f64,
    pub download_s: f64,
    /// Wall clock around the synchronous launches (launch, wait, trap word).
    pub kernel_s: f64,
    /// Wall clock in the executor's whole `launch` calls ([`DecidePhase::Launch`]): the
    /// transfers and kernels above, and loading, saving and the arguments; the hook's time
    /// less this is its deciding.
    pub launch_s: f64,
    /// The launch decisions ([`DecidePhase`]): whole attempts from the loop's entry (with
    /// their launch calls), of which the launch-time tests and the finish functions.
    pub attempt_s: f64,
    pub tests_s: f64,
    pub finish_s: f64,
    /// Lowering kernels to PTX (in-process LLVM) and loading them (the driver's JIT).
    pub lower_s: f64,
    pub load_s: f64,
    /// Kernels whose lowering started on a thread beside the host while the context was
    /// made ([`KernelExecutor::prelower`]); `lower_s` counts only what the host waited.
    pub prelowered: u64,
    /// Making the CUDA context (on its own thread), and how long a launch waited for it.
    pub context_s: f64,
    pub context_wait_s: f64,
    /// The context was started before any call for this nest (its index, and the CPU
    /// nanoseconds one call of it was estimated to take before any call).
    pub context_early: Option<(usize, f64)>,
    /// Bytes that `memcpy`, `memmove` and `memset` calls in resident regions copied or set
    /// in the device's copy instead of the host's memory ([`KernelExecutor::bulk_on_device`]).
    pub device_bulk_bytes: u64,
    /// Bytes that launches which may trap, inside resident regions, copied aside on the
    /// device before overwriting them (instead of taking them back to the host first).
    pub saved_bytes: u64,
    /// Bytes of the instance's memory page-locked ([`super::page_lock`]; each lock counted),
    /// and the seconds locking and unlocking took.
    pub locked_bytes: u64,
    pub lock_s: f64,
}

impl GpuExecutor {
    /// Uploads the footprint's ranges (the whole window is sized to the memory first);
    /// inside a resident region only what the device does not hold yet.
    fn upload(&mut self, memory: &[u8], footprint: &Footprint) -> Result<(), String> {
        let len = memory.len() as u64;
        if self.runtime.memory_len() != len {
            self.copy.reallocated();
        }
        self.runtime.ensure_mirror(len).map_err(|e| e.to_string())?;
        let needed = footprint.uploads();
        self.before_transfer(memory, byte_count(&needed));
        let up = self.copy.uploads(memory, &needed);
        self.send_ranges(memory, &up)?;
        self.copy.in_sync(memory, &up);
        Ok(())
    }

    /// Before moving `bytes` between the device and `memory`: unlocks a locked range that
    /// is no longer that memory, or locks the instance's memory once locking pays
    /// ([`PageLock`]). Locked, uploads skip the shadow's comparison: sending a byte then
    /// costs less than comparing it.
    fn before_transfer(&mut self, memory: &[u8], bytes: u64) {
        let step = self
            .lock
            .before_transfer(memory.as_ptr() as usize, memory.len(), bytes);
        self.apply_lock(step);
    }

    fn apply_lock(&mut self, step: LockStep) {
        let start = std::time::Instant::now();
        match step {
            LockStep::Keep => return,
            LockStep::Unlock => {
                self.runtime.unlock_host_memory();
                self.copy.set_fast_uploads(false);
            }
            LockStep::Lock { base, len } => {
                // SAFETY: `PageLock` names only the memory the host gave to `host_memory`,
                // whose contract keeps it mapped until the host names another or the
                // executor is dropped (the runtime unlocks it then), and it asks for an
                // unlock before any transfer over a memory that overlaps it but is not it.
                let ok = unsafe { self.runtime.lock_host_memory(base as *const u8, len) }.is_ok();
                self.lock.locked(base, len, ok);
                if ok {
                    self.stats.locked_bytes += len as u64;
                    self.copy.set_fast_uploads(true);
                }
            }
        }
        self.stats.lock_s += start.elapsed().as_secs_f64();
    }

    /// Uploads `ranges` of `memory` into the mirror, and counts them.
    fn send_ranges(&mut self, memory: &[u8], ranges: &[(u64, u64)]) -> Result<(), String> {
        for &(lo, hi) in ranges {
            self.runtime
                .upload_range(lo, &memory[lo as usize..hi as usize])
                .map_err(|e| e.to_string())?;
            self.stats.bytes_up += hi - lo;
        }
        Ok(())
    }

    /// The loaded module of `function` (lowered, or taken from the PTX cache, once).
    fn load(
        &mut self,
        function: &LoweredFunction,
        natural_alignment: bool,
        fingerprint: u64,
    ) -> Result<KernelId, String> {
        if let Some(id) = self.loaded.get(&fingerprint) {
            return Ok(*id);
        }
        // Lowered beside the host while the context was made, or here.
        let start = std::time::Instant::now();
        let ptx = match self.prelowering.take(fingerprint) {
            Some(ptx) => ptx?,
            None => ptx::kernel_ptx(
                function,
                natural_alignment,
                fingerprint,
                self.sm,
                self.ptx_cache.as_ref(),
            )?,
        };
        self.stats.lower_s += start.elapsed().as_secs_f64();
        let start = std::time::Instant::now();
        let id = self
            .runtime
            .load_ptx(&ptx.1, &ptx.0)
            .map_err(|e| e.to_string())?;
        self.stats.load_s += start.elapsed().as_secs_f64();
        self.loaded.insert(fingerprint, id);
        Ok(id)
    }

    /// Before launching `kernel` inside a resident region, where it may trap: the host must
    /// then have what it overwrites as it was (the CPU reruns the loop from there). The
    /// device's newer bytes of its written ranges are copied aside on the device, a
    /// device-to-device copy of microseconds where taking them back to the host took
    /// milliseconds (a 3-D stencil's 14 MB grid, each time step); returns them, for
    /// [`Self::restore_saved`] should it trap. A provider that cannot copy on the device
    /// takes them back to the host first, as `DeviceCopy::flush_in` says (then none are
    /// returned). The rest stays dirty on the device either way.
    fn save_before(
        &mut self,
        kernel: &LoweredFunction,
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<Vec<(u64, u64)>, String> {
        if !self.copy.is_resident() || !may_trap(kernel) {
            return Ok(Vec::new());
        }
        let newer = self.copy.dirty_in(&footprint.downloads());
        if newer.is_empty() {
            return Ok(newer);
        }
        match self.runtime.save_ranges(&newer) {
            Ok(()) => {
                self.stats.saved_bytes += byte_count(&newer);
                Ok(newer)
            }
            Err(_) => {
                self.make_current(memory, &newer)?;
                Ok(Vec::new())
            }
        }
    }

    /// After a launch that trapped or failed: the bytes [`Self::save_before`] copied aside
    /// come back into `memory`, as they were before it.
    fn restore_saved(&mut self, memory: &mut [u8], saved: &[(u64, u64)]) -> Result<(), String> {
        if saved.is_empty() {
            return Ok(());
        }
        self.before_transfer(memory, byte_count(saved));
        let start = std::time::Instant::now();
        self.runtime
            .download_saved(saved, memory)
            .map_err(|e| e.to_string())?;
        self.stats.bytes_down += byte_count(saved);
        self.stats.download_s += start.elapsed().as_secs_f64();
        Ok(())
    }

    /// Downloads `ranges` of the mirror into `memory`.
    fn download(&mut self, memory: &mut [u8], ranges: &[(u64, u64)]) -> Result<(), String> {
        if let Some(why) = &self.lost {
            return Err(why.clone());
        }
        self.before_transfer(memory, byte_count(ranges));
        let start = std::time::Instant::now();
        for &(lo, hi) in ranges {
            let (lo, hi) = (lo as usize, hi as usize);
            self.runtime
                .download_range(lo as u64, &mut memory[lo..hi])
                .map_err(|e| e.to_string())?;
            self.stats.bytes_down += (hi - lo) as u64;
        }
        self.stats.download_s += start.elapsed().as_secs_f64();
        Ok(())
    }

    /// The GPU, or a one-line reason there is none.
    pub fn new(sm: u32) -> Result<GpuExecutor, String> {
        let runtime = Runtime::new();
        if let Some(why) = runtime.unavailable_reason() {
            return Err(why.to_string());
        }
        Ok(GpuExecutor {
            runtime,
            sm,
            timed_launches: 0,
            timings: Vec::new(),
            loaded: HashMap::new(),
            ptx_cache: None,
            stats: TransferStats::default(),
            prelowering: Prelowering::default(),
            copy: DeviceCopy::default(),
            lock: PageLock::with_ram(super::page_lock::ram_bytes()),
            parts: Vec::new(),
            lost: None,
        })
    }
}

impl KernelExecutor for GpuExecutor {
    unsafe fn host_memory(&mut self, base: *const u8, len: usize) {
        let step = self.lock.host_memory(base as usize, len);
        self.apply_lock(step);
    }

    fn transfers_locked(&self) -> bool {
        self.lock.is_locked()
    }

    fn launch(
        &mut self,
        kernel: &Kernel<'_>,
        trips: &[u64],
        args: &[RtValue],
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<Launch, String> {
        if let Some(why) = &self.lost {
            return Err(why.clone());
        }
        let id = self.load(
            kernel.function,
            kernel.natural_alignment,
            kernel.fingerprint,
        )?;
        let (grid, block) = launch_shape(trips)?;
        let mut args: Vec<LoweredArg> = args
            .iter()
            .map(|v| match *v {
                RtValue::I32(x) => Ok(LoweredArg::I32(x as i32)),
                RtValue::I64(x) => Ok(LoweredArg::I64(x as i64)),
                RtValue::F32(b) => Ok(LoweredArg::F32(f32::from_bits(b))),
                RtValue::F64(b) => Ok(LoweredArg::F64(f64::from_bits(b))),
                other => Err(format!("a kernel argument of type {}", other.ty())),
            })
            .collect::<Result<_, String>>()?;
        let len = memory.len() as u64;
        let saved = self.save_before(kernel.function, memory, footprint)?;
        let start = std::time::Instant::now();
        self.upload(memory, footprint)?;
        self.stats.upload_s += start.elapsed().as_secs_f64();
        // The reductions' parts go to a buffer beside the mirror (then the combined ones).
        let threads: u64 = trips.iter().product();
        let parts = kernel.part_bytes();
        let combine = super::reduction::combine_steps(threads, parts);
        // Each thread's private copies and shadows after them (`privatize.rs`).
        let parts_bytes = if parts > 0 { combine.bytes } else { 0 };
        let private_bytes = match &kernel.private {
            Some(r) => r
                .scratch_bytes(threads)
                .ok_or("the private copies' size overflows")?,
            None => 0,
        };
        let mut parts_at = 0;
        let mut private_at = 0;
        if parts_bytes + private_bytes > 0 {
            let rounded = parts_bytes.next_multiple_of(16);
            parts_at = self
                .runtime
                .scratch_offset(rounded + private_bytes)
                .map_err(|e| e.to_string())?;
            private_at = parts_at.wrapping_add(rounded);
        }
        if parts > 0 {
            args.push(LoweredArg::I64(parts_at as i64));
        }
        if let Some(r) = &kernel.private {
            let row = super::privatize::row_threads(trips);
            let extra = r.kernel_args(private_at, threads, row);
            args.extend(extra.into_iter().map(LoweredArg::I64));
        }
        // Timed launches: each is synchronous (launch, wait, trap word), timed around the
        // call. What they write is put back from the device's own bytes afterwards: inside
        // a resident region the host's copy is older than the device's, so uploading it
        // again would undo earlier launches.
        self.timings.clear();
        if self.timed_launches > 0 {
            let mut saved = Vec::new();
            for (lo, hi) in footprint.downloads() {
                let mut bytes = vec![0u8; (hi - lo) as usize];
                self.runtime
                    .download_range(lo, &mut bytes)
                    .map_err(|e| e.to_string())?;
                saved.push((lo, bytes));
            }
            for _ in 0..self.timed_launches {
                let start = std::time::Instant::now();
                if self
                    .runtime
                    .launch_lowered(id, grid, block, len, &args)
                    .is_err()
                {
                    break;
                }
                self.timings.push(start.elapsed().as_secs_f64() * 1e3);
            }
            for (lo, bytes) in &saved {
                self.runtime
                    .upload_range(*lo, bytes)
                    .map_err(|e| e.to_string())?;
            }
        }
        let start = std::time::Instant::now();
        let launched = self.runtime.launch_lowered(id, grid, block, len, &args);
        self.stats.kernel_s += start.elapsed().as_secs_f64();
        self.stats.launches += 1;
        let written = footprint.downloads();
        // The private copies merged into the memory, before anything comes back.
        let launched = match (launched, &kernel.private) {
            (Ok(()), Some(r)) if r.span > 0 => {
                let k = super::privatize::merge_kernel();
                let id = self.load(&k, true, fingerprint(&k))?;
                let (merge_args, bytes) = r.merge_args(private_at, threads);
                let (grid, block) = launch_shape(&[bytes])?;
                let launched = self.runtime.launch_lowered(
                    id,
                    grid,
                    block,
                    len,
                    &merge_args.map(LoweredArg::I64),
                );
                self.stats.launches += 1;
                launched
            }
            (launched, _) => launched,
        };
        match launched {
            Ok(()) => {
                let now = self.copy.launched(&written);
                self.download(memory, &now)?;
                self.copy.in_sync(memory, &now);
                if parts > 0 {
                    // Each level folds the previous one's parts into fewer, after them.
                    for step in &combine.steps {
                        let k = super::reduction::combine_kernel(kernel.reductions);
                        let id = self.load(&k, true, fingerprint(&k))?;
                        let (grid, block) = launch_shape(&[step.combined])?;
                        let from = parts_at.wrapping_add(step.from) as i64;
                        let to = parts_at.wrapping_add(step.to) as i64;
                        let args = [from, to, step.count as i64, step.combined as i64]
                            .map(LoweredArg::I64);
                        self.runtime
                            .launch_lowered(id, grid, block, len, &args)
                            .map_err(|e| format!("the combine kernel: {e}"))?;
                        self.stats.launches += 1;
                    }
                    let mut bytes = vec![0u8; (combine.left * parts) as usize];
                    self.runtime
                        .download_scratch(combine.left_at, &mut bytes)
                        .map_err(|e| e.to_string())?;
                    self.parts = bytes;
                }
                Ok(Launch::Done)
            }
            Err(e) => {
                // The host gets back what the launch may have overwritten as it was, then
                // forgets the device's copy of it. Where that fails, no copy of those bytes
                // is left: the run cannot go on (`lost`).
                if let Err(why) = self.restore_saved(memory, &saved) {
                    let why = format!(
                        "the bytes a failed launch overwrote could not come back from the device: {why}"
                    );
                    self.lost = Some(why.clone());
                    return Err(why);
                }
                self.copy.failed(&written);
                match e {
                    AbiError::Trap { kind, .. } => Ok(Launch::Trapped(
                        TrapKind::from_code(kind.code()).unwrap_or(TrapKind::Unreachable),
                    )),
                    e => Err(e.to_string()),
                }
            }
        }
    }

    fn counters(&mut self) -> &mut OffloadCounters {
        self.runtime.offload_counters_mut()
    }

    fn take_timings(&mut self) -> Vec<f64> {
        std::mem::take(&mut self.timings)
    }

    fn take_parts(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.parts)
    }

    fn transfer_stats(&self) -> Option<TransferStats> {
        Some(TransferStats {
            prelowered: self.prelowering.started(),
            ..self.stats
        })
    }

    fn decide_time(&mut self, phase: DecidePhase, s: f64) {
        self.stats.add_decide_time(phase, s);
    }

    fn begin_resident(&mut self) {
        self.copy.begin_resident();
    }

    fn sync_host(&mut self, memory: &mut [u8]) -> Result<(), String> {
        let back = self.copy.for_host();
        self.download(memory, &back)
    }

    fn declined(&mut self, footprint: &Footprint) {
        self.copy.declined(footprint);
    }

    fn declined_footprint(&self) -> Option<&Footprint> {
        self.copy.declined_footprint()
    }

    fn flush(&mut self, memory: &mut [u8]) -> Result<(), String> {
        let dirty = self.copy.flush();
        self.download(memory, &dirty)
    }

    fn make_current(&mut self, memory: &mut [u8], ranges: &[(u64, u64)]) -> Result<(), String> {
        let dirty = self.copy.flush_in(ranges);
        self.download(memory, &dirty)
    }

    fn discard(&mut self, footprint: &Footprint) {
        self.copy.discard(footprint);
    }

    fn end_resident(&mut self, memory: &mut [u8]) -> Result<(), String> {
        let synced = self.sync_host(memory);
        self.copy.end_resident();
        synced
    }

    fn transfer_bytes(&self, footprint: &Footprint) -> u64 {
        self.copy.transfer_bytes(footprint)
    }

    fn decline_bytes(&self, footprint: &Footprint) -> u64 {
        self.copy.decline_bytes(footprint)
    }

    fn holds_device_bytes(&self) -> bool {
        self.copy.holds_bytes()
    }

    fn bulk_on_device(
        &mut self,
        memory: &[u8],
        dst: u64,
        source: BulkSource,
        len: u64,
    ) -> Result<bool, String> {
        // No mirror yet, or the memory grew since the last launch: the host does the call
        // (the next launch reallocates the mirror).
        if self.runtime.memory_len() != memory.len() as u64 {
            return Ok(false);
        }
        let Some(up) = self.copy.bulk_on_device(memory, dst, source, len) else {
            return Ok(false);
        };
        // Unlocks a range that is not this memory; a bulk call's bytes do not count toward
        // locking.
        self.before_transfer(memory, 0);
        let start = std::time::Instant::now();
        self.send_ranges(memory, &up)?;
        self.stats.upload_s += start.elapsed().as_secs_f64();
        let start = std::time::Instant::now();
        let done = match source {
            BulkSource::Copy { src } => self.runtime.copy_within_mirror(dst, src, len),
            BulkSource::Fill { byte } => self.runtime.fill_within_mirror(dst, byte, len),
        };
        self.stats.kernel_s += start.elapsed().as_secs_f64();
        match done {
            Ok(()) => {
                self.stats.device_bulk_bytes += len;
                self.copy.launched(&[(dst, dst + len)]);
                Ok(true)
            }
            // A provider that cannot: the host does it (the source's upload stays valid).
            Err(AbiError::NotAvailable { .. }) => Ok(false),
            Err(e) => Err(e.to_string()),
        }
    }

    fn guard(&mut self) -> &mut DeoptGuard {
        self.runtime.deopt_guard_mut()
    }
}

/// Grid and block of a launch over `trips`: two dimensions on a 2-D grid of 32 x 8 blocks
/// (x: the inner counter), one or three on a 1-D grid of [`BLOCK_THREADS`].
pub fn launch_shape(trips: &[u64]) -> Result<([u32; 3], [u32; 3]), String> {
    let fit = |n: u64, limit: u64| u32::try_from(n).ok().filter(|g| u64::from(*g) <= limit);
    if let [rows, cols] = trips {
        let (gx, gy) = (cols.div_ceil(32).max(1), rows.div_ceil(8).max(1));
        return match (fit(gx, (1 << 31) - 1), fit(gy, 65535)) {
            (Some(x), Some(y)) => Ok(([x, y, 1], [32, 8, 1])),
            _ => Err(format!(
                "{rows} x {cols} iterations do not fit in one 2-D launch"
            )),
        };
    }
    let threads: u64 = trips
        .iter()
        .try_fold(1u64, |a, t| a.checked_mul(*t))
        .unwrap_or(u64::MAX);
    let grid = threads.div_ceil(u64::from(BLOCK_THREADS)).max(1);
    let grid = fit(grid, (1 << 31) - 1)
        .ok_or_else(|| format!("{threads} threads do not fit in one launch"))?;
    Ok(([grid, 1, 1], [BLOCK_THREADS, 1, 1]))
}

/// A function prepared for auto mode: its LoweredOp and its outlined nests.
pub struct AutoFunction {
    pub f: LoweredFunction,
    pub outlined: Vec<Outlined>,
    /// Kernels of the plan that could not be outlined.
    pub not_outlined: Vec<super::outline::NotOutlined>,
    /// Loops that run as two kernels one after the other (`distribute.rs`; only for a host
    /// that interprets the loops it declines, [`AutoFunction::with_backups`]).
    pub distributed: Vec<super::distribute::Distributed>,
    /// Kernels that may run as two kernels split at a point of their body
    /// (`split.rs`), by header.
    pub split: Vec<super::split::Split>,
    /// Verdicts of the exact listing test (`listing.rs`) by a hash of everything it read: a
    /// nest launched every time step with the same values lists its ranges once.
    pub listed: std::sync::Mutex<HashMap<u64, Option<bool>>>,
    /// Branches `f` was specialised with going one way (`unswitch.rs`): every launch first
    /// reads their conditions and declines (`unswitched`) where one goes the other way.
    pub assumed: Vec<super::unswitch::Assumed>,
    /// Other forms of `f`, each specialised with [`AutoFunction::assumed`] branches whose
    /// conditions read the parameters only (`unswitch_alternatives.rs`: a hoisted alias
    /// test's two sides): a call runs the first of this one and these whose branches go
    /// their way for its arguments ([`AutoFunction::for_call`]).
    pub alternatives: Vec<AutoFunction>,
}

impl AutoFunction {
    /// Outlines every kernel of `f`'s plan.
    pub fn new(f: LoweredFunction) -> AutoFunction {
        AutoFunction::outline(f, false, false)
    }

    /// [`AutoFunction::new`] or (`backups`) [`AutoFunction::with_backups`], with float
    /// reductions reordered when `reassociate_floats` (`--reassociate-floats`).
    pub fn with_options(
        f: LoweredFunction,
        backups: bool,
        reassociate_floats: bool,
    ) -> AutoFunction {
        AutoFunction::outline(f, backups, reassociate_floats)
    }

    /// [`AutoFunction::new`], plus the backup kernels inside them
    /// ([`super::plan::backup_loops`]): where a kernel does not launch, the interpreter runs
    /// its loop and launches the backups it meets. For a host that interprets the loop it
    /// declined (the runtime's native fallback runs the whole region instead).
    pub fn with_backups(f: LoweredFunction) -> AutoFunction {
        AutoFunction::outline(f, true, false)
    }

    /// This function with its loops that are not kernels distributed where they can be
    /// (`distribute.rs`), for a host whose caller runs a declined loop natively: the
    /// runtime's regions, whose one outermost loop runs as parts or not at all.
    pub fn with_distribution(mut self) -> AutoFunction {
        let in_kernel = self.outlined.iter().flat_map(|o| o.blocks.iter().copied());
        self.distributed = super::distribute::distribute_all(&self.f, &in_kernel.collect());
        self
    }

    /// This function with its loops that are not kernels split where a branch in their rows
    /// flips (`peel_rows.rs`), each side a part, for the same host as
    /// [`AutoFunction::with_distribution`].
    pub fn with_peeling(mut self) -> AutoFunction {
        let in_kernel = self.outlined.iter().flat_map(|o| o.blocks.iter().copied());
        self.distributed = super::peel_rows::peel_all(&self.f, &in_kernel.collect());
        self
    }

    /// Every kernel that may launch: the outlined nests and the distributed loops' parts.
    pub fn kernels(&self) -> impl Iterator<Item = &Outlined> {
        self.outlined
            .iter()
            .chain(self.distributed.iter().flat_map(|d| d.parts.iter()))
    }

    fn outline(f: LoweredFunction, backups: bool, reassociate_floats: bool) -> AutoFunction {
        let mut outlined = Vec::new();
        let mut not_outlined = Vec::new();
        for r in super::outline::outline_all(&f, backups, reassociate_floats) {
            match r {
                Ok(o) => outlined.push(o),
                Err(e) => not_outlined.push(e),
            }
        }
        let distributed = if backups {
            let in_kernel = outlined.iter().flat_map(|o| o.blocks.iter().copied());
            super::distribute::distribute_all(&f, &in_kernel.collect())
        } else {
            Vec::new()
        };
        let split = super::split::split_all(&f, &outlined);
        AutoFunction {
            f,
            outlined,
            not_outlined,
            distributed,
            split,
            listed: Default::default(),
            assumed: Vec::new(),
            alternatives: Vec::new(),
        }
    }

    /// This function, analysed with the branches of `assumed` going their way (`f` is the
    /// function [`super::unswitch::specialise`] gave).
    pub fn assuming(mut self, assumed: Vec<super::unswitch::Assumed>) -> AutoFunction {
        self.assumed = assumed;
        self
    }

    /// This function, with `alternatives` to run instead where its own assumed branches go
    /// the other way ([`AutoFunction::alternatives`]).
    pub fn with_alternatives(mut self, alternatives: Vec<AutoFunction>) -> AutoFunction {
        self.alternatives = alternatives;
        self
    }

    /// The form a call with `args` runs: the first of this function and its
    /// [`AutoFunction::alternatives`] whose assumed branches, read from the parameters, go
    /// their way; this one where none does (its launches then decline as `unswitched`).
    /// Each form means what `f` means wherever its branches go their way, so its host code
    /// and its declined loops run as the original's would.
    pub fn for_call(&self, args: &[RtValue]) -> &AutoFunction {
        let holds = |a: &AutoFunction| {
            let params = &a.f.blocks[0].params;
            let read = |v: Value| {
                let i = params.iter().position(|p| *p == v)?;
                args.get(i).copied()
            };
            a.assumption_fails(&read).is_none()
        };
        if self.alternatives.is_empty() || holds(self) {
            return self;
        }
        self.alternatives.iter().find(|a| holds(a)).unwrap_or(self)
    }

    /// Where a branch this function was specialised with goes the other way at this call
    /// (or its condition cannot be read): why, for the `unswitched` fallback.
    fn assumption_fails(&self, read: &dyn Fn(Value) -> Option<RtValue>) -> Option<String> {
        self.assumed.iter().filter(|a| a.rows.is_none()).find_map(|a| {
            let mut known: HashMap<Value, RtValue> = HashMap::new();
            for inst in &a.program {
                let get = |v: Value| known.get(&v).copied().or_else(|| read(v));
                if let Some(x) = lowered_ir::eval_int_op(&inst.op, &get) {
                    known.insert(inst.results[0], x);
                }
            }
            let holds = (known.get(&a.cond).copied())
                .or_else(|| read(a.cond))
                .and_then(|x| x.is_nonzero_int())
                .is_some_and(|nonzero| nonzero == a.taken);
            (!holds).then(|| {
                format!(
                    "the kernel was analysed with the branch of block{} on {} going to its {} side (a launch-time unswitch), and here it does not",
                    a.block.0,
                    a.cond,
                    super::unswitch::side(a.taken)
                )
            })
        })
    }

    /// Where a branch this function was specialised with is computed in every row of the
    /// nest's outermost loop (`unswitch_rows.rs`) and does not go its way in all of this
    /// launch's rows (or the launch cannot tell): why, for the `unswitched` fallback. Only a
    /// kernel whose outermost loop is that loop ranges its rows (`trips[0]`).
    fn row_assumption_fails(&self, o: &Outlined, env: &Env<'_>, trips: &[u64]) -> Option<String> {
        self.assumed.iter().find_map(|a| {
            let test = a.rows.as_ref()?;
            let fails = |why: String| {
                Some(format!(
                    "the kernel was analysed with the branch of block{} on {} going to its {} side in every row (a launch-time unswitch), and {why}",
                    a.block.0,
                    a.cond,
                    super::unswitch::side(a.taken)
                ))
            };
            if !o.outer_loops.is_empty() || o.header != test.header {
                return fails(format!("{} is not the loop whose rows the test reads", o.name));
            }
            let Some(&n) = trips.first() else {
                return fails(format!("{} has no dimension to range", o.name));
            };
            if n == 0 {
                return None;
            }
            let known = match test.leaf_values(n, &|x, signed| env.atom(x, signed)) {
                Ok(k) => k,
                Err(e) => return fails(e),
            };
            match super::unswitch_rows::condition(&a.program, a.cond, known) {
                Some(goes) if goes == a.taken => None,
                Some(_) => fails("here it does not".into()),
                None => fails("its condition cannot be computed".into()),
            }
        })
    }
}

/// What happened at one entry into an outlined nest.
#[derive(Clone, Debug, PartialEq)]
pub struct OffloadEvent {
    /// `L<n>`.
    pub loop_name: String,
    /// `None`: launched; `Some((reason, detail))`: ran on the CPU.
    pub fallback: Option<(String, String)>,
    /// The cost model's verdict where it declined the launch (`too_small`).
    pub cost: Option<CostVerdict>,
    pub threads: u64,
    /// The first-call check ran on this launch.
    pub checked: bool,
    /// That check (or the mismatch it found) compared with only the outer loop's first
    /// iterations run on the CPU ([`CpuRun::Prefix`]).
    pub sampled: bool,
    /// Times of the timed launches before this one, in ms (`run --time-launches`).
    pub kernel_ms: Vec<f64>,
    /// The fingerprint of a kernel whose first-call check compared the memory but not its
    /// reductions' totals (the CPU's run was the caller's, whose results it compares: the
    /// runtime's `checked_launch`), to deoptimize when they differ.
    pub totals_unchecked: Option<u64>,
    /// A launch's work as the cost model prices it on the CPU, in nanoseconds (`None`
    /// without a cost model, and for loops that ran on the CPU).
    pub cpu_ns: Option<f64>,
}

/// Why the cost model declined a launch ([`OffloadEvent::cost`]), for the runtime's
/// back-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CostVerdict {
    /// Not worth it even on a ready device with nothing to upload: it stays so once a
    /// device that is still starting is ready (its detail ends in
    /// [`NOT_WORTH_ON_A_READY_DEVICE`]).
    NotWorthOnAReadyDevice,
    /// Not worth it while the device is still starting (its detail ends in `(the device is
    /// ready in about N ms)`); it may be once the device is ready.
    DeviceNotReady,
    /// Not worth it on the ready device, with these transfers.
    NotWorth,
}

/// Options of the host side.
#[derive(Clone, Copy, Debug)]
pub struct OffloadOptions {
    /// Compare the first launch of each kernel with the CPU reference.
    pub first_call_check: bool,
    /// Largest float difference accepted by the first-call check, in units in the last
    /// place of each 4-byte word that differs (0: exact, the default).
    pub tolerance_ulps: u32,
    /// Steps each interpreter run may take (the host call, a reference or finish function);
    /// unlimited by default, bounded by the fuzzer.
    pub fuel: u64,
    /// A nest that does not launch stops the interpreted call with [`DECLINED`] instead of
    /// running in the interpreter: the caller (the wasmtime runtime) runs the loop natively.
    pub decline_to_caller: bool,
    /// Launch only what the cost model says pays (`too_small` otherwise); `None` launches
    /// whatever may launch.
    pub cost: Option<super::cost::CostModel>,
    /// Float reductions may be reordered (`--reassociate-floats`, off by default): their
    /// loops launch, and the first-call check accepts totals within
    /// [`super::reduction::REASSOCIATION_TOLERANCE`] of the CPU's. Read where the function is
    /// outlined ([`super::run::prepare_with`], the runtime's nests) and by the check.
    pub reassociate_floats: bool,
    /// The C stack's bytes `[lo, hi)` (below the stack pointer's initial value, above the
    /// static data): the first-call check compares there only what the launch writes. A
    /// kernel holds the frames of the functions inlined into it in registers
    /// (`tensor_wasm_inline::frame`), so it leaves the dead frames the CPU writes below the
    /// stack pointer as they were.
    pub stack: Option<(usize, usize)>,
    /// Decide every nest as usual but launch none (`--dry-run`): a nest whose launch would
    /// go ahead runs on the CPU, counted as fallback `dry_run`. It shows what launches at a
    /// program's real sizes without a GPU, where the simulator would take hours.
    pub dry_run: bool,
    /// Decline every nest at once, telling the executor its footprint where its ranges can be
    /// computed for these arguments (`KernelExecutor::declined`): no cost model, no
    /// launch-time test, no fallback recorded. The runtime's back-off of a nest inside a
    /// resident region whose arguments changed asks this before it runs the loop natively,
    /// and where no footprint results it makes a whole attempt instead.
    pub footprint_only: bool,
}

/// The error text of a call stopped before the first launch of a new kernel, when the caller
/// computes the first-call check's reference itself ([`OffloadOptions::decline_to_caller`]
/// with the check on): the caller runs the loop natively on a copy and calls again with the
/// result ([`call_with_reference`]). Nothing is counted for the stopped call.
pub const NEEDS_REFERENCE: &str = "the first launch of this kernel needs the caller's reference";

/// The error text of a call stopped because a nest did not launch
/// ([`OffloadOptions::decline_to_caller`]).
pub const DECLINED: &str = "the nest does not launch; the caller runs it";

impl Default for OffloadOptions {
    fn default() -> Self {
        OffloadOptions {
            first_call_check: true,
            tolerance_ulps: 0,
            fuel: u64::MAX,
            decline_to_caller: false,
            cost: None,
            reassociate_floats: false,
            stack: None,
            dry_run: false,
            footprint_only: false,
        }
    }
}

/// Runs `auto.f` on `args` over `memory`, launching its nests through `exec`; `interp` holds
/// the callees and globals. Returns the results and what happened at each nest entry.
pub fn call<'f>(
    auto: &'f AutoFunction,
    interp: &mut Interpreter<'f>,
    args: &[RtValue],
    memory: &mut [u8],
    exec: &mut dyn KernelExecutor,
    options: OffloadOptions,
) -> (Result<Vec<RtValue>, InterpError>, Vec<OffloadEvent>) {
    call_with_reference(auto, interp, args, memory, exec, options, None)
}

/// The CPU's result a first launch is checked against, as the caller computes it (the
/// wasmtime runtime runs the native loop) instead of the reference function in the
/// interpreter.
pub enum Reference<'a> {
    /// The memory after the loop, already computed.
    Memory(Vec<u8>),
    /// The CPU's run, made while the kernel runs: `start` is called once the launch is
    /// decided ([`CheckStart`]: the caller may run only a prefix of the loop,
    /// [`CpuRun::Prefix`]); `finish` once the kernel's result
    /// is back. `None` from `finish` means the CPU's run did not finish (it trapped or grew
    /// the memory): nothing is judged, and what the kernel wrote is forgotten on the device.
    Concurrent {
        start: ReferenceStart<'a>,
        finish: ReferenceFinish<'a>,
    },
}

/// [`Reference::Concurrent`]'s `start`, told what the launch will do; it answers how many of
/// the outer loop's first iterations the CPU runs (`None`: the whole loop).
pub type ReferenceStart<'a> = Box<dyn FnOnce(&CheckStart<'_>) -> Option<u64> + Send + 'a>;

/// What a checked launch tells the CPU's side as it starts ([`Reference::Concurrent`]).
pub struct CheckStart<'f> {
    /// The outer loop's trip count.
    pub outer_trips: u64,
    /// The bytes the launch reads and writes.
    pub footprint: &'f Footprint,
    /// The cost model's estimate of the whole loop's time on the CPU, in nanoseconds
    /// (`None` without a cost model).
    pub cpu_ns: Option<f64>,
    /// The kernel combines reductions: the CPU must run the whole loop (not a prefix), and
    /// the caller compares its results with the launch's.
    pub whole: bool,
    /// The kernel runs the outer loop in order inside its threads: it runs the prefix the
    /// CPU runs (the answer of `start`), exactly those iterations. Otherwise it runs the
    /// whole loop, and the CPU may stop its prefix early (it compares the bytes it changed).
    pub in_order: bool,
}

/// [`Reference::Concurrent`]'s `finish`: the CPU's run, once the kernel's result is back.
pub type ReferenceFinish<'a> = Box<dyn FnOnce() -> Option<CpuRun<'a>> + Send + 'a>;

/// What the CPU's run of a checked loop gave ([`Reference::Concurrent`]).
pub enum CpuRun<'a> {
    /// The whole loop ran: the memory after it, all of which the kernel's must equal.
    Whole(&'a [u8]),
    /// Only the outer loop's first iterations ran (a sampled check): `written` holds the
    /// bytes of the launch's written ranges before them (sorted, disjoint, `(start, bytes)`),
    /// `after` the memory after them. The bytes they changed must be the kernel's, and
    /// outside the written ranges nothing may differ ([`first_prefix_difference`]). A
    /// mismatch declines, with the kernel's memory put back to what it was before the loop
    /// (the caller then runs the loop whole).
    Prefix {
        written: &'a Written,
        after: &'a [u8],
    },
}

impl CpuRun<'_> {
    fn len(&self) -> usize {
        match self {
            CpuRun::Whole(m) => m.len(),
            CpuRun::Prefix { after, .. } => after.len(),
        }
    }
}

/// [`call`], where the first-call check of the first new kernel compares with `reference`
/// instead of running the reference function in the interpreter.
pub fn call_with_reference<'f>(
    auto: &'f AutoFunction,
    interp: &mut Interpreter<'f>,
    args: &[RtValue],
    memory: &mut [u8],
    exec: &mut dyn KernelExecutor,
    options: OffloadOptions,
    reference: Option<Reference<'_>>,
) -> (Result<Vec<RtValue>, InterpError>, Vec<OffloadEvent>) {
    let auto = auto.for_call(args);
    // Every block entry of the host code asks the hook: a set, not a scan.
    let watched = auto
        .outlined
        .iter()
        .map(|o| o.header)
        .chain(auto.not_outlined.iter().map(|n| n.header))
        .chain(auto.distributed.iter().map(|d| d.header))
        .collect();
    let mut hook = Hook {
        auto,
        watched,
        exec,
        options,
        events: Vec::new(),
        cost_verdict: None,
        reference,
    };
    let result = interp.call_with_hook(&auto.f, args, memory, &mut hook);
    (result, hook.events)
}

struct Hook<'a, 'r> {
    auto: &'a AutoFunction,
    /// The headers of the outlined and not-outlined nests.
    watched: std::collections::HashSet<lowered_ir::BlockId>,
    exec: &'a mut dyn KernelExecutor,
    options: OffloadOptions,
    events: Vec<OffloadEvent>,
    /// The cost model's verdict on the attempt that is declining, for its event.
    cost_verdict: Option<CostVerdict>,
    /// The caller's CPU result for the first-call check ([`call_with_reference`]).
    reference: Option<Reference<'r>>,
}

/// A fallback: the counter's reason label and the detail for the log.
type Fallback = (&'static str, String);

impl EntryHook for Hook<'_, '_> {
    fn watches(&self, block: lowered_ir::BlockId) -> bool {
        self.watched.contains(&block)
    }

    fn on_entry(
        &mut self,
        from: lowered_ir::BlockId,
        to: lowered_ir::BlockId,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
    ) -> Result<HookAction, String> {
        let Some(o) = self.auto.outlined.iter().find(|o| o.header == to) else {
            if let Some(d) = self.auto.distributed.iter().find(|d| d.header == to) {
                if d.blocks.contains(&from) {
                    return Ok(HookAction::Continue);
                }
                return self.try_distributed(d, read, memory);
            }
            if let Some(n) = self.auto.not_outlined.iter().find(|n| n.header == to) {
                // Only entries from outside the loop count (a back edge re-enters it).
                if !n.blocks.contains(&from) {
                    if !self.options.footprint_only {
                        self.fallback(&n.name, ("not_outlined", n.why.clone()));
                    }
                    if self.options.decline_to_caller {
                        return Err(DECLINED.to_string());
                    }
                }
            }
            return Ok(HookAction::Continue);
        };
        if o.blocks.contains(&from) {
            return Ok(HookAction::Continue);
        }
        // Split by statement where that launches (`offload/split.rs`), behind the
        // preconditions of the form it was split from.
        if let Some(s) = self.auto.split.iter().find(|s| s.header == to) {
            let whole = self
                .auto
                .outlined
                .iter()
                .find(|x| x.header == to && super::split::splittable(x));
            if let Some(whole) = whole {
                if let Some(action) = self.try_split(s, whole, read, memory)? {
                    return Ok(action);
                }
            }
        }
        // The kernel, then its other forms (an interchange) where it runs on the CPU.
        let forms: Vec<&Outlined> = self
            .auto
            .outlined
            .iter()
            .filter(|x| x.header == to)
            .collect();
        for (n, o) in forms.iter().enumerate() {
            let last = n + 1 == forms.len();
            if let Some(action) = self.enter(o, read, memory, last)? {
                return Ok(action);
            }
        }
        Ok(HookAction::Continue)
    }
}

impl Hook<'_, '_> {
    /// Counts a launch of `o` over `threads` threads and records its event.
    /// A launch over no thread (the loop has no iteration at these values: the host resumes
    /// after it and nothing runs anywhere) is counted as `no_iterations`, not as a launch,
    /// so that the success count agrees with the launches the executor made.
    fn launched(&mut self, o: &Outlined, threads: u64, checked: Checked) {
        if threads == 0 {
            self.fallback(
                &o.name,
                (
                    "no_iterations",
                    "the loop has no iteration at these values: nothing ran".into(),
                ),
            );
            return;
        }
        self.exec.counters().record_success();
        let kernel_ms = self.exec.take_timings();
        self.events.push(OffloadEvent {
            loop_name: o.name.clone(),
            fallback: None,
            cost: None,
            threads,
            checked: checked.checked,
            sampled: checked.sampled,
            kernel_ms,
            totals_unchecked: checked.totals_unchecked,
            cpu_ns: checked.cpu_ns,
        });
    }

    /// One try of `o` at its header: the action, or `None` when it runs on the CPU and a
    /// form after it (not `last`) may try.
    fn enter(
        &mut self,
        o: &Outlined,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
        last: bool,
    ) -> Result<Option<HookAction>, String> {
        let mut checked = Checked::default();
        let done = |a| Ok(Some(a));
        let started = std::time::Instant::now();
        let attempt = self.try_launch(o, read, memory, &mut checked, Role::Alone);
        (self.exec).decide_time(DecidePhase::Attempt, started.elapsed().as_secs_f64());
        match attempt {
            Ok((action, threads)) => {
                self.launched(o, threads, checked);
                done(action)
            }
            Err(Decision::Cpu(fb)) => {
                if self.options.footprint_only {
                    return Err(DECLINED.to_string());
                }
                if !last {
                    self.fallback_event(&o.name, fb);
                    self.mark_sampled(checked);
                    return Ok(None);
                }
                self.fallback(&o.name, fb);
                self.mark_sampled(checked);
                if self.options.decline_to_caller {
                    return Err(DECLINED.to_string());
                }
                done(HookAction::Continue)
            }
            Err(Decision::Replaced(action, fb)) => {
                self.fallback(&o.name, fb);
                self.mark_sampled(checked);
                done(action)
            }
            Err(Decision::NeedsReference) => Err(NEEDS_REFERENCE.to_string()),
            // Only a judging role stops there.
            Err(Decision::WouldLaunch) => Ok(None),
        }
    }
}

/// What the first-call check of one launch compared with.
#[derive(Clone, Copy, Debug, Default)]
struct Checked {
    /// The check ran.
    checked: bool,
    /// Against a prefix of the loop ([`CpuRun::Prefix`]).
    sampled: bool,
    /// [`OffloadEvent::totals_unchecked`].
    totals_unchecked: Option<u64>,
    /// The fingerprint of the kernel that launched (its variant).
    kernel: Option<u64>,
    /// [`OffloadEvent::cpu_ns`].
    cpu_ns: Option<f64>,
}

/// What one launch is to a split loop (`offload/split.rs`), or `Alone` for any other.
#[derive(Clone, Copy)]
enum Role<'r> {
    /// A kernel of its own: judged, launched and checked.
    Alone,
    /// Judged only, up to the cost model's verdict ([`Decision::WouldLaunch`]).
    Judge,
    /// The first part of a split loop: launched without the cost model (the split judged
    /// it) and without a first-call check (the last part's checks both).
    First,
    /// The last part: launched without the cost model; its first-call check compares the
    /// memory after every part with the whole loop's reference, over its own footprint and
    /// `earlier` (what the parts before it wrote), and sets the earlier parts' kernels
    /// (`kernels`) verified or deoptimized with its own. It checks when any of them is new
    /// (`earlier_new`).
    Last {
        earlier: &'r Footprint,
        kernels: &'r [u64],
        earlier_new: bool,
        /// The check needs the CPU's run of the whole loop, not a prefix: an earlier part
        /// ran the loop's iterations in order inside its threads, all of them, so the bytes
        /// it wrote hold every iteration's work.
        whole: bool,
    },
}

/// Why a nest did not (only) run on the GPU.
enum Decision {
    /// [`Role::Judge`]: it would launch.
    WouldLaunch,
    /// Run it on the CPU (the interpreter continues into the loop).
    Cpu(Fallback),
    /// The CPU reference's result is already in memory: resume after the loop.
    Replaced(HookAction, Fallback),
    /// The kernel would launch for the first time: the caller must compute the reference
    /// ([`NEEDS_REFERENCE`]).
    NeedsReference,
}

fn cpu(reason: &'static str, detail: impl Into<String>) -> Decision {
    Decision::Cpu((reason, detail.into()))
}

/// The host's values a launch of `o` (and its reference function) takes first: its live-ins
/// and its header's entry values, a v128 as two i64 halves, low first (outline.rs).
fn host_args(
    o: &Outlined,
    read: &dyn Fn(Value) -> Option<RtValue>,
) -> Result<Vec<RtValue>, String> {
    let mut args = Vec::new();
    for v in o.live_ins.iter().chain(&o.header_params) {
        match read(*v) {
            Some(RtValue::V128(b)) => {
                args.extend([RtValue::I64(b as u64), RtValue::I64((b >> 64) as u64)])
            }
            Some(x) => args.push(x),
            None => return Err(format!("{v} has no value")),
        }
    }
    Ok(args)
}

/// What loop `o` touches with the ranges of `footprint`: those, and any byte of the memory
/// where it gathers (reads at addresses it loaded, which the kernel checks against its
/// writes): what a launch moves, and what the host must hold current to run the loop.
fn on_the_host(o: &Outlined, footprint: &Footprint, memory_len: usize) -> Footprint {
    let mut f = footprint.clone();
    if o.read_checks {
        f.reads.push(ByteRange {
            start: 0,
            end: memory_len as i128,
        });
    }
    f
}

impl Hook<'_, '_> {
    /// The fallback just recorded came from a check against a prefix of the loop (its
    /// mismatch).
    fn mark_sampled(&mut self, checked: Checked) {
        if let (true, Some(e)) = (checked.sampled, self.events.last_mut()) {
            e.sampled = true;
        }
    }

    /// Counts a call of the loop that runs on the CPU (by its reason) and records its event.
    fn fallback(&mut self, name: &str, fb: Fallback) {
        self.exec.counters().record_fallback(fb.0);
        self.fallback_event(name, fb);
    }

    /// The event of a form that ran on the CPU where another form of the loop tries next:
    /// the counters count the loop once, by what its last form did (an interchange declined
    /// in both forms was two `too_small` fallbacks per call).
    fn fallback_event(&mut self, name: &str, (reason, detail): Fallback) {
        let cost = self.cost_verdict.take().filter(|_| reason == "too_small");
        self.events.push(OffloadEvent {
            loop_name: name.to_string(),
            fallback: Some((reason.to_string(), detail)),
            cost,
            threads: 0,
            checked: false,
            sampled: false,
            kernel_ms: Vec::new(),
            totals_unchecked: None,
            cpu_ns: None,
        });
    }

    fn try_launch(
        &mut self,
        o: &Outlined,
        read: &dyn Fn(Value) -> Option<RtValue>,
        memory: &mut [u8],
        checked: &mut Checked,
        role: Role<'_>,
    ) -> Result<(HookAction, u64), Decision> {
        if let Some(why) = self.auto.assumption_fails(read) {
            return Err(cpu("unswitched", why));
        }
        let mut env = Env::new(o, read);
        env.listed = Some(&self.auto.listed);
        let trips = env.trips().map_err(|e| cpu("not_evaluable", e))?;
        if let Some(why) = self.auto.row_assumption_fails(o, &env, &trips) {
            return Err(cpu("unswitched", why));
        }
        env.read_rows(memory, &trips)
            .map_err(|e| cpu("rows_uneven", e))?;
        let total = trips
            .iter()
            .try_fold(1u64, |acc, t| acc.checked_mul(*t))
            .filter(|t| *t < (1 << 40))
            .ok_or_else(|| {
                cpu(
                    "not_evaluable",
                    format!("{trips:?} iterations are too many"),
                )
            })?;
        // An f64 counter computed as `start + step * k` in each thread equals the loop's
        // repeated sums only from a whole start (`HeaderParam::FloatInduction`).
        for &pi in &o.exact_float_starts {
            match read(o.header_params[pi]) {
                Some(RtValue::F64(bits))
                    if super::induction::is_exact_float_start(f64::from_bits(bits)) => {}
                other => {
                    return Err(cpu(
                        "float_counter",
                        format!(
                            "the f64 counter {} starts from {other:?}, not a whole number of at most 2^32: its repeated sums may round",
                            o.header_params[pi]
                        ),
                    ))
                }
            }
        }
        if !o.header_exit && trips[0] == 0 {
            return Err(cpu(
                "no_iterations",
                "the do-while loop is entered with a trip count of 0",
            ));
        }
        // A triangular thread dimension whose loop still runs once where it is entered with a
        // count of 0 (`Outlined::runs_once`: a do-while, which no guard before it skips): a
        // row of no threads would not run that iteration. Every row that enters it must
        // count at least 1.
        for (di, dim) in o.dims.iter().enumerate().skip(1) {
            let once = o.runs_once.contains(&dim.loop_index);
            if !once || dim.trip.num.coeffs.is_empty() || !o.is_thread_dim(di) {
                continue;
            }
            let ranges = env
                .counter_ranges(&trips)
                .map_err(|e| cpu("not_evaluable", e))?;
            let Some(entered) = env.entered(dim.loop_index, &ranges) else {
                continue; // no row enters it
            };
            let signed = dim.compare == "signed";
            match env.extremes(&dim.trip.num, &entered, signed, 0) {
                Some((least, _)) if least >= i128::from(dim.trip.div) => {}
                _ => {
                    return Err(cpu(
                        "no_iterations",
                        format!(
                            "the do-while loop L{} may be entered with a trip count of 0 in a row, where it still runs once",
                            dim.loop_index
                        ),
                    ))
                }
            }
        }
        if self.options.footprint_only {
            if let Some((f, _)) = env.footprint_in(&trips, memory.len() as u64) {
                self.exec.declined(&on_the_host(o, &f, memory.len()));
            }
            return Err(cpu("backoff", "declined without a test"));
        }
        // The grid covers the thread dimensions only; threads that run the outer loop in
        // order do its work each (`ops_per_thread`).
        let threads = &o.thread_counts(&trips)[..];
        let grid: u64 = threads.iter().product();
        // Work that would not pay even on a ready device with nothing to upload declines
        // before the tests and the finish function (a small loop entered once per row of a
        // step loop is refused thousands of times). Inside a resident region the CPU's run
        // moves bytes too, and the executor must know which (`declined`): a declined step's
        // vector update must not invalidate the matrix kept on the device.
        // The work per thread and the footprint (with the reading of the addresses it took)
        // the cost model judged here, for the launch's own judgement below.
        let mut early: Option<(super::cost::ThreadOps, Option<(Footprint, bool)>)> = None;
        // A call that brings the caller's reference was judged worth it by the call before
        // (which asked for the reference): the caller has since taken the device's newer
        // bytes back for the check, so judging again would see nothing left to save.
        let judged_before = self.reference.is_some();
        let cost = self
            .options
            .cost
            .filter(|_| !judged_before && matches!(role, Role::Alone | Role::Judge));
        if let Some(model) = &cost {
            let per_thread = env.ops_per_thread(&trips);
            let footprint = env.footprint_in(&trips, memory.len() as u64);
            let declining = footprint
                .as_ref()
                .map_or(0, |(f, _)| self.exec.decline_bytes(f));
            if let Err(why) = model.decide_with_decline(grid, per_thread, 0, declining, 0.0) {
                // Without a footprint in the memory, the whole device copy comes back.
                if let Some((f, _)) = &footprint {
                    self.exec.declined(&on_the_host(o, f, memory.len()));
                }
                self.cost_verdict = Some(CostVerdict::NotWorthOnAReadyDevice);
                return Err(cpu(
                    "too_small",
                    format!("{why}{NOT_WORTH_ON_A_READY_DEVICE}"),
                ));
            }
            // Listing ranges for the exact overlap test costs more than running a small
            // loop: a refusal then runs it on the CPU anyway.
            let (cpu_ns, _) = model.estimate(grid, per_thread, 0, 0.0);
            env.listing_budget = (cpu_ns / listing::NS_PER_RANGE) as usize;
            early = Some((per_thread, footprint));
        }
        // Threads that each run the outer loop in order: without threads the outer loop's
        // own code (which may trap) would not run at all, so the CPU runs it.
        if o.in_order.is_some_and(|p| trips[p + 1..].contains(&0)) {
            return Err(cpu(
                "no_iterations",
                "the loop run in order inside each thread has no threads to run in",
            ));
        }
        // The outer loop's stores run in the first thread of each row: without one, the CPU.
        if o.first_thread_stores && trips[1..].contains(&0) {
            return Err(cpu(
                "no_iterations",
                "the outer loop's stores run in the first thread of each row, and its rows have no threads",
            ));
        }
        let testing = std::time::Instant::now();
        let tested = env.preconditions(&trips, memory.len() as u64);
        (self.exec).decide_time(DecidePhase::Tests, testing.elapsed().as_secs_f64());
        let aligned = match tested {
            Ok(aligned) => aligned,
            Err(why) => {
                // Refused by a launch-time test (`overlap`, ...): the loop runs on the CPU,
                // which inside a resident region takes back and invalidates only what it
                // touches, as after a decline of the cost model. Without this every byte the
                // device held was invalidated: ludcmp at n = 2000, whose row loop is refused
                // as `overlap` between the launches of the next, uploaded 27 GB in 1,893
                // launches, half the matrix at each.
                let judged = early.as_ref().and_then(|(_, f)| f.clone());
                let footprint = judged.or_else(|| env.footprint_in(&trips, memory.len() as u64));
                if let Some((f, _)) = footprint {
                    self.exec.declined(&on_the_host(o, &f, memory.len()));
                }
                return Err(why);
            }
        };
        // The region each thread keeps a copy of: no other group may touch it. Refused, the
        // loop runs on the CPU, which takes back only what it touches (as above).
        let private = env.private_region(&trips, grid).and_then(|private| {
            if private.is_some() && cost.is_some() && grid < super::privatize::MIN_PRIVATE_THREADS
            {
                return Err(cpu(
                    "too_small",
                    format!(
                        "{grid} threads each keeping a private copy run too much of the loop in order; the loops inside launch instead (from {} threads)",
                        super::privatize::MIN_PRIVATE_THREADS
                    ),
                ));
            }
            Ok(private)
        });
        let private = match private {
            Ok(private) => private,
            Err(why) => {
                if let Some((f, _)) = env.footprint_in(&trips, memory.len() as u64) {
                    self.exec.declined(&on_the_host(o, &f, memory.len()));
                }
                return Err(why);
            }
        };
        if self.options.dry_run {
            // What the cost model estimated, without transfers (what a run at this size
            // would weigh; the first-call check's prefix is sized from the CPU's part).
            let estimate = (self.options.cost.as_ref())
                .zip(early.as_ref())
                .map(|(model, (per_thread, _))| {
                    let (cpu_ns, gpu_ns) = model.estimate(grid, *per_thread, 0, 0.0);
                    format!(
                        " ({grid} threads of about {} instructions: about {:.3} ms on the CPU, {:.3} ms on the device before transfers)",
                        per_thread.total(),
                        cpu_ns / 1e6,
                        gpu_ns / 1e6
                    )
                })
                .unwrap_or_default();
            return Err(cpu(
                "dry_run",
                format!("its launch would go ahead{estimate}; --dry-run launches nothing"),
            ));
        }
        // Kernel arguments: live-ins, header entry values, steps, trips.
        let mut kargs = host_args(o, read).map_err(|e| cpu("not_evaluable", e))?;
        let n_host = kargs.len();
        for s in &o.steps {
            let x = s
                .poly
                .eval(&|a| env.atom(a, true))
                .ok_or_else(|| cpu("not_evaluable", "a step cannot be evaluated"))?;
            kargs.push(match s.ty {
                LoweredType::I64 => RtValue::I64(x as u64),
                _ => RtValue::I32(x as u32),
            });
        }
        let n_fixed = kargs.len();
        kargs.extend(trips.iter().map(|t| RtValue::I64(*t)));
        // The reductions' values on entry: their totals when no thread runs.
        let entry_totals = o
            .reductions
            .iter()
            .map(|r| {
                read(o.header_params[r.param])
                    .ok_or_else(|| cpu("not_evaluable", "a reduction has no value on entry"))
            })
            .collect::<Result<Vec<RtValue>, Decision>>()?;
        // The finish function (given the reductions' totals): the exit is taken in the last
        // iteration, not the one before. It reads the host's memory, where a resident region
        // may have left older bytes than the device's (a value carried out of the loop is its
        // last iteration's load, of an array an earlier launch wrote): the bytes it loaded are
        // made current and it runs again, until it loads nothing new.
        let finish = |exec: &mut dyn KernelExecutor,
                      kargs: &[RtValue],
                      totals: &[RtValue],
                      memory: &mut [u8]| {
            let finishing = std::time::Instant::now();
            let mut all = kargs.to_vec();
            all.extend_from_slice(totals);
            let mut current: Vec<(u64, u64)> = Vec::new();
            for _ in 0..4 {
                let mut interp = Interpreter::new().with_fuel(1 << 20).with_load_log();
                let out = interp
                    .call(&o.finish, &all, memory)
                    .map_err(|e| cpu("trip_count", format!("the finish function failed: {e}")))?;
                let mut loaded = interp.take_load_log();
                loaded.retain(|r| !current.contains(r));
                if loaded.is_empty() {
                    exec.decide_time(DecidePhase::Finish, finishing.elapsed().as_secs_f64());
                    return Ok(out);
                }
                exec.make_current(memory, &loaded)
                    .map_err(|e| cpu("device_error", e))?;
                current.extend(loaded);
            }
            Err(cpu(
                "not_evaluable",
                "the finish function's loads depend on bytes made current for it",
            ))
        };
        let out = finish(&mut *self.exec, &kargs, &entry_totals, memory)?;
        if out.first() != Some(&RtValue::I32(1)) {
            return Err(cpu(
                "trip_count",
                format!("the loop does not exit after {} iterations", trips[0]),
            ));
        }
        let before = if o.header_exit { 1 } else { 2 };
        if trips[0] >= before {
            let mut earlier = kargs.clone();
            earlier[n_fixed] = RtValue::I64(trips[0] - 1);
            if finish(&mut *self.exec, &earlier, &entry_totals, memory)?.first()
                != Some(&RtValue::I32(0))
            {
                return Err(cpu(
                    "trip_count",
                    format!("the loop exits before {} iterations", trips[0]),
                ));
            }
        }
        // Where the host goes on after the loop, from the finish function's results.
        let resume = |out: Vec<RtValue>| -> Result<HookAction, Decision> {
            let outs: HashMap<Value, RtValue> = o
                .live_outs
                .iter()
                .copied()
                .zip(out[1..].iter().copied())
                .collect();
            let mut exit_args = Vec::new();
            for v in &o.exit_args {
                let x = outs.get(v).copied().or_else(|| read(*v));
                exit_args.push(x.ok_or_else(|| cpu("not_evaluable", format!("{v} has no value")))?);
            }
            Ok(HookAction::Resume {
                block: o.exit_block,
                args: exit_args,
                values: outs.into_iter().collect(),
            })
        };
        let mut action = resume(out)?;
        if total == 0 {
            return Ok((action, 0));
        }
        // The footprint judged above, when the bounds test read the addresses as it did.
        let (early_per_thread, early_footprint) = early.unzip();
        let mut footprint = match early_footprint.flatten() {
            Some((f, signed)) if signed == env.address_signed => f,
            _ => env.footprint(&trips).map_err(|e| cpu("not_evaluable", e))?,
        };
        footprint = on_the_host(o, &footprint, memory.len());
        let simulation_left = self.exec.simulation_left();
        let per_thread = (self.options.cost.is_some() || simulation_left.is_some())
            .then(|| early_per_thread.unwrap_or_else(|| env.ops_per_thread(&trips)));
        // A simulated device interprets every thread: past its budget the loop runs natively,
        // as it would where the launch does not pay (inside a resident region the CPU then
        // takes back what the device holds of its bytes).
        let simulating = simulation_left.zip(per_thread.as_ref()).map(|(left, per)| {
            let total = grid.saturating_mul(per.total().saturating_add(SIMULATED_THREAD_START));
            (total, left)
        });
        if let Some((total, left)) = simulating.filter(|(total, left)| total > left) {
            self.exec.declined(&footprint);
            return Err(cpu(
                "simulation_budget",
                format!(
                    "{grid} threads of about {} instructions, and {SIMULATED_THREAD_START} to start each ({total} in all), are more than the {left} the simulator may still interpret (--simulate-budget); the loop runs on the CPU",
                    (total / grid.max(1)).saturating_sub(SIMULATED_THREAD_START)
                ),
            ));
        }
        // The estimate still bounds the first-call check's native prefix (`prefix_limit`).
        let cpu_ns = (self.options.cost.as_ref())
            .zip(per_thread)
            .map(|(model, per_thread)| model.estimate(grid, per_thread, 0, 0.0).0);
        checked.cpu_ns = cpu_ns;
        if let (Some(model), Some(per_thread)) = (&cost, per_thread) {
            let model = &match self.exec.transfers_locked() {
                true => model.for_locked_memory(),
                false => *model,
            };
            let bytes = self.exec.transfer_bytes(&footprint);
            // Inside a resident region, running it on the CPU moves bytes too.
            let declining = self.exec.decline_bytes(&footprint);
            // Worth it on a ready device: have it made ready; then count what is left of that.
            if let Some(saving) = model.saving(grid, per_thread, bytes, declining, 0.0) {
                self.exec.prepare(saving);
                self.exec.prelower(&kernel_of(o, aligned));
            }
            let wait = self.exec.startup_wait_ns();
            if let Err(why) = model.decide_with_decline(grid, per_thread, bytes, declining, wait) {
                self.exec.declined(&footprint);
                self.cost_verdict = Some(match wait > 0.0 {
                    true => CostVerdict::DeviceNotReady,
                    false => CostVerdict::NotWorth,
                });
                return Err(cpu("too_small", why));
            }
        }
        if matches!(role, Role::Judge) {
            return Err(Decision::WouldLaunch);
        }
        if let Some((total, _)) = simulating {
            self.exec.simulated(total);
        }
        // Values carried into the loop that the kernel loads again: what entered must be the
        // bytes the first iteration loads (`reload.rs`; the device's newer copy comes back).
        for c in &o.entry_checks {
            let at = c
                .addr
                .eval(&|a| env.atom(a, env.address_signed))
                .ok_or_else(|| cpu("not_evaluable", "a carried value's address"))?;
            let start = u64::from(at as u32) + u64::from(c.offset);
            let end = start + u64::from(c.bytes);
            if end > memory.len() as u64 {
                return Err(cpu(
                    "carried_value",
                    format!(
                        "{} is loaded from bytes {start}..{end}, outside the memory",
                        c.param
                    ),
                ));
            }
            self.exec
                .make_current(memory, &[(start, end)])
                .map_err(|e| cpu("device_error", e))?;
            let mut word = [0u8; 16];
            word[..c.bytes as usize].copy_from_slice(&memory[start as usize..end as usize]);
            let held = u128::from_le_bytes(word);
            let entered = match read(c.param) {
                Some(RtValue::I32(x) | RtValue::F32(x)) => u128::from(x),
                Some(RtValue::I64(x) | RtValue::F64(x)) => u128::from(x),
                Some(RtValue::V128(x)) => x,
                _ => return Err(cpu("not_evaluable", format!("{} has no value", c.param))),
            };
            // Only the bits the loop reads (a `v128` that enters as a `splat` of the lane
            // its shuffles take).
            if held & c.mask != entered & c.mask {
                return Err(cpu(
                    "carried_value",
                    format!(
                        "{} entered the loop as another value than bytes {start}..{end} hold",
                        c.param
                    ),
                ));
            }
        }
        // Groups the launch found misaligned run through the kernel's other build, whose
        // accesses test their alignment (a variant with its own fingerprint and first check).
        let kernel = Kernel {
            private,
            ..kernel_of(o, aligned)
        };
        let fingerprint = kernel.fingerprint;
        let state = self.exec.guard().state(fingerprint);
        if state == KernelState::Deoptimized {
            return Err(cpu(
                "deoptimized",
                "the kernel was taken off the device earlier: its first-call check failed, a \
                 thread trapped, or a gathered read met a write",
            ));
        }
        checked.kernel = Some(fingerprint);
        // The first part of a split loop is checked with the last.
        let given = match role {
            Role::First => None,
            _ => self.reference.take(),
        };
        let new = match role {
            Role::First => false,
            Role::Last { earlier_new, .. } => earlier_new || state == KernelState::New,
            _ => state == KernelState::New,
        };
        // The kernels the check judges: this one and a split loop's earlier parts.
        let judged: Vec<u64> = match role {
            Role::Last { kernels, .. } => kernels.iter().copied().chain([fingerprint]).collect(),
            _ => vec![fingerprint],
        };
        // What the check compares: a split loop's last part covers the earlier parts' writes.
        let check_footprint = match role {
            Role::Last { earlier, .. } => {
                let mut all = footprint.clone();
                all.writes.extend(earlier.writes.iter().copied());
                all.reads.extend(earlier.reads.iter().copied());
                all
            }
            _ => footprint.clone(),
        };
        // The reductions' totals of the CPU's run, where this function runs it.
        let mut cpu_totals: Option<Vec<RtValue>> = None;
        let reference = if self.options.first_call_check && new {
            if let Some(want) = given {
                Some(want)
            } else if self.options.decline_to_caller {
                // The caller computes the reference natively, then calls again with it.
                return Err(Decision::NeedsReference);
            } else {
                let mut copy = memory.to_vec();
                let rargs: Vec<RtValue> = kargs[..n_host].to_vec();
                let totals = Interpreter::new()
                    .with_fuel(self.options.fuel)
                    .call(&o.reference, &rargs, &mut copy)
                    .map_err(|e| cpu("traps", format!("the loop stops on the CPU: {e}")))?;
                cpu_totals = Some(totals);
                Some(Reference::Memory(copy))
            }
        } else {
            None
        };
        let mut reference = reference;
        let mut prefix = None;
        if let Some(Reference::Concurrent { start, .. }) = reference.as_mut() {
            let start = std::mem::replace(start, Box::new(|_| None));
            prefix = start(&CheckStart {
                outer_trips: trips[0],
                footprint: &check_footprint,
                cpu_ns,
                whole: !o.reductions.is_empty()
                    || o.atomic_adds
                    || matches!(role, Role::Last { whole: true, .. }),
                in_order: o.outer_in_order(),
            });
        }
        // A kernel that runs its outer loop in order inside every thread takes the range of
        // its iterations: those the CPU's prefix runs first, when it runs one (the two are
        // then compared, and a second launch runs the rest), else all.
        let in_order_prefix = prefix.filter(|_| o.outer_in_order());
        if o.in_order.is_some() {
            let to = in_order_prefix.unwrap_or(u64::MAX);
            kargs.extend([RtValue::I64(0), RtValue::I64(to)]);
        }
        let finish_args = kargs[..n_fixed + trips.len()].to_vec();
        if o.read_checks {
            // The bytes the launch writes (its footprint's), as one range the gathered reads
            // must miss.
            let (lo, hi) = footprint
                .writes
                .iter()
                .filter(|r| !r.is_empty())
                .fold((i128::MAX, i128::MIN), |(lo, hi), r| {
                    (lo.min(r.start), hi.max(r.end))
                });
            let (lo, hi) = if lo < hi { (lo, hi) } else { (0, 0) };
            let clamp = |x: i128| x.clamp(0, i128::from(u64::MAX)) as u64;
            kargs.extend([RtValue::I64(clamp(lo)), RtValue::I64(clamp(hi))]);
        }
        self.launch_once(&kernel, threads, &kargs, memory, &footprint)?;
        // The reductions: the threads' parts combined with the values on entry.
        let mut totals = None;
        if !o.reductions.is_empty() {
            let parts = self.exec.take_parts();
            let count = super::reduction::combined_parts(grid);
            let combined =
                super::reduction::combine_on_host(&o.reductions, &entry_totals, &parts, count)
                    .ok_or_else(|| cpu("device_error", "the launch returned no reduction parts"))?;
            action = resume(finish(&mut *self.exec, &finish_args, &combined, memory)?)?;
            totals = Some(combined);
        }
        if let Some(reference) = reference {
            checked.checked = true;
            // Inside a resident region the kernel's result is still on the device.
            self.exec
                .flush(memory)
                .map_err(|e| cpu("device_error", e))?;
            let computed;
            let run = match reference {
                Reference::Memory(want) => {
                    computed = want;
                    CpuRun::Whole(&computed)
                }
                Reference::Concurrent { finish, .. } => match finish() {
                    Some(run) if run.len() == memory.len() => run,
                    _ => {
                        // The CPU's run trapped (or grew the memory): its memory stands.
                        self.exec.discard(&check_footprint);
                        return Err(cpu(
                            "reference_failed",
                            "the CPU reference did not finish with the memory it started with",
                        ));
                    }
                },
            };
            checked.sampled = matches!(run, CpuRun::Prefix { .. });
            let ulps = self.options.tolerance_ulps;
            if let Some(stack) = self.options.stack {
                let cpu_memory = match &run {
                    CpuRun::Whole(want) => *want,
                    CpuRun::Prefix { after, .. } => *after,
                };
                adopt_dead_stack(memory, cpu_memory, stack, &check_footprint.downloads());
                // The device keeps the kernel's dead frames: its copy of the stack is not
                // the memory's now.
                self.exec
                    .discard(&Footprint::writing(&[(stack.0 as u64, stack.1 as u64)]));
            }
            let difference = match &run {
                CpuRun::Whole(want) => first_difference(memory, want, ulps)
                    .map(|at| format!("memory differs from the CPU reference at byte {at}")),
                CpuRun::Prefix { written, after } => {
                    // A private region holds the last iteration's bytes, not the prefix's.
                    let skip = (kernel.private.as_ref())
                        .map_or(0..0, |r| r.lo as usize..(r.lo + r.span) as usize);
                    first_prefix_difference_outside(memory, written, after, ulps, skip)
                        .map(|at| format!("memory differs from the CPU reference at byte {at}"))
                }
            }
            .or_else(|| {
                // The reductions' totals, where the CPU's run gave them.
                let (Some(got), Some(want)) = (&totals, &cpu_totals) else {
                    return None;
                };
                (!super::reduction::totals_agree(&o.reductions, got, want)).then(|| {
                    format!(
                        "a reduction's total differs from the CPU reference: {got:?}, not {want:?}"
                    )
                })
            });
            if let Some(detail) = difference {
                self.exec.discard(&check_footprint);
                for k in &judged {
                    self.exec.guard().set(*k, KernelState::Deoptimized);
                }
                let why = ("first_call_mismatch", detail);
                // With reductions, the host goes on with the CPU's totals; where they are
                // not known (a run in the caller), the caller's own run stands anyway.
                if let Some(want) = &cpu_totals {
                    if !o.reductions.is_empty() {
                        action = resume(finish(&mut *self.exec, &finish_args, want, memory)?)?;
                    }
                }
                return Err(match run {
                    CpuRun::Whole(want) => {
                        memory.copy_from_slice(want);
                        Decision::Replaced(action, why)
                    }
                    // Only a prefix ran on the CPU: the kernel's memory goes back to what it
                    // was before the loop (it wrote only its ranges), and the loop runs whole.
                    CpuRun::Prefix { written, .. } => {
                        written.restore(memory);
                        Decision::Cpu(why)
                    }
                });
            }
            for k in &judged {
                self.exec.guard().set(*k, KernelState::Verified);
            }
            if !o.reductions.is_empty() && cpu_totals.is_none() {
                checked.totals_unchecked = Some(fingerprint);
            }
            // The prefix agreed: the rest of the outer loop's iterations, from there.
            if let Some(from) = in_order_prefix {
                let n = kargs.len();
                kargs[n - 2] = RtValue::I64(from);
                kargs[n - 1] = RtValue::I64(u64::MAX);
                self.launch_once(&kernel, threads, &kargs, memory, &footprint)?;
            }
        }
        Ok((action, grid))
    }

    /// One launch of `kernel`; a trap or a device error is a reason to run on the CPU.
    fn launch_once(
        &mut self,
        kernel: &Kernel<'_>,
        threads: &[u64],
        kargs: &[RtValue],
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<(), Decision> {
        let with_lanes;
        let threads = if kernel.lanes {
            with_lanes = [threads, &[super::bulk_lanes::LANES]].concat();
            &with_lanes[..]
        } else {
            threads
        };
        let started = std::time::Instant::now();
        let launched = self.exec.launch(kernel, threads, kargs, memory, footprint);
        (self.exec).decide_time(DecidePhase::Launch, started.elapsed().as_secs_f64());
        match launched {
            Ok(Launch::Done) => Ok(()),
            // Not the program's trap: a gathered read would have met another thread's
            // write. The loop runs on the CPU, now and at later calls.
            Ok(Launch::Trapped(TrapKind::ReadConflict)) => {
                self.exec
                    .guard()
                    .set(kernel.fingerprint, KernelState::Deoptimized);
                Err(cpu(
                    "overlap",
                    "a gathered read met the bytes the launch writes, a value carried into \
                     the loop differs from the bytes the loop loads it from, or a thread read \
                     a byte of its private copy that its iteration had not written, or an atomic \
                     add's cell was not aligned",
                ))
            }
            // The loop reruns on the CPU: a trap of the program traps there too (and ends
            // it); one the CPU does not meet was a path the kernel does not hold (a libm
            // function's huge-argument path, `tensor_wasm_inline::Limits::cold_traps`), so
            // the kernel is not launched again.
            Ok(Launch::Trapped(kind)) => {
                self.exec
                    .guard()
                    .set(kernel.fingerprint, KernelState::Deoptimized);
                Err(cpu(
                    "kernel_trap",
                    format!("a thread trapped: {}", kind.name()),
                ))
            }
            Err(e) => Err(cpu("device_error", e)),
        }
    }
}

/// The trips the cost model counts for a kernel's one inner loop whose count is known only as
/// it runs ([`Env::ops_per_thread`]).
pub const UNKNOWN_TRIPS: u64 = 16;

/// Instructions of work the cost model counts per byte a `memory.copy` or `memory.fill`
/// moves: a CPU copies about 6.7 GB/s (0.15 ns a byte) and the model's CPU instruction costs
/// 0.03 ns (`CostModel::default`), so 5.
pub const BULK_OPS_PER_BYTE: u64 = 5;

/// Instructions of work the cost model counts for a CPU access that misses the caches: an
/// access whose address moves by a cache line or more from one iteration of the loop the CPU
/// runs innermost, over a range larger than [`STRIDED_FOOTPRINT`]. gemvt's column sums
/// (`a[i][j]`, i innermost, 256 MB) took 12 ns an access in wasmtime on the H100 machine; 250
/// instructions (7.5 ns at 0.03 ns) stays below that. Without it the model put a step at 77
/// ms on the CPU (it took 800 ms) and ran the first step natively instead of waiting 0.3 s for
/// the device.
pub const STRIDED_MISS_OPS: u64 = 250;

/// The bytes a strided group must span for its accesses to count as misses
/// ([`STRIDED_MISS_OPS`]): more than a core's share of the last-level cache.
pub const STRIDED_FOOTPRINT: i128 = 8 << 20;

/// The smallest address step that leaves the cache line (bytes).
const CACHE_LINE: i128 = 64;

/// The end of a `too_small` fallback's detail when the work would not pay even on a ready
/// device with nothing to transfer ([`CostVerdict::NotWorthOnAReadyDevice`], which the
/// runtime's back-off reads).
pub const NOT_WORTH_ON_A_READY_DEVICE: &str = ", even on a ready device";

/// A stable fingerprint of a kernel: a hash of its text.
pub fn fingerprint(k: &LoweredFunction) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    lowered_ir::print_function(k).hash(&mut h);
    h.finish()
}

/// The fingerprint of one build of a kernel: [`fingerprint`] for the build with natural
/// accesses, a different one for the build whose accesses test their alignment.
pub fn variant_fingerprint(k: &LoweredFunction, natural_alignment: bool) -> u64 {
    variant_of(fingerprint(k), natural_alignment)
}

/// [`variant_fingerprint`] from the kernel's [`fingerprint`] `f`.
/// The most byte ranges [`cpu_ns_before_any_call`] lists to tell interleaved accesses apart.
const PREDICTION_LISTING_BUDGET: usize = 1 << 12;

/// What one call of `o` would cost on the CPU, in nanoseconds by `model`, known before any
/// call: where every trip count of the nest (its dimensions and its inner loops) is a
/// constant of the code, as in a program whose sizes are compiled in, and its accesses pass
/// the launch-time tests with arrays apart. `None` where any count depends on a value only a
/// call gives, or the accesses collide. The runtime makes the CUDA context at
/// instantiation when a nest will take longer than that on the CPU (`deferred.rs`).
pub fn cpu_ns_before_any_call(o: &Outlined, model: &super::cost::CostModel) -> Option<f64> {
    let nothing = |_: Value| None;
    let env = Env::new(o, &nothing);
    let trips = env.trips().ok()?;
    let ranges = env.counter_ranges(&trips).ok()?;
    let dims = env.thread_dims();
    let known = o
        .inner_trips
        .keys()
        .all(|l| dims.contains(l) || ranges.contains_key(l));
    if !known {
        return None;
    }
    let grid = o
        .thread_counts(&trips)
        .into_iter()
        .try_fold(1u64, u64::checked_mul)?;
    let per_thread = env.ops_per_thread(&trips);
    let cpu_ns = model.estimate(grid, per_thread, 0, 0.0).0;
    // Addresses are known only at a call. Read every value as an array of its own, 64 MiB
    // apart, and run the launch-time tests: a nest whose accesses collide within one array
    // (nussinov's, refused as `overlap` at every call) does not count. Two values that share
    // a place, and arrays larger than that, read as colliding too: the context then waits
    // for a launch to ask for it, as without this estimate.
    // The exact listing of ranges that interleave is left to the call (the budget of a
    // launch lists up to 4 Mi ranges: 0.5 s for LU's loops here, before the program ran).
    let apart = |v: Value| Some(RtValue::I32((v.0 % 48 + 1) << 26));
    let mut env = Env::new(o, &apart);
    env.listing_budget = PREDICTION_LISTING_BUDGET;
    env.preconditions(&trips, 1 << 32).ok()?;
    Some(cpu_ns)
}

/// The kernel of `o` that a launch whose accesses are `aligned` runs: the build with natural
/// accesses where every group is aligned, else the one that tests alignment (each its own
/// fingerprint).
fn kernel_of(o: &Outlined, aligned: Alignment) -> Kernel<'_> {
    let natural_alignment = o.natural_alignment && aligned == Alignment::Natural;
    let base = *o.kernel_fingerprint.get_or_init(|| fingerprint(&o.kernel));
    Kernel {
        function: &o.kernel,
        fingerprint: variant_of(base, natural_alignment),
        natural_alignment,
        reductions: &o.reductions,
        lanes: o.lanes,
        private: None,
    }
}

fn variant_of(f: u64, natural_alignment: bool) -> u64 {
    if natural_alignment {
        f
    } else {
        f.rotate_left(17) ^ 0x5bd1_e995_a5a5_0f0f
    }
}

/// The bytes a bulk group (one with a symbolic length) reaches beyond one access's length:
/// each access starts at one of the offsets `lo .. hi - 1` (a bulk access reaches one byte
/// in `hi`), so an unrolled row loop's `memcpy(m + y*w, ...)` twice per iteration covers its
/// second row's bytes too.
fn bulk_spread(g: &super::dependence::Group) -> i128 {
    i128::from(g.hi) - i128::from(g.lo) - 1
}

/// What an unsigned entry guard leaves of a counter's range ([`Env::unsigned_bound`]).
enum Interval {
    /// Counter `k` runs over this range (the part of its range where the guard holds).
    Narrowed(usize, (i64, i64)),
    /// The guard holds for no value of the counter: the loop is never entered.
    Empty,
}

/// Whether an inner loop's entry guard `lhs - rhs = v` (`Outlined::inner_guards`) holds:
/// equalities and signed orders; an unsigned order is not judged here (true).
fn guard_holds(op: lowered_ir::IntCmpOp, v: i128) -> bool {
    use lowered_ir::IntCmpOp::*;
    match op {
        Eq => v == 0,
        Ne => v != 0,
        LtS => v < 0,
        LeS => v <= 0,
        GtS => v > 0,
        GeS => v >= 0,
        _ => true,
    }
}

/// `x` as `k*c + rest` with a constant `k != 0`, where `x` is linear in atom `c`: its
/// constant holds `k*c`, and neither a product with `c` nor a counter's coefficient reads it.
fn linear_in(x: &Affine, c: Atom) -> Option<(i64, Affine)> {
    let k = *x.constant.0.get(&vec![c])?;
    let rest = x.sub(&Affine::poly(super::affine::Poly::atom(c).scale(k)?))?;
    (k != 0 && !rest.atoms().contains(&c)).then_some((k, rest))
}

/// Whether every value in `lo..=hi` is a count a counter of type `ty` holds as it is:
/// 0..2^bits (a `!=` exit test counts modulo 2^bits).
fn fits_counter(ty: LoweredType, (lo, hi): (i128, i128)) -> bool {
    lo >= 0 && hi < 1i128 << (ty.bytes() * 8)
}

/// What the launch's alignment checks found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Alignment {
    /// Every group is aligned to its accesses' widths: the build with natural accesses runs.
    Natural,
    /// Some group is not: the build whose accesses test their alignment runs.
    Tested,
}

/// The C stack's bytes `stack` that the launch did not write (`written`: sorted, merged, as
/// [`Footprint::downloads`] gives them) taken from the CPU's run `cpu`: dead frames below the
/// stack pointer, which a kernel holds in registers ([`OffloadOptions::stack`]); the memory
/// then holds what the CPU would have left there.
pub fn adopt_dead_stack(
    memory: &mut [u8],
    cpu: &[u8],
    stack: (usize, usize),
    written: &[(u64, u64)],
) {
    let n = memory.len().min(cpu.len());
    let (lo, hi) = (stack.0.min(n), stack.1.min(n));
    let mut at = lo;
    let clip = |x: u64| (x.min(n as u64) as usize).clamp(lo, hi);
    for (start, end) in written
        .iter()
        .map(|&(a, b)| (clip(a), clip(b)))
        .chain([(hi, hi)])
    {
        if at < start {
            memory[at..start].copy_from_slice(&cpu[at..start]);
        }
        at = at.max(end);
    }
}

/// The frame's values, read as the plan's atoms.
struct Env<'a> {
    o: &'a Outlined,
    read: &'a dyn Fn(Value) -> Option<RtValue>,
    /// Counters of the loops around the nest, recovered from their inductions.
    fixed: BTreeMap<usize, i64>,
    /// How address expressions read 32-bit values: unsigned first; signed when that puts
    /// every range in bounds instead (`a[i + k]` with `k = -1`). Either reading is the
    /// address wasm computes (modulo 2^32) once the range lies in the memory above every
    /// static offset.
    address_signed: bool,
    /// Where listing verdicts are kept across launches (`None`: not kept).
    listed: Option<&'a std::sync::Mutex<HashMap<u64, Option<bool>>>>,
    /// The most byte ranges the exact test may list ([`listing::BUDGET`] unless the cost
    /// model says the loop's CPU run is cheaper than listing that many).
    listing_budget: usize,
    /// When this decision's exact tests must stop, all of them together: set at the first,
    /// [`Env::listing_budget`] ranges at [`listing::NS_PER_RANGE`] later, and no later than
    /// [`listing::MAX_LISTING_NS`].
    listing_until: std::cell::Cell<Option<std::time::Instant>>,
    /// [`Env::counter_ranges`] and each group's range over them ([`Env::whole_range`]),
    /// kept for the trips and the reading of the addresses they were found for: the
    /// preconditions, the footprint and the cost model range the same groups again, and
    /// ranging them was most of a launch decision's time (LU's row updates, 4,000 calls).
    whole: std::cell::RefCell<WholeRanges>,
    /// The first row and the spacing of each row load's table ([`Env::read_rows`]), by SSA
    /// number: the values of [`Atom::Row`] and [`Atom::RowStep`] for this launch.
    rows: BTreeMap<u32, (i64, i64)>,
}

/// The most entries of one row pointer table a launch reads ([`Env::read_rows`]).
const MAX_TABLE_ROWS: i64 = 1 << 22;

/// What [`Env::whole`] keeps.
#[derive(Default)]
struct WholeRanges {
    /// The trips and the reading (signed) the entries below hold for.
    key: Option<(Vec<u64>, bool)>,
    counters: Option<Result<Ranges, String>>,
    groups: HashMap<usize, Option<ByteRange>>,
}

/// Each counter's smallest and largest value.
type Ranges = BTreeMap<usize, (i64, i64)>;

/// The first of the counters [`Env::combined`] makes of sums of loop counters: far past any
/// function's loops.
const COMBINED_COUNTER: usize = usize::MAX / 2;

/// The smallest range holding every non-empty one of `ranges` (empty when none is).
fn hull(ranges: Vec<ByteRange>) -> ByteRange {
    (ranges.into_iter().filter(|r| !r.is_empty()))
        .reduce(|a, b| ByteRange {
            start: a.start.min(b.start),
            end: a.end.max(b.end),
        })
        .unwrap_or(ByteRange { start: 0, end: 0 })
}

/// `bounds` with choice `c` taken as `alt`; a bound the alternative cannot be put into is
/// left out (wider ranges).
fn bounds_taking(
    bounds: &[super::dependence::Bound],
    c: Atom,
    alt: &Affine,
) -> Vec<super::dependence::Bound> {
    (bounds.iter())
        .filter_map(|(l, op, r)| Some((l.substitute(c, alt)?, *op, r.substitute(c, alt)?)))
        .collect()
}

/// `ranges` with each of `loops` pinned to its first iteration: one row of those loops.
fn pinned(ranges: &Ranges, loops: &[usize]) -> Ranges {
    let mut row = ranges.clone();
    for l in loops {
        row.insert(*l, (0, 0));
    }
    row
}

impl listing::Values for Env<'_> {
    fn atom(&self, a: Atom) -> Option<i64> {
        Env::atom(self, a, self.address_signed)
    }

    /// `x & (m - 1)` and `x & -m` of an unrolled count, from `x` at the counters.
    fn at_counters(&self, a: Atom, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        let Atom::Choice(n) = a else { return None };
        // The smaller (or larger) of two values affine in the counters.
        if let Some(how) = self.o.min_max.get(&n) {
            let alts = self.o.choices.get(&n)?;
            let [x, y] = &alts[..] else { return None };
            let signed = how.signed;
            let at = |z: &Affine| {
                if z.coeffs.keys().any(|l| !counters.contains_key(l)) {
                    return None;
                }
                eval_affine(z, &|b| Env::atom(self, b, signed), counters)
            };
            return i64::try_from(how.pick(at(x)?, at(y)?)?).ok();
        }
        let m = i128::try_from(self.o.choices.get(&n)?.len()).ok()?;
        let (x, mask) = match (self.o.lows.get(&n), self.o.floors.get(&n)) {
            (Some(x), _) => (x, m - 1),
            (None, Some(x)) => (x, -m),
            (None, None) => return None,
        };
        if x.coeffs.keys().any(|l| !counters.contains_key(l)) {
            return None;
        }
        let signed = self.address_signed;
        let v = eval_affine(x, &|b| Env::atom(self, b, signed), counters)?;
        i64::try_from(v & mask).ok()
    }

    fn trip(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        self.trip_reading(l, counters, self)
    }

    fn runs(&self, l: usize, counters: &BTreeMap<usize, i64>) -> Option<i64> {
        self.runs_reading(l, counters, self)
    }

    fn trip_reading(
        &self,
        l: usize,
        counters: &BTreeMap<usize, i64>,
        reader: &dyn listing::Values,
    ) -> Option<i64> {
        let (trip, compare, ty) = self.o.ranging_trip(l)?;
        if trip.num.coeffs.keys().any(|m| !counters.contains_key(m)) {
            return None;
        }
        // Not entered at these counters (`Outlined::inner_guards`): no iterations.
        if !self.enters(l, counters, reader) {
            return Some(0);
        }
        let signed_atom = |a| Env::atom(self, a, true).or_else(|| reader.at_counters(a, counters));
        let signed = *compare == "signed";
        let atom = |a| Env::atom(self, a, signed).or_else(|| reader.at_counters(a, counters));
        let mut num = eval_affine(&trip.num, &atom, counters)?;
        // A `!=` exit test counts modulo 2^bits: the count is the numerator's residue (read
        // signed or unsigned alike: for a 32-bit counter the two readings differ by
        // multiples of 2^32) where that divides evenly.
        if *compare == "equality" && !(0..1i128 << (ty.bytes() * 8)).contains(&num) {
            if ty.bytes() != 4 {
                return None;
            }
            if trip.div != 1 {
                num = eval_affine(&trip.num, &signed_atom, counters)?;
                if !(0..1i128 << (ty.bytes() * 8)).contains(&num) {
                    return None;
                }
            } else {
                num = num.rem_euclid(1i128 << (ty.bytes() * 8));
            }
        }
        i64::try_from(num.div_euclid(i128::from(trip.div)).max(0)).ok()
    }

    /// A loop with a `!=` exit test entered with a count of 0 would run 2^32 times, not once:
    /// where its count is 0 it is not entered (clang's remainder after a vector loop, skipped
    /// where the low bits are 0, on a path the entry guards cannot say).
    fn runs_reading(
        &self,
        l: usize,
        counters: &BTreeMap<usize, i64>,
        reader: &dyn listing::Values,
    ) -> Option<i64> {
        // `trip` is 0 where an entry guard fails: a count above 0 is entered.
        let t = self.trip_reading(l, counters, reader)?;
        if t > 0 {
            return Some(t);
        }
        // (An exact count: a loop that may leave by a `break` is ranged by its exit test's
        // count, which it may run part of.)
        let exact_ne = matches!(self.o.inner_trips.get(&l), Some(Some((_, "equality", _))));
        Some(if exact_ne || !self.enters(l, counters, reader) {
            0
        } else {
            1
        })
    }
}

impl Env<'_> {
    /// Whether inner loop `l`'s entry guards (`Outlined::inner_guards`) that the launch can
    /// evaluate at `counters` all hold, with the atoms it cannot read read by `reader` there.
    fn enters(
        &self,
        l: usize,
        counters: &BTreeMap<usize, i64>,
        reader: &dyn listing::Values,
    ) -> bool {
        let signed_atom = |a| Env::atom(self, a, true).or_else(|| reader.at_counters(a, counters));
        self.o
            .inner_guards
            .get(&l)
            .into_iter()
            .flatten()
            .all(|(lhs, op, rhs)| {
                let Some(diff) = lhs.sub(rhs) else {
                    return true;
                };
                if diff.coeffs.keys().any(|m| !counters.contains_key(m)) {
                    return true;
                }
                eval_affine(&diff, &signed_atom, counters).is_none_or(|v| guard_holds(*op, v))
            })
    }
}

/// The alternatives taken for choices the launch cannot read (choice atom, its alternative).
type Chosen = Vec<(Atom, Affine)>;

/// The tests of `listing.rs` one launch may ask for ([`Env::listed_by`]).
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq)]
enum ListingTest {
    /// `threads_share_a_byte`: two threads share a byte.
    Threads,
    /// `groups_share_a_byte`: the groups share a byte, whichever threads touch it.
    Groups,
    /// `rows_share_a_byte`: two rows' hulls meet.
    Rows,
    /// `a_row_shares_a_byte`, with its `from`: the groups' hulls meet in a row.
    ARow(Option<(usize, i64)>),
}

/// One form of an access group for `listing.rs`: its address and bounds with the
/// alternatives of `Env::listing_forms` taken, and those alternatives.
type ListingForm = (Affine, Vec<super::dependence::Bound>, Chosen);

impl<'a> Env<'a> {
    fn new(o: &'a Outlined, read: &'a dyn Fn(Value) -> Option<RtValue>) -> Env<'a> {
        let mut env = Env {
            o,
            read,
            fixed: BTreeMap::new(),
            address_signed: false,
            listed: None,
            listing_budget: listing::BUDGET,
            listing_until: Default::default(),
            whole: Default::default(),
            rows: BTreeMap::new(),
        };
        for c in &o.outer_counters {
            let now = env.value(c.param, false);
            let init = eval_affine(&c.init, &|a| env.atom(a, false), &BTreeMap::new());
            let bits = env.read_ty(c.param).map_or(32, |t| t.bytes() * 8);
            if let (Some(now), Some(init)) = (now, init) {
                let diff = (i128::from(now) - init).rem_euclid(1i128 << bits);
                let step = i128::from(c.step).rem_euclid(1i128 << bits);
                // k = diff / step when exact (a step that divides 2^bits' multiples).
                if step != 0 && diff % step == 0 {
                    if let Ok(k) = i64::try_from(diff / step) {
                        env.fixed.insert(c.loop_index, k);
                    }
                }
            }
        }
        env
    }

    /// The loops whose iterations are threads: the dimensions, but for one each thread runs
    /// in order.
    fn thread_dims(&self) -> Vec<usize> {
        self.o
            .dims
            .iter()
            .enumerate()
            .filter(|(i, _)| self.o.is_thread_dim(*i))
            .map(|(_, d)| d.loop_index)
            .collect()
    }

    fn read_ty(&self, v: Value) -> Option<LoweredType> {
        (self.read)(v).map(|x| x.ty())
    }

    /// An integer value of the frame, read signed or unsigned.
    fn value(&self, v: Value, signed: bool) -> Option<i64> {
        Some(match (self.read)(v)? {
            RtValue::I32(b) if signed => i64::from(b as i32),
            RtValue::I32(b) => i64::from(b),
            RtValue::I64(b) => b as i64,
            RtValue::I8(b) if signed => i64::from(b as i8),
            RtValue::I8(b) => i64::from(b),
            RtValue::I16(b) if signed => i64::from(b as i16),
            RtValue::I16(b) => i64::from(b),
            _ => return None,
        })
    }

    /// An atom's value, its integer read signed or unsigned.
    fn atom(&self, a: Atom, signed: bool) -> Option<i64> {
        let v = match a {
            Atom::Arg(i) => *self.o.args.get(i as usize)?,
            // A choice the nest makes by a branch on a value from before it is the
            // alternative that value selects (`Analysis::selected`).
            Atom::Choice(n) if self.o.defined_inside.contains(&Value(n)) => {
                let s = self.o.selected.get(&n)?;
                let (test, flip) = s.test_outside(|v| self.o.defined_inside.contains(&v))?;
                let alt = s.taken(self.value(test, false)?, flip);
                // Only counters the launch knows (of loops around the nest).
                if alt
                    .coeffs
                    .iter()
                    .any(|(l, p)| !p.is_zero() && !self.fixed.contains_key(l))
                {
                    return None;
                }
                let v = eval_affine(alt, &|a| self.atom(a, signed), &self.fixed)?;
                return i64::try_from(v).ok();
            }
            // A value of the nest's own iterations is unknown at the launch, whatever an
            // earlier run of the nest left in the frame.
            Atom::Opaque(n) if self.o.defined_inside.contains(&Value(n)) => return None,
            Atom::Opaque(n) | Atom::Choice(n) => Value(n),
            // Read from the table at the launch (`read_rows`); unsigned whatever the
            // reading: the launch takes only entries below 2^31.
            Atom::Row(n) => return self.rows.get(&n).map(|r| r.0),
            Atom::RowStep(n) => return self.rows.get(&n).map(|r| r.1),
        };
        self.value(v, signed)
    }

    /// Reads the table of every row load the groups' addresses name (`row_pointers.rs`; only
    /// addresses are written with row atoms) over the counter that moves it (its range at
    /// this launch, `counter_ranges`), and keeps its first row and spacing ([`Env::rows`]).
    /// An `Err` refuses the launch: an entry out of bounds (or one whose address wasm would
    /// compute otherwise), an entry at or past 2^31, more than [`MAX_TABLE_ROWS`] entries,
    /// or rows not evenly spaced (`Row + RowStep*k` is then not the row the threads read).
    fn read_rows(&mut self, memory: &[u8], trips: &[u64]) -> Result<(), String> {
        let wanted: std::collections::BTreeSet<u32> = (self.o.groups.iter())
            .flat_map(|g| super::row_pointers::rows_of(&g.base))
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        let ranges = self.counter_ranges(trips)?;
        for v in wanted {
            let (table, offset) =
                self.o.row_loads.get(&v).ok_or_else(|| {
                    format!("v{v} names a row pointer table the nest does not know")
                })?;
            let mut moving = None;
            for (l, c) in &table.coeffs {
                if c.is_zero() || self.fixed.contains_key(l) {
                    continue;
                }
                let (lo, hi) = *ranges.get(l).ok_or_else(|| {
                    format!("the table of v{v} moves with L{l}, whose counter the launch does not range")
                })?;
                if moving.is_some() {
                    return Err(format!("the table of v{v} moves with two counters"));
                }
                moving = Some((*l, lo, hi));
            }
            // The counters an entry is read at: the fixed ones, and the moving one set below.
            let mut at = self.fixed.clone();
            let mut entry = |k: Option<(usize, i64)>| -> Option<i64> {
                if let Some((l, k)) = k {
                    at.insert(l, k);
                }
                let operand = eval_affine(table, &|b| self.atom(b, false), &at)?;
                if !(0..1i128 << 32).contains(&operand) {
                    return None;
                }
                let start = usize::try_from(operand + i128::from(*offset)).ok()?;
                let bytes = memory.get(start..start.checked_add(4)?)?;
                let e = u32::from_le_bytes(bytes.try_into().ok()?);
                (e < 1 << 31).then_some(i64::from(e))
            };
            let unreadable = || format!("an entry of v{v}'s row pointer table cannot be read");
            let (base, step) = match moving {
                None => (entry(None).ok_or_else(unreadable)?, 0),
                Some((l, lo, hi)) => {
                    if hi - lo >= MAX_TABLE_ROWS {
                        return Err(format!(
                            "v{v}'s row pointer table has over {MAX_TABLE_ROWS} rows"
                        ));
                    }
                    let first = entry(Some((l, lo))).ok_or_else(unreadable)?;
                    let step = if hi > lo {
                        entry(Some((l, lo + 1))).ok_or_else(unreadable)? - first
                    } else {
                        0
                    };
                    for k in lo + 2..=hi {
                        let e = entry(Some((l, k))).ok_or_else(unreadable)?;
                        if e != first + step * (k - lo) {
                            return Err(format!(
                                "the rows of v{v} are not evenly spaced (row {k} is at {e}, not {})",
                                first + step * (k - lo)
                            ));
                        }
                    }
                    (first - step * lo, step)
                }
            };
            self.rows.insert(v, (base, step));
        }
        Ok(())
    }

    /// A trip count evaluated at the fixed counters, as its exit test reads it.
    fn trip_at(
        &self,
        trip: &super::induction::TripCount,
        compare: &str,
        ty: LoweredType,
    ) -> Option<i128> {
        let signed = compare == "signed";
        let mut num = eval_affine(&trip.num, &|a| self.atom(a, signed), &self.fixed)?;
        if compare == "equality" {
            num = num.rem_euclid(1i128 << (ty.bytes() * 8));
        }
        Some(num.div_euclid(i128::from(trip.div)).max(0))
    }

    /// The trip count of every dimension. A triangular one (its count reads the counters of
    /// the dimensions before it) launches over its largest count, from the extremes of those
    /// counters; the kernel's threads past their own count return (`outline.rs`).
    fn trips(&self) -> Result<Vec<u64>, String> {
        let mut out: Vec<u64> = Vec::new();
        let mut ranges: Ranges = self.fixed.iter().map(|(l, k)| (*l, (*k, *k))).collect();
        for d in &self.o.dims {
            let before: Vec<usize> = self.o.dims[..out.len()]
                .iter()
                .map(|x| x.loop_index)
                .collect();
            let unknown = |l: &usize| !self.fixed.contains_key(l) && !before.contains(l);
            if d.trip.num.coeffs.keys().any(unknown) {
                return Err(format!(
                    "the trip count of L{} depends on a counter unknown at the launch",
                    d.loop_index
                ));
            }
            // A dimension whose entry guards fail in every row is never entered: no threads.
            // Its count there is no count (clang's `(m & -4) / 4` of a negative `m` is about
            // 2^29), and each thread would only have followed the row's code past it.
            let Some(entered) = self.entered(d.loop_index, &ranges) else {
                ranges.insert(d.loop_index, (0, 0));
                out.push(0);
                continue;
            };
            let triangular = d.trip.num.coeffs.keys().any(|l| before.contains(l));
            let t = if triangular {
                let signed = d.compare == "signed";
                // Over the rows that enter it: in the others its threads return at the guard.
                let (lo, hi) =
                    self.extremes(&d.trip.num, &entered, signed, 0)
                        .ok_or_else(|| {
                            format!("the trip count of L{} cannot be bounded", d.loop_index)
                        })?;
                // The kernel's guard compares with the numerator itself: a `!=` test counts
                // modulo 2^bits and an unsigned one reads a negative numerator as a huge
                // count, so for both it must lie in 0..2^bits in every row.
                if d.compare != "signed" && !fits_counter(d.counter_ty, (lo, hi)) {
                    return Err(format!(
                        "the trip count of L{} leaves 0..2^{} in some row",
                        d.loop_index,
                        d.counter_ty.bytes() * 8
                    ));
                }
                u64::try_from(hi.div_euclid(i128::from(d.trip.div)).max(0)).ok()
            } else {
                self.trip_at(&d.trip, d.compare, d.counter_ty)
                    .and_then(|t| u64::try_from(t).ok())
            }
            .ok_or_else(|| format!("the trip count of L{} cannot be evaluated", d.loop_index))?;
            ranges.insert(d.loop_index, (0, (t as i64 - 1).max(0)));
            out.push(t);
        }
        Ok(out)
    }

    /// The range of every counter: loops around the nest fixed, dimensions from `trips`,
    /// inner loops from their trip counts at the extremes of the outer counters.
    fn counter_ranges(&self, trips: &[u64]) -> Result<Ranges, String> {
        self.keep_whole_for(trips);
        if let Some(r) = &self.whole.borrow().counters {
            return r.clone();
        }
        let r = self.counter_ranges_with(trips, &[]);
        self.whole.borrow_mut().counters = Some(r.clone());
        r
    }

    /// Empties [`Env::whole`] unless it holds for `trips` and the current reading.
    fn keep_whole_for(&self, trips: &[u64]) {
        let mut whole = self.whole.borrow_mut();
        let holds = whole
            .key
            .as_ref()
            .is_some_and(|(t, signed)| t == trips && *signed == self.address_signed);
        if !holds {
            *whole = WholeRanges {
                key: Some((trips.to_vec(), self.address_signed)),
                ..Default::default()
            };
        }
    }

    /// The bytes group `g` touches over the whole launch of `trips`: [`Env::range`] over
    /// `ranges`, which must be [`Env::counter_ranges`]`(trips)`; found once.
    fn whole_range(&self, g: usize, trips: &[u64], ranges: &Ranges) -> Option<ByteRange> {
        self.keep_whole_for(trips);
        if let Some(r) = self.whole.borrow().groups.get(&g) {
            return *r;
        }
        let r = self.range(g, ranges, &[]);
        self.whole.borrow_mut().groups.insert(g, r);
        r
    }

    /// [`Self::counter_ranges`] with each choice of `chosen` taking the alternative given there
    /// in the inner loops' trip counts (one side of a collision test, whose address took it).
    fn counter_ranges_with(
        &self,
        trips: &[u64],
        chosen: &[(Atom, Affine)],
    ) -> Result<Ranges, String> {
        let mut r: Ranges = self.fixed.iter().map(|(l, k)| (*l, (*k, *k))).collect();
        for (d, t) in self.o.dims.iter().zip(trips) {
            r.insert(d.loop_index, (0, (*t as i64 - 1).max(0)));
        }
        let needed = self.ranged_loops();
        let mut pending: Vec<usize> = self
            .o
            .inner_trips
            .keys()
            .copied()
            .filter(|l| !r.contains_key(l) && needed.contains(l))
            .collect();
        while !pending.is_empty() {
            let before = pending.len();
            pending.retain(|l| {
                let Some((trip, compare, ty)) = self.o.ranging_trip(*l) else {
                    return true;
                };
                let mut num = trip.num.clone();
                // A count that is `x & -m` is ranged by `extremes` (never below 0), not by
                // the alternative an address took. Low bits `x & (m - 1)` take it: the
                // address and the count read one value in a thread (a scalar loop that
                // starts past a one-iteration prolog where the low bit is 1 runs one fewer
                // pair there, and not past the row's end).
                for (c, alt) in chosen {
                    if matches!(c, Atom::Choice(n) if self.o.floors.contains_key(n)) {
                        continue;
                    }
                    match num.substitute(*c, alt) {
                        Some(x) => num = x,
                        None => return true,
                    }
                }
                if num.coeffs.keys().any(|m| !r.contains_key(m)) {
                    return true;
                }
                // Only where the loop is entered.
                let Some(entered) = self.entered(*l, &r) else {
                    r.insert(*l, (0, 0));
                    return false;
                };
                let Some((lo, mut hi)) = self.extremes(&num, &entered, *compare == "signed", 0)
                else {
                    return true;
                };
                // A `!=` exit test counts modulo 2^bits: for a 32-bit counter the arguments
                // read signed give the same count where that reading stays in 0..2^32 (the
                // readings differ by multiples of 2^32; clang's remainder loops count up
                // from minus their count), and a numerator known at the launch is that count
                // modulo 2^32; a range outside 0..2^bits wraps to counts the extremes do
                // not bound.
                if *compare == "equality" && !fits_counter(*ty, (lo, hi)) {
                    if ty.bytes() != 4 {
                        return true;
                    }
                    match self.extremes(&num, &entered, true, 0) {
                        Some(range) if fits_counter(*ty, range) => hi = range.1,
                        _ if lo == hi && trip.div == 1 => {
                            hi = lo.rem_euclid(1i128 << (ty.bytes() * 8));
                        }
                        _ => return true,
                    }
                }
                // At least one iteration: a do-while entered with a count of 0 runs once.
                let t = hi.div_euclid(i128::from(trip.div));
                r.insert(*l, (0, i64::try_from((t - 1).max(0)).unwrap_or(i64::MAX)));
                false
            });
            if pending.len() == before {
                return Err(format!(
                    "the iteration count of L{} cannot be bounded",
                    pending[0]
                ));
            }
        }
        Ok(r)
    }

    /// `ranges` narrowed to the outer counters at which inner loop `l` is entered
    /// (`Outlined::inner_guards`, outermost first): a guard known at the launch that fails
    /// means no counter value enters it (`None`); a signed guard `±k + rest OP 0` (`lhs -
    /// rhs`) with `rest` known at the launch bounds counter `k`; an unsigned one is read as
    /// signed where both its sides are at least 0 over the narrowed ranges.
    fn entered(&self, l: usize, ranges: &Ranges) -> Option<Ranges> {
        let guards = self.o.inner_guards.get(&l).map_or(&[][..], Vec::as_slice);
        self.bounded(guards, ranges)
    }

    /// `ranges` narrowed by `bounds`, as [`Env::entered`] narrows by a loop's entry guards
    /// (`None`: no counter value passes them). A bound it cannot read as one on a single
    /// counter is left out, which only keeps the ranges wider.
    fn bounded(&self, bounds: &[super::dependence::Bound], ranges: &Ranges) -> Option<Ranges> {
        use lowered_ir::IntCmpOp::*;
        let mut out = ranges.clone();
        // Twice over: `k != at` narrows only at an end, which a later bound may make.
        for bound in bounds.iter().chain(bounds) {
            let Some((diff, op, v)) = self.signed_bound(bound, &out) else {
                match self.unsigned_bound(bound, &out) {
                    Some(Interval::Narrowed(k, (lo, hi))) => {
                        out.insert(k, (lo, hi));
                    }
                    Some(Interval::Empty) => return None,
                    None => {}
                }
                continue;
            };
            // Known at the launch: it holds, or the loop is never entered.
            if diff.coeffs.is_empty() {
                if !guard_holds(op, v) {
                    return None;
                }
                continue;
            }
            let [(&k, coeff)] = diff.coeffs.iter().collect::<Vec<_>>()[..] else {
                continue;
            };
            let (Some(c @ (1 | -1)), Some(&(lo, hi))) = (coeff.as_const(), out.get(&k)) else {
                continue;
            };
            // c*k + v OP 0, as a bound on k.
            let (lo, hi) = (i128::from(lo), i128::from(hi));
            let (lo, hi) = match (op, c) {
                (LtS, 1) | (GtS, -1) => (lo, hi.min(-v * i128::from(c) - 1)),
                (LeS, 1) | (GeS, -1) => (lo, hi.min(-v * i128::from(c))),
                (GtS, 1) | (LtS, -1) => (lo.max(-v * i128::from(c) + 1), hi),
                (GeS, 1) | (LeS, -1) => (lo.max(-v * i128::from(c)), hi),
                // `k != at` takes `at` off an end of the range (a peeled remainder's
                // `if (m - 2 != i)`); one inside it leaves the range whole.
                (Ne, _) => {
                    let at = -v * i128::from(c);
                    match (at == lo, at == hi) {
                        (true, _) => (lo + 1, hi),
                        (_, true) => (lo, hi - 1),
                        _ => (lo, hi),
                    }
                }
                // `k == at` holds there alone where `at` lies in a range too narrow for the
                // comparison's wrapping to meet it again; an `at` outside the range may be
                // one of a 32-bit comparison's other solutions (`at + 2^32`), so the range
                // stays whole.
                (Eq, _) if hi - lo < 1 << 32 && (lo..=hi).contains(&(-v * i128::from(c))) => {
                    let at = -v * i128::from(c);
                    (at, at)
                }
                _ => continue,
            };
            if lo > hi {
                return None;
            }
            out.insert(k, (i64::try_from(lo).ok()?, i64::try_from(hi).ok()?));
        }
        Some(out)
    }

    /// The value of `x` where it reads no counter and the launch knows it.
    fn known_at_launch(&self, x: &Affine, ranges: &Ranges) -> Option<i128> {
        if !x.coeffs.is_empty() {
            return None;
        }
        self.extremes(x, ranges, true, 0)
            .filter(|(lo, hi)| lo == hi)
            .map(|(v, _)| v)
    }

    /// Whether `x` stays inside a signed 32-bit value over `ranges` (so a negative `x` is at
    /// least 2^31 read unsigned).
    fn fits_i32(&self, x: &Affine, ranges: &Ranges) -> bool {
        self.extremes(x, ranges, true, 0)
            .is_some_and(|(lo, hi)| lo >= -(1 << 31) && hi < 1 << 31)
    }

    /// An unsigned `bound` that [`Self::signed_bound`] cannot read (one side may be below
    /// 0), as the range of counter `k` it leaves: one side is known at the launch, `d` in
    /// 0..2^31, and the other `x = ±k + v` stays inside a signed 32-bit value over `ranges`
    /// (a negative `x` is then at least 2^31 unsigned, above `d`). So `x <u d` holds for `x`
    /// in `0 .. d` and `x >=u d` outside it: clang's test that `i` is not in `c .. c + d`
    /// (`i - c >=u d`), which narrows `k` only where the interval it takes out holds one end
    /// of `k`'s range. `None` where the bound says nothing this way.
    fn unsigned_bound(
        &self,
        (lhs, op, rhs): &super::dependence::Bound,
        ranges: &Ranges,
    ) -> Option<Interval> {
        use lowered_ir::IntCmpOp::*;
        let known = |x: &Affine| self.known_at_launch(x, ranges);
        // The counter's side on the left: `d OP x` is `x OP' d`.
        let (x, op, d) = match (known(lhs), known(rhs)) {
            (None, Some(d)) => (lhs, *op, d),
            (Some(d), None) => {
                let flipped = match op {
                    LtU => GtU,
                    LeU => GeU,
                    GtU => LtU,
                    GeU => LeU,
                    _ => return None,
                };
                (rhs, flipped, d)
            }
            _ => return None,
        };
        if !(0..1 << 31).contains(&d) {
            return None;
        }
        let [(&k, coeff)] = x.coeffs.iter().collect::<Vec<_>>()[..] else {
            return None;
        };
        let (c @ (1 | -1), &(lo, hi)) = (coeff.as_const()?, ranges.get(&k)?) else {
            return None;
        };
        if !self.fits_i32(x, ranges) {
            return None;
        }
        let mut rest = x.clone();
        rest.coeffs.clear();
        let v = known(&rest)?;
        // `x` in `a ..= b` as `k` in an interval.
        let k_of = |a: i128, b: i128| {
            if c == 1 {
                (a - v, b - v)
            } else {
                (v - b, v - a)
            }
        };
        let (lo, hi) = (i128::from(lo), i128::from(hi));
        let (inside, (a, b)) = match op {
            LtU => (true, k_of(0, d - 1)),
            LeU => (true, k_of(0, d)),
            GtU => (false, k_of(0, d)),
            GeU => (false, k_of(0, d - 1)),
            _ => return None,
        };
        let (lo, hi) = match inside {
            true => (lo.max(a), hi.min(b)),
            // Outside `a ..= b`: an interval that holds an end takes it off.
            false if a > b => (lo, hi),
            false if a <= lo && b >= hi => return Some(Interval::Empty),
            false if a <= lo && b >= lo => (b + 1, hi),
            false if b >= hi && a <= hi => (lo, a - 1),
            false => (lo, hi),
        };
        if lo > hi {
            return Some(Interval::Empty);
        }
        Some(Interval::Narrowed(
            k,
            (i64::try_from(lo).ok()?, i64::try_from(hi).ok()?),
        ))
    }

    /// `bound` as `diff OP 0` with `diff = lhs - rhs` read signed: the comparison's own
    /// operation, or an unsigned one where both sides are at least 0 and below 2^31 over
    /// `ranges`; and `v`, the part of `diff` without counters, which must be known at the
    /// launch. `None` where either is not so (the bound is left out: wider ranges).
    fn signed_bound(
        &self,
        (lhs, op, rhs): &super::dependence::Bound,
        ranges: &Ranges,
    ) -> Option<(Affine, lowered_ir::IntCmpOp, i128)> {
        use lowered_ir::IntCmpOp::*;
        let nonnegative = |x: &Affine| {
            self.extremes(x, ranges, true, 0)
                .is_some_and(|(lo, hi)| lo >= 0 && hi < 1 << 31)
        };
        let op = match op {
            LtU | LeU | GtU | GeU if !nonnegative(lhs) || !nonnegative(rhs) => return None,
            LtU => LtS,
            LeU => LeS,
            GtU => GtS,
            GeU => GeS,
            other => *other,
        };
        let diff = lhs.sub(rhs)?;
        let mut rest = diff.clone();
        rest.coeffs.clear();
        let (v, w) = self.extremes(&rest, ranges, true, 0)?;
        (v == w).then_some((diff, op, v))
    }

    /// An unsigned bound `x <u d` (or `x <=u d`, either side first) that
    /// [`Self::signed_bound`] cannot read, `x` on several counters and possibly below 0, as
    /// the two signed bounds `x >= 0` and `x < d` (`x <= d`), each as `diff OP 0` with `v`
    /// the part of `diff` without counters: where `d` is known at the launch and in 0..2^31
    /// and `x` stays inside a signed 32-bit value over `ranges`, a negative `x` is at least
    /// 2^31 unsigned, above `d`. clang's `(unsigned)(y + k - r) < h` for `y + k - r >= 0 &&
    /// y + k - r < h` around a window's row. `None` where the bound is not of that form;
    /// `x >=u d` (outside an interval) is never one, as it bounds no sum from both sides.
    fn unsigned_inside(
        &self,
        (lhs, op, rhs): &super::dependence::Bound,
        ranges: &Ranges,
    ) -> Option<Vec<(Affine, lowered_ir::IntCmpOp, i128)>> {
        use lowered_ir::IntCmpOp::*;
        let known = |x: &Affine| self.known_at_launch(x, ranges);
        // `x OP d` with the counters' side first, `inclusive` for `<=`.
        let (x, inclusive, d) = match (op, known(rhs), known(lhs)) {
            (LtU, Some(d), None) => (lhs, false, d),
            (LeU, Some(d), None) => (lhs, true, d),
            (GtU, None, Some(d)) => (rhs, false, d),
            (GeU, None, Some(d)) => (rhs, true, d),
            _ => return None,
        };
        if !(0..1 << 31).contains(&d) || x.coeffs.len() < 2 {
            return None;
        }
        if !self.fits_i32(x, ranges) {
            return None;
        }
        let mut rest = x.clone();
        rest.coeffs.clear();
        let v = known(&rest)?;
        let below = if inclusive { LeS } else { LtS };
        // `x - d OP 0` shares `x`'s counters, with `v - d` the part without them.
        Some(vec![
            (x.clone(), GeS, v),
            (x.sub(&Affine::constant(d as i64))?, below, v - d),
        ])
    }

    /// The first choice of `base` that a bound of `bounds` reads too, the launch cannot read,
    /// and [`Env::range_with`] takes alternative by alternative: a merge of affine values
    /// (not the low bits of a count, which [`Env::range_by_low_bits`] takes, nor the
    /// smaller or larger of two, whose alternatives' ranges `tight_with` may intersect).
    fn choice_in_bounds(
        &self,
        base: &Affine,
        bounds: &[super::dependence::Bound],
        chosen: &[(Atom, Affine)],
    ) -> Option<Atom> {
        if chosen.len() >= 4 {
            return None;
        }
        base.atoms().into_iter().find(|a| {
            let Atom::Choice(n) = a else { return false };
            !self.read_at_counters(*n)
                && self.atom(*a, self.address_signed).is_none()
                && (bounds.iter()).any(|(l, _, r)| l.atoms().contains(a) || r.atoms().contains(a))
        })
    }

    /// `base` and `ranges` under the bounds of `bounds` on several counters that
    /// [`Env::bounded`] leaves out: a bound `L + v OP 0` on a sum `L = c1*k1 + c2*k2 + ...`
    /// of counters with constant coefficients (`v` known at the launch) bounds `L`; where
    /// `base` moves with those counters as `m * L` (a clamp's arm `in[(y + k - r)*w + x]`
    /// read where `y + k - r < h`), that part becomes a counter of its own,
    /// [`COMBINED_COUNTER`] and up, ranged over the values of `L` the box of `ranges` and
    /// the bounds both allow. The box of `ranges` alone would count rows past the image
    /// (`y` and `k` both at their largest). `None` where no counter value passes the
    /// bounds (the group runs nowhere); `base` and `ranges` as they were for a bound it
    /// cannot read so.
    fn combined(
        &self,
        bounds: &[super::dependence::Bound],
        base: &Affine,
        ranges: Ranges,
    ) -> Option<(Affine, Ranges)> {
        use lowered_ir::IntCmpOp::*;
        // Each sum's coefficients (the first positive) with the bounds on it.
        let mut sums: Vec<(BTreeMap<usize, i64>, i128, i128)> = Vec::new();
        let read: Vec<(Affine, lowered_ir::IntCmpOp, i128)> = bounds
            .iter()
            .flat_map(|bound| match self.signed_bound(bound, &ranges) {
                Some(one) => vec![one],
                None => self.unsigned_inside(bound, &ranges).unwrap_or_default(),
            })
            .collect();
        for (diff, mut op, mut v) in read {
            if diff.coeffs.len() < 2 {
                continue;
            }
            let Some(mut coeffs) = (diff.coeffs.iter())
                .map(|(l, c)| Some((*l, c.as_const()?)))
                .collect::<Option<BTreeMap<usize, i64>>>()
            else {
                continue;
            };
            // L + v OP 0 with L's first coefficient positive: `-L - v OP' 0` flips.
            if coeffs.values().next().is_some_and(|c| *c < 0) {
                coeffs.values_mut().for_each(|c| *c = -*c);
                v = -v;
                op = match op {
                    LtS => GtS,
                    LeS => GeS,
                    GtS => LtS,
                    GeS => LeS,
                    other => other,
                };
            }
            let (lo, hi) = match op {
                LtS => (i128::MIN, -v - 1),
                LeS => (i128::MIN, -v),
                GtS => (-v + 1, i128::MAX),
                GeS => (-v, i128::MAX),
                _ => continue,
            };
            match sums.iter_mut().find(|(c, _, _)| *c == coeffs) {
                Some((_, l, h)) => (*l, *h) = ((*l).max(lo), (*h).min(hi)),
                None => sums.push((coeffs, lo, hi)),
            }
        }
        let mut base = base.clone();
        let mut ranges = ranges;
        for (n, (coeffs, lo, hi)) in sums.into_iter().enumerate() {
            let sum = (coeffs.iter()).try_fold(Affine::default(), |s, (&l, &c)| {
                s.add(&Affine::counter(l, Poly::constant(c)))
            });
            let Some((box_lo, box_hi)) = sum.and_then(|s| self.extremes(&s, &ranges, true, 0))
            else {
                continue;
            };
            let (lo, hi) = (lo.max(box_lo), hi.min(box_hi));
            if lo > hi {
                return None;
            }
            // `base` as `m * L + rest`, `m` the first counter's coefficient over its own.
            let Some((&first, &c0)) = coeffs.iter().next() else {
                continue;
            };
            let Some(m) = base.coeffs.get(&first).and_then(|p| p.div_exact(c0)) else {
                continue;
            };
            let proportional = (coeffs.iter()).all(|(l, c)| {
                m.scale(*c)
                    .is_some_and(|mc| base.coeffs.get(l) == Some(&mc))
            });
            let (Ok(lo), Ok(hi)) = (i64::try_from(lo), i64::try_from(hi)) else {
                continue;
            };
            if !proportional || m.is_zero() {
                continue;
            }
            let id = COMBINED_COUNTER + n;
            coeffs.keys().for_each(|l| {
                base.coeffs.remove(l);
            });
            base.coeffs.insert(id, m);
            ranges.insert(id, (lo, hi));
        }
        Some((base, ranges))
    }

    /// The inner loops whose counters the ranges need: those an access group's address moves
    /// with, and those whose trip counts read the counters of such a loop (a triangular
    /// loop's outer one). A loop no address moves with (mandelbrot's escape loop, `while
    /// (it < max && |z| < 2)`, counted or not) needs no range: whatever its count, the bytes
    /// the nest touches are the same. The analysis accepts an uncounted inner loop only then.
    fn ranged_loops(&self) -> BTreeSet<usize> {
        // The counters of `x` and of the alternatives of its choices.
        let counters = |x: &Affine| -> Vec<usize> {
            let mut out: Vec<usize> = x.coeffs.keys().copied().collect();
            for a in x.atoms() {
                if let Atom::Choice(n) = a {
                    for alt in self.o.choices.get(&n).into_iter().flatten() {
                        out.extend(alt.coeffs.keys().copied());
                    }
                }
            }
            out
        };
        let mut needed: BTreeSet<usize> = self
            .o
            .groups
            .iter()
            .flat_map(|g| counters(&g.base))
            .collect();
        let mut todo: Vec<usize> = needed.iter().copied().collect();
        while let Some(l) = todo.pop() {
            if let Some((trip, _, _)) = self.o.ranging_trip(l) {
                for m in counters(&trip.num) {
                    if needed.insert(m) {
                        todo.push(m);
                    }
                }
            }
        }
        needed
    }

    /// The smallest and largest value of `x` over `ranges` (unsigned atoms); a choice the
    /// launch cannot read yet counts as every one of its alternatives.
    fn extremes(
        &self,
        x: &Affine,
        ranges: &Ranges,
        signed: bool,
        depth: usize,
    ) -> Option<(i128, i128)> {
        let atom = |a| self.atom(a, signed);
        // Other choices before low bits and floors: with them taken, `x` may be a floor
        // (`x - low` once a remainder's start `{0 | i - 1}` is 0), never negative below.
        let unread = |a: &Atom| matches!(a, Atom::Choice(_)) && atom(*a).is_none();
        let special = |a: &Atom| matches!(a, Atom::Choice(n) if self.o.floors.contains_key(n) || self.o.lows.contains_key(n));
        let atoms = x.atoms();
        let first = (atoms.iter().find(|a| unread(a) && !special(a)))
            .or_else(|| atoms.iter().find(|a| unread(a)));
        if let Some(&c) = first {
            let Atom::Choice(n) = c else { return None };
            if depth > 4 {
                return None;
            }
            if let Some(r) = self.min_max_extremes(x, c, ranges, signed, depth) {
                return Some(r);
            }
            let mut out: Option<(i128, i128)> = None;
            for alt in self.o.choices.get(&n)? {
                let (lo, hi) = self.extremes(&x.substitute(c, alt)?, ranges, signed, depth + 1)?;
                out = Some(out.map_or((lo, hi), |(l, h)| (l.min(lo), h.max(hi))));
            }
            // `x & -m` (the choice itself, or `x` minus the low bits `x & (m - 1)`) of an `x`
            // that is never negative is never negative either, though its alternative
            // `x - r` is for `x < r`.
            let atom_c = Affine::poly(super::affine::Poly::atom(c));
            let floor_of = match (self.o.floors.get(&n), self.o.lows.get(&n)) {
                (Some(of), _) if *x == atom_c => Some(of),
                (_, Some(of)) if x.add(&atom_c).as_ref() == Some(of) => Some(of),
                _ => None,
            };
            if let Some(of) = floor_of {
                if self.extremes(of, ranges, signed, depth + 1)?.0 >= 0 {
                    out = out.map(|(lo, hi)| (lo.max(0), hi));
                }
            }
            return out;
        }
        let c = i128::from(x.constant.eval(&atom)?);
        let (mut lo, mut hi) = (c, c);
        for (l, p) in &x.coeffs {
            let (a, b) = *ranges.get(l)?;
            let coeff = i128::from(p.eval(&atom)?);
            let (ta, tb) = (
                coeff.checked_mul(i128::from(a))?,
                coeff.checked_mul(i128::from(b))?,
            );
            lo += ta.min(tb);
            hi += ta.max(tb);
        }
        Some((lo, hi))
    }

    /// Whether choice `c` is a smaller-or-larger choice ([`Self::min_max_extremes`]) that
    /// `x` does not read and every count of `counts` that reads it grows with: such a count
    /// is at most its value at each alternative, so its loop runs a subset of the
    /// iterations it would run at either (`min(ii + T, n) - ii` at most `T` and at most
    /// `n - ii`).
    fn bounds_counts_only(
        &self,
        x: &Affine,
        c: Atom,
        counts: &[(usize, super::induction::TripCount, &str, LoweredType)],
    ) -> bool {
        let Atom::Choice(n) = c else { return false };
        let Some(how) = self.o.min_max.get(&n) else {
            return false;
        };
        if x.atoms().contains(&c) {
            return false;
        }
        counts.iter().all(|(_, trip, _, _)| {
            if !trip.num.atoms().contains(&c) {
                return true;
            }
            linear_in(&trip.num, c).is_some_and(|(k, _)| if how.min { k > 0 } else { k < 0 })
        })
    }

    /// [`Self::extremes`] of `x = rest + k*c` for a choice `c` that is the smaller (or the
    /// larger) of its two alternatives `p` and `q` and appears nowhere else in `x`: `x` is
    /// then the pointwise smaller (or larger, as `k`'s sign says) of `x` at `p` and `x` at
    /// `q`, whose extremes are the smaller (larger) of theirs. Each side keeps the counters
    /// its alternative shares with `rest`: a tile's `min(ii + T, n) - ii` is at most `T`,
    /// where ranging the choice apart from `ii` would reach `n`. `None` where `x` is not of
    /// that form or an alternative's values do not fit what the select compares (it would
    /// have wrapped).
    fn min_max_extremes(
        &self,
        x: &Affine,
        c: Atom,
        ranges: &Ranges,
        signed: bool,
        depth: usize,
    ) -> Option<(i128, i128)> {
        let Atom::Choice(n) = c else { return None };
        let how = *self.o.min_max.get(&n)?;
        let [p, q] = &self.o.choices.get(&n)?[..] else {
            return None;
        };
        let (k, _) = linear_in(x, c)?;
        // The select picks as it compares only where both alternatives fit its reading.
        let fits = |alt: &Affine| {
            self.extremes(alt, ranges, how.signed, depth + 1)
                .is_some_and(|r| how.fits(r))
        };
        if !fits(p) || !fits(q) {
            return None;
        }
        let at_p = self.extremes(&x.substitute(c, p)?, ranges, signed, depth + 1)?;
        let at_q = self.extremes(&x.substitute(c, q)?, ranges, signed, depth + 1)?;
        let smaller = how.min == (k > 0);
        Some(if smaller {
            (at_p.0.min(at_q.0), at_p.1.min(at_q.1))
        } else {
            (at_p.0.max(at_q.0), at_p.1.max(at_q.1))
        })
    }

    /// [`Self::extremes`] of an address, with each inner loop whose count is affine in the
    /// other counters taken at its two ends, `0` and `count - 1`, instead of over its box
    /// range: `4*i + 4*j` with `j < n - i` reaches `4*(n - 1)`, not `4*(2n - 2)`. The extremes
    /// of an affine function over the triangle are at those ends (innermost loops first), and
    /// both ends are kept (a loop that runs no iteration is counted as one at 0), so the
    /// result still holds every address. A count `floor(num / d)` with `d > 1` (a loop
    /// unrolled by `d`) is taken at its end `(num - d) / d`, at or past the last iteration,
    /// where `x`'s coefficient divides by `d` (so that end is affine): `x` over the loop
    /// still lies between its values at `0` and there. A choice the launch cannot read
    /// (`k = i + 1` or `i + 2`, after a peeled iteration) is taken alternative by
    /// alternative, in the address and in the counts of its loops alike: in one thread it is
    /// one value, which both read.
    fn tight_extremes(&self, x: &Affine, ranges: &Ranges, depth: usize) -> Option<(i128, i128)> {
        self.tight_with(x, ranges, depth, &[])
    }

    /// The count of loop `l` (a triangular dimension or an inner loop) with each choice of
    /// `chosen` taking its alternative (not the floors, which `extremes` bounds below by 0;
    /// a low-bits choice is a constant, exact in the count), its exit test's kind and its
    /// counter's type.
    fn chosen_trip(
        &self,
        l: usize,
        chosen: &[(Atom, Affine)],
    ) -> Option<(super::induction::TripCount, &str, LoweredType)> {
        let dims: Vec<usize> = self.o.dims.iter().map(|d| d.loop_index).collect();
        // A dimension counts when it is triangular (its count reads earlier ones).
        let (trip, compare, ty) = match self.o.dims.iter().find(|d| d.loop_index == l) {
            Some(d) if d.trip.num.coeffs.keys().any(|k| dims.contains(k)) => {
                (&d.trip, &d.compare, &d.counter_ty)
            }
            Some(_) => return None,
            None => match self.o.ranging_trip(l) {
                Some((trip, compare, ty)) => (trip, compare, ty),
                _ => return None,
            },
        };
        let mut trip = trip.clone();
        for (c, alt) in chosen {
            if !matches!(c, Atom::Choice(n) if self.o.floors.contains_key(n)) {
                trip.num = trip.num.substitute(*c, alt)?;
            }
        }
        Some((trip, compare, *ty))
    }

    /// [`Self::tight_extremes`] with the choices of `chosen` taken.
    fn tight_with(
        &self,
        x: &Affine,
        ranges: &Ranges,
        depth: usize,
        chosen: &[(Atom, Affine)],
    ) -> Option<(i128, i128)> {
        let signed = self.address_signed;
        let plain = || self.extremes(x, ranges, signed, 0);
        // A choice the launch cannot read, in `x` or in the count of one of its loops.
        let unread = |a: &Atom| {
            matches!(a, Atom::Choice(n) if !self.o.floors.contains_key(n) && !self.o.lows.contains_key(n))
                && self.atom(*a, signed).is_none()
        };
        // The counts of `x`'s loops (not fixed), with the choices of `chosen` taken.
        let counts: Vec<(usize, super::induction::TripCount, &str, LoweredType)> =
            (x.coeffs.keys())
                .filter(|l| !self.fixed.contains_key(l))
                .filter_map(|l| {
                    self.chosen_trip(*l, chosen)
                        .map(|(t, c, ty)| (*l, t, c, ty))
                })
                .collect();
        let in_counts = counts.iter().flat_map(|(_, t, _, _)| t.num.atoms());
        let choice = x.atoms().into_iter().chain(in_counts).find(|a| unread(a));
        if let Some(c @ Atom::Choice(n)) = choice {
            if chosen.len() >= 4 {
                return plain();
            }
            let mut out: Option<(i128, i128)> = None;
            let mut each = Vec::new();
            for alt in self.o.choices.get(&n)? {
                let mut taken = chosen.to_vec();
                taken.push((c, alt.clone()));
                let (lo, hi) = self.tight_with(&x.substitute(c, alt)?, ranges, depth, &taken)?;
                each.push((lo, hi));
                out = Some(out.map_or((lo, hi), |(l, h)| (l.min(lo), h.max(hi))));
            }
            // A count that is at most its count at each alternative (`min(ii + T, n) - ii`)
            // runs a subset of the iterations of each: what both ranges hold.
            if self.bounds_counts_only(x, c, &counts) {
                let (lo, hi) = each
                    .iter()
                    .fold((i128::MIN, i128::MAX), |(l, h), (lo, hi)| {
                        (l.max(*lo), h.min(*hi))
                    });
                if lo <= hi {
                    return Some((lo, hi));
                }
            }
            return out;
        }
        // A count the choices taken made a constant (a remainder's `r`) bounds its loop's
        // counter more tightly than the box over every alternative does.
        let mut own: Option<Ranges> = None;
        for (l, trip, _, ty) in counts.iter().filter(|_| !chosen.is_empty()) {
            if !trip.num.coeffs.is_empty() {
                continue;
            }
            let Some(c) = trip.num.constant.eval(&|a| self.atom(a, signed)) else {
                continue;
            };
            let c = i128::from(c);
            if !fits_counter(*ty, (c, c)) {
                continue;
            }
            // At least one iteration, as `counter_ranges` counts a count of 0.
            let last = i64::try_from((c / i128::from(trip.div) - 1).max(0)).ok()?;
            let narrowed = own.get_or_insert_with(|| ranges.clone());
            if let Some((lo, hi)) = narrowed.get_mut(l) {
                *hi = (*hi).min(last);
                *lo = (*lo).min(*hi);
            }
        }
        let ranges = own.as_ref().unwrap_or(ranges);
        let plain = || self.extremes(x, ranges, signed, 0);
        // Inner loops of `x` whose count is an affine numerator with atoms that read
        // alike signed and unsigned; for a `!=` exit test, one that stays in 0..2^bits over
        // the ranges where the loop is entered (it counts modulo 2^bits; a remainder's count
        // is negative where its guard keeps it from running), as `counter_ranges` requires;
        // and whose coefficient in `x` divides by the count's divisor. Each with the ranges
        // where it is entered.
        let tight: BTreeMap<usize, (super::induction::TripCount, Ranges)> = counts
            .into_iter()
            .filter_map(|(l, trip, compare, ty)| {
                let entered = self.entered(l, ranges)?;
                let alike = trip.num.atoms().into_iter().all(|a| {
                    self.atom(a, true).is_some() && self.atom(a, true) == self.atom(a, false)
                });
                let in_range = compare != "equality"
                    || self
                        .extremes(&trip.num, &entered, false, 0)
                        .is_some_and(|range| fits_counter(ty, range));
                let divides = trip.div == 1 || x.coeffs.get(&l)?.div_exact(trip.div).is_some();
                (!trip.num.coeffs.is_empty() && alike && in_range && divides)
                    .then_some((l, (trip, entered)))
            })
            .collect();
        // Innermost first: a loop no other candidate's count reads.
        let Some((&l, (trip, entered))) = tight.iter().find(|(l, _)| {
            tight
                .iter()
                .all(|(m, (t, _))| m == *l || !t.num.coeffs.contains_key(l))
        }) else {
            return plain();
        };
        if depth > 4 {
            return plain();
        }
        let c = x.coeffs.get(&l)?.clone();
        let mut rest = x.clone();
        rest.coeffs.remove(&l);
        let last =
            (trip.num.sub(&Affine::constant(trip.div))?).scale_poly(&c.div_exact(trip.div)?)?;
        let at_last = rest.add(&last)?;
        // Either end exists only where the count is at least 1: `k < i` runs none at `i =
        // 0`, whose "last" `k = -1` would range the row before the array, and a remainder
        // whose start came out at the row's end (`k0 = i + 2` at `i = m - 2`) runs no first
        // iteration there either; and only where its entry guards hold.
        let Some(running) = self.where_it_runs(&trip.num, trip.div, entered) else {
            return self.tight_with(&rest, ranges, depth + 1, chosen);
        };
        // A loop that exits after its body (a do-while) runs its first iteration in every
        // row that enters it, also where its count is below 1.
        let first_rows = match self.o.runs_once.contains(&l) {
            true => entered,
            false => &running,
        };
        let (lo0, hi0) = self.tight_with(&rest, first_rows, depth + 1, chosen)?;
        let (lo1, hi1) = self.tight_with(&at_last, &running, depth + 1, chosen)?;
        Some((lo0.min(lo1), hi0.max(hi1)))
    }

    /// `ranges` narrowed to where the count `floor(num / div)` is at least 1 (`num >= div`),
    /// when `num` moves with one counter by a constant (`i`, `n - i - 1`); `ranges` as they
    /// are otherwise. `None` where the count is below 1 over the whole range (the loop never
    /// runs).
    fn where_it_runs(&self, num: &Affine, div: i64, ranges: &Ranges) -> Option<Ranges> {
        let atom = |a| self.atom(a, self.address_signed);
        let mut narrowed = ranges.clone();
        let [(l, coeff)] = num.coeffs.iter().collect::<Vec<_>>()[..] else {
            return Some(narrowed);
        };
        let (Some(alpha), Some(beta)) = (coeff.eval(&atom), num.constant.eval(&atom)) else {
            return Some(narrowed);
        };
        let Some(&(a, b)) = ranges.get(l) else {
            return Some(narrowed);
        };
        let (alpha, beta, div) = (i128::from(alpha), i128::from(beta), i128::from(div));
        // alpha * k + beta >= div.
        let (lo, hi) = match alpha.cmp(&0) {
            std::cmp::Ordering::Greater => {
                let need = (div - beta + alpha - 1).div_euclid(alpha);
                (i128::from(a).max(need), i128::from(b))
            }
            std::cmp::Ordering::Less => {
                let most = (beta - div).div_euclid(-alpha);
                (i128::from(a), i128::from(b).min(most))
            }
            std::cmp::Ordering::Equal => return Some(narrowed),
        };
        if lo > hi {
            return None;
        }
        if let (Ok(lo), Ok(hi)) = (i64::try_from(lo), i64::try_from(hi)) {
            narrowed.insert(*l, (lo, hi));
        }
        Some(narrowed)
    }

    /// Whether `x` is a multiple of `align` for every counter value: its constant and every
    /// counter's coefficient are (for each alternative of a choice the launch cannot read).
    fn aligned(&self, x: &Affine, align: i64, depth: usize) -> bool {
        let atom = |a| self.atom(a, self.address_signed);
        if let Some(c) = x
            .atoms()
            .into_iter()
            .find(|a| matches!(a, Atom::Choice(_)) && atom(*a).is_none())
        {
            let Atom::Choice(n) = c else { return false };
            let Some(alts) = self.o.choices.get(&n).filter(|_| depth <= 4) else {
                return false;
            };
            return alts.iter().all(|alt| {
                x.substitute(c, alt)
                    .is_some_and(|y| self.aligned(&y, align, depth + 1))
            });
        }
        let a = i128::from(align);
        let mut parts = vec![&x.constant];
        parts.extend(x.coeffs.values());
        parts
            .iter()
            .all(|p| p.eval(&atom).is_some_and(|v| i128::from(v) % a == 0))
    }

    /// Whether no two iterations that differ in a thread's counter touch a common byte of
    /// groups `w` and `o` (`tensor_wasm_shim::offload::threads_collide`, exact): a
    /// transpose's column writes, an unrolled loop's neighbouring rows and its remainder. The
    /// groups must move alike with the threads' counters; their inner loops may differ, and a
    /// choice the launch cannot read yet counts as each of its alternatives.
    ///
    /// Each side takes each alternative of its address's choices, and ranges its inner loops
    /// with that same alternative: a vector loop's remainder starts where the vector loop
    /// stopped and runs to the end of the row, not from 0 to the end of the row. (Within one
    /// thread the choice is one SSA value, which the address and the trip count both read.)
    fn separate_everywhere(&self, w: usize, o: usize, trips: &[u64], ranges: &Ranges) -> bool {
        let (gw, go) = (&self.o.groups[w], &self.o.groups[o]);
        let side = |g: &super::dependence::Group| -> Option<Vec<(Affine, Ranges)>> {
            self.alternatives(&g.base, Vec::new(), 0)?
                .into_iter()
                .map(|(base, chosen)| {
                    let r = if chosen.is_empty() {
                        ranges.clone()
                    } else {
                        self.counter_ranges_with(trips, &chosen).ok()?
                    };
                    Some((base, r))
                })
                .collect()
        };
        let (Some(aw), Some(ao)) = (side(gw), side(go)) else {
            return false;
        };
        aw.iter().all(|(bw, rw)| {
            ao.iter()
                .all(|(bo, ro)| self.separate(bw, gw, rw, bo, go, ro) == Some(true))
        })
    }

    /// Whether no byte of group `w` is touched in one iteration of the first dimension and a
    /// byte of group `o` in another, by each group's hull in each row
    /// (`listing::rows_share_a_byte`): a test of one range per row before the listing of
    /// every thread. `false` when not proved.
    fn rows_apart(&self, w: usize, o: usize, trips: &[u64]) -> bool {
        self.by_rows(w, o, trips, ListingTest::Rows)
    }

    /// Whether in no row (iteration of the first dimension) group `w` and group `o` share a
    /// byte, by each group's hull in the row, with `from` as in
    /// `listing::a_row_shares_a_byte`. `false` when not proved.
    fn a_row_apart(&self, w: usize, o: usize, trips: &[u64], from: Option<(usize, i64)>) -> bool {
        self.by_rows(w, o, trips, ListingTest::ARow(from))
    }

    /// A row test of `listing.rs` on groups `w` and `o`: whether it proved them apart.
    fn by_rows(&self, w: usize, o: usize, trips: &[u64], test: ListingTest) -> bool {
        self.o.is_thread_dim(0)
            && self.o.dims.len() >= 2
            && self.listed_by(w, o, trips, test) == Some(false)
    }

    /// The forms in which `listing.rs` lists group `g`: its address and bounds, or where
    /// they or its inner loops' counts and entry guards read a choice the launch cannot
    /// read and that no counter decides (a vectorised row's scalar remainder, which starts
    /// at 0 where the vector loop did not run and past it where it did), one form per
    /// alternative, with the alternatives taken. Together the forms hold every byte the
    /// group touches. `None` where an alternative holds such a choice or there are more
    /// than 8 forms.
    fn listing_forms(&self, g: &super::dependence::Group) -> Option<Vec<ListingForm>> {
        let unread = |a: &Atom| match a {
            Atom::Choice(n) => {
                !self.read_at_counters(*n) && self.atom(*a, self.address_signed).is_none()
            }
            _ => false,
        };
        let mut atoms: BTreeSet<Atom> = g.base.atoms();
        for (lhs, _, rhs) in &g.bounds {
            atoms.extend(lhs.atoms());
            atoms.extend(rhs.atoms());
        }
        for l in g.base.coeffs.keys() {
            if let Some((trip, _, _)) = self.o.ranging_trip(*l) {
                atoms.extend(trip.num.atoms());
            }
            for (lhs, _, rhs) in self.o.inner_guards.get(l).into_iter().flatten() {
                atoms.extend(lhs.atoms());
                atoms.extend(rhs.atoms());
            }
        }
        let mut forms: Vec<ListingForm> = vec![(g.base.clone(), g.bounds.clone(), Vec::new())];
        for c in atoms.into_iter().filter(unread) {
            let Atom::Choice(n) = c else { continue };
            let alts = self.o.choices.get(&n)?;
            if alts.iter().any(|x| x.atoms().iter().any(unread)) {
                return None;
            }
            let mut next = Vec::new();
            for (base, bounds, chosen) in &forms {
                for alt in alts {
                    let mut taken = chosen.clone();
                    taken.push((c, alt.clone()));
                    next.push((
                        base.substitute(c, alt)?,
                        bounds_taking(bounds, c, alt),
                        taken,
                    ));
                }
            }
            if next.len() > 8 {
                return None;
            }
            forms = next;
        }
        Some(forms)
    }

    /// Group `g` in its `forms` as `listing.rs` sees them, with a length that changes from
    /// thread to thread at its largest over `ranges`.
    fn listing_sides<'x>(
        &self,
        g: &'x super::dependence::Group,
        forms: &'x [ListingForm],
        ranges: &Ranges,
    ) -> Option<Vec<listing::Side<'x>>> {
        let len = self.group_len(g, ranges)?;
        let side = |(base, bounds, chosen): &'x ListingForm| listing::Side {
            base,
            start: i128::from(g.lo),
            len,
            grow: (g.len.as_ref()).map(|len| (len, bulk_spread(g))),
            bounds,
            chosen,
        };
        Some(forms.iter().map(side).collect())
    }

    /// Whether choice `n` is a function of the counters the launch evaluates at each
    /// thread's (`Values::at_counters`): low bits and floors of an unrolled count, and the
    /// smaller or larger of two values.
    fn read_at_counters(&self, n: u32) -> bool {
        self.o.floors.contains_key(&n)
            || self.o.lows.contains_key(&n)
            || self.o.min_max.contains_key(&n)
    }

    /// The launch's thread dimensions with their counts, as `listing.rs` sees them.
    fn listing_dims(&self, trips: &[u64]) -> Vec<(usize, u64)> {
        (self.o.dims.iter().zip(trips).enumerate())
            .filter(|(i, _)| self.o.is_thread_dim(*i))
            .map(|(_, (d, t))| (d.loop_index, *t))
            .collect()
    }

    /// The exact test by listing every byte range of groups `w` and `o` thread by thread
    /// (`listing.rs`), for what the stride-based search cannot decide (a triangle's bounds).
    fn listed_collide(&self, w: usize, o: usize, trips: &[u64]) -> Option<bool> {
        self.listed_by(w, o, trips, ListingTest::Threads)
    }

    /// The exact disjointness test by listing: whether any byte of group `w` is a byte of
    /// group `o` (`w != o`), whichever threads touch them.
    fn listed_overlap(&self, w: usize, o: usize, trips: &[u64]) -> Option<bool> {
        if w == o {
            return Some(true);
        }
        self.listed_by(w, o, trips, ListingTest::Groups)
    }

    /// One test of `listing.rs` on groups `w` and `o`, its verdict kept for later calls with
    /// the same values (`AutoFunction::listed`).
    fn listed_by(&self, w: usize, o: usize, trips: &[u64], test: ListingTest) -> Option<bool> {
        // The verdict depends on the nest, the pair, the test, the counts, the fixed
        // counters and the atoms the two groups (their bounds too) and the inner loops'
        // counts read; a listing that ran over its budget (no verdict) on that budget too:
        // over one budget is not over a larger one.
        // A verdict holds whatever budget found it (a split's parts are tested before the
        // cost model sets one, then again in their launches).
        use std::hash::{Hash, Hasher};
        let read = {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            (
                &self.o.name,
                w,
                o,
                trips,
                &self.fixed,
                self.address_signed,
                test,
            )
                .hash(&mut h);
            let mut atoms = std::collections::BTreeSet::new();
            for g in [&self.o.groups[w], &self.o.groups[o]] {
                atoms.extend(g.base.atoms());
                if let Some(len) = &g.len {
                    atoms.extend(len.atoms());
                }
                // The listing leaves a group out where one of its bounds is false: a
                // select's condition on an argument (`i < k ? i + 1 : i`) picks its arm
                // at other counters in the next call.
                for (lhs, _, rhs) in &g.bounds {
                    atoms.extend(lhs.atoms());
                    atoms.extend(rhs.atoms());
                }
            }
            for (trip, _, _) in
                (self.o.inner_trips.values().flatten()).chain(self.o.inner_bounds.values())
            {
                atoms.extend(trip.num.atoms());
            }
            for a in atoms {
                (a, self.atom(a, true), self.atom(a, false)).hash(&mut h);
            }
            h
        };
        let key = |budget: Option<usize>| {
            let mut h = read.clone();
            budget.hash(&mut h);
            h.finish()
        };
        let (found, over) = (key(None), key(Some(self.listing_budget)));
        let cached = self.listed.and_then(|m| {
            let m = m.lock().ok()?;
            m.get(&found).or_else(|| m.get(&over)).copied()
        });
        if let Some(verdict) = cached {
            return verdict;
        }
        let ranges = self.counter_ranges(trips).ok()?;
        let (gw, go) = (&self.o.groups[w], &self.o.groups[o]);
        let (fw, fo) = (self.listing_forms(gw)?, self.listing_forms(go)?);
        let (sw, so) = (
            self.listing_sides(gw, &fw, &ranges)?,
            self.listing_sides(go, &fo, &ranges)?,
        );
        let dims = self.listing_dims(trips);
        let until = self.listing_until.get().unwrap_or_else(|| {
            let ns = self.listing_budget as f64 * listing::NS_PER_RANGE;
            std::time::Instant::now()
                + std::time::Duration::from_nanos(ns.min(listing::MAX_LISTING_NS) as u64)
        });
        self.listing_until.set(Some(until));
        let budget = listing::Budget {
            ranges: self.listing_budget,
            until: Some(until),
        };
        let fixed = &self.fixed;
        // Each form of one group against each of the other (a group against itself: each
        // form against itself and against each other form).
        let one = |sw: &listing::Side<'_>, so: &listing::Side<'_>, same: bool| {
            let other = (!same).then_some(so);
            match (test, other) {
                (ListingTest::Groups, Some(so)) => {
                    listing::groups_share_a_byte(sw, so, &dims, fixed, self, &budget)
                }
                (ListingTest::Groups | ListingTest::Threads, other) => {
                    listing::threads_share_a_byte(sw, other, &dims, fixed, self, &budget)
                }
                (ListingTest::Rows, other) => {
                    listing::rows_share_a_byte(sw, other, &dims, fixed, self, &budget)
                }
                (ListingTest::ARow(from), _) => {
                    listing::a_row_shares_a_byte(sw, so, &dims, from, fixed, self, &budget)
                }
            }
        };
        let mut verdict = Some(false);
        'pairs: for (i, x) in sw.iter().enumerate() {
            for (j, y) in so.iter().enumerate() {
                match one(x, y, w == o && i == j) {
                    Some(false) => {}
                    v => {
                        verdict = v;
                        break 'pairs;
                    }
                }
            }
        }
        if let Some(Ok(mut m)) = self.listed.map(|m| m.lock()) {
            m.insert(if verdict.is_some() { found } else { over }, verdict);
        }
        verdict
    }

    /// `x` with every choice the launch cannot read replaced by each of its alternatives,
    /// with the alternatives taken (`chosen`, extended).
    fn alternatives(
        &self,
        x: &Affine,
        chosen: Chosen,
        depth: usize,
    ) -> Option<Vec<(Affine, Chosen)>> {
        let unread = x
            .atoms()
            .into_iter()
            .find(|a| matches!(a, Atom::Choice(_)) && self.atom(*a, self.address_signed).is_none());
        let Some(c @ Atom::Choice(n)) = unread else {
            return Some(vec![(x.clone(), chosen)]);
        };
        if depth > 4 {
            return None;
        }
        let mut out = Vec::new();
        for alt in self.o.choices.get(&n)? {
            let mut taken = chosen.clone();
            taken.push((c, alt.clone()));
            out.extend(self.alternatives(&x.substitute(c, alt)?, taken, depth + 1)?);
        }
        Some(out)
    }

    /// [`Self::separate_everywhere`] for one alternative of each base, each side with its
    /// own counter ranges (`rw`, `ro`: the same for the threads' dimensions).
    fn separate(
        &self,
        bw: &Affine,
        gw: &super::dependence::Group,
        rw: &Ranges,
        bo: &Affine,
        go: &super::dependence::Group,
        ro: &Ranges,
    ) -> Option<bool> {
        let atom = |a| self.atom(a, self.address_signed);
        // Every thread dimension, also one neither address moves with: two different threads
        // of it touch the same bytes there (a count added into one fixed cell beside a load
        // of a fixed element, the same element at this launch's values).
        let mut loops: Vec<usize> = (bw.coeffs.keys().chain(bo.coeffs.keys()).copied())
            .chain(self.thread_dims())
            .collect();
        loops.sort_unstable();
        loops.dedup();
        // Window starts at counter values 0 (fixed counters folded in), and the terms.
        let mut ws = i128::from(bw.constant.eval(&atom)?) + i128::from(gw.lo);
        let mut os = i128::from(bo.constant.eval(&atom)?) + i128::from(go.lo);
        let mut digits = Vec::new();
        for l in loops {
            let cw = i128::from(bw.coeffs.get(&l).map_or(Some(0), |p| p.eval(&atom))?);
            let co = i128::from(bo.coeffs.get(&l).map_or(Some(0), |p| p.eval(&atom))?);
            let range = |r: &Ranges| r.get(&l).map(|(a, b)| (i128::from(*a), i128::from(*b)));
            let ((lo, hi), (lo_o, hi_o)) = (range(rw)?, range(ro)?);
            ws += cw * lo;
            os += co * lo_o;
            let count = hi - lo + 1;
            let count_o = hi_o - lo_o + 1;
            if self.thread_dims().contains(&l) {
                if cw != co {
                    return Some(false);
                }
                digits.push(Digit {
                    stride: cw,
                    min: 1 - count,
                    max: count - 1,
                    thread: true,
                });
            } else if cw == co && (lo, hi) == (lo_o, hi_o) {
                // An inner loop both sides step alike: one term for the difference.
                digits.push(Digit {
                    stride: cw,
                    min: 1 - count,
                    max: count - 1,
                    thread: false,
                });
            } else {
                // An inner loop (or a fixed outer one, count 1): each side on its own.
                digits.push(Digit {
                    stride: cw,
                    min: 0,
                    max: count - 1,
                    thread: false,
                });
                digits.push(Digit {
                    stride: co,
                    min: 1 - count_o,
                    max: 0,
                    thread: false,
                });
            }
        }
        let (lw, lo) = (self.group_len(gw, rw)?, self.group_len(go, ro)?);
        Some(!threads_collide(&digits, ws, lw, os, lo))
    }

    /// The bytes the accesses of group `g` touch from its base plus `g.lo`: the span of their
    /// constant offsets and widths, or for `memory.fill`/`memory.copy` the span of their
    /// offsets plus their symbolic length at the call's values (the largest over `ranges`
    /// where it changes with the counters: a row of a triangle).
    fn group_len(&self, g: &super::dependence::Group, ranges: &Ranges) -> Option<i128> {
        Some(match &g.len {
            Some(len) => bulk_spread(g)
                .saturating_add(self.len_extremes(len, ranges, self.address_signed)?.1),
            None => i128::from(g.hi) - i128::from(g.lo),
        })
    }

    /// The least and greatest value of a bulk length `len` over `ranges`: its value at the
    /// call's arguments (read `signed` or not) where it names no loop counter, else the
    /// extremes of its affine form.
    fn len_extremes(&self, len: &Affine, ranges: &Ranges, signed: bool) -> Option<(i128, i128)> {
        match len.as_poly() {
            Some(p) => {
                let v = i128::from(p.eval(&|a| self.atom(a, signed))?);
                Some((v, v))
            }
            None => self.tight_extremes(len, ranges, 0),
        }
    }

    /// The bytes group `g` touches over `ranges`, without the loops in `skip`.
    fn range(&self, g: usize, ranges: &Ranges, skip: &[usize]) -> Option<ByteRange> {
        let g = &self.o.groups[g];
        let mut base = g.base.clone();
        base.coeffs.retain(|l, _| !skip.contains(l));
        self.range_of(&base, g, ranges)
    }

    /// Whether groups `w` and `o` touch no byte in common over `ranges`, each choice the
    /// launch cannot read taken alternative by alternative (`y[0]` or `y[n & ~1]`, a
    /// remainder that runs after its loop or without it, is two bytes ranges, not the span
    /// between them). `None`: a range cannot be evaluated.
    fn apart_by_alternatives(&self, w: usize, o: usize, ranges: &Ranges) -> Option<bool> {
        let (gw, go) = (&self.o.groups[w], &self.o.groups[o]);
        let aw = self.alternatives(&gw.base, Vec::new(), 0)?;
        let ao = self.alternatives(&go.base, Vec::new(), 0)?;
        for (bw, _) in &aw {
            let rw = self.range_of(bw, gw, ranges)?;
            for (bo, _) in &ao {
                if rw.overlaps(self.range_of(bo, go, ranges)?) {
                    return Some(false);
                }
            }
        }
        Some(true)
    }

    /// The bytes accesses of group `g` at address `base` touch over `ranges`.
    fn range_of(
        &self,
        base: &Affine,
        g: &super::dependence::Group,
        ranges: &Ranges,
    ) -> Option<ByteRange> {
        if let Some(c @ Atom::Choice(n)) = self.unread_low_bits(base, g) {
            if let Some(r) = self.range_by_low_bits(c, n, base, g, ranges) {
                return Some(r);
            }
        }
        // Accesses under different bounds (`Group::bound_sets`): each set ranged alone with
        // the offsets of its own accesses, and the hull taken; where a set cannot be
        // ranged, the bounds common to all. A bulk group's length is its whole group's, so
        // it keeps the common bounds.
        if let Some(sets) = (g.bound_sets.as_ref()).filter(|s| s.len() > 1 && g.len.is_none()) {
            let each: Option<Vec<ByteRange>> = sets
                .iter()
                .map(|set| {
                    // `range_with` spans the group's offsets, `g.lo .. g.hi` past the
                    // address's extremes: moved to the set's own.
                    let r = self.range_with(base, g, &set.bounds, ranges, &[])?;
                    Some(match r.is_empty() {
                        true => r,
                        false => ByteRange {
                            start: r.start - i128::from(g.lo) + i128::from(set.lo),
                            end: r.end - i128::from(g.hi) + i128::from(set.hi),
                        },
                    })
                })
                .collect();
            if let Some(each) = each {
                return Some(hull(each));
            }
        }
        self.range_with(base, g, &g.bounds, ranges, &[])
    }

    /// The first low-bits choice (`r = x & (m - 1)`, an unrolled count's remainder) the
    /// launch cannot read, in `base`, in the group's bounds or in the counts of the loops
    /// `base` moves with.
    fn unread_low_bits(&self, base: &Affine, g: &super::dependence::Group) -> Option<Atom> {
        let counts = base
            .coeffs
            .keys()
            .filter_map(|l| self.chosen_trip(*l, &[]))
            .flat_map(|(t, _, _)| t.num.atoms());
        let bounds = g
            .bounds
            .iter()
            .flat_map(|(l, _, r)| l.atoms().into_iter().chain(r.atoms()));
        base.atoms()
            .into_iter()
            .chain(counts)
            .chain(bounds)
            .find(|a| {
                matches!(a, Atom::Choice(n) if self.o.lows.contains_key(n))
                    && self.atom(*a, self.address_signed).is_none()
            })
    }

    /// [`Self::range_of`] with low-bits choice `c` (number `n`) taken alternative by
    /// alternative, in the address, the bounds and the loops' counts together (in one thread
    /// it is one value), and each alternative `r` only where `x >= r` (`x & (m - 1)` is at
    /// most `x` where `x >= 0`). A remainder that runs `r` times from `r` columns back, guarded
    /// by `r != 0`, then ends at its row's end: taken apart (the address at `r = 0`, the count
    /// at 3, the guard ignored), syrk's last row was ranged 3 columns past `C`, and at
    /// PolyBench's LARGE size, where listing the bytes is over budget, refused as `overlap`.
    /// `None` where an alternative cannot be taken (the caller ranges the choice apart).
    fn range_by_low_bits(
        &self,
        c: Atom,
        n: u32,
        base: &Affine,
        g: &super::dependence::Group,
        ranges: &Ranges,
    ) -> Option<ByteRange> {
        let of = self.o.lows.get(&n)?;
        let of_nonnegative = self
            .extremes(of, ranges, self.address_signed, 0)
            .is_some_and(|(lo, _)| lo >= 0);
        let mut out = Vec::new();
        for alt in self.o.choices.get(&n)? {
            // `of - alt + 1 >= 1`: where `of` is at least `alt`.
            let at_least = of.sub(alt)?.add(&Affine::constant(1))?;
            let ranges = match of_nonnegative {
                true => match self.where_it_runs(&at_least, 1, ranges) {
                    Some(r) => r,
                    None => continue,
                },
                false => ranges.clone(),
            };
            let bounds = bounds_taking(&g.bounds, c, alt);
            let base = base.substitute(c, alt)?;
            out.push(self.range_with(&base, g, &bounds, &ranges, &[(c, alt.clone())])?);
        }
        Some(hull(out))
    }

    /// [`Self::range_of`] under `bounds` (the group's, with `chosen` taken) and with the
    /// choices of `chosen` taken in the loops' counts.
    fn range_with(
        &self,
        base: &Affine,
        g: &super::dependence::Group,
        bounds: &[super::dependence::Bound],
        ranges: &Ranges,
        chosen: &[(Atom, Affine)],
    ) -> Option<ByteRange> {
        // A choice the launch cannot read in the address and in a bound (a remainder's
        // first row `{0 | v17}`, under the clamp's `{0 | v17} + i - r > 0`): each
        // alternative with its bounds, which then read as bounds on the counters.
        if let Some(c @ Atom::Choice(n)) = self.choice_in_bounds(base, bounds, chosen) {
            let mut out = Vec::new();
            for alt in self.o.choices.get(&n)? {
                let bounds = bounds_taking(bounds, c, alt);
                let mut taken = chosen.to_vec();
                taken.push((c, alt.clone()));
                let base = base.substitute(c, alt)?;
                out.push(self.range_with(&base, g, &bounds, ranges, &taken)?);
            }
            return Some(hull(out));
        }
        // Only over the counters at which the group's accesses run.
        let Some(narrowed) = self.bounded(bounds, ranges) else {
            return Some(ByteRange { start: 0, end: 0 });
        };
        let Some((base, narrowed)) = self.combined(bounds, base, narrowed) else {
            return Some(ByteRange { start: 0, end: 0 });
        };
        let ranges = &narrowed;
        let (lo, hi) = self.tight_with(&base, ranges, 0, chosen)?;
        Some(ByteRange {
            start: lo.saturating_add(i128::from(g.lo)),
            end: hi
                .saturating_add(i128::from(g.lo))
                .saturating_add(self.group_len(g, ranges)?),
        })
    }

    /// The region the threads keep copies of ([`super::privatize::region`]), for a kernel
    /// with `Outlined::private` groups and `threads` threads: `overlap` where another group
    /// meets it, `private_copies` where the copies would not fit the scratch.
    fn private_region(
        &self,
        trips: &[u64],
        threads: u64,
    ) -> Result<Option<PrivateRegion>, Decision> {
        let o = self.o;
        if o.private.is_empty() {
            return Ok(None);
        }
        let ranges = self
            .counter_ranges(trips)
            .map_err(|e| cpu("not_evaluable", e))?;
        let range = |g: usize| -> Result<Option<(u64, u64)>, Decision> {
            if !self.group_runs(g) {
                return Ok(None);
            }
            let r = self.whole_range(g, trips, &ranges).ok_or_else(|| {
                cpu(
                    "not_evaluable",
                    format!("access range {g} cannot be evaluated"),
                )
            })?;
            Ok((!r.is_empty()).then(|| (r.start.max(0) as u64, r.end.max(0) as u64)))
        };
        let mut kept = Vec::new();
        for &g in &o.private {
            kept.push((o.groups[g].stores > 0, range(g)?));
        }
        let mut others = Vec::new();
        for g in (0..o.groups.len()).filter(|g| !o.private.contains(g)) {
            others.extend(range(g)?);
        }
        let region = super::privatize::region(&kept, &others)
            .map_err(|e| cpu("overlap", e))?
            .unwrap_or(PrivateRegion {
                lo: 0,
                span: 0,
                enabled: vec![false; o.private.len()],
            });
        region
            .fits(threads)
            .map_err(|why| cpu("private_copies", why))?;
        Ok(Some(region))
    }

    /// Whether group `g`'s accesses may run in this launch: false when one of its guards (a
    /// branch condition the loop cannot change) is false at the call's values.
    fn group_runs(&self, g: usize) -> bool {
        self.o.groups[g].guard.iter().all(|guard| {
            let mut known: HashMap<Value, RtValue> = HashMap::new();
            for inst in &guard.program {
                let read = |v: Value| known.get(&v).copied().or_else(|| (self.read)(v));
                match lowered_ir::eval_int_op(&inst.op, &read) {
                    Some(x) => {
                        known.insert(inst.results[0], x);
                    }
                    // Not evaluable: the accesses may run.
                    None => return true,
                }
            }
            let value = known
                .get(&guard.cond)
                .copied()
                .or_else(|| (self.read)(guard.cond));
            match value.and_then(|x| x.is_nonzero_int()) {
                Some(nonzero) => nonzero == guard.taken,
                None => true,
            }
        })
    }

    /// The bytes every access group covers over the launch's counters: reads from groups
    /// with loads, writes from groups with stores.
    fn footprint(&self, trips: &[u64]) -> Result<Footprint, String> {
        Ok(self.footprint_of(&self.group_ranges(trips)?))
    }

    /// Whether each `x & 0x7ffffffe` of the nest ([`Outlined::sign_cleared`]), which the
    /// ranges took for `x & -2`, is that here: its `x` stays in 0..2^31 at every counter.
    fn sign_cleared_fit(&self, ranges: &Ranges) -> Result<(), String> {
        for (v, x) in &self.o.sign_cleared {
            let fits = self
                .extremes(x, ranges, true, 0)
                .is_some_and(|(lo, hi)| lo >= 0 && hi < 1 << 31);
            if !fits {
                return Err(format!(
                    "v{v} clears the sign bit and the low bits of a value that may leave 0..2^31 in this launch, so its ranges do not hold"
                ));
            }
        }
        Ok(())
    }

    /// [`Env::footprint`] of ranges [`Env::group_ranges`] gave.
    fn footprint_of(&self, groups: &[(usize, bool, ByteRange)]) -> Footprint {
        let mut f = Footprint::default();
        for &(gi, _, r) in groups {
            if self.o.groups[gi].loads > 0 {
                f.reads.push(r);
            }
            if self.o.groups[gi].stores > 0 {
                f.writes.push(r);
            }
        }
        f
    }

    /// The range of every group that runs, by group index, with whether it writes.
    fn group_ranges(&self, trips: &[u64]) -> Result<Vec<(usize, bool, ByteRange)>, String> {
        let ranges = self.counter_ranges(trips)?;
        self.sign_cleared_fit(&ranges)?;
        let mut out = Vec::new();
        for (gi, g) in self.o.groups.iter().enumerate() {
            if !self.group_runs(gi) {
                continue;
            }
            let r = self
                .whole_range(gi, trips, &ranges)
                .ok_or_else(|| format!("access range {gi} cannot be evaluated"))?;
            out.push((gi, g.stores > 0, r));
        }
        Ok(out)
    }

    /// [`Env::footprint`] read as the launch's bounds test would read the addresses
    /// (unsigned, or signed when only that puts every range in the memory of `memory_len`
    /// bytes, as [`Env::preconditions`] decides), for a refusal made before that test;
    /// `None` when neither reading fits. The footprint comes with its reading (`true`:
    /// signed).
    fn footprint_in(&mut self, trips: &[u64], memory_len: u64) -> Option<(Footprint, bool)> {
        let fits = |f: &Footprint| {
            let len = i128::from(memory_len);
            f.reads
                .iter()
                .chain(&f.writes)
                .all(|r| r.is_empty() || (r.start >= 0 && r.end <= len))
        };
        let read_as = self.address_signed;
        let first = self.footprint(trips).ok().filter(|f| fits(f));
        if first.is_some() || read_as {
            return first.map(|f| (f, read_as));
        }
        self.address_signed = true;
        let signed = self.footprint(trips).ok().filter(|f| fits(f));
        self.address_signed = false;
        signed.map(|f| (f, true))
    }

    /// The cost model's estimate of one thread's work: the kernel's instructions, times the
    /// iterations of every inner loop (an upper bound where loops are siblings), plus the
    /// bytes its `memory.copy`/`memory.fill` groups move ([`BULK_OPS_PER_BYTE`] each: one
    /// instruction would count a row's `memcpy` as nothing); and, apart, the CPU's charge
    /// for its column walks ([`STRIDED_MISS_OPS`] per miss), which the device does not pay
    /// per thread.
    fn ops_per_thread(&self, trips: &[u64]) -> super::cost::ThreadOps {
        let ranges = self.counter_ranges(trips).unwrap_or_default();
        let bulk: u64 = self
            .o
            .groups
            .iter()
            .filter_map(|g| {
                let len = g.len.as_ref()?;
                // Affine in the counters, its mean over the launch is the middle of its
                // extremes (a triangle's rows average half the longest).
                let (lo, hi) = self.len_extremes(len, &ranges, false)?;
                let len = (lo.max(0) + hi) / 2;
                u64::try_from(len).ok()
            })
            .fold(0u64, |a, b| a.saturating_add(b));
        let dims = self.thread_dims();
        let loops: Vec<&usize> = self
            .o
            .inner_trips
            .keys()
            .filter(|l| !dims.contains(l))
            .collect();
        // A loop whose count is known at the launch counts its trips (at their most: a
        // triangle's longest row). One whose count is not (data-dependent: mandelbrot's
        // escape loop) counts half the most one of its exit tests allows (`it < maxit`,
        // `Outlined::inner_bounds`), at least UNKNOWN_TRIPS, or UNKNOWN_TRIPS without such
        // a test when it is the only one; several such loops are a library's special cases
        // (the normalising loops of an inlined `fmod`), which run rarely, and count once. A
        // thread's own dimensions run once.
        let unknown = loops.iter().filter(|l| !ranges.contains_key(l)).count();
        let trips_of = |l: usize| -> u64 {
            if dims.contains(&l) {
                return 1;
            }
            let bound = || {
                let (trip, compare, ty) = self.o.inner_bounds.get(&l)?;
                let most = u64::try_from(self.trip_at(trip, compare, *ty)?).ok()?;
                Some((most / 2).max(UNKNOWN_TRIPS))
            };
            match ranges.get(&l) {
                Some((lo, hi)) => (hi - lo + 1).max(1) as u64,
                None => match bound() {
                    Some(t) => t,
                    None if unknown == 1 => UNKNOWN_TRIPS,
                    None => 1,
                },
            }
        };
        // The kernel's instructions (every one, taken or not, as the constants were measured:
        // docs/PERFORMANCE.md "Cost model") once per iteration of each innermost loop and
        // of the loops around it: loops one after another add (syr2k's row scaling, then
        // its `k` loop), where multiplying every loop's count made syr2k's threads 885
        // million instructions each at n = 240 instead of about 5 million.
        let has_child: BTreeSet<usize> = self.o.loop_parent.values().copied().collect();
        let mut paths = 0u64;
        for &l in self.o.inner_trips.keys().filter(|l| !has_child.contains(l)) {
            let mut runs = 1u64;
            let mut at = Some(l);
            while let Some(m) = at {
                runs = runs.saturating_mul(trips_of(m));
                at = self.o.loop_parent.get(&m).copied();
            }
            paths = paths.saturating_add(runs);
        }
        let insts: usize = self.o.kernel.blocks.iter().map(|b| b.insts.len() + 1).sum();
        super::cost::ThreadOps {
            ops: (insts as u64)
                .saturating_mul(paths.max(1))
                .saturating_add(bulk.saturating_mul(BULK_OPS_PER_BYTE)),
            misses: self
                .strided_misses_per_thread(&ranges)
                .saturating_mul(STRIDED_MISS_OPS),
            lanes: if self.o.lanes {
                super::bulk_lanes::LANES
            } else {
                1
            },
        }
    }

    /// The accesses of one thread the CPU would make with a cache line or more between one
    /// iteration and the next of the loop it runs innermost, over a range larger than
    /// [`STRIDED_FOOTPRINT`] (column walks): one per group and iteration of its inner loops.
    /// The stride is the group's smallest over the nest's inner loops (the innermost one
    /// usually has it), or, with none, over the last dimension (the CPU's innermost loop
    /// then; for a loop run in order inside each thread, the threads' loop).
    fn strided_misses_per_thread(&self, ranges: &Ranges) -> u64 {
        let dims = self.thread_dims();
        let atom = |a| self.atom(a, self.address_signed);
        let mut misses = 0u64;
        for (gi, g) in self.o.groups.iter().enumerate() {
            if !self.group_runs(gi) {
                continue;
            }
            let Some(span) = self.range(gi, ranges, &[]) else {
                continue;
            };
            if span.end - span.start <= STRIDED_FOOTPRINT {
                continue;
            }
            let stride_of = |l: &usize| -> Option<i128> {
                Some(i128::from(g.base.coeffs.get(l)?.eval(&atom)?).abs())
            };
            let inner: Vec<usize> = g
                .base
                .coeffs
                .keys()
                .filter(|l| {
                    self.o.inner_trips.contains_key(l)
                        && !self.o.dims.iter().any(|d| d.loop_index == **l)
                })
                .copied()
                .collect();
            let stride = if inner.is_empty() {
                dims.last().and_then(stride_of)
            } else {
                inner.iter().filter_map(stride_of).min()
            };
            if stride.is_none_or(|s| s < CACHE_LINE) {
                continue;
            }
            let per_thread = inner
                .iter()
                .map(|l| {
                    ranges
                        .get(l)
                        .map_or(1, |(lo, hi)| (hi - lo + 1).max(1) as u64)
                })
                .fold(1u64, |a, t| a.saturating_mul(t));
            misses = misses.saturating_add(per_thread);
        }
        misses
    }

    /// How far group `g`'s address moves per iteration of loop `l`, on the call's values
    /// (0 where it does not depend on `l`; None where the stride is not known at the launch).
    fn stride_at_launch(&self, g: usize, l: usize) -> Option<i64> {
        let atom = |a| self.atom(a, self.address_signed);
        self.o.groups[g]
            .base
            .coeffs
            .get(&l)
            .map_or(Some(0), |p| p.eval(&atom))
    }

    /// Every precondition of the plan, on the call's values: address values read unsigned,
    /// or signed when only that reading puts every range in bounds.
    fn preconditions(&mut self, trips: &[u64], memory_len: u64) -> Result<Alignment, Decision> {
        let unsigned = self.preconditions_read(trips, memory_len);
        if let Err(Decision::Cpu(("out_of_bounds", _))) = &unsigned {
            self.address_signed = true;
            match self.preconditions_read(trips, memory_len) {
                Ok(aligned) => return Ok(aligned),
                Err(Decision::Cpu(("out_of_bounds", _))) => {}
                // In bounds read signed, but refused for another reason: that one.
                Err(other) => return Err(other),
            }
            self.address_signed = false;
        }
        unsigned
    }

    fn preconditions_read(&self, trips: &[u64], memory_len: u64) -> Result<Alignment, Decision> {
        let o = self.o;
        let mut alignment = Alignment::Natural;
        let ranges = self
            .counter_ranges(trips)
            .map_err(|e| cpu("not_evaluable", e))?;
        let unknown = |what: String| cpu("not_evaluable", what);
        self.sign_cleared_fit(&ranges).map_err(unknown)?;
        // The checks below compare the same groups again and again.
        let whole_range = |g: usize| self.whole_range(g, trips, &ranges);
        for (gi, g) in o.groups.iter().enumerate() {
            if !self.group_runs(gi) {
                continue;
            }
            let r = whole_range(gi).ok_or_else(|| {
                let atoms: Vec<String> = g
                    .base
                    .atoms()
                    .into_iter()
                    .filter(|x| self.atom(*x, false).is_none())
                    .map(|x| match x {
                        Atom::Arg(i) => format!("p{i}"),
                        Atom::Opaque(v) => format!("v{v}"),
                        Atom::Choice(v) => format!("v{v} (one of several values by path)"),
                        Atom::Row(v) => format!("the first row of v{v}'s table"),
                        Atom::RowStep(v) => format!("the spacing of v{v}'s rows"),
                    })
                    .collect();
                let loops: Vec<String> = g
                    .base
                    .coeffs
                    .keys()
                    .filter(|l| !ranges.contains_key(l))
                    .map(|l| format!("L{l}"))
                    .collect();
                let mut unknowns = Vec::new();
                if !atoms.is_empty() {
                    unknowns.push(format!(
                        "values the launch does not know: {}",
                        atoms.join(", ")
                    ));
                }
                if !loops.is_empty() {
                    unknowns.push(format!("counters not ranged: {}", loops.join(", ")));
                }
                unknown(format!(
                    "access range {gi} cannot be evaluated ({})",
                    unknowns.join("; ")
                ))
            })?;
            // Below the largest static offset, the dynamic part of an address could have
            // wrapped below 0 (`zext(a - 4) + 4` is 2^32, not 0).
            if !r.in_bounds(memory_len) {
                return Err(cpu(
                    "out_of_bounds",
                    format!(
                        "bytes {}..{} are outside the memory of {memory_len} bytes",
                        r.start, r.end
                    ),
                ));
            }
            if !r.is_empty() && r.start < i128::from(o.max_static_offset) {
                return Err(cpu(
                    "out_of_bounds",
                    format!(
                        "bytes {}..{} start below the largest constant offset of the kernel's \
                         accesses ({}), where an address's dynamic part may have wrapped below 0",
                        r.start, r.end, o.max_static_offset
                    ),
                ));
            }
            if g.align > 1 {
                let mut base = g.base.clone();
                base.constant = base
                    .constant
                    .add(&super::affine::Poly::constant(g.lo))
                    .unwrap_or_default();
                if !self.aligned(&base, g.align, 0) {
                    alignment = Alignment::Tested;
                }
            }
        }
        // Listings of every thread's bytes are the slowest tests, and any pair not proved
        // refuses the launch: they run after every other test has passed, the shortest
        // first (LU's step loop listed one pair's rows for 200 ms, to be refused then by a
        // pair whose listing stops at once on a value it cannot read).
        let mut listings: Vec<Listing> = Vec::new();
        for c in &o.checks {
            if !self.group_runs(c.written) || !self.group_runs(c.other) {
                continue;
            }
            // The loop's own code against the threads after the first, or against the
            // threads of its own row: one iteration of the thread dimensions before `dim`,
            // where those move both groups alike (otherwise the whole ranges). A dimension
            // each thread runs in order is never pinned: it is ranged whole.
            let row_dims: Vec<usize> = o.dims[..c.dim]
                .iter()
                .enumerate()
                .filter(|(i, _)| o.is_thread_dim(*i))
                .map(|(_, x)| x.loop_index)
                .collect();
            // Known strides only: two unknown ones are not known to be alike.
            let alike = c.in_row
                && row_dims.iter().all(|l| {
                    let w = self.stride_at_launch(c.written, *l);
                    w.is_some() && w == self.stride_at_launch(c.other, *l)
                });
            let narrowed = (c.beyond_thread_0 && !c.in_row) || alike;
            let beyond;
            let ranges = if narrowed {
                let d = o.dims[c.dim].loop_index;
                let mut r = match alike {
                    true => pinned(&ranges, &row_dims),
                    false => ranges.clone(),
                };
                if c.beyond_thread_0 {
                    match r.get(&d) {
                        Some((_, hi)) if *hi >= 1 => r.insert(d, (1, *hi)),
                        // One thread: nothing beside thread 0.
                        _ => continue,
                    };
                }
                beyond = r;
                &beyond
            } else {
                &ranges
            };
            let total = |g| match narrowed {
                true => self.range(g, ranges, &[]),
                false => whole_range(g),
            };
            let (Some(tw), Some(to)) = (total(c.written), total(c.other)) else {
                return Err(unknown(
                    "a precondition's ranges cannot be evaluated".into(),
                ));
            };
            if !tw.overlaps(to)
                || (narrowed
                    && self.apart_by_alternatives(c.written, c.other, ranges) == Some(true))
            {
                continue;
            }
            let overlap = || {
                cpu(
                    "overlap",
                    format!(
                        "written bytes {}..{} overlap accessed bytes {}..{} in L{}",
                        tw.start, tw.end, to.start, to.end, o.dims[c.dim].loop_index
                    ),
                )
            };
            if !c.cross_iteration {
                // The outer loop's own code against the threads of its row, where the rows
                // move the two groups differently: row by row, each group's hull.
                let first_row =
                    row_dims.len() == 1 && c.dim > 0 && row_dims[0] == o.dims[0].loop_index;
                if c.in_row && !narrowed && first_row {
                    let from = c.beyond_thread_0.then_some((o.dims[c.dim].loop_index, 1));
                    if self.a_row_apart(c.written, c.other, trips, from) {
                        continue;
                    }
                }
                // The whole ranges take every value of their choices; the bytes listed
                // thread by thread take each thread's (syrk's remainder columns, ranged one
                // column past the row where the low bit is not the row's).
                if c.written == c.other {
                    return Err(overlap());
                }
                listings.push(Listing {
                    length: self.listing_length(c.written, c.other, ranges),
                    written: c.written,
                    other: c.other,
                    test: ListingTest::Groups,
                    refusal: overlap(),
                });
                continue;
            }
            // Across iterations of the dimension: the outer thread dimensions (`row_dims`)
            // are the same in both iterations compared, so they cancel when both groups move
            // with them alike (one run in order is not the same in both: it is ranged).
            let d = o.dims[c.dim].loop_index;
            let outer = &row_dims;
            let stride = |g, l| self.stride_at_launch(g, l);
            // Unknown strides count as alike here: the ranges below are what decide.
            let same_outer = outer
                .iter()
                .all(|l| stride(c.written, *l) == stride(c.other, *l));
            let (Some(sw), Some(so)) = (stride(c.written, d), stride(c.other, d)) else {
                return Err(unknown("a stride cannot be evaluated".into()));
            };
            if self.separate_everywhere(c.written, c.other, trips, ranges) {
                continue;
            }
            // Both iterations compared are in one row of the dimensions before: where those
            // move both groups alike, the row's bytes of one must miss the row's bytes of
            // the other (`a[i][k]` read beside `a[i][j]` written for `j > k`).
            if same_outer && !outer.is_empty() {
                let row = pinned(ranges, outer);
                let apart = match (
                    self.range(c.written, &row, &[]),
                    self.range(c.other, &row, &[]),
                ) {
                    (Some(w), Some(o)) => !w.overlaps(o),
                    _ => false,
                };
                if apart || self.apart_by_alternatives(c.written, c.other, &row) == Some(true) {
                    continue;
                }
            }
            let mut skip = outer.to_vec();
            skip.push(d);
            let fits = same_outer
                && sw == so
                && match (
                    self.range(c.written, ranges, &skip),
                    self.range(c.other, ranges, &skip),
                ) {
                    (Some(ww), Some(wo)) => windows_fit_stride(ww, wo, i128::from(sw)),
                    _ => false,
                };
            // Across the first dimension's iterations, one range per row and group first;
            // then every thread's ranges.
            let rows_apart = || c.dim == 0 && self.rows_apart(c.written, c.other, trips);
            if fits || rows_apart() {
                continue;
            }
            listings.push(Listing {
                length: self.listing_length(c.written, c.other, ranges),
                written: c.written,
                other: c.other,
                test: ListingTest::Threads,
                refusal: overlap(),
            });
        }
        // (A stable sort: pairs of one length keep the checks' order.)
        listings.sort_by_key(|l| l.length);
        for l in listings {
            let listed = match l.test {
                ListingTest::Groups => self.listed_overlap(l.written, l.other, trips),
                _ => self.listed_collide(l.written, l.other, trips),
            };
            if listed != Some(false) {
                return Err(l.refusal);
            }
        }
        Ok(alignment)
    }

    /// About how many byte ranges listing groups `w` and `o` takes: per side, the threads
    /// times the iterations of the inner loops its address steps with, over `ranges`.
    fn listing_length(&self, w: usize, o: usize, ranges: &Ranges) -> u128 {
        let dims = self.thread_dims();
        // Loops `ls`' iterations over `ranges`, times `n`.
        let times = |n: u128, ls: &mut dyn Iterator<Item = &usize>| {
            ls.fold(n, |n, l| {
                let count = ranges.get(l).map_or(1, |(lo, hi)| (hi - lo + 1).max(1));
                n.saturating_mul(count as u128)
            })
        };
        let threads = times(1, &mut dims.iter());
        let side = |g: usize| {
            let base = &self.o.groups[g].base;
            let mut inner = base
                .coeffs
                .keys()
                .filter(|l| !dims.contains(l) && !self.fixed.contains_key(l));
            times(threads, &mut inner)
        };
        side(w).saturating_add(side(o))
    }
}

/// A launch-time test by listing, put off until every other test has passed
/// ([`Env::preconditions_read`]).
struct Listing {
    /// [`Env::listing_length`]: the shortest run first.
    length: u128,
    written: usize,
    other: usize,
    /// `Groups` (any two threads) or `Threads` (different threads).
    test: ListingTest,
    /// The refusal where the listing does not prove the pair apart.
    refusal: Decision,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptx_cache_round_trips_and_misses_on_bad_files() {
        let dir = std::env::temp_dir().join(format!("tw-ptx-cache-{}", std::process::id()));
        let cache = PtxCache { dir: dir.clone() };
        assert_eq!(cache.get(7), None);
        cache.put(7, "k__auto_L0", ".version 8.0\n.target sm_90\n");
        assert_eq!(
            cache.get(7),
            Some((
                "k__auto_L0".to_string(),
                ".version 8.0\n.target sm_90\n".to_string()
            ))
        );
        // A file without the entry line is a miss, not an error.
        std::fs::write(dir.join(format!("{:016x}.ptx", 8u64)), "garbage").unwrap();
        assert_eq!(cache.get(8), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn footprints_merge_and_count_both_ways() {
        let r = |start, end| ByteRange { start, end };
        let f = Footprint {
            reads: vec![r(0, 8), r(4, 16), r(100, 100), r(-4, 2)],
            writes: vec![r(16, 24), r(40, 48)],
        };
        // Reads and writes together, touching ranges merged, empty ones dropped, bytes
        // below 0 clamped.
        assert_eq!(f.uploads(), vec![(0, 24), (40, 48)]);
        assert_eq!(f.downloads(), vec![(16, 24), (40, 48)]);
        assert_eq!(f.transfer_bytes(), 32 + 16);
    }
}
