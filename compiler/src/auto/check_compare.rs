//! The first-call check's comparison of a kernel's memory with the CPU's: where two
//! memories differ beyond what wasm leaves open (a NaN's bits, or a tolerance in ulps), and,
//! for a check that ran only a prefix of the loop on the CPU ([`super::offload::CpuRun`]),
//! the written ranges' bytes kept from before it ([`Written`]). Large memories are judged on
//! several threads ([`super::parallel`]).
//!
//! This module compares and keeps bytes; it must not launch, run loops or decide what a
//! difference means for the kernel (the hook does).

/// The bytes of a launch's written ranges before a prefix of its loop ran: sorted, disjoint
/// ranges of the memory, their bytes one after another (one buffer, kept across checks).
#[derive(Clone, Debug, Default)]
pub struct Written {
    /// `(start, length)` of each range.
    spans: Vec<(usize, usize)>,
    bytes: Vec<u8>,
}

impl Written {
    /// Keeps `memory`'s bytes of `ranges` (sorted, disjoint `(start, end)`; clamped to the
    /// memory), reusing this buffer.
    pub fn keep(&mut self, memory: &[u8], ranges: &[(u64, u64)]) {
        self.spans.clear();
        for &(lo, hi) in ranges {
            let clamp = |x: u64| usize::try_from(x).unwrap_or(usize::MAX).min(memory.len());
            let (lo, hi) = (clamp(lo), clamp(hi));
            if lo < hi {
                self.spans.push((lo, hi - lo));
            }
        }
        let total = self.spans.iter().map(|&(_, len)| len).sum();
        self.bytes.resize(total, 0);
        let mut at = 0;
        for &(start, len) in &self.spans {
            let to = &mut self.bytes[at..at + len];
            super::parallel::copy(to, &memory[start..start + len]);
            at += len;
        }
    }

    /// Each range's start and its bytes.
    pub fn ranges(&self) -> impl Iterator<Item = (usize, &[u8])> {
        self.spans.iter().scan(0, |at, &(start, len)| {
            let bytes = &self.bytes[*at..*at + len];
            *at += len;
            Some((start, bytes))
        })
    }

    /// Puts the kept bytes back into `memory`.
    pub fn restore(&self, memory: &mut [u8]) {
        for (start, bytes) in self.ranges() {
            super::parallel::copy(&mut memory[start..start + bytes.len()], bytes);
        }
    }
}

/// The first byte where `got` and `want` differ, except where both hold a NaN: a
/// differing byte is accepted when some 4-byte or 8-byte window around it (at any alignment,
/// since wasm floats may be stored anywhere) is an f32 or f64 NaN in both (wasm leaves a computed NaN's sign
/// and payload open, and the GPU, the interpreter and wasmi pick differently). With
/// `ulps > 0`, the aligned 4-byte words that differ are also accepted as floats within that
/// many units in the last place.
pub fn first_difference(got: &[u8], want: &[u8], ulps: u32) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    super::parallel::first_in_spans(got.len(), |span| {
        first_difference_where(got, want, ulps, span, None)
    })
}

/// The first byte where the kernel's memory `got` disagrees with a prefix of the loop run on
/// the CPU ([`super::offload::CpuRun::Prefix`]): inside the written ranges, where the prefix changed a byte
/// (`after` differs from `written`'s bytes before it), `got` must hold the same; outside
/// them, `got` (which the launch did not change) must equal `after` everywhere, since a byte
/// the prefix wrote there is one the kernel missed. Two NaNs agree, as in
/// [`first_difference`].
pub fn first_prefix_difference(
    got: &[u8],
    written: &Written,
    after: &[u8],
    ulps: u32,
) -> Option<usize> {
    first_prefix_difference_outside(got, written, after, ulps, 0..0)
}

/// [`first_prefix_difference`] with the bytes of `skip` left out: a region the threads kept
/// private copies of (`privatize.rs`), which the launch leaves as the loop's last iteration
/// did and a prefix as its own last one.
pub fn first_prefix_difference_outside(
    got: &[u8],
    written: &Written,
    after: &[u8],
    ulps: u32,
    skip: std::ops::Range<usize>,
) -> Option<usize> {
    if got.len() != after.len() {
        return Some(got.len().min(after.len()));
    }
    super::parallel::first_in_spans(got.len(), |span| {
        let below = span.start..span.end.min(skip.start).max(span.start);
        let above = span.start.max(skip.end).min(span.end)..span.end;
        [below, above]
            .into_iter()
            .filter(|s| !s.is_empty())
            .find_map(|s| prefix_difference_in(got, written, after, ulps, s))
    })
}

/// [`first_prefix_difference`] over the bytes of `span` alone.
fn prefix_difference_in(
    got: &[u8],
    written: &Written,
    after: &[u8],
    ulps: u32,
    span: std::ops::Range<usize>,
) -> Option<usize> {
    let mut at = span.start;
    for (start, before) in written.ranges() {
        let end = start + before.len();
        if end <= span.start {
            continue;
        }
        if start >= span.end {
            break;
        }
        let (lo, hi) = (start.max(span.start), end.min(span.end));
        let outside = first_difference_where(got, after, ulps, at..lo, None);
        let inside = || {
            let before = &before[lo - start..hi - start];
            first_difference_where(got, after, ulps, lo..hi, Some(before))
        };
        if let Some(i) = outside.or_else(inside) {
            return Some(i);
        }
        at = hi;
    }
    first_difference_where(got, after, ulps, at..span.end, None)
}

/// The first byte `i` of `span` where `got` and `want` (of one length) differ beyond what
/// [`first_difference`] accepts; with `before` (the span's bytes before the CPU's run), only
/// bytes where `want` differs from `before` are judged.
fn first_difference_where(
    got: &[u8],
    want: &[u8],
    ulps: u32,
    span: std::ops::Range<usize>,
    before: Option<&[u8]>,
) -> Option<usize> {
    let base = span.start;
    let nan_at = |m: &[u8], at: usize| {
        m.get(at..at + 4)
            .and_then(|w| <[u8; 4]>::try_from(w).ok())
            .is_some_and(|w| f32::from_le_bytes(w).is_nan())
    };
    let nan64_at = |m: &[u8], at: usize| {
        m.get(at..at + 8)
            .and_then(|w| <[u8; 8]>::try_from(w).ok())
            .is_some_and(|w| f64::from_le_bytes(w).is_nan())
    };
    let close = |at: usize| -> bool {
        let start = at & !3;
        let word = |m: &[u8]| -> Option<i64> {
            let w = i32::from_le_bytes(m.get(start..start + 4)?.try_into().ok()?);
            // Ordered integers for floats: adjacent floats differ by 1.
            Some(if w < 0 {
                i64::from(i32::MIN) - i64::from(w)
            } else {
                i64::from(w)
            })
        };
        ulps > 0
            && matches!((word(got), word(want)), (Some(x), Some(y)) if (x - y).unsigned_abs() <= u64::from(ulps))
    };
    // Equal 256-byte chunks (nearly all of a memory), and chunks the CPU's run did not
    // change, are skipped by one comparison.
    let judged = |i: usize| before.is_none_or(|b| want[i] != b[i - base]);
    let mut start = span.start;
    while start < span.end {
        let end = (start + 256).min(span.end);
        let unchanged = || before.is_some_and(|b| want[start..end] == b[start - base..end - base]);
        if got[start..end] != want[start..end] && !unchanged() {
            for i in start..end {
                if got[i] != want[i] && judged(i) {
                    let nan = (0..4).any(|o| i >= o && nan_at(got, i - o) && nan_at(want, i - o))
                        || (0..8).any(|o| i >= o && nan64_at(got, i - o) && nan64_at(want, i - o));
                    if !nan && !close(i) {
                        return Some(i);
                    }
                }
            }
        }
        start = end;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A whole-memory comparison split over threads: the first difference wherever it lies,
    /// and two NaNs of other bits agree where a double straddles a span's start.
    #[test]
    fn a_large_whole_memory_comparison_is_one_pass() {
        let len = 3 * super::super::parallel::PARALLEL_BYTES + 4_099;
        let want: Vec<u8> = (0..len).map(|i| (i % 251) as u8).collect();
        let edge = super::super::parallel::threads_for(len).max(2);
        let edge = len.div_ceil(edge).next_multiple_of(256);
        assert_eq!(first_difference(&want, &want, 0), None);
        let mut nan_want = want.clone();
        let mut nan_got = want.clone();
        nan_want[edge - 4..edge + 4].copy_from_slice(&f64::NAN.to_le_bytes());
        let other = f64::from_bits(f64::NAN.to_bits() | 0x5555);
        nan_got[edge - 4..edge + 4].copy_from_slice(&other.to_le_bytes());
        assert_eq!(first_difference(&nan_got, &nan_want, 0), None);
        for at in [0, 255, edge - 1, edge, edge + 1, len / 2, len - 1] {
            let mut got = want.clone();
            got[at] ^= 0x5a;
            let one_pass = first_difference_where(&got, &want, 0, 0..len, None);
            assert_eq!(first_difference(&got, &want, 0), Some(at), "at {at}");
            assert_eq!(one_pass, Some(at));
        }
    }

    /// A memory large enough to be judged on several threads gets the answer of one pass
    /// over it, wherever the difference lies: at a span's edge, a written range's edge, in
    /// a range the prefix did not change (not judged), or outside every range.
    #[test]
    fn a_large_memory_is_judged_as_one_pass_would() {
        let len = 3 * super::super::parallel::PARALLEL_BYTES + 4_099;
        let before: Vec<u8> = (0..len).map(|i| (i % 251) as u8).collect();
        let mid = len / 2 / 256 * 256;
        let ranges =
            [(1_000, mid + 300), (mid + 4_096, len - 10)].map(|(a, b)| (a as u64, b as u64));
        let mut written = Written::default();
        written.keep(&before, &ranges);
        // The prefix changed the first bytes of each range; the kernel wrote all of them.
        let mut after = before.clone();
        after[1_000..5_000].fill(7);
        after[mid + 4_096..mid + 9_000].fill(9);
        let mut got = before.clone();
        got[1_000..mid + 300].fill(7);
        got[mid + 4_096..len - 10].fill(9);
        let one_pass = |got: &[u8]| prefix_difference_in(got, &written, &after, 0, 0..len);
        assert_eq!(first_prefix_difference(&got, &written, &after, 0), None);
        for (at, judged) in [
            (1_000, true),
            (4_999, true),
            (5_000, false),
            (mid - 1, false),
            (mid, false),
            (mid + 300, true),
            (mid + 4_095, true),
            (mid + 4_096, true),
            (mid + 9_000, false),
            (len - 10, true),
            (len - 1, true),
        ] {
            let mut wrong = got.clone();
            wrong[at] ^= 0x5a;
            let found = first_prefix_difference(&wrong, &written, &after, 0);
            assert_eq!(found, one_pass(&wrong), "at {at}");
            assert_eq!(found, judged.then_some(at), "at {at}");
        }
    }

    /// A sampled check judges the bytes the prefix changed inside the written ranges and
    /// every byte outside them; the later iterations' writes (bytes the prefix did not
    /// change) are not judged; two NaNs agree.
    #[test]
    fn a_prefix_is_judged_where_it_wrote_and_outside_the_written_ranges() {
        let before: Vec<u8> = (0..64).collect();
        // The launch writes [16, 48); the prefix ran the iterations writing [16, 24).
        let mut written = Written::default();
        written.keep(&before, &[(16, 48), (70, 80)]);
        assert_eq!(
            written.ranges().count(),
            1,
            "a range past the memory is dropped"
        );
        let mut after = before.clone();
        after[16..24].fill(0xee);
        // The kernel wrote all of [16, 48).
        let mut got = before.clone();
        got[16..48].fill(0xee);
        got[40] = 0x11;
        assert_eq!(first_prefix_difference(&got, &written, &after, 0), None);
        // Wrong where the prefix wrote.
        let mut wrong = got.clone();
        wrong[20] = 0;
        assert_eq!(
            first_prefix_difference(&wrong, &written, &after, 0),
            Some(20)
        );
        // The prefix wrote outside the launch's ranges: the kernel missed that byte.
        let mut outside = after.clone();
        outside[50] = 0;
        assert_eq!(
            first_prefix_difference(&got, &written, &outside, 0),
            Some(50)
        );
        // A different NaN where the prefix wrote a NaN agrees.
        let mut nan_after = after.clone();
        nan_after[16..20].copy_from_slice(&f32::NAN.to_le_bytes());
        let mut nan_got = got.clone();
        nan_got[16..20].copy_from_slice(&(-f32::NAN).to_le_bytes());
        assert_eq!(
            first_prefix_difference(&nan_got, &written, &nan_after, 0),
            None
        );
        assert_eq!(
            first_prefix_difference(&got[..63], &written, &after, 0),
            Some(63)
        );
    }
}
