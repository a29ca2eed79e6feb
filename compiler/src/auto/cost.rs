//! The launch cost model of auto mode: whether a nest's estimated work on the CPU outweighs
//! what running it on the GPU costs (a launch, and moving its footprint both ways).
//!
//! The estimate is deliberately simple and is meant to decide the clear cases: a kernel of
//! `threads` threads, each running about `ops` LoweredOp instructions, costs
//! `threads * ops * cpu_ns_per_op` natively, and `wait + launch_ns + bytes * ns_per_byte +
//! max(threads * ops * gpu_ns_per_op, ops * thread_ns_per_op)` on the device (a kernel of
//! few threads takes at least as long as one of them runs; threads that share an iteration,
//! [`ThreadOps::lanes`], each run their share), where `wait` is what remains of making the
//! device's context (a program's first launches can come before it is ready). The device's
//! estimate, less `wait`, times `margin` must not exceed the CPU's. The constants were measured on the H100
//! (docs/PERFORMANCE.md, "Cost model"). This module decides; it must not launch or move
//! memory.

/// The constants of the model. [`CostModel::default`] holds the measured ones.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CostModel {
    /// Native (wasmtime) time per LoweredOp instruction of a loop body.
    pub cpu_ns_per_op: f64,
    /// Device time per instruction per thread, at full occupancy.
    pub gpu_ns_per_op: f64,
    /// One device thread's own time per instruction: a kernel of a few thousand threads
    /// (LU's trailing update, a row per thread) leaves the H100 mostly idle and takes as
    /// long as one thread's loop, whose loads wait on memory one after another. Measured
    /// 14-16 ns for such row loops (LU, gemv: kernel time over instructions per thread).
    /// The CPU's cache-miss charge of a column walk ([`ThreadOps::misses`]) is not counted
    /// here: those accesses coalesce on the device.
    pub thread_ns_per_op: f64,
    /// One synchronous launch: the launch, the wait and the trap-word read.
    pub launch_ns: f64,
    /// Moving one byte between pageable host memory and the device (either way).
    pub ns_per_byte: f64,
    /// The same once the host's memory is page-locked (`page_lock.rs`): 47-50 GB/s both ways
    /// on the H200 machine (docs/PERFORMANCE.md, probe 121). [`CostModel::for_locked_memory`].
    pub locked_ns_per_byte: f64,
    /// The device estimate must be this many times smaller than the CPU's to launch.
    pub margin: f64,
}

impl Default for CostModel {
    fn default() -> Self {
        // Measured on the H100 machine, docs/PERFORMANCE.md ("Cost model").
        CostModel {
            cpu_ns_per_op: 0.03,
            gpu_ns_per_op: 0.0005,
            thread_ns_per_op: 15.0,
            launch_ns: 40_000.0,
            ns_per_byte: 0.15,
            locked_ns_per_byte: 0.02,
            margin: 1.5,
        }
    }
}

/// One thread's estimated work: its instructions, and the instructions the CPU's cache
/// misses are charged as (a column walk, `offload::STRIDED_MISS_OPS` each), which count
/// for the CPU and for the device's throughput but not for one device thread's own time
/// (the device coalesces those accesses across threads).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ThreadOps {
    pub ops: u64,
    pub misses: u64,
    /// Threads that share one iteration's work (bulk rows, `bulk_lanes.rs`: each runs a
    /// chunk of its bulk ops); 0 or 1 for one. One device thread's own time is then its
    /// share; the work in all stays `ops` per iteration.
    pub lanes: u64,
}

impl ThreadOps {
    /// Everything counted, as one instruction count.
    pub fn total(&self) -> u64 {
        self.ops.saturating_add(self.misses)
    }
}

impl From<u64> for ThreadOps {
    fn from(ops: u64) -> ThreadOps {
        ThreadOps {
            ops,
            misses: 0,
            lanes: 1,
        }
    }
}

impl std::fmt::Display for ThreadOps {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.total())
    }
}

impl CostModel {
    /// The model for launches whose transfers run from and into page-locked memory (never
    /// dearer per byte than pageable).
    pub fn for_locked_memory(&self) -> CostModel {
        CostModel {
            ns_per_byte: self.locked_ns_per_byte.min(self.ns_per_byte),
            ..*self
        }
    }

    /// The CPU's and the device's estimated time in nanoseconds; `wait_ns` is how long the
    /// device still needs before it can launch at all (its context being made).
    pub fn estimate(
        &self,
        threads: u64,
        ops_per_thread: impl Into<ThreadOps>,
        transfer_bytes: u64,
        wait_ns: f64,
    ) -> (f64, f64) {
        let per_thread: ThreadOps = ops_per_thread.into();
        let work = threads as f64 * per_thread.total() as f64;
        let cpu = work * self.cpu_ns_per_op;
        let gpu = wait_ns
            + self.launch_ns
            + transfer_bytes as f64 * self.ns_per_byte
            + (work * self.gpu_ns_per_op)
                .max((per_thread.ops / per_thread.lanes.max(1)) as f64 * self.thread_ns_per_op);
        (cpu, gpu)
    }

    /// [`Self::estimate`] with the CPU's run also moving `decline_bytes` (inside a resident
    /// region: the device's newer bytes it touches come back, what it writes goes up again).
    pub fn estimate_with_decline(
        &self,
        threads: u64,
        ops_per_thread: impl Into<ThreadOps>,
        transfer_bytes: u64,
        decline_bytes: u64,
        wait_ns: f64,
    ) -> (f64, f64) {
        let (cpu, gpu) = self.estimate(threads, ops_per_thread, transfer_bytes, wait_ns);
        (cpu + decline_bytes as f64 * self.ns_per_byte, gpu)
    }

    /// What a launch saves against the CPU (nanoseconds) when it pays at all, as
    /// [`Self::decide_with_decline`] judges it; `None` when it does not.
    pub fn saving(
        &self,
        threads: u64,
        ops_per_thread: impl Into<ThreadOps>,
        transfer_bytes: u64,
        decline_bytes: u64,
        wait_ns: f64,
    ) -> Option<f64> {
        let (cpu, gpu) = self.estimate_with_decline(
            threads,
            ops_per_thread,
            transfer_bytes,
            decline_bytes,
            wait_ns,
        );
        self.pays(cpu, gpu, wait_ns).then_some(cpu - gpu)
    }

    /// Whether the device's time, with the margin, beats the CPU's. The margin covers the
    /// estimates, not the wait for the device's context, a measured constant: multiplied,
    /// it kept the hot nest of a program that launches nothing before it on the CPU
    /// wherever the nest took under 0.45 s more than the launch (PolyBench's gemm, syrk,
    /// trmm at their LARGE sizes: 1.3-2.6x slower than launched).
    fn pays(&self, cpu_ns: f64, gpu_ns: f64, wait_ns: f64) -> bool {
        let wait = wait_ns.clamp(0.0, gpu_ns);
        cpu_ns >= (gpu_ns - wait) * self.margin + wait
    }

    /// `Ok` when the launch pays; otherwise the sentence of the `too_small` fallback.
    pub fn decide(
        &self,
        threads: u64,
        ops_per_thread: impl Into<ThreadOps>,
        transfer_bytes: u64,
        wait_ns: f64,
    ) -> Result<(), String> {
        self.decide_with_decline(threads, ops_per_thread, transfer_bytes, 0, wait_ns)
    }

    /// [`Self::decide`] where running the loop on the CPU also moves `decline_bytes` (inside
    /// a resident region: the device's newer bytes it touches come back, and what it writes
    /// must go up again for the next launch).
    pub fn decide_with_decline(
        &self,
        threads: u64,
        ops_per_thread: impl Into<ThreadOps>,
        transfer_bytes: u64,
        decline_bytes: u64,
        wait_ns: f64,
    ) -> Result<(), String> {
        let ops_per_thread: ThreadOps = ops_per_thread.into();
        let (cpu, gpu) = self.estimate_with_decline(
            threads,
            ops_per_thread,
            transfer_bytes,
            decline_bytes,
            wait_ns,
        );
        if self.pays(cpu, gpu, wait_ns) {
            return Ok(());
        }
        let waiting = if wait_ns > 0.0 {
            format!(" (the device is ready in about {:.0} ms)", wait_ns / 1e6)
        } else {
            String::new()
        };
        Err(format!(
            "{threads} threads of about {ops_per_thread} instructions: about {:.3} ms on the CPU against {:.3} ms for the launch and {transfer_bytes} bytes of transfers{waiting}",
            cpu / 1e6,
            gpu / 1e6
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inside a resident region, declining moves the device's newer bytes back: a launch too
    /// small on its own work pays for itself when 64 MB would otherwise come back.
    #[test]
    fn declining_inside_a_resident_region_counts_the_bytes_it_moves() {
        let m = CostModel::default();
        assert!(m.decide(2048, 1000, 0, 0.0).is_err());
        assert!(m.decide_with_decline(2048, 1000, 0, 64 << 20, 0.0).is_ok());
        assert_eq!(
            m.decide(2048, 1000, 0, 0.0),
            m.decide_with_decline(2048, 1000, 0, 0, 0.0)
        );
    }

    #[test]
    fn a_big_kernel_launches_and_a_tiny_one_does_not() {
        let m = CostModel::default();
        // 1024 x 1024 threads of a 1024-long inner loop: seconds on the CPU.
        assert!(m.decide(1 << 20, 20 * 1024, 12 << 20, 0.0).is_ok());
        // 64 threads of 10 instructions: nanoseconds of work against a launch.
        let why = m.decide(64, 10, 768, 0.0).unwrap_err();
        assert!(
            why.starts_with("64 threads of about 10 instructions"),
            "{why}"
        );
        // Waiting for the device to start counts against the launch.
        let why = m.decide(1 << 20, 20 * 1024, 12 << 20, 1e12).unwrap_err();
        assert!(
            why.ends_with("(the device is ready in about 1000000 ms)"),
            "{why}"
        );
    }

    /// A row per thread over a 2048 x 2048 matrix: on the CPU 4.6 ms; on the device 2047
    /// threads each walking 75,000 instructions, which take a thread about 0.4 ms however
    /// idle the rest of the device is. It launches at that size, and not at 300 rows
    /// (0.1 ms on the CPU against a thread's 0.06 ms, the launch and the margin).
    #[test]
    fn a_kernel_of_few_long_threads_counts_one_thread_s_time() {
        let m = CostModel::default();
        let (cpu, gpu) = m.estimate(2047, 75_000, 0, 0.0);
        assert!(
            gpu >= 75_000.0 * m.thread_ns_per_op && gpu < cpu,
            "{cpu} {gpu}"
        );
        assert!(m.decide(2047, 75_000, 0, 0.0).is_ok());
        assert!(m.decide(300, 11_000, 0, 0.0).is_err());
        // Many threads: the device's throughput, not one thread, bounds it.
        let (_, wide) = m.estimate(1 << 22, 1000, 0, 0.0);
        assert_eq!(
            wide,
            m.launch_ns + (1u64 << 22) as f64 * 1000.0 * m.gpu_ns_per_op
        );
    }

    /// A column walk's cache-miss charge counts for the CPU, not for one device thread:
    /// gemvt's 4,096 columns of 4,096 rows (about 41,000 instructions a thread and 4,096
    /// misses of 250) launch. LU's row update of 700 rows (about 25,500 instructions a row:
    /// 0.54 ms on the CPU, a thread's 0.38 ms on the device) does not: with the constant at
    /// 5 such steps launched, and LU at n = 1024 ran 0.88 s on the H100 against wasmtime's
    /// 0.44 s. Its first steps, of 1,023 rows, still launch.
    #[test]
    fn a_column_walk_s_miss_charge_is_not_one_thread_s_time() {
        let m = CostModel::default();
        let walk = ThreadOps {
            ops: 41_000,
            misses: 4_096 * 250,
            lanes: 1,
        };
        let (cpu, gpu) = m.estimate(4096, walk, 0, 0.0);
        assert_eq!(cpu, 4096.0 * walk.total() as f64 * m.cpu_ns_per_op);
        let work = 4096.0 * walk.total() as f64 * m.gpu_ns_per_op;
        assert_eq!(gpu, m.launch_ns + work.max(41_000.0 * m.thread_ns_per_op));
        assert!(m.decide(4096, walk, 0, 0.0).is_ok());
        assert!(m.decide(700, 25_500, 0, 0.0).is_err());
        assert!(m.decide(1023, 37_300, 0, 0.0).is_ok());
    }

    /// Bulk rows: 100 rows of 64 KiB copies (about 328,000 instructions a row) take about
    /// 1 ms on the CPU; as one thread a row the device's estimate was 4.9 ms, as 32 threads
    /// sharing each row a 32nd of that.
    #[test]
    fn threads_sharing_a_row_count_their_share_of_its_time() {
        let m = CostModel::default();
        let row = ThreadOps::from(328_000);
        assert!(m.decide(100, row, 0, 0.0).is_err());
        let shared = ThreadOps { lanes: 32, ..row };
        let (cpu, gpu) = m.estimate(100, shared, 0, 0.0);
        assert_eq!(cpu, m.estimate(100, row, 0, 0.0).0);
        assert_eq!(
            gpu,
            m.launch_ns + (328_000 / 32) as f64 * m.thread_ns_per_op
        );
        assert!(m.decide(100, shared, 0, 0.0).is_ok());
    }

    #[test]
    fn transfers_count_against_a_memory_bound_kernel() {
        let m = CostModel::default();
        // c[i] = a[i] + b[i] over 2^20 floats: 16 MiB both ways for ~50 instructions each.
        assert!(m.decide(1 << 20, 50, 16 << 20, 0.0).is_err());
        // The same kernel with nothing to move (already resident) pays.
        assert!(m.decide(1 << 20, 50, 0, 0.0).is_ok());
    }

    #[test]
    fn page_locked_transfers_are_priced_at_the_link_s_speed() {
        let m = CostModel::default();
        // 2^21 threads of 56 instructions moving 64 MiB (the gemm program's init loops):
        // about 3.5 ms on the CPU against 10 ms of pageable transfers, 1.3 ms of locked ones.
        assert!(m.decide(1 << 21, 56, 64 << 20, 0.0).is_err());
        assert!(m
            .for_locked_memory()
            .decide(1 << 21, 56, 64 << 20, 0.0)
            .is_ok());
        // Never dearer than pageable (a model whose transfers are free stays so).
        let free = CostModel {
            ns_per_byte: 0.0,
            ..m
        };
        assert_eq!(free.for_locked_memory().ns_per_byte, 0.0);
    }
}
