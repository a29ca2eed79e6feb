//! The host's record of what the device copy of the memory holds between launches outside a
//! resident region, so that a launch uploads only the bytes the host changed since.
//!
//! Outside a resident region host code may write anywhere, so without this every launch
//! uploads its whole footprint again: a reduction over a 256 MiB array called from a step
//! loop whose glue code stores a few results (which keeps the loop from being resident)
//! moved 10 GB in 38 launches. The shadow keeps a copy of the bytes the device holds
//! (`held`) and compares the host's memory with it before a launch, in 1 MiB chunks: equal
//! chunks stay on the device. The comparison is exact (no hashing): a chunk is skipped only
//! when every byte is the device's.
//!
//! A byte range is copied into the shadow only the second time it moves (`seen`), so a
//! program that uploads each range once pays nothing but the bookkeeping. This module keeps
//! bytes and ranges; it must not move memory to or from a device or launch.

use super::device_memory::{byte_count, merge_ranges, RangeSet};
use super::parallel::threads_for;

/// Chunks compared (and uploaded) whole.
pub const CHUNK: u64 = 1 << 20;

/// What the device copy holds, as far as the host knows.
#[derive(Clone, Debug, Default)]
pub struct Shadow {
    /// The device's bytes where `held` says so (indexed like the memory).
    bytes: Vec<u8>,
    /// Ranges where `bytes` equals the device copy.
    held: RangeSet,
    /// Ranges that moved at least once (the next move copies them into the shadow).
    seen: RangeSet,
}

impl Shadow {
    /// Of `ranges` about to be uploaded from `memory`, the parts the device does not already
    /// hold byte for byte: whole [`CHUNK`]s (clipped to the range) where the shadow differs,
    /// and everything the shadow does not hold.
    pub fn changed(&self, memory: &[u8], ranges: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let len = memory.len().min(self.bytes.len()) as u64;
        let mut out = Vec::new();
        let mut compare = Vec::new();
        for &(lo, hi) in ranges {
            let held = self.held.present(lo, hi.min(len));
            let mut at = lo;
            for (a, b) in held {
                if at < a {
                    out.push((at, a));
                }
                let mut c = a;
                while c < b {
                    let end = ((c / CHUNK + 1) * CHUNK).min(b);
                    compare.push((c, end));
                    c = end;
                }
                at = b;
            }
            if at < hi {
                out.push((at, hi));
            }
        }
        let differs = |(a, b): (u64, u64)| {
            let (a, b) = (a as usize, b as usize);
            memory[a..b] != self.bytes[a..b]
        };
        let total = byte_count(&compare);
        let threads = threads_for(usize::try_from(total).unwrap_or(usize::MAX));
        if threads <= 1 {
            out.extend(compare.into_iter().filter(|c| differs(*c)));
        } else {
            let per = compare.len().div_ceil(threads);
            let found: Vec<Vec<(u64, u64)>> = std::thread::scope(|s| {
                let handles: Vec<_> = compare
                    .chunks(per)
                    .map(|part| {
                        s.spawn(move || {
                            part.iter()
                                .copied()
                                .filter(|c| differs(*c))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().unwrap_or_default())
                    .collect()
            });
            out.extend(found.into_iter().flatten());
        }
        merge_ranges(out)
    }

    /// The device now holds `memory`'s bytes in `ranges` (just uploaded or downloaded).
    pub fn synced(&mut self, memory: &[u8], ranges: &[(u64, u64)]) {
        if self.bytes.len() != memory.len() {
            self.resize(memory.len());
        }
        for &(lo, hi) in ranges {
            let hi = hi.min(memory.len() as u64);
            if lo >= hi {
                continue;
            }
            for (a, b) in self.seen.present(lo, hi) {
                let (x, y) = (a as usize, b as usize);
                super::parallel::copy(&mut self.bytes[x..y], &memory[x..y]);
                self.held.insert(a, b);
            }
            self.seen.insert(lo, hi);
        }
    }

    /// The device's bytes in `ranges` are unknown (a launch that failed or trapped, or was
    /// launched again for timing; bytes the host replaced).
    pub fn forget(&mut self, ranges: &[(u64, u64)]) {
        for &(lo, hi) in ranges {
            self.held.remove(lo, hi);
        }
    }

    /// Nothing on the device is known (it was reallocated, or a resident region keeps its
    /// own account).
    pub fn clear(&mut self) {
        self.held.clear();
    }

    /// The ranges held, for the simulator (which keeps them and poisons the rest).
    pub fn held(&self) -> &[(u64, u64)] {
        self.held.ranges()
    }

    /// The memory is now `len` bytes: what lies past the old end is not held.
    fn resize(&mut self, len: usize) {
        self.bytes.resize(len, 0);
        self.held.remove(len as u64, u64::MAX);
        self.seen.remove(len as u64, u64::MAX);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A range is uploaded whole twice, then only the chunks the host changed; a forgotten
    /// range is uploaded again; a grown memory's new bytes are not held.
    #[test]
    fn only_changed_chunks_go_up_again() {
        let n = 5 * CHUNK as usize + 123;
        let mut memory: Vec<u8> = (0..n).map(|i| (i * 7 % 251) as u8).collect();
        let all = [(100u64, n as u64)];
        let mut s = Shadow::default();
        assert_eq!(s.changed(&memory, &all), all.to_vec());
        s.synced(&memory, &all);
        assert_eq!(
            s.changed(&memory, &all),
            all.to_vec(),
            "seen once: not copied yet"
        );
        s.synced(&memory, &all);
        assert!(s.changed(&memory, &all).is_empty());
        memory[3 * CHUNK as usize + 5] ^= 1;
        memory[n - 1] ^= 1;
        let c = CHUNK;
        assert_eq!(
            s.changed(&memory, &all),
            vec![(3 * c, 4 * c), (5 * c, n as u64)]
        );
        s.synced(&memory, &[(3 * c, 4 * c), (5 * c, n as u64)]);
        assert!(s.changed(&memory, &all).is_empty());
        s.forget(&[(c, c + 10)]);
        assert_eq!(s.changed(&memory, &all), vec![(c, c + 10)]);
        memory.resize(n + 4096, 9);
        s.synced(&memory, &[(c, c + 10)]);
        let grown = [(n as u64 - 10, n as u64 + 4096)];
        assert_eq!(
            s.changed(&memory, &grown),
            vec![(n as u64, n as u64 + 4096)]
        );
    }
}
