//! What the device's copy of the linear memory holds, for launches that keep the memory on
//! the device across a host region that does not touch it (a time-step loop whose body is
//! kernels and scalar code: the runtime marks it, `tensor-wasm-runtime`'s rewriter finds it).
//!
//! Two sets of byte ranges: `valid`, where the device copy equals the host's or is newer, and
//! `dirty`, where the device copy is newer. A launch uploads only what its footprint needs
//! and is not valid, and leaves what it wrote dirty; the host gets the dirty bytes back when
//! the region ends or before any host code that may read or write the memory runs.
//!
//! Outside a resident region the device copy also remembers, through a
//! [`super::device_shadow::Shadow`], which bytes it still holds as the host last gave them, so
//! a launch uploads only what the host changed since.
//!
//! A launch's [`Footprint`] (the bytes it may read and write) lives here too: it is what the
//! device copy is asked for.
//!
//! This module keeps sets of ranges (and the shadow's bytes); it must not move memory to or
//! from a device or launch.

use super::device_shadow::Shadow;
use tensor_wasm_shim::offload::ByteRange;

/// The bytes one launch may read and write, from the plan's access groups evaluated on the
/// call's values (the same ranges the bounds preconditions test).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Footprint {
    pub reads: Vec<ByteRange>,
    pub writes: Vec<ByteRange>,
}

impl Footprint {
    /// The whole memory of `len` bytes, read and written (for callers without ranges).
    pub fn whole(len: usize) -> Footprint {
        let all = ByteRange {
            start: 0,
            end: len as i128,
        };
        Footprint {
            reads: vec![all],
            writes: vec![all],
        }
    }

    /// A footprint that writes `ranges` (`(start, end)` byte offsets, as
    /// [`Footprint::downloads`] gives them) and reads nothing: what to tell an executor
    /// whose copy of those bytes is not the memory's any more.
    pub fn writing(ranges: &[(u64, u64)]) -> Footprint {
        Footprint {
            reads: Vec::new(),
            writes: ranges
                .iter()
                .map(|&(a, b)| ByteRange {
                    start: i128::from(a),
                    end: i128::from(b),
                })
                .collect(),
        }
    }

    /// `ranges` sorted, empty ones dropped, overlapping or touching ones merged, as
    /// `(start, end)` byte offsets.
    fn merged<'a>(ranges: impl Iterator<Item = &'a ByteRange>) -> Vec<(u64, u64)> {
        // Bytes below 0 do not exist (the bounds preconditions keep every range of a launch in
        // the memory; a range is clamped rather than dropped all the same).
        let v: Vec<(u64, u64)> = ranges
            .filter(|r| !r.is_empty() && r.end > 0)
            .filter_map(|r| {
                Some((
                    u64::try_from(r.start.max(0)).ok()?,
                    u64::try_from(r.end).ok()?,
                ))
            })
            .collect();
        merge_ranges(v)
    }

    /// What must be on the device before the launch: everything read, and everything
    /// written (a written range the kernel does not fill must keep its bytes).
    pub fn uploads(&self) -> Vec<(u64, u64)> {
        Footprint::merged(self.reads.iter().chain(&self.writes))
    }

    /// What comes back after the launch: everything written.
    pub fn downloads(&self) -> Vec<(u64, u64)> {
        Footprint::merged(self.writes.iter())
    }

    /// Bytes moved by one launch, both ways.
    pub fn transfer_bytes(&self) -> u64 {
        byte_count(&self.uploads()) + byte_count(&self.downloads())
    }
}

/// How many bytes `ranges` (`[lo, hi)` each) hold together, counting overlaps twice.
pub fn byte_count(ranges: &[(u64, u64)]) -> u64 {
    ranges.iter().map(|(lo, hi)| hi - lo).sum()
}

/// `ranges` sorted, with overlapping or touching ones merged.
pub fn merge_ranges(mut ranges: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    ranges.sort_unstable();
    let mut out: Vec<(u64, u64)> = Vec::with_capacity(ranges.len());
    for (lo, hi) in ranges {
        match out.last_mut() {
            Some(last) if lo <= last.1 => last.1 = last.1.max(hi),
            _ => out.push((lo, hi)),
        }
    }
    out
}

/// Disjoint, sorted, non-adjacent half-open byte ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RangeSet(Vec<(u64, u64)>);

impl RangeSet {
    pub fn ranges(&self) -> &[(u64, u64)] {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Adds `lo..hi`, merging what it touches.
    pub fn insert(&mut self, lo: u64, hi: u64) {
        if lo >= hi {
            return;
        }
        let (mut lo, mut hi) = (lo, hi);
        let mut out = Vec::with_capacity(self.0.len() + 1);
        let mut placed = false;
        for &(a, b) in &self.0 {
            if b < lo {
                out.push((a, b));
            } else if hi < a {
                if !placed {
                    out.push((lo, hi));
                    placed = true;
                }
                out.push((a, b));
            } else {
                lo = lo.min(a);
                hi = hi.max(b);
            }
        }
        if !placed {
            out.push((lo, hi));
        }
        self.0 = out;
    }

    /// Removes `lo..hi`.
    pub fn remove(&mut self, lo: u64, hi: u64) {
        if lo >= hi {
            return;
        }
        let mut out = Vec::with_capacity(self.0.len() + 1);
        for &(a, b) in &self.0 {
            if b <= lo || hi <= a {
                out.push((a, b));
                continue;
            }
            if a < lo {
                out.push((a, lo));
            }
            if hi < b {
                out.push((hi, b));
            }
        }
        self.0 = out;
    }

    /// The parts of `lo..hi` not in the set.
    pub fn missing(&self, lo: u64, hi: u64) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        let mut at = lo;
        for &(a, b) in &self.0 {
            if b <= at {
                continue;
            }
            if a >= hi {
                break;
            }
            if a > at {
                out.push((at, a.min(hi)));
            }
            at = at.max(b);
            if at >= hi {
                break;
            }
        }
        if at < hi {
            out.push((at, hi));
        }
        out
    }

    /// The parts of `lo..hi` in the set.
    pub fn present(&self, lo: u64, hi: u64) -> Vec<(u64, u64)> {
        self.0
            .iter()
            .filter_map(|&(a, b)| {
                let (x, y) = (a.max(lo), b.min(hi));
                (x < y).then_some((x, y))
            })
            .collect()
    }
}

/// What a bulk-memory call inside a resident region writes: a copy of another range of the
/// memory (`memcpy`, `memmove`) or one byte repeated (`memset`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BulkSource {
    Copy { src: u64 },
    Fill { byte: u8 },
}

/// The smallest bulk call run in the device's copy: below it a driver call (a few
/// microseconds) costs more than the host's copy of the bytes.
pub const DEVICE_BULK_MIN_BYTES: u64 = 64 * 1024;

/// The device copy's state while the memory stays on the device.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Residency {
    /// The device copy equals the host's or is newer.
    pub valid: RangeSet,
    /// The device copy is newer: the host must get these bytes back.
    pub dirty: RangeSet,
}

/// What an executor's device copy holds, and so which bytes each launch moves: outside a
/// resident region a launch uploads its whole footprint and downloads what it may write;
/// inside one, it uploads only what the device does not hold yet and downloads nothing.
#[derive(Clone, Debug, Default)]
pub struct DeviceCopy {
    resident: Option<Residency>,
    /// Outside a resident region: what the device still holds as the host gave it.
    shadow: Shadow,
    /// Uploads run at the link's speed (the host's memory is page-locked): comparing a byte
    /// with the shadow costs more than sending it, so no shadow is kept and a launch
    /// outside a resident region uploads its whole footprint.
    fast_uploads: bool,
    /// The footprint of the loop the host runs next instead of a launch
    /// ([`DeviceCopy::declined`]); consumed by [`DeviceCopy::for_host`], dropped by a launch.
    next_on_host: Option<Footprint>,
}

impl DeviceCopy {
    pub fn is_resident(&self) -> bool {
        self.resident.is_some()
    }

    pub fn begin_resident(&mut self) {
        if self.resident.is_none() {
            self.resident = Some(Residency::default());
        }
        // The region keeps its own account; what the device holds afterwards is not known.
        self.shadow.clear();
    }

    pub fn end_resident(&mut self) {
        self.resident = None;
    }

    /// Inside a resident region, whether the device holds any valid or newer bytes; false
    /// outside one.
    pub fn holds_bytes(&self) -> bool {
        self.resident
            .as_ref()
            .is_some_and(|r| !r.valid.is_empty() || !r.dirty.is_empty())
    }

    /// Whether uploads run at the link's speed (see the field); switching drops the shadow.
    pub fn set_fast_uploads(&mut self, fast: bool) {
        if fast != self.fast_uploads {
            self.fast_uploads = fast;
            self.shadow.clear();
        }
    }

    /// The device copy was reallocated: it holds nothing.
    pub fn reallocated(&mut self) {
        if let Some(r) = &mut self.resident {
            r.valid.clear();
            r.dirty.clear();
        }
        self.shadow.clear();
    }

    /// The ranges to upload from `memory` before a launch that needs `needed` (merged,
    /// sorted); they are valid on the device afterwards. Inside a resident region, what the
    /// device does not hold yet; outside, the chunks that differ from what it still holds.
    /// The caller reports the upload with [`DeviceCopy::in_sync`].
    pub fn uploads(&mut self, memory: &[u8], needed: &[(u64, u64)]) -> Vec<(u64, u64)> {
        // A launch: no loop runs on the host in its place.
        self.next_on_host = None;
        let Some(r) = &mut self.resident else {
            if self.fast_uploads {
                return needed.to_vec();
            }
            return self.shadow.changed(memory, needed);
        };
        let mut out = Vec::new();
        for &(lo, hi) in needed {
            let parts = r.valid.missing(lo, hi);
            for &(a, b) in &parts {
                r.valid.insert(a, b);
            }
            out.extend(parts);
        }
        out
    }

    /// The device and `memory` now hold the same bytes in `ranges` (just uploaded or
    /// downloaded outside a resident region).
    pub fn in_sync(&mut self, memory: &[u8], ranges: &[(u64, u64)]) {
        if self.resident.is_none() && !self.fast_uploads {
            self.shadow.synced(memory, ranges);
        }
    }

    /// The ranges the device is known to hold outside a resident region (the simulator keeps
    /// them and poisons the rest).
    pub fn held(&self) -> &[(u64, u64)] {
        self.shadow.held()
    }

    /// After a launch that wrote within `written`: what to download now (nothing inside a
    /// resident region, where it stays dirty on the device).
    pub fn launched(&mut self, written: &[(u64, u64)]) -> Vec<(u64, u64)> {
        match &mut self.resident {
            Some(r) => {
                for &(lo, hi) in written {
                    r.dirty.insert(lo, hi);
                    r.valid.insert(lo, hi);
                }
                Vec::new()
            }
            None => written.to_vec(),
        }
    }

    /// After a launch that failed or trapped: what it may have written is unknown.
    pub fn failed(&mut self, written: &[(u64, u64)]) {
        self.shadow.forget(written);
        if let Some(r) = &mut self.resident {
            for &(lo, hi) in written {
                r.valid.remove(lo, hi);
                r.dirty.remove(lo, hi);
            }
        }
    }

    /// The loop about to run on the host instead of a launch touches only `footprint`: the
    /// next [`DeviceCopy::for_host`] gives back and invalidates only those bytes.
    pub fn declined(&mut self, footprint: &Footprint) {
        self.next_on_host = Some(footprint.clone());
    }

    /// The footprint given to the last [`DeviceCopy::declined`], until it is consumed.
    pub fn declined_footprint(&self) -> Option<&Footprint> {
        self.next_on_host.as_ref()
    }

    /// Before host code runs: the ranges the host must get back, for the declined loop's
    /// footprint only when one was given, otherwise for anything.
    pub fn for_host(&mut self) -> Vec<(u64, u64)> {
        match self.next_on_host.take() {
            Some(f) => self.take_dirty_for(&f.uploads(), &f.downloads()),
            None => self.take_dirty(),
        }
    }

    /// The host replaced what a launch with `footprint` wrote: the device's copy of it is
    /// not to be used.
    pub fn discard(&mut self, footprint: &Footprint) {
        self.failed(&footprint.downloads());
    }

    /// Inside a resident region, whether a bulk call of `len` bytes at `dst` may run in the
    /// device's copy instead of the host's memory: it is at least
    /// [`DEVICE_BULK_MIN_BYTES`], and a copy's source is apart from its destination (C's
    /// `memcpy` says nothing of overlap; `memmove` would need an order). Then the parts of a
    /// copy's source the device does not hold yet, to upload first (valid afterwards, as
    /// for a launch); after the device did the call, [`DeviceCopy::launched`] with the
    /// destination makes it the device's (valid and newer).
    pub fn bulk_on_device(
        &mut self,
        memory: &[u8],
        dst: u64,
        source: BulkSource,
        len: u64,
    ) -> Option<Vec<(u64, u64)>> {
        let fits = |at: u64| {
            at.checked_add(len)
                .is_some_and(|end| end <= memory.len() as u64)
        };
        if !self.is_resident() || len < DEVICE_BULK_MIN_BYTES || !fits(dst) {
            return None;
        }
        match source {
            BulkSource::Fill { .. } => Some(Vec::new()),
            BulkSource::Copy { src } => {
                let apart = dst + len <= src || src + len <= dst;
                (fits(src) && apart).then(|| self.uploads(memory, &[(src, src + len)]))
            }
        }
    }

    /// The bytes a launch with `footprint` moves, for the cost model: none inside a resident
    /// region (its transfers are paid once for the region).
    pub fn transfer_bytes(&self, footprint: &Footprint) -> u64 {
        if self.is_resident() {
            0
        } else {
            footprint.transfer_bytes()
        }
    }

    /// What declining a launch with `footprint` would move inside a resident region: the
    /// dirty bytes it touches come back to the host, and the valid bytes it writes are
    /// uploaded again by the next launch that reads them. 0 outside a region.
    pub fn decline_bytes(&self, footprint: &Footprint) -> u64 {
        let Some(r) = &self.resident else {
            return 0;
        };
        let sum = |set: &RangeSet, ranges: Vec<(u64, u64)>| -> u64 {
            ranges
                .iter()
                .flat_map(|(lo, hi)| set.present(*lo, *hi))
                .map(|(a, b)| b - a)
                .sum()
        };
        sum(&r.dirty, footprint.uploads()) + sum(&r.valid, footprint.downloads())
    }

    /// Before host code runs: the ranges the host must get back. Nothing on the device is
    /// valid afterwards (the host code may write anywhere).
    fn take_dirty(&mut self) -> Vec<(u64, u64)> {
        let dirty = self.flush();
        if let Some(r) = &mut self.resident {
            r.valid.clear();
        }
        dirty
    }

    /// Before a loop whose accesses lie in `touched` (and whose writes in `written`) runs on
    /// the host: the ranges the host must get back for it. The rest of the device copy stays
    /// valid and dirty; what the loop writes is valid on the device no more.
    fn take_dirty_for(
        &mut self,
        touched: &[(u64, u64)],
        written: &[(u64, u64)],
    ) -> Vec<(u64, u64)> {
        let Some(r) = &mut self.resident else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for &(lo, hi) in touched {
            for (a, b) in r.dirty.present(lo, hi) {
                out.push((a, b));
            }
        }
        for &(a, b) in &out {
            r.dirty.remove(a, b);
        }
        for &(lo, hi) in written {
            r.valid.remove(lo, hi);
        }
        out
    }

    /// Inside a resident region, the device's newer bytes of `ranges` (they stay newer): what a
    /// launch that may trap copies aside on the device before it overwrites them, so that
    /// the host can have them should it trap (`Runtime::save_ranges`).
    pub fn dirty_in(&self, ranges: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let Some(r) = &self.resident else {
            return Vec::new();
        };
        ranges
            .iter()
            .flat_map(|&(lo, hi)| r.dirty.present(lo, hi))
            .collect()
    }

    /// Before a launch that may trap, inside a resident region: the device's newer bytes of
    /// what the launch may write (`written`), which the host must hold should it trap (a
    /// trapped launch's written bytes are forgotten, [`DeviceCopy::failed`], and the loop
    /// reruns on the host). The rest stays dirty on the device: the host gets it back before
    /// it runs anything, as after any decline.
    pub fn flush_in(&mut self, written: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let Some(r) = &mut self.resident else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for &(lo, hi) in written {
            out.extend(r.dirty.present(lo, hi));
        }
        for &(a, b) in &out {
            r.dirty.remove(a, b);
        }
        out
    }

    /// The ranges the host must get back to be current, when no host code runs before the
    /// next launch (a check compares, a kernel that may trap is about to launch): what was
    /// valid on the device stays valid.
    pub fn flush(&mut self) -> Vec<(u64, u64)> {
        match &mut self.resident {
            Some(r) => std::mem::take(&mut r.dirty).ranges().to_vec(),
            None => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bulk call runs on the device only inside a resident region, from 64 KiB, in bounds,
    /// and for a copy with its source apart from its destination; the source's bytes the
    /// device does not hold go up first, and the destination is then the device's.
    #[test]
    fn bulk_calls_run_on_the_device_only_where_they_may() {
        let memory = vec![0u8; 1 << 20];
        let n = DEVICE_BULK_MIN_BYTES;
        let copy = |src| BulkSource::Copy { src };
        let mut c = DeviceCopy::default();
        assert_eq!(
            c.bulk_on_device(&memory, 0, copy(n), n),
            None,
            "not resident"
        );
        c.begin_resident();
        assert_eq!(
            c.bulk_on_device(&memory, 0, copy(n), n - 1),
            None,
            "too small"
        );
        assert_eq!(
            c.bulk_on_device(&memory, 0, copy(n / 2), n),
            None,
            "overlap"
        );
        assert_eq!(
            c.bulk_on_device(&memory, 1 << 20, copy(0), n),
            None,
            "out of bounds"
        );
        c.launched(&[(n, n + n / 2)]);
        // Half the source is on the device already: only the other half goes up.
        assert_eq!(
            c.bulk_on_device(&memory, 0, copy(n), n),
            Some(vec![(n + n / 2, 2 * n)])
        );
        c.launched(&[(0, n)]);
        assert_eq!(c.take_dirty(), vec![(0, n + n / 2)]);
        let fill = BulkSource::Fill { byte: 7 };
        assert_eq!(c.bulk_on_device(&memory, 0, fill, n), Some(Vec::new()));
    }

    /// Outside a resident region the shadow keeps unchanged bytes from going up again,
    /// until uploads run at the link's speed (page-locked memory): then the whole footprint
    /// goes up every time, and inside a resident region nothing changes.
    #[test]
    fn fast_uploads_send_the_whole_footprint_without_comparing() {
        let memory = vec![3u8; 4 << 20];
        let needed = [(0, 3 << 20)];
        let mut c = DeviceCopy::default();
        // The second move of a range copies it into the shadow; the third finds it equal.
        for _ in 0..2 {
            let up = c.uploads(&memory, &needed);
            assert_eq!(up, needed.to_vec());
            c.in_sync(&memory, &up);
        }
        assert_eq!(c.uploads(&memory, &needed), Vec::<(u64, u64)>::new());
        c.set_fast_uploads(true);
        for _ in 0..3 {
            let up = c.uploads(&memory, &needed);
            assert_eq!(up, needed.to_vec());
            c.in_sync(&memory, &up);
        }
        c.begin_resident();
        assert_eq!(c.uploads(&memory, &needed), needed.to_vec());
        assert_eq!(c.uploads(&memory, &needed), Vec::<(u64, u64)>::new());
        c.end_resident();
        // Back to pageable copies: the shadow starts again from nothing.
        c.set_fast_uploads(false);
        assert_eq!(c.uploads(&memory, &needed), needed.to_vec());
    }

    /// Before a launch that may trap, only the dirty bytes it may overwrite come back; the
    /// rest stays dirty, and comes back with the next flush.
    #[test]
    fn a_launch_that_may_trap_takes_back_only_what_it_writes() {
        let mut copy = DeviceCopy::default();
        copy.begin_resident();
        copy.launched(&[(0, 100)]);
        assert_eq!(
            copy.flush_in(&[(40, 60), (90, 120)]),
            vec![(40, 60), (90, 100)]
        );
        assert_eq!(copy.flush_in(&[(40, 60)]), Vec::<(u64, u64)>::new());
        assert_eq!(copy.flush(), vec![(0, 40), (60, 90)]);
        // Copied aside on the device instead: the same bytes, which stay dirty.
        copy.launched(&[(0, 100)]);
        assert_eq!(
            copy.dirty_in(&[(40, 60), (90, 120)]),
            vec![(40, 60), (90, 100)]
        );
        assert_eq!(copy.flush(), vec![(0, 100)]);
        copy.end_resident();
        assert_eq!(copy.dirty_in(&[(0, 100)]), Vec::<(u64, u64)>::new());
    }

    /// The set against a byte map over 0..64, for random operations.
    #[test]
    fn range_set_agrees_with_a_byte_map() {
        let mut seed = 0x1234_5678_u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..200 {
            let mut set = RangeSet::default();
            let mut bytes = [false; 64];
            for _ in 0..12 {
                let (a, b) = (next(64), next(64));
                let (lo, hi) = (a.min(b), a.max(b));
                if next(2) == 0 {
                    set.insert(lo, hi);
                    bytes[lo as usize..hi as usize].fill(true);
                } else {
                    set.remove(lo, hi);
                    bytes[lo as usize..hi as usize].fill(false);
                }
                let (x, y) = (next(64), next(64));
                let (lo, hi) = (x.min(y), x.max(y));
                let covered = |v: Vec<(u64, u64)>| {
                    let mut m = [false; 64];
                    for (a, b) in v {
                        m[a as usize..b as usize].fill(true);
                    }
                    m
                };
                let present = covered(set.present(lo, hi));
                let missing = covered(set.missing(lo, hi));
                for i in 0..64 {
                    let inside = (lo as usize..hi as usize).contains(&i);
                    assert_eq!(present[i], inside && bytes[i]);
                    assert_eq!(missing[i], inside && !bytes[i]);
                }
                // Sorted, disjoint, non-adjacent.
                assert!(set.ranges().windows(2).all(|w| w[0].1 < w[1].0));
                assert!(set.ranges().iter().all(|(a, b)| a < b));
            }
        }
    }
}
