//! A bounded least-recently-used map from kernel fingerprints to loaded modules, with counters.
//!
//! The runtime keeps one loaded module per kernel fingerprint (PTX text + entry). When the
//! cache is full, inserting evicts the least recently used entry and hands it back so the
//! caller can unload it from the driver. Capacities are small (tens to hundreds), so eviction
//! scans linearly instead of keeping a linked list.
//!
//! This module must not talk to a driver; it only stores values and counts.

use std::collections::HashMap;

/// Default number of loaded modules the runtime keeps.
pub const DEFAULT_CACHE_CAPACITY: usize = 64;

/// Counters of a [`KernelCache`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CacheStats {
    /// Most entries the cache keeps.
    pub capacity: usize,
    /// Entries held now.
    pub entries: usize,
    /// Lookups that found their entry.
    pub hits: u64,
    /// Lookups that did not.
    pub misses: u64,
    /// Entries dropped to make room.
    pub evictions: u64,
}

/// A bounded LRU map keyed by fingerprint.
#[derive(Debug)]
pub struct KernelCache<V> {
    entries: HashMap<u64, (V, u64)>,
    capacity: usize,
    tick: u64,
    hits: u64,
    misses: u64,
    evictions: u64,
}

impl<V: Copy> KernelCache<V> {
    /// An empty cache holding at most `capacity` entries (at least 1).
    pub fn new(capacity: usize) -> Self {
        KernelCache {
            entries: HashMap::new(),
            capacity: capacity.max(1),
            tick: 0,
            hits: 0,
            misses: 0,
            evictions: 0,
        }
    }

    fn next_tick(&mut self) -> u64 {
        self.tick += 1;
        self.tick
    }

    /// The value for `key`, marking it most recently used; counts a hit or a miss.
    pub fn get(&mut self, key: u64) -> Option<V> {
        let tick = self.next_tick();
        match self.entries.get_mut(&key) {
            Some((value, used)) => {
                *used = tick;
                self.hits += 1;
                Some(*value)
            }
            None => {
                self.misses += 1;
                None
            }
        }
    }

    /// Whether `key` is cached (no counters change).
    pub fn contains(&self, key: u64) -> bool {
        self.entries.contains_key(&key)
    }

    /// Inserts `value` under `key`; returns the values that left the cache (a replaced value
    /// and any evicted ones) so the caller can release them.
    pub fn insert(&mut self, key: u64, value: V) -> Vec<V> {
        let tick = self.next_tick();
        let mut gone = Vec::new();
        if let Some((old, _)) = self.entries.insert(key, (value, tick)) {
            gone.push(old);
        }
        gone.extend(self.shrink_to(self.capacity));
        gone
    }

    /// Drops least recently used entries until at most `limit` remain; returns them.
    fn shrink_to(&mut self, limit: usize) -> Vec<V> {
        let mut gone = Vec::new();
        while self.entries.len() > limit {
            let oldest = self
                .entries
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(k, _)| *k);
            let Some(key) = oldest else { break };
            if let Some((value, _)) = self.entries.remove(&key) {
                gone.push(value);
                self.evictions += 1;
            }
        }
        gone
    }

    /// Changes the capacity (at least 1); returns the entries evicted to fit.
    pub fn set_capacity(&mut self, capacity: usize) -> Vec<V> {
        self.capacity = capacity.max(1);
        self.shrink_to(self.capacity)
    }

    /// Removes every entry (not counted as evictions); returns them.
    pub fn clear(&mut self) -> Vec<V> {
        self.entries.drain().map(|(_, (v, _))| v).collect()
    }

    /// The counters.
    pub fn stats(&self) -> CacheStats {
        CacheStats {
            capacity: self.capacity,
            entries: self.entries.len(),
            hits: self.hits,
            misses: self.misses,
            evictions: self.evictions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn evicts_least_recently_used() {
        let mut c = KernelCache::new(2);
        assert!(c.insert(1, 10).is_empty());
        assert!(c.insert(2, 20).is_empty());
        assert_eq!(c.get(1), Some(10)); // 2 is now the oldest
        assert_eq!(c.insert(3, 30), vec![20]);
        assert!(c.contains(1) && c.contains(3) && !c.contains(2));
        let s = c.stats();
        assert_eq!((s.entries, s.hits, s.misses, s.evictions), (2, 1, 0, 1));
    }

    #[test]
    fn counts_misses_and_clears() {
        let mut c = KernelCache::new(4);
        assert_eq!(c.get(9), None);
        c.insert(9, 1);
        let mut gone = c.clear();
        gone.sort();
        assert_eq!(gone, vec![1]);
        assert_eq!(c.stats().misses, 1);
        assert_eq!(c.stats().entries, 0);
    }

    #[test]
    fn replacing_returns_the_old_value() {
        let mut c = KernelCache::new(4);
        c.insert(5, 1);
        assert_eq!(c.insert(5, 2), vec![1]);
        assert_eq!(c.get(5), Some(2));
    }

    #[test]
    fn shrinking_capacity_evicts() {
        let mut c = KernelCache::new(3);
        for k in 0..3 {
            c.insert(k, k);
        }
        assert_eq!(c.set_capacity(1), vec![0, 1]);
        assert_eq!(c.stats().capacity, 1);
        assert_eq!(KernelCache::<u8>::new(0).stats().capacity, 1);
    }
}
