//! What the device's copy of the linear memory holds, for launches that keep the memory on
//! the device across a host region that does not touch it (a time-step loop whose body is
//! kernels and scalar code: the runtime marks it, `tensor-wasm-runtime`'s rewriter finds it).
//!
//! Two sets of byte ranges: `valid`, where the device copy equals the host's or is newer, and
//! `dirty`, where the device copy is newer. A launch uploads only what its footprint needs
//! and is not valid, and leaves what it wrote dirty; the host gets the dirty bytes back when
//! the region ends or before any host code that may read or write the memory runs.
//!
//! This module keeps sets of ranges; it must not move memory or launch.

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
}

impl DeviceCopy {
    pub fn is_resident(&self) -> bool {
        self.resident.is_some()
    }

    pub fn begin_resident(&mut self) {
        if self.resident.is_none() {
            self.resident = Some(Residency::default());
        }
    }

    pub fn end_resident(&mut self) {
        self.resident = None;
    }

    /// The device copy was reallocated: it holds nothing.
    pub fn reallocated(&mut self) {
        if let Some(r) = &mut self.resident {
            r.valid.clear();
            r.dirty.clear();
        }
    }

    /// The ranges to upload before a launch that needs `needed` (merged, sorted); they are
    /// valid on the device afterwards.
    pub fn uploads(&mut self, needed: &[(u64, u64)]) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for &(lo, hi) in needed {
            match &mut self.resident {
                Some(r) => {
                    let parts = r.valid.missing(lo, hi);
                    for &(a, b) in &parts {
                        r.valid.insert(a, b);
                    }
                    out.extend(parts);
                }
                None => out.push((lo, hi)),
            }
        }
        out
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
        if let Some(r) = &mut self.resident {
            for &(lo, hi) in written {
                r.valid.remove(lo, hi);
                r.dirty.remove(lo, hi);
            }
        }
    }

    /// Before host code runs: the ranges the host must get back. Nothing on the device is
    /// valid afterwards (the host code may write anywhere).
    pub fn take_dirty(&mut self) -> Vec<(u64, u64)> {
        let dirty = self.flush();
        if let Some(r) = &mut self.resident {
            r.valid.clear();
        }
        dirty
    }

    /// Before a loop whose accesses lie in `touched` (and whose writes in `written`) runs on
    /// the host: the ranges the host must get back for it. The rest of the device copy stays
    /// valid and dirty; what the loop writes is valid on the device no more.
    pub fn take_dirty_for(
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
