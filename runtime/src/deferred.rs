//! A GPU executor whose CUDA context is made on a background thread, started once the
//! launches that looked worth it on a ready device would have saved 50 ms together (and at
//! least two such declines came, or one inside a resident region): taking a
//! context costs about 0.3 s on the H100 machine here (and slows the host beside it), which a
//! program that never launches, or whose launches would save little, must not pay, and a
//! program that launches pays it while its host code goes on (the cost model charges a
//! launch what remains of the wait, so the loops run natively until the device is ready,
//! unless one is worth the wait).
//!
//! Counters and the deopt guard live here, so fallbacks decided before the context exists
//! never wait for it. The first launch waits for the thread; if the context could not be
//! made, every launch fails as `device_error` and the loops run natively. While the context
//! is being made, the kernels whose launches would pay (and the one waiting for it) are
//! lowered to PTX on threads of their own (`Prelowering`), so the first launch does not
//! lower them after the wait (0.02-0.1 s each on the H200 machine).
//!
//! This module only defers; it must not decide launches or move memory itself.

use crate::nests::Nest;
use std::thread::JoinHandle;
use tensor_wasm_compiler::auto::cost::CostModel;
use tensor_wasm_compiler::auto::offload::cpu_ns_before_any_call;
use tensor_wasm_compiler::auto::offload::{
    BulkSource, DecidePhase, Footprint, GpuExecutor, Kernel, KernelExecutor, Launch, Prelowering,
    PtxCache, TransferStats,
};
use tensor_wasm_shim::offload::{DeoptGuard, OffloadCounters};

/// The executor and how long making it took.
type Made = (Result<GpuExecutor, String>, f64);

/// How long making a context took on the H100 machine (docs/PERFORMANCE.md): the cost model
/// charges what remains of it to a launch that would have to wait.
pub const CONTEXT_NS: f64 = 300e6;

/// How much the launches a ready device would have run must save, together, before the
/// context is made: making it takes about 0.3 s of a driver thread and slows the host's
/// own work beside it (a program whose loops would save a few milliseconds on a ready
/// device, LU's at n = 1024, ran 0.4 s slower on the H100 machine while the context it
/// never used was made).
pub const START_AFTER_NS: f64 = 50e6;

/// How many declines that would have paid on a ready device come before the context is
/// made, whatever they would have saved, outside resident regions: one such decline says
/// nothing of the launches to come. dft at n = 4096 declines its one nest (0.46 s on the CPU
/// against the device's 0.3 s start and the launch, short of the margin) and never calls it
/// again, and so does conv2d at n = 8192; making a context for them anyway slows the host's
/// work beside the driver's (conv2d's native nest took 0.81-0.92 s instead of 0.6 s on the
/// H200 machine, the whole run 0.96-1.09 s instead of 0.73-0.75 s; docs/PERFORMANCE.md run
/// 31). Inside a resident region one decline is enough: the region is a host loop that
/// calls the nest again (blackscholes' step loop ran its first two steps, 0.4 s, on the CPU
/// while the second decline had not come; with one, 1.28-1.30 s became 0.73-0.88 s).
pub const START_AFTER_MISSES: u32 = 2;

/// How long one call of a nest must take on the CPU, by trip counts known before any call,
/// for an instance to make its context at once instead of waiting for a launch to ask: the
/// time making it takes, so that the call alone would repay a wait for all of it.
pub const START_AT_INSTANTIATION_NS: f64 = CONTEXT_NS;

/// The nest whose one call takes longest on the CPU, by `model`, with its estimate, where
/// that is at least [`START_AT_INSTANTIATION_NS`]: a program whose sizes are compiled in
/// (PolyBench's, at -O2 their loop bounds are constants) then makes its context while
/// wasmtime instantiates it and its host code runs up to that nest, instead of when the
/// nest is called (up to 0.3 s of waiting then). A nest refused at its call for another
/// reason (`overlap`) leaves a context unused: the estimate must be large for that to be
/// rare and small beside the run.
pub fn nest_worth_the_context(nests: &[Nest], model: &CostModel) -> Option<(usize, f64)> {
    nests
        .iter()
        .flat_map(|n| {
            n.auto
                .kernels()
                .filter_map(|o| cpu_ns_before_any_call(o, model))
                .map(move |ns| (n.index, ns))
        })
        .filter(|(_, ns)| *ns >= START_AT_INSTANTIATION_NS)
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

/// [`GpuExecutor`], made by a thread started when the launches that looked worth it would
/// have saved [`START_AFTER_NS`] together (or at the first launch).
pub struct DeferredGpu {
    sm: u32,
    cache: Option<PtxCache>,
    /// The thread making the executor, and when it started.
    pending: Option<PendingContext>,
    ready: Option<Result<GpuExecutor, String>>,
    /// Kernels lowered beside the host while the context is made, handed to the executor.
    prelowering: Prelowering,
    counters: OffloadCounters,
    guard: DeoptGuard,
    /// `begin_resident` was called before the context existed: applied when it does.
    resident: bool,
    /// The instance's memory as the host last named it (base address, length), given to
    /// the executor when it is made.
    host_memory: Option<(usize, usize)>,
    /// What the launches that would pay on a ready device would have saved so far, and how
    /// many they were.
    missed_ns: f64,
    misses: u32,
    /// The context was started before any call for this nest's estimated CPU time.
    early: Option<(usize, f64)>,
    /// The race this run is in: told when the context starts ([`crate::race::Gates::risk`]).
    race: Option<crate::race::Gates>,
    /// Seconds making the context took, and the first launch waited for it.
    context_s: f64,
    context_wait_s: f64,
    /// The launch decisions' times ([`KernelExecutor::decide_time`]), before the executor
    /// is made and after.
    decide: TransferStats,
}

impl DeferredGpu {
    /// An executor for kernels built for `sm_<sm>`; nothing is made yet.
    pub fn new(sm: u32, cache: Option<PtxCache>) -> DeferredGpu {
        DeferredGpu {
            sm,
            cache,
            pending: None,
            ready: None,
            prelowering: Prelowering::default(),
            counters: OffloadCounters::default(),
            guard: DeoptGuard::default(),
            resident: false,
            host_memory: None,
            early: None,
            missed_ns: 0.0,
            misses: 0,
            context_s: 0.0,
            context_wait_s: 0.0,
            race: None,
            decide: TransferStats::default(),
        }
    }

    /// Tells `race` when the context starts: from then on this run may be slower than
    /// plain wasmtime, and the race's opponent must run.
    pub fn in_race(mut self, race: Option<crate::race::Gates>) -> DeferredGpu {
        self.race = race;
        self
    }

    /// Starts making the context now, before any nest is called: `nest`'s one call will take
    /// about `cpu_ns` on the CPU ([`nest_worth_the_context`]). `started`: the context the
    /// program began making when it found that nest, taken over here.
    pub fn start_at_instantiation(
        &mut self,
        nest: usize,
        cpu_ns: f64,
        started: Option<PendingContext>,
    ) {
        self.early = Some((nest, cpu_ns));
        if self.pending.is_none() && self.ready.is_none() {
            self.pending = started;
        }
        if let Some(race) = &self.race {
            race.risk();
        }
        self.start();
    }

    fn start(&mut self) {
        if self.pending.is_some() || self.ready.is_some() {
            return;
        }
        if let Some(race) = &self.race {
            race.risk();
        }
        self.pending = Some(PendingContext::start(self.sm, self.cache.clone()));
    }

    /// The executor, made (and waited for) the first time.
    fn gpu(&mut self) -> Result<&mut GpuExecutor, String> {
        self.start();
        if let Some(p) = self.pending.take() {
            let waiting = std::time::Instant::now();
            let (made, took) = p.join();
            self.context_s = took;
            self.context_wait_s = waiting.elapsed().as_secs_f64();
            let lowering = std::mem::take(&mut self.prelowering);
            let host_memory = self.host_memory;
            self.ready = Some(made.map(|mut g| {
                if self.resident {
                    g.begin_resident();
                }
                if let Some((base, len)) = host_memory {
                    // SAFETY: the host's latest `host_memory` call, passed on under the
                    // same contract (no other method was given the memory since).
                    unsafe { g.host_memory(base as *const u8, len) };
                }
                g.prelowering.adopt(lowering);
                g
            }));
        }
        match &mut self.ready {
            Some(Ok(g)) => Ok(g),
            Some(Err(why)) => Err(why.clone()),
            None => Err("no cuda context".into()),
        }
    }

    /// The executor if it was needed already (never waits).
    fn made(&mut self) -> Option<&mut GpuExecutor> {
        match &mut self.ready {
            Some(Ok(g)) => Some(g),
            _ => None,
        }
    }
}

/// A CUDA context being made on a thread of its own, and when that started: a
/// [`DeferredGpu`]'s, or one a program starts as soon as its analysis finds a nest worth it
/// ([`nest_worth_the_context`]), before wasmtime compiles the module (15-25 ms of
/// PolyBench's programs on the H200 machine, which the first launch waited for on top), for
/// its first instance to take over ([`DeferredGpu::start_at_instantiation`]). Dropped before
/// it is joined, it is waited for: leaving the process while the driver is starting on
/// another thread crashed it at exit (seen on the H100 machine).
pub struct PendingContext {
    thread: Option<JoinHandle<Made>>,
    started: std::time::Instant,
}

impl PendingContext {
    /// Starts making an executor for `sm_<sm>` kernels now.
    pub fn start(sm: u32, cache: Option<PtxCache>) -> PendingContext {
        let thread = std::thread::spawn(move || {
            let start = std::time::Instant::now();
            let made = GpuExecutor::new(sm).map(|mut gpu| {
                gpu.ptx_cache = cache;
                gpu
            });
            (made, start.elapsed().as_secs_f64())
        });
        PendingContext {
            thread: Some(thread),
            started: std::time::Instant::now(),
        }
    }

    /// Whether the executor is made (joining would not wait).
    fn is_finished(&self) -> bool {
        self.thread.as_ref().is_none_or(|t| t.is_finished())
    }

    /// The executor, waited for, and the seconds making it took.
    fn join(mut self) -> Made {
        match self.thread.take().map(JoinHandle::join) {
            Some(Ok(made)) => made,
            _ => (Err("making the cuda context panicked".into()), 0.0),
        }
    }
}

impl Drop for PendingContext {
    fn drop(&mut self) {
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl KernelExecutor for DeferredGpu {
    fn launch(
        &mut self,
        kernel: &Kernel<'_>,
        trips: &[u64],
        args: &[lowered_ir::RtValue],
        memory: &mut [u8],
        footprint: &Footprint,
    ) -> Result<Launch, String> {
        // A launch that waits for the context has its kernel lowered meanwhile.
        if self.ready.is_none() {
            self.start();
            self.prelower(kernel);
        }
        self.gpu()?.launch(kernel, trips, args, memory, footprint)
    }

    fn counters(&mut self) -> &mut OffloadCounters {
        &mut self.counters
    }

    fn guard(&mut self) -> &mut DeoptGuard {
        &mut self.guard
    }

    fn take_timings(&mut self) -> Vec<f64> {
        self.made().map(|g| g.take_timings()).unwrap_or_default()
    }

    fn take_parts(&mut self) -> Vec<u8> {
        self.made().map(|g| g.take_parts()).unwrap_or_default()
    }

    fn transfer_stats(&self) -> Option<TransferStats> {
        let stats = match &self.ready {
            Some(Ok(g)) => g.transfer_stats(),
            _ => Some(TransferStats {
                prelowered: self.prelowering.started(),
                ..TransferStats::default()
            }),
        };
        stats.map(|s| TransferStats {
            context_early: self.early,
            context_s: self.context_s,
            context_wait_s: self.context_wait_s,
            attempt_s: self.decide.attempt_s,
            tests_s: self.decide.tests_s,
            finish_s: self.decide.finish_s,
            // The launch that waited for the context (`gpu`) waited inside its call.
            launch_s: (self.decide.launch_s - self.context_wait_s).max(0.0),
            ..s
        })
    }

    fn decide_time(&mut self, phase: DecidePhase, s: f64) {
        self.decide.add_decide_time(phase, s);
    }

    unsafe fn host_memory(&mut self, base: *const u8, len: usize) {
        self.host_memory = Some((base as usize, len));
        if let Some(g) = self.made() {
            // SAFETY: passed on under this method's own contract.
            unsafe { g.host_memory(base, len) };
        }
    }

    fn transfers_locked(&self) -> bool {
        matches!(&self.ready, Some(Ok(g)) if g.transfers_locked())
    }

    fn begin_resident(&mut self) {
        self.resident = true;
        if let Some(g) = self.made() {
            g.begin_resident();
        }
    }

    fn sync_host(&mut self, memory: &mut [u8]) -> Result<(), String> {
        self.made().map_or(Ok(()), |g| g.sync_host(memory))
    }

    fn flush(&mut self, memory: &mut [u8]) -> Result<(), String> {
        self.made().map_or(Ok(()), |g| g.flush(memory))
    }

    fn make_current(&mut self, memory: &mut [u8], ranges: &[(u64, u64)]) -> Result<(), String> {
        self.made()
            .map_or(Ok(()), |g| g.make_current(memory, ranges))
    }

    fn declined(&mut self, footprint: &Footprint) {
        if let Some(g) = self.made() {
            g.declined(footprint);
        }
    }

    fn declined_footprint(&self) -> Option<&Footprint> {
        match &self.ready {
            Some(Ok(g)) => g.declined_footprint(),
            _ => None,
        }
    }

    fn discard(&mut self, footprint: &Footprint) {
        if let Some(g) = self.made() {
            g.discard(footprint);
        }
    }

    fn end_resident(&mut self, memory: &mut [u8]) -> Result<(), String> {
        self.resident = false;
        self.made().map_or(Ok(()), |g| g.end_resident(memory))
    }

    fn startup_wait_ns(&self) -> f64 {
        match (&self.pending, &self.ready) {
            (_, Some(_)) => 0.0,
            (Some(p), _) if p.is_finished() => 0.0,
            (Some(p), _) => (CONTEXT_NS - p.started.elapsed().as_nanos() as f64).max(0.0),
            (None, None) => CONTEXT_NS,
        }
    }

    fn prepare(&mut self, saving_ns: f64) {
        self.missed_ns += saving_ns.max(0.0);
        self.misses = self.misses.saturating_add(1);
        // Inside a resident region (a host loop around the nest) the launches will come.
        let misses = if self.resident { 1 } else { START_AFTER_MISSES };
        if self.missed_ns >= START_AFTER_NS && self.misses >= misses {
            self.start();
        }
    }

    fn prepared_ns(&self) -> f64 {
        self.missed_ns
    }

    fn prelower(&mut self, kernel: &Kernel<'_>) {
        // Only while the context is being made: once it is, the launch lowers its kernel
        // itself; before it starts, the kernel may never launch.
        if self.ready.is_none() && self.pending.is_some() {
            self.prelowering.start(kernel, self.sm, self.cache.clone());
        }
    }

    fn is_starting(&self) -> bool {
        self.pending.as_ref().is_some_and(|p| !p.is_finished())
    }

    fn decline_bytes(&self, footprint: &Footprint) -> u64 {
        match &self.ready {
            Some(Ok(g)) => g.decline_bytes(footprint),
            _ => 0,
        }
    }

    fn bulk_on_device(
        &mut self,
        memory: &[u8],
        dst: u64,
        source: BulkSource,
        len: u64,
    ) -> Result<bool, String> {
        // Before the device is ready nothing is on it: the host does the call.
        match &mut self.ready {
            Some(Ok(g)) => g.bulk_on_device(memory, dst, source, len),
            _ => Ok(false),
        }
    }

    fn holds_device_bytes(&self) -> bool {
        // Before the device is ready nothing is on it.
        match &self.ready {
            Some(Ok(g)) => g.holds_device_bytes(),
            _ => false,
        }
    }

    fn transfer_bytes(&self, footprint: &Footprint) -> u64 {
        match &self.ready {
            Some(Ok(g)) => g.transfer_bytes(footprint),
            _ if self.resident => 0,
            _ => footprint.transfer_bytes(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Outside resident regions the context waits for a second decline that would have
    /// paid; inside one (a host loop that calls the nest again), the first starts it.
    #[test]
    fn one_decline_inside_a_resident_region_starts_the_context() {
        let mut outside = DeferredGpu::new(90, None);
        outside.prepare(START_AFTER_NS);
        assert!(outside.pending.is_none(), "one decline outside a region");
        outside.prepare(1.0);
        assert!(outside.pending.is_some(), "the second starts it");

        let mut inside = DeferredGpu::new(90, None);
        inside.begin_resident();
        inside.prepare(START_AFTER_NS);
        assert!(inside.pending.is_some(), "one decline inside a region");

        let mut small = DeferredGpu::new(90, None);
        small.begin_resident();
        for _ in 0..10 {
            small.prepare(START_AFTER_NS / 20.0);
        }
        assert!(small.pending.is_none(), "ten declines saving 2.5 ms each");
    }
}
