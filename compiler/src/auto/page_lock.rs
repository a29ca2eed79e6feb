//! When the GPU executor page-locks the instance's linear memory, and when it must unlock it.
//!
//! Copies between the device and pageable host memory run at 7-14 GB/s on the H200 machine;
//! from page-locked memory at about 55 GB/s, both ways. Locking costs about 0.06 ms per MB
//! (a third to half of one pageable upload of the same bytes) and unlocking about 0.02 ms
//! per MB (docs/PERFORMANCE.md, "Page-locked memory and the detached exit": `pin.txt`).
//! So the memory is locked once the transfers between it and the device have moved half
//! its length: from then on every byte moved saves more than locking it cost.
//!
//! Only the memory the host names ([`PageLock::host_memory`], the instance's linear memory,
//! which stays mapped while the store lives) is ever locked, never a buffer such as a
//! first-call check's copy, which is freed while the driver would still take its
//! address for locked memory. A copy must lie within a locked range or outside it (the
//! driver refuses one across its edge), so the lock is dropped before any transfer over a
//! memory that overlaps it but is not it: the memory grew (its base stays, its length
//! changed) or moved. It is taken again once half the new length has moved.
//!
//! Locking faults in every page of the memory, including those the program never touched,
//! so a memory larger than a quarter of the machine's RAM is never locked
//! ([`PageLock::with_ram`]).
//!
//! This module decides; it must not call the driver or move memory (the executor does).

/// The smallest memory worth locking: below it the transfers take microseconds anyway.
pub const MIN_LOCK_BYTES: usize = 4 << 20;

/// What the executor must do before a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockStep {
    /// Nothing: the transfer goes ahead.
    Keep,
    /// Unlock the locked range first (it is not the memory of this transfer any more).
    Unlock,
    /// Lock `len` bytes at `base` first (the instance's memory).
    Lock { base: usize, len: usize },
}

/// The executor's account of what is locked and of the bytes moved since the memory last
/// changed shape.
#[derive(Clone, Debug, Default)]
pub struct PageLock {
    /// The instance's memory as the host last named it: base address and length.
    host: Option<(usize, usize)>,
    /// The locked range (base, length), if any.
    locked: Option<(usize, usize)>,
    /// Bytes moved between the device and the instance's memory while it was not locked,
    /// since it last changed shape.
    moved: u64,
    /// Locking failed once: it is not tried again.
    refused: bool,
    /// The largest memory to lock (a quarter of the machine's RAM; 0: no limit known, then
    /// nothing is locked).
    max_len: usize,
}

/// The machine's RAM in bytes (`MemTotal` of /proc/meminfo), if it can be read.
pub fn ram_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

impl PageLock {
    /// A policy for a machine of `ram` bytes (see the module's doc; `None`: never lock).
    pub fn with_ram(ram: Option<u64>) -> PageLock {
        PageLock {
            max_len: ram.map_or(0, |r| usize::try_from(r / 4).unwrap_or(usize::MAX)),
            ..PageLock::default()
        }
    }

    /// The host's memory is now `len` bytes at `base`. Returns [`LockStep::Unlock`] where the
    /// locked range is no longer that memory.
    pub fn host_memory(&mut self, base: usize, len: usize) -> LockStep {
        if self.host == Some((base, len)) {
            return LockStep::Keep;
        }
        self.host = Some((base, len));
        self.moved = 0;
        self.take_unlock(self.locked.is_some_and(|l| l != (base, len)))
    }

    /// Before moving `bytes` between the device and `memory` (`len` bytes at `base`).
    pub fn before_transfer(&mut self, base: usize, len: usize, bytes: u64) -> LockStep {
        if let Some((lb, ll)) = self.locked {
            let overlaps = base < lb + ll && lb < base + len;
            return self.take_unlock(overlaps && (base, len) != (lb, ll));
        }
        if self.refused
            || self.host != Some((base, len))
            || len < MIN_LOCK_BYTES
            || len > self.max_len
        {
            return LockStep::Keep;
        }
        self.moved = self.moved.saturating_add(bytes);
        if self.moved.saturating_mul(2) >= len as u64 {
            return LockStep::Lock { base, len };
        }
        LockStep::Keep
    }

    /// The executor locked what [`LockStep::Lock`] named (`ok`), or the driver refused.
    pub fn locked(&mut self, base: usize, len: usize, ok: bool) {
        if ok {
            self.locked = Some((base, len));
        } else {
            self.refused = true;
        }
    }

    /// Whether a range is locked now.
    pub fn is_locked(&self) -> bool {
        self.locked.is_some()
    }

    fn take_unlock(&mut self, unlock: bool) -> LockStep {
        if !unlock {
            return LockStep::Keep;
        }
        self.locked = None;
        self.moved = 0;
        LockStep::Unlock
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MB: usize = 1 << 20;

    #[test]
    fn locks_once_half_the_memory_has_moved() {
        let mut p = PageLock::with_ram(Some(64 << 30));
        assert_eq!(p.host_memory(0x1000_0000, 64 * MB), LockStep::Keep);
        assert_eq!(
            p.before_transfer(0x1000_0000, 64 * MB, 16 * MB as u64),
            LockStep::Keep
        );
        assert_eq!(
            p.before_transfer(0x1000_0000, 64 * MB, 16 * MB as u64),
            LockStep::Lock {
                base: 0x1000_0000,
                len: 64 * MB
            }
        );
        p.locked(0x1000_0000, 64 * MB, true);
        assert!(p.is_locked());
        assert_eq!(
            p.before_transfer(0x1000_0000, 64 * MB, 64 * MB as u64),
            LockStep::Keep
        );
    }

    #[test]
    fn never_locks_a_buffer_the_host_did_not_name_nor_a_small_memory() {
        let mut p = PageLock::with_ram(Some(64 << 30));
        p.host_memory(0x1000_0000, 64 * MB);
        // A first-call check's copy elsewhere: moved bytes are not counted, nothing locked.
        for _ in 0..4 {
            assert_eq!(
                p.before_transfer(0x9000_0000, 64 * MB, 64 * MB as u64),
                LockStep::Keep
            );
        }
        assert!(!p.is_locked());
        let mut small = PageLock::with_ram(Some(64 << 30));
        small.host_memory(0x1000_0000, MB);
        assert_eq!(
            small.before_transfer(0x1000_0000, MB, MB as u64),
            LockStep::Keep
        );
    }

    #[test]
    fn a_memory_that_grew_or_moved_is_unlocked_before_its_next_transfer() {
        let mut p = PageLock::with_ram(Some(64 << 30));
        p.host_memory(0x1000_0000, 64 * MB);
        p.before_transfer(0x1000_0000, 64 * MB, 64 * MB as u64);
        p.locked(0x1000_0000, 64 * MB, true);
        // Grown in place, seen by a transfer before the host said so.
        assert_eq!(p.before_transfer(0x1000_0000, 80 * MB, 8), LockStep::Unlock);
        assert!(!p.is_locked());
        // Locked again after half of the new length moved.
        p.host_memory(0x1000_0000, 80 * MB);
        assert_eq!(
            p.before_transfer(0x1000_0000, 80 * MB, 40 * MB as u64),
            LockStep::Lock {
                base: 0x1000_0000,
                len: 80 * MB
            }
        );
        p.locked(0x1000_0000, 80 * MB, true);
        // Moved: the host says so before any transfer.
        assert_eq!(p.host_memory(0x5000_0000, 80 * MB), LockStep::Unlock);
        // A transfer over a disjoint buffer keeps a lock.
        p.before_transfer(0x5000_0000, 80 * MB, 40 * MB as u64);
        p.locked(0x5000_0000, 80 * MB, true);
        assert_eq!(p.before_transfer(0x100, 4096, 4096), LockStep::Keep);
        assert!(p.is_locked());
    }

    #[test]
    fn a_memory_over_a_quarter_of_the_ram_is_never_locked() {
        let mut p = PageLock::with_ram(Some(256 * MB as u64));
        p.host_memory(0x1000_0000, 80 * MB);
        assert_eq!(
            p.before_transfer(0x1000_0000, 80 * MB, 80 * MB as u64),
            LockStep::Keep
        );
        let mut unknown = PageLock::with_ram(None);
        unknown.host_memory(0x1000_0000, 8 * MB);
        assert_eq!(
            unknown.before_transfer(0x1000_0000, 8 * MB, 8 * MB as u64),
            LockStep::Keep
        );
        assert!(ram_bytes().is_some_and(|r| r > 0));
    }

    #[test]
    fn a_refused_lock_is_not_tried_again() {
        let mut p = PageLock::with_ram(Some(64 << 30));
        p.host_memory(0x1000_0000, 8 * MB);
        assert!(matches!(
            p.before_transfer(0x1000_0000, 8 * MB, 8 * MB as u64),
            LockStep::Lock { .. }
        ));
        p.locked(0x1000_0000, 8 * MB, false);
        assert_eq!(
            p.before_transfer(0x1000_0000, 8 * MB, 8 * MB as u64),
            LockStep::Keep
        );
    }
}
