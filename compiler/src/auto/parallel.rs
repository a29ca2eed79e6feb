//! Whole-memory copies and searches split over threads: the first-call check copies a
//! program's memory (up to 4 GiB) and compares it with the kernel's, and one thread moves
//! about 10 GB/s where the machine's memory moves several times that.
//!
//! This module only splits the work; it must not decide what is copied or compared. Small
//! inputs (under [`PARALLEL_BYTES`]) stay on the calling thread.

use std::ops::Range;

/// The most threads a copy or a search uses.
pub const MAX_THREADS: usize = 8;

/// Inputs smaller than this stay on one thread (8 MiB).
pub const PARALLEL_BYTES: usize = 8 << 20;

/// Spans start at multiples of this, so that word-wise judgements of a span (a float's
/// four bytes, a double's eight) see the same words as one pass over the whole input.
const ALIGN: usize = 256;

/// How many threads work on `len` bytes: 1 under [`PARALLEL_BYTES`], else the machine's
/// cores up to [`MAX_THREADS`].
pub fn threads_for(len: usize) -> usize {
    if len < PARALLEL_BYTES {
        return 1;
    }
    std::thread::available_parallelism().map_or(1, |n| n.get().min(MAX_THREADS))
}

/// `to.copy_from_slice(from)`, split over threads for large slices.
pub fn copy(to: &mut [u8], from: &[u8]) {
    assert_eq!(to.len(), from.len(), "parallel::copy of unequal lengths");
    let threads = threads_for(from.len());
    if threads <= 1 {
        to.copy_from_slice(from);
        return;
    }
    let chunk = from.len().div_ceil(threads);
    std::thread::scope(|s| {
        for (to, from) in to.chunks_mut(chunk).zip(from.chunks(chunk)) {
            s.spawn(move || to.copy_from_slice(from));
        }
    });
}

/// The smallest answer of `find` over `0..len` split into consecutive spans (starting at
/// multiples of 256 bytes), each searched on a thread of its own: `find(0..len)` where
/// `find` answers the first position of its span that it judges (positions judged one by
/// one, so a split cannot change the answer).
pub fn first_in_spans(
    len: usize,
    find: impl Fn(Range<usize>) -> Option<usize> + Sync,
) -> Option<usize> {
    let threads = threads_for(len);
    if threads <= 1 {
        return find(0..len);
    }
    let chunk = len.div_ceil(threads).next_multiple_of(ALIGN);
    let find = &find;
    std::thread::scope(|s| {
        let searches: Vec<_> = (0..len)
            .step_by(chunk)
            .map(|lo| s.spawn(move || find(lo..(lo + chunk).min(len))))
            .collect();
        searches
            .into_iter()
            .filter_map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .min()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_copy_equals_the_one_thread_copy() {
        let from: Vec<u8> = (0..PARALLEL_BYTES + 12_345)
            .map(|i| (i * 7 + i / 999) as u8)
            .collect();
        let mut to = vec![0u8; from.len()];
        copy(&mut to, &from);
        assert!(to == from);
    }

    #[test]
    fn the_first_position_is_found_whichever_span_holds_it() {
        let len = 3 * PARALLEL_BYTES + 77;
        for want in [0, 1, 255, 256, len / 8, len / 8 + 1, len / 2, len - 1] {
            // Two positions are judged: `want` and one after it in a later span.
            let later = (want + len / 3).min(len - 1);
            let found = first_in_spans(len, |span| span.clone().find(|&i| i == want || i == later));
            assert_eq!(found, Some(want), "first of {want} and {later}");
        }
        assert_eq!(first_in_spans(len, |_| None), None);
        assert_eq!(
            first_in_spans(10, |span| span.clone().find(|&i| i == 9)),
            Some(9)
        );
    }
}
