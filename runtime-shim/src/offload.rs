//! Auto-offload bookkeeping of the shim (seeds/001): the launch-time precondition tests on
//! concrete byte ranges, the counters `tensor_wasm_offload_success_total` and
//! `tensor_wasm_offload_fallback_total{reason}` with their Prometheus text, and the deopt
//! guard that remembers, per kernel fingerprint, whether a kernel passed its first-call check.
//!
//! The compiler evaluates the plan's expressions on the call's values and hands this module
//! numbers; this module decides and counts. It must not know about loops, IR or PTX.

use std::collections::BTreeMap;

/// A half-open byte range `[start, end)` of linear memory, in exact integers (an expression
/// evaluated on the call's values may be negative or beyond 2^32: then it is out of bounds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteRange {
    pub start: i128,
    pub end: i128,
}

impl ByteRange {
    /// Whether the range is empty.
    pub fn is_empty(self) -> bool {
        self.end <= self.start
    }

    /// Whether every byte of the range lies in a memory of `memory_len` bytes.
    pub fn in_bounds(self, memory_len: u64) -> bool {
        self.is_empty() || (self.start >= 0 && self.end <= i128::from(memory_len))
    }

    /// Whether the two ranges share a byte.
    pub fn overlaps(self, other: ByteRange) -> bool {
        !self.is_empty() && !other.is_empty() && self.start < other.end && other.start < self.end
    }
}

/// The accesses of two groups in one iteration of a parallel loop, after the part that moves
/// with the iteration (`stride * k`) is taken out: iteration `k` touches `window + stride*k`.
/// Two different iterations never touch the same bytes when both windows fit in one stride.
pub fn windows_fit_stride(a: ByteRange, b: ByteRange, stride: i128) -> bool {
    let lo = a.start.min(b.start);
    let hi = a.end.max(b.end);
    stride != 0 && hi - lo <= stride.abs()
}

/// One term `stride * delta` of the difference between two accessed addresses, with `delta`
/// in `min..=max`. A counter both accesses share (a GPU thread's counter: both sides move
/// alike) is one term with `delta = k - k'` in `-(count-1)..=count-1` and `thread` set; a
/// counter of one side only (an inner loop run in order) is a term for that side alone
/// (`0..=count-1`, or `-(count-1)..=0` for the other side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digit {
    pub stride: i128,
    pub min: i128,
    pub max: i128,
    pub thread: bool,
}

/// `a / b` rounded toward negative infinity (`b != 0`).
pub fn floor_div(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `a / b` rounded toward positive infinity (`b != 0`).
pub fn ceil_div(a: i128, b: i128) -> i128 {
    -floor_div(-a, b)
}

/// How many candidate values [`threads_collide`] tries before it answers "may collide".
const COLLIDE_BUDGET: usize = 100_000;

/// Whether two accesses `[X + w_start, X + w_start + w_len)` and `[Y + o_start, Y + o_start +
/// o_len)` can share a byte for some `X - Y = sum(stride * delta)` in which a thread term
/// moved (two different GPU threads): whether such a sum lies strictly between
/// `o_start - w_start - w_len` and `o_start - w_start + o_len`. Exact (a depth-first search
/// over the terms, largest stride first, keeping only the deltas the remaining terms can still
/// bring into range), and conservative (true) when the search would take too long. A
/// transpose's column writes (`b[j*n + i]`) and an unrolled loop's neighbouring rows do not
/// collide across `i`; `a[i]` against `a[i+1]` does.
pub fn threads_collide(
    digits: &[Digit],
    w_start: i128,
    w_len: i128,
    o_start: i128,
    o_len: i128,
) -> bool {
    let d = o_start - w_start;
    let (lo, hi) = (d - w_len, d + o_len);
    // A thread term of stride 0 (a thread dimension neither address moves with) adds
    // nothing to the sum: two of its threads differ wherever it has two.
    let moved = digits
        .iter()
        .any(|g| g.thread && g.stride == 0 && g.min < g.max);
    let mut digits: Vec<Digit> = (digits.iter().copied())
        .filter(|g| g.min < g.max && g.stride != 0)
        .collect();
    if !moved && apart_by_residues(&digits, lo, hi) {
        return false;
    }
    digits.sort_by_key(|g| std::cmp::Reverse(g.stride.abs()));
    // rest[m]: the smallest and largest sum the terms after m can add.
    let mut rest = vec![(0i128, 0i128); digits.len() + 1];
    for m in (0..digits.len()).rev() {
        let g = digits[m];
        let (Some(a), Some(b)) = (g.stride.checked_mul(g.min), g.stride.checked_mul(g.max)) else {
            return true;
        };
        let (Some(l), Some(h)) = (
            rest[m + 1].0.checked_add(a.min(b)),
            rest[m + 1].1.checked_add(a.max(b)),
        ) else {
            return true;
        };
        rest[m] = (l, h);
    }
    let mut budget = COLLIDE_BUDGET;
    fn search(
        digits: &[Digit],
        rest: &[(i128, i128)],
        m: usize,
        sum: i128,
        moved_thread: bool,
        (lo, hi): (i128, i128),
        budget: &mut usize,
    ) -> bool {
        if *budget == 0 {
            return true;
        }
        *budget -= 1;
        if m == digits.len() {
            return moved_thread && lo < sum && sum < hi;
        }
        let g = digits[m];
        let (rmin, rmax) = rest[m + 1];
        // Deltas for which sum + stride*delta + [rmin, rmax] can still meet (lo, hi).
        let (from, to) = if g.stride == 0 {
            (g.min, g.max)
        } else {
            let (a, b) = (lo - rmax - sum, hi - rmin - sum);
            let from = floor_div(a, g.stride).min(floor_div(b, g.stride));
            let to = ceil_div(a, g.stride).max(ceil_div(b, g.stride));
            (from.max(g.min), to.min(g.max))
        };
        if to - from > 4096 {
            return true;
        }
        (from..=to).any(|delta| {
            search(
                digits,
                rest,
                m + 1,
                sum + g.stride * delta,
                moved_thread || (g.thread && delta != 0),
                (lo, hi),
                budget,
            )
        })
    }
    search(&digits, &rest, 0, 0, moved, (lo, hi), &mut budget)
}

/// The most thread deltas [`apart_by_residues`] tries.
const RESIDUE_BUDGET: i128 = 1 << 22;

/// Whether no sum of [`threads_collide`] with one thread term moved lies strictly between `lo`
/// and `hi`, judged modulo `G`, the gcd of the other terms' strides, with those terms taken as
/// any multiple of `G` (a superset of their sums, so `true` is exact): for each non-zero
/// delta `d` of the one thread term, no value `stride*d + G*q` falls in the window. trmm's
/// columns as threads (`b[i*n + j]` written, `b[k*n + j]` read, the rows in order inside each
/// thread): every other stride is a multiple of `8n`, and `8*(j - j')` stays at least 8 away
/// from one, where the search over the rows would run out of candidates. `false` where it
/// does not apply (no other term, several thread terms, too many deltas) or a delta may meet.
fn apart_by_residues(digits: &[Digit], lo: i128, hi: i128) -> bool {
    let [t] = digits.iter().filter(|g| g.thread).collect::<Vec<_>>()[..] else {
        return false;
    };
    let g = digits
        .iter()
        .filter(|g| !g.thread)
        .fold(0i128, |acc, x| gcd_i128(acc, x.stride));
    if g == 0 || t.max - t.min > RESIDUE_BUDGET {
        return false;
    }
    (t.min..=t.max).filter(|d| *d != 0).all(|d| {
        let Some(v) = t.stride.checked_mul(d) else {
            return false;
        };
        // The least value above `lo` congruent to `v` modulo `g`, against `hi`.
        lo + 1 + (v - lo - 1).rem_euclid(g) >= hi
    })
}

fn gcd_i128(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Why a launch did not happen (the `reason` label of the fallback counter).
pub const FALLBACK_REASONS: &[(&str, &str)] = &[
    (
        "out_of_bounds",
        "an accessed range is not inside the linear memory",
    ),
    (
        "overlap",
        "a written range may overlap a range another iteration accesses",
    ),
    (
        "misaligned",
        "an access group's base is not a multiple of its access width",
    ),
    (
        "not_evaluable",
        "a precondition or trip count could not be evaluated from the call's values",
    ),
    (
        "unswitched",
        "the kernel was analysed with a branch fixed before the nest going one way, and here it goes the other",
    ),
    (
        "rows_uneven",
        "the row pointers a nest reads its rows through are not evenly spaced, or their table cannot be read",
    ),
    (
        "trip_count",
        "the finish function disagrees with the trip count",
    ),
    (
        "not_outlined",
        "the loop could not be outlined into a kernel",
    ),
    (
        "kernel_trap",
        "the kernel trapped; the CPU reruns the loop to report the trap exactly",
    ),
    (
        "traps",
        "the CPU reference of the first-call check traps; the CPU runs the loop",
    ),
    (
        "device_error",
        "the device refused the kernel or the launch",
    ),
    (
        "first_call_mismatch",
        "the kernel's first result differed from the CPU reference",
    ),
    (
        "deoptimized",
        "the kernel was taken off the device earlier: its first-call check failed, a thread trapped, or a gathered read met a write",
    ),
    (
        "no_iterations",
        "the loop runs no iteration, or its do-while form needs the CPU",
    ),
    (
        "backoff",
        "the nest declined its last launches; it is offered again every 64th call",
    ),
    (
        "too_small",
        "the estimated work does not pay for the launch and the transfers (the cost model)",
    ),
    (
        "carried_value",
        "a value carried into the loop, which its kernel loads again, differs from the bytes it is loaded from",
    ),
    (
        "private_copies",
        "the threads' private copies of a loop's scratch array, with their shadows, would not fit beside the memory",
    ),
    (
        "float_counter",
        "an f64 counter of the loop starts from a value that is not a whole number of at most 2^32, so the threads cannot compute its sums exactly",
    ),
];

/// The offload counters.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OffloadCounters {
    success: u64,
    fallback: BTreeMap<String, u64>,
}

impl OffloadCounters {
    pub fn new() -> Self {
        Self::default()
    }

    /// Counts one loop run on the GPU.
    pub fn record_success(&mut self) {
        self.success += 1;
    }

    /// Counts one loop run on the CPU instead, with its reason label.
    pub fn record_fallback(&mut self, reason: &str) {
        self.record_fallbacks(reason, 1);
    }

    /// `n` fallbacks of one reason at once.
    pub fn record_fallbacks(&mut self, reason: &str, n: u64) {
        if n == 0 {
            return;
        }
        match self.fallback.get_mut(reason) {
            Some(count) => *count += n,
            None => {
                self.fallback.insert(reason.to_string(), n);
            }
        }
    }

    /// `tensor_wasm_offload_success_total`.
    pub fn success_total(&self) -> u64 {
        self.success
    }

    /// `tensor_wasm_offload_fallback_total{reason}`.
    pub fn fallback_total(&self, reason: &str) -> u64 {
        self.fallback.get(reason).copied().unwrap_or(0)
    }

    /// Every fallback reason seen, with its count.
    pub fn fallbacks(&self) -> impl Iterator<Item = (&str, u64)> {
        self.fallback.iter().map(|(r, n)| (r.as_str(), *n))
    }

    /// The counters in the Prometheus text exposition format.
    pub fn prometheus_text(&self) -> String {
        let mut out = String::new();
        out.push_str("# HELP tensor_wasm_offload_success_total Loops run as GPU kernels.\n");
        out.push_str("# TYPE tensor_wasm_offload_success_total counter\n");
        out.push_str(&format!(
            "tensor_wasm_offload_success_total {}\n",
            self.success
        ));
        out.push_str(
            "# HELP tensor_wasm_offload_fallback_total Loops run on the CPU instead, by reason.\n",
        );
        out.push_str("# TYPE tensor_wasm_offload_fallback_total counter\n");
        for (reason, n) in &self.fallback {
            out.push_str(&format!(
                "tensor_wasm_offload_fallback_total{{reason=\"{}\"}} {n}\n",
                reason.replace('\\', "\\\\").replace('"', "\\\"")
            ));
        }
        out
    }
}

/// What the deopt guard knows about a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelState {
    /// Never launched: the next launch is checked against the CPU reference.
    New,
    /// Passed its first-call check.
    Verified,
    /// Failed it: the loop runs on the CPU from now on.
    Deoptimized,
}

/// Per kernel fingerprint: first-call check done, passed or failed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeoptGuard {
    states: BTreeMap<u64, KernelState>,
}

impl DeoptGuard {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn state(&self, fingerprint: u64) -> KernelState {
        self.states
            .get(&fingerprint)
            .copied()
            .unwrap_or(KernelState::New)
    }

    pub fn set(&mut self, fingerprint: u64, state: KernelState) {
        self.states.insert(fingerprint, state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(start: i128, end: i128) -> ByteRange {
        ByteRange { start, end }
    }

    #[test]
    fn ranges_in_bounds_and_overlapping() {
        assert!(r(0, 16).in_bounds(16));
        assert!(!r(0, 17).in_bounds(16));
        assert!(!r(-4, 0).in_bounds(16));
        assert!(r(40, 40).in_bounds(16), "an empty range touches nothing");
        assert!(r(0, 8).overlaps(r(7, 9)));
        assert!(!r(0, 8).overlaps(r(8, 9)));
        assert!(!r(0, 8).overlaps(r(3, 3)));
    }

    #[test]
    fn windows_and_strides() {
        // a[i] = b[i] + 1 on one array: window [0, 4) and [0, 4), stride 4.
        assert!(windows_fit_stride(r(0, 4), r(0, 4), 4));
        // a[i] = a[i+1]: windows [0, 4) and [4, 8) do not fit in one stride of 4.
        assert!(!windows_fit_stride(r(0, 4), r(4, 8), 4));
        assert!(windows_fit_stride(r(0, 4), r(4, 8), -8));
        assert!(!windows_fit_stride(r(0, 4), r(0, 4), 0));
    }

    /// A counter both sides share (a thread), `count` values.
    fn t(stride: i128, count: i128) -> Digit {
        Digit {
            stride,
            min: 1 - count,
            max: count - 1,
            thread: true,
        }
    }

    /// A counter of one side only (an inner loop), `count` values.
    fn own(stride: i128, count: i128, other_side: bool) -> Digit {
        let (min, max) = if other_side {
            (1 - count, 0)
        } else {
            (0, count - 1)
        };
        Digit {
            stride,
            min,
            max,
            thread: false,
        }
    }

    /// The collision test against brute force on small patterns.
    #[test]
    fn threads_collide_agrees_with_brute_force() {
        let patterns: &[&[Digit]] = &[
            &[t(4, 37), t(4 * 37, 5)],
            &[t(4, 7), t(8 * 7, 3)],
            &[t(4, 9), t(12, 4)],
            &[t(-4, 6), t(20, 3)],
            &[t(4, 5), own(32, 3, false), own(32, 2, true)],
            &[t(0, 3), t(4, 3)],
            &[t(4, 8), own(64, 4, false), own(32, 2, true)],
            // trmm's columns: rows of 6 (48 bytes), the written row and the read rows apart.
            &[
                t(8, 6),
                own(48, 5, false),
                own(96, 2, true),
                own(48, 5, true),
            ],
            // Rows of 5 with 6 threads: thread 5 reaches the next row.
            &[t(8, 6), own(40, 5, false), own(40, 5, true)],
            // Threads neither address moves with: a fixed cell against a fixed element, and
            // against an inner loop's row.
            &[t(0, 3)],
            &[t(0, 1)],
            &[t(0, 4), own(8, 5, false)],
            &[t(0, 2), t(4, 3), own(16, 2, true)],
        ];
        let windows = [
            (0, 4, 0, 4),
            (0, 4, 4, 4),
            (0, 4, 28, 4),
            (0, 8, 0, 4),
            (0, 4, 148, 4),
            (0, 4, 444, 4),
            (0, 4, -12, 4),
        ];
        for digits in patterns {
            for (ws, wl, os, ol) in windows {
                // Every combination of deltas.
                let mut brute = false;
                let mut stack = vec![(0usize, 0i128, false)];
                while let Some((m, sum, moved)) = stack.pop() {
                    if m == digits.len() {
                        let d = os - ws;
                        brute |= moved && d - wl < sum && sum < d + ol;
                        continue;
                    }
                    let g = digits[m];
                    for delta in g.min..=g.max {
                        stack.push((
                            m + 1,
                            sum + g.stride * delta,
                            moved || (g.thread && delta != 0),
                        ));
                    }
                }
                assert_eq!(
                    threads_collide(digits, ws, wl, os, ol),
                    brute,
                    "{digits:?} w {ws}+{wl} o {os}+{ol}"
                );
            }
        }
    }

    /// trmm at n = 2000 (columns as threads, the rows in order): the search over the rows
    /// would run out of candidates ("may collide"); the residues modulo the row stride decide
    /// it, and a column count past the row's does collide.
    #[test]
    fn columns_as_threads_are_apart_by_residues() {
        let n = 2000i128;
        let digits = [
            t(8, n),
            own(8 * n, n, false),
            own(16 * n, n / 2, true),
            own(8 * n, n, true),
        ];
        assert!(!threads_collide(&digits, 0, 8, 8 * n, 8));
        assert!(!threads_collide(&digits, 0, 8, 0, 8));
        let wide = [t(8, n + 1), own(8 * n, n, false), own(8 * n, n, true)];
        assert!(threads_collide(&wide, 0, 8, 0, 8));
    }

    /// A thread dimension neither address moves with, of many threads: the two windows meet
    /// in every pair of threads where they overlap at all, and never where they do not (no
    /// search over its deltas, which would give up past 4,096 of them).
    #[test]
    fn threads_that_move_no_address_collide_exactly_where_the_windows_meet() {
        let many = [t(0, 1 << 20), own(8, 100, false)];
        assert!(threads_collide(&many, 0, 8, 792, 8));
        assert!(!threads_collide(&many, 0, 8, 800, 8));
        assert!(threads_collide(&[t(0, 1 << 20)], 0, 8, 0, 8));
        assert!(!threads_collide(&[t(0, 1 << 20)], 0, 8, 8, 8));
        // One thread: no two threads differ.
        assert!(!threads_collide(&[t(0, 1)], 0, 8, 0, 8));
    }

    #[test]
    fn counters_print_as_prometheus_text() {
        let mut c = OffloadCounters::new();
        c.record_success();
        c.record_success();
        c.record_fallback("overlap");
        c.record_fallback("overlap");
        c.record_fallback("out_of_bounds");
        assert_eq!(c.success_total(), 2);
        assert_eq!(c.fallback_total("overlap"), 2);
        assert_eq!(c.fallback_total("misaligned"), 0);
        let text = c.prometheus_text();
        assert!(
            text.contains("tensor_wasm_offload_success_total 2\n"),
            "{text}"
        );
        assert!(
            text.contains("tensor_wasm_offload_fallback_total{reason=\"overlap\"} 2\n"),
            "{text}"
        );
        assert!(
            text.contains("tensor_wasm_offload_fallback_total{reason=\"out_of_bounds\"} 1\n"),
            "{text}"
        );
    }

    #[test]
    fn deopt_guard_remembers_each_fingerprint() {
        let mut g = DeoptGuard::new();
        assert_eq!(g.state(7), KernelState::New);
        g.set(7, KernelState::Deoptimized);
        g.set(8, KernelState::Verified);
        assert_eq!(g.state(7), KernelState::Deoptimized);
        assert_eq!(g.state(8), KernelState::Verified);
    }
}
